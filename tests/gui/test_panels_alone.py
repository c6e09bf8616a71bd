"""The Hint and the odds panel stand alone: each is made from a narrow source (ui/panels/advicesource.py), here a
fake one, with no window, controller or match behind it."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget

from lomber.search.advice import Advice, Estimate, Reason
from lomber.ui.panels.advicesource import Decision, MatchState
from lomber.ui.panels.hint import Hints
from lomber.ui.panels.odds import OddsPanel


class FakeAdvisor(QObject):
    """Answers at once if told an answer (`known`), else later: the test emits `ready` or `failed`."""

    ready = Signal(object, object)
    failed = Signal(object, str)

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[Hashable, int, dict, list]] = []
        self.known: dict[Hashable, Advice] = {}

    def ask(self, key: Hashable, seed: int, view: dict, legal: list) -> Advice | None:
        self.asked.append((key, seed, view, legal))
        return self.known.get(key)


@dataclass
class FakeSource:
    """A match as the panels see it, set by the test."""

    advisor: FakeAdvisor
    match: MatchState = field(default_factory=lambda: MatchState(on=True, gen=3, seed=100))
    now: Decision | None = None
    ok: bool = True

    def state(self) -> MatchState:
        return self.match

    def decision(self) -> Decision | None:
        return self.now

    def off(self) -> str | None:
        return None if self.ok else "Hints and odds are off in hot-seat games (Game ▸ Hints and odds in hot-seat games)."

    def words(self) -> None:
        return None     # no game's words: choices are shown as their canonical text


class FakeBar:
    """The action bar's part the Hint marks: a button per word, no cards."""

    def __init__(self, parent: QWidget) -> None:
        self.buttons = {"stand": QPushButton("Stand", parent), "draw": QPushButton("Draw", parent)}
        self.card_buttons: dict[str, QPushButton] = {}
        self.spins: dict[str, Any] = {}
        self.picked: list[set[str]] = []

    def pick(self, cards: set[str]) -> None:
        self.picked.append(cards)


class FakeTable:
    def __init__(self, parent: QWidget) -> None:
        self.action_bar = FakeBar(parent)
        self.said: list[str] = []

    def mark_card(self, card: str) -> bool:
        return False

    def sprites(self) -> list:
        return []

    def status(self, text: str, ms: int = 0) -> None:
        self.said.append(text)


def advice(action: str, **odds: Any) -> Advice:
    return Advice("toy", 0, action, Reason("test", "Standing keeps your {point} points.", {"point": 15}), odds)


DECISION = Decision(("match", 3, 7, 0), 0, 107, {"total": 15}, ["stand", "draw"])


@pytest.fixture(autouse=True)
def _toy_registered(toy) -> None:
    """The advice here is the toy game's: the panels ask its declarations (the odds panel its `ESTIMATES`)."""


@pytest.fixture
def parent(qtbot) -> QWidget:
    w = QWidget()
    qtbot.addWidget(w)
    return w


def make_hints(parent: QWidget, source: FakeSource) -> tuple[Hints, FakeTable]:
    table = FakeTable(parent)
    hints = Hints(source, table, hot_seat=False, parent=parent)

    def make_action(menu: Any, text: str, shortcut: Any, slot: Any) -> QAction:
        a = QAction(text, parent)
        if slot is not None:
            a.triggered.connect(slot)
        return a

    hints.add_actions(None, make_action)
    return hints, table


def test_the_hint_alone_marks_the_advised_button_when_its_answer_comes(parent):
    source = FakeSource(FakeAdvisor(), now=DECISION)
    hints, table = make_hints(parent, source)
    hints.refresh()
    assert hints.act_hint.isEnabled()
    hints.show_hint()
    assert source.advisor.asked == [(DECISION.key, 107, {"total": 15}, ["stand", "draw"])]
    assert hints.strip.text() == "Looking for a hint…" and hints.shown is None
    source.advisor.ready.emit(("match", 3, 6, 0), advice("draw"))     # an answer to an older decision: dropped
    assert hints.shown is None and table.action_bar.buttons["draw"].graphicsEffect() is None
    source.advisor.ready.emit(DECISION.key, advice("stand"))
    assert hints.action is not None and hints.action.kind == "stand"
    assert table.action_bar.buttons["stand"].graphicsEffect() is not None
    assert table.action_bar.buttons["draw"].graphicsEffect() is None
    assert hints.strip.text() == "Standing keeps your 15 points."
    assert table.said == []                                           # said once: in the strip, not the status bar
    hints.clear()                                                     # the decision was made
    assert table.action_bar.buttons["stand"].graphicsEffect() is None and hints.strip.isHidden()


