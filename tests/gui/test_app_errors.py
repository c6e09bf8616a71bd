"""No raw engine text reaches a user: every error code the code can raise, every chip reason, note, role, pile and
table card a game can produce has its words in both languages, and the UI words errors from codes, not prose."""

from __future__ import annotations

import ast
import errno
import importlib.util
import json
import os
import random
import re
from pathlib import Path
from typing import Any

import pytest

from lomber.engine.actions import PLAY, Action, AmountChoice, is_listed
from lomber.engine.errors import IllegalAction, LomberError, OptionError, RecordError
from lomber.engine.events import Ev, Event
from lomber.engine.gameinfo import WordKind
from lomber.engine.match import Match, Seat
from lomber.engine.records import replay
from lomber.engine.registry import game_info, games, new_match
from lomber.paths import resource
from lomber.search.players import RandomPlayer
from lomber.storage.saves import open_record
from lomber.ui.errors import ERRORS, WRAPPERS, error_text, template_of
from lomber.ui.shell.language import install_translators, remove_translators
from lomber.ui.texts import GameTexts

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "app" / "lomber"
ERROR_CLASSES = {"IllegalAction", "OptionError", "RecordError", "PresetError", "CardError", "JSONFileError"}
NAMES = ["Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна"] + [f"Игрок {i}" for i in range(8, 31)]
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
PARAM = re.compile(r"\{(\w+)\}")


def _ts(lang: str) -> dict[tuple[str, ...], Any]:
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "scripts" / "update_translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.read_ts(resource("translations", f"lomber_{lang}.ts"))


def raised_codes() -> dict[str, list[tuple[str, set[str]]]]:
    """Every literal `code=` of an engine error built anywhere in the app: code → [(where, its params)]."""
    found: dict[str, list[tuple[str, set[str]]]] = {}
    for path in sorted(APP.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ERROR_CLASSES):
                continue
            kw = {k.arg: k.value for k in node.keywords}
            code = kw.get("code")
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            assert code is not None, f"{where}: an engine error without a code"
            if isinstance(code, ast.Attribute) and ast.unparse(code) == "exc.code":
                continue   # re-raised under another class with the same code and params
            assert isinstance(code, ast.Constant) and isinstance(code.value, str), f"{where}: the code is not a literal"
            found.setdefault(code.value, []).append((where, {k for k in kw if k and k != "code"}))
    return found


def test_every_raised_code_has_words_with_the_params_it_is_raised_with():
    codes = raised_codes()
    assert len(codes) > 60 and "not-allowed" in codes and "fly-keep-ace" in codes
    # Chemin de fer adds the refused action and the choices to every refusal it explains.
    added = {c: {"action", "legal"} for c in codes if c.startswith("chemin-de-fer-")}
    for code, sites in codes.items():
        if code in WRAPPERS:
            assert all("cause" in params for _w, params in sites), code
            continue
        template, _game = template_of(code)
        assert template, f"the error code {code!r} has no words ({sites[0][0]})"
        wanted = set(PARAM.findall(template)) | ({"n"} if "%n" in template else set())
        for where, params in sites:
            assert wanted <= params | added.get(code, set()), f"{where}: {code} lacks {wanted - params}"


def test_no_words_for_a_code_nobody_raises():
    codes = raised_codes()
    declared = set(ERRORS) | {c for g in games() for c in g.errors}
    assert declared <= set(codes), sorted(declared - set(codes))
    game_codes = [c for g in games() for c in g.errors]
    assert len(game_codes) == len(set(game_codes)) and not set(game_codes) & set(ERRORS), "a code has two wordings"


