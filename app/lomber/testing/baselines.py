"""Baseline players for measuring the levels, built from the published algorithms and never offered at the table.

`lomber arena --ai strong,ismcts-2000` and `--ai strong,pimc-40` load them by name (`baseline(game, name, seed)`):

- `ismcts-N`: single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), N iterations a decision.
  Each iteration determinizes the unseen cards afresh from the seat's view, descends one tree by UCB1 over the
  moves available in that determinization (availability counts in the logarithm), expands one node, plays out
  at random and credits every node on the path with the reward of the seat that moved into it. The most visited
  root move is played.
- `pimc-N`: perfect-information Monte Carlo. N determinizations; in each, every root move is valued by an exact
  max^n search of the rest of the deal (every seat maximises its own reward) when that search fits in a node
  budget (few cards left), otherwise by one uniformly random play-out. The move with the best mean is played.

Both see only the seat's view and the legal choices (the `Player` interface). They reuse the game's plug of the
`ismcts` yardstick (`YARDSTICKS["ismcts"]` of its players' module: determinization from a view, moves, play-outs,
rewards), so any game offering that yardstick gets the baselines; the search loops are their own. A seeded
generator and fixed counts (no clock) make a seed replay the same game anywhere.
"""

from __future__ import annotations

import importlib
import math
import random
import re
from collections.abc import Hashable, Sequence
from typing import Any

from lomber.engine.actions import Action, AmountChoice, Choice
from lomber.engine.errors import OptionError
from lomber.search.ismcts import IsmctsGame, MatchState, State

EXPLORATION = 0.7       # UCB1's constant, times the range of rewards seen in this search
EXACT_NODES = 4000      # max^n nodes one root move may cost before PIMC falls back to a play-out
NAME = re.compile(r"(ismcts|pimc)-([0-9]{1,6})")


def is_baseline(name: str) -> bool:
    """True for a baseline's name (`ismcts-2000`, `pimc-40`)."""
    return NAME.fullmatch(name) is not None


def game_plug(game_id: str) -> IsmctsGame:
    """The game's determinization and play-out plug (that of its `ismcts` yardstick)."""
    from lomber.ai.registry import players_module

    maker = getattr(importlib.import_module(players_module(game_id)), "YARDSTICKS", {}).get("ismcts")
    if maker is None:
        raise OptionError(f"{game_id} has no baselines (no ismcts plug)", code="seat-level", text=game_id)
    return maker(0).game


def baseline(game_id: str, name: str, seed: int = 0) -> IsmctsBaseline | PimcBaseline:
    """The baseline player called `name` for `game_id`."""
    found = NAME.fullmatch(name)
    if found is None or int(found.group(2)) < 1:
        raise OptionError(f"unknown baseline {name!r} (ismcts-N, pimc-N)", code="seat-level", text=name[:40])
    kind, count = found.group(1), int(found.group(2))
    plug = game_plug(game_id)
    return IsmctsBaseline(plug, seed, count) if kind == "ismcts" else PimcBaseline(plug, seed, count)


def copy_state(state: State) -> State:
    """An independent copy of a determinized state."""
    if isinstance(state, MatchState):
        twin = MatchState(state.match.clone())
        twin.start = state.start
        return twin
    return state.copy()  # type: ignore[attr-defined, no-any-return]


class _Baseline:
    def __init__(self, game: IsmctsGame, seed: int, count: int) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self.count = count

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        if len(legal) == 1 and not isinstance(legal[0], AmountChoice):
            return legal[0]
        return self.game.to_action(self.best_move(view))

    def best_move(self, view: dict[str, Any]) -> Hashable:
        raise NotImplementedError


# ----- ISMCTS
class _Node:
    __slots__ = ("avail", "children", "seat", "total", "visits")

    def __init__(self, seat: int | None) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.seat, self.visits, self.avail, self.total = seat, 0, 0, 0.0


class IsmctsBaseline(_Baseline):
    """Single-observer ISMCTS, `count` iterations a decision, random play-outs."""

    def best_move(self, view: dict[str, Any]) -> Hashable:
        root, rng, game = _Node(None), self.rng, self.game
        lo, hi = math.inf, -math.inf
        for _ in range(self.count):
            state = game.determinize(view, rng)
            node, path = root, []
            while (seat := state.to_act()) is not None:
                legal = state.moves()
                for m in legal:              # availability: each child legal in this determinization
                    if m in node.children:
                        node.children[m].avail += 1
                fresh = [m for m in legal if m not in node.children]
                if fresh:
                    move = rng.choice(fresh)
                    node.children[move] = child = _Node(seat)
                    child.avail = 1
                    state.play(move)
                    path.append(child)
                    break
                c = EXPLORATION * ((hi - lo) if hi > lo else 1.0)
                move = max(legal, key=lambda m: _ucb(node.children[m], c))
                node = node.children[move]
                state.play(move)
                path.append(node)
            rewards = game.playout(state, rng)
            lo, hi = min(lo, *rewards), max(hi, *rewards)
            for nd in path:
                nd.visits += 1
                nd.total += rewards[nd.seat]  # type: ignore[index]
        return max(root.children, key=lambda m: root.children[m].visits)


def _ucb(node: _Node, c: float) -> float:
    return node.total / node.visits + c * math.sqrt(math.log(node.avail) / node.visits)


# ----- PIMC
class _TooBig(Exception):
    """The exact search ran out of its node budget."""


class PimcBaseline(_Baseline):
    """Perfect-information Monte Carlo over `count` determinizations, exact at the end of the deal."""

    nodes = EXACT_NODES

    def best_move(self, view: dict[str, Any]) -> Hashable:
        totals: dict[Hashable, float] = {}
        exact = True                      # once the end is out of reach, later worlds do not try again
        for _ in range(self.count):
            world = self.game.determinize(view, self.rng)
            seat = world.to_act()
            assert seat is not None
            for move in world.moves():
                after = copy_state(world)
                after.play(move)
                value = None
                if exact:
                    try:
                        value = self.solve(after, [self.nodes])[seat]
                    except _TooBig:
                        exact = False
                if value is None:
                    value = self.game.playout(copy_state(after), self.rng)[seat]
                totals[move] = totals.get(move, 0.0) + value
        return max(totals, key=lambda m: totals[m])

    def solve(self, state: State, budget: list[int]) -> Sequence[float]:
        """Every seat's reward when each seat, seeing every card, maximises its own (max^n; ties: first move)."""
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooBig
        seat = state.to_act()
        if seat is None:
            return self.game.playout(state, self.rng)   # the deal is over: its rewards, nothing left to play
        best: Sequence[float] | None = None
        for move in state.moves():
            child = copy_state(state)
            child.play(move)
            values = self.solve(child, budget)
            if best is None or values[seat] > best[seat]:
                best = values
        assert best is not None
        return best
