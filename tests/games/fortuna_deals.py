"""Building Fortuna's stacked packs from the tricks a test wants played (readable scenarios)."""

from __future__ import annotations

from lomber.engine.cards import HIGH, SUITS
from lomber.games.fortuna import rules as R


def winner(trick: list[tuple[int, str]], trump: str) -> int:
    """Who takes a trick (worked out independently of the engine: highest trump, else highest of the suit led)."""
    led = trick[0][1][-1]
    best = max(trick, key=lambda sc: (sc[1][-1] == trump, sc[1][-1] == led, HIGH[sc[1][:-1]]))
    return best[0]


def from_tricks(n: int, dealer: int, active: list[int], tricks: list[str], trump_card: str,
                pack: list[str], fill: dict[int, list[str]] | None = None) -> tuple[str, list[tuple[int, str]]]:
    """The pack string and the card actions for `tricks` (cards in play order, the first led by active[0]).

    Seats not in `active` get the cards not played (the dealer's trump card first); the dealer's trump
    card goes last in his hand so it is the last card dealt.
    """
    trump = trump_card[-1]
    hands: dict[int, list[str]] = {s: [] for s in range(n)}
    actions: list[tuple[int, str]] = []
    leader = active[0]
    for t in tricks:
        cards = t.split()
        i = active.index(leader)
        seats = [active[(i + k) % len(active)] for k in range(len(cards))]
        for s, c in zip(seats, cards):
            hands[s].append(c)
            actions.append((s, c))
        leader = winner(list(zip(seats, cards)), trump)
    used = {c for h in hands.values() for c in h}
    rest = [c for c in pack if c not in used]
    if dealer not in active:
        rest.remove(trump_card)
        hands[dealer].append(trump_card)
    for s in range(n):
        if s in active:
            continue
        if fill and s in fill:
            for c in fill[s]:
                rest.remove(c)
            hands[s].extend(fill[s])
        while len(hands[s]) < len(pack) // n:
            hands[s].append(rest.pop(0))
    h = hands[dealer]
    h.remove(trump_card)
    h.append(trump_card)
    assert all(len(hands[s]) == len(pack) // n for s in range(n)), {s: len(x) for s, x in hands.items()}
    return deal_string(n, dealer, hands), actions


def deal_string(n: int, dealer: int, hands: dict[int, list[str]]) -> str:
    """The pack (top first) that deals these hands one card at a time from the dealer's left."""
    size = len(hands[0])
    return " ".join(hands[(dealer + 1 + i) % n][i // n] for i in range(size * n))


def duel(a: int, b: int, ta: int, x: str, y: str, z: str, w: str, b_trumps: list[str]) -> list[str]:
    """Two in play, `a` leading: a runs ta winners of suit x (b discards suit w), then leads suit y;
    b, void in y, trumps (z) and runs his trumps while a throws suit y. b takes 13 − ta tricks."""
    tb = 13 - ta
    assert len(b_trumps) == tb
    xs = [r + x for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")][:ta]
    ws = [r + w for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")][:ta]
    ys = [r + y for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")][:tb]
    tricks = [f"{c} {d}" for c, d in zip(xs, ws)]
    if tb:
        tricks.append(f"{ys[0]} {b_trumps[0]}")
        tricks += [f"{t} {yc}" for t, yc in zip(b_trumps[1:], ys[1:])]
    return tricks


FULL = R.pack_for("four", None)
SUIT = {s: s for s in SUITS}


def rounds(active: list[int], plan: list[tuple[str, int]], pack: list[str],
           lead: int | None = None) -> tuple[list[str], dict[str, list[str]], int]:
    """Tricks where everyone follows suit: per (suit, winner) the winner plays the suit's highest card left,
    the others its lowest, in turn from the leader (the previous winner). Returns the tricks, the cards
    left per suit (high first) and the last winner."""
    left = {s: sorted((c for c in pack if c[-1] == s), key=lambda c: -HIGH[c[:-1]]) for s in SUITS}
    leader = active[0] if lead is None else lead
    tricks = []
    for s, win in plan:
        i = active.index(leader)
        order = [active[(i + k) % len(active)] for k in range(len(active))]
        cards = []
        for seat in order:
            cards.append(left[s].pop(0) if seat == win else left[s].pop())
        tricks.append(" ".join(cards))
        leader = win
    return tricks, left, leader