def test_every_error_template_is_translated_with_the_same_params():
    ru, en = _ts("ru"), _ts("en")
    templates = list(ERRORS.values()) + [t for g in games() for t in g.errors.values()]
    for template in templates:
        text = ru.get(("lomber", template))
        assert text, f"no Russian for {template!r}"
        forms = text if isinstance(text, tuple) else (text,)
        for form in forms:
            assert sorted(PARAM.findall(form)) == sorted(PARAM.findall(template)), (template, form)
        if "%n" in template:
            assert len(en[("lomber", template)]) == 2, template


@pytest.fixture
def russian(qapp):
    found = install_translators(qapp, "ru")
    yield
    remove_translators(qapp, found)


def _wrong_actions(match: Match, seat: int, rng: random.Random) -> list[Action]:
    """Actions a player could try that the rules refuse now: the game's words with odd amounts and cards."""
    info = game_info(match.game_id)
    hand = [c for c in match.view(seat).get("hands", [[]] * match.n)[seat] if c != "?"]
    other = ["AS", "7D", "QH", "10C", "6H", "2C"]
    out: list[Action] = []
    for w in info.words:
        if w.kind is WordKind.PLAIN:
            out.append(Action(w.word))
        elif w.kind is WordKind.AMOUNT:
            out += [Action(w.word, amount=a) for a in (0, -1, 7, 10**6)]
        else:
            pick = rng.sample(hand, min(2, len(hand))) if hand else []
            out += [Action(w.word, cards=tuple(pick)), Action(w.word, cards=(rng.choice(other),))]
            if pick:
                out.append(Action(w.word, cards=(pick[0], pick[0])))
    out += [Action(PLAY, cards=(c,)) for c in hand[:4] + other[:2]]
    legal = match.legal_actions()
    return [a for a in out if not is_listed(match.normalize(seat, a), legal)]


def _tables(info) -> list[tuple[int, dict[str, Any]]]:
    """The game's quick tables, and each of them with every value of every option that has a list of values."""
    tables = [(t.seats, dict(t.options)) for t in info.quick_tables]
    seats, base = tables[0]
    for spec in info.match.option_specs:
        for value in spec.values or ():
            for n in [seats, *range(info.min_players, info.max_players + 1)]:
                try:
                    new_match(info.id, [Seat(NAMES[i], "ai", "easy") for i in range(n)], {**base, spec.key: value}, 0)
                except OptionError:
                    continue
                tables.append((n, {**base, spec.key: value}))
                break
    return tables


def _play(game: str, seats: int, options: dict[str, Any], seed: int, refusals: list[IllegalAction]) -> list[Event]:
    """A random match (cut at a bound); every event, and the errors of refused actions tried along the way."""
    rng = random.Random(seed)
    match = new_match(game, [Seat(NAMES[i], "ai", "easy") for i in range(seats)], options, seed)
    events = list(match.start_events)
    player = RandomPlayer(seed)
    for step in range(1500):
        if match.finished:
            break
        seat = match.to_act()
        legal = match.legal_actions()
        if step % 5 == 0:
            for bad in _wrong_actions(match, seat, rng):
                with pytest.raises(IllegalAction) as refused:
                    match.apply(seat, bad)
                refusals.append(refused.value)
            with pytest.raises(IllegalAction) as refused:
                match.apply((seat + 1) % seats, legal[0] if not isinstance(legal[0], AmountChoice) else legal[0].at(legal[0].lo))
            refusals.append(refused.value)
        events += match.apply(seat, player.choose(match.view(seat), legal))
    return events


@pytest.fixture(scope="module")
def played() -> dict[str, tuple[list[Event], list[IllegalAction], list[dict[str, Any]]]]:
    """Per game: the events of random matches on every table, the refusals met, the views at each match's end."""
    out = {}
    for info in games():
        events: list[Event] = []
        refusals: list[IllegalAction] = []
        for i, (seats, options) in enumerate(_tables(info)):
            events += _play(info.id, seats, options, i, refusals)
        out[info.id] = (events, refusals)
    return out


