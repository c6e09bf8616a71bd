"""Fly's exact end: the solver agrees with a plain max^n over the match's own rules, and the strong player uses it."""

from __future__ import annotations

import random

from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.games.fly.ai import StrongPlayer, still_in
from lomber.games.fly.match import PLAY_PHASE, FlyMatch
from lomber.games.fly.sim import outcome_value, play_out
from lomber.games.fly.solve import Solver, TooBig, bit_of, card_of


def reference(m: FlyMatch, root: list[int], me: int) -> tuple[float, ...]:
    """max^n by the engine's rules, every legal card tried (no merging, no memo); ties as the solver breaks them."""
    if m.finished or m.phase != PLAY_PHASE:
        return tuple(outcome_value(root[s], m.scores[s], m.winner(), s) for s in range(m.n))
    seat = m.to_act()
    best: tuple[float, ...] | None = None
    for a in m.legal_actions():
        child = m.clone()
        child.apply(seat, a)
        v = reference(child, root, me)
        if best is None or (v[seat], -v[me], [-x for x in v]) > (best[seat], -best[me], [-x for x in best]):
            best = v
    assert best is not None
    return best


def positions(seed: int, tricks_left: int) -> list[FlyMatch]:
    """Worlds (every hand known) in the play phase with at most `tricks_left` tricks to go, 3–5 players."""
    rng = random.Random(seed)
    out = []
    for k in range(60):
        n = 3 + k % 3
        options = {"starting_score": 25}
        m = new_match("fly", default_seats(n), options, seed * 100 + k)
        while not m.finished and m.deals == 0:
            if m.phase == PLAY_PHASE and len(m.hands[m.to_act()]) <= tricks_left:
                break
            m.apply(m.to_act(), rng.choice(m.legal_actions()))
        if m.finished or m.deals or m.phase != PLAY_PHASE:
            continue
        if k % 4 == 0:                                      # near 0: the match ends mid-deal
            m.scores = [rng.randrange(1, 7) for _ in m.scores]
        out.append(m)
    return out


def solve(m: FlyMatch, me: int, nodes: int = 10**6) -> tuple[float, ...]:
    following = {s: m.after[s] for s in range(m.n) if not m.folded[s]}
    solver = Solver(m.n, m.trumps, nodes, me)
    return solver.values([list(h) for h in m.hands], list(m.trick), m.to_act(), list(m.taken), list(m.scores),
                         following, m.as_holder)


def test_the_solver_gives_the_plain_max_n_values() -> None:
    checked = aces = ends = 0
    for m in positions(1, 2) + positions(2, 3)[:12]:
        me = m.to_act()
        root = list(m.scores)
        want = reference(m, root, me)
        assert solve(m, me) == want, (m.hands, m.trick, m.trumps, m.as_holder)
        checked += 1
        aces += m.as_holder is not None
        ends += max(want) >= 30
    assert checked > 40 and aces > 5 and ends > 2


def test_the_ace_of_spades_takes_a_led_ace_of_trumps_in_the_solver() -> None:
    # Hearts trumps, seat 0 leads with AH QH; seat 1 holds AS 7C, no heart. Whenever AH is led the AS takes it
    # (1 + 5 off) and seat 0 the other trick; seat 2 takes nothing (a remise).
    m = new_match("fly", default_seats(3), {"first_dealer": 2}, 0)
    m.phase, m.trumps, m.turn = PLAY_PHASE, "H", 0
    m.hands = [["AH", "QH"], ["AS", "7C"], ["8D", "9D"]]
    m.folded = [False] * 3
    m._fix_order()
    m.as_holder = 1
    v = solve(m, 0)
    assert v == (1, 6, -5)


def test_a_solve_past_its_budget_raises() -> None:
    m = positions(3, 5)[0]
    try:
        solve(m, m.to_act(), nodes=5)
    except TooBig:
        return
    raise AssertionError("a five-node budget solved a whole deal")


def test_cards_and_bits_round_trip() -> None:
    for c in ("2S", "10H", "AD", "KC", "AS"):
        assert card_of(bit_of(c)) == c


def test_a_play_out_ends_in_the_exact_solve() -> None:
    """With an exact end from the decision on, a card's play-out value is the max^n value after that card."""
    checked = 0
    for m in positions(4, 2)[:15]:
        me = m.to_act()
        left = sum(len(h) for h in m.hands)
        solver = Solver(m.n, m.trumps, 10**6, me)
        for a in m.legal_actions():
            child = m.clone()
            child.apply(me, a)
            assert play_out(m, me, a, solver, left) == reference(child, list(m.scores), me)[me]
            checked += 1
    assert checked > 15


def test_clearly_worse_moves_get_no_more_worlds() -> None:
    # Move 1 is far behind move 0 in every world; move 2 is close to 0; the heuristic's move is 1: it stays.
    rng = random.Random(5)
    base = [rng.gauss(0, 1) for _ in range(50)]
    values = [base, [x - 5 for x in base], [x + rng.gauss(0, 0.5) - 0.05 for x in base], [x - 5 for x in base]]
    assert still_in(values, [0, 1, 2, 3], keep=1) == [0, 1, 2]


def test_strong_scales_its_budget() -> None:
    """`scale` multiplies the worlds (a patient level builds on it)."""
    assert StrongPlayer(0, scale=2.0).play_worlds == 2 * StrongPlayer(0).play_worlds
    assert StrongPlayer(0, scale=0.5).exchange_worlds * 2 == StrongPlayer(0).exchange_worlds
    assert StrongPlayer(0, scale=2.0).seconds == 2 * StrongPlayer(0).seconds


def test_a_decision_stops_sampling_once_its_solved_positions_are_spent() -> None:
    """The work budget: after the positions allowed, no further worlds (the same on any machine)."""
    m = positions(5, 3)[0]
    seat = m.to_act()
    view, legal = m.view(seat), m.legal_actions()
    assert len(legal) > 1
    full = StrongPlayer(1, seconds=None)
    short = StrongPlayer(1, seconds=None)
    short.decision_nodes = 1
    assert {e.worlds for e in short.estimates(view, legal)} == {1}
    assert max(e.worlds for e in full.estimates(view, legal)) == full.play_worlds
