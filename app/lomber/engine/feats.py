"""A game's feats: the figures of its own the statistics show besides the common ones (declared in its GameInfo).

A feat is worked out once per finished match and seat, from the events the match's record replays to, and kept
in the history under its key (one row per match, seat and key: a new game or a new feat needs no change of the
history's schema). The statistics add a player's values up over his matches as the feat's `Tally` says.
"""

from __future__ import annotations

import enum
import re
import sys
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from lomber.engine.events import Event

KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")
LIMIT = 2**63          # a value the history can keep (SQLite's integers)


class Tally(enum.Enum):
    """How a player's values over his matches make his figure."""

    SUM = "sum"          # all added up (16s made)
    COUNT = "count"      # the matches with a value other than 0 (matches with a souverain)
    MAX = "max"          # the largest (the biggest pool taken); none until a match has one
    MIN = "min"          # the smallest (the fewest deals to win a match); none until a match has one


@dataclass(frozen=True)
class Played:
    """A finished (or stopped) match as a feat reads it.

    `deal_events` are the events of each deal (what follows the last deal's end, a final settlement, is the last
    item) and `summary` the match's `summary()`. Both are None for a match whose record the history does not keep
    (Lomber 0.1's, when its history is migrated): a feat that needs them has no value for it."""

    n: int
    deals: int
    winner: int | None
    stopped: bool
    deal_events: Sequence[Sequence[Event]] | None
    summary: Mapping[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Feat:
    """One figure of a game's own in the statistics.

    `key` names it in the history, and never changes once matches were kept with it. `label` is the column's
    header and `tip` says what it counts (both English, marked `N_`, translated where shown). `value` gives each
    seat's value in a match, None where the seat has none (it did not win, or the events are unknown)."""

    key: str
    label: str
    tip: str
    value: Callable[[Played], Sequence[int | None]]
    tally: Tally = Tally.SUM

    def __post_init__(self) -> None:
        if not KEY.fullmatch(self.key):
            raise ValueError(f"feat key {self.key!r}: lower-case letters, digits and _, at most 40")

    def values(self, played: Played) -> list[int | None]:
        """Each seat's value, checked: a value that is not an int is none, and a feat that fails has none (the
        match is kept all the same: a game's figure must never cost the history a match)."""
        try:
            got = list(self.value(played))
            if len(got) != played.n:
                raise ValueError(f"{len(got)} values for {played.n} seats")
        except Exception:  # noqa: BLE001 - any error of a game's code: this figure is left out, said on stderr
            print(f"lomber: the feat {self.key!r} failed; left out of this match's figures", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            return [None] * played.n
        return [v if isinstance(v, int) and not isinstance(v, bool) and -LIMIT <= v < LIMIT else None for v in got]

    def add(self, figure: int | None, value: int) -> int | None:
        """A player's figure with one more match's value."""
        if self.tally is Tally.COUNT:
            value = int(value != 0)
        if figure is None:
            return value
        if self.tally is Tally.MAX:
            return max(figure, value)
        if self.tally is Tally.MIN:
            return min(figure, value)
        return figure + value

    @property
    def empty(self) -> int | None:
        """A player's figure before any value: 0 for a sum or a count, none for the largest or the smallest."""
        return 0 if self.tally in (Tally.SUM, Tally.COUNT) else None


def each_deal(count: Callable[[Sequence[Event], int], Sequence[int]]) -> Callable[[Played], list[int | None]]:
    """A feat counted deal by deal (`count(deal's events, seats)` gives each seat's count) and added up over the
    match; none where the events are unknown."""

    def value(played: Played) -> list[int | None]:
        if played.deal_events is None:
            return [None] * played.n
        total = [0] * played.n
        for deal in played.deal_events:
            total = [a + b for a, b in zip(total, count(deal, played.n))]
        return list(total)

    return value


def deals_to_win(played: Played) -> list[int | None]:
    """The winner's value is the match's number of deals (with `Tally.MIN`: a player's fastest win)."""
    return [played.deals if s == played.winner else None for s in range(played.n)]
