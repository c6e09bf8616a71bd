"""Fortuna's strong level: worlds read from the table, the value of a deal's end, searched cards and bids."""

from __future__ import annotations

import random
from statistics import mean

import pytest

from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fortuna.ai import FortunaPlayer, StrongPlayer
from lomber.games.fortuna.match import PLAYING
from lomber.games.fortuna.sim import SimDeal
from lomber.games.fortuna.strong import (
    ReadWorlds,
    Worth,
    bid_likelihood,
    finish_bidding,
    margin,
    search_cards,
    win_chances,
)
from lomber.games.fortuna.worlds import UniformWorlds
from tests.ai.test_ismcts import stacked
from tests.records import play

VARIANTS = [("four", 4), ("three", 3), ("two", 2), ("two-talon", 2)]
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@pytest.mark.parametrize("variant,n", VARIANTS)
def test_read_worlds_agree_with_the_view(variant: str, n: int) -> None:
    m = new_match("fortuna", default_seats(n), {"variant": variant}, 3)
    normal = FortunaPlayer(1)
    reader = ReadWorlds()
    rng = random.Random(2)
    checked = 0
    while checked <= 12 and m.deals < 40:
        seat = m.to_act()
        view = m.view(seat)
        if m.phase in ("play", "bid", "repass", "lone", "buy"):
            w = reader.sample(view, rng)
            assert sorted(w.hands[seat]) == sorted(m.hands[seat]) and [len(h) for h in w.hands] == [len(h) for h in m.hands]
            assert sorted(w.moves(), key=str) == sorted(SimDeal.from_match(m).moves(), key=str)
            assert w.stacks == m.ledger.stacks and w.trick == m.trick and w.to_act() == seat
            held = [c for h in w.hands for c in h]
            assert len(held) == len(set(held)) and not set(held) & w.gone
            d = m.dealer_seat
            if m.trump_card in m.hands[d]:
                assert m.trump_card in w.hands[d]
            for t in m.played:                 # a seat that did not follow a suit holds none of it
                led = t[0][1][-1]
                for s, c in t[1:]:
                    if c[-1] != led and s != seat:
                        assert not any(x[-1] == led for x in w.hands[s])
            checked += 1
        m.apply(seat, normal.choose(view, m.legal_actions()))
    assert checked > 12


def test_worlds_read_the_bidding() -> None:
    # Seat 1 said play, seats 2 and 3 passed; seat 0 (the dealer) is to speak.
    m = new_match("fortuna", default_seats(4), {"first_dealer": 0}, 11)
    for s, word in ((1, "play"), (2, "pass"), (3, "pass")):
        m.apply(s, word)
    view = m.view(0)
    rng = random.Random(3)
    read, plain = ReadWorlds(), UniformWorlds()

    def margins(worlds: list[SimDeal], s: int) -> float:
        return mean(margin(w.hands[s], w.trump, "four", 2) for w in worlds)

    read_w = [read.sample(view, rng) for _ in range(300)]
    plain_w = [plain.determinize(view, rng) for _ in range(300)]
    assert margins(read_w, 1) > margins(plain_w, 1) + 0.15     # the declarer holds more
    assert margins(read_w, 2) < margins(plain_w, 2)            # the passers less
    # the likelihood itself: more tricks, more likely to have said play
    strong_hand = ["AS", "KS", "QS", "AH", "KH", "AD", "KD", "QD", "AC", "KC", "QC", "JC", "10C"]
    weak_hand = ["2S", "3S", "4S", "5H", "6H", "7H", "2D", "3D", "4D", "5D", "2C", "3C", "4C"]
    assert bid_likelihood(view, 1, strong_hand) > 0.5 > bid_likelihood(view, 1, weak_hand)
    assert bid_likelihood(view, 2, weak_hand) > 0.5 > bid_likelihood(view, 2, strong_hand)


def test_worth_counts_the_share_of_the_pool() -> None:
    m = new_match("fortuna", default_seats(4), {"first_dealer": 0}, 11)
    sim = SimDeal.from_match(m)
    worth = Worth(sim, 1)
    p = win_chances(sim.start_scores)[1]
    assert p == pytest.approx(0.25)
    assert worth(sim) == 0.0
    # a remise of 72 into the pool costs 72 less the quarter of it this seat may win back
    sim.stacks[1] -= 72
    sim.pool += 72
    assert worth(sim) == pytest.approx(-72 * 0.75)
    # points bring the pool nearer: 6 points for seat 1 are worth a share of it
    sim.scores[1] = [4, 2]
    assert worth(sim) > -72 * 0.75 + 0.1 * sim.pool
    # a partie won this deal: its division is in the stacks, the pool's old share is gone
    sim.winner = 1
    assert worth(sim) == pytest.approx(-72 - p * sim.start_pool)
    assert win_chances([12, 0, 0, 0])[0] > win_chances([6, 0, 0, 0])[0] > 0.25


def test_finish_bidding_leads_to_play_or_a_throw_in() -> None:
    rng = random.Random(5)
    for seed in range(20):
        m = new_match("fortuna", default_seats(4), {}, seed)
        sim = ReadWorlds().sample(m.view(m.to_act()), rng)
        finish_bidding(sim, m.to_act(), rng)
        assert sim.phase == PLAYING or sim.thrown


