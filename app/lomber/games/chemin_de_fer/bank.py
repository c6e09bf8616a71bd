"""Chemin de fer's bank: the auction for the first bank, the bank changing hands (a banker who retires offers it,
a bank that passes goes to the next seat, who names a new one), and each coup's opening under a bank."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lomber.engine.actions import Action
from lomber.engine.events import Ev, Event
from lomber.games.chemin_de_fer.rules import BANK, BET, DECIDE, NAME, OFFER

if TYPE_CHECKING:
    from lomber.games.chemin_de_fer import CheminDeFer


def auction_next(m: CheminDeFer, after: int, ev: list[Event]) -> None:
    """Give the turn to the next bidder after `after`, or close the auction."""
    for k in range(1, m.n + 1):
        s = (after + k) % m.n
        if m.dropped[s] or m.out[s]:
            continue
        if s == m.high_bidder:
            break
        if m.ledger.stacks[s] <= m.high_bid or m.ledger.stacks[s] < m.minimum:
            m.dropped[s] = True   # cannot put up more than the last bid: skipped
            continue
        m.turn = s
        return
    m.turn = None
    auction_close(m, ev)


def auction_close(m: CheminDeFer, ev: list[Event]) -> None:
    if m.high_bidder is None:
        set_bank(m, 0, m.minimum, ev)
    else:
        set_bank(m, m.high_bidder, m.high_bid, ev)


def do_auction(m: CheminDeFer, seat: int, action: Action, ev: list[Event]) -> None:
    if action.kind == "bid":
        m.high_bid, m.high_bidder = int(action.amount or 0), seat
    else:
        m.dropped[seat] = True
    active = [s for s in range(m.n) if not m.dropped[s] and not m.out[s]]
    if m.high_bidder is not None and active == [m.high_bidder]:
        m.turn = None
        auction_close(m, ev)
    else:
        auction_next(m, seat, ev)


def set_bank(m: CheminDeFer, seat: int, amount: int, ev: list[Event]) -> None:
    """`seat` becomes banker and puts `amount` in the bank; the coup's betting opens."""
    m.banker = seat
    chips = m.move_chips(m.places[seat], BANK, amount, "bank")
    m.bank_named = amount
    m.bank_coups = 0
    ev.append(Event(Ev.ROLE, seat=seat, reason="banker"))
    ev += chips
    begin_coup(m, ev)


def pass_bank(m: CheminDeFer, old: int, ev: list[Event]) -> None:
    """The next player in turn names a new bank: the first seat clockwise from `old`'s left still in (`old` itself
    last)."""
    n, out = m.n, m.out
    for s in range(old + 1, old + n + 1):
        if not out[s % n]:
            m.banker = s % n
            break
    else:
        m.banker = old
    m.phase = NAME
    m.turn = m.banker
    m.suivi = None
    if not m.quiet:
        ev.append(Event(Ev.ROLE, seat=m.banker, reason="banker"))


def do_name(m: CheminDeFer, seat: int, action: Action, ev: list[Event]) -> None:
    amount = action.amount
    assert amount is not None   # (`is_legal`)
    ev += m.move_chips(m.places[seat], BANK, amount, "bank")
    m.bank_named = amount
    m.bank_coups = 0
    begin_coup(m, ev)


def do_decide(m: CheminDeFer, seat: int, action: Action, ev: list[Event]) -> None:
    if action.kind == "deal":
        open_betting(m, ev)
        return
    amount = m.ledger.table[BANK]
    ev += m.move_chips(BANK, m.places[seat], amount, "retire")
    m.suivi = None
    m.offer_amount = amount
    m.offer_from = seat
    m.banker = None
    m.phase = OFFER
    m.queue = [s for s in round_from(m, seat) if m.ledger.stacks[s] >= amount]
    offer_next(m, ev)


def offer_next(m: CheminDeFer, ev: list[Event]) -> None:
    if m.queue:
        m.turn = m.queue[0]
        return
    pass_bank(m, m.offer_from, ev)


def do_offer(m: CheminDeFer, seat: int, action: Action, ev: list[Event]) -> None:
    m.queue.pop(0)
    if action.kind == "take":
        set_bank(m, seat, m.offer_amount, ev)
        return
    offer_next(m, ev)


def round_from(m: CheminDeFer, banker: int) -> list[int]:
    """Seats still in, clockwise from the banker's left, the banker excluded."""
    n, out = m.n, m.out
    return [s % n for s in range(banker + 1, banker + n) if not out[s % n]]


def begin_coup(m: CheminDeFer, ev: list[Event]) -> None:
    if not m.quiet:
        ev.append(Event(Ev.DEAL_START, seat=m.banker))
    if m.bank_coups > 0:
        m.phase = DECIDE
        m.turn = m.banker
    else:
        open_betting(m, ev)


def open_betting(m: CheminDeFer, ev: list[Event]) -> None:
    b = m.banker
    assert b is not None
    m.phase = BET
    m.bets = [0] * m.n
    m.bet_order = []
    m.spoken = []
    m.banco = None
    order = round_from(m, b)
    s = m.suivi
    m.suivi = None
    m.suivi_turn = False
    if s is not None and s in order and m.ledger.stacks[s] >= m.ledger.table[BANK]:
        order.remove(s)
        order.insert(0, s)
        m.suivi_turn = True
    m.queue = order
    m._bet_next(ev)
