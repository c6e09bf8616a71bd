"""Chemin de fer's settlement of a coup: the bets paid or taken, the commission, the coup's table, who leaves, and
what comes next (the same bank, the bank passing, the end of the match)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lomber.engine.events import Ev, Event
from lomber.games.chemin_de_fer.bank import begin_coup, pass_bank
from lomber.games.chemin_de_fer.rules import BANK, BETS, HOUSE, commission_due

if TYPE_CHECKING:
    from lomber.games.chemin_de_fer import CheminDeFer

OVER = "over"   # the table's phase once the match is over (`chemin_de_fer.OVER`)


def showdown(m: CheminDeFer, ev: list[Event], pp: int, bp: int) -> None:
    """Both hands shown, the punter's at point `pp`, the banker's at `bp`: the bets are settled, the coup counted;
    then the next coup, the bank passing, or the end."""
    b = m.banker
    assert b is not None and m.punter is not None
    bets, order, places = m.bets, m.bet_order, m.places
    commission = 0
    if pp == bp:
        for s in order:
            ev += m.move_chips(BETS, places[s], bets[s], "stand-off")
    elif bp > pp:
        for s in order:
            ev += m.move_chips(BETS, BANK, bets[s], "lost", seat=s)
        commission = commission_due(sum(bets), m.options["commission"])
        if commission:   # (no HOUSE pile without a commission)
            ev += m.move_chips(BANK, HOUSE, commission, "commission")
    else:
        for s in order:
            place = places[s]
            ev += m.move_chips(BETS, place, bets[s], "returned")
            ev += m.move_chips(BANK, place, bets[s], "win")
        left = m.ledger.table[BANK]
        if left:   # what is left of the bank goes back (nothing, and no event, when it was covered whole)
            ev += m.move_chips(BANK, places[b], left, "bank-back")
    keeps = bp >= pp   # the bank stays with its banker unless the punter won
    m.suivi = m.banco if bp > pp and m.options["banco_suivi"] else None
    go_on = m.end_deal(coup_rows(m, pp, bp, commission))
    if not m.quiet:
        text = (f"Stand-off at {pp}" if pp == bp else f"Banker wins, {bp} against {pp}" if keeps else
                f"Punter wins, {pp} against {bp}: the bank passes")
        ev.append(Event(Ev.DEAL_END, seat=b, text=text))
    m.bets = [0] * m.n
    m.used += m.p_cards
    m.used += m.b_cards
    m.p_cards, m.b_cards = [], []
    m.punter = None
    m.banco = None
    m.bet_order = []
    if not go_on:
        m.turn = None        # nobody is to act: no next coup
        return
    if m.cut_out:
        m._new_shoe(ev)
    mark_out(m, ev)
    if m.out.count(False) < 2:
        if not keeps:
            m.banker = None   # the bank has passed and nobody names a new one: the summary's banker is null
        end(m, ev)
        return
    if keeps and not m.out[b]:
        m.bank_coups += 1
        begin_coup(m, ev)
    else:
        if keeps:   # an out banker cannot hold a bank (cannot happen: the bank is at least the minimum)
            ev += m.move_chips(BANK, places[b], m.ledger.table[BANK], "bank-back")
        pass_bank(m, b, ev)


# A bettor's result by the sign of his point less the banker's (the banker's by the opposite sign).
_RESULT = {0: "stand-off", 1: "won", -1: "lost"}


def coup_rows(m: CheminDeFer, pp: int, bp: int, commission: int) -> list[dict[str, Any]]:
    """The coup's table: the banker, then the punter and every other bettor, with their bets and what they won."""
    b, p, bets = m.banker, m.punter, m.bets
    assert b is not None
    sign = 0 if pp == bp else 1 if pp > bp else -1      # for the bettors
    won = _RESULT[sign]
    rows: list[dict[str, Any]] = [{"seat": b, "role": "banker", "point": bp, "result": _RESULT[-sign],
                                   "chips": -sign * sum(bets) - commission}]
    for s in m.bet_order:
        rows.append({"seat": s, "role": "punter" if s == p else "bettor", "bet": bets[s],
                     "point": pp if s == p else None, "result": won, "chips": sign * bets[s]})
    return rows


def mark_out(m: CheminDeFer, ev: list[Event]) -> None:
    """Seats with less than the table minimum (a banker counting his bank) leave the table."""
    stacks, out, least = m.ledger.stacks, m.out, m.minimum
    for s in range(m.n):
        if out[s] or stacks[s] >= least:   # (a stack of the minimum stays, whatever its bank)
            continue
        if s != m.banker or stacks[s] + m.ledger.table[BANK] < least:
            out[s] = True
            ev.append(Event(Ev.OUT, seat=s))


def end(m: CheminDeFer, ev: list[Event]) -> None:
    """The match is over: the bank goes home, bets still out go back; the one richest seat wins."""
    b = m.banker
    if b is not None:
        ev += m.move_chips(BANK, m.places[b], m.ledger.table[BANK], "bank-back")
    for s in m.bet_order:   # only when stopped mid-coup
        ev += m.move_chips(BETS, m.places[s], m.bets[s], "returned")
    m.bets = [0] * m.n
    m.bet_order = []
    m.phase = OVER
    m.over = True
    m.turn = None
    ev.append(Event(Ev.MATCH_END, seat=m.winner()))
