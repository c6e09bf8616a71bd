"""The endgame solver finds the exact result of small Fortuna endings (checked by brute force)."""

from __future__ import annotations

import random

from lomber.games.fortuna import rules as R
from lomber.games.fortuna.solve import Solver, bit_of, hand_bits


def ending(k: int, tricks: int, rng: random.Random, partial: int = 0) -> tuple[list[list[str]], list[tuple[int, str]], str]:
    """Random hands of `tricks` cards for `k` seats (from a 52-card pack), `partial` cards already in the trick."""
    pack = R.pack_for("four", None)
    rng.shuffle(pack)
    hands = [pack[i * tricks:(i + 1) * tricks] for i in range(k)]
    trick: list[tuple[int, str]] = []
    for s in range(partial):
        hand = hands[s]
        led = trick[0][1][-1] if trick else None
        legal = [c for c in hand if c[-1] == led] or hand if led else hand
        c = rng.choice(legal)
        hand.remove(c)
        trick.append((s, c))
    return hands, trick, rng.choice("SHDC")


def brute(hands: list[list[str]], trick: list[tuple[int, str]], turn: int, trump: str, side: set[int]) -> int:
    """Tricks `side` takes from here with best play by both sides (plain minimax over every card)."""
    k = len(hands)
    if len(trick) == k:
        win = R.trick_winner(trick, trump)
        r = 1 if win in side else 0
        if not any(hands):
            return r
        return r + brute(hands, [], win, trump, side)
    hand = hands[turn]
    led = trick[0][1][-1] if trick else None
    legal = ([c for c in hand if c[-1] == led] or hand) if led else hand
    vals = []
    for c in legal:
        h2 = [list(h) for h in hands]
        h2[turn].remove(c)
        vals.append(brute(h2, trick + [(turn, c)], (turn + 1) % k, trump, side))
    return max(vals) if turn in side else min(vals)


def test_two_sided_positions_match_brute_force() -> None:
    rng = random.Random(1)
    for case in range(60):
        k = 2 + case % 3
        tricks = 4 if k == 2 else 3
        hands, trick, trump = ending(k, tricks, rng, partial=case % k)
        side = {0} if k != 4 else {0, 2}
        turn = len(trick) % k
        solver = Solver(list(range(k)), trump, side, 0)
        got = solver.solve({s: hand_bits(hands[s]) for s in range(k)}, [(s, bit_of(c)) for s, c in trick], turn)
        want = brute(hands, trick, turn, trump, side)
        assert sum(got[s] for s in side) == want, (hands, trick, trump)
        assert sum(got.values()) == tricks


def test_root_values_are_the_value_after_each_card() -> None:
    rng = random.Random(2)
    for _ in range(20):
        hands, _trick, trump = ending(3, 3, rng)
        solver = Solver([0, 1, 2], trump, {0}, 0)
        bits = {s: hand_bits(hands[s]) for s in range(3)}
        cards = hands[0]
        vals = solver.root_values(bits, [], 0, [bit_of(c) for c in cards])
        for c, v in zip(cards, vals):
            h2 = [list(h) for h in hands]
            h2[0].remove(c)
            assert v[0] == brute(h2, [(0, c)], 1, trump, {0})


def test_each_for_himself_with_two_seats_is_the_two_sided_result() -> None:
    rng = random.Random(3)
    for _ in range(30):
        hands, trick, trump = ending(2, 5, rng, partial=1)
        bits = {s: hand_bits(hands[s]) for s in range(2)}
        tr = [(s, bit_of(c)) for s, c in trick]
        maxn = Solver([0, 1], trump, None, 0).solve(bits, tr, 1)
        ab = Solver([0, 1], trump, {0}, 0).solve(bits, tr, 1)
        assert maxn[0] == ab[0] == brute(hands, trick, 1, trump, {0})


def test_each_for_himself_takes_his_sure_tricks() -> None:
    # Seat 0 holds the three top trumps: whatever the others do, he takes three tricks.
    hands = [["AH", "KH", "QH"], ["2S", "3S", "4S"], ["5D", "6D", "JH"]]
    got = Solver([0, 1, 2], "H", None, 1).solve({s: hand_bits(h) for s, h in enumerate(hands)}, [], 1)
    assert got == {0: 3, 1: 0, 2: 0}
    # Seat 2 leads his trump jack; seat 0 wins it and every other trick; seat 1 never wins.
    got = Solver([0, 1, 2], "H", None, 2).solve({s: hand_bits(h) for s, h in enumerate(hands)}, [], 2)
    assert got[0] == 3


def test_a_card_in_the_trick_parts_touching_cards() -> None:
    """JC and 7C touch once 8C is played to the trick, but only one of them beats it: ducking with the 7C
    is the defence's best play (the solver used to try the JC alone and count a trick too many)."""
    hands = [["6D", "AC"], ["JH", "QD"], ["JC", "7C", "KD"]]
    trick = [(0, "6C"), (1, "8C")]
    bits = {s: hand_bits(h) for s, h in enumerate(hands)}
    got = Solver([0, 1, 2], "S", {0}, 0).solve(bits, [(s, bit_of(c)) for s, c in trick], 2)
    assert got[0] == brute(hands, trick, 2, "S", {0}) == 0


def test_positions_in_mid_trick_match_brute_force() -> None:
    rng = random.Random(7)
    for case in range(1500):
        k = 2 + case % 3
        tricks = 4 if k == 2 else 3
        hands, trick, trump = ending(k, tricks, rng, partial=1 + case % (k - 1))
        side = {0} if k != 4 else {0, 2}
        turn = len(trick) % k
        got = Solver(list(range(k)), trump, side, 0).solve({s: hand_bits(hands[s]) for s in range(k)},
                                                          [(s, bit_of(c)) for s, c in trick], turn)
        assert sum(got[s] for s in side) == brute(hands, trick, turn, trump, side), (hands, trick, trump)
