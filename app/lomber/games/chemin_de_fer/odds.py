"""Exact odds of a Chemin de fer coup from the shoe's composition, for the computer players and the odds panel.

A composition is a tuple of 10 counts: how many cards of each value 0–9 (10 and faces are 0) the drawer
does not know. A strategy gives the probability of drawing for the punter (by his two-card point) and the
banker (by his point and the punter's third card, column 10 when the punter stood); the tableau, the
Kemeny–Snell solution of the free game, and any mix are strategies. Everything is exact: cards are drawn
without replacement, and results are memoized by composition.

The game's rules come from `lomber.games.chemin_de_fer` (the table, naturals); points are added modulo 10 in
the loops below as `points` does, for speed. Tests check the odds against brute force, and the brute force
against the engine's own coups.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from lomber.games.chemin_de_fer.match import BANKER_TABLE, NATURAL, STOOD, tableau_choices

Comp = tuple[int, ...]

# Kemeny & Snell (1957): the punter draws at 5 with probability 9/11; the banker with 6 draws with this
# probability when the punter stood.
KS_PUNTER_5 = 9 / 11
KS_BANKER_6_STOOD = 859 / 2288


def full_shoe(packs: int = 6) -> Comp:
    """The composition of `packs` full 52-card packs: 16 zeros and 4 of each other value per pack."""
    return (16 * packs,) + (4 * packs,) * 9


@dataclass(frozen=True)
class Strategy:
    """Drawing probabilities: `punter[t]` at two-card point t (0–7); `banker[b][col]` at point b (0–7)."""

    punter: tuple[float, ...]
    banker: tuple[tuple[float, ...], ...]

    def with_banker(self, b: int, col: int, p: float) -> Strategy:
        """The same strategy with one banker cell changed."""
        rows = [list(r) for r in self.banker]
        rows[b][col] = p
        return Strategy(self.punter, tuple(tuple(r) for r in rows))

    def with_punter(self, t: int, p: float) -> Strategy:
        """The same strategy with the punter's draw probability at point t changed."""
        row = list(self.punter)
        row[t] = p
        return Strategy(tuple(row), self.banker)


def tableau(punter_at_5: float = 1.0, banker_3_v_9: float = 1.0) -> Strategy:
    """The table of the rules, with the two choices it leaves as probabilities of drawing."""
    punter = tuple({"D": 1.0, "S": 0.0, "O": punter_at_5}[tableau_choices("punter", t)] for t in range(NATURAL))
    banker = tuple(tuple(1.0 if c == "D" else 0.0 if c == "S" else banker_3_v_9 for c in row) for row in BANKER_TABLE)
    return Strategy(punter, banker)


def kemeny_snell() -> Strategy:
    """The solution of the free game (infinite deck): the tableau, the punter mixing at 5, the banker at 6."""
    return tableau(KS_PUNTER_5, 1.0).with_banker(6, STOOD, KS_BANKER_6_STOOD)


TABLEAU = tableau()
KEMENY_SNELL = kemeny_snell()


@dataclass(frozen=True)
class Outcome:
    """Probabilities that the punter wins, the banker wins, or a stand-off."""

    punter: float
    banker: float
    tie: float

    @property
    def punter_ev(self) -> float:
        """The punter's expectation per chip bet (stand-offs return the bet)."""
        return self.punter - self.banker

    @property
    def banker_ev(self) -> float:
        """The banker's expectation per chip bet against him."""
        return self.banker - self.punter


def _cmp(pt: int, bt: int) -> tuple[float, float, float]:
    return (1.0, 0.0, 0.0) if pt > bt else (0.0, 1.0, 0.0) if bt > pt else (0.0, 0.0, 1.0)


def _take(comp: Comp, v: int) -> Comp:
    return comp[:v] + (comp[v] - 1,) + comp[v + 1:]


MEMO_LIMIT = 500_000   # entries; the memo starts afresh beyond this (a long session sees many shoes)


