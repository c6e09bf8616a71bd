"""The arena's baselines (`lomber.testing.baselines`): legal through whole deals, from the seat's view only,
an exact end-of-deal search in PIMC, loaded by name by the arena and never offered at the table."""

from __future__ import annotations

import copy
import random
from collections.abc import Hashable

import pytest

from lomber.arena import arena_player, run_arena
from lomber.engine.actions import is_listed
from lomber.engine.errors import OptionError
from lomber.engine.match import LEVELS, default_seats
from lomber.engine.registry import new_match
from lomber.testing.baselines import IsmctsBaseline, PimcBaseline, baseline
from tests.ai.test_advisor import hidden_state, plain, positions, swap_hidden

SMALL = ["ismcts-30", "pimc-3"]


@pytest.mark.parametrize("name", SMALL)
@pytest.mark.parametrize("game,n", [("fly", 4), ("fortuna", 4), ("fortuna", 2)])
def test_a_baseline_plays_whole_deals_legally(game: str, n: int, name: str) -> None:
    m = new_match(game, default_seats(n), {}, 7)
    players = [baseline(game, name, i) for i in range(n)]
    decisions = 0
    while m.deals < 2 and not m.finished:
        seat = m.to_act()
        legal = m.legal_actions()
        action = players[seat].choose(m.view(seat), legal)
        assert is_listed(action, legal), (action, legal)
        m.apply(seat, action)
        m.check_invariants()
        decisions += len(legal) > 1
    assert m.deals >= 2 and decisions >= 4


@pytest.mark.parametrize("name", SMALL)
@pytest.mark.parametrize("game", ["fly", "fortuna"])
def test_a_baseline_decides_from_the_view_alone(game: str, name: str) -> None:
    m = positions()[game]
    seat = m.to_act()
    view, legal = m.view(seat), m.legal_actions()
    assert plain(view)
    kept = copy.deepcopy(view)
    first = baseline(game, name, 4).choose(view, legal)
    assert view == kept                                  # the view is left as it was
    w = swap_hidden(game, m, seat)
    assert hidden_state(w) != hidden_state(m) and w.view(seat) == view
    assert baseline(game, name, 4).choose(w.view(seat), w.legal_actions()) == first   # hidden cards change nothing
    assert is_listed(first, legal)


class Race:
    """Two seats take 1 or 2 from a heap of 4 in turn; whoever takes the last wins (reward 1, else 0). Seat 0
    wins only by taking 1 (leaving 3); a random play-out rates both moves alike (taking 2 wins half the time)."""

    class State:
        def __init__(self, heap: int = 4, seat: int = 0) -> None:
            self.heap, self.seat = heap, seat

        def copy(self) -> Race.State:
            return Race.State(self.heap, self.seat)

        def to_act(self) -> int | None:
            return None if self.heap == 0 else self.seat

        def moves(self) -> list[int]:
            return [2, 1] if self.heap >= 2 else [1]

        def play(self, move: Hashable) -> None:
            self.heap -= int(move)  # type: ignore[call-overload]
            self.seat = 1 - self.seat if self.heap else self.seat

    def determinize(self, view: dict, rng: random.Random) -> Race.State:
        return Race.State()

    def playout(self, state: Race.State, rng: random.Random) -> list[float]:
        while state.to_act() is not None:
            state.play(rng.choice(state.moves()))
        return [float(state.seat == 0), float(state.seat == 1)]

    def to_action(self, move: Hashable) -> Hashable:
        return move


def test_pimc_solves_the_end_exactly_and_falls_back_to_play_outs_when_it_is_too_big() -> None:
    exact = PimcBaseline(Race(), 1, 1)                  # one world is enough when the end is solved
    assert exact.best_move({}) == 1
    assert list(exact.solve(Race.State(3, 1), [100])) == [1.0, 0.0]    # a heap of 3 is lost by the seat to move
    picks = set()
    for seed in range(12):
        rough = PimcBaseline(Race(), seed, 1)
        rough.nodes = 2                                  # too few nodes: one random play-out a move decides
        picks.add(rough.best_move({}))
    assert picks == {1, 2}


def test_ismcts_finds_the_winning_move_of_the_race() -> None:
    assert IsmctsBaseline(Race(), 2, 300).best_move({}) == 1


def test_the_arena_loads_baselines_by_name_and_the_table_does_not_offer_them() -> None:
    assert isinstance(arena_player("fly", "ismcts-2000", 1), IsmctsBaseline)
    p = arena_player("fortuna", "pimc-40", 1)
    assert isinstance(p, PimcBaseline) and p.count == 40
    assert not any(lv.startswith(("ismcts-", "pimc-")) for lv in LEVELS)
    for bad in ("pimc-0", "pimc-x", "mcts-20"):
        with pytest.raises(OptionError):
            arena_player("fortuna", bad, 1)
    with pytest.raises(OptionError, match="no baselines"):
        arena_player("ferme", "ismcts-20", 1)
    result = run_arena("fortuna", 2, ["easy", "pimc-2"], 1, 3, {}, deals_per_match=1, duplicate=True)
    assert set(result.tallies) == {"easy", "pimc-2"} and result.deals >= 2


def test_the_arena_pairs_score_changes_too() -> None:
    """Fly's measure is the score: its paired difference cancels the shared luck as the chips' does."""
    from lomber.arena import Tally, diff_ci

    luck = [4.0, -3.5, 1.2, -2.0, 3.0]
    a, b = Tally(), Tally()
    for x in luck:
        a.add_block(Tally(chips=[0.0] * 4, scores=[(x - 1) / 4] * 4))
        b.add_block(Tally(chips=[0.0] * 4, scores=[(x + 1) / 4] * 4))
    d, h = diff_ci(a, b, scores=True)
    assert d == pytest.approx(-0.5) and h == pytest.approx(0.0, abs=1e-9)
    assert diff_ci(a, b) == (0.0, 0.0)                            # no chips moved
