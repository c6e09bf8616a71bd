"""Action words and places several games share (each game lists the ones it uses in its `GameInfo`)."""

from __future__ import annotations

from lomber.engine.gameinfo import N_, NG_, Place, Shows, Word, WordKind

DRAW = Word("draw", N_("&Draw"), N_("draws"), you=NG_("you", "draw"))
STAND = Word("stand", N_("&Stand"), N_("stands"), safe=True, you=NG_("you", "stand"))
PASS = Word("pass", N_("&Pass"), N_("passes"), safe=True, you=NG_("you", "pass"))


def amount(word: str, button: str, log: str, you: str = "", counted: str = "", counted_you: str = "",
           zero: str = "", zero_you: str = "", zero_button: str = "") -> Word:
    """A word that takes a number of chips or cards (`bet 30`); `you` is its verb addressed to the user; a number
    of cards is logged `counted` ("buys %n card(s)"), none `zero` ("buys no cards"), each with its `_you` form."""
    return Word(word, button, log, WordKind.AMOUNT, you=you, counted=counted, counted_you=counted_you, zero=zero,
                zero_you=zero_you, zero_button=zero_button)


def hidden_cards(word: str, button: str, log: str, shows: Shows = Shows.COUNT, counted: str = "", you: str = "",
                 counted_you: str = "") -> Word:
    """A word that names cards from the hand that others must not see (`discard 8H`: others see `discard 1`,
    logged as `counted`: "discards %n card(s)"; `you` and `counted_you` address the user himself)."""
    return Word(word, button, log, WordKind.CARDS, shows=shows, counted=counted, you=you, counted_you=counted_you)


POOL = Place(N_("Pool"), N_("the pool"), "#2f9e6e")
DEALER = Place(N_("dealer"), colour="#7a4fc8")
TRUMP = N_("Trump")
STARTING_CHIPS = N_("Starting chips")
STARTING_CHIPS_HELP = N_("Each player's stack at the start.")
