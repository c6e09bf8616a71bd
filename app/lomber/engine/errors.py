"""Errors the engine raises: an English message naming the broken rule (for logs and the CLI), and a
machine-readable `code` with its `params`, from which the UI words the error in the user's language.

The UI never reads the message. A code's words are declared once: common codes in `lomber.ui.errors`, a game's
own codes in its `GameInfo.errors`; a test checks that every code raised anywhere has its words.
"""

from __future__ import annotations

import re
from typing import Any

# A file or a name can hold a value of megabytes; an error echoes what it refuses. One unbroken run of text longer
# than LONG_RUN, or a message longer than MAX_MESSAGE, is cut with its length said: one readable line, always.
LONG_RUN = 240   # longer than a file's path is likely to be (a cut path loses its name)
KEPT = 40
MAX_MESSAGE = 600
_RUN = re.compile(rf"\S{{{LONG_RUN + 1},}}")


def cut_long(text: str, keep: int = KEPT) -> str:
    """`text` with each overlong run cut to its first `keep` characters, an ellipsis and its length; the whole
    no longer than MAX_MESSAGE (then its start, and the length of all)."""
    text = _RUN.sub(lambda m: _elided(m.group(), keep), text)
    return text if len(text) <= MAX_MESSAGE else _elided(text, MAX_MESSAGE - 40)


def _elided(text: str, keep: int) -> str:
    return f"{text[:keep]}… ({len(text):,} characters)"


class LomberError(ValueError):
    """An error with an English message, a `code` and the `params` its words are filled with.

    Both are cut to a readable length here (`cut_long`): every refusal of outside text passes through this one
    place, whichever check found it."""

    def __init__(self, message: str, *, code: str, **params: Any) -> None:
        super().__init__(cut_long(message))
        self.code = code
        self.params = {k: cut_long(v) if isinstance(v, str) and len(v) > LONG_RUN else v for k, v in params.items()}

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt with its code and params when it crosses a process boundary (the computer players' worker).
        return _rebuild, (type(self), str(self), self.code, self.params)


def _rebuild(cls: type[LomberError], message: str, code: str, params: dict[str, Any]) -> LomberError:
    return cls(message, code=code, **params)


class IllegalAction(LomberError):
    """An action the rules do not allow now; the match is left unchanged."""


class OptionError(LomberError):
    """An unknown option key or a value out of range."""


class RecordError(LomberError):
    """A record that is malformed, of an unknown version, or does not replay."""


class PresetError(LomberError):
    """A stacked pack that names a card the pack does not hold (or too many of one)."""
