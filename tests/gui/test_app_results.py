"""Issue 12, items 1, 2 and 6: the deal's result beside the table and the standings over the felt's free middle
(never over a seat or the user's hand, at 4, 7 and 30 seats, 1280×800 and 800×600); prompts that say what
matters, from the game's view; the user's own seat addressed in the second person, in English and Russian."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PySide6.QtCore import QRect

from lomber.engine.actions import Action, AmountChoice, card_action
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match, Seat
from lomber.engine.registry import game_info, games, new_match
from lomber.settings import Settings
from lomber.ui.panels.results import deal_sheet
from lomber.ui.panels.standings import standings, standings_lines
from lomber.ui.shell.language import install_translators, remove_translators
from lomber.ui.texts import GameTexts, plain, tr

SIZES = [(1280, 800), (800, 600)]
TABLES = [("fortuna", 4, {}), ("fly", 7, {}), ("chemin-de-fer", 30, {"starting_chips": 100, "table_minimum": 50})]


@pytest.fixture
def russian(qapp):
    found = install_translators(qapp, "ru")
    yield found
    remove_translators(qapp, found)


def make_window(qtbot, size: tuple[int, int]):
    from lomber.storage.history import History
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant"), History(), save_settings_on_close=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def seats(n: int) -> list[Seat]:
    return [Seat("You", "human")] + [Seat(f"P{i + 1}", "ai", "easy") for i in range(1, n)]


def concrete(choice: Any, rng: random.Random) -> Action:
    return choice.at(rng.randint(choice.lo, min(choice.hi, choice.lo + 20))) if isinstance(choice, AmountChoice) \
        else choice


def play_until(qtbot, w, done, rng: random.Random, limit: int = 400) -> None:
    """Answer the user's decisions at random until `done()`."""
    c = w.controller
    for _ in range(limit):
        qtbot.waitUntil(lambda: done() or c.awaiting is not None or c.match.finished, timeout=30000)
        if done() or c.match.finished:
            return
        n = len(c.match.history)
        assert c.submit(concrete(rng.choice(c.match.legal_actions()), rng))
        qtbot.waitUntil(lambda k=n: len(c.match.history) > k or done(), timeout=30000)
    raise AssertionError("the condition never came")


def global_rect(widget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def seat_rects_global(w) -> list[QRect]:
    """Every badge and every hand's card on the table, in screen coordinates."""
    view = w.table_view
    return [QRect(view.viewport().mapToGlobal(view.mapFromScene(r).boundingRect().topLeft()),
                  view.mapFromScene(r).boundingRect().size()) for r in w.scene.seat_rects()]


def user_hand_global(w) -> list[QRect]:
    view = w.table_view
    out = []
    for s in w.scene.hand_sprites(0):
        r = view.mapFromScene(s.sceneBoundingRect()).boundingRect()
        out.append(QRect(view.viewport().mapToGlobal(r.topLeft()), r.size()))
    return out


# ----- 1. results never cover the table ----------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game,n,options", TABLES, ids=[f"{g}-{n}" for g, n, _ in TABLES])
def test_the_deals_result_lies_beside_the_table_over_no_seat_or_hand(qtbot, app_dirs, game, n, options, size):
    w = make_window(qtbot, size)
    assert w.start_game(game, seats(n), dict(options, first_dealer=1), seed=3)
    play_until(qtbot, w, lambda: w.result_panel.sheet is not None, random.Random(5))
    dock = w.docks["result"]
    assert dock.isVisible() and w.result_panel.isVisible(), "the result's tab comes to the front when a deal ends"
    panel = global_rect(w.result_panel)
    table = global_rect(w.table_view.viewport())
    assert not panel.intersects(table)
    covered = [r for r in seat_rects_global(w) + user_hand_global(w) if r.intersects(panel)]
    assert not covered and seat_rects_global(w), "the result covers a seat or the user's hand"
    sheet = w.result_panel.sheet
    assert re.fullmatch(r"Deal \d+ is over", sheet.title)
    assert sheet.rows and sheet.header[0] == "Player" and len(sheet.rows) == len(sheet.seats)
    assert w.result_panel.table.rowCount() == len(sheet.rows)
    p = w.result_panel
    if p.table.isVisible():
        assert p.table.horizontalScrollBar().maximum() == 0, "a column of the result lies out of sight"
    else:
        assert p.row_text.isVisible() and all(cell in p.row_text.text() for row in sheet.rows for cell in row
                                              if cell and not cell.startswith(("<", "&")))


def finished_match(game: str, n: int, options: dict[str, Any], seed: int = 1) -> Match:
    """A match played to its end by easy computer players (engine only), the user at seat 0."""
    from lomber.ai.registry import make_player

    m = new_match(game, seats(n), options, seed)
    players = [make_player(game, "easy", seed + i) for i in range(n)]
    for _ in range(200_000):
        if m.finished:
            return m
        s = m.to_act()
        m.apply(s, players[s].choose(m.view(s), m.legal_actions()))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game,n,options", [("ferme", 4, {"starting_chips": 10}), ("fly", 7, {}),
                                            ("chemin-de-fer", 30, {"starting_chips": 100, "table_minimum": 50})],
                         ids=["ferme-4", "fly-7", "chemin-de-fer-30"])
