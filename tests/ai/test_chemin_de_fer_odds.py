"""The exact calculator against a brute-force enumeration of small shoes, and the published game values."""

from __future__ import annotations

from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lomber.games.chemin_de_fer.odds import (
    KEMENY_SNELL,
    TABLEAU,
    Strategy,
    banker_odds,
    coup_odds,
    full_shoe,
    infinite_odds,
    proportions,
    punter_odds,
    tableau,
)
from tests.records import play as replay_record

STOOD = 10
SHOES = [(0, 0, 1, 2, 3, 5, 7, 9), (0, 0, 4, 4, 5, 8, 2, 3)]
ODD = tableau(0.3, 0.6).with_banker(6, STOOD, 0.25).with_banker(4, 1, 0.5).with_punter(6, 0.2)
STRATEGIES = [TABLEAU, KEMENY_SNELL, ODD]


def comp_of(cards: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(list(cards).count(v) for v in range(10))


def play_out(seq: tuple[int, ...], s: Strategy, punter_draws: float | None = None,
             banker_draws: float | None = None) -> tuple[float, float, float]:
    """Play one coup from a card sequence (punter, banker, punter, banker, thirds): weighted win/loss/tie."""
    p, b = [seq[0], seq[2]], [seq[1], seq[3]]
    pt, bt = sum(p) % 10, sum(b) % 10
    if pt >= 8 or bt >= 8:
        return (1.0, 0.0, 0.0) if pt > bt else (0.0, 1.0, 0.0) if bt > pt else (0.0, 0.0, 1.0)
    out = [0.0, 0.0, 0.0]
    q = s.punter[pt] if punter_draws is None else punter_draws
    for drew, wq in ((True, q), (False, 1 - q)):
        if wq == 0:
            continue
        nxt = 4
        hand = p + ([seq[nxt]] if drew else [])
        col = seq[nxt] if drew else STOOD
        nxt += drew
        r = s.banker[bt][col] if banker_draws is None else banker_draws
        for bdrew, wr in ((True, r), (False, 1 - r)):
            if wr == 0:
                continue
            bhand = b + ([seq[nxt]] if bdrew else [])
            fp, fb = sum(hand) % 10, sum(bhand) % 10
            i = 0 if fp > fb else 1 if fb > fp else 2
            out[i] += wq * wr
    return out[0], out[1], out[2]


# A card of each value 0–9 (10 and faces are 0), to stack a shoe.
CARD = {0: "KH", 1: "AH", 2: "2H", 3: "3H", 4: "4H", 5: "5H", 6: "6H", 7: "7H", 8: "8H", 9: "9H"}


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 9), min_size=6, max_size=6), st.booleans(), st.booleans())
def test_the_reference_plays_a_coup_as_the_engine_does(seq: list[int], at_5: bool, at_3_v_9: bool) -> None:
    """`play_out`, the brute force the exact odds are checked against, settles any stacked coup as the engine
    does, with the table's two choices (punter at 5, banker at 3 against a 9) either way."""
    want = play_out(tuple(seq), tableau(float(at_5), float(at_3_v_9)))
    m = replay_record("chemin-de-fer", 2, {"first_dealer": 0}, [" ".join(CARD[v] for v in seq)], [(1, "bet 10")])
    while m.deals == 0:
        view = m.view(m.to_act())
        legal = [a.text for a in m.legal_actions()]
        if len(legal) > 1:      # the table leaves the choice: take the strategy's
            legal = ["draw" if (at_5 if view["phase"] == "punter" else at_3_v_9) else "stand"]
        m.apply(m.to_act(), legal[0])
    punter = m.ledger.stacks[1] - 1000
    assert (punter > 0, punter < 0, punter == 0) == tuple(x == 1.0 for x in want)


def brute_coup(shoe: tuple[int, ...], s: Strategy) -> tuple[float, float, float]:
    tot = [0.0, 0.0, 0.0]
    seqs = list(permutations(range(len(shoe)), 6))
    for idx in seqs:
        r = play_out(tuple(shoe[i] for i in idx), s)
        for k in range(3):
            tot[k] += r[k]
    return tot[0] / len(seqs), tot[1] / len(seqs), tot[2] / len(seqs)


@pytest.mark.parametrize("shoe", SHOES)
@pytest.mark.parametrize("s", STRATEGIES)
def test_coup_matches_brute_force(shoe: tuple[int, ...], s: Strategy) -> None:
    o = coup_odds(comp_of(shoe), s)
    want = brute_coup(shoe, s)
    assert (o.punter, o.banker, o.tie) == pytest.approx(want, abs=1e-12)
    assert o.punter + o.banker + o.tie == pytest.approx(1.0)


