#!/usr/bin/env python3
"""Bring the real window to a moment of a match worth looking at, then wait for the screenshot.

    scripts/screenshot.sh OUT.png 30 .venv/bin/python scripts/moment_shot.py GAME SEATS [options]

The first seat is the human; a `normal` computer player decides for him until the moment comes:
  --until WORD      a prompt where WORD is legal (`exchange`, `discard`, `play-card` …)
  --centre N        … with at least N cards in the middle (a trick in progress)
  --tricks N        … after at least N tricks of the deal were taken
  --buy N           the human buys N cards when a `buy` amount is asked (Fortuna's talon)
  --prefer WORD     the human says WORD whenever it is legal (e.g. Fortuna's `play`)
  --select N        then choose the first N cards the prompt lets him choose (they rise)
  --review          then show the last trick
  --option K=V      a table option (e.g. variant=two-talon)
  --size WxH        the window's size (1280x800 by default; the screen is 1280×800)
  --lang ru         the language
  --rules           the rules panel open too
Settings and saves live in a temp folder; the speed is `fast` (the pictures need no waiting).
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
from lomber.engine.actions import Action, AmountChoice
from lomber.engine.events import Ev
from lomber.engine.match import Seat
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings, save_settings

NAMES = ("You", "Anna", "Boris", "Clémence", "Dmitri", "Élise", "Fyodor", "Gaspard", "Hélène", "Ivan")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("seats", type=int)
    ap.add_argument("--until", default="")
    ap.add_argument("--centre", type=int, default=0)
    ap.add_argument("--tricks", type=int, default=0)
    ap.add_argument("--buy", type=int, default=-1)
    ap.add_argument("--prefer", default="")
    ap.add_argument("--option", action="append", default=[])
    ap.add_argument("--select", type=int, default=0)
    ap.add_argument("--review", action="store_true")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--rules", action="store_true")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--speed", default="fast")
    args = ap.parse_args(argv)
    tmp = tempfile.mkdtemp(prefix="lomber-shot-")
    os.environ[CONFIG_ENV] = os.path.join(tmp, "config")
    os.environ[DATA_ENV] = os.path.join(tmp, "data")
    save_settings(Settings(language=args.lang, speed=args.speed, player_name="You", last_game=args.game))

    from lomber.ui.shell.app import app_icon, create_window

    app = QApplication(sys.argv[:1])
    app.setApplicationName("Lomber")
    app.setWindowIcon(app_icon())
    window = create_window(app)
    w, h = (int(x) for x in args.size.split("x"))
    window.setGeometry(0, 0, w, h)
    if args.rules:
        window.show_rules()
    names = list(NAMES[:args.seats]) + [f"Player {i + 1}" for i in range(len(NAMES), args.seats)]
    seats = [Seat(names[0], "human")] + [Seat(n, "ai", "normal") for n in names[1:]]
    helper = make_player(args.game, "normal", args.seed)
    tricks = [0]
    window.scene.eventShown.connect(lambda e: tricks.__setitem__(0, 0 if e.kind is Ev.DEAL_START else
                                                                 tricks[0] + (e.kind is Ev.TRICK)))

    def moment(legal: list[Any]) -> bool:
        match = window.controller.match
        if args.until and not any(getattr(c, "kind", "") == args.until for c in legal):
            return False
        return len(match.view(0).get("center") or []) >= args.centre and tricks[0] >= args.tricks

    def on_prompt(seat: int, legal: list[Any]) -> None:
        if moment(legal):
            QTimer.singleShot(300, arrive)
            return
        match = window.controller.match
        buy = [c for c in legal if isinstance(c, AmountChoice) and c.kind == "buy"]
        said = [c for c in legal if isinstance(c, Action) and c.kind == args.prefer]
        if buy and args.buy >= 0:
            choice: Action = buy[0].at(args.buy)
        elif said:
            choice = said[0]
        else:
            choice = helper.choose(match.view(seat), legal)
        QTimer.singleShot(150, lambda: window.controller.submit(choice))

    def arrive() -> None:
        bar = window.action_bar
        choose = getattr(bar, "choosable", None)
        if args.select and choose is not None:
            for card in choose()[:args.select]:
                bar.toggle_card(card)
        if args.review:
            window.table_view.show_last_trick()

    window.controller.prompt.connect(on_prompt)
    options = {}
    for kv in args.option:
        key, _, value = kv.partition("=")
        options[key] = int(value) if value.lstrip("-").isdigit() else {"true": True, "false": False}.get(value, value)
    window.start_game(args.game, seats, options, seed=args.seed)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