def test_the_standings_lie_in_the_felts_free_middle(qtbot, app_dirs, game, n, options, size):
    w = make_window(qtbot, size)
    match = finished_match(game, n, options)
    w.resume(match)
    qtbot.wait(20)
    view = w.standings_view
    assert view is not None and view.isVisible()
    box = view.geometry()                                   # in the viewport's coordinates
    assert w.table_view.viewport().rect().contains(box)
    # never a seat or the user's hand; with room enough (1280×800) no other hand either
    for r in w.scene.seat_rects(all_hands=size == (1280, 800)):
        assert not box.intersects(w.table_view.mapFromScene(r).boundingRect()), "the standings cover a seat"
    assert box.width() >= 220 and box.height() >= 150
    st = view.standings
    summary = match.summary()
    assert st.places[0].place == 1 and len(st.places) == n
    if summary["winner"] is not None:
        assert st.places[0].seat == summary["winner"]
        winner = "You" if summary["winner"] == 0 else match.seats[summary["winner"]].name
        assert st.title in (f"{winner} wins the match!", "You win the match!")
    assert st.subtitle == tr("%n deal(s) played", summary["deals"])
    # the view follows the table when the window is resized
    w.resize(size[0] - 120, size[1] - 80)
    qtbot.waitUntil(lambda: w.table_view.viewport().rect().contains(view.geometry()), timeout=2000)


def test_the_standings_place_every_player_with_chips_and_scores(qapp):
    words = GameTexts("fortuna", ["You", "Anna", "Boris"], you=0)
    st = standings({"stacks": [1990, 2100, 1910], "scores": [[3, 2], [13, 1], [0, 4]], "winner": 1, "deals": 9},
                   words)
    assert st.title == "Anna wins the match!" and st.subtitle == "9 deals played"
    assert [(p.place, p.seat, p.chips, p.score) for p in st.places] == [
        (1, 1, 2100, "14"), (2, 0, 1990, "5"), (3, 2, 1910, "4")]   # the score the log says: leves + honours
    assert st.header() == ["Place", "Player", "Chips", "Score"]
    # Fly without stakes: the score alone, lower first; equal scores share a place
    fly = GameTexts("fly", ["You", "Anna", "Boris", "Clara"], you=0)
    st = standings({"stacks": [0, 0, 0, 0], "scores": [0, 12, 7, 12], "winner": 0, "deals": 14}, fly)
    assert st.title == "You win the match!" and st.header() == ["Place", "Player", "Score"]
    assert [(p.place, p.seat) for p in st.places] == [(1, 0), (2, 2), (3, 1), (3, 3)]
    assert standings_lines({"stacks": [0, 0, 0, 0], "scores": [0, 12, 7, 12], "winner": 0, "deals": 14}, fly) == [
        "You win the match!", "1. You — score 0", "2. Boris — score 7", "3. Anna — score 12", "3. Clara — score 12",
        "14 deals played"]


