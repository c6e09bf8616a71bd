"""Ferme: this deal's expected chips of drawing and of standing, every case counted and settled by the rules in full.

Where the cases are few (`exact_choice` gives up beyond a step budget), the advisor's `draw`/`stand` and the
strong player's choice come from here. Every case is one way the cards this seat has not seen can lie: the
others' face-down cards (what showed of each player weighed by the model of when players draw, as in
`joint`), then this seat's own draws from the stock, then the players after it playing on by the model. Each
final position is settled as the rules settle it (`Settlement`): the bust fines (limited by a stack), a 16's
farm with the whole tie-break (the brilliant, the fewest cards, the farmer, the seat order from the farmer's
left, or `farmer-first`), the closest-to-16 payments with their odd chips, the historical game's early 16,
farm and pool. This seat's choice at each later draw sees only its own cards, so the best play is worked out
over what it knows: the cases that agree on its draws are summed before drawing and standing are compared.

The one approximation left is the model of when the others draw (the players after this seat draw as if it
stood: they do not see its cards); under the model the figures are exact.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from lomber.games.ferme.joint import Deal, Other, _after, _draws
from lomber.games.ferme.match import BRILLIANT, TARGET, bust_fine, card_value

EXACT_STEPS = 500_000       # the work the exact figures may take before the sampled ones are used instead
BRILLIANT_VALUE = 6         # the brilliant is the pack's only 6
Hand = tuple[int, int, bool]  # total, cards held, holds the brilliant
Counts = tuple[int, ...]


class _TooBig(Exception):
    """The cases are too many for the budget."""


@dataclass(frozen=True)
class Settlement:
    """The deal's settlement as the rules make it, seen from seat `me`: its chips and whether it takes the farm."""

    me: int
    farmer: int
    n: int
    stacks: tuple[int, ...]
    farm: int
    pool: int
    historical: bool
    to_pool: bool
    farmer_first: bool

    @classmethod
    def of(cls, view: dict[str, Any]) -> Settlement:
        o = view["options"]
        return cls(view["seat"], view["roles"]["farmer"], len(view["hands"]), tuple(view["stacks"]),
                   view["table"].get("farm", 0), view["table"].get("pool", 0), o["rule_set"] == "historical",
                   o.get("bust_pays_to") == "pool", o.get("tie_priority") == "farmer-first")

    def winner_of_16(self, hands: dict[int, Hand], sixteen: list[int]) -> int:
        f = self.farmer

        def key(s: int) -> tuple[int, ...]:
            brilliant = 0 if hands[s][2] else 1
            farmer = 0 if s == f else 1
            rest = (hands[s][1], (s - f) % self.n)
            if self.farmer_first:
                return (farmer, brilliant, *rest)
            return (brilliant, rest[0], farmer, rest[1])

        return min(sixteen, key=key)

    def chips(self, hands: dict[int, Hand], early: int | None) -> tuple[float, bool]:
        """(this seat's chips from the settlement, whether it takes the farm) for these final hands."""
        me, f = self.me, self.farmer
        bust = [s for s, h in hands.items() if h[0] > TARGET and s != f]
        if self.historical:
            fines = {s: min(bust_fine(hands[s][0], True), self.stacks[s]) for s in bust}
            mine = -float(fines.get(me, 0))
            if early is not None:
                if early == me:
                    return mine + self.farm + self.pool + sum(fines.values()), True
                return mine, False
            rivals = {s: h[0] for s, h in hands.items() if s != f and h[0] <= TARGET}
            if me in rivals and rivals[me] == max(rivals.values()):
                closest = sum(1 for t in rivals.values() if t == rivals[me])
                pot = self.pool + (sum(fines.values()) if self.to_pool else 0)
                mine += pot // closest
            return mine, False
        fines = {s: min(1, self.stacks[s]) for s in bust}
        mine = -float(fines.get(me, 0)) + (sum(fines.values()) if me == f else 0.0)
        sixteen = [s for s, h in hands.items() if h[0] == TARGET]
        if sixteen:
            won = self.winner_of_16(hands, sixteen) == me
            return mine + (self.farm if won else 0), won
        alive = {s: h[0] for s, h in hands.items() if h[0] <= TARGET}
        if me not in alive or not alive:
            return mine, False
        best = max(alive.values())
        stack = {s: self.stacks[s] + (sum(fines.values()) if s == f else 0) for s in alive}
        if alive[me] < best:
            return mine - (1.0 if stack[me] > 0 else 0.0), False
        payers = sum(1 for s, t in alive.items() if t < best and stack[s] > 0)
        return mine + payers // sum(1 for t in alive.values() if t == best), False


