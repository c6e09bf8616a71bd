"""Settling a played deal: leves and honours, failures, remises, souverains and the division of the pool.

Pure arithmetic on plain data, so every payment case can be read (and tested) in one place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from lomber.engine.cards import Card
from lomber.engine.events import Ev, Event
from lomber.engine.ledger import seat_place
from lomber.games.fortuna import rules as R

if TYPE_CHECKING:
    from lomber.games.fortuna.match import FortunaMatch

POOL = "pool"


@dataclass
class Move:
    """One payment: chips from a place to a place, with the reason a log reader needs."""

    src: str
    dst: str
    amount: int
    reason: str
    text: str


@dataclass
class Player:
    """One scorer's deal: declarer (or forcer) with his tricks and honours."""

    seat: int
    tricks: int
    needed: int
    base: int                      # leves are tricks over this
    honour_pts: int
    honour_count: int
    bought: int = 0                # talon cards bought (a buyer who fails pays double)
    hand: list[Card] = field(default_factory=list)

    @property
    def made(self) -> bool:
        return self.tricks >= self.needed

    @property
    def shortfall(self) -> int:
        return max(0, self.needed - self.tricks)

    @property
    def leves(self) -> int:
        return self.tricks - self.base if self.made else 0

    @property
    def points(self) -> int:
        return self.leves + self.honour_pts if self.made else 0


@dataclass
class Deal:
    """What settlement needs to know about a played deal."""

    variant: str
    n: int
    dealer: int
    mult: int
    trump: str
    remise: int                    # one remise: the pool when play began, capped at 72
    pool: int                      # the pool before settlement (this deal's stake and talon fees in it)
    scores: list[list[int]]        # [leve, honour] per seat before the deal
    players: list[Player]          # declarers, or the forcer alone in nevolya
    forced: list[int]              # forced players in nevolya
    nevolya: bool = False


@dataclass
class Outcome:
    """Everything the deal's settlement does: moves in order, new scores, the partie's end."""

    moves: list[Move]
    scores: list[list[int]]
    winner: int | None = None
    souverain: str = ""            # "grand" / "petit" / ""
    remises: int = 0               # chips paid into the pool as remises this deal (carried to the next partie)
    text: str = ""


def total(score: list[int]) -> int:
    """A score's total: leve + honour points, at most 12 while the leve column is 0."""
    t = score[0] + score[1]
    return min(t, R.HONOUR_CAP) if score[0] == 0 else t


def souverain_kind(p: Player, variant: str, trump: str) -> str:
    """'grand' for 13+ deal points, 'petit' for exactly 12 with the AH (AS if hearts are trumps)."""
    if not p.made:
        return ""
    if p.points >= 13:
        return "grand"
    if p.points == 12 and R.petit_card(trump) in p.hand:
        if variant in ("two", "two-talon") and not R.six_top_trumps(p.hand, trump):
            return ""
        return "petit"
    return ""


def partie_winner(d: Deal, scores: list[list[int]], reached: list[int]) -> int | None:
    """Of the seats that reached 13 this deal: higher total, then more leve points, then nearer the dealer's left."""
    if not reached:
        return None
    return max(reached, key=lambda s: (scores[s][0] + scores[s][1], scores[s][0], -((s - d.dealer - 1) % d.n)))


