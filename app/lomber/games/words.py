"""Action words and places several games share (each game lists the ones it uses in its `GameInfo`)."""

from __future__ import annotations

from lomber.engine.gameinfo import N_, Place, Shows, Word, WordKind

DRAW = Word("draw", N_("&Draw"), N_("draws"))
STAND = Word("stand", N_("&Stand"), N_("stands"), safe=True)
PASS = Word("pass", N_("&Pass"), N_("passes"), safe=True)


def amount(word: str, button: str, log: str) -> Word:
    """A word that takes a number of chips or cards (`bet 30`)."""
    return Word(word, button, log, WordKind.AMOUNT)


def hidden_cards(word: str, button: str, log: str, shows: Shows = Shows.COUNT, counted: str = "") -> Word:
    """A word that names cards from the hand that others must not see (`discard 8H`: others see `discard 1`,
    logged as `counted`: "discards %n card(s)")."""
    return Word(word, button, log, WordKind.CARDS, shows=shows, counted=counted)


POOL = Place(N_("Pool"), N_("the pool"), "#2f9e6e")
DEALER = Place(N_("dealer"), colour="#7a4fc8")
TRUMP = N_("Trump")
STARTING_CHIPS = N_("Starting chips")
STARTING_CHIPS_HELP = N_("Each player's stack at the start.")
