"""Errors the engine raises: an English message naming the broken rule (for logs and the CLI), and a
machine-readable `code` with its `params`, from which the UI words the error in the user's language.

The UI never reads the message. A code's words are declared once: common codes in `lomber.ui.errors`, a game's
own codes in its `GameInfo.errors`; a test checks that every code raised anywhere has its words.
"""

from __future__ import annotations

from typing import Any


class LomberError(ValueError):
    """An error with an English message, a `code` and the `params` its words are filled with."""

    def __init__(self, message: str, *, code: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params

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
