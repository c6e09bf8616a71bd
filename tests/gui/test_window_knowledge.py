"""Every text the real window shows names only cards its viewer may know at that moment of the deal: whole short
matches of every game, solo, hot-seat (seen from each seat's side of the curtain) and as a network client, with
View ▸ Explain computer moves on, the Hint asked at each decision, the odds panel open and the computers' speech
bubbles clicked. The measure is the test's own (`may_know`, from the match's true events), not the app's.

Where a text is held to what:
- said now (a line added to the log, a status message, a tooltip, the hint, the odds, a bubble): an explanation of a
  computer's move to the viewer's knowledge of the current deal; an event's log line to what the viewer was shown
  in any deal of the match (it is the transcript of its own deal);
- the deal's result and the table's other words to the current deal's knowledge or the one just ended (the result
  stays on screen while the next deal is dealt).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractButton, QLabel, QTableWidget, QToolTip

from lomber.engine.actions import parse_action
from lomber.engine.events import Ev, Event
from lomber.engine.match import Seat
from lomber.search.players import concrete
from lomber.settings import Settings
from lomber.ui.texts import fmt, tr
from tests.ai.test_explain_knowledge import may_know
from tests.gui.test_app_fairplay import cards_in, result_text

# (game, seats, options): the fewest deals that still give an earlier deal (two deals are played).
GAMES = [
    ("fly", 3, {"dealer_takes_trump": True, "first_dealer": 2}),
    ("fortuna", 3, {"first_dealer": 1}),
    ("ferme", 3, {"starting_chips": 20}),
    ("chemin-de-fer", 3, {}),
]
DEALS = 2


@pytest.fixture(autouse=True)
def quick_advisor(monkeypatch):
    """The advisor searches few sampled deals: its words are under test here, not its strength (the same reasons,
    the same cards named, in a fraction of the time)."""
    monkeypatch.setattr("lomber.games.fortuna.ai.BID_WORLDS", (12, 12))
    monkeypatch.setattr("lomber.games.fortuna.ai.CARD_WORLDS", (8, 8))
    monkeypatch.setattr("lomber.games.fly.ai.EXCHANGE_WORLDS", 16)
    monkeypatch.setattr("lomber.games.fly.ai.PLAY_WORLDS", 12)


def by_deal(events: list[Event]) -> list[list[Event]]:
    out: list[list[Event]] = [[]]
    for e in events:
        if e.kind is Ev.DEAL_START and out[-1]:
            out.append([])
        out[-1].append(e)
    return out


@dataclass
class Watch:
    """Checks each text as the window shows it against the viewer's knowledge then."""

    w: object
    truth: Callable[[], list[Event]]       # the match's events as the game made them (unmasked)
    viewer: Callable[[], int | None]       # whose eyes the screen is for now
    leaks: list[str] = field(default_factory=list)
    said: int = 0                          # explanations checked
    on_screen: dict = field(default_factory=dict)   # what each place showed when last looked at
    viewers: set = field(default_factory=set)       # the screens explanations were said to
    last_viewer: object = -1                        # the screen's viewer when last looked at

    def known(self) -> tuple[set[str], set[str], set[str]]:
        """(now: the current deal; recent: it and the one before; ever: any deal) for the viewer of now."""
        deals, viewer = by_deal(list(self.truth())), self.viewer()
        each = [may_know(d, viewer) for d in deals]
        now = each[-1]
        return now, now | (each[-2] if len(each) > 1 else set()), set().union(*each)

    def check(self, where: str, text: str, allowed: set[str], place: object = None) -> None:
        """A text checked when it is said: a place still showing what it showed when last looked at is not."""
        if place is not None:
            if self.on_screen.get(place) == text:
                return
            self.on_screen[place] = text
        leak = cards_in(text) - allowed
        if leak:
            self.leaks.append(f"{where} to {self.viewer()} in deal {len(by_deal(list(self.truth())))}: {text!r} "
                              f"names {sorted(leak)}")

    @staticmethod
    def explanation(text: str) -> bool:
        """A computer's move explained ("Why AI 2 played that: …"; the tests run in English)."""
        return text.startswith("Why ") and " played that: " in text

    def said_now(self, where: str, text: str) -> None:
        now, recent, ever = self.known()
        for line in text.splitlines():
            if self.explanation(line):
                self.said += 1
                self.viewers.add(self.viewer())
                self.check(where, line, now)
            else:
                self.check(where, line, ever if where == "log" else recent)

    def scan(self) -> None:
        """The texts on screen now, outside the log: hint, odds, bubbles, the result, every visible label."""
        w = self.w
        now, recent, _ever = self.known()
        if self.viewer() != self.last_viewer:     # another pair of eyes: everything on screen is said to them anew
            self.last_viewer = self.viewer()
            self.on_screen.clear()
        if w.hints.strip.isVisible():
            self.check("hint", w.hints.strip.text(), now, "hint")
        for b in w.scene.badges():
            self.check("bubble", b._bubble + "\n" + b.toolTip(), recent, ("badge", b.seat))
        if w.result_panel.isVisible():
            self.check("deal result", result_text(w), recent, "result")
        for widget in w.findChildren(QLabel) + w.findChildren(QAbstractButton):
            if widget.isVisible():
                self.check(type(widget).__name__, widget.text() + "\n" + widget.toolTip(), recent, id(widget))
        for table in w.findChildren(QTableWidget):
            if table.isVisible():
                for r in range(table.rowCount()):
                    for c in range(table.columnCount()):
                        item = table.item(r, c)
                        if item is not None:
                            self.check("table", item.text() + "\n" + item.toolTip(), recent, (id(table), r, c))
        self.check("status", w.statusBar().currentMessage(), recent, "status")


