"""Ferme's card counting across reshuffles (historical `when-empty`), against the engine dealing every card the
seat cannot tell apart: the advisor and both counting players."""

from __future__ import annotations

from typing import Any

import pytest

from lomber.ai.advisor import advise
from lomber.ai.ferme import NormalPlayer, StrongPlayer, draw_pools
from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match, default_seats
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from lomber.games.ferme import TARGET, card_value, hand_total
from tests.records import record

DRAW, STAND = Action("draw"), Action("stand")
WHEN_EMPTY = {"rule_set": "historical", "shuffle": "when-empty"}


def dealt_since_shuffle(events: list[Event]) -> set[str]:
    """The cards dealt into hands since the last shuffle or reshuffle, read from the table's events."""
    since: set[str] = set()
    for e in events:
        if e.kind is Ev.NOTE and e.reason in ("shuffle", "reshuffle"):
            since = set()
        elif e.kind is Ev.DEALT and e.reason == "hand":
            since.update(e.cards)
    return since


def next_cards(m: Match, seat: int, since: set[str]) -> list[str]:
    """The card `seat` draws next in every world it cannot tell from this one, each world equally likely.

    From a stock: any card of the stock or of the others' hands dealt since the last shuffle can be on top
    (swapped there; the seat's view stays the same). From an empty stock: the engine reshuffles the discards,
    and each of them can come up first.
    """
    view = m.view(seat)
    cards = []
    if m.stock:
        exchangeable = list(m.stock) + [c for s in range(m.n) if s != seat for c in m.hands[s] if c in since]
        for x in exchangeable:
            w = m.clone()
            if x in w.stock:
                i = w.stock.index(x)
                w.stock[0], w.stock[i] = w.stock[i], w.stock[0]
            else:
                s = next(s for s in range(m.n) if x in w.hands[s])
                i = w.hands[s].index(x)
                w.hands[s][i], w.stock[0] = w.stock[0], w.hands[s][i]
            assert w.view(seat) == view
            cards.append(drawn(w, seat))
    else:
        for i in range(len(m.discards)):
            w = m.clone()

            def rigged(pool: Any, key: str = "pack", i: int = i) -> tuple[list[str], dict[str, Any]]:
                order = list(pool)
                order.insert(0, order.pop(i))
                return order, {}

            w.dealer.shuffle_next = rigged  # type: ignore[method-assign]
            cards.append(drawn(w, seat))
    return cards


def drawn(m: Match, seat: int) -> str:
    """Apply `draw` for `seat`; the card the engine dealt it."""
    return next(e.cards[0] for e in m.apply(seat, DRAW) if e.kind is Ev.DEALT and e.seat == seat)


def check_odds(m: Match, seat: int, since: set[str]) -> dict[str, Any]:
    """The advisor's `bust`, `sixteen` and `unseen` equal the engine's over every world."""
    total = hand_total(m.hands[seat])
    cards = next_cards(m, seat, since)
    odds = advise(m.view(seat), m.legal_actions()).odds
    n = len(cards)
    assert odds["unseen"] == n
    assert odds["bust"] == pytest.approx(sum(total + card_value(c) > TARGET for c in cards) / n, abs=1e-12)
    assert odds["sixteen"] == pytest.approx(sum(total + card_value(c) == TARGET for c in cards) / n, abs=1e-12)
    return odds


# A stacked pack: 10 seats, farmer 0 (order 9 … 1, 0). Three deals where everyone stands on one card use 30
# cards; the fourth deal's first cards (seat 9 AS, seat 8 AH, seat 7 7S, the rest kings and queens) leave 5,
# which seats 9 (2S 3S) and 8 (2H 3H 4H) draw: seat 7 is to act on 7 with the stock empty.
TAIL = ["AS", "AH", "7S", "KS", "KH", "KD", "KC", "QS", "QH", "QD", "2S", "3S", "2H", "3H", "4H"]


