"""Ferme's draw and stand figures, counted exactly, against brute force (`tests/ai/ferme_brute.py: brute_choice`:
every case settled by the engine, this seat's later draws chosen over what it knows). The rules' whole
tie-break on 16 counts: the brilliant, the fewest cards, the farmer, the seat order, `farmer-first`."""

from __future__ import annotations

from typing import Any

import pytest

from lomber.ai.advisor import advise
from lomber.ai.registry import make_player
from lomber.engine.actions import Action
from lomber.engine.match import Match, default_seats
from lomber.engine.registry import new_match
from tests.ai.ferme_brute import brute_choice

DRAW, STAND = Action("draw"), Action("stand")


def decision(seats: int, options: dict[str, Any], seed: int, at_least: int, after_draws: bool = False) -> Match:
    """The first decision between draw and stand on `at_least` points or more, normal players before it (with
    `after_draws`, one where a player before this seat took more than one card)."""
    m = new_match("ferme", default_seats(seats), {"first_dealer": 0, **options}, seed)
    players = [make_player("ferme", "normal", seed * 10 + i) for i in range(seats)]
    while True:
        s = m.to_act()
        assert s is not None
        if m.legal_actions() == [DRAW, STAND] and m.view(s)["total"] >= at_least and \
                (not after_draws or any(len(m.hands[o]) > 1 for o in m.order[:m.turn])):
            return m
        m.apply(s, players[s].choose(m.view(s), m.legal_actions()))


FARMER_FIRST = {"rule_set": "classic", "tie_priority": "farmer-first"}
CASES = [(2, FARMER_FIRST, 0, 13), (2, FARMER_FIRST, 1, 14), (2, FARMER_FIRST, 2, 13),
         (2, {"rule_set": "classic"}, 3, 13), (2, {"rule_set": "historical"}, 4, 13),
         (2, {"rule_set": "historical", "bust_pays_to": "pool"}, 5, 13), (3, {"rule_set": "classic"}, 2, 14)]


@pytest.mark.parametrize("seats,options,seed,at_least", CASES)
def test_draw_and_stand_equal_brute_force(seats: int, options: dict[str, Any], seed: int, at_least: int) -> None:
    m = decision(seats, options, seed, at_least)
    seat = m.to_act()
    assert seat is not None
    want = brute_choice(m, seat)
    odds = advise(m.view(seat), m.legal_actions()).odds
    assert odds["draw"] == pytest.approx(want["draw"], abs=1e-7)
    assert odds["stand"] == pytest.approx(want["stand"], abs=1e-7)
    assert odds["exact"] is True


def test_several_on_16_go_by_the_whole_tie_break() -> None:
    from lomber.games.ferme.exact import Settlement

    # Four seats, farmer 1: seat 3 holds the brilliant on 16 in three cards; seat 0 and the farmer on 16 in two.
    view = {"seat": 0, "roles": {"farmer": 1}, "hands": [[], [], [], []], "stacks": [9, 9, 9, 9],
            "table": {"farm": 4}, "options": {"rule_set": "classic", "tie_priority": "brilliant-first"}}
    hands = {0: (16, 2, False), 1: (16, 2, False), 2: (12, 3, False), 3: (16, 3, True)}
    assert Settlement.of(view).chips(hands, None) == (0.0, False)                 # the brilliant first
    hands[3] = (16, 3, False)
    assert Settlement.of(view).chips(hands, None) == (0.0, False)                 # then the farmer (fewest tie)
    hands[1] = (16, 3, False)
    assert Settlement.of(view).chips(hands, None) == (4.0, True)                  # then the fewest cards
    first = {**view, "options": {"rule_set": "classic", "tie_priority": "farmer-first"}}
    hands = {0: (16, 2, True), 1: (16, 4, False), 2: (12, 3, False), 3: (20, 3, False)}
    assert Settlement.of(first).chips(hands, None) == (0.0, False)                # farmer-first: the farmer


# ----- sampled figures: a margin that holds
def test_a_sampled_chance_with_no_hit_keeps_a_true_margin() -> None:
    from lomber.games.ferme import joint
    from lomber.games.ferme.ai import joint_deal

    m = decision(6, {"rule_set": "classic"}, 11, 12)
    seat = m.to_act()
    assert seat is not None
    view = m.view(seat)
    deal = joint_deal(view, {})
    assert not joint._small(deal)
    # A chance no sample hits: the margin is Wilson's (about 4/n), never the ±0.000002 of a zero spread.
    got = joint.others_joint(deal, view, lambda totals: True)
    assert got.samples > 0 and got.error >= 3.0 / got.samples


