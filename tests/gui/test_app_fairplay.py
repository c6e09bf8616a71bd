"""Fair play in the window: the log, the scores and the results follow the table's clock and never show a seat
(or the screen behind the hot-seat curtain) a card it cannot know; opened and resumed matches look as they did."""

from __future__ import annotations

import json
import random
import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from lomber.engine.events import HIDDEN, Ev, Event
from lomber.engine.match import Seat
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from lomber.search.players import concrete
from lomber.settings import Settings
from lomber.storage.autosave import write_autosave
from lomber.ui.table import speeds
from lomber.ui.table.speeds import Durations, Speed
from lomber.ui.texts import GameTexts
from tests.gui.apphelpers import ai_seats

SIGNS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
CARD_SHOWN = re.compile(r"(?<![0-9A-Za-z])(10|[2-9AJQK])([♠♥♦♣])")
# The animated path at a pace fit for tests: every step still waits on the table's timer, only briefly.
BRISK = Durations(deal_ms=2, move_ms=6, flip_ms=3, chips_ms=6, ai_pause_ms=0, result_ms=8)


def cards_in(text: str) -> set[str]:
    """The cards a text names, as the log writes them (`8♠` → `8S`)."""
    return {rank + SIGNS[sign] for rank, sign in CARD_SHOWN.findall(text)}


def knowable(events: list[Event], viewer: int | None) -> set[str]:
    """Cards a viewer can know from the match's events: face-up ones, and its own face-down ones."""
    return {c for e in events if e.face_up or (viewer is not None and e.seat == viewer) for c in e.cards}


def make_window(qtbot, speed: str = "instant"):
    from lomber.storage.history import History
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed=speed), History(), save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def brisk(monkeypatch):
    """FAST speed made brisk: the animated code path (the queue's timer, result windows) without the waiting."""
    monkeypatch.setitem(speeds._TABLE, Speed.FAST, BRISK)
    return "fast"


def screen_check(w) -> None:
    """The log and an open result window name only cards the screen's viewer can know."""
    c = w.controller
    viewer = c.screen()
    known = knowable(list(c.past), viewer)
    leak = cards_in(w.log.text()) - known
    assert not leak, f"the log beside {'the curtain' if viewer is None else f'seat {viewer}'} shows {leak}"
    leak = cards_in(result_text(w)) - known
    assert not leak, f"the deal's result shows {leak}"


def result_text(w) -> str:
    """Every word the deal's result panel shows: title, headline, table (cells and tooltips) and lines."""
    p = w.result_panel
    words = [p.title.text(), p.headline.text(), p.lines.text()]
    t = p.table
    for r in range(t.rowCount()):
        for c in range(t.columnCount()):
            item = t.item(r, c)
            if item is not None:
                words += [item.text(), item.toolTip()]
    return "\n".join(words)


def play_hot_seat(w, qtbot, rng: random.Random, deals: int, limit: int = 600) -> dict[str, int]:
    """Answer every human decision with a random legal one (cards words favoured), revealing at each curtain;
    check the screen before every step. Returns how often the curtain was up and each seat acted."""
    c = w.controller
    seen = {"curtain": 0, "acted": 0, "results": 0}
    for _ in range(limit):
        qtbot.waitUntil(lambda: c.awaiting is not None or c.handing_to is not None or c.match.finished
                        or c.match.deals >= deals or w.deal_paused, timeout=20000)
        if c.match.finished or c.match.deals >= deals:
            break
        if w.deal_paused:           # View ▸ Pause after each deal: the deal's end waits for Continue
            screen_check(w)
            w.action_bar.continue_button.click()
            continue
        if c.handing_to is not None and c.awaiting is None:
            assert w.scene.curtained() and c.screen() is None
            screen_check(w)
            seen["curtain"] += 1
            seen["results"] += w.result_panel.sheet is not None
            w.action_bar.reveal_button.click()
            continue
        assert not w.scene.curtained() and c.screen() == c.awaiting
        screen_check(w)
        legal = c.match.legal_actions()
        hiding = [x for x in legal if x.kind in ("exchange", "discard", "take-trump")]
        choice = rng.choice(hiding) if hiding and rng.random() < 0.7 else rng.choice(legal)
        n = len(c.match.history)
        assert c.submit(concrete(choice, rng))
        seen["acted"] += 1
        qtbot.waitUntil(lambda k=n: len(c.match.history) > k, timeout=5000)
    return seen


