"""Errors in the user's language: an engine error's code and params worded here, never its English message.

A template names its params in braces (`{card}`, `{option}`), so a translator sees what each one is; `%n` is a
count (the param `n`) for the plural forms. How a param is shown depends on its name: `option` as the option's
label, `value` in the option's words, `card`/`cards` with suit signs, `seat`/`turn` as the player's name, `game`
as the game's name, `action` as the table's button word, `legal` as the choices a player has, `cause` as the
worded error it wraps. A game's own codes are worded in its `GameInfo.errors`; the codes below are common.
"""

from __future__ import annotations

import errno
import os
import re
import sys
from collections.abc import Mapping
from typing import Any

from lomber.engine.errors import LomberError
from lomber.engine.gameinfo import N_
from lomber.engine.options import OptionSpec
from lomber.engine.registry import game_ids, game_info
from lomber.ui.texts import (
    SUIT_SIGNS,
    GameTexts,
    card_text,
    cards_text,
    fmt,
    game_name,
    option_label,
    option_value,
    tr,
    tr_game,
)

ERRORS: Mapping[str, str] = {
    "action-cards": N_("“{text}” needs at least one card, such as “{text} 7C”."),
    "action-empty": N_("An action cannot be empty: write a word such as “draw”, “bet 30” or a card such as “QH”."),
    "action-malformed": N_("This is not a well-formed action."),
    "action-not-ascii": N_("“{text}” cannot be read as an action: only plain letters, digits and spaces."),
    "action-number": N_("“{text}” needs one whole number written with the digits 0–9, such as “{text} 10”."),
    "action-one-card": N_("“{text}” needs one card, such as “{text} QH”."),
    "action-type": N_("An action is a text such as “draw” or “bet 30”."),
    "action-unreadable": N_("“{text}” cannot be read as an action: a word is followed by one whole number or by "
                            "cards."),
    "cannot-stop": N_("A match of {game} cannot be stopped early."),
    "follow-suit": N_("{card}: you must follow suit ({suit}) when you can."),
    "long-number": N_("A number has more than %n digit(s)."),
    "match-over": N_("The match is over."),
    "no-advisor": N_("There is no advisor for the game “{text}”."),
    "no-seat": N_("There is no seat “{text}” at this table."),
    "not-a-card": N_("“{text}” is not a card: write the rank, then the suit (QH, 10S, AS)."),
    "not-a-file": N_("It is not a regular file."),
    "a-folder": N_("It is a folder, not a file."),
    "not-a-json-number": N_("It holds “{text}”, which is not a number."),
    "not-allowed": N_("“{action}” is not possible now (you may: {legal})."),
    "not-in-hand": N_("You do not hold {cards}."),
    "not-json": N_("It is not valid JSON (line {line}, column {column})."),
    "not-utf8": N_("It is not UTF-8 text."),
    "not-your-turn": N_("Turn: {turn}, not {seat}."),
    "option-below": N_("“{option}” must not be below “{other}”."),
    "option-number": N_("“{option}”: “{value}” is not a whole number."),
    "option-range": N_("“{option}” must be from {lo} to {hi}, not {value}."),
    "option-seat": N_("“{option}”: “{value}” is not a seat at this table."),
    "option-unknown": N_("Unknown options: {text}."),
    "option-values": N_("“{option}” must be one of: {values} (not “{value}”)."),
    "options-object": N_("The options must be an object of key: value."),
    "preset-card": N_("Stacked pack {index}: {cause}"),
    "preset-object": N_("Stacked pack {index} must be an object."),
    "preset-text": N_("Stacked pack {index}: “{text}” must be a text of cards."),
    "preset-too-often": N_("Stacked pack {index} names {card} %n time(s), more often than the pack holds it."),
    "presets-list": N_("The stacked packs must be a list of objects such as {\"pack\": \"QS 10H …\"}."),
    "record-action": N_("Its action {index} must be [seat, \"text\"]."),
    "record-fault": N_("Lomber could not replay it (a fault in Lomber)."),
    "record-field": N_("Its field “{text}” is missing or of the wrong kind."),
    "record-format": N_("It is not a Lomber record."),
    "record-replay": N_("Its action {index} does not replay: {cause}"),
    "record-stop": N_("Its match cannot be stopped: {cause}"),
    "record-unfinished": N_("Its match is not finished."),
    "not-queued": N_("It is not a match waiting for the history."),
    "record-unreadable": N_("It cannot be read: {cause}"),
    "record-version": N_("It is a record of version {text}; this Lomber reads version {version}."),
    "seat-count": N_("{game} is for {lo} to %n players, not {seats}."),
    "seat-kind": N_("A seat is played by a human or by the computer, not “{text}”."),
    "seat-level": N_("“{text}” is not a level of the computer players."),
    "seat-name": N_("A player's name has 1 to 40 characters."),
    "seat-object": N_("Each seat must be an object with a name and a kind."),
    "seat-type": N_("A seat is a whole number."),
    "seed": N_("The seed must be a whole number."),
    "stacked-too-often": N_("The stacked pack names {card} %n time(s), more often than the pack holds it."),
    "too-deep": N_("It nests too deep to be a Lomber file."),
    "too-large": N_("It is too large to be a Lomber file."),
    "unknown-game": N_("There is no game “{text}” in this Lomber."),
}
# Codes that only wrap another error: the wrapped one says what is wrong.
WRAPPERS = frozenset({"record-not-ours", "record-start"})