def test_a_deal_sheet_says_who_won_what_and_why(qapp):
    words = GameTexts("ferme", ["You", "Anna", "Boris"], you=0)
    events = [Event(Ev.DEAL_START, 2), Event(Ev.ACTION, 2, text="stand"),
              Event(Ev.SHOWN, 1, ("10H", "6H")), Event(Ev.SHOWN, 0, ("KS", "9C")),
              Event(Ev.CHIPS, src="seat:0", dst="seat:2", amount=1, reason="bust"),
              Event(Ev.CHIPS, src="farm", dst="seat:1", amount=3, reason="farm"), Event(Ev.DEAL_END, 1)]
    result = {"deal": 4, "rows": [
        {"seat": 1, "cards": ["10H", "6H"], "total": 16, "result": "farm", "chips": 2},
        {"seat": 0, "cards": ["KS", "9C"], "total": 19, "result": "bust", "chips": -2},
        {"seat": 2, "cards": ["5C", "4D"], "total": 9, "result": "", "chips": 0}]}
    sheet = deal_sheet(events, result, words)
    assert sheet.title == "Deal 4 is over"
    assert sheet.headline == ["Anna wins 2 chips.", "You lose 2 chips."]
    assert sheet.header == ["Player", "Cards", "Total", "Result", "Chips"]
    assert sheet.rows == [["Anna", "10♥ 6♥", "16", "wins the farm", "+2"], ["You", "K♠ 9♣", "19", "bust", "−2"],
                          ["Boris", "5♣ 4♦", "9", "", "0"]]
    assert sheet.row_tips[1] == "You → Boris: 1 chip (bust)"
    # a game without a deal table: its settlement's lines
    bare = deal_sheet(events, None, words)
    assert bare.rows == [] and bare.lines[0] == "Anna shows 10♥ 6♥" and "You show K♠ 9♣" in bare.lines


FORTUNA_RESULT = {"deal": 3, "rows": [
    {"seat": 1, "bid": "declarer", "tricks": 6, "needed": 3, "leves": 3, "honours": 1, "points": 4,
     "result": "made", "chips": 1},
    {"seat": 2, "bid": "passed", "chips": 0},
    {"seat": 3, "bid": "declarer", "tricks": 2, "needed": 3, "leves": 0, "honours": 0, "points": 0,
     "result": "failed", "chips": -218},
    {"seat": 0, "bid": "declarer", "tricks": 5, "needed": 3, "leves": 2, "honours": 0, "points": 2,
     "result": "made", "chips": -23}]}
DEAL_EVENTS = [Event(Ev.DEAL_START, 0), Event(Ev.DEAL_END, 0)]


def test_a_trick_games_deal_table_has_tricks_leves_honours_and_payments(qapp):
    words = GameTexts("fortuna", ["You", "Anna", "Boris", "Clara"], you=0)
    sheet = deal_sheet(DEAL_EVENTS, FORTUNA_RESULT, words)
    assert sheet.header == ["Player", "Bid", "Tricks", "Needed", "Leves", "Honours", "Points", "Result", "Chips"]
    assert sheet.rows[2] == ["Clara", "declarer", "2", "3", "0", "0", "0", "failed", "−218"]
    assert sheet.rows[1] == ["Boris", "passed", "", "", "", "", "", "", "0"]
    assert sheet.headline == ["Anna wins 1 chip.", "You lose 23 chips."]
    assert all(c.tip or c.kind.value == "word" or c.key == "tricks" for c in words.info.deal_columns)


def test_the_result_panel_follows_the_table_and_comes_back_on_open(qtbot, app_dirs, tmp_path):
    w = make_window(qtbot, (1280, 800))
    assert w.start_game("ferme", seats(3), {"first_dealer": 1}, seed=2)
    play_until(qtbot, w, lambda: w.controller.match.deals >= 1, random.Random(1))
    qtbot.waitUntil(lambda: w.result_panel.sheet is not None)
    before = (w.result_panel.sheet.title, w.result_panel.sheet.rows)
    assert before[0] == "Deal 1 is over"
    path = str(tmp_path / "m.lomber")
    assert w.save_file(path)
    w2 = make_window(qtbot, (1280, 800))
    assert w2.open_file(path)
    assert w2.result_panel.sheet is not None and (w2.result_panel.sheet.title, w2.result_panel.sheet.rows) == before


def narrow_panel(qtbot, names: list[str]):
    """A 260 px wide result panel showing FORTUNA_RESULT for these names (the user at seat 0)."""
    from lomber.ui.panels.results import ResultPanel, SheetMaker

    panel = ResultPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 420)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_sheet(SheetMaker(DEAL_EVENTS, FORTUNA_RESULT, GameTexts("fortuna", names, you=0)))
    return panel