@pytest.mark.parametrize("game,seats,options", [
    ("fly", 3, {"dealer_takes_trump": True, "first_dealer": 2}),
    ("fortuna", 2, {"variant": "two-talon", "first_dealer": 1}),
])
def test_hot_seat_log_and_results_beside_the_curtain_show_no_hidden_card(qtbot, app_dirs, brisk, game, seats,
                                                                          options):
    w = make_window(qtbot, brisk)
    humans = [Seat(f"P{i}", "human") for i in range(seats)]
    assert w.start_game(game, humans, options, seed=11)
    seen = play_hot_seat(w, qtbot, random.Random(3), deals=2)
    assert seen["curtain"] >= 4 and seen["acted"] >= 10 and seen["results"] >= 1
    # decisions that hide cards were made and logged in their public form
    said = [e for e in w.controller.past if e.kind is Ev.ACTION and e.public]
    assert said
    w.controller.shutdown()


def test_ferme_log_names_no_farm_winner_before_the_showdown_is_face_up(qtbot, app_dirs):
    w = make_window(qtbot, "normal")
    w.controller.ai_pause_ms = w.controller.result_pause_ms = 0
    words = GameTexts("ferme", [])
    settlement = [words.reason(r) for r in ("farm", "closest", "bust")]
    checked: list[str] = []
    add = w.log.add_lines

    def watch(lines: list[str]) -> None:
        settle = [ln for ln in lines if any(f"({r})" in ln for r in settlement)]
        if settle:
            down = [s.card for s in w.scene.sprites() if not s.face_up or s.card == HIDDEN]
            assert not down, f"{settle[0]!r} logged while {len(down)} cards are face down on the table"
            checked.extend(settle)
        add(lines)

    w.log.add_lines = watch
    assert w.start_game("ferme", ai_seats(3), {"starting_chips": 20, "first_dealer": 0}, seed=5)
    qtbot.waitUntil(lambda: w.controller.match.deals >= 1 and "The deal is over." in w.log.text(), timeout=60000)
    w.controller.stop()
    assert checked


def test_fly_scores_panel_and_status_never_run_ahead_of_the_table(qtbot, app_dirs, brisk):
    w = make_window(qtbot, brisk)
    mismatches: list[str] = []

    def compare(*_args) -> None:
        for i, b in enumerate(w.scene.badges()):
            row = (w.scores.table.item(i, 1).text(), w.scores.table.item(i, 2).text())
            if row != (str(b.stack), b.score):
                mismatches.append(f"seat {i}: panel {row}, badge {(b.stack, b.score)}")

    scored: list[tuple[int, int]] = []
    w.scene.eventShown.connect(compare)
    w.scene.eventShown.connect(lambda e: scored.append((e.seat, e.amount)) if e.kind is Ev.SCORE else None)
    timer = QTimer(w)
    timer.timeout.connect(compare)
    timer.start(1)
    assert w.start_game("fly", ai_seats(3), {"stakes": 10}, seed=2)
    qtbot.waitUntil(lambda: w.controller.match.deals >= 2, timeout=60000)
    timer.stop()
    w.controller.stop()
    assert scored and not mismatches, mismatches[:3]


def test_a_new_match_shows_the_starting_stacks_from_the_first_frame(qtbot, app_dirs, brisk):
    w = make_window(qtbot, brisk)
    stacks: list[list[int]] = []
    w.scene.eventShown.connect(lambda e: stacks.append([b.stack for b in w.scene.badges()]))
    assert w.start_game("ferme", ai_seats(3), {"starting_chips": 20}, seed=4)   # the first farmer is drawn
    assert [b.stack for b in w.scene.badges()] == [20, 20, 20]              # before any timer has run
    assert [w.scores.table.item(i, 1).text() for i in range(3)] == ["20"] * 3
    qtbot.waitUntil(lambda: w.controller.awaiting is not None or w.controller.thinking_seat is not None, timeout=20000)
    first_deal = stacks[:len(w.controller.match.start_events)]
    assert first_deal and all(set(row) <= {19, 20} for row in first_deal), first_deal
    assert first_deal[-1] == [19, 19, 19]      # the antes paid; later bets may already be on the felt
    w.controller.stop()


def _fly_mid_deal(humans: int) -> dict:
    """A Fly record stopped in the middle of play, two tricks taken (seat 0 and maybe others human)."""
    seats = [Seat(f"P{i}", "human" if i < humans else "ai", None if i < humans else "normal") for i in range(3)]
    m = new_match("fly", seats, {"first_dealer": 2}, seed=7)
    rng = random.Random(1)
    while sum(m.view(0)["tricks"]) < 2 or m.view(0)["center"]:
        m.apply(m.to_act(), concrete(rng.choice(m.legal_actions()), rng))
    assert m.deals == 0 and m.view(0)["phase"] == "play"
    return m.record()


