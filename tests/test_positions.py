"""A match set up from a position (`Match.from_position`): search worlds play as the match and stop at the deal's end."""

from __future__ import annotations

import random

import pytest

from lomber.engine.actions import Action
from lomber.engine.errors import OptionError
from lomber.engine.events import Ev
from lomber.engine.ledger import Ledger
from lomber.engine.match import default_seats
from lomber.engine.registry import game_ids, new_match
from lomber.engine.shuffle import NO_DEALER
from lomber.games.fly.match import FlyMatch
from lomber.games.fortuna import FortunaMatch
from lomber.games.fortuna.ai import world_from_view
from lomber.search.players import concrete
from lomber.testing import run_check


def test_from_position_sets_the_base_fields_and_checks_the_options() -> None:
    ledger = Ledger([3, 4, 5])
    m = FlyMatch.from_position(default_seats(3), {"starting_score": 30}, ledger, seed=9)
    assert (m.n, m.seed, m.history, m.start_events, m.presets) == (3, 9, [], [], [])
    assert m.options == {"starting_score": 30, "dealer_takes_trump": False, "stakes": 0, "first_dealer": None}
    assert m.ledger is ledger and m.stop_at_deal_end and m.dealer is NO_DEALER
    with pytest.raises(OptionError, match="starting_score"):
        FlyMatch.from_position(default_seats(3), {"starting_score": 7}, Ledger([0] * 3))
    with pytest.raises(OptionError, match="players"):
        FlyMatch.from_position(default_seats(2), {}, Ledger([0] * 2))
    with pytest.raises(OptionError, match="variant"):
        FortunaMatch.from_position(default_seats(3), {"variant": "four"}, Ledger([0] * 3))
    with pytest.raises(AssertionError, match="cannot shuffle"):
        m.dealer.shuffle_next(["AS", "KS"])
    # A new match deals on: the flag is off.
    assert not new_match("fly", default_seats(3), {}, 1).stop_at_deal_end


def true_world(m: FlyMatch, seat: int) -> FlyMatch:
    """The world of `seat`'s view with the hidden cards where they really are."""
    return FlyMatch.world(m.view(seat), m.hands, m.stock, m.discards, m.as_holder)


@pytest.mark.parametrize("seed", range(12))
def test_a_fly_world_of_the_true_cards_plays_as_the_match_and_stops_at_the_deal_end(seed: int) -> None:
    rng = random.Random(seed)
    m = new_match("fly", default_seats(3 + seed % 4), {"dealer_takes_trump": seed % 2 == 0, "stakes": seed % 3},
                  seed)
    for _ in range(rng.randrange(14)):
        m.apply(m.to_act(), rng.choice(m.legal_actions()))
    if m.finished:
        return
    seat = m.to_act()
    w = true_world(m, seat)
    deals = m.deals
    while True:
        assert w.to_act() == m.to_act() and w.legal_actions() == m.legal_actions()
        a = rng.choice(m.legal_actions())
        real, sim = m.apply(m.to_act(), a), w.apply(w.to_act(), a)
        end = next((i for i, e in enumerate(real) if e.kind in (Ev.DEAL_END,)), None)
        if end is None:
            assert [e.to_json() for e in sim] == [e.to_json() for e in real]
            continue
        # The world's events stop with the deal (and the match's end if it came); the match deals on.
        assert [e.to_json() for e in sim] == [e.to_json() for e in real[:len(sim)]]
        assert sim[end].kind == Ev.DEAL_END and all(e.kind == Ev.MATCH_END or e.reason == "win" for e in sim[end + 1:])
        antes = [0] * m.n
        for e in real[end:]:
            if e.kind == Ev.CHIPS and e.reason == "ante":
                antes[int(e.src.split(":")[1])] += e.amount
        assert w.scores == m.scores and w.deals == deals + 1 == m.deals
        assert w.ledger.stacks == [x + a for x, a in zip(m.ledger.stacks, antes)]
        assert w.to_act() is None and w.legal_actions() == []
        if not m.finished:
            assert m.to_act() is not None and any(e.kind == Ev.DEAL_START for e in real[end:])
        w.check_invariants()
        return


@pytest.mark.parametrize("variant,n", [("four", 4), ("three", 3), ("two-talon", 2)])
def test_a_fortuna_world_stops_at_the_deal_end(variant: str, n: int) -> None:
    rng = random.Random(n)
    m = new_match("fortuna", default_seats(n), {"variant": variant}, 5)
    while m.phase != "play":
        legal = [a for a in m.legal_actions() if a.text != "pass"] or m.legal_actions()
        m.apply(m.to_act(), concrete(rng.choice(legal), rng))
    w = world_from_view(m.view(m.to_act()), rng)
    assert w.stop_at_deal_end and w.options["variant"] == variant
    while w.to_act() is not None:
        w.apply(w.to_act(), rng.choice(w.legal_actions()))
    assert w.deals == m.deals + 1 and w.finished and w.phase == "play" and not any(w.hands)
    w.check_invariants()


def test_a_fortuna_world_thrown_in_stops_without_a_new_deal() -> None:
    m = new_match("fortuna", default_seats(4), {"first_dealer": 0}, 3)
    w = world_from_view(m.view(1), random.Random(1))
    pool = w.ledger.get("pool")
    for s in (1, 2, 3, 0):
        w.apply(s, Action("pass"))
    # The three non-dealers pay the all-pass fine; nobody stakes for a next deal.
    assert w.ledger.get("pool") == pool + 3 * 6 and w.to_act() is None and w.deals == m.deals + 1
    w.check_invariants()


@pytest.mark.parametrize("game", game_ids())
def test_every_game_honours_stop_at_deal_end(game: str) -> None:
    """With the flag, settling the deal in play stops the match there: nothing of a next deal is dealt or paid."""
    run_check(game, "positions")