def test_a_panel_too_narrow_for_the_table_shows_the_same_rows_as_lines(qtbot):
    panel = narrow_panel(qtbot, ["You", "Anna", "Boris", "Clara"])
    assert not panel.table_fits()
    assert panel.row_text.isVisible() and not panel.table.isVisible()
    text = panel.row_text.text().replace("\u00a0", " ")
    assert ("Clara — Bid: declarer · Tricks: 2 · Needed: 3 · Leves: 0 · Honours: 0 · Points: 0 · Result: failed · "
            "Chips: −218") in text
    assert "Boris — Bid: passed · Chips: 0" in text
    assert "<b>You — Bid: declarer · Tricks: 5" in text, "the user's row is bold, as in the table"
    panel.resize(900, 420)
    qtbot.waitUntil(lambda: panel.table.isVisible())
    assert panel.table_fits() and not panel.row_text.isVisible()
    assert panel.table.horizontalScrollBar().maximum() == 0, "the whole table shows without a sideways scroll"
    panel.resize(260, 420)
    qtbot.waitUntil(lambda: panel.row_text.isVisible())
    assert not panel.table.isVisible()


def test_a_name_in_the_lines_is_shown_as_typed(qtbot):
    panel = narrow_panel(qtbot, ["You", "<i>Anna</i> & Co", "Boris", "Clara"])
    assert panel.row_text.isVisible()
    assert "&lt;i&gt;Anna&lt;/i&gt; &amp; Co — Bid: declarer" in panel.row_text.text().replace("\u00a0", " ")
    assert "<i>" not in panel.row_text.text()


def test_the_rows_as_lines_in_russian(russian, qtbot):
    panel = narrow_panel(qtbot, ["Вы", "Анна", "Борис", "Клара"])
    text = panel.row_text.text()
    assert "Клара — " in text and "Player" not in text and "Tricks" not in text
    assert tr("Tricks") + ": 2" in text and tr("Tricks") != "Tricks"


# ----- 2. prompts say what matters ---------------------------------------------------------------------------------
def prompt(game: str, view: dict[str, Any], legal: list[Any]) -> str:
    return GameTexts(game, ["You", "Anna", "Boris", "Clara", "Dmitri"], you=view.get("seat")).prompt(view, legal)


def cdf_match(actions: list[tuple[int, str]]) -> Match:
    from tests.games.test_chemin_de_fer_spec import coup, run

    return run(5, {}, [coup("7C", "KS", "8D", "3H", "9S", "5C")], actions)


CDF_BETS = [(0, "pass"), (1, "pass"), (2, "bid 100"), (3, "pass"), (4, "pass"), (3, "bet 30"), (4, "bet 70")]


def test_chemin_de_fer_prompts_name_the_point_the_third_card_and_the_bank():
    m = cdf_match(CDF_BETS)
    assert prompt("chemin-de-fer", m.view(4), m.legal_actions()) == "Your point: 5 — Draw or Stand"
    m.apply(4, "draw")
    assert prompt("chemin-de-fer", m.view(2), m.legal_actions()) == \
        "Your point: 3 · The punter's third card: 9♠ — Draw or Stand"
    m = cdf_match(CDF_BETS + [(4, "stand")])
    assert prompt("chemin-de-fer", m.view(2), m.legal_actions()) == "Your point: 3 · The punter stood — Draw"
    m = cdf_match(CDF_BETS[:5])
    assert prompt("chemin-de-fer", m.view(3), m.legal_actions()) == "The bank: 100 — Banco, Bet 10–100 or Pass"
    m = cdf_match(CDF_BETS[:3])
    assert prompt("chemin-de-fer", m.view(3), m.legal_actions()) == "Highest bid: 100 — Bid 101–1000 or Pass"
    # the banker who dealt a coup decides; after a retirement the bank is offered at its amount
    m = cdf_match(CDF_BETS + [(4, "draw"), (2, "draw")])
    assert prompt("chemin-de-fer", m.view(2), m.legal_actions()) == "Your bank: 200 — Deal or Retire"
    m.apply(2, "retire")
    assert m.to_act() == 3
    assert prompt("chemin-de-fer", m.view(3), m.legal_actions()) == "The bank offered: 200 — Take or Pass"


