"""What a viewer may know of the cards at a moment of a match: the one measure every text naming a card is held to.

A viewer knows the cards the table has shown him in the current deal: his own (dealt or drawn to him, and those he
laid away himself), every card dealt or turned face up, played or shown since the deal began, and what the rules
show at set moments (Ferme's and Chemin de fer's hands at the showdown, Fortuna's surs and trump), all as the
events carry them once masked for him (`mask`). Another seat's face-down exchange or discard stays unknown: its
cards are face down and its decision is only in its public form (`exchange 3`). Nothing from an earlier deal counts:
a card seen in deal 1 says nothing about where it is in deal 2.

A viewer of None is a spectator or the screen behind the hot-seat curtain: only what lies face up.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from lomber.engine.cards import ALL_CARDS
from lomber.engine.events import HIDDEN, Ev, Event, mask

CARD_WORDS = frozenset(ALL_CARDS)


def cards_in(text: str) -> set[str]:
    """The cards a text names (canonical card words among its space-separated words, e.g. `play QH`)."""
    return {w for w in text.replace(",", " ").split() if w in CARD_WORDS}


def current_deal(events: Sequence[Event]) -> Sequence[Event]:
    """The events of the deal in progress: from its DEAL_START on (all of them before the first deal starts)."""
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind is Ev.DEAL_START:
            return events[i:]
    return events


def shown_cards(events: Iterable[Event]) -> frozenset[str]:
    """Every card named in events as a screen got them (already masked): their cards and their texts' card words."""
    out: set[str] = set()
    for e in events:
        out.update(c for c in e.cards if c != HIDDEN)
        if e.text:
            out |= cards_in(e.text)
    return frozenset(out)


def deal_knowledge(shown: Sequence[Event]) -> frozenset[str]:
    """What the screen that got the events `shown` (already masked for it) may know now: the current deal's cards."""
    return shown_cards(current_deal(shown))


def known_cards(events: Sequence[Event], viewer: int | None) -> frozenset[str]:
    """The cards `viewer` may know after `events` (a match's events as the game made them, oldest first)."""
    return deal_knowledge(mask(list(current_deal(events)), viewer))
