"""Default seat names: kept as their English source words, shown in the language in use.

A seat the user did not name is "You" (the first) or "Player 2", "Player 3" …; a network player who gave no name,
or one of these (net/protocol.seat_name), is his seat's "Player N". Records, the history and the
settings keep exactly these English words — the form every Lomber has always written for an English table — so a
record of any age reads the same; the window shows them translated («Вы», «Игрок 2») in the language in use,
also after a change of language. A name the user typed is his own and is shown as typed. The dialog turns a
default typed or shown in the language in use back into its stored form, so a Russian table does not keep
«Игрок 2» as a name of its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from lomber.engine.text import in_sentence
from lomber.ui.texts import N_, fmt, tr

YOU = N_("You")
PLAYER = N_("Player %1")
COMPUTER = N_("Computer")
_PLAYER = re.compile(r"Player ([1-9][0-9]?)")


def default_name(i: int) -> str:
    """The stored default name of seat `i` (0-based)."""
    return YOU if i == 0 else fmt(PLAYER, i + 1)


def shown_name(name: str) -> str:
    """A stored name as the window shows it: a default in the language in use, any other as it is."""
    if name in (YOU, COMPUTER):
        return tr(name)
    m = _PLAYER.fullmatch(name)
    # A name shown in a sentence or beside one ("Waiting for %1…"): a right-to-left one isolated (engine/text.py).
    return fmt(tr(PLAYER), m.group(1)) if m else in_sentence(name)


def shown_names(names: Iterable[str], hot_seat: bool = False) -> list[str]:
    """The seats' names as shown; `hot_seat` (two or more people share the screen): nobody there is "you", so a
    seat left "You" is "Player N" ("Player 1's turn", not "You's turn")."""
    return [fmt(tr(PLAYER), i + 1) if hot_seat and n == YOU else shown_name(n) for i, n in enumerate(names)]


def stored_name(text: str) -> str:
    """A name as typed or shown in the language in use, as it is kept: a default in its English source words."""
    for default in (YOU, COMPUTER):
        if text == tr(default):
            return default
    here = re.escape(tr(PLAYER)).replace("%1", "([1-9][0-9]?)")
    m = re.fullmatch(here, text)
    return fmt(PLAYER, m.group(1)) if m else text


def is_default(name: str) -> bool:
    return name in (YOU, COMPUTER) or _PLAYER.fullmatch(name) is not None


def seen_from(names: list[str], seat: int) -> list[str]:
    """Stored names as the player at `seat` of another's table sees them (a network seat): the host's "You" is not
    him ("Player N"), and his own seat, if its name is a default, is "You". Still stored forms: shown_name words
    them in this player's language."""
    return [YOU if i == seat and is_default(name) else fmt(PLAYER, i + 1) if name == YOU else name
            for i, name in enumerate(names)]