Weigh = Callable[[Other, int, int, bool], float]


def _held(deal: Deal, weigh: Weigh, lazy: bool, spend: Callable[[int], None]
          ) -> dict[tuple[tuple[Hand, ...], Counts], float]:
    """The others' face-down cards, each weighed by what showed of its player (`weigh(player, total, cards,
    last)`): {(their hands, the counts left): weight}. With `lazy` the first card of a player still to play
    is left in the counts (see `exact_choice`)."""
    held: dict[tuple[tuple[Hand, ...], Counts], float] = {((), deal.unseen): 1.0}
    for o in deal.others:
        nxt: dict[tuple[tuple[Hand, ...], Counts], float] = {}
        if lazy and not o.done:
            held = {(hands + ((0, 0, False),), counts): w for (hands, counts), w in held.items()}
            continue
        # The model's weight of each total after each card, looked up rather than asked for every case.
        rows = [[]] + [[weigh(o, t, j, j == o.cards) for t in range(_TOTALS)] for j in range(1, o.cards + 1)]
        # The work his cards take is charged before they are counted (how many ways each card tries, known
        # without the weights), so a deal past the budget gives up here, not once they are all counted.
        costs: dict[Counts, int] = {}
        for _, counts in held:
            if counts not in costs:
                costs[counts] = _cost(o.cards, counts, rows)
        spend(sum(costs[counts] for _, counts in held))
        # His cards' ways depend only on the counts they come from: the hands before him that leave the same
        # counts share them.
        known: dict[Counts, list[tuple[tuple[Hand, Counts], float]]] = {}
        for (hands, counts), w in held.items():
            got = known.get(counts)
            if got is None:
                got = known[counts] = _runs(o.cards, counts, rows)
            for (h, cs), p in got:
                k2 = (hands + (h,), cs)
                nxt[k2] = nxt.get(k2, 0.0) + w * p
        held = nxt
    return held


_TOTALS = TARGET + 21       # every total a hand's cards can reach before the next is weighed, plus a ten


def _runs(cards: int, counts: Counts, rows: list[list[float]]) -> list[tuple[tuple[Hand, Counts], float]]:
    """One player's `cards` face-down cards from `counts`, weighed by `rows[j][total]` after the j-th:
    [((his hand, the counts left), weight)]; the ways to the same cards are one."""
    runs: dict[tuple[Hand, Counts], float] = {((0, 0, False), counts): 1.0}
    for j in range(1, cards + 1):
        row = rows[j]
        step: dict[tuple[Hand, Counts], float] = {}
        for ((t, _, b), cs), p in runs.items():
            n = sum(cs)
            for v in range(1, 11):
                k = cs[v]
                if k:
                    f = row[t + v]
                    if f:
                        # `_take(cs, v)`, written out: the innermost loop of the count
                        key = ((t + v, j, b or v == BRILLIANT_VALUE), cs[:v] + (k - 1,) + cs[v + 1:])
                        step[key] = step.get(key, 0.0) + p * f * k / n
        runs = step
    return list(runs.items())


def _cost(cards: int, counts: Counts, rows: list[list[float]]) -> int:
    """The work `_runs` charges the budget: ten for each way so far before each card (it tries up to ten
    cards). A way is the cards drawn so far (their total and the brilliant follow from them), reached where
    every card's weight is not 0, however small the weight."""
    if cards <= 2:      # the first card's ways are one for each value it can be
        return 10 + (10 * sum(1 for v in range(1, 11) if counts[v] and rows[1][v]) if cards == 2 else 0)
    ways = {(0, counts)}
    cost = 0
    for j in range(1, cards + 1):
        cost += 10 * len(ways)
        if j < cards:
            row = rows[j]
            ways = {(t + v, cs[:v] + (cs[v] - 1,) + cs[v + 1:]) for t, cs in ways for v in range(1, 11)
                    if cs[v] and row[t + v]}
    return cost


