#!/usr/bin/env python3
"""The real window at a moment of a game, grabbed to a PNG: mid-deal, at a deal's result, or at the match's end.

    scripts/screenshot.sh /tmp/root.png 60 .venv/bin/python scripts/deal_shot.py GAME SEATS MOMENT OUT.png \
        [--lang ru] [--size 800x600] [--seed N]

MOMENT: `mid` (the user's first decision in the play of a deal: a card to play, draw or stand …; Chemin de fer's
first coup stacked for a punter's 5), `result` (the first deal's result beside the table, paused there), `end` (the match's standings; played at once, with short-match options).
The user sits at seat 0 ("You"/«Вы»); his decisions are made by a `normal` player until the moment comes. The
window is grabbed (exactly SIZE) to OUT, then the script quits; settings and saves live in a temp folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from lomber.ai.registry import make_player
from lomber.engine.actions import PLAY, Action
from lomber.engine.events import Ev
from lomber.engine.match import Seat
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings, save_settings

NAMES = {"en": ("You", "Anna", "Boris", "Clara", "Dmitri", "Elena", "Fyodor"),
         "ru": ("Вы", "Анна", "Борис", "Клара", "Дмитрий", "Елена", "Фёдор")}
# Where "mid" stops: the first prompt offering one of these words.
MID = {"ferme": ("draw",), "chemin-de-fer": ("draw", "stand"), "fortuna": (PLAY,), "fly": (PLAY,)}
# Words the helper says whenever it may (so that the user plays the coup, the deal).
PREFER = {"chemin-de-fer": ("banco",), "fortuna": ("play",)}
# Chemin de fer asks to draw or stand only on a 5, and a user calling banco every coup may be out of chips
# before one comes: `mid` stacks the first coup (the last seat banks, the user calls banco and holds 7♣ 8♦).
STACKED_MID = {"chemin-de-fer": "7C KS 8D 3H"}
# Matches that end soon, for `end`.
SHORT = {"ferme": {"starting_chips": 10}, "chemin-de-fer": {"starting_chips": 100, "table_minimum": 50},
         "fortuna": {"parties": 1, "starting_chips": 200}, "fly": {}}


def names(lang: str, n: int) -> list[str]:
    base = list(NAMES[lang])
    return [base[i] if i < len(base) else f"{base[1][0]}{i + 1}" for i in range(n)]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("seats", type=int)
    ap.add_argument("moment", choices=("mid", "result", "end"))
    ap.add_argument("out")
    ap.add_argument("--lang", default="en", choices=("en", "ru"))
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--seed", type=int, default=5)
    a = ap.parse_args(argv)
    w, h = (int(x) for x in a.size.split("x"))
    tmp = tempfile.mkdtemp(prefix="lomber-shot-")
    os.environ[CONFIG_ENV] = os.path.join(tmp, "config")
    os.environ[DATA_ENV] = os.path.join(tmp, "data")
    seat_names = names(a.lang, a.seats)
    speed = "instant" if a.moment == "end" else "fast"
    # `result` grabs when the table shows the deal's end and keeps it there (View ▸ Pause after each deal); the
    # others play on through a deal's end, where the pause would wait for Continue and no prompt would come.
    save_settings(Settings(language=a.lang, speed=speed, player_name=seat_names[0], last_game=a.game,
                           pause_after_deal=a.moment == "result"))

    from lomber.ui.shell.app import create_window

    app = QApplication(sys.argv[:1])
    window = create_window(app)
    window.setGeometry(0, 0, w, h)
    seats = [Seat(seat_names[0], "human")] + [Seat(n, "ai", "easy" if a.moment == "end" else "normal")
                                              for n in seat_names[1:]]
    helper = make_player(a.game, "normal", a.seed)
    state: dict[str, Any] = {"done": False}

    def grab() -> None:
        if state["done"]:
            return
        state["done"] = True
        window.grab().save(a.out)
        print(f"saved {a.out}", flush=True)
        QTimer.singleShot(200, app.quit)

    def on_shown(e: Any) -> None:
        if e.kind == Ev.DEAL_END and a.moment == "result":
            QTimer.singleShot(1200, grab)     # the result beside the table, before the next deal's cards

    def on_prompt(seat: int, legal: list[Any]) -> None:
        kinds = {getattr(c, "kind", "") for c in legal}
        if a.moment == "mid" and kinds & set(MID.get(a.game, ())):
            QTimer.singleShot(1500, grab)
            return
        if state["done"]:
            return
        match = window.controller.match
        said = [c for c in legal if isinstance(c, Action) and c.kind in PREFER.get(a.game, ())]
        choice = said[0] if said else helper.choose(match.view(seat), legal)
        QTimer.singleShot(0 if a.moment == "end" else 300, lambda: window.controller.submit(choice))

    window.scene.eventShown.connect(on_shown)
    window.controller.prompt.connect(on_prompt)
    window.controller.matchEnded.connect(lambda _s: QTimer.singleShot(1500, grab))
    options = dict(SHORT[a.game]) if a.moment == "end" else {}
    if a.moment == "mid" and a.game in STACKED_MID:
        from lomber.engine.registry import new_match

        options["first_dealer"] = a.seats - 1
        presets = [{"pack": STACKED_MID[a.game]}]
        window.controller.start(new_match(a.game, seats, options, a.seed, presets))
    else:
        window.start_game(a.game, seats, options, seed=a.seed)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
