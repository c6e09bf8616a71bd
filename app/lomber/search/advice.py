"""What the advisor returns: a choice, a reason the UI can translate, and odds. Plain data (picklable, JSON-able).

Each game's AI module builds these in its `advise(view, legal, seed)`; `lomber.ai.advisor` dispatches to it.
Reason templates are English, marked with `N_` for the translation collector; the UI translates a template
and formats it with the same arguments (`Reason.args`), so numbers are never baked into a translated text.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from lomber.engine.actions import Action, Choice
from lomber.engine.options import N_


@dataclass(frozen=True)
class Reason:
    """Why the advisor chose: a code (stable, for the UI and tests), its arguments, the English template."""

    code: str
    template: str
    args: Mapping[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        """The English rendering (the CLI prints it)."""
        return self.template.format(**self.args)


@dataclass(frozen=True)
class Estimate:
    """A search's (or a model's) estimate of one candidate decision; higher `value` is better for the seat.

    `worlds` is the number of sampled deals behind the figures; 0 means a model's estimate, nothing sampled.
    `chance` (of making the contract) and `tricks` (expected tricks taken) are given where the game knows them.
    """

    action: str
    value: float
    worlds: int
    chance: float | None = None
    tricks: float | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON form of `lomber advise`: action, value, worlds."""
        return {"action": self.action, "value": _num(self.value), "worlds": self.worlds}


@dataclass(frozen=True)
class Advice:
    """The advice for one seat: `action` is the strong player's choice (canonical text), None when this seat
    has no decision now; `odds` holds the game's figures (documented in docs/advisor.md)."""

    game: str
    seat: int
    action: str | None
    reason: Reason
    odds: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        """The JSON of `lomber advise`: game, seat, action, reason (English), odds."""
        return {"game": self.game, "seat": self.seat, "action": self.action, "reason": self.reason.text,
                "odds": _plain(self.odds)}


class Figure(enum.Enum):
    """How the odds panel writes a figure."""

    PERCENT = "percent"                  # a chance: 12.5%
    SIGNED_PERCENT = "signed-percent"    # an expectation per chip bet: +1.24%
    CHIPS = "chips"                      # expected chips: +0.25


@dataclass(frozen=True)
class OddsLine:
    """One line of a game's exact odds: `label` and the figure under `key` in the advice's odds."""

    key: str
    label: str                           # N_ marked
    figure: Figure = Figure.PERCENT
    tip: str = ""
    # A decision's figure (`key` is its action word): in bold when it is the advice, left out while unknown.
    choice: bool = False
    # The key of the figure's error margin: while that is above 0 the line says `estimated` (%1 the margin).
    margin: str = ""
    estimated: str = ""
    # The key saying whether the figure was counted exactly: while it is False the line says `sampled`.
    exact_if: str = ""
    sampled: str = ""


@dataclass(frozen=True)
class OddsSheet:
    """How the odds panel shows a game's exact odds (games whose advice counts rather than searches): the
    game's AI module declares it as `ODDS`. Texts are English, N_ marked; %n in `caption` counts `count`."""

    heading: str
    caption: str
    lines: tuple[OddsLine, ...]
    count: str = "unseen"
    # The heading while the seat's view holds a whole number under `on` (%n that number).
    heading_on: str = ""
    on: str = ""
    # The figures are of one coup, dealt at once (Chemin de fer): once the table shows a card dealt or shown, or
    # the coup's end, they are of a coup that is no longer coming, and the panel waits for the table to settle.
    one_coup: bool = False
    # The key saying whether the caption holds: while it is False the panel says `caption_else` instead, while it
    # is None (nothing to condition on yet: the figures are exact all the same) `caption_none` if given.
    caption_if: str = ""
    caption_else: str = ""
    caption_none: str = ""


@dataclass(frozen=True)
class EstimateColumn:
    """What a search's estimates measure, for the odds panel's table (a game's AI module may declare it as
    `ESTIMATES`; chips by default)."""

    label: str = N_("Chips")
    decimals: int = 1


def _num(x: float | None) -> float | None:
    """A finite number rounded for printing (JSON has no infinities)."""
    if x is None or not math.isfinite(x):
        return None
    return round(x, 6)


def _plain(x: Any) -> Any:
    """Odds as JSON data: estimates as their JSON form, floats rounded."""
    if isinstance(x, Estimate):
        return x.to_json()
    if isinstance(x, Mapping):
        return {k: _plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_plain(v) for v in x]
    if isinstance(x, float):
        return _num(x)
    return x


# ----- reasons every game uses
WAIT = N_("Not this seat's decision now.")
ONLY = N_("The only legal choice: {action}.")


def waiting() -> Reason:
    """The reason when the seat has nothing to decide (the odds still hold)."""
    return Reason("wait", WAIT)


def only_choice(legal: list[Choice]) -> Action | None:
    """The one legal action when there is exactly one (an amount range with one value counts)."""
    if len(legal) != 1:
        return None
    c = legal[0]
    if isinstance(c, Action):
        return c
    return c.at(c.lo) if c.lo == c.hi else None


def only_reason(action: Action) -> Reason:
    """The reason for a forced action."""
    return Reason("only", ONLY, {"action": action.text})


def no_search_needed(view: dict[str, Any], legal: list[Choice]) -> Advice | None:
    """A searching game's advice when there is nothing to weigh (no decision, or one forced choice), else None."""
    seat = view["seat"]
    if not legal:
        return Advice(view["game"], seat, None, waiting(), {"candidates": []})
    forced = only_choice(legal)
    if forced is not None:
        return Advice(view["game"], seat, forced.text, only_reason(forced), {"candidates": []})
    return None
