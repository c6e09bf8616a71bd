"""The advisor (Hint and odds): the `strong` player's choice for a seat, why, and the odds, from its view alone.

Each game's AI module exposes `advise(view, legal, seed) -> Advice`; this module only finds it. The advice is
computed from the seat's view and the legal choices, nothing else, so it can run wherever the computer
players run (the app's worker process) and never learns a hidden card.
"""

from __future__ import annotations

import importlib
import json
import zlib
from typing import Any, Protocol

from lomber.ai.registry import players_module
from lomber.engine.actions import Choice
from lomber.engine.errors import OptionError
from lomber.search.advice import Advice


def search_seed(seed: int, view: dict[str, Any], legal: list[Choice]) -> int:
    """The seed of the advisor's search at a position: the table's seed and what the seat sees and may do, so
    every caller that asks about the same position with the same table seed (the window's Hint and odds,
    `lomber advise`, an explanation) gets the same sampled deals and the same advice."""
    text = json.dumps([view, [str(c) for c in legal]], sort_keys=True, default=str)
    return (seed * 1_000_003 + zlib.crc32(text.encode())) % 2**32


def advise(view: dict[str, Any], legal: list[Choice], seed: int = 0) -> Advice:
    """The advice for the seat of `view`; `legal` are its legal choices (empty when it is not its turn);
    `seed` the table's (the search's own is `search_seed`)."""
    game = view.get("game")
    module = importlib.import_module(players_module(game)) if isinstance(game, str) else None
    if module is None or not hasattr(module, "advise"):
        raise OptionError(f"no advisor for the game {game!r}", code="no-advisor", text=str(game)[:40])
    return module.advise(view, list(legal), search_seed(seed, view, list(legal)))


class Position(Protocol):
    """What the advisor needs of a match: whose turn it is, the legal choices, a seat's view."""

    def to_act(self) -> int | None: ...

    def legal_actions(self) -> list[Choice]: ...

    def view(self, seat: int) -> dict[str, Any]: ...


def advise_position(match: Position, seat: int | None = None, seed: int = 0) -> Advice:
    """The advice for `seat` (default: the seat to act) at a match's current decision.

    Only the seat's view and, when it is that seat's turn, the legal choices are passed on.
    """
    turn = match.to_act()
    if turn is None:
        raise OptionError("the match is over: there is no decision to advise on", code="match-over")
    if seat is None:
        seat = turn
    seats = len(match.view(turn)["stacks"])
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise OptionError(f"no seat {seat!r} at this table (seats 0–{seats - 1})", code="no-seat",
                          text=str(seat)[:20])
    view = match.view(seat)
    return advise(view, match.legal_actions() if seat == turn else [], seed)
