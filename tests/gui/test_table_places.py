"""The table lays out cards for no seat by the game's declared places (`GameInfo.places`), knowing no game's
names: a place in the deck keeps its cards there, a squared place piles its cards in one slot, a place apart
gives each card a slot of its own."""

from __future__ import annotations

import dataclasses

from lomber.engine.events import Ev, Event
from lomber.engine.gameinfo import Anchor, Spread, TablePlace
from lomber.engine.registry import game_info
from lomber.ui.table.speeds import Speed

PLACES = (TablePlace("hole", anchor=Anchor.DECK), TablePlace("kitty", "Surs", spread=Spread.SQUARED),
          TablePlace("turned", "Trump"))


def _deal(table_view, qtbot, places: tuple[TablePlace, ...], dealt: list[tuple[str, str]],
          table_cards: dict) -> dict:
    t = table_view.table
    t.setup("fortuna", ["A", "B", "C"], 0)
    t.set_speed(Speed.FAST)
    t.words.info = dataclasses.replace(game_info("fortuna"), places=places, table_cards={})
    view = {"hands": [[], [], []], "stock": 20, "center": [], "table_cards": table_cards, "roles": {}, "idle": [],
            "out": [], "stacks": [5, 5, 5], "table": {}}
    events = [Event(Ev.DEAL_START, seat=0)]
    events += [Event(Ev.DEALT, seat=None, cards=(card,), face_up=True, reason=reason) for reason, card in dealt]
    with qtbot.waitSignal(t.idle, timeout=15_000):
        t.show_events(events, view)
    return {s.card: s for s in t.sprites()}


def test_cards_for_no_seat_go_where_the_game_declares(table_view, qtbot) -> None:
    cards = _deal(table_view, qtbot, PLACES,
                  [("hole", "2C"), ("kitty", "QS"), ("kitty", "JS"), ("turned", "9H"), ("turned", "8H")],
                  {"kitty": ["QS", "JS"], "turned": ["9H", "8H"]})
    assert "2C" not in cards                                  # the deck's place keeps its card unseen
    assert cards["QS"].pos() == cards["JS"].pos()              # squared: one slot, the latest on top
    assert cards["JS"].zValue() > cards["QS"].zValue() and cards["JS"].caption == "Surs"
    assert cards["9H"].pos() != cards["8H"].pos() and cards["9H"].caption == "Trump"   # apart: a slot each
    assert cards["9H"].pos().y() == cards["QS"].pos().y() and cards["QS"].pos().x() < cards["9H"].pos().x()


def test_a_reason_declared_nowhere_lies_face_up_in_the_row(table_view, qtbot) -> None:
    cards = _deal(table_view, qtbot, (), [("hole", "2C"), ("stock", "3C")], {"hole": "2C"})
    assert cards["2C"].face_up and cards["2C"].caption == ""
    assert "3C" not in cards                                   # "stock" is always the deck


def test_a_view_with_a_pile_of_table_cards_lays_it_out_the_same_at_once(table_view) -> None:
    t = table_view.table
    t.setup("fortuna", ["A", "B", "C"], 0)
    t.words.info = dataclasses.replace(game_info("fortuna"), places=PLACES, table_cards={})
    t.sync({"hands": [[], [], []], "stock": 20, "center": [], "roles": {}, "idle": [], "out": [],
            "stacks": [5, 5, 5], "table": {}, "table_cards": {"kitty": ["QS", "JS"], "turned": "9H"}})
    cards = {s.card: s for s in t.sprites()}
    assert cards["QS"].pos() == cards["JS"].pos() != cards["9H"].pos()
    assert cards["JS"].zValue() > cards["QS"].zValue()
