"""The first paint after each move at INSTANT speed, with the card faces rendered ahead (warm) or not (cold).

usage: QT_QPA_PLATFORM=offscreen PYTHONPATH=app python scripts/first_paint.py [warm|cold]
Prints, per game, the slowest repaint of a 1280×800 table right after a move, the time the faces took to
render ahead, and how many pixmaps were rendered in all.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtWidgets import QApplication

from lomber.engine.events import mask
from lomber.engine.match import default_seats
from lomber.engine.registry import games, new_match
from lomber.search.players import RandomPlayer
from lomber.ui.table.speeds import Speed
from lomber.ui.table.view import TableView

MOVES = 60


def main(mode: str) -> None:
    app = QApplication.instance() or QApplication([])
    for game, n in ((g.id, g.bench.seats) for g in games()):
        view = TableView()
        view.resize(1280, 800)
        view.show()
        app.processEvents()
        table = view.table
        table.set_speed(Speed.INSTANT)
        match, player = new_match(game, default_seats(n), {}, 3), RandomPlayer(3)
        table.setup(game, [f"S{i}" for i in range(n)], 0)
        start = time.perf_counter()
        if mode == "warm":
            while table.warming():
                app.processEvents()
        else:
            table.warmer.clear()
        ahead = time.perf_counter() - start
        table.show_events(mask(list(match.start_events), 0), match.view(0))
        worst = 0.0
        for _ in range(MOVES):
            if match.finished:
                break
            seat = match.to_act()
            events = match.apply(seat, player.choose(match.view(seat), match.legal_actions()))
            table.show_events(mask(events, 0), match.view(0))
            t0 = time.perf_counter()
            view.viewport().repaint()
            worst = max(worst, time.perf_counter() - t0)
        print(f"{game}: {mode}: slowest first paint {worst * 1000:.0f} ms; rendered ahead in {ahead * 1000:.0f} ms; "
              f"{table.art.renders} pixmaps")
        view.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "warm")