def test_an_opened_match_looks_as_it_did(window, qtbot, tmp_path):
    record = _fly_mid_deal(humans=1)
    path = tmp_path / "fly.lomber.json"
    path.write_text(json.dumps(record))
    assert window.open_file(str(path))
    c = window.controller
    view = c.match.view(0)
    assert [b.tricks for b in window.scene.badges()] == view["tricks"]
    assert [b.score for b in window.scene.badges()] == [str(s) for s in view["scores"]]
    text = window.log.text()
    assert text.index("A match of Fly begins.") < text.index("takes the trick") < \
        text.index("The match continues where it stopped.")
    assert cards_in(text) <= knowable(list(c.past), 0)
    assert "exchanges" in text or "keeps" in text or "folds" in text
    # the next trick counts on from there, badge and panel alike
    before = sum(view["tricks"])
    while sum(c.match.view(0)["tricks"]) == before and not c.match.finished:
        qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.deals > 0, timeout=10000)
        if c.match.deals > 0:
            break
        assert c.submit(c.match.legal_actions()[0])
    qtbot.waitUntil(lambda: not window.scene.busy(), timeout=10000)
    if c.match.deals == 0:
        assert [b.tricks for b in window.scene.badges()] == c.match.view(0)["tricks"]


def test_fortuna_trick_counts_come_back_from_the_record(window, qtbot, tmp_path):
    m = new_match("fortuna", [Seat("A", "human"), Seat("B", "human")], {"first_dealer": 0}, seed=3)
    rng = random.Random(2)
    while sum(m.view(0)["taken"]) < 3 or m.view(0)["center"]:
        m.apply(m.to_act(), concrete(rng.choice(m.legal_actions()), rng))
    path = tmp_path / "fortuna.lomber.json"
    path.write_text(json.dumps(m.record()))
    assert window.open_file(str(path))
    c = window.controller
    assert window.scene.curtained() and c.handing_to == m.to_act() and c.awaiting is None   # two humans
    assert [b.tricks for b in window.scene.badges()] == m.view(0)["taken"]
    screen_check(window)
    window.action_bar.reveal_button.click()
    assert c.viewer == m.to_act() and not window.scene.curtained()
    screen_check(window)
    assert [b.tricks for b in window.scene.badges()] == m.view(0)["taken"]


def test_hot_seat_resume_raises_the_curtain_first(window, qtbot, monkeypatch, app_dirs):
    record = _fly_mid_deal(humans=3)
    match = replay(record)
    write_autosave(record)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    prompts: list[int] = []
    window.controller.prompt.connect(lambda seat, legal: prompts.append(seat))
    assert window.offer_resume()
    c = window.controller
    seat = match.to_act()
    assert window.scene.curtained() and c.handing_to == seat and c.awaiting is None and not prompts
    assert window.action_bar.reveal_button.isVisible()
    screen_check(window)                  # the log beside the curtain: no hand of anyone
    assert "The match continues where it stopped." in window.log.text()
    window.action_bar.reveal_button.click()
    assert prompts == [seat] and c.viewer == seat and not window.scene.curtained()
    own = set(match.view(seat)["hands"][seat])
    screen_check(window)
    assert [b.tricks for b in window.scene.badges()] == match.view(seat)["tricks"]
    assert own <= {s.card for s in window.scene.sprites()}


def test_the_live_log_is_the_log_rebuilt_from_the_record_even_across_a_switch_to_instant(qtbot, app_dirs):
    """No line is lost or doubled by following the clock: a speed changed to INSTANT mid-animation still logs
    the skipped events; the log written live equals the log rebuilt from the match's events."""
    w = make_window(qtbot, "normal")
    w.controller.ai_pause_ms = 0
    shown: list[Event] = []

    def on_shown(e: Event) -> None:
        shown.append(e)
        if len(shown) == 6:
            w.apply_speed("instant")     # in the middle of the first deal's animation

    w.scene.eventShown.connect(on_shown)
    assert w.start_game("fly", ai_seats(3), {"stakes": 5}, seed=9)
    qtbot.waitUntil(lambda: w.controller.match.deals >= 3, timeout=30000)
    w.controller.stop()
    live = w.log.text()
    assert "takes the trick" in live and ("exchanges" in live or "keeps" in live)
    w.rebuild_log(w.controller.shown_events())
    assert w.log.text() == live
