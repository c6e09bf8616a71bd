#!/usr/bin/env python3
"""A lesson (Help ▸ Learn to play) in the real window, played up to one of its steps, saved as a PNG.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python scripts/lesson_shot.py GAME STEP OUT.png \
        [--size 800x600] [--lang ru] [--wrong | --take-back | --hint | --play-match | --every]

STEP counts from 0 (the steps are in app/lomber/ui/panels/lessons/GAME.py); every step before it is done as a learner
would (Next, or the move it asks for, through the table and the action bar). --wrong makes another legal move
at a step that waits for one, to show its explanation; --take-back presses Game ▸ Take back at STEP (the lesson
steps back and says so); --hint presses Hint at STEP (it marks the advice, the lesson's choice stays the
learner's); --play-match presses the last step's Play a match now and saves the whole screen with the
New game dialog; --every saves each step up to STEP as OUT-NN.png (OUT without .png) and prints, per step, the
speech panel's size and whether its text is cut. Settings live in a temp folder; the speed is `fast`.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))   # tests.gui.lessondriver: the learner's hands

from tests.gui.lessondriver import press

from lomber.engine.actions import AmountChoice
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings, save_settings


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("step", type=int)
    ap.add_argument("out")
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--wrong", action="store_true")
    ap.add_argument("--take-back", action="store_true")
    ap.add_argument("--play-match", action="store_true")
    ap.add_argument("--every", action="store_true")
    ap.add_argument("--hint", action="store_true")
    args = ap.parse_args(argv)
    tmp = tempfile.mkdtemp(prefix="lomber-shot-")
    os.environ[CONFIG_ENV] = os.path.join(tmp, "config")
    os.environ[DATA_ENV] = os.path.join(tmp, "data")
    save_settings(Settings(language=args.lang, speed="fast", last_game=args.game))

    from lomber.ui.shell.app import create_window

    app = QApplication(sys.argv[:1])
    window = create_window(app)
    w, h = (int(x) for x in args.size.split("x"))
    window.setGeometry(0, 0, w, h)
    coach = window.coach

    def shoot() -> None:
        if args.play_match:
            app.primaryScreen().grabWindow(0).save(args.out)     # the dialog is a window of its own
        else:
            window.grab().save(args.out)
        app.quit()

    def every(at: int) -> None:
        """One step of --every saved and measured, then the learner does what it asks."""
        p = coach.panel
        need = p.text.heightForWidth(p.text.width())
        cut = need > p.text.height() or not window.centralWidget().rect().contains(p.geometry())
        print(f"step {at}: panel {p.width()}x{p.height()} text {p.text.width()}x{p.text.height()} "
              f"needs {need}{' CUT' if cut else ''}", flush=True)
        window.grab().save(f"{args.out.removesuffix('.png')}-{at:02d}.png")
        step = coach.current()
        if step.expect is None:
            coach.panel.next.click()
        else:
            press(window, step.expect)
        QTimer.singleShot(150, tick)

    def taken_back() -> None:
        if coach.panel.isVisible():
            QTimer.singleShot(700, shoot)
        else:
            QTimer.singleShot(100, taken_back)

    def tick() -> None:
        if not coach.active():
            app.quit()
            return
        if not coach.panel.isVisible():
            QTimer.singleShot(100, tick)
            return
        step = coach.current()
        if args.every and coach.step < args.step:
            QTimer.singleShot(500, lambda: every(coach.step))
            return
        if coach.step >= args.step:
            if args.take_back:
                window.practice.act_take_back.trigger()
                QTimer.singleShot(300, taken_back)
                return
            if args.hint:
                window.hints.show_hint()
                QTimer.singleShot(2500, shoot)
                return
            if args.play_match:
                coach.panel.next.click()
                QTimer.singleShot(900, shoot)
                return
            if args.wrong and step.expect is not None:
                match = window.controller.match
                moves = [c.at(c.lo) if isinstance(c, AmountChoice) else c for c in match.legal_actions()]
                press(window, next(a for a in moves if a.text != step.expect).text)
            QTimer.singleShot(700, shoot)
            return
        if step.expect is None:
            coach.panel.next.click()
        else:
            press(window, step.expect)
        QTimer.singleShot(150, tick)

    window.after_first_paint(lambda: (window.learn(args.game), QTimer.singleShot(300, tick)))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