def ruled_out(deal: Deal) -> Weigh:
    """What the rules alone let a player's cards show: he drew again only on 16 or under, and in the historical
    game nobody reached 16 (a 16 would have ended the deal); any card is otherwise as likely as another."""
    def weigh(o: Other, t: int, j: int, final: bool) -> float:
        if deal.early16 and t == TARGET:
            return 0.0
        return 1.0 if final or t <= TARGET else 0.0
    return weigh


def next_card(deal: Deal, budget: int = EXACT_STEPS) -> tuple[float, ...] | None:
    """The chance of each value (index 1…10) of this seat's next card from the stock, given the cards it has seen
    and what the rules let the others' draws show (`ruled_out`); None when the cases are too many to count."""
    steps = [budget]

    def spend(k: int = 1) -> None:
        steps[0] -= k
        if steps[0] < 0:
            raise _TooBig

    try:
        held = _held(deal, ruled_out(deal), True, spend)
    except _TooBig:
        return None
    out = [0.0] * 11
    for (_, counts), w in held.items():
        n = sum(counts)
        if w and n:
            for v in range(1, 11):
                out[v] += w * counts[v] / n
    total = sum(out)
    return tuple(x / total for x in out) if total > 0 else None

@dataclass(frozen=True)
class Exact:
    """The counted cases: for each state of this seat's own draws (value counts drawn from the stock, and from
    the reshuffled discards), the summed chance of reaching it and the chips and farm chance of standing there."""

    stand: dict[tuple[Counts, Counts], tuple[float, float, float]]
    children: dict[tuple[Counts, Counts], list[tuple[Counts, Counts]]]
    ends: frozenset[tuple[Counts, Counts]]

    def choice(self, later: float = 0.0) -> tuple[float, float]:
        """(drawing now and playing on best, standing now): this deal's expected chips, each case's farm
        counting `later` more (the strong player's worth of the deals to come; 0 for this deal's figures)."""
        memo: dict[tuple[Counts, Counts], float] = {}

        def best(state: tuple[Counts, Counts]) -> float:
            hit = memo.get(state)
            if hit is None:
                _, chips, won = self.stand[state]
                hit = chips + later * won
                if state not in self.ends:
                    hit = max(hit, sum(best(c) for c in self.children[state]))
                memo[state] = hit
            return hit

        root = ((0,) * 11, (0,) * 11)
        reach, chips, won = self.stand[root]
        draw = sum(best(c) for c in self.children[root])
        return draw / reach, (chips + later * won) / reach


def _take(counts: Counts, v: int) -> Counts:
    return counts[:v] + (counts[v] - 1,) + counts[v + 1:]


def _ordered(counts: Sequence[int], drawn: Sequence[int]) -> float:
    """The chance that the first draws from `counts` are the cards `drawn` (value counts) in one given order."""
    n = sum(counts)
    p = 1.0
    for v, d in enumerate(drawn):
        for j in range(d):
            if counts[v] - j <= 0:
                return 0.0
            p *= counts[v] - j
    for k in range(sum(drawn)):
        if n - k <= 0:
            return 0.0
        p /= n - k
    return p


def _visit_work(total: int, most: Counts, stock: int, then: Counts | None, early16: bool) -> int:
    """What `exact_choice`'s `visit` charges for each case at least, summed over the states of this seat's own
    draws it reaches from `total` (the same states: drawing while on 16 or under, or under 16 where a 16 ends
    the deal; the first `stock` cards from the most any case leaves, then from `then`)."""
    work = 0
    seen: set[tuple[Counts, Counts]] = set()
    todo = [((0,) * 11, (0,) * 11)]
    while todo:
        state = todo.pop()
        if state in seen:
            continue
        seen.add(state)
        d1, d2 = state
        n1 = sum(d1)
        work += 10 + n1
        t = total + sum(v * (d1[v] + d2[v]) for v in range(11))
        if t > TARGET or (early16 and t == TARGET):
            continue
        if n1 < stock:
            todo += [(d1[:v] + (d1[v] + 1,) + d1[v + 1:], d2) for v in range(1, 11) if most[v] > d1[v]]
        elif then is not None:
            todo += [(d1, d2[:v] + (d2[v] + 1,) + d2[v + 1:]) for v in range(1, 11) if then[v] > d2[v]]
    return work