class Calculator:
    """Exact coup odds under one strategy, memoized by composition."""

    def __init__(self, strategy: Strategy) -> None:
        self.s = strategy
        self._memo: dict[tuple[Comp, int, int], tuple[float, float, float]] = {}

    def banker_ends(self, comp: Comp, pt: int, bt: int, col: int, draw: float) -> tuple[float, float, float]:
        """Outcome once the punter's final point is `pt`, the banker at `bt` drawing with probability `draw`."""
        stand = _cmp(pt, bt)
        if draw <= 0.0:
            return stand
        n = sum(comp)
        pw = bw = tw = 0.0
        for y in range(10):
            c = comp[y]
            if c:
                w = c / n
                b = (bt + y) % 10
                if pt > b:
                    pw += w
                elif b > pt:
                    bw += w
                else:
                    tw += w
        if draw >= 1.0:
            return pw, bw, tw
        k = 1.0 - draw
        return draw * pw + k * stand[0], draw * bw + k * stand[1], draw * tw + k * stand[2]

    def after_punter(self, comp: Comp, pt: int, bt: int, punter_draws: bool) -> tuple[float, float, float]:
        """Outcome after the punter's choice at `pt` (no naturals), the banker playing the strategy."""
        row = self.s.banker[bt]
        if not punter_draws:
            return self.banker_ends(comp, pt, bt, STOOD, row[STOOD])
        n = sum(comp)
        pw = bw = tw = 0.0
        for x in range(10):
            c = comp[x]
            if c:
                w = c / n
                a, b, t = self.banker_ends(_take(comp, x), (pt + x) % 10, bt, x, row[x])
                pw += w * a
                bw += w * b
                tw += w * t
        return pw, bw, tw

    def from_points(self, comp: Comp, pt: int, bt: int) -> tuple[float, float, float]:
        """Outcome from two-card points `pt`, `bt` (naturals included), the rest of the shoe `comp`."""
        if pt >= NATURAL or bt >= NATURAL:
            return _cmp(pt, bt)
        key = (comp, pt, bt)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        q = self.s.punter[pt]
        if q >= 1.0:
            out = self.after_punter(comp, pt, bt, True)
        elif q <= 0.0:
            out = self.after_punter(comp, pt, bt, False)
        else:
            d = self.after_punter(comp, pt, bt, True)
            s = self.after_punter(comp, pt, bt, False)
            out = (q * d[0] + (1 - q) * s[0], q * d[1] + (1 - q) * s[1], q * d[2] + (1 - q) * s[2])
        self._memo[key] = out
        return out

    def coup(self, comp: Comp) -> Outcome:
        """The coup before any card: punter, banker, punter, banker dealt from `comp`."""
        if len(self._memo) > MEMO_LIMIT:
            self._memo.clear()
        n = sum(comp)
        pw = bw = tw = 0.0
        for p1 in range(10):
            if not comp[p1]:
                continue
            w1 = comp[p1] / n
            c1 = _take(comp, p1)
            for b1 in range(10):
                if not c1[b1]:
                    continue
                w2 = w1 * c1[b1] / (n - 1)
                c2 = _take(c1, b1)
                for p2 in range(10):
                    if not c2[p2]:
                        continue
                    w3 = w2 * c2[p2] / (n - 2)
                    c3 = _take(c2, p2)
                    for b2 in range(10):
                        if not c3[b2]:
                            continue
                        w = w3 * c3[b2] / (n - 3)
                        a, b, t = self.from_points(_take(c3, b2), (p1 + p2) % 10, (b1 + b2) % 10)
                        pw += w * a
                        bw += w * b
                        tw += w * t
        return Outcome(pw, bw, tw)

    def punter_choice(self, comp: Comp, cards: tuple[int, int]) -> dict[str, Outcome]:
        """The punter's `draw` and `stand` with his two cards' values known; `comp` = cards he has not seen.

        Conditioned on the banker holding no natural (else there is no decision).
        """
        pt = (cards[0] + cards[1]) % 10
        n = sum(comp)
        acc = {"draw": [0.0, 0.0, 0.0], "stand": [0.0, 0.0, 0.0]}
        total = 0.0
        for b1 in range(10):
            if not comp[b1]:
                continue
            w1 = comp[b1] / n
            c1 = _take(comp, b1)
            for b2 in range(10):
                if not c1[b2] or (b1 + b2) % 10 >= NATURAL:
                    continue
                w = w1 * c1[b2] / (n - 1)
                c2 = _take(c1, b2)
                bt = (b1 + b2) % 10
                total += w
                for name, draws in (("draw", True), ("stand", False)):
                    a, b, t = self.after_punter(c2, pt, bt, draws)
                    r = acc[name]
                    r[0] += w * a
                    r[1] += w * b
                    r[2] += w * t
        return {k: Outcome(*(x / total for x in v)) if total else Outcome(0.0, 0.0, 0.0) for k, v in acc.items()}

    def banker_choice(self, comp: Comp, cards: tuple[int, int], third: int | None) -> dict[str, Outcome]:
        """The banker's `draw` and `stand` with his two cards known and the punter's third card (None: stood).

        `comp` = the cards the banker has not seen (the punter's two face-down cards among them). The
        punter's hidden point is weighed by the strategy's chance that he drew (or stood) with it.
        """
        bt = (cards[0] + cards[1]) % 10
        n = sum(comp)
        acc = {"draw": [0.0, 0.0, 0.0], "stand": [0.0, 0.0, 0.0]}
        total = 0.0
        for p1 in range(10):
            if not comp[p1]:
                continue
            w1 = comp[p1] / n
            c1 = _take(comp, p1)
            for p2 in range(10):
                pt = (p1 + p2) % 10
                if not c1[p2] or pt >= NATURAL:
                    continue
                q = self.s.punter[pt]
                w = w1 * c1[p2] / (n - 1) * (q if third is not None else 1.0 - q)
                if w <= 0.0:
                    continue
                c2 = _take(c1, p2)
                total += w
                final = pt if third is None else (pt + third) % 10
                for name, draw in (("draw", 1.0), ("stand", 0.0)):
                    a, b, t = self.banker_ends(c2, final, bt, 0, draw)
                    r = acc[name]
                    r[0] += w * a
                    r[1] += w * b
                    r[2] += w * t
        return {k: Outcome(*(x / total for x in v)) if total else Outcome(0.0, 0.0, 0.0) for k, v in acc.items()}


