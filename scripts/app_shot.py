#!/usr/bin/env python3
"""Put the real window in a state worth a screenshot (the AppStream screenshots in packaging/screenshots/).

    scripts/screenshot.sh OUT.png 25 .venv/bin/python scripts/app_shot.py SCENE

SCENE: `fortuna` (a Fortuna trick to play against three computer players), `new-game` (the new-game dialog
over a Ferme table), `chemin-de-fer-ru` (Chemin de fer in Russian with the rules beside the table),
`odds-ferme`, `odds-chemin-de-fer` and their `-ru` twins (the odds panel and the Hint at a draw-or-stand),
`fly-exchange` (Fly's exchange with the odds beside it), `fortuna-trick` (a Fortuna trick, its names in the language), `new-game-ferme` (the New game dialog on Ferme) and their
`-ru` twins. The window fills a 1280×800 screen (a smaller screen: the size of a first start); settings and saves live in a temp folder. The human's first decisions are
made by a `normal` player so that the table has cards on it; then the window waits for the grab.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from lomber.ai.registry import make_player
from lomber.engine.actions import PLAY, Action
from lomber.engine.match import Seat
from lomber.settings import CONFIG_ENV, DATA_ENV, Settings, save_settings


@dataclass(frozen=True)
class Scene:
    game: str
    seats: tuple[str, ...]          # the first is the human
    seed: int
    auto_moves: int                 # at least this many of the human's decisions are made for him
    until: str = ""                 # … and more, until this word is legal for him (e.g. `play-card`, `draw`)
    prefer: str = ""                # a word the helper says whenever it is legal (e.g. Fortuna's `play`)
    language: str = "en"
    rules: bool = False             # the rules panel open beside the table
    dialog: str | None = None       # open the new-game dialog on this game at the end
    odds: bool = False              # the odds panel in front, and the Hint asked, at the end
    options: tuple[tuple[str, Any], ...] = ()    # the table's options
    presets: tuple[dict[str, str], ...] = ()     # packs stacked (a record's `presets`)


SCENES = {
    "fortuna": Scene("fortuna", ("You", "Anna", "Boris", "Clémence"), seed=12, auto_moves=2, until=PLAY,
                     prefer="play"),
    "new-game": Scene("ferme", ("You", "Anna", "Boris", "Dmitri", "Élise"), seed=3, auto_moves=1, dialog="fortuna"),
    "chemin-de-fer-ru": Scene("chemin-de-fer", ("Вы", "Анна", "Борис", "Дмитрий", "Елена", "Фёдор"), seed=5,
                              auto_moves=1, until="draw", prefer="banco", language="ru", rules=True),
}
for _lang, _names in (("en", ("You", "Anna", "Boris", "Dmitri")), ("ru", ("Вы", "Анна", "Борис", "Дмитрий"))):
    _tail = "-ru" if _lang == "ru" else ""
    # Fly's exchange: the cards to choose in the action bar, the odds of each exchange beside the table
    SCENES[f"fly-exchange{_tail}"] = Scene("fly", _names, seed=2, auto_moves=0, until="exchange", language=_lang,
                                           odds=True)
    # a Fortuna trick to play: the whole hand's cards to play (at 800×600 on the table alone)
    SCENES[f"fortuna-trick{_tail}"] = Scene("fortuna", _names, seed=12, auto_moves=2, until=PLAY, prefer="play",
                                            language=_lang)
    SCENES[f"new-game-ferme{_tail}"] = Scene("ferme", _names, seed=3, auto_moves=0, language=_lang,
                                             dialog="ferme")
    SCENES[f"odds-ferme{_tail}"] = Scene("ferme", _names, seed=4, auto_moves=1, until="stand", language=_lang,
                                         odds=True)
    # Dmitri banks, the player calls banco first and holds 7♣ 8♦ (5) against K♠ 3♥: draw or stand?
    SCENES[f"odds-chemin-de-fer{_tail}"] = Scene("chemin-de-fer", _names, seed=5, auto_moves=0, until="draw",
                                                 prefer="banco", language=_lang, odds=True,
                                                 options=(("first_dealer", 3),),
                                                 presets=({"pack": "7C KS 8D 3H"},))


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in SCENES:
        print(f"usage: app_shot.py {'|'.join(SCENES)}", file=sys.stderr)
        return 2
    scene = SCENES[argv[0]]
    tmp = tempfile.mkdtemp(prefix="lomber-shot-")
    os.environ[CONFIG_ENV] = os.path.join(tmp, "config")
    os.environ[DATA_ENV] = os.path.join(tmp, "data")
    save_settings(Settings(language=scene.language, speed="fast", player_name=scene.seats[0], last_game=scene.game))

    from lomber.ui.shell.app import app_icon, create_window

    app = QApplication(sys.argv[:1])
    app.setApplicationName("Lomber")
    app.setWindowIcon(app_icon())
    window = create_window(app)
    free = window.screen().availableGeometry()
    if free.width() >= 1280 and free.height() >= 800:
        window.setGeometry(0, 0, 1280, 800)       # else the first start's own size (SCREEN=800x600)
    if scene.rules:
        window.show_rules()
    seats = [Seat(scene.seats[0], "human")] + [Seat(n, "ai", "normal") for n in scene.seats[1:]]
    helper = make_player(scene.game, "normal", scene.seed)
    made = [0]

    def on_prompt(seat: int, legal: list[Any]) -> None:
        ready = not scene.until or any(getattr(c, "kind", "") == scene.until for c in legal)
        if made[0] >= scene.auto_moves and ready:
            if scene.dialog:
                window.new_game_dialog(scene.dialog)
            if scene.odds:
                window.docks["odds"].show()
                window.docks["odds"].raise_()
                QTimer.singleShot(300, window.hints.show_hint)
            return
        made[0] += 1
        match = window.controller.match
        said = [c for c in legal if isinstance(c, Action) and c.kind == scene.prefer]
        choice = said[0] if said else helper.choose(match.view(seat), legal)
        QTimer.singleShot(400, lambda: window.controller.submit(choice))

    window.controller.prompt.connect(on_prompt)
    if scene.presets:
        from lomber.engine.registry import new_match

        window.controller.start(new_match(scene.game, seats, dict(scene.options), scene.seed, list(scene.presets)))
    else:
        window.start_game(scene.game, seats, dict(scene.options), seed=scene.seed)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
