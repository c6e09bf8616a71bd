"""The advisor off the GUI thread: the Hint and the odds panel ask here, the answer comes back as a signal.

Fortuna and Fly search for up to ~2 s and Chemin de fer's exact coup takes a fraction of a second for a fresh shoe,
so the advice is never computed on the GUI thread: in the app it runs in a process of its own (`aiproc`, like the
computer players, so a search never holds the GIL the table paints with); tests and a bundle without
multiprocessing use a worker thread. One question is answered at a time and only the newest waiting question is
kept: a question the table has moved past is never started, and an answer to one is dropped by the asker (it
compares the key).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from lomber.controller.aiproc import AIProcess, AIProcessError
from lomber.engine.actions import Choice

REMEMBERED = 8   # answers kept by key: the Hint after the odds panel asked the same question is answered at once


class _Ask(QRunnable):
    """One question to the advisor, on the service's worker thread."""

    def __init__(self, service: AdviceService, key: Hashable, seed: int, view: dict, legal: list[Choice]) -> None:
        super().__init__()
        self.service, self.key, self.seed, self.view, self.legal = service, key, seed, view, legal

    def run(self) -> None:
        proc = self.service.process
        try:
            if proc is not None:
                advice = proc.advise(self.seed, self.view, self.legal)
            else:
                from lomber.ai.advisor import advise
                advice = advise(self.view, self.legal, self.seed)
        except AIProcessError as exc:
            self._tell(None, str(exc), exc.died)
            return
        except Exception as exc:  # noqa: BLE001 - a failing advisor must never take the window down
            self._tell(None, "".join(traceback.format_exception_only(type(exc), exc)).strip(), False)
            return
        self._tell(advice, "", False)

    def _tell(self, advice: Any, error: str, died: bool) -> None:
        try:
            self.service._done.emit(self.key, advice, error, died)
        except RuntimeError:    # the service went with its window while the advisor thought: nobody to tell
            pass


class AdviceService(QObject):
    """Answers `ask(key, seed, view, legal)` with `ready(key, advice)` or `failed(key, text)`, off the GUI thread."""

    ready = Signal(object, object)       # key, Advice
    failed = Signal(object, str)         # key, the error's text (English, for the terminal)
    _done = Signal(object, object, str, bool)   # key, Advice or None, error, the process died

    def __init__(self, parent: QObject | None = None, process: bool = False) -> None:
        """`process`: the advisor runs in its own process (the app); else on a worker thread (tests)."""
        super().__init__(parent)
        self.process = AIProcess("lomber-advisor") if process else None
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.running: Hashable | None = None      # the key being answered
        self.waiting: tuple | None = None         # the newest question not started yet
        self.answers: dict[Hashable, Any] = {}    # the last few answers by key
        self.asked = 0                            # questions started (tests, the bench)
        self._done.connect(self._on_done)

    def known(self, key: Hashable) -> Any:
        """The answer to `key` if it came already (else None)."""
        return self.answers.get(key)

    def ask(self, key: Hashable, seed: int, view: dict, legal: list[Choice]) -> Any:
        """The answer at once if known; else None, and `ready(key, …)` later. A question already being answered is
        not asked again; a newer question replaces one still waiting."""
        if key in self.answers:
            return self.answers[key]
        if key == self.running:
            self.waiting = None
            return None
        if self.running is not None:
            self.waiting = (key, seed, view, list(legal))
            return None
        self._start(key, seed, view, list(legal))
        return None

    def busy(self) -> bool:
        """A question is being answered."""
        return self.running is not None

    def _start(self, key: Hashable, seed: int, view: dict, legal: list[Choice]) -> None:
        self.running = key
        self.asked += 1
        self.pool.start(_Ask(self, key, seed, view, legal))

    def _on_done(self, key: Hashable, advice: Any, error: str, died: bool) -> None:
        if key != self.running:
            return     # from before a reset
        self.running = None
        if died and self.process is not None:
            # The process cannot run here (a bundle without multiprocessing): think on the thread from now on.
            print(f"lomber: the advisor's process: {error}; it thinks in the window's process now", file=sys.stderr)
            self.process.close()
            self.process = None
        if advice is not None:
            self.answers[key] = advice
            while len(self.answers) > REMEMBERED:
                self.answers.pop(next(iter(self.answers)))
        if self.waiting is not None:
            question, self.waiting = self.waiting, None
            self._start(*question)
        if advice is not None:
            self.ready.emit(key, advice)
        else:
            print(f"lomber: the advisor: {error}", file=sys.stderr)
            self.failed.emit(key, error)

    def reset(self) -> None:
        """Forget the questions and answers of a match that is gone (an answer still coming is ignored)."""
        self.waiting = None
        self.answers.clear()
        if self.running is not None:
            self.running = None
            if self.process is not None:
                self.process.close()    # a long search for a match that is gone: stop it rather than wait

    def shutdown(self) -> None:
        """Stop the worker (the window closes); an answer still coming is ignored."""
        self.waiting = self.running = None
        self.pool.clear()
        if self.process is not None:
            self.process.close()
        self.pool.waitForDone(5000)