def test_ferme_prompt_says_the_total():
    m = new_match("ferme", seats(3), {"first_dealer": 0}, 4)
    seat = m.to_act()
    m.apply(seat, "draw")
    view = m.view(seat)
    total = view["total"]
    assert prompt("ferme", view, m.legal_actions()) == f"Your total: {total} — Draw or Stand"


def test_fortuna_prompt_says_trumps_then_the_tricks_needed_and_taken():
    from tests.games.test_fortuna_spec import worked_example_record

    packs, actions, _ends = worked_example_record()
    from tests.records import play

    m = play("fortuna", 4, {"first_dealer": 2}, packs, [])
    assert prompt("fortuna", m.view(m.to_act()), m.legal_actions()) == "Trumps ♦, ×2 — Play or Pass"
    m = play("fortuna", 4, {"first_dealer": 2}, packs, actions[:6 + 3])   # the bids and three cards played
    seat = m.to_act()
    view = m.view(seat)
    assert view["goal"] == 4
    text = prompt("fortuna", view, m.legal_actions())
    assert text == f"Tricks: {view['taken'][seat]} (needs 4) — play a card (click it)"


def test_fly_prompt_says_the_score_the_tricks_and_the_stock():
    from tests.games.test_fly_spec import EX_PACK
    from tests.records import play

    m = play("fly", 4, {"first_dealer": 0}, [EX_PACK], [])
    assert prompt("fly", m.view(1), m.legal_actions()) == "Your score: 25 · Stock: 15 cards — Keep, Exchange or Fold"
    m = play("fly", 4, {"first_dealer": 0}, [EX_PACK],
             [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD"), (2, "AS"), (0, "10D"),
              (2, "7H"), (0, "9H")])
    assert prompt("fly", m.view(1), m.legal_actions()) == "Your score: 25 · Tricks: 0 — play a card (click it)"
    m.apply(1, "KH")
    assert prompt("fly", m.view(1), m.legal_actions()) == "Your score: 24 · Tricks: 1 — play a card (click it)"


def test_prompts_in_russian(russian):
    m = cdf_match(CDF_BETS)
    words = GameTexts("chemin-de-fer", ["Вы", "Анна", "Борис", "Клара", "Дмитрий"], you=4)
    text = words.prompt(m.view(4), m.legal_actions())
    assert text.startswith("Ваши очки: 5 — ") and plain(words.button("draw")) in text
    m.apply(4, "draw")
    assert words.prompt(m.view(2), m.legal_actions()).startswith("Ваши очки: 3 · Третья карта понтёра: 9♠ — ")
    fly = GameTexts("fly", ["Вы", "Анна", "Борис", "Клара"], you=1)
    from tests.games.test_fly_spec import EX_PACK
    from tests.records import play

    m = play("fly", 4, {"first_dealer": 0}, [EX_PACK], [])
    assert fly.prompt(m.view(1), m.legal_actions()).startswith("Ваш счёт: 25 · В прикупе 15 карт — ")


def test_the_window_prompts_with_the_facts(qtbot, app_dirs):
    w = make_window(qtbot, (1280, 800))
    assert w.start_game("ferme", seats(3), {"first_dealer": 1}, seed=2)
    qtbot.waitUntil(lambda: w.controller.awaiting == 0, timeout=10000)
    total = w.controller.match.view(0)["total"]
    assert w.action_bar.prompt.text() == f"Your total: {total} — Draw or Stand"
    assert w.scene.hand_value_shown(0) == str(total)         # his own total beside his hand
    assert not any(w.scene.hand_value_shown(s) for s in (1, 2))   # the others' cards are face down


def test_hand_values_show_only_for_hands_seen_whole(qtbot, table_view):
    scene = table_view.table
    scene.setup("chemin-de-fer", ["You", "Anna", "Boris"], 0)
    base = {"stacks": [100, 100, 100], "table": {"bank": 50}, "stock": 300, "roles": {"banker": 1, "punter": 2},
            "idle": [], "out": [], "center": [], "table_cards": {}}
    scene.sync(dict(base, hands=[[], ["?", "?"], ["?", "?", "9S"]]))
    assert [scene.hand_value_shown(s) for s in range(3)] == ["", "", ""]   # the third card alone tells no point
    scene.sync(dict(base, hands=[[], ["KS", "3H", "5C"], ["7C", "8D", "9S"]]))
    assert [scene.hand_value_shown(s) for s in range(3)] == ["", "8", "4"]
    scene.setup("fly", ["You", "Anna", "Boris"], 0)
    scene.sync(dict(base, roles={"dealer": 0}, table={}, hands=[["AS", "KH"], ["?"], ["?"]]))
    assert scene.hand_value_shown(0) == ""                  # a trick game counts no hand


