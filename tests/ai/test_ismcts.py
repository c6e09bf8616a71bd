"""The ISMCTS yardstick: legal, reproducible from a seed, finds a clear best move, only for the arena."""

from __future__ import annotations

import random
from collections.abc import Hashable

import pytest

from lomber.ai.registry import LEVELS, YARDSTICKS, make_player
from lomber.engine.actions import is_listed
from lomber.engine.errors import OptionError
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fortuna.ai import FortunaIsmcts
from lomber.search.ismcts import IsmctsPlayer, search
from tests.records import play

VARIANTS = [("four", 4), ("three", 3), ("two", 2), ("two-talon", 2)]


@pytest.mark.parametrize("variant,n", VARIANTS)
def test_ismcts_plays_legal_moves_through_whole_deals(variant: str, n: int) -> None:
    m = new_match("fortuna", default_seats(n), {"variant": variant}, 4)
    players = [IsmctsPlayer(FortunaIsmcts(), i, iterations=30) for i in range(n)]
    while m.deals < 2:
        seat = m.to_act()
        legal = m.legal_actions()
        action = players[seat].choose(m.view(seat), legal)
        assert is_listed(action, legal)
        m.apply(seat, action)
        m.check_invariants()


def test_ismcts_replays_the_same_game_from_a_seed() -> None:
    def game() -> list[str]:
        m = new_match("fortuna", default_seats(4), {"first_dealer": 0}, 9)
        players = [IsmctsPlayer(FortunaIsmcts(), i, iterations=40) for i in range(4)]
        while m.deals < 1:
            seat = m.to_act()
            m.apply(seat, players[seat].choose(m.view(seat), m.legal_actions()))
        return [a for _, a in m.history]
    assert game() == game()


def stacked(hands: list[list[str]]) -> str:
    """A 4-player pack dealt from the left of dealer 0 so that seat s gets `hands[s]` (its last card last)."""
    order = [1, 2, 3, 0]
    return " ".join(hands[order[i % 4]][i // 4] for i in range(52))


def test_ismcts_declares_thirteen_trumps() -> None:
    hearts = [r + "H" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    rest = [r + s for s in "SDC" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    pack = stacked([hearts, rest[:13], rest[13:26], rest[26:]])
    m = play("fortuna", 4, {"first_dealer": 0}, [pack], [(1, "pass"), (2, "pass"), (3, "pass")])
    assert m.trump == "H" and m.to_act() == 0
    # Passing throws the deal in; playing forces, takes every trick and wins the partie with a grand souverain.
    assert IsmctsPlayer(FortunaIsmcts(), 1, iterations=60).choose(m.view(0), m.legal_actions()).text == "play"


def test_yardsticks_are_arena_levels_not_table_levels() -> None:
    assert "ismcts" in YARDSTICKS and "ismcts" not in LEVELS
    assert isinstance(make_player("fortuna", "ismcts", 3), IsmctsPlayer)
    assert isinstance(make_player("fly", "ismcts", 3), IsmctsPlayer)
    with pytest.raises(OptionError, match="no 'ismcts' player"):
        make_player("ferme", "ismcts", 1)
    with pytest.raises(OptionError, match="unknown level"):
        make_player("fortuna", "grandmaster", 1)


class Toy:
    """A one-decision game: seat 0 picks a number; the reward is that number (noise from the 'deal')."""

    class State:
        def __init__(self, noise: float) -> None:
            self.noise = noise
            self.done = False
            self.pick = 0

        def to_act(self) -> int | None:
            return None if self.done else 0

        def moves(self) -> list[int]:
            return [1, 3, 2]

        def play(self, move: Hashable) -> None:
            self.pick = int(move)  # type: ignore[call-overload]
            self.done = True

    def determinize(self, view: dict, rng: random.Random) -> Toy.State:
        return Toy.State(rng.uniform(-1, 1))

    def playout(self, state: Toy.State, rng: random.Random) -> list[float]:
        return [state.pick + state.noise]

    def to_action(self, move: Hashable):  # pragma: no cover - not used here
        raise NotImplementedError


def test_search_visits_the_best_move_most() -> None:
    move, root = search(Toy(), {}, 300, random.Random(1))
    assert move == 3
    assert root.children[3].visits > root.children[2].visits > root.children[1].visits
    assert sum(ch.visits for ch in root.children.values()) == 300
