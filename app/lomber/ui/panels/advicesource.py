"""What the Hint and the odds panel see of a match: the advisor's answers and the decision on screen.

The panels know this narrow source, never the window: the window gives them its adapter (ui/shell/advice.py), a
test a fake one (tests/gui/test_panels_alone.py). `current_decision` and `advice_off` say it for a controller.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from lomber.engine.options import N_

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from lomber.engine.actions import Choice
    from lomber.search.advice import Advice
    from lomber.ui.texts import GameTexts


@dataclass(frozen=True)
class Decision:
    """The human decision on screen: what the advisor is asked, and the key its answer comes back with."""

    key: Hashable
    seat: int
    seed: int
    view: dict
    legal: list[Choice]


@dataclass(frozen=True)
class MatchState:
    """The match as the panels need it: whether there is one, is over, is behind the hot-seat curtain; its
    generation and seed (an odds question's key and seed are made from them)."""

    on: bool = False
    finished: bool = False
    curtain: bool = False
    gen: int = 0
    seed: int = 0


class Advisor(Protocol):
    """The advisor the panels ask (controller/advice_service.py's AdviceService): an answer now if it knows it,
    else `ready(key, advice)` or `failed(key, error)` later."""

    ready: SignalInstance
    failed: SignalInstance

    def ask(self, key: Hashable, seed: int, view: dict, legal: list) -> Advice | None: ...


class AdviceSource(Protocol):
    """Everything the Hint and the odds panel read: the advisor, the match's state, the decision on screen,
    why advice is off (if it is), and the words of the game on the table."""

    advisor: Advisor

    def state(self) -> MatchState: ...

    def decision(self) -> Decision | None: ...

    def off(self) -> str | None:
        """Why hints and odds are off now (English, translated when shown), or None when they are on."""
        ...

    def words(self) -> GameTexts | None: ...


def current_decision(c: Any) -> Decision | None:
    """The decision the screen's player has now at controller `c` (none behind the hot-seat curtain or while
    others act)."""
    match = c.match
    if match is None or match.finished or c.awaiting is None or c.curtain or c.awaiting != c.viewer:
        return None
    seat = c.awaiting
    # The table's seed, as `lomber advise` gives it: the advisor makes the search's own from the position.
    return Decision((c.gen, c.events_seen, seat), seat, match.seed, match.view(seat),
                    list(match.legal_actions()))


# Why hints and odds are off (English, translated when shown).
OFF_HOT_SEAT = N_("Hints and odds are off in hot-seat games (Game ▸ Hints and odds in hot-seat games).")
OFF_BY_HOST = N_("The host of this table turned hints and odds off.")


def advice_off(c: Any, in_hot_seat: bool) -> str | None:
    """Why hints and odds are off at controller `c` (a text to translate), or None when they are on: always on
    against the computer, in hot-seat only if the user said so (`in_hot_seat`), at a network seat if its host
    allows them (docs/network.md)."""
    if getattr(c.match, "remote", False):
        return None if getattr(c.match, "advice", False) else OFF_BY_HOST
    if c.hot_seat() and not in_hot_seat:
        return OFF_HOT_SEAT
    return None


def match_state(c: Any) -> MatchState:
    """The state of controller `c`'s match."""
    match = c.match
    if match is None:
        return MatchState()
    return MatchState(True, bool(match.finished), bool(c.curtain), c.gen, match.seed)