def settle(d: Deal) -> Outcome:
    """Settle the deal: returns the moves (payments, remises, premiums, division) and the new scores."""
    moves: list[Move] = []
    m = d.mult
    scores = [list(s) for s in d.scores]
    for p in d.players:
        if p.made:
            scores[p.seat][0] += p.leves
            scores[p.seat][1] += p.honour_pts

    kinds = {p.seat: souverain_kind(p, d.variant, d.trump) for p in d.players}
    sov = next((s for s, k in kinds.items() if k), None)
    reached = [p.seat for p in d.players if p.made and total(scores[p.seat]) >= R.PARTIE_POINTS]
    winner = sov if sov is not None else partie_winner(d, scores, reached)

    # The winner's points count in payments only up to what brings him to 13.
    pay_pts = {p.seat: p.points for p in d.players}
    pay_lev = {p.seat: p.leves for p in d.players}
    if winner is not None and sov is None:
        cap = max(0, R.PARTIE_POINTS - total(d.scores[winner]))
        pay_pts[winner] = min(pay_pts[winner], cap)
        pay_lev[winner] = min(pay_lev[winner], pay_pts[winner])

    def pay(src: int, dst: int, amount: int, reason: str, text: str) -> None:
        if amount > 0:
            moves.append(Move(seat_place(src), seat_place(dst), amount, reason, text))

    remises = 0
    failed = [p for p in d.players if not p.made]
    if d.nevolya:
        forcer = d.players[0]
        if not forcer.made:
            owed = (forcer.shortfall + forcer.honour_pts) * m
            for f in d.forced:
                pay(forcer.seat, f, owed, "punition",
                    f"punition juste: ({forcer.shortfall} short + {forcer.honour_pts} honours) × {m}")
    elif not failed:
        ps = d.players
        for i, a in enumerate(ps):
            for b in ps[i + 1:]:
                if sov in (a.seat, b.seat):
                    continue        # the souverain's premium replaces what he would collect
                pa, pb = pay_pts[a.seat], pay_pts[b.seat]
                if pa == pb:
                    pa, pb = pay_lev[a.seat], pay_lev[b.seat]
                    what = "leves"
                else:
                    what = "points"
                hi, lo = (a, b) if pa > pb else (b, a)
                diff = abs(pa - pb)
                pay(lo.seat, hi.seat, diff * m, "leves", f"difference of {diff} {what} × {m}")
    else:
        for f in failed:
            factor = 2 if f.bought else 1
            owed = (f.shortfall + f.honour_pts) * m * factor
            for o in d.players:
                if o is f or o.seat == sov:
                    continue
                note = " × 2 (bought from the talon)" if factor == 2 else ""
                pay(f.seat, o.seat, owed, "failed",
                    f"failed: ({f.shortfall} short + {f.honour_pts} honours) × {m}{note}")
    for f in failed:
        if d.variant in ("two", "two-talon") and f.tricks == 5:
            continue                # five tricks in the 2-player game pays no remises
        factor = 2 if f.bought else 1
        count = f.shortfall + f.honour_count
        amount = count * d.remise * factor
        if amount > 0:
            remises += amount
            note = " × 2 (bought from the talon)" if factor == 2 else ""
            moves.append(Move(seat_place(f.seat), POOL, amount, "remise",
                              f"{count} remise(s) ({f.shortfall} short + {f.honour_count} honours) of {d.remise}{note}"))
    if d.nevolya and not d.players[0].made:
        for f in d.forced:
            pay(d.players[0].seat, f, R.CONSOLATION, "consolation", "punition juste: 12 chips consolation")

    if sov is not None:
        premium = 13 * m + (R.GRAND_PREMIUM if kinds[sov] == "grand" else R.PETIT_PREMIUM)
        if not d.nevolya:           # forced players pay nothing, not even to a souverain
            for s in range(d.n):
                if s != sov:
                    pay(s, sov, premium, "souverain", f"{kinds[sov]} souverain: 13 × {m} + {premium - 13 * m}")

    out = Outcome(moves, scores, winner, kinds.get(sov, "") if sov is not None else "", remises)
    if winner is not None:
        moves.extend(divide(d, scores, winner, sov is not None))
    return out