def watch(w, monkeypatch, truth, viewer) -> Watch:
    """Hook the window's ways of saying things (log lines, status messages, tooltips) to check them as said."""
    seen = Watch(w, truth, viewer)
    add = w.log.add_lines
    w.log.add_lines = lambda lines: (seen.said_now("log", "\n".join(lines)), add(lines))[1]
    bar = w.statusBar()
    show = bar.showMessage
    bar.showMessage = lambda text, *a: (seen.said_now("status", text), show(text, *a))[1]
    tip = QToolTip.showText
    monkeypatch.setattr(QToolTip, "showText", staticmethod(
        lambda pos, text, *a: (seen.said_now("tooltip", text), tip(pos, text, *a))[1]))
    w.scene.eventShown.connect(lambda *_: seen.scan())
    return seen


def make_window(qtbot, hot_seat: bool = False):
    from lomber.storage.history import History
    from lomber.ui.shell.mainwindow import MainWindow

    w = MainWindow(Settings(speed="instant", explain_moves=True, advice_hot_seat=hot_seat), History(),
                   save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    w.docks["odds"].show()
    w.docks["odds"].raise_()
    return w


def ask_everything(w, qtbot, seen: Watch) -> None:
    """At a decision of the screen's player: the Hint (waited for), and every computer's bubble clicked."""
    w.hints.show_hint()
    qtbot.waitUntil(lambda: w.hints.shown is not None or w.hints.source.off() is not None
                    or w.hints.source.decision() is None, timeout=30000)
    c = w.controller
    for seat, player in enumerate(getattr(c, "players", [])):
        if player is not None:
            w.explainer.explain_seat(seat, QPoint(10, 10))
    seen.scan()


def drive(w, qtbot, seen: Watch, rng: random.Random, limit: int = 400) -> int:
    """Play the screen's decisions at random (revealing at each curtain) for DEALS deals; the decisions made."""
    c = w.controller
    acted = 0
    for _ in range(limit):
        qtbot.waitUntil(lambda: c.match is not None and (c.awaiting is not None or c.handing_to is not None
                                                         or c.match.finished or c.match.deals >= DEALS),
                        timeout=30000)
        if c.match.finished or c.match.deals >= DEALS:
            break
        if c.handing_to is not None and c.awaiting is None:
            seen.scan()
            w.action_bar.reveal_button.click()
            continue
        ask_everything(w, qtbot, seen)
        n = len(c.match.history)
        assert c.submit(concrete(rng.choice(c.match.legal_actions()), rng))
        acted += 1
        qtbot.waitUntil(lambda k=n: len(c.match.history) > k or c.match.finished, timeout=10000)
    settle(w, qtbot)
    return acted


def settle(w, qtbot) -> None:
    """Every explanation asked is said (or dropped) before the test looks."""
    e = w.explainer
    qtbot.waitUntil(lambda: not e.queue and (e.service is None or not e.service.busy()), timeout=30000)
    seen_text = w.log.text()
    assert seen_text


def solo(qtbot, monkeypatch, game: str, n: int, options: dict) -> Watch:
    w = make_window(qtbot)
    c = w.controller
    seen = watch(w, monkeypatch, lambda: list(c.past), c.screen)
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "normal") for i in range(1, n)]
    assert w.start_game(game, seats, options, seed=3)
    drive(w, qtbot, seen, random.Random(1))
    c.shutdown()
    return seen