def stacked() -> tuple[dict[str, Any], list[tuple[int, str]]]:
    from lomber.engine.packs import ferme_pack

    head = [c for c in ferme_pack() if c not in TAIL]
    order = list(range(9, -1, -1))
    actions = [(s, "stand") for s in order] * 3 + [(9, "draw"), (9, "draw"), (9, "stand"),
                                                   (8, "draw"), (8, "draw"), (8, "draw"), (8, "stand")]
    return record("ferme", 10, {"first_dealer": 0, **WHEN_EMPTY}, [" ".join(head + TAIL)], actions), actions


def test_an_empty_stock_draws_from_the_discards_about_to_be_reshuffled() -> None:
    data, _ = stacked()
    events: list[Event] = []
    m = replay(data, events=events)
    view = m.view(7)
    assert m.to_act() == 7 and view["hands"][7] == ["7S"] and view["stock"] == 0 and len(view["discards"]) == 30
    odds = check_odds(m, 7, dealt_since_shuffle(events))
    # The discards hold the other nine tens and the four 9s: bust 9/30, 16 with 4/30 (the old count said
    # 14 unseen — the others' hands — and bust 7/14 = 0.5, where the normal player stands).
    assert odds["unseen"] == 30 and odds["bust"] == pytest.approx(9 / 30) and odds["sixteen"] == pytest.approx(4 / 30)
    assert NormalPlayer().choose(view, m.legal_actions()) == DRAW
    pools = draw_pools(view)
    assert pools.stock == 30 and pools.then is None


def test_after_a_reshuffle_the_stock_is_the_reshuffled_cards_less_those_dealt_since() -> None:
    data, actions = stacked()
    data["actions"] = [[s, a] for s, a in actions + [(7, "draw"), (7, "stand")]]
    events: list[Event] = []
    m = replay(data, events=events)
    assert m.to_act() == 6 and len(m.stock) == 29 and not m.discards
    # Seat 6 (a king) saw nothing of the reshuffled 30 but seat 7's card is one of them: 30 cards, not 44.
    odds = check_odds(m, 6, dealt_since_shuffle(events))
    assert odds["unseen"] == 30


def drive_logged(seats: int, options: dict[str, Any], seed: int, stop: Any, level: str = "normal",
                 limit: int = 4000) -> tuple[Match, list[Event]] | None:
    """A match of computer players until `stop(match)`, with every event the table showed."""
    m = new_match("ferme", default_seats(seats), options, seed)
    players = [make_player("ferme", level, seed * 10 + i) for i in range(seats)]
    events = list(m.start_events)
    for _ in range(limit):
        s = m.to_act()
        if s is None:
            return None
        if stop(m, events):
            return m, events
        events += m.apply(s, players[s].choose(m.view(s), m.legal_actions()))
    return None


def reshuffled(m: Match, events: list[Event]) -> bool:
    """A decision after a reshuffle, or with the stock empty."""
    s = m.to_act()
    return (s is not None and m.legal_actions() == [DRAW, STAND] and hand_total(m.hands[s]) >= 7
            and (not m.stock or any(e.kind is Ev.NOTE and e.reason == "reshuffle" for e in events)))


@pytest.mark.parametrize("seed", range(1, 9))
def test_odds_equal_the_engine_at_decisions_across_reshuffles(seed: int) -> None:
    options = {"first_dealer": 0, "starting_chips": 100, "farm_stake": 5, **WHEN_EMPTY}
    got = drive_logged(3 + seed % 8, options, seed, reshuffled)
    assert got is not None
    m, events = got
    seat = m.to_act()
    assert seat is not None
    check_odds(m, seat, dealt_since_shuffle(events))


def test_both_counting_players_and_the_advice_draw_where_the_old_count_stood() -> None:
    # At the stacked position the old count (the whole pack less hand and discards: the others' 14 cards,
    # half of them kings and queens) made drawing look bad; from the 30 discards it is right.
    data, _ = stacked()
    m = replay(data)
    view, legal = m.view(7), m.legal_actions()
    assert NormalPlayer().choose(view, legal) == DRAW
    assert StrongPlayer().choose(view, legal) == DRAW
    advice = advise(view, legal)
    assert advice.action == "draw" and advice.odds["draw"] > advice.odds["stand"]
