"""Game options: each game declares its keys, values and defaults; anything else is refused."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from lomber.engine.errors import OptionError

SHOWN_DIGITS = 20
SHOWN_CHARS = 40


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game, as in the option table of its rules file, with the words the UI shows for it.

    `label`, `help`, the value labels and `none_label` are English marked `N_` (the UI translates them)."""

    key: str
    default: Any
    help: str                      # one line for the new-game dialog
    lo: int | None = None          # whole numbers: inclusive range
    hi: int | None = None
    values: tuple[Any, ...] = ()   # a fixed set of values (strings, numbers or booleans)
    seat: bool = False             # a seat number, or None for "drawn"
    label: str = ""                # the dialog's label; empty: the key in words
    value_labels: tuple[tuple[Any, str], ...] = ()   # words for the values, where a value is not a word itself
    none_label: str = ""           # a seat option's None ("drawn", "by auction")
    # The option matters only while another option has one of these values (`("rule_set", ("historical",))`);
    # the new-game dialog greys it out otherwise. Empty: it always applies.
    applies_if: tuple[str, tuple[Any, ...]] | None = None
    # Values that fit one number of seats only (`(("three", 3), …)`); the dialog offers a value at a table of
    # its size. A value not named here fits any table.
    value_seats: tuple[tuple[Any, int], ...] = ()
    # The value the new-game dialog offers first, where it is not the rules' default (None: the default). Fortuna's
    # rules default to an endless match, one that a person would never see end: the dialog offers one partie.
    offered: Any = None

    def value_label(self, value: Any) -> str:
        """The English words for one value (the value itself if it has none)."""
        for v, text in self.value_labels:
            if type(v) is type(value) and v == value:
                return text
        return str(value)

    def applies(self, options: Mapping[str, Any]) -> bool:
        """Whether this option matters with these other options (see `applies_if`)."""
        if self.applies_if is None:
            return True
        key, values = self.applies_if
        value = options.get(key)
        return any(type(v) is type(value) and v == value for v in values)

    def values_for(self, seats: int) -> tuple[Any, ...]:
        """The values a table of `seats` may take (see `value_seats`)."""
        fit = {v: n for v, n in self.value_seats}
        return tuple(v for v in self.values if fit.get(v, seats) == seats)

    def default_for(self, seats: int) -> Any:
        """The default; a callable default is computed from the number of seats."""
        return self.default(seats) if callable(self.default) else self.default

    def offered_for(self, seats: int) -> Any:
        """The value a new table is offered first (`offered`, else the default)."""
        return self.default_for(seats) if self.offered is None else self.offered

    def check(self, value: Any, seats: int) -> Any:
        """Return `value` if valid for this option, else raise OptionError."""
        if self.seat:
            if value is None:
                return None
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < seats:
                raise OptionError(f"option {self.key!r}: {show_value(value)} is not a seat (0 … {seats - 1})",
                                  code="option-seat", option=self.key, value=show_value(value))
            return value
        if self.values:
            for v in self.values:
                if type(v) is type(value) and v == value:
                    return value
            shown = ", ".join(show_value(v) for v in self.values)
            raise OptionError(f"option {self.key!r}: {show_value(value)} is not one of {shown}", code="option-values",
                              option=self.key, value=show_value(value), values=tuple(self.values))
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"option {self.key!r}: {show_value(value)} is not a whole number", code="option-number",
                              option=self.key, value=show_value(value))
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            raise OptionError(f"option {self.key!r}: {show_value(value)} is outside {self.lo} … {self.hi}",
                              code="option-range", option=self.key, value=show_value(value), lo=self.lo, hi=self.hi)
        return value


def show_value(v: Any) -> str:
    """A value as a message shows it: short (a huge number or list is cut, never converted whole)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int) and abs(v) >= 10 ** SHOWN_DIGITS:
        return f"a number of {v.bit_length() * 3 // 10}+ digits"   # str() refuses over 4,300 digits
    text = v if isinstance(v, str) else repr(v)
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS] + "…"


def N_(text: str) -> str:
    """Mark a string for translation (see engine.gameinfo)."""
    return text


def NG_(game: str, text: str) -> str:
    """Mark a word that `game` says its own way in a translation though the English is the same (the game id
    is the message's disambiguation; the UI translates a game's words with it, falling back to the common one)."""
    return text


def first_dealer(help: str = N_("Drawn: the cards drawn decide who deals first; or choose the player who deals first."), none: str = N_("drawn"),
                 label: str = N_("First dealer")) -> OptionSpec:
    """The `first_dealer` option every game has: a seat, or None to draw (or auction) for the first dealer."""
    return OptionSpec("first_dealer", None, help, seat=True, label=label, none_label=none)


FIRST_DEALER = first_dealer()


def resolve_options(
    specs: tuple[OptionSpec, ...],
    given: Mapping[str, Any] | None,
    seats: int,
    extra_check: Callable[[dict[str, Any], int], None] | None = None,
) -> dict[str, Any]:
    """Fill defaults and validate; unknown keys and bad values raise OptionError naming the key."""
    if given is not None and not isinstance(given, Mapping):
        raise OptionError("options must be an object of key: value", code="options-object")
    given = dict(given or {})
    by_key = {s.key: s for s in specs}
    unknown = sorted((k for k in given if k not in by_key), key=repr)
    if unknown:
        shown = ", ".join(show_value(k) for k in unknown[:5]) + (" …" if len(unknown) > 5 else "")
        raise OptionError(f"unknown option(s): {shown} (known: {', '.join(by_key)})", code="option-unknown",
                          text=shown)
    out = {}
    for spec in specs:
        out[spec.key] = spec.check(given[spec.key], seats) if spec.key in given else spec.default_for(seats)
    if extra_check:
        extra_check(out, seats)
    return out
