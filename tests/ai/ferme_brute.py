"""Brute force for Ferme's odds: every way the cards a seat has not seen can lie and the others can play.

The next card (`next_cards`): each card the seat cannot tell from the top of the stock is put there and the
engine deals it. The others' totals and the chips (`brute`):

Each face-down card of the others, and each card they will draw, is enumerated value by value in the order
the cards lie (without replacement: a value is as likely as the unseen cards of it); what showed of each other
player (he drew after each of his cards but the last, and stood if his turn is over) is weighed by the strong
player's model of when players draw; the players still to play draw by it. Each final position is settled by
the engine itself (the match's own showdown), so the chips are the rules', not the advisor's.
"""

from __future__ import annotations

from typing import Any

from lomber.engine.actions import Action
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match
from lomber.games.ferme.ai import P_DRAW, OpponentModel
from lomber.games.ferme.match import TARGET, card_value

DRAW = Action("draw")
TINY = 1e-13     # a case less likely than this is left out (the figures stay exact to about 1e-10)


# ----- the next card: the engine dealing every card the seat cannot tell apart
def dealt_since_shuffle(events: list[Event]) -> set[str]:
    """The cards dealt into hands since the last shuffle or reshuffle, read from the table's events."""
    since: set[str] = set()
    for e in events:
        if e.kind is Ev.NOTE and e.reason in ("shuffle", "reshuffle"):
            since = set()
        elif e.kind is Ev.DEALT and e.reason == "hand":
            since.update(e.cards)
    return since


def next_cards(m: Match, seat: int, since: set[str]) -> list[str]:
    """The card `seat` draws next in every world it cannot tell from this one, each world equally likely.

    From a stock: any card of the stock or of the others' hands dealt since the last shuffle can be on top
    (swapped there; the seat's view stays the same). From an empty stock: the engine reshuffles the discards,
    and each of them can come up first.
    """
    view = m.view(seat)
    cards = []
    if m.stock:
        exchangeable = list(m.stock) + [c for s in range(m.n) if s != seat for c in m.hands[s] if c in since]
        for x in exchangeable:
            w = m.clone()
            if x in w.stock:
                i = w.stock.index(x)
                w.stock[0], w.stock[i] = w.stock[i], w.stock[0]
            else:
                s = next(s for s in range(m.n) if x in w.hands[s])
                i = w.hands[s].index(x)
                w.hands[s][i], w.stock[0] = w.stock[0], w.hands[s][i]
            assert w.view(seat) == view
            cards.append(drawn(w, seat))
    else:
        for i in range(len(m.discards)):
            w = m.clone()

            def rigged(pool: Any, key: str = "pack", i: int = i) -> tuple[list[str], dict[str, Any]]:
                order = list(pool)
                order.insert(0, order.pop(i))
                return order, {}

            w.dealer.shuffle_next = rigged  # type: ignore[method-assign]
            cards.append(drawn(w, seat))
    return cards


def drawn(m: Match, seat: int) -> str:
    """Apply `draw` for `seat`; the card the engine dealt it."""
    return next(e.cards[0] for e in m.apply(seat, DRAW) if e.kind is Ev.DEALT and e.seat == seat)



# ----- the others' totals and this deal's chips
def model_tables(m: Match, seat: int) -> dict[int, tuple[float, ...]]:
    """The models the advisor uses at this view (learned from the last showdown only)."""
    model = OpponentModel()
    view = m.view(seat)
    model.learn(view)
    return {s: model.table(s) for s in view["order"] if s != seat}