def test_every_reason_note_role_and_pile_of_random_play_is_declared(played):
    for game, (events, _refusals) in played.items():
        info = game_info(game)
        kinds = {e.kind for e in events}
        assert {Ev.DEAL_START, Ev.CHIPS, Ev.DEAL_END} <= kinds, game
        for e in events:
            if e.kind == Ev.CHIPS:
                assert e.reason in info.reasons, (game, e)
                for place in (e.src, e.dst):
                    assert place.startswith("seat:") or place in info.piles, (game, e)
            elif e.kind == Ev.NOTE:
                assert e.reason in info.notes or f"{e.reason}:{e.arg}" in info.notes, (game, e)
            elif e.kind == Ev.ROLE:
                assert e.reason in info.roles, (game, e)
            elif e.kind == Ev.TURNED:
                assert e.reason in info.table_cards, (game, e)


def test_every_line_of_random_play_is_russian(russian, played):
    ru = _ts("ru")
    for game, (events, _refusals) in played.items():
        info = game_info(game)
        words = [*info.reasons.values(), *info.notes.values(), *info.table_cards.values(),
                 *(p.label for p in info.piles.values()), *(p.log for p in info.piles.values() if p.log),
                 *(r.label for r in info.roles.values())]
        for text in words:
            assert ("lomber", text) in ru or ("lomber", text, game) in ru, (game, text)
        texts = GameTexts(game, NAMES)
        for e in events:
            line = texts.event_line(e)
            assert line is None or not LATIN_WORD.search(line), (game, e, line)


def test_every_refusal_of_random_play_is_worded_from_its_code(russian, played):
    seen: set[str] = set()
    for game, (_events, refusals) in played.items():
        texts = GameTexts(game, NAMES)
        assert refusals, game
        for exc in refusals:
            assert template_of(exc.code, game)[0], (game, exc.code, str(exc))
            text = error_text(exc, texts)
            seen.add(exc.code)
            assert str(exc) not in text and not LATIN_WORD.search(text), (game, exc.code, text)
    assert {"not-your-turn", "not-in-hand", "follow-suit", "fly-keep-ace", "ferme-second-card"} <= seen, seen


def test_english_words_errors_from_the_same_codes(played):
    _events, refusals = played["fly"]
    texts = GameTexts("fly", ["Anna", "Boris", "Vera"])
    lines = {error_text(e, texts) for e in refusals}
    assert "The ace of spades may never be discarded." in lines
    assert any(re.fullmatch(r"Turn: \w+, not \w+\.", t) for t in lines), lines   # works with any name ("You")


def _record(**changes: Any) -> dict[str, Any]:
    data = {"format": "lomber-record", "version": 1, "game": "fly", "seed": 3, "options": {},
            "seats": [{"name": n, "kind": "ai", "level": "easy"} for n in NAMES[:3]], "actions": []}
    data.update(changes)
    return data


@pytest.mark.parametrize("changes, english, russian_text", [
    ({"version": 9}, "It is a record of version 9; this Lomber reads version 1.",
     "Это запись версии 9; этот Ломбер читает версию 1."),
    ({"options": {"stakes": 500}}, "“Stakes per deal” must be from 0 to 100, not 500.", None),
    ({"options": {"starting_score": 40}}, "“Starting score” must be one of: 25, 30 (not “40”).", None),
    ({"game": "whist"}, "There is no game “whist” in this Lomber.", "В этом Ломбере нет игры «whist»."),
    ({"seats": []}, "Fly is for 3 to 7 players, not 0.", "В игру «Мушка» играют от 3 до 7 игроков, а не 0."),
    ({"actions": [[0, "keep"]]}, "Its action 1 does not replay: turn: Борис, not Анна.",
     "Его ход 1 не воспроизводится: очередь: Борис, а не Анна."),
    ({"presets": [{"pack": "AS AS"}]}, "The stacked pack names A♠ 2 times, more often than the pack holds it.",
     "В заданной колоде карта A♠ названа 2 раза — чаще, чем она есть в колоде."),
    ({"presets": [{"pack": "AS XX"}]}, "Stacked pack 1: “XX” is not a card: write the rank, then the suit (QH, 10S, AS).",
     None),
])
def test_a_bad_record_is_worded_from_its_code(qapp, tmp_path, changes, english, russian_text):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_record(**changes)), encoding="utf-8")
    with pytest.raises(RecordError) as bad:
        open_record(path)
    assert error_text(bad.value) == english, str(bad.value)
    found = install_translators(qapp, "ru")
    try:
        text = error_text(bad.value)
    finally:
        remove_translators(qapp, found)
    # What the file itself says («whist», «XX») and the card notation are data, not words to translate.
    assert not LATIN_WORD.search(re.sub(r"«[^»]*»|\(QH, 10S, AS\)", "", text)), text
    if russian_text:
        assert text == russian_text


