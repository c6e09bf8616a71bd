"""Runs the real `lomber` entry point with a computer-only match instead of the new-game dialog.

Used by the kill -9 and two-instance tests: `python tests/reliability/drive.py GAME SEATS SEED [OPTIONS_JSON]`
with LOMBER_CONFIG_DIR / LOMBER_DATA_DIR pointing at a temp folder. Only the two places where a person would
click are replaced: the new-game dialog (a computer-only match starts) and the "Resume?" question (Yes).
Everything else is the app as installed: the window, the controller, the AI process, the autosave.
It prints one line per fact the test waits for: `started`, `resumed N` (actions replayed), `ended`,
`raised` (a second start brought the window forward).
"""

from __future__ import annotations

import json
import sys


def main() -> int:
    game, seats, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    options = json.loads(sys.argv[4]) if len(sys.argv) > 4 else {}
    del sys.argv[1:]

    from PySide6.QtWidgets import QMessageBox

    from lomber import cli
    from lomber.engine.match import Seat
    from lomber.ui.shell import instance
    from lomber.ui.shell.mainwindow import MainWindow
    from lomber.ui.shell.matchglue import MatchGlue

    def say(text: str) -> None:
        print(text, flush=True)

    def new_game_dialog(self: MainWindow, _named: str | None = None) -> None:   # the game is fixed here
        players = [Seat(f"Player {i + 1}", "ai", "normal") for i in range(seats)]
        if self.start_game(game, players, {**options, "first_dealer": 0}, seed=seed):
            say("started")

    original_resume = MainWindow.resume

    def resume(self: MainWindow, match, past=None) -> None:
        original_resume(self, match, past)
        say(f"resumed {len(match.history)}")

    original_ended = MatchGlue._on_match_ended

    def ended(self: MatchGlue, summary: dict) -> None:
        original_ended(self, summary)
        say("ended")

    original_forward = instance.bring_forward

    def forward(window) -> None:
        original_forward(window)
        say("raised")

    MainWindow.new_game_dialog = new_game_dialog
    MainWindow.resume = resume
    MatchGlue._on_match_ended = ended
    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    instance.bring_forward = forward
    import lomber.ui.shell.app as app_module
    app_module.bring_forward = forward
    return cli.main([])


if __name__ == "__main__":
    sys.exit(main())