def brute(m: Match, me: int, limit: int = 3_000_000) -> dict[str, float]:
    """`beat` (this seat standing now tops every other hand) and `stand` (its chips from now to the settlement
    if it stands now), over every case; the players after it play as if it stood now."""
    historical = m.historical
    order = list(m.order)
    turn = m.turn
    others = [(i, s) for i, s in enumerate(order) if s != me]
    unseen_cards = [c for _, s in others for c in m.hands[s]] + list(m.stock)
    counts = [0] * 11
    for c in unseen_cards:
        counts[card_value(c)] += 1
    tables = model_tables(m, me)
    mine = sum(card_value(c) for c in m.hands[me])
    settled: dict[tuple[Any, ...], float] = {}
    steps = [limit]

    def p_draw(seat: int, total: int, cards: int) -> float:
        if total > TARGET:
            return 0.0
        if not historical and cards == 1:
            return 1.0
        return tables.get(seat, P_DRAW)[total]

    def shown(s: int, i: int, hand: list[int]) -> float:
        """The model's chance of what showed of this player after the last card of `hand` (of his hidden ones)."""
        t, j = sum(hand), len(hand)
        if historical and t == TARGET:
            return 0.0                      # a 16 would have ended the deal
        if j < len(m.hands[s]):
            return p_draw(s, t, j)          # he drew again
        if i < turn and t <= TARGET and (historical or j > 1):
            return 1.0 - p_draw(s, t, j)    # he stood
        return 1.0

    def deal_hidden(k: int, hands: list[list[int]], w: float, cnt: list[int]) -> None:
        """Lay the others' face-down cards, one by one in playing order, each weighed as soon as it lies."""
        steps[0] -= 1
        assert steps[0] > 0, "too many cases for brute force"
        if w < TINY:
            return
        if k == len(others):
            play(0, [list(h) for h in hands], w, cnt, len(m.stock))
            return
        i, s = others[k]
        hand = hands[k]
        if len(hand) == len(m.hands[s]):
            deal_hidden(k + 1, hands, w, cnt)
            return
        n = sum(cnt)
        for v in range(1, 11):
            if cnt[v]:
                p = cnt[v] / n
                cnt[v] -= 1
                hand.append(v)
                deal_hidden(k, hands, w * p * shown(s, i, hand), cnt)
                hand.pop()
                cnt[v] += 1

    def play(k: int, hands: list[list[int]], w: float, cnt: list[int], stock: int) -> None:
        steps[0] -= 1
        assert steps[0] > 0, "too many cases for brute force"
        if w < TINY:
            return
        if k == len(others):
            settle(hands, w, None)
            return
        i, s = others[k]
        t = sum(hands[k])
        if i < turn:
            play(k + 1, hands, w, cnt, stock)
            return
        if historical and t == TARGET:
            settle(hands, w, s)
            return
        d = p_draw(s, t, len(hands[k])) if stock else 0.0
        if d < 1.0:
            play(k + 1, hands, w * (1.0 - d), cnt, stock)
        if d:
            n = sum(cnt)
            for v in range(1, 11):
                if cnt[v]:
                    cnt[v] -= 1
                    hands[k].append(v)
                    play(k, hands, w * d * (cnt[v] + 1) / n, cnt, stock - 1)
                    hands[k].pop()
                    cnt[v] += 1

    def settle(hands: list[list[int]], w: float, early: int | None) -> None:
        key = (tuple((sum(h), len(h), 6 in h) for h in hands), early)
        settled[key] = settled.get(key, 0.0) + w

    deal_hidden(0, [[] for _ in others], 1.0, counts)
    total_w = sum(settled.values())
    beat = stand = 0.0
    for (shape, early), w in settled.items():
        totals = [t for t, _, _ in shape]
        if mine <= TARGET and not any(mine <= t <= TARGET for t in totals):
            beat += w
        stand += w * _engine_chips(m, me, others, shape, early)
    return {"beat": beat / total_w, "stand": stand / total_w}


def _engine_chips(m: Match, me: int, others: list[tuple[int, int]], shape: tuple[Any, ...],
                  early: int | None) -> float:
    """This seat's chips from now to the settlement, the engine settling hands of these totals."""
    spare = [c for c in m.pack_cards() if c not in m.hands[me]]
    w = m.clone()
    w.stop_at_deal_end = True
    for (_, s), (total, cards, brilliant) in zip(others, shape):
        w.hands[s] = _hand_of(total, cards, brilliant, spare)
    before = m.ledger.stacks[me]
    w._showdown(early=early)
    return float(w.ledger.stacks[me] - before)


def _hand_of(total: int, cards: int, brilliant: bool, spare: list[str]) -> list[str]:
    """Some `cards` cards from `spare` (taken out of it) totalling `total`, holding the 6H if `brilliant`."""
    pool = [c for c in spare if c != "6H"]

    def find(need: int, k: int, start: int) -> list[str] | None:
        if k == 0:
            return [] if need == 0 else None
        for i in range(start, len(pool)):
            v = card_value(pool[i])
            if v <= need - (k - 1):
                rest = find(need - v, k - 1, i + 1)
                if rest is not None:
                    return [pool[i], *rest]
        return None

    hand = ["6H"] if brilliant else []
    found = find(total - 6 * brilliant, cards - len(hand), 0)
    assert found is not None, f"no {cards} cards make {total}"
    hand += found
    for c in hand:
        spare.remove(c)
    return hand