def test_a_file_error_and_an_unknown_error_never_show_their_prose(tmp_path):
    with pytest.raises(RecordError) as missing:
        open_record(tmp_path / "none.json")
    assert error_text(missing.value) == "It cannot be read: the file or folder does not exist"
    (tmp_path / "text.json").write_text("not json", encoding="utf-8")
    with pytest.raises(RecordError) as garbage:
        open_record(tmp_path / "text.json")
    assert error_text(garbage.value) == "It is not valid JSON (line 1, column 1)."
    assert error_text(LomberError("secret prose", code="no-such-code")) == "The rules do not allow it."
    assert "boom" not in error_text(RuntimeError("boom"))


def test_an_engine_error_keeps_its_code_across_a_process_boundary():
    import pickle

    match = new_match("fly", [Seat(n, "ai", "easy") for n in NAMES[:3]], {}, 1)
    with pytest.raises(IllegalAction) as wrong:
        match.apply((match.to_act() + 1) % 3, "keep")
    back = pickle.loads(pickle.dumps(wrong.value))
    assert (type(back), back.code, back.params, str(back)) == (IllegalAction, "not-your-turn", wrong.value.params,
                                                               str(wrong.value))
    assert replay(json.loads(json.dumps(match.record()))).history == match.history


def test_after_a_colon_a_sentence_goes_on_in_lower_case_but_names_keep_their_capital(qapp):
    ferme = GameTexts("ferme", ["Анна", "Борис"])
    second = IllegalAction("x", code="ferme-second-card", seat=1)
    bust = IllegalAction("x", code="ferme-bust", seat=0, n=18)
    assert error_text(second, ferme, inner=True).startswith("the second card is compulsory")
    assert error_text(bust, ferme, inner=True) == "Анна: 18 points, over 16; only standing is possible."
    found = install_translators(qapp, "ru")
    try:
        assert error_text(second, ferme, inner=True).startswith("в классической Ферме")
        assert error_text(bust, ferme) == "Анна: 18 очков — больше 16, можно только остановиться."
    finally:
        remove_translators(qapp, found)


@pytest.mark.parametrize("code", [errno.EFBIG, errno.EEXIST, errno.ENOTDIR, errno.EIO, errno.EXDEV, errno.ENOLCK])
def test_a_system_error_is_said_in_words_never_by_its_number(qapp, code):
    """"a system error (27)" told nobody anything: the common ones in the user's language, the rest in the
    system's words; in Russian too."""
    from lomber.ui.errors import os_error_text

    exc = OSError(code, os.strerror(code))
    english = os_error_text(exc)
    assert not re.search(r"\d", english) and LATIN_WORD.search(english), english
    found = install_translators(qapp, "ru")
    try:
        russian = os_error_text(exc)
    finally:
        remove_translators(qapp, found)
    assert not re.search(r"\d", russian)
    if code not in (errno.EXDEV, errno.ENOLCK):   # what the system says stays the system's words
        assert not LATIN_WORD.search(russian), russian
