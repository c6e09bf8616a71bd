"""Exact play of a Fortuna deal's last tricks with every hand known (one sampled world of the search).

Who wants what: in nevolya the forced players play together against the forcer, and with two players in
play each trick one takes is one the other does not, so the game is two-sided: alpha-beta on the first
side's tricks, with a memo of bounds on the cards left and the leader. With three or four declarers each
plays for himself, wanting as many tricks as he can take (every trick is a leve, or one fewer short):
max^n on each player's own tricks, with a memo of the result per cards left and leader (ties go against
the seat the search is for). Cards that touch in a hand (nothing left between them) play alike: one of
them is tried. The result is the tricks each seat takes from here; `SimDeal.finish` then settles them.
"""

from __future__ import annotations

from lomber.engine.cards import HIGH, Card
from lomber.search.cardbits import runs

SUIT_BIT = {"S": 0, "H": 16, "D": 32, "C": 48}
SUIT_MASK = {s: 0x1FFF << b for s, b in SUIT_BIT.items()}
MASKS = tuple(SUIT_MASK[s] for s in "SHDC")


def bit_of(card: Card) -> int:
    """The card's bit: 16 per suit, rank 2 lowest."""
    return 1 << (SUIT_BIT[card[-1]] + HIGH[card[:-1]] - 2)


def _suit_mask(bit: int) -> int:
    return MASKS[(bit.bit_length() - 1) >> 4]