# ----- drawing and standing: every case, this seat's best play over what it knows, settled by the engine
def brute_choice(m: Match, me: int, limit: int = 3_000_000) -> dict[str, float]:
    """`draw` and `stand`: this seat's chips from now to the settlement of drawing now (then playing on as well
    as it can knowing only its own cards) and of standing now, over every case: the others' face-down cards
    weighed by what showed of them, this seat's draws card by card from the stock, the players after it playing
    on by the model (as if they do not see its cards). Every final position is settled by the engine."""
    historical = m.historical
    order = list(m.order)
    turn = m.turn
    others = [(i, s) for i, s in enumerate(order) if s != me]
    counts = [0] * 11
    for c in [c for _, s in others for c in m.hands[s]] + list(m.stock):
        counts[card_value(c)] += 1
    tables = model_tables(m, me)
    own = [card_value(c) for c in m.hands[me]]
    steps = [limit]
    reach: dict[tuple[int, ...], float] = {}
    stand: dict[tuple[int, ...], float] = {}
    settled: dict[Any, float] = {}

    def spend() -> None:
        steps[0] -= 1
        assert steps[0] > 0, "too many cases for brute force"

    def p_draw(seat: int, total: int, cards: int) -> float:
        if total > TARGET or (historical and total == TARGET):
            return 0.0
        if not historical and cards == 1:
            return 1.0
        return tables.get(seat, P_DRAW)[total]

    def shown(s: int, i: int, hand: list[int]) -> float:
        t, j = sum(hand), len(hand)
        if historical and t == TARGET:
            return 0.0
        if j < len(m.hands[s]):
            return p_draw(s, t, j)
        if i < turn and t <= TARGET and (historical or j > 1):
            return 1.0 - p_draw(s, t, j)
        return 1.0

    def hidden(k: int, hands: list[list[int]], w: float, cnt: list[int]) -> None:
        spend()
        if w < TINY:
            return
        if k == len(others):
            mine(hands, w, cnt, (), len(m.stock))
            return
        i, s = others[k]
        if len(hands[k]) == len(m.hands[s]):
            hidden(k + 1, hands, w, cnt)
            return
        n = sum(cnt)
        for v in range(1, 11):
            if cnt[v]:
                p = cnt[v] / n
                cnt[v] -= 1
                hands[k].append(v)
                hidden(k, hands, w * p * shown(s, i, hands[k]), cnt)
                hands[k].pop()
                cnt[v] += 1

    def mine(hands: list[list[int]], w: float, cnt: list[int], seq: tuple[int, ...], stock: int) -> None:
        """This seat has drawn `seq`: its standing here, then each next card."""
        spend()
        reach[seq] = reach.get(seq, 0.0) + w
        t = sum(own) + sum(seq)
        if historical and t == TARGET:
            stand[seq] = stand.get(seq, 0.0) + w * settle(hands, seq, me)
        else:
            for (final, early), q in after(0, tuple(tuple(sorted(h)) for h in hands), tuple(cnt), stock).items():
                stand[seq] = stand.get(seq, 0.0) + w * q * settle([list(h) for h in final], seq, early)
        if t > TARGET or (historical and t == TARGET) or not stock:
            return
        n = sum(cnt)
        for v in range(1, 11):
            if cnt[v]:
                p = cnt[v] / n
                cnt[v] -= 1
                mine(hands, w * p, cnt, seq + (v,), stock - 1)
                cnt[v] += 1

    memo: dict[Any, dict[Any, float]] = {}

    def after(k: int, hands: tuple[tuple[int, ...], ...], cnt: tuple[int, ...], stock: int) -> dict[Any, float]:
        """{(the others' final hands, an early 16's seat): chance}, the players after this seat (from the k-th
        other) playing on by the model; a hand's future depends only on its cards and the cards left."""
        key = (k, hands, cnt, stock)
        if key in memo:
            return memo[key]
        spend()
        out: dict[Any, float] = {}
        if k == len(others):
            out[(hands, None)] = 1.0
        elif others[k][0] < turn:
            out = after(k + 1, hands, cnt, stock)
        elif historical and sum(hands[k]) == TARGET:
            out[(hands, others[k][1])] = 1.0
        else:
            s = others[k][1]
            d = p_draw(s, sum(hands[k]), len(hands[k])) if stock else 0.0
            if d < 1.0:
                for res, q in after(k + 1, hands, cnt, stock).items():
                    out[res] = out.get(res, 0.0) + (1.0 - d) * q
            if d:
                n = sum(cnt)
                for v in range(1, 11):
                    if cnt[v]:
                        h = hands[:k] + (tuple(sorted(hands[k] + (v,))),) + hands[k + 1:]
                        rest = cnt[:v] + (cnt[v] - 1,) + cnt[v + 1:]
                        for res, q in after(k, h, rest, stock - 1).items():
                            out[res] = out.get(res, 0.0) + d * q * cnt[v] / n
        memo[key] = out
        return out

    def settle(hands: list[list[int]], seq: tuple[int, ...], early: int | None) -> float:
        key = (tuple((sum(h), len(h), 6 in h) for h in hands), (sum(seq), len(seq), 6 in seq), early)
        if key not in settled:
            settled[key] = _engine_settle(m, me, others, [list(h) for h in hands], list(seq), early)
        return settled[key]

    hidden(0, [[] for _ in others], 1.0, counts)
    best: dict[tuple[int, ...], float] = {}

    def value(seq: tuple[int, ...]) -> float:
        if seq not in best:
            kids = [seq + (v,) for v in range(1, 11) if seq + (v,) in reach]
            best[seq] = max([stand[seq]] + ([sum(value(k) for k in kids)] if kids else []))
        return best[seq]

    root = reach[()]
    return {"draw": sum(value((v,)) for v in range(1, 11) if (v,) in reach) / root, "stand": stand[()] / root}