def test_the_hint_alone_asks_nothing_when_advice_is_off_or_there_is_no_decision(parent):
    source = FakeSource(FakeAdvisor(), now=DECISION, ok=False)
    hints, table = make_hints(parent, source)
    hints.refresh()
    assert not hints.act_hint.isEnabled()
    hints.show_hint()
    assert source.advisor.asked == [] and "Hints and odds are off" in table.said[-1]
    source.ok, source.now = True, None
    hints.show_hint()
    assert source.advisor.asked == [] and table.said[-1] == "There is no decision of yours to give a hint for now."


def test_the_hint_alone_tells_its_owner_of_the_hot_seat_setting(parent):
    source = FakeSource(FakeAdvisor(), now=DECISION, ok=False)
    hints, _table = make_hints(parent, source)
    told: list[bool] = []

    def owner(on: bool) -> None:     # the window keeps the setting; advice is allowed from then on
        told.append(on)
        source.ok = on

    hints.hotSeatChanged.connect(owner)
    hints.act_hot_seat.trigger()
    assert told == [True] and hints.hot_seat and hints.act_hint.isEnabled()


def shown_panel(parent: QWidget, source: FakeSource, qtbot) -> OddsPanel:
    panel = OddsPanel(source, parent)
    parent.resize(400, 500)
    parent.show()
    qtbot.waitUntil(panel.in_view)
    return panel


def test_the_odds_panel_alone_shows_a_decisions_estimates_and_follows_the_match(parent, qtbot):
    source = FakeSource(FakeAdvisor(), now=DECISION)
    source.advisor.known[DECISION.key] = advice("stand", candidates=[Estimate("stand", 1.5, 40),
                                                                     Estimate("draw", -0.5, 40)])
    panel = shown_panel(parent, source, qtbot)
    panel.start()
    panel.decision()
    figures = panel.figures()
    assert figures["stand"] == "+1.5" and figures["draw"] == "−0.5"   # a true minus sign
    assert figures["caption"] == "Estimates over 40 sampled deals."
    assert figures["heading"] == "Your decision"
    panel.acted()
    assert panel.figures()["heading"] == "Your last decision"
    source.match = MatchState(on=True, curtain=True, gen=3, seed=100)
    panel.refresh()
    assert panel.figures()["caption"] == "Hidden until the next player shows his cards."
    source.match = MatchState()
    panel.refresh()
    assert panel.figures()["caption"] == "The odds appear here during a match."


def test_the_odds_panel_alone_asks_for_the_settled_view_and_drops_a_stale_answer(parent, qtbot):
    source = FakeSource(FakeAdvisor())
    panel = shown_panel(parent, source, qtbot)
    panel.start()
    panel.settled({"total": 12})
    key, seed, view, legal = source.advisor.asked[-1]
    assert key == ("odds", 3, 1) and seed == 100 and view == {"total": 12} and legal == []   # the table's seed
    assert panel.figures()["caption"] == "Working out the odds…"
    source.advisor.ready.emit(("odds", 3, 0), advice("stand", candidates=[Estimate("stand", 2.0, 9)]))
    assert panel.advice is None                       # not the question asked
    source.advisor.failed.emit(key, "no odds")
    assert panel.figures()["caption"] == "There are no odds for this game."
    source.ok = False
    panel.settled({"total": 13})
    assert len(source.advisor.asked) == 1              # advice off: nothing asked
    assert panel.figures()["caption"].startswith("Hints and odds are off in hot-seat games")
