#!/usr/bin/env python3
"""Show the table with a realistic hand-made view, to look at it (and grab it).

    PYTHONPATH=app python scripts/table_shot.py ferme12|cdf8|cdf30|fly5|fortuna4 [--grab OUT.png] [--size 1280x800]
    PYTHONPATH=app python scripts/table_shot.py play GAME SEATS [--speed normal] [--grab OUT.png]

The first form shows a hand-made view; `play` animates a real match between random players (deal after deal).
Without --grab the window stays open (use with scripts/screenshot.sh on Xvfb).
"""

from __future__ import annotations

import random
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from lomber.engine.cards import ALL_CARDS
from lomber.ui.table.speeds import Speed
from lomber.ui.table.view import TableView

NAMES = ["You", "Anna", "Boris", "Clémence", "Dmitri", "Élise", "Fyodor", "Gaspard", "Hélène", "Ivan",
         "Josephine", "Konstantin", "Léa", "Mikhail", "Nadia", "Oleg", "Pauline", "Roman", "Sophie", "Timofei",
         "Ulyana", "Victor", "Wanda", "Xavier", "Yelena", "Zakhar", "Agathe", "Bogdan", "Camille", "Denis"]


def _view(game: str, n: int, **kw: object) -> dict:
    v = {"game": game, "seat": 0, "to_act": 0, "deals": 3, "finished": False, "stacks": [100] * n, "table": {},
         "hands": [[] for _ in range(n)], "stock": 0, "center": [], "table_cards": {}, "roles": {}, "idle": [],
         "out": []}
    v.update(kw)
    return v


def scenario(name: str) -> tuple[str, list[str], dict, set[str], int]:
    """(game, names, view, playable cards, seat to act) for a named picture."""
    rng = random.Random(4)
    if name == "ferme12":
        n = 12
        hands = [["6H", "7S", "2D"]] + [["?"] + ["?"] * rng.randrange(0, 4) for _ in range(n - 1)]
        stacks = [rng.randrange(5, 40) for _ in range(n)]
        return "ferme", NAMES[:n], _view("ferme", n, hands=hands, stock=45 - sum(map(len, hands)),
                                         roles={"farmer": 5}, stacks=stacks, table={"farm": 24},
                                         idle=[], out=[9]), set(), 7
    if name in ("cdf8", "cdf30"):
        n = 8 if name == "cdf8" else 30
        hands = [[] for _ in range(n)]
        banker, punter = 3, 6 if n == 8 else 17
        hands[banker] = ["KS", "3H"]
        hands[punter] = ["7C", "8D", "9S"]
        stacks = [rng.randrange(200, 3000) for _ in range(n)]
        return "chemin-de-fer", NAMES[:n], _view("chemin-de-fer", n, hands=hands, stock=251,
                                                 roles={"banker": banker, "punter": punter}, stacks=stacks,
                                                 table={"bank": 400, "bets": 300, "house": 15},
                                                 out=[n - 2] if n > 8 else []), set(), banker
    if name == "fly5":
        n = 5
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        hands = [deck[:5]] + [["?"] * rng.randrange(3, 6) for _ in range(n - 1)]
        return "fly", NAMES[:n], _view("fly", n, hands=hands, stock=20, center=[[3, "QD"], [4, "10D"]],
                                       table_cards={"trump": "9C"}, roles={"dealer": 2}, table={"pot": 35},
                                       scores=[5, 3, 5, 2, 4], idle=[1]), set(deck[:3]), 0
    if name == "fortuna4":
        n = 4
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        hands = [sorted(deck[:13], key=lambda c: (c[-1], c))] + [["?"] * 12 for _ in range(3)]
        return "fortuna", NAMES[:n], _view("fortuna", n, hands=hands, stock=0,
                                           center=[[1, "KH"], [2, "2H"], [3, "AH"]],
                                           table_cards={"surs": "QS"}, roles={"dealer": 3},
                                           table={"pool": 96}, stacks=[40, -12, 8, -36],
                                           scores=[[3, 1], [2, 0], [5, 2], [0, 0]]), set(deck[:13:3]), 0
    raise SystemExit(f"unknown scenario {name!r}")


def play(tv: TableView, game: str, seats: int, speed: Speed) -> None:
    """Random players play `game` on the table, each move shown when the last animation ends."""
    from lomber.engine.events import mask
    from lomber.engine.match import default_seats
    from lomber.engine.registry import new_match
    from lomber.search.players import RandomPlayer

    match = new_match(game, default_seats(seats), {"first_dealer": 1}, 7)
    player = RandomPlayer(7)
    t = tv.table
    t.set_speed(speed)
    t.setup(game, NAMES[:seats], 0)

    def step() -> None:
        if match.finished:
            return
        seat = match.to_act()
        t.set_turn(seat)
        events = match.apply(seat, player.choose(match.view(seat), match.legal_actions()))
        QTimer.singleShot(0, lambda: t.show_events(mask(events, 0), match.view(0)))

    t.idle.connect(lambda: QTimer.singleShot(150, step))
    t.show_events(mask(list(match.start_events), 0), match.view(0))


def main(argv: list[str]) -> int:
    args = argv[1:]
    name = args[0] if args else "ferme12"
    grab = args[args.index("--grab") + 1] if "--grab" in args else None
    size = args[args.index("--size") + 1] if "--size" in args else "1280x800"
    w, h = (int(x) for x in size.split("x"))
    app = QApplication.instance() or QApplication(sys.argv)
    if name == "play":
        tv = TableView()
        tv.resize(w, h)
        tv.show()
        speed = Speed(args[args.index("--speed") + 1]) if "--speed" in args else Speed.NORMAL
        play(tv, args[1], int(args[2]), speed)
        if grab:
            QTimer.singleShot(int(float(args[args.index("--after") + 1]) * 1000) if "--after" in args else 4000,
                              lambda: (tv.grab().save(grab), app.quit()))
        return app.exec()
    game, names, view, playable, turn = scenario(name)
    tv = TableView()
    tv.setWindowTitle(f"Lomber table — {name}")
    tv.resize(w, h)
    tv.show()
    t = tv.table
    t.set_speed(Speed.INSTANT)
    t.setup(game, names, 0)
    t.sync(view)
    t.set_turn(turn)
    t.set_playable(playable)
    if name == "ferme12":
        t.badges()[turn].set_bubble("draw")
        t.badges()[3].set_bubble("stand")
    if grab:
        def save() -> None:
            tv.grab().save(grab)
            app.quit()

        QTimer.singleShot(300, save)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