def exact_choice(view: dict[str, Any], deal: Deal, budget: int = EXACT_STEPS) -> Exact | None:
    """Every case of this seat's decision between drawing and standing, or None beyond `budget` steps."""
    steps = [budget]

    def spend(k: int = 1) -> None:
        steps[0] -= k
        if steps[0] < 0:
            raise _TooBig

    me = view["seat"]
    own = view["hands"][me]
    mine: Hand = (sum(card_value(c) for c in own), len(own), BRILLIANT in own)
    settle = Settlement.of(view)
    others = deal.others
    after = [i for i, o in enumerate(others) if not o.done]
    then = deal.then
    # The first card of a player still to play says nothing yet: where no reshuffle can come, it is as likely
    # any card of the stock's, so it is dealt only when he plays (far fewer cases to count).
    lazy = then is None

    try:
        held = _held(deal, lambda o, t, j, final: _after(o, t, j, final, deal), lazy, spend)
    except _TooBig:
        return None
    groups = [(hands, counts, w) for (hands, counts), w in held.items() if w > 0]
    if not groups:
        return None
    stock0 = deal.stock
    seats = [o.seat for o in others]
    # The most of each value any case leaves in the stock: this seat can draw a value where some case holds one.
    most = tuple(map(max, zip(*(counts for _, counts, _ in groups))))
    # Each state of this seat's draws charges every case (`visit`): where that alone is past the budget left,
    # the deal gives up now rather than after playing out the cases.
    if len(groups) * _visit_work(mine[0], most, stock0, then, deal.early16) > steps[0]:
        return None

    Outcomes = list[tuple[tuple[tuple[Hand, ...], int | None], float]]
    State = tuple[tuple[Hand, ...], Counts, int, Counts | None]
    # The players after this seat play on from their own hands and the cards left, whatever the others hold
    # and however those cards came to be left: the same (their hands, cards left) is played out once.
    played: dict[State, tuple[Outcomes, int]] = {}

    def play(hands: tuple[Hand, ...], counts: Counts, stock: int, pile: Counts | None) -> Outcomes:
        """[((the others' final hands, an early 16's seat), chance)], the players after this seat playing on
        from `hands` by the model, one after another; the ways to the same cards are summed as they go."""
        theirs = tuple(hands[i] for i in after)
        key = (theirs, counts, stock, pile)
        hit = played.get(key)
        if hit is None:
            hit = played[key] = _play(theirs, counts, stock, pile)
        else:
            spend(hit[1])
        if len(after) == 1:
            i = after[0]
            return [((hands[:i] + hs + hands[i + 1:], early), p) for (hs, early), p in hit[0]]
        out = []
        for (hs, early), p in hit[0]:
            full = list(hands)
            for k, i in enumerate(after):
                full[i] = hs[k]
            out.append(((tuple(full), early), p))
        return out

    def _play(hands: tuple[Hand, ...], counts: Counts, stock: int, pile: Counts | None) -> tuple[Outcomes, int]:
        """`play` from the hands of the players after this seat alone, and the work charged to the budget."""
        out: dict[tuple[tuple[Hand, ...], int | None], float] = {}
        cost = 0
        states: dict[State, float] = {(hands, counts, stock, pile): 1.0}
        for i, o in enumerate(others[x] for x in after):
            if lazy:    # his first card, not counted off the stock (see `lazy`)
                first: dict[State, float] = {}
                for (hs, cs, st, pl), p in states.items():
                    n = sum(cs)
                    for v in range(1, 11):
                        if cs[v]:
                            k = (hs[:i] + ((v, 1, v == BRILLIANT_VALUE),) + hs[i + 1:], _take(cs, v), st, pl)
                            first[k] = first.get(k, 0.0) + p * cs[v] / n
                states = first
            live, states = states, {}
            while live:
                spend(10 * len(live))      # each state tries up to ten cards
                cost += 10 * len(live)
                nxt: dict[State, float] = {}
                for (hs, cs, st, pl), p in live.items():
                    t, c, b = hs[i]
                    if deal.early16 and t == TARGET:
                        k2 = (hs, o.seat)
                        out[k2] = out.get(k2, 0.0) + p
                        continue
                    if not st and pl is not None and sum(pl):
                        cs, st, pl = pl, sum(pl), None
                    n = sum(cs)
                    d = _draws(o.p_draw, t, c, deal.compulsory) if st and n else 0.0
                    if d < 1.0:
                        k = (hs, cs, st, pl)
                        states[k] = states.get(k, 0.0) + p * (1.0 - d)
                    if d:
                        pd, pre, post, st1 = p * d, hs[:i], hs[i + 1:], st - 1
                        for v in range(1, 11):
                            m = cs[v]
                            if m:
                                k = (pre + ((t + v, c + 1, b or v == BRILLIANT_VALUE),) + post,
                                     cs[:v] + (m - 1,) + cs[v + 1:], st1, pl)
                                nxt[k] = nxt.get(k, 0.0) + pd * m / n
                live = nxt
        for (hs, _, _, _), p in states.items():
            out[(hs, None)] = out.get((hs, None), 0.0) + p
        return list(out.items()), cost

    settled: dict[tuple[Any, ...], tuple[float, bool]] = {}

    def chips(hands: tuple[Hand, ...], me_hand: Hand, early: int | None) -> tuple[float, bool]:
        key = (hands, me_hand, early)
        hit = settled.get(key)
        if hit is None:
            final = dict(zip(seats, hands))
            final[me] = me_hand
            hit = settled[key] = settle.chips(final, early)
        return hit

    stand: dict[tuple[Counts, Counts], tuple[float, float, float]] = {}
    children: dict[tuple[Counts, Counts], list[tuple[Counts, Counts]]] = {}
    ends: set[tuple[Counts, Counts]] = set()

    def visit(d1: Counts, d2: Counts) -> None:
        state = (d1, d2)
        if state in stand:
            return
        n1, n2 = sum(d1), sum(d2)
        t = mine[0] + sum(v * (d1[v] + d2[v]) for v in range(11))
        h_me: Hand = (t, mine[1] + n1 + n2, mine[2] or bool(d1[BRILLIANT_VALUE] or d2[BRILLIANT_VALUE]))
        reach = total = won = 0.0
        p2 = _ordered(then, d2) if n2 else 1.0
        for hands, counts, w in groups:
            spend(10 + n1)
            p = w * _ordered(counts, d1) * p2
            if not p:
                continue
            reach += p
            if t > TARGET and me != settle.farmer:
                # His own bust fine, whatever the others hold: the players after him need not be played out.
                x, y = chips(hands, h_me, None)
                total += p * x
                continue
            if deal.early16 and t == TARGET:
                res: Outcomes = [((hands, me), 1.0)]
            elif n1 < stock0:
                res = play(hands, tuple(a - b for a, b in zip(counts, d1)), stock0 - n1, then)
            elif then is not None:
                left = tuple(a - b for a, b in zip(then, d2))
                res = play(hands, left, sum(left), None)
            else:
                res = play(hands, tuple(a - b for a, b in zip(counts, d1)), 0, None)
            for (final, early), q in res:
                x, y = chips(final, h_me, early)
                total += p * q * x
                won += p * q * y
        stand[state] = (reach, total, won)
        if t > TARGET or (deal.early16 and t == TARGET):
            ends.add(state)
            return
        kids = []
        if n1 < stock0:
            for v in range(1, 11):
                if most[v] > d1[v]:
                    kids.append((d1[:v] + (d1[v] + 1,) + d1[v + 1:], d2))
        elif then is not None:
            kids = [(d1, d2[:v] + (d2[v] + 1,) + d2[v + 1:]) for v in range(1, 11) if then[v] > d2[v]]
        if not kids:
            ends.add(state)
        children[state] = kids
        for c1, c2 in kids:
            visit(c1, c2)

    try:
        visit((0,) * 11, (0,) * 11)
    except _TooBig:
        return None
    if stand[((0,) * 11, (0,) * 11)][0] <= 0:
        return None
    return Exact(stand, children, frozenset(ends))
