"""Fortuna before the play: what follows the bids, the re-passes and a lone declarer's choice (play, or all
passed and the same dealer deals again), and whose turn it is to buy from the talon (two players)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lomber.engine.events import Ev, Event
from lomber.engine.ledger import seat_place
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.rules import BUY, LONE, REPASS
from lomber.games.fortuna.settle import POOL

if TYPE_CHECKING:
    from lomber.games.fortuna.match import FortunaMatch


def after_bidding(m: FortunaMatch, ev: list[Event]) -> None:
    """The first round is over: a round of re-passes if some declarers may re-pass, else `after_repass`."""
    order = m._first_round_order()
    m.declarers = [s for s in order if m.bids[s] == "play"]
    if len(m.declarers) >= 2:
        eligible = R.repass_eligible(order, m.bids, m.dealer_seat)
        if eligible:
            m.phase, m.queue = REPASS, eligible
            return
    after_repass(m, ev)


def after_repass(m: FortunaMatch, ev: list[Event]) -> None:
    """Two declarers or more play; one alone forces or re-passes; none: all passed."""
    if len(m.declarers) >= 2:
        m._begin_play(ev)
    elif len(m.declarers) == 1:
        m.phase, m.queue = LONE, [m.declarers[0]]
    else:
        all_pass(m, ev)


def all_pass(m: FortunaMatch, ev: list[Event]) -> None:
    """Everyone passed: the cards are thrown in, non-dealers pay the fine, the same dealer deals again."""
    fine = R.ALL_PASS_FINE[m.variant]
    for s in m._first_round_order():
        if s != m.dealer_seat:
            ev += m.move_chips(seat_place(s), POOL, fine, "all-pass", f"all passed: {fine} chips each")
    go_on = m.end_deal([{"seat": s, "bid": "passed"} for s in m._first_round_order()])
    ev.append(Event(Ev.DEAL_END, m.dealer_seat, text="all passed: the same dealer deals again"))
    if not go_on:
        m.over = True
        m.queue = []
        return
    m._start_deal(ev)


def next_buyer(m: FortunaMatch, ev: list[Event]) -> None:
    """Two players with a talon: the dealer buys after the other; then the play."""
    seat = m.queue[0]
    if seat != m.dealer_seat:
        m.phase, m.queue = BUY, [m.dealer_seat]
    else:
        m._begin_play(ev)
