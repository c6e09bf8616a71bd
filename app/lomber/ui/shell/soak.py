"""`lomber --soak N`: N computer-only deals across every game in the real window; errors, scene items and memory.

The window is the app's own (its computer players in their process, autosave, history, results boxes), with
its own temp folders like `--smoke`, and silent. Tables rotate through each game's typical table and its
quick tables (every seat count and variant the invariant tests use), a few deals a match, so tables are laid
and cleared hundreds of times. Every REPORT_EVERY deals a line says the errors, the scene's items and the
process's RSS; the run fails on any error, on a table laid showing more items than the first time it was laid,
or on RSS growing by GROWTH_LIMIT or more from the first report to the last.
"""

from __future__ import annotations

import dataclasses
import gc
import json
import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from lomber.engine.gameinfo import Table
from lomber.engine.match import Seat
from lomber.engine.registry import game_ids, game_info

REPORT_EVERY = 100
DEALS_PER_MATCH = 3        # then the next table: tables are laid and cleared often, where leaks would hide
GROWTH_LIMIT = 0.10        # docs/design.md: RSS after 1,000 deals vs after 100, growth < 10 %
MAX_ERRORS = 20            # then the run stops: the first ones say what is wrong
DEAL_TIMEOUT_MS = 120_000  # no deal takes this long, even at FAST on a busy machine
LEVELS = ("normal", "easy")
# Speeds: `instant` (no animation: a thousand deals in minutes), `fast` (the smoke run's, every frame
# animated: an hour for a thousand), `mixed` (every ANIMATED_EVERY-th deal at FAST, the rest INSTANT).
SPEEDS = ("mixed", "instant", "fast")
ANIMATED_EVERY = 10


