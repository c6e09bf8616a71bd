"""One vocabulary (docs/glossary.md): match «матч» and partie «партия», each game's own words, neutral forms."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from lomber.engine.events import Ev, Event
from lomber.engine.registry import game_info
from lomber.paths import resource
from lomber.ui.shell.language import install_translators, remove_translators
from lomber.ui.texts import GameTexts, option_label, option_value

ROOT = Path(__file__).resolve().parents[2]


def _russian_ts() -> dict[tuple[str, ...], str]:
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "scripts" / "update_translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    # A counted text's plural forms are read as one text: each must follow the vocabulary.
    return {k: " | ".join(t) if isinstance(t, tuple) else t
            for k, t in mod.read_ts(resource("translations", "lomber_ru.ts")).items()}


def test_a_match_is_a_match_and_a_partie_a_partie():
    known = _russian_ts()
    matches = [(k[1], t) for k, t in known.items() if re.search(r"\bmatch(es)?\b", k[1], re.IGNORECASE)]
    parties = [(k[1], t) for k, t in known.items() if re.search(r"\bpartie|\bparties\b", k[1], re.IGNORECASE)]
    assert len(matches) > 15 and len(parties) > 4
    for source, text in matches:
        assert "матч" in text.lower(), (source, text)
    for source, text in parties:
        assert "парти" in text.lower(), (source, text)
        if "match" not in source:
            assert "матч" not in text.lower(), (source, text)


def test_no_masculine_form_for_a_player_and_discarding_only_at_fortunas_talon():
    for key, text in _russian_ts().items():
        assert not re.search(r"\b(выбыл|должен|вышел|сел)\b", text), (key, text)
        if "сносит" in text or "Снес" in text:
            assert "discard" in key[1].replace("&", "").lower(), (key, text)


@pytest.fixture
def russian(qapp):
    found = install_translators(qapp, "ru")
    yield
    remove_translators(qapp, found)


def _label(game: str, key: str) -> str:
    spec = next(s for s in game_info(game).match.option_specs if s.key == key)
    return option_label(spec, game)


def _value(game: str, key: str, value: object) -> str:
    spec = next(s for s in game_info(game).match.option_specs if s.key == key)
    return option_value(spec, value)


def test_each_game_says_its_own_words_in_russian(russian):
    fortuna, fly, ferme = GameTexts("fortuna", ["Анна"]), GameTexts("fly", ["Анна"]), GameTexts("ferme", ["Анна"])
    assert fortuna.role("dealer") == "сдатчик" and fortuna.pile_label("pool") == "Пулька"
    assert fortuna.event_line(Event(Ev.ROLE, seat=0, reason="dealer")) == "Анна — сдатчик"
    assert fly.role("dealer") == "сдающий" and fly.pile_label("pot") == "Кон"
    assert ferme.pile_label("pool") == "Фонд игроков" and ferme.pile_label("farm") == "Ферма"
    assert ferme.reason("stake") == "вклад фермера" and _value("ferme", "bust_pays_to", "pool") == "фонд игроков"
    line = ferme.event_line(Event(Ev.CHIPS, src="seat:0", dst="pool", amount=1, reason="ante"))
    assert line == "Анна → фонд игроков: 1 фишка (анте)"
    assert _label("ferme", "first_dealer") == "Первый фермер"
    assert _label("chemin-de-fer", "first_dealer") == "Первый банкомёт"
    assert _label("fortuna", "first_dealer") == "Первый сдатчик"
    assert _label("fly", "first_dealer") == "Первый сдающий"
    assert _label("fortuna", "short_suit") == "Короткая масть" and _value("fortuna", "short_suit", "random") == "по жребию"
    assert _value("ferme", "rule_set", "historical") == "старинные"


def test_playing_a_card_and_putting_cards_down_are_told_apart(russian):
    fortuna, fly = GameTexts("fortuna", ["Анна", "Борис"]), GameTexts("fly", ["Анна", "Борис"])
    assert fortuna.event_line(Event(Ev.PLAYED, seat=1, cards=("QH",))) == "Борис кладёт Q♥"
    assert fortuna.event_line(Event(Ev.ACTION, seat=1, text="QH")) == "Борис: кладёт Q♥"
    assert fortuna.event_line(Event(Ev.ACTION, seat=1, text="play")) == "Борис: играет"
    talon = Event(Ev.DISCARDED, seat=0, cards=("8S", "9S"), face_up=False, reason="discard")
    exchange = Event(Ev.DISCARDED, seat=0, cards=("7C", "6H"), face_up=False, reason="exchange")
    assert fortuna.event_line(talon) == "Анна сносит 2 карты"
    assert fly.event_line(exchange) == "Анна сбрасывает 2 карты"


def test_english_keeps_one_word_where_the_games_agree():
    fortuna = GameTexts("fortuna", ["Anna"])
    assert fortuna.role("dealer") == "dealer" and fortuna.pile_label("pool") == "Pool"
    assert _label("ferme", "first_dealer") == "First farmer"
    assert _label("fly", "first_dealer") == "First dealer"
    assert fortuna.event_line(Event(Ev.ACTION, seat=0, text="play")) == "Anna: will play"


def test_one_word_for_fortunas_first_dealer_and_a_coup_won(russian):
    from lomber.ui.texts import option_help

    spec = next(s for s in game_info("fortuna").match.option_specs if s.key == "first_dealer")
    assert "сдатчик" in option_label(spec, "fortuna").lower() and "сдатчик" in option_help(spec, "fortuna")
    assert "сдающ" not in option_help(spec, "fortuna")
    # a coup's result is a noun beside «проигрыш» and «ничья», never a match's «выигран» («Итог: выигран»)
    cdf = GameTexts("chemin-de-fer", ["Анна"])
    column = next(c for c in game_info("chemin-de-fer").deal_columns if c.key == "result")
    assert [cdf.column(column, v) for v in ("won", "lost", "stand-off")] == ["выигрыш", "проигрыш", "ничья"]