class Solver:
    """Solves positions of one deal: `seats` in play (turn order), trump suit, `team` = seats of the first side
    (two-sided positions) or None (each for himself). Memos persist across positions of the same deal."""

    def __init__(self, seats: list[int], trump: str, team: set[int] | None, me: int) -> None:
        self.seats = list(seats)
        self.k = len(seats)
        self.trump_mask = SUIT_MASK[trump]
        self.team = team
        self.me = me
        self.in_team = tuple(s in team for s in seats) if team is not None else ()
        self.memo: dict[tuple[tuple[int, ...], int], tuple[int, int]] = {}
        self.memo_n: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}
        self.nodes = 0

    # ----- helpers
    def _beats(self, card: int, best: int) -> bool:
        """True if `card` beats the trick's best card so far."""
        if _suit_mask(card) == _suit_mask(best):
            return card > best
        return bool(card & self.trump_mask)

    def _live(self, hs: tuple[int, ...], trick: list[tuple[int, int]]) -> int:
        """The cards that can still part two of a hand's cards: every card held, and the trick's cards of the
        suit led or trumps (10♥ and 8♥ play alike once the 9♥ is gone, not while it is on the table: one
        wins the trick, the other ducks under it)."""
        left = 0
        for h in hs:
            left |= h
        if trick:
            counts = _suit_mask(trick[0][1]) | self.trump_mask
            for _, b in trick:
                left |= b & counts
        return left

    def _options(self, hand: int, led: int, left: int) -> list[int]:
        """Distinct legal cards: follow the suit led if possible; one card of each run of touching cards."""
        if led:
            follow = hand & _suit_mask(led)
            if follow:
                hand = follow
        out: list[int] = []
        for shift in (0, 16, 32, 48):
            h = (hand >> shift) & 0x1FFF
            if h:
                out.extend(b << shift for b in runs(h, (left >> shift) & 0x1FFF))
        return out

    # ----- entry
    def solve(self, hands: dict[int, int], trick: list[tuple[int, int]], to_move: int) -> dict[int, int]:
        """Tricks each seat in play takes from here (including the trick in progress) under the model's play."""
        pos = self.seats.index(to_move)
        hs = tuple(hands[s] for s in self.seats)
        tr = [(self.seats.index(s), b) for s, b in trick]
        if self.team is not None:
            n = sum((h).bit_count() for h in hs) + len(tr)
            total = n // self.k
            a = self._ab_trick(hs, tr, pos, -1, total + 1)
            out = {s: 0 for s in self.seats}
            # the first side's tricks go to its first seat, the rest to the other side's first seat
            first_a = next(s for s in self.seats if s in self.team)
            first_b = next(s for s in self.seats if s not in self.team)
            out[first_a] = a
            out[first_b] = total - a
            return out
        vec = self._mx_trick(hs, tr, pos)
        return {s: vec[i] for i, s in enumerate(self.seats)}

    def root_values(self, hands: dict[int, int], trick: list[tuple[int, int]], to_move: int, moves: list[int]
                    ) -> list[dict[int, int]]:
        """`solve` after each of `to_move`'s cards in `moves` (the root's candidates)."""
        out = []
        for b in moves:
            h = dict(hands)
            h[to_move] = h[to_move] & ~b
            tr = trick + [(to_move, b)]
            if len(tr) == self.k:
                win = self._winner_seat(tr)
                rest = {s: h[s] for s in self.seats}
                if any(rest.values()):
                    sub = self.solve(rest, [], win)
                else:
                    sub = {s: 0 for s in self.seats}
                sub[win] = sub.get(win, 0) + 1
                out.append(sub)
            else:
                i = self.seats.index(to_move) + 1
                out.append(self.solve(h, tr, self.seats[i % self.k]))
        return out

    def _winner_seat(self, trick: list[tuple[int, int]]) -> int:
        """Who takes a whole trick: the first of the pair (a seat, or a position in the search) of its best card."""
        seat, best = trick[0]
        for s, b in trick[1:]:
            if self._beats(b, best):
                seat, best = s, b
        return seat

    # ----- two sides: alpha-beta on the first side's tricks
    def _ab_boundary(self, hs: tuple[int, ...], leader: int, alpha: int, beta: int) -> int:
        if not hs[leader]:
            return 0
        key = (hs, leader)
        lo, hi = self.memo.get(key, (0, 99))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        a0, b0 = max(alpha, lo), min(beta, hi)
        v = self._ab_trick(hs, [], leader, a0, b0)
        if v <= a0:
            self.memo[key] = (lo, v)
        elif v >= b0:
            self.memo[key] = (v, hi)
        else:
            self.memo[key] = (v, v)
        return v

    def _ab_trick(self, hs: tuple[int, ...], trick: list[tuple[int, int]], pos: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if len(trick) == self.k:
            win = self._winner_seat(trick)
            r = 1 if self.in_team[win] else 0
            return r + self._ab_boundary(hs, win, alpha - r, beta - r)
        led = trick[0][1] if trick else 0
        left = self._live(hs, trick)
        maximize = self.in_team[pos]
        nxt = pos + 1 if pos + 1 < self.k else 0
        best_v = -1 if maximize else 99
        for b in self._ordered(hs[pos], led, left, trick):
            h2 = hs[:pos] + (hs[pos] & ~b,) + hs[pos + 1:]
            v = self._ab_trick(h2, trick + [(pos, b)], nxt, alpha, beta)
            if maximize:
                if v > best_v:
                    best_v = v
                    alpha = max(alpha, v)
            else:
                if v < best_v:
                    best_v = v
                    beta = min(beta, v)
            if alpha >= beta:
                break
        return best_v

    def _ordered(self, hand: int, led: int, left: int, trick: list[tuple[int, int]]) -> list[int]:
        """Distinct options, likely winners first (high cards), so cut-offs come early."""
        opts = self._options(hand, led, left)
        opts.sort(reverse=True)
        return opts

    # ----- each for himself: max^n on own tricks
    def _mx_boundary(self, hs: tuple[int, ...], leader: int) -> tuple[int, ...]:
        if not hs[leader]:
            return (0,) * self.k
        key = (hs, leader)
        got = self.memo_n.get(key)
        if got is None:
            got = self.memo_n[key] = self._mx_trick(hs, [], leader)
        return got

    def _mx_trick(self, hs: tuple[int, ...], trick: list[tuple[int, int]], pos: int) -> tuple[int, ...]:
        self.nodes += 1
        if len(trick) == self.k:
            win = self._winner_seat(trick)
            sub = self._mx_boundary(hs, win)
            return sub[:win] + (sub[win] + 1,) + sub[win + 1:]
        led = trick[0][1] if trick else 0
        left = self._live(hs, trick)
        nxt = pos + 1 if pos + 1 < self.k else 0
        me = self.seats.index(self.me) if self.me in self.seats else -1
        best: tuple[int, ...] | None = None
        for b in self._options(hs[pos], led, left):
            h2 = hs[:pos] + (hs[pos] & ~b,) + hs[pos + 1:]
            v = self._mx_trick(h2, trick + [(pos, b)], nxt)
            if best is None or v[pos] > best[pos] or (v[pos] == best[pos] and me >= 0 and v[me] < best[me]):
                best = v
        assert best is not None
        return best


def hand_bits(cards: list[Card]) -> int:
    """A hand as a bit mask."""
    m = 0
    for c in cards:
        m |= bit_of(c)
    return m