def rss_bytes(pid: int | None = None) -> int | None:
    """The resident memory of a process (this one by default), or None where /proc does not tell it."""
    try:
        with open(f"/proc/{pid or 'self'}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def soak_tables(game: str) -> list[Table]:
    """The tables the soak plays of `game`: its typical table, then its quick tables (seat counts, variants)."""
    info = game_info(game)
    tables = [info.bench, *info.quick_tables]
    return [Table(t.seats, {"first_dealer": 0, **t.options}) for t in tables]


@dataclass
class Report:
    """The window after so many deals."""

    deals: int
    seconds: float
    errors: int
    items: int            # the scene's items at this deal's end
    rss: int | None       # bytes, after a garbage collection
    worker_rss: int | None
    objects: int          # Python objects the collector tracks
    game: str

    def line(self) -> str:
        return (f"soak: {self.deals} deals in {self.seconds:.0f} s: errors {self.errors}, scene items {self.items} "
                f"({self.game}), RSS {_mb(self.rss)} (computer players {_mb(self.worker_rss)}), "
                f"Python objects {self.objects}")


def _mb(n: int | None) -> str:
    return "n/a" if n is None else f"{n / 2**20:.1f} MB"


@dataclass
class SoakResult:
    """What a soak found: its reports, its errors, and how many items each table had when laid."""

    deals_wanted: int
    speed: str
    reports: list[Report] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    laid: dict[str, list[int]] = field(default_factory=dict)   # table → items shown right after each setup
    per_game: Counter[str] = field(default_factory=Counter)
    matches: int = 0
    seconds: float = 0.0

    @property
    def deals(self) -> int:
        return sum(self.per_game.values())

    def growth(self) -> float | None:
        """RSS growth from the first report to the last (None: fewer than two reports, or no RSS here)."""
        if len(self.reports) < 2 or self.reports[0].rss is None or self.reports[-1].rss is None:
            return None
        return self.reports[-1].rss / self.reports[0].rss - 1

    def laid_growth(self) -> list[str]:
        """Tables laid later with more items than the most seen the first time round (items left behind)."""
        return [f"{key}: {counts[0]} items shown when first laid, {max(counts)} later" for key, counts in self.laid.items()
                if len(counts) > 1 and max(counts[1:]) > counts[0]]

    def problems(self) -> list[str]:
        out = list(self.errors)
        if self.deals < self.deals_wanted:
            out.append(f"only {self.deals} of {self.deals_wanted} deals were played")
        g = self.growth()
        if g is not None and g >= GROWTH_LIMIT:
            out.append(f"RSS grew {g:+.1%} from {self.reports[0].deals} to {self.reports[-1].deals} deals "
                       f"(limit {GROWTH_LIMIT:.0%})")
        out += self.laid_growth()
        return out

    def ok(self) -> bool:
        return not self.problems()

    def summary(self) -> str:
        g = self.growth()
        if g is None:
            grew = "RSS growth not judged (fewer than two reports)"
        else:
            grew = (f"RSS after {self.reports[0].deals} deals {_mb(self.reports[0].rss)}, after "
                    f"{self.reports[-1].deals} {_mb(self.reports[-1].rss)}: {g:+.1%} (limit {GROWTH_LIMIT:.0%})")
        games = ", ".join(f"{g} {n}" for g, n in self.per_game.items())
        return (f"soak: {self.deals} deals ({games}) in {self.matches} matches, {self.seconds:.0f} s at {self.speed} "
                f"speed; {grew}; errors {len(self.errors)}; {'ok' if self.ok() else 'FAILED'}")

    def to_json(self) -> dict[str, Any]:
        return {"deals": self.deals, "deals_wanted": self.deals_wanted, "speed": self.speed, "matches": self.matches,
                "seconds": round(self.seconds, 1), "per_game": dict(self.per_game), "errors": self.errors,
                "reports": [dataclasses.asdict(r) for r in self.reports], "growth": self.growth(),
                "laid": self.laid, "problems": self.problems(), "ok": self.ok()}


class SoakRun:
    """Drives the window: one table after another, a few deals each, until N deals were played."""

    def __init__(self, app: QApplication, window: Any, deals: int, speed: str = "mixed",
                 every: int = REPORT_EVERY, report: Callable[[Report], None] | None = None,
                 progress: Callable[[int, int], None] | None = None) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"speed {speed!r}: one of {', '.join(SPEEDS)}")
        self.app, self.window, self.speed, self.every = app, window, speed, every
        self.result = SoakResult(deals, speed)
        self.report, self.progress = report, progress
        self.games = list(game_ids())
        self.tables = {g: soak_tables(g) for g in self.games}
        self.visits: Counter[str] = Counter()
        self.in_match = 0                 # deals played at this table
        self.key = ""                     # the table on now
        self.game = ""
        self.notices = len(window.notices)
        self.started = time.perf_counter()
        self.closed = False               # close() was called: the run's loop has ended
        self.deadline = QTimer()
        self.deadline.setSingleShot(True)
        self.deadline.timeout.connect(
            lambda: self._error(f"no deal ended in {DEAL_TIMEOUT_MS // 1000} s at {self.key}", fatal=True))
        ctrl = window.controller
        ctrl.dealEnded.connect(self._deal_ended)
        ctrl.matchEnded.connect(lambda *_: self._next_soon())
        # A player that failed or was refused leaves its match waiting: the run stops there, saying why.
        ctrl.problem.connect(
            lambda kind, seat, detail: self._error(f"{kind} (seat {seat}) at {self.key}: {detail}", fatal=True))
        self._old_hook = sys.excepthook
        sys.excepthook = self._hook

    # ----- errors
    def _hook(self, kind: Any, value: Any, tb: Any) -> None:
        self._error("".join(traceback.format_exception(kind, value, tb)).rstrip())

    def _error(self, text: str, fatal: bool = False) -> None:
        self.result.errors.append(text)
        if fatal or len(self.result.errors) >= MAX_ERRORS:
            self.deadline.stop()
            self.window.controller.stop()
            self._exit(1)

    def _check_notices(self) -> None:
        """A message to the user in a computer-only run means something went wrong (history, autosave …)."""
        notices = self.window.notices
        for text in notices[self.notices:]:
            self._error(f"the window told the user at {self.key}: {text}")
        self.notices = len(notices)

    # ----- the run
    def start(self) -> None:
        QTimer.singleShot(0, self._next)

    def _speed_for(self, deal: int) -> str:
        if self.speed == "mixed":
            return "fast" if deal % ANIMATED_EVERY == ANIMATED_EVERY - 1 else "instant"
        return self.speed

    def _apply_speed(self) -> None:
        """The next deal's animations; no thinking pauses (as `--smoke`): the soak checks the table, not the user."""
        self.window.apply_speed(self._speed_for(self.result.deals))
        self.window.controller.ai_pause_ms = self.window.controller.result_pause_ms = 0

    def _next_soon(self) -> None:
        if self.key:
            self.key = ""
            QTimer.singleShot(0, self._next)

    def _next(self) -> None:
        """Sit the computers down at the next table (games in turn, each game's tables in turn)."""
        self._check_notices()
        if self.result.deals >= self.result.deals_wanted or len(self.result.errors) >= MAX_ERRORS:
            self._finish()
            return
        game = self.games[self.result.matches % len(self.games)]
        tables = self.tables[game]
        table = tables[self.visits[game] % len(tables)]
        self.visits[game] += 1
        self.result.matches += 1
        self.game, self.in_match = game, 0
        self.key = f"{game} {table.seats} seats {json.dumps(dict(table.options), sort_keys=True)}"
        seats = [Seat(f"Computer {i + 1}", "ai", LEVELS[i % len(LEVELS)]) for i in range(table.seats)]
        self._apply_speed()
        self.deadline.start(DEAL_TIMEOUT_MS)
        if not self.window.start_game(game, seats, dict(table.options), seed=self.result.matches):
            self._error(f"could not start {self.key}")
            QTimer.singleShot(0, self._next)
            return
        # Right after the table is laid: the same table at the same speed must show the same items (at INSTANT
        # the first deal is already on it, animated it is still coming). Hidden ones are not counted: the table
        # keeps a label per role once made, hidden till a deal needs it.
        shown = sum(1 for item in self.window.scene.items() if item.isVisible())
        self.result.laid.setdefault(f"{self.key} at {self._speed_for(self.result.deals)}", []).append(shown)

    def _deal_ended(self, *_: Any) -> None:
        if not self.key:
            return
        r = self.result
        r.per_game[self.game] += 1
        self.in_match += 1
        self.deadline.start(DEAL_TIMEOUT_MS)
        if self.progress is not None:
            self.progress(r.deals, r.deals_wanted)
        if r.deals % self.every == 0 or r.deals == r.deals_wanted:
            self._report()
        if r.deals >= r.deals_wanted or self.in_match >= DEALS_PER_MATCH:
            self._leave()
        else:
            self._apply_speed()

    def _leave(self) -> None:
        """Done at this table: a game that can be stopped is stopped (as a user would), the next table follows."""
        match = self.window.controller.match
        if match is not None and not match.finished and game_info(match.game_id).can_stop():
            self.window.stop_match()   # settles and records it; its matchEnded follows when the table is idle
            QTimer.singleShot(0, self._next_soon)   # in case the stop's events end nothing new (already idle)
        else:
            self._next_soon()

    def _report(self) -> None:
        self._check_notices()
        gc.collect()
        proc = getattr(self.window.controller.ai_process, "proc", None)
        rep = Report(self.result.deals, time.perf_counter() - self.started, len(self.result.errors),
                     len(self.window.scene.items()), rss_bytes(), rss_bytes(proc.pid) if proc is not None else None,
                     len(gc.get_objects()), self.game)
        self.result.reports.append(rep)
        if self.report is not None:
            self.report(rep)

    def _finish(self) -> None:
        self.deadline.stop()
        self.window.controller.stop()
        self._exit(0 if not self.result.errors else 1)

    def _exit(self, code: int) -> None:
        """End the run's event loop; nothing once it is closed (a late signal must not end another loop)."""
        if not self.closed:
            self.app.exit(code)

    def close(self) -> SoakResult:
        self.closed = True
        self.deadline.stop()
        sys.excepthook = self._old_hook
        self.result.seconds = time.perf_counter() - self.started
        return self.result


