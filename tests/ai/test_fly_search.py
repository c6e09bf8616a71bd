"""Fly's strong search: the lean play-out matches the engine, exchanges are read, the margin is paired."""

from __future__ import annotations

import random

from lomber.engine.actions import Action
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fly.ai import FlyWorlds, StrongPlayer, is_high, kept_highs, pick, rollout_policy
from lomber.games.fly.sim import play_out
from lomber.search.pimc import rollout
from tests.games.fly_deals import NO_AS, WORKED, fly, stack


def test_play_out_gives_the_engine_rollout_value_with_the_same_policy() -> None:
    """The lean play-out and the engine (the match's own rules, stepped by the same policy) agree to the point,
    from every phase, for 3–7 players, whatever the first move (folds and taking the trump included)."""
    rng = random.Random(3)
    worlds = FlyWorlds()
    checked = kinds = 0
    seen: set[str] = set()
    for seed in range(40):
        options = {"dealer_takes_trump": seed % 2 == 0, "stakes": 5 * (seed % 3), "starting_score": 25}
        if seed % 5 == 0:
            options["starting_score"] = 30
        m = new_match("fly", default_seats(3 + seed % 5), options, seed)
        for _ in range(rng.randrange(16)):
            if m.finished:
                break
            m.apply(m.to_act(), rng.choice(m.legal_actions()))
        if m.finished:
            continue
        seat = m.to_act()
        view = m.view(seat)
        if seed % 4 == 0:
            view["scores"] = [rng.randrange(1, 8) for _ in view["scores"]]   # near 0: matches end mid-deal
        for _ in range(2):
            world = worlds.sample_world(view, rng)
            legal = world.legal_actions()
            firsts = legal if len(legal) <= 8 else legal[:3] + rng.sample(legal[3:-3], 2) + legal[-3:]
            for a in firsts:
                ref = world.clone()
                ref.apply(seat, a)
                rollout(ref, rollout_policy, rng, start_deals=ref.deals)
                assert play_out(world, seat, a) == worlds.value(ref, seat), (seed, a.text)
                seen.add(a.kind)
                kinds += ref.finished
                checked += 1
    assert checked > 300 and kinds > 10
    assert {"keep", "exchange", "fold", "take-trump", "play-card"} <= seen


def test_play_out_scores_a_lone_dealer_and_a_match_won_mid_deal() -> None:
    # Seats 1–3 fold; the dealer (no AS) takes the five tricks alone: 5 off.
    m = fly(4, [NO_AS], [(1, "fold"), (2, "fold"), (3, "fold")])
    w = FlyWorlds().sample_world(m.view(0), random.Random(1))
    assert play_out(w, 0, Action("keep")) == 5.0
    # The AS holder at 6 wins the match with his first trick: 1 + 5 off, reaching 0.
    m = fly(4, [WORKED], [(1, "exchange 7C 6H"), (2, "keep"), (3, "fold"), (0, "keep"), (1, "AD")])
    view = m.view(2)
    view["scores"] = [25, 25, 6, 25]
    w = FlyWorlds().sample_world(view, random.Random(2))
    assert play_out(w, 2, Action("play", cards=("AS",))) == 6 + 30.0


def test_kept_highs_reads_keeps_and_partial_exchanges() -> None:
    m = fly(4, [WORKED], [(1, "exchange 7C 6H"), (2, "keep")])
    assert kept_highs(m.view(3)) == {1: 3, 2: 5}
    # Nothing is read of one's own hand, of a fold, or of an exchange that emptied the stock.
    assert kept_highs(m.view(1)) == {2: 5}
    # The dealer kept with the stock empty: that says nothing.
    acts = [(1, "exchange AD 7C 6H 8S 10C"), (2, "exchange KS KD QH JC 7S"), (3, "exchange 6S 7H 8H 6C 8C"),
            (0, "keep")]
    assert 0 not in kept_highs(fly(4, [NO_AS], acts).view(1))


def test_read_worlds_give_a_keeper_only_high_cards() -> None:
    m = fly(4, [WORKED], [(1, "exchange 7C 6H"), (2, "keep")])
    view = m.view(3)
    worlds = FlyWorlds(read_exchanges=True)
    rng = random.Random(5)
    for _ in range(50):
        w = worlds.sample_world(view, rng)
        w.check_invariants()
        assert all(is_high(c, "D") for c in w.hands[2])
        assert sum(is_high(c, "D") for c in w.hands[1]) >= 3
        assert w.hands[3] == m.hands[3]


def test_pick_keeps_the_default_unless_the_paired_difference_is_clear() -> None:
    keep, fold = Action("keep"), Action("fold")
    noisy = [[5.0, -5.0, 5.0, -5.0], [0.5, 0.5, 0.5, 0.5]]        # fold's mean is higher, within the noise
    assert pick([keep, fold], noisy, keep, 1.0) == keep
    # The same means but paired: fold is better in every world by the same amount.
    paired = [[5.0, -5.0, 5.0, -5.0], [5.5, -4.5, 5.5, -4.5]]
    assert pick([keep, fold], paired, keep, 1.0) == fold
    assert pick([keep, fold], paired, fold, 1.0) == fold


def test_strong_folds_a_hopeless_hand_after_strong_keeps() -> None:
    # Seats 1 and 2 keep (strong hands, the stock not empty); seat 3 holds five low side cards.
    pack = stack(0, {1: "AD KD QD KH AH", 2: "AS JD 8D AC KC", 3: "6S 7H 8H 6C 7C", 0: "6D 9S JH QC 10H"}, "9D")
    m = fly(4, [pack], [(1, "keep"), (2, "keep")])
    a = StrongPlayer(3, seconds=None, worlds=60).choose(m.view(3), m.legal_actions())
    assert a.text == "fold"
