"""What each computer level does, in the new-game dialog: the levels a game offers in a seat's level box, each
with its note as the item's tooltip, and the note line under the seats saying what the levels at the table do.

A game says what its levels do in its players module (`LEVEL_NOTES = {level: N_("…")}`, beside `PLAYERS`), in
its own words; a game that says nothing gets the plain words below."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from lomber.ai.registry import declared
from lomber.engine.errors import OptionError
from lomber.engine.levels import LEVELS
from lomber.engine.options import N_
from lomber.engine.registry import game_levels
from lomber.ui.plaintext import set_item_tip, set_tip
from lomber.ui.texts import fmt, level_name, tr, tr_game

# A game's level that its players module does not describe.
PLAIN_NOTES = {
    "easy": N_("the gentlest opponent; plays by simple rules."),
    "normal": N_("a steady opponent; plays by the usual rules of the game."),
    "strong": N_("the best this game's computer plays."),
    "expert": N_("the strong level with five times the work; thinks up to five seconds a move."),
}


def levels_of(game: str) -> tuple[str, ...]:
    """The levels the game offers (every game's, where it cannot be loaded)."""
    try:
        return game_levels(game)
    except OptionError:
        return LEVELS


def level_note(game: str, level: str) -> str:
    """What `level` does at `game`, translated."""
    try:
        notes = declared(game, "LEVEL_NOTES", {}) or {}
    except (OptionError, ModuleNotFoundError):
        notes = {}
    text = notes.get(level) or PLAIN_NOTES.get(level, "")
    return tr_game(text, game) if text else ""


def level_line(game: str, level: str) -> str:
    """`Strong: searches …`: the level's name and its note."""
    name = level_name(level)
    return fmt(tr("%1: %2"), name[:1].upper() + name[1:], level_note(game, level))


def fill_levels(combo: QComboBox, game: str) -> None:
    """The game's levels in a seat's level box, each item's tooltip its note. The level chosen stays if the game
    offers it; else (expert, at a game without it) the strongest it offers."""
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for level in levels_of(game):
        combo.addItem(level_name(level), level)
        set_item_tip(combo, combo.count() - 1, level_line(game, level))
    at = combo.findData(chosen) if chosen else combo.findData("normal")
    combo.setCurrentIndex(at if at >= 0 else combo.findData(LEVELS[-1]))
    combo.blockSignals(False)
    tip_level(combo, game)


def tip_level(combo: QComboBox, game: str) -> None:
    """The box's tooltip: what it is for, and what the level chosen does."""
    level = combo.currentData()
    text = tr("How well the computer plays this seat.")
    set_tip(combo, f"{text}\n{level_line(game, level)}" if level else text)


def table_note(game: str, levels: list[str]) -> str:
    """The note under the seats: one line for each level at the table, in the game's order of levels."""
    return "\n".join(level_line(game, lv) for lv in levels_of(game) if lv in levels)