def soak(deals: int, speed: str = "mixed", every: int = REPORT_EVERY, report: Callable[[Report], None] | None = None,
         progress: Callable[[int, int], None] | None = None) -> SoakResult:
    """Play `deals` computer-only deals in the real window (temp folders, no sound); its result."""
    from lomber.settings import scratch_folders

    if "DISPLAY" not in os.environ and "WAYLAND_DISPLAY" not in os.environ:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with scratch_folders("lomber-soak-"):   # never the user's settings or history
        return _soak(deals, speed, every, report, progress)


def _soak(deals: int, speed: str, every: int, report: Callable[[Report], None] | None,
          progress: Callable[[int, int], None] | None) -> SoakResult:
    from lomber.settings import Settings
    from lomber.ui.shell.app import QUIET_QT, create_window, tune_interpreter

    qt_errors: list[str] = []

    def qt_message(kind: QtMsgType, context: Any, message: str) -> None:
        if any(q in message for q in QUIET_QT):
            return
        print(f"qt: {message}", file=sys.stderr)
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            qt_errors.append(f"Qt: {message}")

    previous = qInstallMessageHandler(qt_message)
    try:
        tune_interpreter()
        app = QApplication.instance() or QApplication(sys.argv[:1])
        window = create_window(app, settings=quiet(Settings(speed="instant" if speed == "mixed" else speed)))
        window.resize(1280, 800)
        run = SoakRun(app, window, deals, speed, every, report, progress)
        run.start()
        try:
            app.exec()
        finally:
            result = run.close()
            window.controller.shutdown()
            window.close()
            window.deleteLater()
    finally:
        qInstallMessageHandler(previous)
    result.errors += qt_errors
    return result


