"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012): the arena's yardstick for
trick-taking games. No Qt, no time checks: a fixed number of iterations and a seeded generator, so a seed
replays the same game on any machine.

One tree per decision, for the seat deciding. Each iteration deals the unseen cards afresh (a
*determinization* consistent with the seat's view), walks down the tree choosing among the moves legal in
that deal by UCB1 with availability counts, adds one node, plays the deal out at random and credits every
node on the path with the reward of the seat that made its move. The root move visited most is played.

A game plugs in with an `IsmctsGame`: `determinize(view, rng)` gives a state with `to_act()`, `moves()`
and `play(move)`; `playout(state, rng)` plays it out at random and returns every seat's reward;
`to_action(move)` turns a root move into the engine's action. `MatchGame` adapts any engine match
(a `SearchGame` of `lomber.search.pimc`), so every trick game gets the yardstick.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from typing import Any, Protocol

from lomber.engine.actions import Action, AmountChoice, Choice
from lomber.engine.match import Match
from lomber.search.pimc import SearchGame, concrete_actions, deal_over, random_policy, rollout

ITERATIONS = 500          # per decision (the yardstick of the arena figures)
EXPLORATION = 0.7         # UCB1's constant, times the range of rewards seen in this search


class State(Protocol):
    """A determinized position the tree can walk through."""

    def to_act(self) -> int | None:
        """The seat to move, or None at the end."""
        ...

    def moves(self) -> Sequence[Hashable]:
        """Legal moves of the seat to act."""
        ...

    def play(self, move: Hashable) -> None:
        """Apply a legal move (in place)."""
        ...


class IsmctsGame(Protocol):
    """How a game plugs into the yardstick."""

    def determinize(self, view: dict[str, Any], rng: random.Random) -> State:
        """A full position consistent with the view, the unseen cards dealt at random."""
        ...

    def playout(self, state: State, rng: random.Random) -> Sequence[float]:
        """Play to the end with random moves; every seat's reward (higher is better)."""
        ...

    def to_action(self, move: Hashable) -> Action:
        """The engine action of a move."""
        ...


class Node:
    """A tree node: the move that led here was made by `seat`; rewards are that seat's."""

    __slots__ = ("avail", "children", "seat", "total", "visits")

    def __init__(self, seat: int | None) -> None:
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.seat = seat


def search(game: IsmctsGame, view: dict[str, Any], iterations: int, rng: random.Random,
           exploration: float = EXPLORATION) -> tuple[Hashable, Node]:
    """Run the iterations; returns the most visited root move (ties: the first added) and the root."""
    root = Node(None)
    lo, hi = math.inf, -math.inf
    for _ in range(iterations):
        state = game.determinize(view, rng)
        node = root
        path: list[Node] = []
        while True:
            seat = state.to_act()
            if seat is None:
                break
            legal = state.moves()
            children = node.children
            untried = [m for m in legal if m not in children]
            for m in legal:
                child = children.get(m)
                if child is not None:
                    child.avail += 1
            if untried:
                move = untried[0] if len(untried) == 1 else rng.choice(untried)
                child = children[move] = Node(seat)
                child.avail = 1
                state.play(move)
                path.append(child)
                break
            span = (hi - lo) if hi > lo else 1.0
            best, best_u = None, -math.inf
            for m in legal:
                ch = children[m]
                u = ch.total / ch.visits + exploration * span * math.sqrt(math.log(ch.avail) / ch.visits)
                if u > best_u:
                    best, best_u = m, u
            node = children[best]
            state.play(best)
            path.append(node)
        rewards = game.playout(state, rng)
        for r in rewards:
            lo = min(lo, r)
            hi = max(hi, r)
        for nd in path:
            nd.visits += 1
            nd.total += rewards[nd.seat]  # type: ignore[index]
    best_move = max(root.children, key=lambda m: root.children[m].visits)
    return best_move, root


class IsmctsPlayer:
    """The yardstick: ISMCTS with a fixed number of iterations per decision, random play-outs."""

    def __init__(self, game: IsmctsGame, seed: int = 0, iterations: int = ITERATIONS) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.iterations = iterations

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        if len(legal) == 1 and not isinstance(legal[0], AmountChoice):
            return legal[0]
        move, _ = search(self.game, view, self.iterations, self.rng)
        return self.game.to_action(move)


class MatchState:
    """An engine match as a tree state: moves are its concrete actions (an amount range: its ends and middle)."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.start = match.deals
        self._step = getattr(match, "apply_unchecked", None) or match.apply

    def to_act(self) -> int | None:
        if deal_over(self.match, self.start):
            return None
        return self.match.to_act()

    def moves(self) -> list[Action]:
        return concrete_actions(self.match.legal_actions())

    def play(self, move: Hashable) -> None:
        self._step(self.match.to_act(), move)


class MatchGame:
    """Any `SearchGame` (sampled worlds as engine matches, a value per seat) as an `IsmctsGame`."""

    def __init__(self, worlds: SearchGame) -> None:
        self.worlds = worlds

    def determinize(self, view: dict[str, Any], rng: random.Random) -> MatchState:
        return MatchState(self.worlds.sample_world(view, rng))

    def playout(self, state: State, rng: random.Random) -> list[float]:
        st: MatchState = state  # type: ignore[assignment]
        rollout(st.match, random_policy, rng, start_deals=st.start)
        return [self.worlds.value(st.match, s) for s in range(st.match.n)]

    def to_action(self, move: Hashable) -> Action:
        assert isinstance(move, Action)
        return move

