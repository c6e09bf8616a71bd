"""The lean Fortuna deal ends exactly as the engine does; views rebuild the engine's position."""

from __future__ import annotations

import random

import pytest

from lomber.engine.actions import Action, AmountChoice
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fortuna.match import FortunaMatch
from lomber.games.fortuna.sim import SimDeal, random_play_out, to_action, to_move

VARIANTS = [("four", 4), ("three", 3), ("two", 2), ("two-talon", 2)]


def positions(variant: str, n: int, count: int, rng: random.Random) -> list[FortunaMatch]:
    """Engine matches stopped at random points of random deals (bids at random, so many deals are played)."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        m: FortunaMatch = new_match("fortuna", default_seats(n), {"variant": variant}, seed)  # type: ignore[assignment]
        for _ in range(rng.randrange(3)):            # a few whole deals first: scores, pools and dealers vary
            start = m.deals
            while m.deals == start and not m.finished:
                m.apply(m.to_act(), to_action(rng.choice(SimDeal.from_match(m).moves())))
        start = m.deals
        for _ in range(rng.randrange(60)):
            if m.deals != start or m.finished:
                break
            m.apply(m.to_act(), to_action(rng.choice(SimDeal.from_match(m).moves())))
        if m.deals == start and not m.finished:
            out.append(m)
    return out


def engine_deal_end(m: FortunaMatch, moves: list) -> FortunaMatch:
    """The engine match after these moves, stopped at the deal's end (no next deal dealt)."""
    e = m.clone()
    e.stop_at_deal_end = True
    for mv in moves:
        e.apply(e.to_act(), to_action(mv))
    return e


def engine_moves(m: FortunaMatch) -> list[Action]:
    """The engine's legal actions, a range of amounts as every amount in it."""
    out: list[Action] = []
    for c in m.legal_actions():
        out.extend([c.at(x) for x in range(c.lo, c.hi + 1)] if isinstance(c, AmountChoice) else [c])
    return out


@pytest.mark.parametrize("variant,n", VARIANTS)
def test_the_sim_ends_the_deal_as_the_engine_does(variant: str, n: int) -> None:
    rng = random.Random(11)
    checked = 0
    for m in positions(variant, n, 40, rng):
        sim = SimDeal.from_match(m)
        assert sorted(sim.moves(), key=str) == sorted((to_move(a) for a in engine_moves(m)), key=str)
        moves = []
        while not sim.done:
            legal = sim.moves()
            engine = engine_deal_end(m, moves)
            assert sim.to_act() == engine.to_act()
            mv = rng.choice(legal)
            moves.append(mv)
            sim.play(mv)
        e = engine_deal_end(m, moves)
        assert e.deals == m.deals + 1
        assert sim.stacks == e.ledger.stacks and sim.pool == e.ledger.get("pool")
        assert sim.scores == e.scores
        checked += 1
    assert checked == 40


@pytest.mark.parametrize("variant,n", VARIANTS)
def test_a_view_with_the_true_hands_rebuilds_the_engine_position(variant: str, n: int) -> None:
    rng = random.Random(5)
    for m in positions(variant, n, 30, rng):
        seat = m.to_act()
        view = m.view(seat)
        hands = [list(h) for h in m.hands]
        a, b = SimDeal.from_view(view, hands, m.talon), SimDeal.from_match(m)
        for name in SimDeal.__slots__:
            if name == "held":          # the hands as played: order does not matter
                assert [sorted(h) for h in a.held] == [sorted(h) for h in b.held]
            else:
                assert getattr(a, name) == getattr(b, name), name
        # and both play out alike
        ra, rb = random.Random(1), random.Random(1)
        assert random_play_out(a, ra).stacks == random_play_out(b, rb).stacks


def test_random_play_out_is_the_engine_with_random_moves() -> None:
    rng = random.Random(2)
    for m in positions("four", 4, 20, rng):
        sim = SimDeal.from_match(m)
        seed = rng.randrange(1000)
        random_play_out(sim.copy(), random.Random(seed))
        # the inlined play-out draws like `rng.choice(moves())` does: same moves, same end
        twin = sim.copy()
        r = random.Random(seed)
        while not twin.done:
            twin.play(r.choice(twin.moves()))
        assert random_play_out(sim, random.Random(seed)).stacks == twin.stacks


@pytest.mark.parametrize("variant,n", VARIANTS)
def test_careful_card_is_the_normal_level_s_careful_play(variant: str, n: int) -> None:
    from lomber.games.fortuna.normal import choose_card, friends_of
    from lomber.games.fortuna.sim import careful_card, pack_ranks

    rng = random.Random(8)
    checked = 0
    for m in positions(variant, n, 30, rng):
        sim = SimDeal.from_match(m)
        while not sim.done:
            seat = sim.to_act()
            if sim.phase == "play":
                legal = sim.playable(seat)
                want = choose_card(sim.hands[seat], legal, sim.trick, sim.trump, sim.gone,
                                   pack_ranks(sim.variant, sim.short), friends_of(seat, sim.forcer, sim.active),
                                   len(sim.trick) == len(sim.active) - 1)
                assert careful_card(sim, seat) == want
                checked += 1
                sim.play(want if rng.random() < 0.7 else rng.choice(legal))
            else:
                sim.play(rng.choice(sim.moves()))
    assert checked > 200