def quiet(settings: Any) -> Any:
    """The settings with the table's sounds off where the settings have sounds: a soak is run, not heard."""
    names = {f.name for f in dataclasses.fields(settings)}
    return dataclasses.replace(settings, sound=False) if "sound" in names else settings


def run_soak_command(deals: int, speed: str = "mixed") -> int:
    """`lomber --soak N`: the reports and the summary on stdout, progress on a terminal's stderr; 1 on failure."""
    tty = sys.stderr.isatty()

    def progress(done: int, wanted: int) -> None:
        sys.stderr.write(f"\rsoak: {done}/{wanted} deals")
        sys.stderr.flush()

    def report(r: Report) -> None:
        if tty:
            sys.stderr.write("\r\033[K")
        print(r.line(), flush=True)

    result = soak(deals, speed, report=report, progress=progress if tty else None)
    if tty:
        sys.stderr.write("\r\033[K")
    for text in result.problems():
        print(f"soak: {text}", flush=True)
    print(result.summary(), flush=True)
    return 0 if result.ok() else 1


def json_main(argv: list[str] | None = None) -> int:
    """For `lomber bench`: `python -m lomber.ui.shell.soak DEALS SPEED EVERY` prints `progress D N` lines on stderr
    as deals end, then the result as JSON on stdout."""
    args = sys.argv[1:] if argv is None else argv
    deals, speed, every = int(args[0]), args[1], int(args[2])

    def progress(done: int, wanted: int) -> None:
        print(f"progress {done} {wanted}", file=sys.stderr, flush=True)

    result = soak(deals, speed, every, progress=progress)
    print(json.dumps(result.to_json()), flush=True)
    return 0 if result.ok() else 1


if __name__ == "__main__":
    raise SystemExit(json_main())
