#!/usr/bin/env python3
"""Show the Statistics window, the replay chooser or a replay on a history of computer-played matches.

    PYTHONPATH=app python scripts/history_shot.py stats|chooser|replay|empty [--lang en|ru] [--size 1280x800]
        [--game ferme] [--move N] [--matches 4] [--grab OUT.png]

The history (in a temp folder) holds `--matches` matches of each game between easy computer players named
Anna, Boris, Vera, the first seat marked human. `replay` shows the latest match of `--game` at move N (the
end if N is past it). Without --grab the window stays open (use with scripts/screenshot.sh on Xvfb).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

TABLES = {"ferme": (3, {"starting_chips": 12}), "chemin-de-fer": (3, {"starting_chips": 60}),
          "fortuna": (3, {"parties": 1, "starting_chips": 200}), "fly": (3, {})}
NAMES = ["Anna", "Boris", "Vera"]


def fill_history(history, per_game: int) -> None:
    """Play `per_game` matches of each game between easy computer players and add them."""
    from lomber.ai.registry import make_player
    from lomber.engine.actions import AmountChoice
    from lomber.engine.match import Seat
    from lomber.engine.registry import new_match

    for game, (n, options) in TABLES.items():
        for seed in range(per_game):
            seats = [Seat(NAMES[i], "human" if i == 0 else "ai", None if i == 0 else "easy") for i in range(n)]
            m = new_match(game, seats, {**options, "first_dealer": seed % n}, 100 + seed)
            players = [make_player(game, "easy", seed * 7 + i) for i in range(n)]
            while not m.finished and len(m.history) < 5000:
                seat = m.to_act()
                legal = m.legal_actions()
                action = players[seat].choose(m.view(seat), legal)
                m.apply(seat, action if not isinstance(action, AmountChoice) else action.at(action.lo))
            if m.finished:
                history.add_match(m.record())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["stats", "chooser", "replay", "empty"])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--game", default="ferme")
    ap.add_argument("--move", type=int, default=10)
    ap.add_argument("--matches", type=int, default=4)
    ap.add_argument("--grab")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="lomber-shot-")
    os.environ["LOMBER_CONFIG_DIR"] = os.path.join(tmp, "config")
    os.environ["LOMBER_DATA_DIR"] = os.path.join(tmp, "data")
    width, height = (int(x) for x in args.size.split("x"))

    app = QApplication(sys.argv[:1])
    from lomber.settings import Settings
    from lomber.storage.history import History
    from lomber.ui.shell.language import use_language
    from lomber.ui.shell.mainwindow import MainWindow

    use_language(app, args.lang)
    history = History()
    if args.what != "empty":
        fill_history(history, args.matches)
    w = MainWindow(Settings(speed="normal", language=args.lang), history, save_settings_on_close=False)
    w.resize(width, height)
    w.move(0, 0)
    w.show()

    def act() -> None:
        if args.what in ("stats", "empty"):
            w.show_statistics()
            dlg = w.stats_window
            dlg.resize(min(dlg.width(), width - 20), min(dlg.height(), height - 40))
            dlg.move(10, 10)
            tab = dlg.tab(args.game)
            if tab is not None:
                dlg.tabs.setCurrentWidget(tab)
        elif args.what == "chooser":
            from lomber.ui.panels.replay import choose_replay
            dlg = choose_replay(w)
            dlg.resize(min(dlg.width(), width - 20), min(dlg.height(), height - 40))
            dlg.move(10, 10)
        else:
            from lomber.ui.panels.replay import start_replay
            row = next(r for r in history.matches(args.game))
            r = start_replay(w, row.match_id, row.ended)
            r.scene.set_speed(__import__("lomber.ui.table.speeds", fromlist=["Speed"]).Speed.INSTANT)
            r.seek(min(args.move, r.cursor.end))
        if args.grab:
            QTimer.singleShot(800, lambda: (app.primaryScreen().grabWindow(0).save(args.grab), app.quit()))

    QTimer.singleShot(300, act)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
