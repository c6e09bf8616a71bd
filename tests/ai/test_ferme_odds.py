"""Ferme's card counting across reshuffles (historical `when-empty`), against the engine dealing every card the
seat cannot tell apart: the advisor and both counting players."""

from __future__ import annotations

from typing import Any

import pytest

from lomber.ai.advisor import advise
from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match, default_seats
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from lomber.games.ferme.ai import NormalPlayer, StrongPlayer, draw_pools
from lomber.games.ferme.match import TARGET, card_value, hand_total
from tests.ai.ferme_brute import brute, dealt_since_shuffle, next_cards
from tests.records import play, record

DRAW, STAND = Action("draw"), Action("stand")
WHEN_EMPTY = {"rule_set": "historical", "shuffle": "when-empty"}


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
    from lomber.games.ferme.pack import ferme_pack

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


# ----- the others' totals and this deal's chips, against brute force (tests/ai/ferme_brute.py)
def decision(seats: int, rule_set: str, seed: int, skip: int) -> Match:
    """A decision between draw and stand, after `skip` actions of normal players."""
    m = new_match("ferme", default_seats(seats), {"first_dealer": 0, "rule_set": rule_set}, seed)
    players = [make_player("ferme", "normal", seed * 10 + i) for i in range(seats)]
    done = 0
    while True:
        s = m.to_act()
        assert s is not None
        if done >= skip and m.legal_actions() == [DRAW, STAND]:
            return m
        m.apply(s, players[s].choose(m.view(s), m.legal_actions()))
        done += 1


# (seats, rules, seed, actions before): the seat to choose is the farmer (last to play) or not (the farmer
# still to play after it); brute force takes up to a few seconds on each.
SMALL = [(2, "classic", 1, 2), (2, "classic", 10, 5), (2, "historical", 4, 5), (3, "classic", 2, 5),
         (3, "historical", 3, 5)]


@pytest.mark.parametrize("seats,rule_set,seed,skip", SMALL)
def test_beat_and_stand_are_exact_where_the_cases_are_few(seats: int, rule_set: str, seed: int, skip: int) -> None:
    m = decision(seats, rule_set, seed, skip)
    seat = m.to_act()
    assert seat is not None
    want = brute(m, seat)
    odds = advise(m.view(seat), m.legal_actions()).odds
    assert odds["beat_error"] == 0.0
    # (brute force leaves out cases less likely than 1e-13: it is exact to about 1e-8)
    assert odds["beat"] == pytest.approx(want["beat"], abs=1e-7)
    assert odds["stand"] == pytest.approx(want["stand"], abs=1e-7)


def test_the_farmers_stand_counts_the_others_bust_fines() -> None:
    # Classic, farmer 0: seat 2 10S 9S (19, bust: he owes the farmer 1 whatever happens), seat 1 9C 5C (14);
    # the farmer on 5D 4H = 9 to choose. Standing, he collects that fine and pays seat 1 if seat 1 is closest.
    m = play("ferme", 3, {"first_dealer": 0}, ["10S 9C 5D 9S 5C 4H"],
             [(2, "draw"), (2, "stand"), (1, "draw"), (1, "stand"), (0, "draw")])
    assert m.to_act() == 0 and m.legal_actions() == [DRAW, STAND]
    want = brute(m, 0)
    odds = advise(m.view(0), m.legal_actions()).odds
    assert odds["stand"] == pytest.approx(want["stand"], abs=1e-7) and odds["beat"] == pytest.approx(want["beat"])
    assert odds["beat_error"] == 0.0


def test_nine_cards_cannot_stay_under_17_with_three_aces_left() -> None:
    # Historical, farmer 0 holding AC: seat 1 took nine cards (AS AH AD 2S 2H 2D 2C 3S 3H = 17) and stood.
    # With three aces left nine cards total 17 at least: he is bust, and the farmer standing on 11 beats him.
    m = play("ferme", 2, {"first_dealer": 0, "rule_set": "historical"},
             ["AS AC AH AD 2S 2H 2D 2C 3S 3H 10S"],
             [(1, "draw")] * 8 + [(1, "stand"), (0, "draw")])
    view = m.view(0)
    assert view["total"] == 11 and len(view["hands"][1]) == 9 and m.legal_actions() == [DRAW, STAND]
    odds = advise(view, m.legal_actions()).odds
    assert odds["beat"] == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("seats,rule_set,seed,skip", SMALL[1:])
def test_sampled_beat_is_within_its_stated_error(seats: int, rule_set: str, seed: int, skip: int,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import lomber.games.ferme.ai as ferme
    from lomber.games.ferme import joint

    monkeypatch.setattr(joint, "_small", lambda deal: False)   # sample even where every case could be counted
    monkeypatch.setattr(joint, "MAX_SECONDS", 120.0)           # however busy the machine (the figure repeats)
    ferme._RECKONED.clear()
    m = decision(seats, rule_set, seed, skip)
    seat = m.to_act()
    assert seat is not None
    want = brute(m, seat)
    odds = advise(m.view(seat), m.legal_actions()).odds
    assert 0 < odds["beat_error"] <= joint.TARGET_ERROR or odds["beat"] in (0.0, 1.0)
    assert abs(odds["beat"] - want["beat"]) <= joint.TARGET_ERROR
    ferme._RECKONED.clear()
