#!/usr/bin/env python3
"""The window at a network table, for a screenshot: everything on loopback in one process.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python scripts/net_shot.py SCENE LANG WxH OUT.png

SCENE: `lobby` (a Fly table hosted from the window, two players joined, not started), `client` (the window joined
to a Fly table as seat 2, at its decision in a trick), `away` (the hosted table started, one network player
dropped: his badge says so). LANG: `en` or `ru`. The window is W×H; the PNG is the window's own rendering.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from lomber.engine.match import Seat
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings, save_settings


def main(argv: list[str]) -> int:
    if len(argv) != 4 or argv[0] not in ("lobby", "client", "away") or argv[1] not in ("en", "ru"):
        print("usage: net_shot.py lobby|client|away en|ru WxH OUT.png", file=sys.stderr)
        return 2
    scene, lang, size, out = argv
    w, h = (int(x) for x in size.split("x"))
    tmp = tempfile.mkdtemp(prefix="lomber-shot-")
    os.environ[CONFIG_ENV] = os.path.join(tmp, "config")
    os.environ[DATA_ENV] = os.path.join(tmp, "data")
    ru = lang == "ru"
    me = "Анна" if ru else "Anna"
    save_settings(Settings(language=lang, speed="fast", player_name=me, last_game="fly"))

    from lomber.ui.shell.app import create_window

    app = QApplication(sys.argv[:1])
    window = create_window(app)
    window.setGeometry(0, 0, w, h)
    peers: list = []

    def shoot(delay: int = 1500) -> None:
        def grab() -> None:
            window.grab().save(out)
            app.quit()
        QTimer.singleShot(delay, grab)

    if scene in ("lobby", "away"):
        from tests.net.harness import Peer

        from lomber.ui.dialogs.netlobby import open_table

        seats = [Seat(me, "human"), Seat("Player 2", "human"), Seat("Player 3", "human"), Seat("Player 4", "ai",
                                                                                            "normal")]
        host = open_table(window, "fly", seats, frozenset({1, 2}), {}, bind="127.0.0.1")
        assert host is not None
        for name in (("Вера", "Борис") if ru else ("Vera", "Boris")):
            peers.append(Peer(host, code=host.code, name=name, auto=True))
        if scene == "lobby":
            host.joined.connect(lambda *_: all(s.conn for s in host.seats.values()) and shoot(800))
        else:
            rng = random.Random(2)

            def on_prompt(seat: int, legal: list) -> None:
                if seat == 0:
                    choice = rng.choice(legal)
                    QTimer.singleShot(300, lambda: window.controller.submit(choice))

            def ready() -> None:
                window.docks["table"].widget().start_match()
                QTimer.singleShot(2500, lambda: peers[0].drop())
                shoot(4500)

            window.controller.prompt.connect(on_prompt)
            host.ready.connect(ready)
    else:
        from tests.net.harness import CODE, make_host

        from lomber.net.host import Limits
        from lomber.ui.shell.netwindow import join_table

        host = make_host("fly", ["normal", "remote", "normal", "normal"], seed=3, limits=Limits())
        remote = join_table(window, ("127.0.0.1", host.port()), CODE, me)
        rng = random.Random(5)
        moves = [0]

        def on_prompt(seat: int, legal: list) -> None:
            moves[0] += 1
            if moves[0] >= 2:   # past the exchange: a trick is being played
                shoot(1200)
                return
            choice = rng.choice(legal)
            QTimer.singleShot(400, lambda: remote.submit(choice))

        remote.prompt.connect(on_prompt)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
