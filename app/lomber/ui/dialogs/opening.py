"""Opening a long record in the window: a progress dialog with Cancel while its actions are replayed.

The engine is pure Python, so a worker thread would hold the GIL and freeze the window as surely; instead the
replay tells its progress every `records.PROGRESS_EVERY_S` (50 ms) and the dialog lets the window handle its
events there (repaint, the Cancel button). Cancel stops the replay with `ReplayStopped`: nothing it built is kept
and the match on the table is left as it was. A short record opens before the dialog would show.
"""

from __future__ import annotations

import time
from types import TracebackType
from typing import Any, Self

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from lomber.ui.plaintext import progress_dialog
from lomber.ui.texts import tr

SHOW_AFTER_S = 0.4     # a replay done sooner never shows the dialog (no flash for an ordinary record)
BIG_FILE = 1 << 20     # a file this large shows the dialog at once: reading and checking it alone takes a moment


class ReplayProgress:
    """A `records.Progress` for the window: shows a modal progress dialog once the replay has taken SHOW_AFTER_S
    (or at once for a big file, see `reading`) and returns False once Cancel is pressed. Use it in a `with`."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        self.started = time.perf_counter()
        self.dialog: Any = None      # the QProgressDialog, made by lomber.ui.plaintext
        self.shown_at: tuple[int, int] | None = None     # the first (done, total) the dialog showed: for tests

    def reading(self) -> None:
        """A big file is about to be read and checked: show the dialog now, as a busy bar."""
        self._show(0, 0)

    def __call__(self, done: int, total: int) -> bool:
        if self.dialog is None and time.perf_counter() - self.started < SHOW_AFTER_S:
            return True
        dialog = self._show(done, total)
        if dialog.maximum() != total:
            dialog.setRange(0, total)
        dialog.setValue(done)
        QCoreApplication.processEvents()   # the window repaints; a click on Cancel arrives here
        # Esc closes the dialog as Cancel does; a window closed meanwhile (Ctrl+C in the terminal) stops it too.
        return not dialog.wasCanceled() and self.parent.isVisible()

    def _show(self, done: int, total: int) -> Any:
        if self.dialog is None:
            dialog = progress_dialog(tr("Replaying the saved match's moves…"), tr("Cancel"), total, self.parent)
            dialog.setWindowTitle(tr("Opening a saved match"))
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.setAutoClose(False)
            dialog.setAutoReset(False)
            dialog.setMinimumDuration(0)
            dialog.setRange(0, total)
            dialog.setValue(done)
            dialog.show()
            self.dialog, self.shown_at = dialog, (done, total)
            QCoreApplication.processEvents()
        return self.dialog

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()