def test_in_a_known_ending_the_search_values_each_card_exactly() -> None:
    # The two-player game deals the whole pack: what a seat cannot see is exactly the other hand, so every world
    # is the true deal, and from six tricks left the search solves it. Each card's value is then the deal's end
    # after best play by both (by brute force), settled. (More tricks is not always better: failing by one
    # costs no remise there, and can cost less than a bare make against an opponent's leves.)
    from tests.ai.test_fortuna_solve import brute

    rng = random.Random(7)
    checked = 0
    for seed in range(30):
        m = new_match("fortuna", default_seats(2), {"variant": "two"}, seed)
        while len(m.hands[m.to_act()]) > 2 + seed % 5 or m.trick:
            m.apply(m.to_act(), rng.choice(m.legal_actions()))
        seat = m.to_act()
        legal = sorted({a.cards[0] for a in m.legal_actions()})
        if len(legal) < 2:
            continue
        found = search_cards(m.view(seat), legal, ReadWorlds(), rng, (3, 3), None)
        for c, got in zip(legal, found.means()):
            hands = [list(h) for h in m.hands]
            hands[seat].remove(c)
            mine = brute(hands, [(seat, c)], 1 - seat, m.trump, {seat})
            end = SimDeal.from_match(m)
            worth = Worth(end, seat)
            end.taken[seat] += mine
            end.taken[1 - seat] += len(m.hands[seat]) - mine
            end.finish()
            assert got == pytest.approx(worth(end))
        checked += 1
    assert checked > 20


def test_strong_declares_thirteen_trumps_and_passes_a_hopeless_hand() -> None:
    hearts = [r + "H" for r in RANKS]
    rest = [r + s for s in "SDC" for r in RANKS]
    passes = [(1, "pass"), (2, "pass"), (3, "pass")]
    m = play("fortuna", 4, {"first_dealer": 0}, [stacked([hearts, rest[:13], rest[13:26], rest[26:]])], passes)
    assert StrongPlayer(1, seconds=None, worlds=8).choose(m.view(0), m.legal_actions()).text == "play"
    # The dealer alone must force if he plays: with nothing, that costs remises; passing costs a redeal's stake.
    low = [r + s for r in RANKS[:6] for s in "SDC"][:12] + ["2H"]
    others = [c for c in hearts + rest if c not in low]
    m = play("fortuna", 4, {"first_dealer": 0}, [stacked([low, others[:13], others[13:26], others[26:]])], passes)
    assert StrongPlayer(1, seconds=None, worlds=8).choose(m.view(0), m.legal_actions()).text == "pass"


@pytest.mark.parametrize("variant,n", VARIANTS)
def test_the_fast_estimate_is_the_normal_level_s_trick_model(variant: str, n: int) -> None:
    from lomber.games.fortuna import rules as R
    from lomber.games.fortuna.normal import trick_estimate
    from lomber.games.fortuna.strong import estimate

    rng = random.Random(1)
    for _ in range(200):
        pack = R.pack_for(variant, rng.choice("SHDC"))
        hand = rng.sample(pack, 13)
        trump = rng.choice("SHDC")
        for k in range(2, n + 1):
            assert estimate(hand, trump, variant, k) == pytest.approx(trick_estimate(hand, trump, variant, k)[0])


def test_more_worlds_only_where_the_choice_is_open_and_matters() -> None:
    from lomber.games.fortuna.strong import Searched

    # Far apart: settled.
    s = Searched(["a", "b"], [[10.0, 12.0, 11.0, 9.0], [0.0, 1.0, -1.0, 0.5]])
    assert not s.close()
    # Close and noisy (a paired standard error of several chips): more worlds.
    s = Searched(["a", "b"], [[10.0, -20.0, 30.0, -5.0], [0.0, -15.0, 25.0, -8.0]])
    assert s.close()
    # Close but the difference is known to a fraction of a chip: the two play alike, stop.
    s = Searched(["a", "b"], [[10.0, -20.0, 30.0, -5.0], [10.1, -20.2, 30.1, -5.1]])
    assert not s.close()


def test_scale_multiplies_the_worlds_and_the_cap() -> None:
    """`scale` (a larger budget for a patient level) searches that many times the worlds, and stretches the cap."""
    from lomber.games.fortuna.ai import evaluate_candidates
    from lomber.games.fortuna.strong import CARD_WORLDS, SECONDS

    assert StrongPlayer(0, scale=2.0).seconds == 2 * SECONDS
    m = new_match("fortuna", default_seats(4), {"variant": "four"}, 5)
    normal = FortunaPlayer(1)
    while True:
        seat = m.to_act()
        legal = m.legal_actions()
        if m.phase == PLAYING and len(legal) > 2:
            break
        m.apply(seat, normal.choose(m.view(seat), legal))
    view = m.view(seat)
    small = evaluate_candidates(view, legal, random.Random(1), seconds=None, scale=0.25)
    usual = evaluate_candidates(view, legal, random.Random(1), seconds=None)
    assert small and usual
    assert max(e.worlds for e in small) <= round(CARD_WORLDS[1] * 0.25) < CARD_WORLDS[0] <= usual[0].worlds
