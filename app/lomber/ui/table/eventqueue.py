"""The table's clock: batches of events are animated one step at a time, each batch then settled to its view.

Everything the user reads follows this clock: `shown` is emitted as each event's step runs (the log, the
scores and the prompts listen), `settled` when a batch's view is in place, `idle` when nothing is left.
At INSTANT speed a batch is applied synchronously, so tests and `--smoke` stay fast and deterministic.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from lomber.engine.events import Event

Step = tuple[Event | None, Callable[[], None], int]   # the event it shows, what to do, ms to hold after it


class Animator(Protocol):
    """What the queue asks of the scene."""

    def plan(self, events: list[Event], view: dict) -> list[Step]: ...
    def apply_at_once(self, events: list[Event], view: dict) -> None: ...
    def reconcile(self, view: dict, duration: int) -> None: ...
    def finish_moves(self) -> None: ...
    def moving(self) -> bool: ...
    def instant(self) -> bool: ...
    def settle_ms(self) -> int: ...


class EventQueue(QObject):
    """Runs batches of (events, view) in order on one timer; never recursive, never late to `idle`."""

    shown = Signal(object)      # an Event, as the table shows it
    settled = Signal(object)    # a batch's view, once the table matches it
    idle = Signal()

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animator = animator
        self._batches: deque[tuple[list[Event], dict]] = deque()
        self._steps: deque[Step] = deque()
        self._batch_view: dict | None = None
        self._running = False
        self._draining = False
        self._held = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._until = 0

    def push(self, events: list[Event], view: dict) -> None:
        """Animate `events` in order, then settle to `view`; `idle` when all is done."""
        self._batches.append((list(events), view))
        if self._draining or self._running or self._held:
            return
        if self.animator.instant():
            self.drain()
        else:
            # The batch starts on the next turn of the event loop: whoever just made it (a host serving the batch to
            # its clients, an idle handler of this queue) has that turn to itself, so no one turn holds both
            # (docs/network.md, Figures); `busy` already says the table is at work.
            self._running = True
            self._timer.start(0)

    def busy(self) -> bool:
        """Animations still running or queued."""
        return self._running or bool(self._batches)

    def held(self) -> bool:
        """The clock is stopped (`hold`)."""
        return self._held

    def hold(self, on: bool) -> None:
        """Stop the clock where it is: nothing more is shown and batches wait (the replay viewer has the screen,
        so a match in progress waits for its table); released, the clock goes on from the same step."""
        if on == self._held:
            return
        self._held = on
        if on:
            self._timer.stop()
            return
        if self.animator.instant():
            if self._running or self._batches:
                self.stop(announce=True)
                self.drain()            # emits idle: whoever waits for the table goes on
        elif self._running:
            self._timer.start(0)
        elif self._batches:
            self._running = True
            self._tick()

    def mark(self, ms: int) -> None:
        """An animation of `ms` has started: the batch is not settled before it ends."""
        self._until = max(self._until, self._clock.elapsed() + ms)

    def clear(self) -> None:
        """Forget the batches not started yet."""
        self._batches.clear()

    def stop(self, announce: bool = False) -> None:
        """Finish every animation at once; the running batch's remaining steps are dropped (its view stays).

        `announce`: the dropped steps' events are still emitted as `shown` (the speed became INSTANT: the log and the
        results must not miss them); without it the caller redraws what they said (a new table, a new viewer)."""
        self._timer.stop()
        steps, self._steps = self._steps, deque()
        if announce:
            for event, _fn, _hold in steps:
                if event is not None:
                    self.shown.emit(event)
        self.animator.finish_moves()
        view, self._batch_view = self._batch_view, None
        self._running = False
        self._until = 0
        if view is not None:
            self.animator.reconcile(view, 0)
            self.settled.emit(view)

    def drain(self) -> None:
        """Apply every queued batch synchronously; handlers of `idle` may queue more."""
        self._draining = True
        try:
            while True:
                while self._batches:
                    events, view = self._batches.popleft()
                    self.animator.apply_at_once(events, view)
                    for e in events:
                        self.shown.emit(e)
                    self.settled.emit(view)
                self.idle.emit()
                if not self._batches:
                    break
        finally:
            self._draining = False

    def _tick(self) -> None:
        """Run steps until one holds; between batches settle to the batch's view; idle at the end."""
        while True:
            if self._held:             # held from a handler of this tick: the clock stops here
                return
            if self._batch_view is None and not self._steps:
                if not self._batches:
                    self._running = False
                    self.idle.emit()
                    return
                events, view = self._batches.popleft()
                self._batch_view = view
                self._steps = deque(self.animator.plan(events, view))
            while self._steps:
                event, fn, hold = self._steps.popleft()
                fn()
                if event is not None:
                    self.shown.emit(event)
                if self._held:
                    return
                if hold > 0:
                    self._timer.start(hold)
                    return
            wait = self._remaining()
            if wait <= 0 and self._batch_view is not None:
                view, self._batch_view = self._batch_view, None
                self.animator.reconcile(view, self.animator.settle_ms())
                self.settled.emit(view)
                wait = self._remaining()
            if wait > 0:
                self._timer.start(wait)
                return

    def _remaining(self) -> int:
        """Milliseconds until the animations started so far end (polls if one overran)."""
        left = self._until - self._clock.elapsed()
        if left > 0:
            return int(left) + 1
        return 16 if self.animator.moving() else 0
