"""Chemin de fer's cards in a coup: the two hands dealt from the shoe, the cut card, the third cards by the punter's
and the banker's decisions, and both hands shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lomber.engine.actions import Action
from lomber.engine.cards import Card
from lomber.engine.events import Ev, Event
from lomber.games.chemin_de_fer.rules import BANKER, CARD_VALUE, NATURAL, PUNTER, point
from lomber.games.chemin_de_fer.settle import showdown

if TYPE_CHECKING:
    from lomber.games.chemin_de_fer import CheminDeFer


def cut_card(m: CheminDeFer, ev: list[Event]) -> None:
    """The cut card comes out before the card at `cut_at`: this coup is the shoe's last."""
    m.cut_out = True
    ev.append(Event(Ev.NOTE, reason="cut-card", text="The cut card comes out: last coup of this shoe"))


def deal(m: CheminDeFer, ev: list[Event]) -> None:
    """Two cards each, one at a time from the punter; naturals are shown and settled at once."""
    p, b = m.punter, m.banker
    pos = m.pos
    # The four cards taken at once (a coup never reaches the shoe's end: the cut card leaves at least 7); only the
    # cut card's note and the cards' events go one by one.
    p1, b1, p2, b2 = m.shoe[pos:pos + 4]
    m.pos = pos + 4
    m.p_cards, m.b_cards = [p1, p2], [b1, b2]
    m.shown = False
    if not m.quiet:
        for i, (card, seat) in enumerate(((p1, p), (b1, b), (p2, p), (b2, b))):
            if pos + i == m.cut_at and not m.cut_out:
                cut_card(m, ev)
            ev.append(Event(Ev.DEALT, seat=seat, cards=(card,), face_up=False, reason="hand"))
    if pos + 4 > m.cut_at and not m.cut_out:
        cut_card(m, ev)
    pp, bp = point(m.p_cards), point(m.b_cards)
    if pp >= NATURAL or bp >= NATURAL:
        show(m, ev, "natural")
        showdown(m, ev, pp, bp)
        return
    m.phase = PUNTER
    m.turn = p


def third(m: CheminDeFer, seat: int, hand: list[Card], ev: list[Event]) -> None:
    """A third card, face up."""
    if m.pos >= m.cut_at and not m.cut_out:
        cut_card(m, ev)
    card = m.shoe[m.pos]
    m.pos += 1
    hand.append(card)
    m.seen[CARD_VALUE[card]] += 1
    if not m.quiet:
        ev.append(Event(Ev.DEALT, seat=seat, cards=(card,), face_up=True, reason="third"))


def do_punter(m: CheminDeFer, seat: int, action: Action, ev: list[Event]) -> None:
    if action.kind == "draw":
        third(m, seat, m.p_cards, ev)
    m.phase = BANKER
    m.turn = m.banker


def do_banker(m: CheminDeFer, seat: int, action: Action, ev: list[Event]) -> None:
    if action.kind == "draw":
        third(m, seat, m.b_cards, ev)
    show(m, ev, "showdown")
    showdown(m, ev, point(m.p_cards), point(m.b_cards))


def show(m: CheminDeFer, ev: list[Event], reason: str) -> None:
    """Both hands face up: their first two cards are seen now (a third card was seen as it was dealt)."""
    seen = m.seen
    for seat, hand in ((m.punter, m.p_cards), (m.banker, m.b_cards)):
        seen[CARD_VALUE[hand[0]]] += 1
        seen[CARD_VALUE[hand[1]]] += 1
        if not m.quiet:
            ev.append(Event(Ev.SHOWN, seat=seat, cards=tuple(hand), reason=reason))
    m.shown = True