_PARAM = re.compile(r"\{(\w+)\}")


def template_of(code: str, game: str = "") -> tuple[str, str]:
    """A code's English template and the game whose words it is (empty for a common code); ("", "") if none."""
    if code in ERRORS:
        return ERRORS[code], ""
    for gid in dict.fromkeys([game, *game_ids()] if game else game_ids()):
        try:
            text = game_info(gid).errors.get(code)
        except ValueError:
            continue
        if text:
            return text, gid
    return "", ""


def error_text(exc: BaseException, words: GameTexts | None = None, game: str = "", inner: bool = False) -> str:
    """An error in the user's language; `words` (the table's) names seats and actions, `game` its options.

    `inner`: the text follows a colon ("Not allowed: …"), so a sentence's first word is not capitalized (a name
    or a quote that opens it stays as it is)."""
    if isinstance(exc, OSError):
        return os_error_text(exc)
    if not isinstance(exc, LomberError):
        print(f"lomber: {type(exc).__name__}: {exc}", file=sys.stderr)
        return tr("An unexpected error (the details are printed for a bug report).")
    params = exc.params
    game = str(params.get("game") or game or (words.info.id if words else ""))
    if exc.code in WRAPPERS and isinstance(params.get("cause"), BaseException):
        return error_text(params["cause"], words, game, inner)
    template, owner = template_of(exc.code, game)
    if not template:
        print(f"lomber: no words for the error code {exc.code!r}: {exc}", file=sys.stderr)
        return tr("The rules do not allow it.")
    n = params.get("n")
    counted = "%n" in template and isinstance(n, int)
    text = tr_game(template, owner, n if counted else None) if owner else tr(template, n if counted else None)
    if words is None and game:
        try:
            words = GameTexts(game, params.get("names") or [])
        except ValueError:
            words = None
    spec = _spec(game, params.get("option"))

    def fill(m: re.Match[str]) -> str:
        name = m.group(1)
        return _shown(name, params[name], words, game, spec) if name in params else m.group(0)

    lower = inner and text[:1].isalpha()     # the translation opens with a word of its own, not a param
    text = _PARAM.sub(fill, text)
    return text[:1].lower() + text[1:] if lower else text


def _spec(game: str, key: Any) -> OptionSpec | None:
    if not game or not isinstance(key, str):
        return None
    try:
        specs = game_info(game).match.option_specs
    except ValueError:
        return None
    return next((s for s in specs if s.key == key), None)


def _shown(name: str, value: Any, words: GameTexts | None, game: str, spec: OptionSpec | None) -> str:
    """One param as the user reads it (see the module's docstring)."""
    if name == "cause" and isinstance(value, BaseException):
        return error_text(value, words, game, inner=True)
    if name in ("option", "other"):
        other = spec if name == "option" else _spec(game, value)
        return option_label(other, game) if other else str(value)
    if name == "value" and spec is not None:
        match = next((v for v in spec.values if str(v) == str(value)), None) if spec.values else None
        return option_value(spec, match) if match is not None else str(value)
    if name == "values" and spec is not None:
        return ", ".join(option_value(spec, v) for v in value)
    if name in ("seat", "turn") and isinstance(value, int):
        names = words.names if words else []
        return names[value] if 0 <= value < len(names) else fmt(tr("seat %1"), value + 1)
    if name == "card":
        return card_text(str(value))
    if name == "cards":
        return cards_text(tuple(value))
    if name in ("suit", "trumps"):
        return SUIT_SIGNS.get(str(value), str(value))
    if name == "game":
        return game_name(str(value))
    if name == "action":
        return words.bubble(str(value)) if words else str(value)
    if name == "legal":
        return words.prompt_choices(list(value)) if words else ", ".join(getattr(c, "text", str(c)) for c in value)
    return str(value)


# The system's errors a player may meet (a full disk, a file in the way …), worded for him.
_OS_ERRORS = {
    errno.ENOENT: N_("the file or folder does not exist"), errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"), errno.ENOSPC: N_("the disk is full"),
    errno.EROFS: N_("the disk is read-only"), errno.EISDIR: N_("it is a folder"),
    errno.ENAMETOOLONG: N_("the name is too long"), errno.EFBIG: N_("the file would be larger than the system allows"),
    errno.EEXIST: N_("a file of that name is in the way"), errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.EDQUOT: N_("the disk quota is used up"), errno.EIO: N_("the disk could not be read or written"),
    errno.EBUSY: N_("it is in use"), errno.ELOOP: N_("too many symbolic links"),
    errno.EMFILE: N_("too many files are open"), errno.ENFILE: N_("too many files are open"),
}


def os_error_text(exc: OSError) -> str:
    """What the system said, in the user's language for the usual cases, else in the system's own words (never a
    bare number)."""
    if exc.errno in _OS_ERRORS:
        return tr(_OS_ERRORS[exc.errno])
    print(f"lomber: {exc}", file=sys.stderr)
    return fmt(tr("a system error: %1"), type(exc).__name__ if exc.errno is None else os.strerror(exc.errno))