# ----- 6. grammar for the user's own seat ---------------------------------------------------------------------------
THIRD_EN = re.compile(r"(?m)^You:|\bYou(?:'s| (?:gets|takes|shows|plays|discards|puts|leaves|wins|draws|stands|deals|is|has|"
                      r"exchanges|keeps|folds|bets|bids|calls|retires|passes|re-passes|stays|forces|buys|sets)\b)")
THIRD_RU = re.compile(r"(?m)^Вы:|\bВы(?: (?:получает|берёт|открывает|кладёт|сносит|сбрасывает|выбывает|выигрывает|сдаёт|"
                      r"ставит|назначает|уходит|объявляет|пасует|говорит|остаётся|прикупает|играет)\b)")


def sample_events(game: str) -> list[Event]:
    """An event of every kind that names a seat, for seat 0, and every action word of the game by seat 0."""
    info = game_info(game)
    evs = [Event(Ev.DEAL_START, 0), Event(Ev.DEALT, 0, ("KD",), True), Event(Ev.SHOWN, 0, ("KD", "6H")),
           Event(Ev.PLAYED, 0, ("KD",)), Event(Ev.TRICK, 0, ("KD", "6H")),
           Event(Ev.DISCARDED, 0, ("KD", "6H"), reason="discard"), Event(Ev.DISCARDED, 0, ("KD",), reason="passed"),
           Event(Ev.SCORE, 0, amount=19), Event(Ev.ROLE, 0, reason=next(iter(info.roles), "dealer")),
           Event(Ev.OUT, 0), Event(Ev.MATCH_END, 0), Event(Ev.CHIPS, src="seat:0", dst="seat:1", amount=2, reason="x"),
           Event(Ev.ACTION, 0, text="KD")]
    for w in info.words:
        text = {"amount": f"{w.word} 30", "cards": f"{w.word} KD 6H"}.get(w.kind.value, w.word)
        evs.append(Event(Ev.ACTION, 0, text=text))
        if w.kind.value == "cards" and w.shows.value == "count":
            evs.append(Event(Ev.ACTION, 0, text=f"{w.word} 2"))       # its public form, as others see it
    for key in info.notes:
        reason, _, arg = key.partition("@")[0].partition(":")
        evs.append(Event(Ev.NOTE, 0, reason=reason, arg=arg, amount=3))
    return evs


@pytest.mark.parametrize("game", [g.id for g in games()])
def test_the_user_is_you_in_every_line_in_english(game):
    words = GameTexts(game, ["You", "Anna", "Boris"], you=0)
    lines = [words.event_line(e) or "" for e in sample_events(game)]
    bad = [line for line in lines if THIRD_EN.search(line)]
    assert not bad, bad
    assert "You take the trick" in lines and "Your score: 19" in lines and "You get K♦" in lines
    assert "You win the match!" in lines and "You → Anna: 2 chips (x)" in lines
    for w in game_info(game).words:
        assert w.you, f"{game}: the word {w.word!r} has no form addressed to the user"
        assert not w.counted or w.counted_you, f"{game}: {w.word!r} counts without a form for the user"
    # the other players keep their names and the third person
    assert words.event_line(Event(Ev.TRICK, 1, ("KD",))) == "Anna takes the trick"


@pytest.mark.parametrize("game", [g.id for g in games()])
def test_the_user_is_you_in_every_line_in_russian(russian, game):
    words = GameTexts(game, ["Вы", "Анна", "Борис"], you=0)
    lines = [words.event_line(e) or "" for e in sample_events(game)]
    bad = [line for line in lines if THIRD_RU.search(line)]
    assert not bad, bad
    assert "Вы берёте взятку" in lines and "Ваш счёт: 19" in lines and "Вы получаете K♦" in lines
    assert "Вы открываете K♦ 6♥" in lines and "Вы выигрываете матч!" in lines
    actions = [line for e, line in zip(sample_events(game), lines) if e.kind == Ev.ACTION]
    assert actions and all(re.match(r"Вы (не )?\S+(те|тесь)\b", line) for line in actions), actions


