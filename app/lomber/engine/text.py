"""Text from outside — names in records, `.table` files, the network, the history, the settings, the dialogs —
made safe where it enters, by one rule (docs/reliability.md, "Text from outside").

A name the app accepted must be writable by every writer (UTF-8 JSON, SQLite, a network frame, a terminal) and
read the way it was typed, never turning the app's own words around it. So a name keeps letters, digits, marks,
punctuation, symbols and plain spaces; loses control, direction, zero-width, byte-order and line characters; has
each lone surrogate or non-character replaced by U+FFFD (it cannot be encoded, or means nothing); has its spaces
folded; and is at most MAX_NAME characters. Pure: no Qt.
"""

from __future__ import annotations

import re
from unicodedata import bidirectional

MAX_NAME = 40                 # a seat's name (engine.match.Seat), a network player's, a settings seat's
REPLACEMENT = "\ufffd"
# Removed: C0 and C1 controls (a tab or line break becomes a space), line and paragraph separators, direction
# marks, embeddings, overrides and isolates (U+200E/F, U+061C, U+202A–202E, U+2066–2069), zero-width characters
# (U+200B–200D, U+2060–2064 the word joiner and invisible operators), the byte-order mark U+FEFF, U+180E, U+00AD.
_SPACE_LIKE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_INVISIBLE = re.compile(r"[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
# Lone surrogates (a valid JSON escape "\ud800", unencodable in UTF-8) and the non-characters U+FDD0–FDEF and
# U+xFFFE/xFFFF of every plane.
_BROKEN = re.compile("[\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff"
                     + "".join(chr(plane << 16 | 0xFFFE) + chr(plane << 16 | 0xFFFF) for plane in range(1, 17)) + "]")
_UNSAFE = re.compile(f"{_SPACE_LIKE.pattern}|{_INVISIBLE.pattern}|{_BROKEN.pattern}")
# A first-strong isolate around a name in a sentence (see `in_sentence`).
FSI, PDI = "\u2068", "\u2069"
_RIGHT_TO_LEFT = frozenset({"R", "AL", "AN"})


def clean_text(text: str, limit: int) -> str:
    """`text` as the app keeps it: broken characters replaced, invisible ones removed, spaces folded, cut to
    `limit` characters."""
    text = _BROKEN.sub(REPLACEMENT, text[:limit * 4])
    text = _INVISIBLE.sub("", text)
    return " ".join(_SPACE_LIKE.sub(" ", text).split())[:limit].strip()


def clean_name(text: str, fallback: str = "") -> str:
    """A player's name as a seat takes it (`clean_text` to MAX_NAME); `fallback` when nothing is left."""
    return clean_text(text, MAX_NAME) or fallback


def name_problem(text: object) -> str | None:
    """Why `text` is not a name the app keeps as it is (None when it is): the one check of every stored name."""
    if not isinstance(text, str):
        return "a name is a text"
    if not text.strip():
        return "a name is empty"
    if len(text) > MAX_NAME:
        return f"a name of {len(text)} characters (at most {MAX_NAME})"
    if _UNSAFE.search(text):
        return "a name holds a control, direction, invisible or broken character"
    return None


def is_clean(text: str) -> bool:
    """True when `text` holds no character `clean_text` would remove or replace (its spaces aside)."""
    return _UNSAFE.search(text) is None


def isolated(name: str) -> str:
    """A name as a sentence holds it: inside a first-strong isolate, so neither its own direction nor a mark it
    might hold changes the words around it."""
    return f"{FSI}{name}{PDI}"


def in_sentence(name: str) -> str:
    """A name as a sentence of the app holds it ("%1 wins the match!"): isolated when it holds right-to-left
    letters or Arabic digits, which would otherwise carry the words and numbers beside them into their own
    direction; any other name as it is (it cannot turn anything around: its direction controls were removed as
    it entered)."""
    if name.startswith(FSI) and name.endswith(PDI):
        return name
    if any(bidirectional(c) in _RIGHT_TO_LEFT for c in name):
        return isolated(name)
    return name

