"""The desktop entry's words about the games, from the games the registry finds, in its order: the "New game"
actions (`Actions=` and one `[Desktop Action <id>]` section per game) and the search keywords (a few words of the
app, then each game's name), in English and in Russian (the game's name as the app's Russian catalogue says it,
or a game's own catalogue for a game from another distribution). The comment names no game, so it stays true
for any.

scripts/update_desktop_file.py writes the repository's entry (packaging/linux) with the app's games;
`lomber desktop-entry FILE` prints an entry with every game installed beside the app, and
packaging/linux/install-desktop.sh installs that one, so a game installed from elsewhere has its action too.
Nothing here imports Qt.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from lomber.engine.registry import games, package_dirs

# The keywords before the games' names: what the app is, whatever games it holds.
KEYWORDS = ("cards", "card game", "card table")
KEYWORDS_RU = ("карты", "карточная игра", "ломберный стол")


def russian(catalogue: Path | None = None, own_games: bool = True) -> dict[str, str]:
    """Finished Russian translations, English → Russian (messages of no particular game): the app's catalogue
    (or `catalogue`) and, with `own_games`, each installed game's own `translations/<id>_ru.ts` under it."""
    if catalogue is None:
        from lomber.paths import resource

        catalogue = resource("translations") / "lomber_ru.ts"
    found = [catalogue]
    if own_games:
        found += [folder / "translations" / f"{gid}_ru.ts" for gid, folder in package_dirs().items()]
    out: dict[str, str] = {}
    for path in found:
        if not path.is_file():
            continue
        for m in ET.parse(path).getroot().iter("message"):
            source, text = m.findtext("source"), m.findtext("translation")
            if source and text and m.find("comment") is None:
                out.setdefault(source, text)
    return out


def keywords(ru: dict[str, str]) -> tuple[str, str]:
    """The `Keywords=` and `Keywords[ru]=` lines: the app's words, then each game's name (lower case)."""
    infos = games()
    english = [*KEYWORDS, *(info.name.lower() for info in infos)]
    russian_ = [*KEYWORDS_RU, *(ru.get(info.name, info.name).lower() for info in infos)]
    return "Keywords=" + "".join(f"{k};" for k in english), "Keywords[ru]=" + "".join(f"{k};" for k in russian_)


def actions(ru: dict[str, str]) -> tuple[str, str]:
    """The `Actions=` line and the action sections, for the games in the registry's order."""
    infos = games()
    line = "Actions=" + "".join(f"{info.id};" for info in infos)
    new_game = ru.get("New game", "New game")
    sections = [f"[Desktop Action {info.id}]\nName=New game: {info.name}\n"
                f"Name[ru]={new_game}: {ru.get(info.name, info.name)}\nExec=lomber --new {info.id}\n"
                for info in infos]
    return line, "\n".join(sections)


def render(text: str, ru: dict[str, str]) -> str:
    """The desktop entry `text` with its actions and keywords replaced by the registry's; everything else kept."""
    line, sections = actions(ru)
    english, russian_ = keywords(ru)
    text = re.sub(r"^Keywords=.*$", lambda _: english, text, count=1, flags=re.MULTILINE)
    text = re.sub(r"^Keywords\[ru\]=.*$", lambda _: russian_, text, count=1, flags=re.MULTILINE)
    text = re.sub(r"^Actions=.*$", line, text, count=1, flags=re.MULTILINE)
    head = re.split(r"^\[Desktop Action ", text, maxsplit=1, flags=re.MULTILINE)[0]
    return head.rstrip("\n") + "\n\n" + sections