@lru_cache(maxsize=16)
def calculator(strategy: Strategy) -> Calculator:
    """A shared calculator per strategy (so its memo serves every player)."""
    return Calculator(strategy)


def coup_odds(comp: Comp, strategy: Strategy = TABLEAU) -> Outcome:
    """Exact odds of a coup dealt from `comp` (about half a second for a full shoe; memoized)."""
    return calculator(strategy).coup(tuple(comp))


def punter_odds(comp: Comp, cards: tuple[int, int], strategy: Strategy = TABLEAU) -> dict[str, Outcome]:
    """Exact `draw` / `stand` odds for the punter (the banker playing `strategy`)."""
    return calculator(strategy).punter_choice(tuple(comp), cards)


def banker_odds(comp: Comp, cards: tuple[int, int], third: int | None,
                strategy: Strategy = TABLEAU) -> dict[str, Outcome]:
    """Exact `draw` / `stand` odds for the banker (the punter assumed to play `strategy`)."""
    return calculator(strategy).banker_choice(tuple(comp), cards, third)


def infinite_odds(probs: tuple[float, ...], strategy: Strategy = TABLEAU) -> Outcome:
    """The coup with cards drawn with replacement at these value probabilities (the infinite deck).

    Also a fast estimate for a deep shoe (about 2,000 steps whatever the composition).
    """
    two = [0.0] * 10
    for a in range(10):
        for b in range(10):
            two[(a + b) % 10] += probs[a] * probs[b]
    # below[b][f]: chance the banker, drawing from point b, ends below f; at[b][f]: ends on f.
    at = [[probs[(f - b) % 10] for f in range(10)] for b in range(10)]
    below = [[sum(row[:f]) for f in range(10)] for row in at]
    pw = bw = tw = 0.0
    for pt in range(10):
        for bt in range(10):
            w = two[pt] * two[bt]
            if not w:
                continue
            if pt >= NATURAL or bt >= NATURAL:
                a, b, t = _cmp(pt, bt)
            else:
                a, b, t = _infinite_after(probs, pt, bt, strategy, below[bt], at[bt])
            pw += w * a
            bw += w * b
            tw += w * t
    return Outcome(pw, bw, tw)


def _infinite_after(probs: tuple[float, ...], pt: int, bt: int, s: Strategy, below: list[float],
                    at: list[float]) -> tuple[float, float, float]:
    row = s.banker[bt]

    def bank(final: int, col: int) -> tuple[float, float, float]:
        q = row[col]
        a, b, t = _cmp(final, bt)
        if q <= 0.0:
            return a, b, t
        da, dt = below[final], at[final]          # punter wins if the banker ends below, ties on equal
        k = 1.0 - q
        return q * da + k * a, q * (1.0 - da - dt) + k * b, q * dt + k * t

    q = s.punter[pt]
    stand = bank(pt, STOOD)
    if q <= 0.0:
        return stand
    d0 = d1 = d2 = 0.0
    for x in range(10):
        px = probs[x]
        if px:
            a, b, t = bank((pt + x) % 10, x)
            d0 += px * a
            d1 += px * b
            d2 += px * t
    k = 1.0 - q
    return q * d0 + k * stand[0], q * d1 + k * stand[1], q * d2 + k * stand[2]


def proportions(comp: Comp) -> tuple[float, ...]:
    """Value probabilities of a composition."""
    n = sum(comp)
    return tuple(c / n for c in comp)


def main() -> None:
    """`python -m lomber.games.chemin_de_fer.odds`: the exact value of a fresh six-pack shoe under both drawing rules."""
    shoe = full_shoe(6)
    for name, strategy in (("tableau (draw at 5, banker draws 3 v 9)", TABLEAU),
                           ("free, Kemeny-Snell strategies", KEMENY_SNELL)):
        o = coup_odds(shoe, strategy)
        print(f"{name}: punter {o.punter:.6f} banker {o.banker:.6f} stand-off {o.tie:.6f} "
              f"value to the punter {o.punter_ev:+.6f}")
    o = infinite_odds(proportions(full_shoe(1)), KEMENY_SNELL)
    print(f"free, Kemeny-Snell, infinite deck: value to the punter {o.punter_ev:+.6f}")


if __name__ == "__main__":
    main()
