"""Saved matches from the window: Game ▸ Open and Save, the autosave offered at start, a long record's progress."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

from lomber.controller.match_controller import PAST_EVENTS
from lomber.engine.errors import RecordError
from lomber.engine.records import EventTail, ReplayStopped
from lomber.storage.autosave import autosave_path, read_autosave
from lomber.ui.errors import error_text, os_error_text
from lomber.ui.plaintext import ask
from lomber.ui.texts import fmt, game_name, tr

if TYPE_CHECKING:   # saved files and the opening's progress load when first used, not before the first paint
    from lomber.ui.dialogs.opening import ReplayProgress
    from lomber.ui.shell.mainwindow import MainWindow


class MatchFiles:
    """Opening and saving the window's match."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self._opening: ReplayProgress | None = None   # a record being opened (ui/dialogs/opening.py): one at a time

    def offer_resume(self) -> bool:
        """At start: offer the autosaved match, if any. True if it was resumed."""
        past = EventTail(PAST_EVENTS)
        with self._replaying(autosave_path()) as progress:
            if progress is None:
                return False
            try:
                match, problem = read_autosave(progress=progress, events=past)
            except ReplayStopped:     # the autosave stays as it is: offered again at the next start
                self.w.status(tr("Opening was cancelled."), 5000)
                return False
        if problem:
            print(f"lomber: the autosave: {problem}", file=sys.stderr)
            self.w.notify(fmt(tr("The autosaved match could not be read and was kept aside: %1"),
                              error_text(problem, inner=True)))
        if match is None:
            return False
        from lomber.ui.dialogs.netlobby import offer_reopen

        if offer_reopen(self.w, match, past):   # a table this window hosted when it stopped: opened again
            return True
        if ask(self.w, tr("Resume?"),
               fmt(tr("A match of %1 was not finished. Continue it?"), game_name(match.game_id))):
            self.w.resume(match, past)
            return True
        return False

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # its class's enums are made with the first dialog
        path, _ = QFileDialog.getOpenFileName(self.w, tr("Open a saved match"), str(Path.home()),
                                              tr("Saved matches (*.lomber *.json)"))
        if path:
            self.open_file(path, ask=True)

    def open_file(self, path: str, ask: bool = False) -> bool:
        """Open a saved match; `ask`: a match in progress is left only if the user says so (see confirm_leave)."""
        past = EventTail(PAST_EVENTS)
        with self._replaying(Path(path)) as progress:
            if progress is None:
                return False
            from lomber.storage.saves import open_record

            try:
                _data, match = open_record(path, progress, past)
            except ReplayStopped:
                self.w.status(tr("Opening was cancelled."), 5000)
                return False
            except RecordError as exc:
                self.w.notify(fmt(tr("This file cannot be opened: %1"), error_text(exc, inner=True)))
                return False
        if ask and not self.w.confirm_leave(tr("A match of %1 is in progress. Leave it and open %2?"), Path(path).name):
            return False
        self.w.resume(match, past)
        return True

    @contextmanager
    def _replaying(self, path: Path) -> Iterator[ReplayProgress | None]:
        """The progress of opening a record (ui/dialogs/opening.py); None while another is being opened (a second start
        asking for a file while the first is replayed waits for nobody: it is refused)."""
        from lomber.ui.dialogs.opening import BIG_FILE, ReplayProgress

        if self._opening is not None:
            self.w.status(tr("Another saved match is being opened."), 5000)
            yield None
            return
        with ReplayProgress(self.w) as progress:
            self._opening = progress
            try:
                with suppress(OSError):
                    if path.stat().st_size > BIG_FILE:
                        progress.reading()
                yield progress
            finally:
                self._opening = None

    def save_dialog(self) -> None:
        from lomber.storage.saves import SUFFIX

        if self.w.controller.match is None:
            self.w.notify(tr("There is no match to save."), warn=False)
            return
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getSaveFileName(self.w, tr("Save the match"),
                                              str(Path.home() / f"{self.w.controller.match.game_id}{SUFFIX}"),
                                              tr("Saved matches (*.lomber)"))
        if path:
            self.save_file(path if Path(path).suffix else path + SUFFIX)

    def save_file(self, path: str) -> bool:
        if self.w.controller.match is None:
            return False
        from lomber.storage.saves import save_record

        try:
            save_record(self.w.controller.match, path)
        except OSError as exc:
            self.w.notify(fmt(tr("The match could not be saved: %1"), os_error_text(exc)))
            return False
        self.w.status(fmt(tr("Saved to %1"), path), 5000)
        return True