def divide(d: Deal, scores: list[list[int]], winner: int, souverain: bool) -> list[Move]:
    """The pool without this deal's remises: 1/8 to each other player on 11, 1/4 on 12+, the rest to the winner.

    Then the winner's consolation to each player stuck at 12 on honours alone.
    """
    moves: list[Move] = []
    pool = d.pool
    share_total = 0
    if not souverain:
        for s in range(d.n):
            t = total(scores[s])
            if s == winner or t < 11:
                continue
            share = pool // 4 if t >= 12 else pool // 8
            if share:
                share_total += share
                moves.append(Move(POOL, seat_place(s), share, "share",
                                  f"{'1/4' if t >= 12 else '1/8'} of the pool of {pool} for {t} points"))
    rest = pool - share_total
    if rest:
        moves.append(Move(POOL, seat_place(winner), rest, "partie", f"the partie's winner takes {rest} of {pool}"))
    excess = rest - pool // 4
    for s in range(d.n):
        if s == winner or scores[s][0] != 0 or scores[s][1] < R.PARTIE_POINTS or excess <= 0:
            continue
        amount = R.WINNER_CONSOLATION if excess >= R.CONSOLATION_HALF_BELOW else excess // 2
        if amount:
            moves.append(Move(seat_place(winner), seat_place(s), amount, "winner-consolation",
                              f"stuck at 12 on honours: {amount} chips from the winner"))
    return moves


# ----- a match's deal settled
def settle_deal(m: FortunaMatch, ev: list[Event]) -> tuple[Outcome, bool]:
    """Settle the deal `m` has just played out: the payments and scores (`settle`), their events, the deal's table;
    the settlement, and False when the match stops at this deal's end (`Match.end_deal`)."""
    v = m.variant
    players = []
    for s in m.declarers:
        hand = m.held[s]
        pts = R.honour_points(hand, v, m.trump, m.short)
        count = R.honours_held(hand, v, m.trump, m.short)
        players.append(Player(s, m.taken[s], m.needed[s], m.base[s], pts, count, m.bought[s], hand))
    forced = [s for s in m.active if s != m.forcer] if m.forcer is not None else []
    deal = Deal(v, m.n, m.dealer_seat, m.mult, m.trump, R.one_remise(m.pool_at_play), m.ledger.get(POOL), m.scores,
                players, forced, m.forcer is not None)
    out = settle(deal)
    for mv in out.moves:
        ev += m.move_chips(mv.src, mv.dst, mv.amount, mv.reason, mv.text)
    if not m.quiet:   # nobody reads the events (a long record's replay): not worded either
        for p in players:
            if out.scores[p.seat] != m.scores[p.seat]:
                ev.append(Event(Ev.SCORE, p.seat, amount=total(out.scores[p.seat]), reason="points",
                                text=f"leves {out.scores[p.seat][0]}, honours {out.scores[p.seat][1]}"))
    m.scores = out.scores
    go_on = m.end_deal(deal_rows(m, players, out.winner, out.souverain))
    if not m.quiet:
        results = ", ".join(f"seat {p.seat} {p.tricks}/{p.needed}" + ("" if p.made else " failed") for p in players)
        ev.append(Event(Ev.DEAL_END, m.dealer_seat, text=results))
    return out, go_on


def deal_rows(m: FortunaMatch, players: list[Player], winner: int | None, souverain: str) -> list[dict[str, Any]]:
    """The deal's table: each seat's bid, and for those who played their tricks, leves, honours and points."""
    scored = {p.seat: p for p in players}
    rows: list[dict[str, Any]] = []
    for s in R.first_round_order(m.dealer_seat, m.n):
        if s in scored:
            p = scored[s]
            made = souverain if s == winner and souverain else "made" if p.made else "failed"
            rows.append({"seat": s, "bid": "forcer" if s == m.forcer else "declarer", "tricks": p.tricks,
                         "needed": p.needed, "leves": p.leves, "honours": p.honour_pts, "points": p.points,
                         "result": made})
        elif s in m.active:
            rows.append({"seat": s, "bid": "forced", "tricks": m.taken[s]})
        else:
            rows.append({"seat": s, "bid": "passed"})
    return rows
