"""The conformance check a game passes, wherever it comes from: `check_game(game_id)`.

Each check plays the game or reads what it declares and raises `CheckFailed` saying what is wrong; what a check
needs, the game declares (`GameInfo.quick_tables`, `example`, `deal_columns`, `errors` …), so a game installed
from outside the app runs them as the app's own four do. `python -m lomber.testing [GAME …]` prints the report.

    from lomber.testing import check_game
    report = check_game("mygame")
    assert report.ok, report
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from lomber.testing.common import CheckFailed
from lomber.testing.deals import deal_results, positions, worked_example
from lomber.testing.panels import option_specs, rule_panels
from lomber.testing.play import clone_isolation, fair_play, invariants, quiet_replay
from lomber.testing.texts import advice, error_words, translations

__all__ = ["CHECKS", "CheckFailed", "Outcome", "Report", "check_game", "run_check"]

# name -> check, in the order a report lists them. A check returns a line saying what it covered.
CHECKS: dict[str, Callable[[str], str]] = {
    "invariants": invariants,
    "fair-play": fair_play,
    "clone-isolation": clone_isolation,
    "quiet-replay": quiet_replay,
    "positions": positions,
    "deal-results": deal_results,
    "worked-example": worked_example,
    "option-specs": option_specs,
    "rule-panels": rule_panels,
    "error-words": error_words,
    "translations": translations,
    "advice": advice,
}


@dataclass(frozen=True)
class Outcome:
    """One check's result: `error` is empty when it passed; `detail` says what it covered or what failed."""

    name: str
    detail: str
    seconds: float
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error


@dataclass
class Report:
    """Every check's outcome for one game."""

    game: str
    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(o.ok for o in self.outcomes)

    @property
    def failed(self) -> list[str]:
        return [o.name for o in self.outcomes if not o.ok]

    def __str__(self) -> str:
        lines = [f"check_game({self.game!r}): " + ("ok" if self.ok else f"FAILED {', '.join(self.failed)}")]
        for o in self.outcomes:
            lines.append(f"  {'ok  ' if o.ok else 'FAIL'} {o.name:<16} {o.seconds:6.1f} s  {o.error or o.detail}")
        return "\n".join(lines)


def run_check(game_id: str, name: str) -> str:
    """Run one check by name; CheckFailed (an AssertionError) says what is wrong."""
    from lomber.engine.registry import game_info

    game_info(game_id)    # an unknown or broken game is an OptionError here, before any check
    return CHECKS[name](game_id)


def check_game(game_id: str, only: Iterable[str] | None = None) -> Report:
    """Run every check (or `only` those) on a registered game and gather the outcomes; never raises for a failed
    check (an unknown check name is a KeyError, an unknown game an OptionError)."""
    names = list(CHECKS) if only is None else list(only)
    for name in names:
        CHECKS[name]
    report = Report(game_id)
    for name in names:
        start = time.perf_counter()
        try:
            detail, error = run_check(game_id, name), ""
        except CheckFailed as e:
            detail, error = "", str(e)
        except Exception as e:  # noqa: BLE001 -- a game's crash is a failed check, reported with where it came from
            where = traceback.extract_tb(e.__traceback__)[-1]
            detail, error = "", f"{type(e).__name__}: {e} (at {where.filename}:{where.lineno})"
        report.outcomes.append(Outcome(name, detail, time.perf_counter() - start, error))
    return report
