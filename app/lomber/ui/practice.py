"""Practice against the computer: Game ▸ Take back (Ctrl+Z) undoes the human's last decision.

Only when every human at the table is on this screen (one human, the other seats this app's computers): never in
hot-seat. The controller rebuilds the match from its record cut before that decision (`MatchController.take_back`)
and the window re-syncs the table as when it opens a record. The match is marked practice from then on (its record,
its autosave, its row in the history), and the statistics leave it out unless asked to count it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lomber.ui.texts import N_, tr

if TYPE_CHECKING:
    from lomber.ui.mainwindow import MainWindow


class Practice:
    """The window's Take back action, enabled while there is a decision of the human's to take back."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def add_actions(self, menu: Any) -> None:
        w = self.window
        self.act_take_back = w._action(menu, N_("&Take back"), "Ctrl+Z", self.take_back)
        self.act_take_back.setEnabled(False)
        c = w.controller
        for signal in (c.started, c.acted, c.matchEnded):
            signal.connect(lambda *_: self.refresh())

    def refresh(self) -> None:
        self.act_take_back.setEnabled(self.window.controller.can_take_back())

    def take_back(self) -> None:
        w = self.window
        if not w.controller.take_back():
            w.status(tr("There is no decision of yours to take back."), 5000)
            return
        w.note(lambda: tr("Your last decision was taken back. This match is practice now: "
                          "the statistics leave it out unless you ask them to count it."))
        w.status(tr("Your last decision was taken back."), 5000)