def _engine_settle(m: Match, me: int, others: list[tuple[int, int]], hands: list[list[int]], drawn: list[int],
                   early: int | None) -> float:
    """This seat's chips from now to the settlement, the engine settling these hands: the others' of these
    values, this seat's own cards and then cards of the values `drawn`."""
    spare: dict[int, list[str]] = {}
    for c in m.pack_cards():
        if c not in m.hands[me]:
            spare.setdefault(card_value(c), []).append(c)
    w = m.clone()
    w.stop_at_deal_end = True
    w.hands[me] = list(m.hands[me]) + [spare[v].pop() for v in drawn]
    for (_, s), values in zip(others, hands):
        w.hands[s] = [spare[v].pop() for v in values]
    before = m.ledger.stacks[me]
    w._showdown(early=early)
    return float(w.ledger.stacks[me] - before)


def brute_next(m: Match, me: int, limit: int = 3_000_000) -> list[float]:
    """The chance of each value (index 1…10) of `me`'s next card from the stock, over every way the others'
    face-down cards can lie card by card, each as likely, keeping only the ways the rules allow what showed:
    a player drew again only on 16 or under; in the historical game no 16 (it would have ended the deal)."""
    historical = m.historical
    others = [(i, s) for i, s in enumerate(m.order) if s != me and i < m.turn]   # those who have played
    counts = [0] * 11
    for c in [c for s in m.order if s != me for c in m.hands[s]] + list(m.stock):
        counts[card_value(c)] += 1
    out = [0.0] * 11
    steps = [limit]

    def legal(hand: list[int], s: int) -> bool:
        t = sum(hand)
        if historical and t == TARGET:
            return False
        return len(hand) == len(m.hands[s]) or t <= TARGET

    def lay(k: int, hand: list[int], w: float, cnt: list[int]) -> None:
        steps[0] -= 1
        assert steps[0] > 0, "too many cases for brute force"
        if k == len(others):
            n = sum(cnt)      # the stock and the first cards of those still to play: alike to this seat
            for v in range(1, 11):
                out[v] += w * cnt[v] / n
            return
        s = others[k][1]
        if len(hand) == len(m.hands[s]):
            lay(k + 1, [], w, cnt)
            return
        n = sum(cnt)
        for v in range(1, 11):
            if cnt[v]:
                p = cnt[v] / n
                cnt[v] -= 1
                hand.append(v)
                if legal(hand, s):
                    lay(k, hand, w * p, cnt)
                hand.pop()
                cnt[v] += 1

    lay(0, [], 1.0, counts)
    total = sum(out)
    return [x / total for x in out]
