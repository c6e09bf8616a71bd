"""Exact play of the rest of a Fly deal with every hand known (one sampled world of the strong search).

Each player races his own score to 0, so the search is max^n: every seat still in picks the card that takes the
most off its own score from here (a remise counting against, reaching 0 a win, another's reaching 0 a loss: the
values of `lomber.games.fly.sim.outcome_value`), a tie going against the seat the search is for (then the
lower values, so that the result does not hang on the order of the moves). Cards that touch in a hand (no
card still out or in the trick lies between them) play alike, so one of each run is tried; the ace of spades and
the ace of trumps never merge (the privilege). Positions repeat through different orders of play: a memo per
world keeps each one's result, and a node budget (`TooBig`) bounds a solve, so a caller falls back to a
play-out when the end is out of reach.
"""

from __future__ import annotations

from lomber.engine.cards import HIGH, Card
from lomber.games.fly.rules import ACE_OF_SPADES, as_write_off, remise
from lomber.games.fly.sim import LOSS_MALUS, WIN_BONUS, OutOfBudget
from lomber.search.cardbits import runs, top_bits

SUIT_BIT = {"S": 0, "H": 16, "D": 32, "C": 48}
SUIT_MASK = {s: 0x1FFF << b for s, b in SUIT_BIT.items()}


def bit_of(card: Card) -> int:
    """The card's bit: 16 per suit, rank 2 lowest."""
    return 1 << (SUIT_BIT[card[-1]] + HIGH[card[:-1]] - 2)


def card_of(bit: int) -> Card:
    """The card of a bit (`bit_of`'s inverse)."""
    i = bit.bit_length() - 1
    return _RANKS[i & 15] + "SHDC"[i >> 4]


_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
AS_BIT = bit_of(ACE_OF_SPADES)


TooBig = OutOfBudget      # the solve ran past its node budget


class Solver:
    """The rest of one world's deal, solved exactly; `values` gives every seat's value from a position."""

    def __init__(self, n: int, trumps: str, nodes: int, me: int) -> None:
        self.n = n
        self.me = me
        self.trumps = trumps
        self.trump_mask = SUIT_MASK[trumps]
        self.write_off = as_write_off(trumps)
        self.ace_trumps = bit_of("A" + trumps) if trumps != "S" else 0   # a led one may be taken by the AS
        self.nodes = nodes
        self.budget = nodes
        self.spent = 0                  # new positions searched in all, the caller's measure of work
        self.as_holder: int | None = None
        self.following: dict[int, int] = {}
        self.in_play = 0
        self.memo: dict[tuple[object, ...], tuple[float, ...]] = {}
        self.move_memo: dict[tuple[int, int, int], list[int]] = {}     # the cards to try, by hand, lead and live cards

    def values(self, hands: list[list[Card]], trick: list[tuple[int, Card]], turn: int, taken: list[int],
               scores: list[int], following: dict[int, int], as_holder: int | None) -> tuple[float, ...]:
        """Every seat's value of the rest of the deal from here (score taken off, remises, the match's end);
        `following` gives the seat after each seat still in. Raises `TooBig` past `nodes` new positions."""
        if following != self.following or as_holder != self.as_holder:   # another exchange: other positions
            self.following, self.as_holder, self.in_play = following, as_holder, len(following)
            self.memo = {}
        self.budget = self.nodes
        masks = tuple(sum(bit_of(c) for c in h) for h in hands)
        try:
            return self._node(masks, tuple((s, bit_of(c)) for s, c in trick), turn, tuple(taken), tuple(scores))
        finally:
            self.spent += self.nodes - max(self.budget, 0)

    def _moves(self, hand: int, trick: tuple[tuple[int, int], ...], live: int) -> list[int]:
        key = (hand, trick[0][1] if trick else 0, live)
        got = self.move_memo.get(key)
        if got is None:
            got = self.move_memo[key] = self._find_moves(hand, trick, live)
        return got

    def _find_moves(self, hand: int, trick: tuple[tuple[int, int], ...], live: int) -> list[int]:
        if trick:
            lead = trick[0][1]
            ok = hand & _suit_of(lead)
            if not ok:
                ok = hand & self.trump_mask or hand
            if hand & AS_BIT and not ok & AS_BIT and lead == self.ace_trumps:
                ok |= AS_BIT
        else:
            ok = hand
        special = ok & (AS_BIT | (self.ace_trumps if live & AS_BIT else 0))
        out = top_bits(special)
        rest = ok & ~special
        for mask in (SUIT_MASK["S"], SUIT_MASK["H"], SUIT_MASK["D"], SUIT_MASK["C"]):
            mine = rest & mask
            if mine:
                out.extend(runs(mine, live & mask))
        return out

    def _winner(self, trick: tuple[tuple[int, int], ...]) -> int:
        lead = trick[0][1]
        if lead == self.ace_trumps:
            for s, b in trick:
                if b == AS_BIT:
                    return s
        led_mask = _suit_of(lead)
        best_seat, best = trick[0][0], 0
        for s, b in trick:
            strength = (b.bit_length() - 1) & 15
            if b & self.trump_mask:
                strength += 40
            elif b & led_mask:
                strength += 20
            else:
                continue
            if strength > best:
                best_seat, best = s, strength
        return best_seat

    def _node(self, hands: tuple[int, ...], trick: tuple[tuple[int, int], ...], turn: int, taken: tuple[int, ...],
              scores: tuple[int, ...]) -> tuple[float, ...]:
        key = (hands, trick, turn, taken)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.budget -= 1
        if self.budget < 0:
            raise TooBig
        live = 0
        for h in hands:
            live |= h
        for _, b in trick:
            live |= b
        best: tuple[float, ...] | None = None
        hand = hands[turn]
        for b in self._moves(hand, trick, live):
            after = list(hands)
            after[turn] = hand ^ b
            t = (*trick, (turn, b))
            if len(t) < self.in_play:
                v = self._node(tuple(after), t, self.following[turn], taken, scores)
            else:
                v = self._trick_done(tuple(after), t, taken, scores)
            if best is None or v[turn] > best[turn] or v[turn] == best[turn] and _worse_for(v, best, self.me):
                best = v
        assert best is not None
        self.memo[key] = best
        return best

    def _trick_done(self, hands: tuple[int, ...], trick: tuple[tuple[int, int], ...], taken: tuple[int, ...],
                    scores: tuple[int, ...]) -> tuple[float, ...]:
        w = self._winner(trick)
        off = 1 + (self.write_off if w == self.as_holder and taken[w] == 0 else 0)
        gain = min(off, scores[w])
        if gain == scores[w]:                       # reached 0: the match is won
            out = [-LOSS_MALUS] * self.n
            out[w] = gain + WIN_BONUS
            return tuple(out)
        tk = list(taken)
        tk[w] += 1
        sc = list(scores)
        sc[w] -= gain
        if hands[w]:
            v = list(self._node(hands, (), w, tuple(tk), tuple(sc)))
        else:                                       # the deal's end: remises
            v = [0.0] * self.n
            for s in self.following:
                if tk[s] == 0:
                    v[s] = -float(remise(s == self.as_holder))
        v[w] += gain
        return tuple(v)


def _worse_for(v: tuple[float, ...], best: tuple[float, ...], me: int) -> bool:
    """Between moves alike for the seat to play: the one worse for `me`, then the lower values (a fixed order, so
    the result does not hang on the order the moves are tried in)."""
    return v[me] < best[me] or v[me] == best[me] and v < best


def _suit_of(bit: int) -> int:
    return 0x1FFF << (((bit.bit_length() - 1) >> 4) << 4)