def test_a_close_sampled_choice_is_sampled_again_with_more_deals() -> None:
    from lomber.games.ferme import ai

    seen = 0
    for seed in range(4):
        m = decision(7, {"rule_set": "classic"}, 20 + seed, 12)
        seat = m.to_act()
        assert seat is not None
        view = m.view(seat)
        models = {s: ai.P_DRAW for s in view["order"] if s != seat}
        r = ai.reckon(view, models)
        if r.exact is not None:
            continue
        seen += 1
        draw, stand, exact = r.choice(view, ai.draw_pools(view), later=True)
        assert not exact
        # Either the choice stands clear of the noise of its deals, or it had the most deals there are.
        assert abs(draw - stand) > ai.CLOSE * (ai.STRONG_SAMPLES / r.samples) ** 0.5 \
            or r.samples >= ai.MAX_STRONG_SAMPLES
    assert seen


# ----- the next card: what the others' draws showed is read into it
def _check_next(m: Match) -> dict[str, Any]:
    from tests.ai.ferme_brute import brute_next

    seat = m.to_act()
    assert seat is not None
    odds = advise(m.view(seat), m.legal_actions()).odds
    want = brute_next(m, seat)
    total = m.view(seat)["total"]
    assert odds["bust"] == pytest.approx(sum(want[v] for v in range(1, 11) if total + v > 16), abs=1e-9)
    need = 16 - total
    assert odds["sixteen"] == pytest.approx(want[need] if 1 <= need <= 10 else 0.0, abs=1e-9)
    assert odds["draws_read"] is True
    return odds


def test_the_next_card_reads_what_a_long_hand_showed() -> None:
    from tests.records import play

    # Historical, farmer 0 on AC 10S = 11: seat 1 took nine cards and stood. He drew eight times on 16 or
    # under (never on exactly 16, which would have ended the deal): his cards are low ones, so the farmer's
    # next card is likelier high than the 43 unseen cards alone say.
    m = play("ferme", 2, {"first_dealer": 0, "rule_set": "historical"}, ["AS AC AH AD 2S 2H 2D 2C 3S 3H 10S"],
             [(1, "draw")] * 8 + [(1, "stand"), (0, "draw")])
    odds = _check_next(m)
    # The 43 unseen cards alone: 24 of them (6, 7s, 9s, tens) take 11 over 16.
    assert odds["bust"] > 24 / 43 + 0.1


@pytest.mark.parametrize("seats,options,seed,at_least", [(3, {"rule_set": "classic"}, 2, 14),
                                                        (3, {"rule_set": "historical"}, 8, 12)])
def test_the_next_card_reads_the_others_draws(seats: int, options: dict[str, Any], seed: int, at_least: int) -> None:
    _check_next(decision(seats, options, seed, at_least, after_draws=True))


# ----- stacked ties on 16: each rung of the tie-break decides, under both tie priorities
def _stacked_exact(m: Match, seat: int) -> None:
    assert m.to_act() == seat and m.legal_actions() == [DRAW, STAND]
    want = brute_choice(m, seat)
    odds = advise(m.view(seat), m.legal_actions()).odds
    assert odds["exact"] is True
    assert odds["draw"] == pytest.approx(want["draw"], abs=1e-7)
    assert odds["stand"] == pytest.approx(want["stand"], abs=1e-7)


@pytest.mark.parametrize("priority", ["brilliant-first", "farmer-first"])
@pytest.mark.parametrize("own", ["6H 7S", "9S 4S"])
def test_a_tie_on_16_with_the_farmer_is_settled_by_each_rule(priority: str, own: str) -> None:
    from tests.records import play

    # Classic heads-up, farmer 0 on 13 (holding the brilliant, or not), a farm of 2 chips; seat 1 took two
    # cards and stood. A 3 makes the farmer's 16 in three cards: against a hidden 16 it wins by the brilliant,
    # loses to fewer cards, wins as the farmer on equal cards, and wins first of all under farmer-first.
    a, b = own.split()
    m = play("ferme", 2, {"first_dealer": 0, "tie_priority": priority}, [f"10C {a} 5C {b}"],
             [(1, "draw"), (1, "stand"), (0, "draw")])
    assert sorted(m.hands[0]) == sorted(own.split())
    _stacked_exact(m, 0)


def test_historical_an_early_16_after_this_seat_and_of_its_own_draw() -> None:
    from tests.records import play

    # Historical heads-up, farmer 0: seat 1 on 5C 7C = 12 chooses with the farmer still to play: its own draw
    # of a 4 shows 16 at once and ends the deal; standing, the farmer's 16 would end it before the showdown.
    m = play("ferme", 2, {"first_dealer": 0, "rule_set": "historical"}, ["5C 9S 7C"], [(1, "draw")])
    _stacked_exact(m, 1)