@pytest.mark.parametrize(("game", "n", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_solo_window_names_no_card_the_player_may_not_know(qtbot, app_dirs, monkeypatch, game, n, options):
    seen = solo(qtbot, monkeypatch, game, n, options)
    print(f"\n{game} solo: {seen.said} explanations said")
    assert seen.said > 0
    assert not seen.leaks, seen.leaks[:5]


@pytest.mark.parametrize(("game", "n", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_hot_seat_window_names_no_card_the_seat_on_screen_may_not_know(qtbot, app_dirs, monkeypatch, game, n,
                                                                        options):
    w = make_window(qtbot, hot_seat=True)
    c = w.controller
    seen = watch(w, monkeypatch, lambda: list(c.past), c.screen)
    seats = [Seat("Ann", "human"), Seat("Bob", "human")] + [Seat(f"AI {i}", "ai", "normal") for i in range(2, n)]
    assert w.start_game(game, seats, options, seed=4)
    drive(w, qtbot, seen, random.Random(2))
    c.shutdown()
    print(f"\n{game} hot-seat: {seen.said} explanations said")
    assert {0, 1} <= seen.viewers     # said beside each player's side of the curtain
    assert not seen.leaks, seen.leaks[:5]


def test_the_window_check_catches_the_filter_that_counted_every_deal(qtbot, app_dirs, monkeypatch):
    """The check can fail: with the explanations filtered as they were (every card the screen ever showed, in any
    deal, and the reason dropped whole otherwise), a Fly match in the window names cards its player cannot know."""
    from lomber.ai.explain import HIDDEN_CARDS, cards_named
    from lomber.engine.events import HIDDEN
    from lomber.search.advice import Reason
    from lomber.ui.panels import practice
    from lomber.ui.panels.advicetext import reason_text

    def every_deal(self, move):
        c = self.window.controller
        shown = c.masked(list(c.past))
        ever = {x for e in shown for x in e.cards if x != HIDDEN} | {x for e in shown for x in
                                                                     e.text.split() if len(x) <= 3}
        reason = move.reason if cards_named(move.reason) <= ever else Reason("explain.hidden", HIDDEN_CARDS)
        name = self.window.names()[move.seat]
        return lambda: fmt(tr("Why %1 played that: %2"), name, reason_text(reason, self.window.words))

    monkeypatch.setattr(practice.Explainer, "_fair", every_deal)
    seen = solo(qtbot, monkeypatch, "fly", 3, {"dealer_takes_trump": True, "first_dealer": 2})
    assert seen.leaks


@pytest.mark.parametrize(("game", "n", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_network_client_window_names_no_card_its_seat_may_not_know(qtbot, app_dirs, monkeypatch, game, n, options):
    from lomber.ui.shell.netwindow import join_table
    from tests.net.harness import CODE, make_host, spin

    host = make_host(game, ["remote"] + ["normal"] * (n - 1), options, seed=5)
    host.ctrl.ai_pause_ms = host.ctrl.result_pause_ms = 0
    w = make_window(qtbot)
    try:
        seen = watch(w, monkeypatch, lambda: list(host.ctrl.past), lambda: w.controller.seat)
        join_table(w, ("127.0.0.1", host.port()), CODE, "Ann")
        c = w.controller
        assert spin(lambda: c.match is not None, 20)
        rng = random.Random(3)
        acted = 0

        def step() -> bool:
            m = host.ctrl.match
            if m is not None and (m.finished or m.deals >= DEALS):
                return True
            if c.awaiting is not None and c.match is not None and not w.scene.busy():
                ask_everything(w, qtbot, seen)
                nonlocal acted
                w.action_bar.chosen.emit(concrete(rng.choice(c.match.legal_actions()), rng))
                acted += 1
                spin(lambda: c.awaiting is None, 10)
            return False

        assert spin(step, 60)
        seen.scan()
        assert acted > 0
        assert not seen.leaks, seen.leaks[:5]
    finally:
        w.controller.shutdown()
        host.close()
        host.ctrl.shutdown()


RANK_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", **{str(r): str(r) for r in range(2, 11)}}
SUIT_WORDS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
CARD_WORDS = re.compile(r"\b(ace|king|queen|jack|10|[2-9]) of (spades|hearts|diamonds|clubs)\b", re.IGNORECASE)


def lesson_cards(text: str) -> set[str]:
    """The cards a lesson's step names, in signs (`5♦`) or in words ("the 5 of diamonds")."""
    return cards_in(text) | {RANK_WORDS[r.lower()] + SUIT_WORDS[s.lower()] for r, s in CARD_WORDS.findall(text)}


@pytest.mark.parametrize("game", [g[0] for g in GAMES])
def test_a_lesson_step_names_no_card_the_learner_may_not_know_then(game):
    """Help ▸ Learn to play: each step, where the script says it, names only cards the learner may know there
    (the steps after the last move: once the deal is settled on the table)."""
    from lomber.ui.panels.lessons import LEARNER, lesson

    found = lesson(game)
    m = found.match(0)
    events, done, named = list(m.start_events), 0, 0
    for step, at in zip(found.steps, found.at):
        for seat, text in found.script[done:at]:
            events += m.apply(seat, parse_action(text))
        done = max(done, at)
        cards = lesson_cards(step.text)
        named += len(cards)
        # A lesson is one deal: once it is settled the match has dealt the next, and the step speaks of the first.
        starts = [i for i, e in enumerate(events) if e.kind is Ev.DEAL_START]
        lesson_deal = events[:starts[1]] if len(starts) > 1 else events
        assert cards <= may_know(lesson_deal, LEARNER), (step.text, sorted(cards - may_know(lesson_deal, LEARNER)))
    assert named > 0 or game in ("ferme", "chemin-de-fer")     # their lessons name totals, not cards