@pytest.mark.parametrize("s", STRATEGIES)
def test_punter_choice_matches_brute_force(s: Strategy) -> None:
    shoe = SHOES[0]
    for mine in ((2, 3), (0, 5), (1, 0), (7, 9)):
        rest = list(shoe)
        for v in mine:
            rest.remove(v)
        got = punter_odds(comp_of(rest), mine, s)
        for name, q in (("draw", 1.0), ("stand", 0.0)):
            tot, n = [0.0, 0.0, 0.0], 0
            for idx in permutations(range(len(rest)), 4):
                b1, b2, x, y = (rest[i] for i in idx)
                if (b1 + b2) % 10 >= 8:
                    continue
                r = play_out((mine[0], b1, mine[1], b2, x, y), s, punter_draws=q)
                n += 1
                for k in range(3):
                    tot[k] += r[k]
            o = got[name]
            assert (o.punter, o.banker, o.tie) == pytest.approx([t / n for t in tot], abs=1e-12)


@pytest.mark.parametrize("s", STRATEGIES)
def test_banker_choice_matches_brute_force(s: Strategy) -> None:
    shoe = SHOES[1]
    for mine, third in (((3, 0), 8), ((4, 0), 2), ((0, 5), None), ((0, 0), None), ((2, 0), 4)):
        for name, r in (("draw", 1.0), ("stand", 0.0)):
            tot, weight = [0.0, 0.0, 0.0], 0.0
            for idx in permutations(range(len(shoe)), 6):
                seq = tuple(shoe[i] for i in idx)
                if sorted((seq[1], seq[3])) != sorted(mine):
                    continue
                pt = (seq[0] + seq[2]) % 10
                if pt >= 8:
                    continue
                q = s.punter[pt]
                if third is None:
                    w = 1 - q
                else:
                    w = q if seq[4] == third else 0.0
                if not w:
                    continue
                res = play_out(seq, s, punter_draws=0.0 if third is None else 1.0, banker_draws=r)
                weight += w
                for k in range(3):
                    tot[k] += w * res[k]
            rest = list(shoe)
            for v in mine + ((third,) if third is not None else ()):
                rest.remove(v)
            o = banker_odds(comp_of(rest), mine, third, s)[name]
            assert (o.punter, o.banker, o.tie) == pytest.approx([t / weight for t in tot], abs=1e-12)


def test_kemeny_snell_value_of_the_free_game() -> None:
    # Infinite deck, the punter drawing at 5 w.p. 9/11, the banker's responses as in the rules.
    assert infinite_odds(proportions(full_shoe(1)), KEMENY_SNELL).punter_ev == pytest.approx(-0.0128, abs=5e-5)
    # The exact calculator on a nearly infinite shoe agrees.
    assert coup_odds(full_shoe(10**6), KEMENY_SNELL).punter_ev == pytest.approx(-0.0128, abs=5e-5)


def test_tableau_value_of_a_six_pack_shoe() -> None:
    o = coup_odds(full_shoe(6), TABLEAU)
    assert o.punter_ev == pytest.approx(-0.0124, abs=5e-5)
    assert o.punter + o.banker + o.tie == pytest.approx(1.0)


def test_best_play_on_a_full_shoe() -> None:
    shoe = full_shoe(6)
    for cards in ((0, 5), (2, 3), (1, 4), (6, 9)):
        comp = list(shoe)
        for v in cards:
            comp[v] -= 1
        odds = punter_odds(tuple(comp), cards)
        assert odds["draw"].punter_ev > odds["stand"].punter_ev, cards   # always draw at 5
    comp = list(shoe)
    for v in (3, 0, 9):
        comp[v] -= 1
    odds = banker_odds(tuple(comp), (3, 0), 9)
    assert odds["draw"].banker_ev > odds["stand"].banker_ev               # draw on 3 v 9


@pytest.mark.parametrize("s", STRATEGIES)
def test_infinite_deck_estimate_agrees_with_the_exact_odds_on_a_huge_shoe(s: Strategy) -> None:
    comp = (160000, 41000, 39000, 40000, 43000, 38000, 40000, 42000, 37000, 40000)
    exact, fast = coup_odds(comp, s), infinite_odds(proportions(comp), s)
    assert (fast.punter, fast.banker, fast.tie) == pytest.approx((exact.punter, exact.banker, exact.tie), abs=1e-4)