def test_notes_and_results_address_the_user(qapp):
    fortuna = GameTexts("fortuna", ["You", "Anna"], you=0)
    assert fortuna.event_line(Event(Ev.NOTE, 0, reason="partie", arg="grand")) == \
        "You win the partie with a grand souverain"
    assert fortuna.event_line(Event(Ev.NOTE, 0, reason="nevolya", amount=5)) == "Compulsion: you must take 5 tricks"
    assert fortuna.event_line(Event(Ev.NOTE, 1, reason="nevolya", amount=5)) == "Compulsion: Anna must take 5 tricks"
    assert fortuna.event_line(Event(Ev.ACTION, 0, text="discard 2")) == "You discard 2 cards"
    fly = GameTexts("fly", ["Ivan", "Anna", "Boris"], you=0)
    assert fly.event_line(Event(Ev.NOTE, 0, reason="lone")) == "Everyone else folded: you take the five tricks"
    assert fly.event_line(Event(Ev.ACTION, 0, text="exchange 8S JS")) == "You exchange 8♠ J♠"
    assert fly.who(0) == "Ivan (you)" and fly.place("seat:0") == "You"
    # nobody is "you" with no human on screen: every seat by its name
    fly.you = None
    assert fly.event_line(Event(Ev.TRICK, 0, ("KD",))) == "Ivan takes the trick"


def test_notes_and_results_address_the_user_in_russian(russian):
    fortuna = GameTexts("fortuna", ["Вы", "Анна"], you=0)
    assert fortuna.event_line(Event(Ev.NOTE, 0, reason="partie")) == "Вы выигрываете партию"
    assert fortuna.event_line(Event(Ev.NOTE, 0, reason="nevolya", amount=5)) == "Неволя: вы берётесь взять 5 взяток"
    assert fortuna.event_line(Event(Ev.ACTION, 0, text="discard 2")) == "Вы сносите 2 карты"
    ferme = GameTexts("ferme", ["Вы", "Анна"], you=0)
    sheet = deal_sheet([], {"deal": 2, "rows": [{"seat": 0, "total": 16, "result": "farm", "chips": 4},
                                                {"seat": 1, "total": 18, "result": "bust", "chips": -2}]}, ferme)
    assert sheet.title == "Сдача 2 окончена" and sheet.headline == ["Вы выигрываете 4 фишки."]
    assert sheet.rows[0][:3] == ["Вы", "16", "берёт ферму"]
    st = standings({"stacks": [30, 0], "winner": 0, "deals": 5}, ferme)
    assert st.title == "Вы выигрываете матч!" and st.subtitle == "Сыграно 5 сдач"


@pytest.mark.parametrize("game,n", [("ferme", 3), ("fly", 3), ("fortuna", 4), ("chemin-de-fer", 3)])
def test_a_played_log_never_says_you_in_the_third_person(qtbot, app_dirs, game, n):
    w = make_window(qtbot, (1280, 800))
    assert w.start_game(game, seats(n), {"first_dealer": 0}, seed=7)
    play_until(qtbot, w, lambda: w.controller.match.deals >= 2, random.Random(2), limit=600)
    text = w.log.text() + "\n" + w.result_panel.headline.text() + "\n" + w.action_bar.prompt.text()
    assert "You" in text
    assert not THIRD_EN.findall(text), [line for line in text.splitlines() if THIRD_EN.search(line)]


def test_with_no_human_nobody_is_you(qtbot, app_dirs):
    w = make_window(qtbot, (1280, 800))
    assert w.start_game("ferme", [Seat(f"P{i}", "ai", "easy") for i in range(3)], {"first_dealer": 0}, seed=7)
    qtbot.waitUntil(lambda: w.controller.match.deals >= 1, timeout=30000)
    assert w.words.you is None and "You" not in w.log.text()


def test_card_actions_are_second_person_too(qapp):
    words = GameTexts("fly", ["You", "Anna"], you=0)
    assert words.event_line(Event(Ev.ACTION, 0, text=card_action("QH").text)) == "You play Q♥"
    assert words.event_line(Event(Ev.ACTION, 1, text="QH")) == "Anna: plays Q♥"
