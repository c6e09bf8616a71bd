"""Random legal play of every registered game, with the invariants checked after every action."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from lomber.ai.base import RandomPlayer, concrete
from lomber.engine.actions import Action, AmountChoice, is_listed
from lomber.engine.errors import IllegalAction
from lomber.engine.match import Match, default_seats
from lomber.engine.records import replay
from lomber.engine.registry import game_ids, new_match

# Per game: (seat counts, option sets) that end quickly under random play. Each game adds its line.
TABLES: dict[str, tuple[list[int], list[dict[str, Any]]]] = {
    "ferme": ([2, 3, 5, 12], [{"starting_chips": 10},
                              {"starting_chips": 10, "rule_set": "historical", "farm_stake": 3},
                              {"starting_chips": 10, "rule_set": "historical", "shuffle": "when-empty",
                               "bust_pays_to": "pool", "next_farmer": "rotate"},
                              {"starting_chips": 10, "next_farmer": "fixed", "tie_priority": "farmer-first"}]),
    "chemin-de-fer": ([2, 5, 3, 30], [{"starting_chips": 50, "table_minimum": 10},
                                      {"starting_chips": 50, "table_minimum": 20, "drawing": "free", "commission": 5,
                                       "cut_card": 52, "banco_suivi": False},
                                      {"starting_chips": 60, "table_minimum": 5, "first_dealer": 1},
                                      {"starting_chips": 50, "table_minimum": 50}]),
    "fly": ([3, 4, 5], [{}, {"stakes": 10, "dealer_takes_trump": True}, {"stakes": 100, "first_dealer": 2}]),
    "fortuna": ([4, 3, 2, 2], [{"parties": 1}, {"parties": 1}, {"parties": 1}, {"parties": 1, "variant": "two-talon"}]),
}
SEEDS = range(6)
MAX_ACTIONS = 20000


def fingerprint(match: Match) -> str:
    """Everything observable about a match, to prove a refused action changed nothing."""
    views = [match.view(s) for s in range(match.n)]
    return json.dumps([match.summary(), match.record(), views, match.to_act()], sort_keys=True, default=str)


def wrong_actions(match: Match, rng: random.Random) -> list[Action]:
    """A sample of actions that are not legal now."""
    pool = [Action("draw"), Action("stand"), Action("pass"), Action("bet", 0), Action("bet", 10**9),
            Action("bid", -1), Action("banco"), Action("keep"), Action("fold"), Action("play"),
            Action("play-card", cards=("AS",)), Action("play-card", cards=("7D",)), Action("buy", 3),
            Action("exchange", cards=("2C", "2C")), Action("deal"), Action("retire"), Action("force")]
    legal = match.legal_actions()
    return [a for a in rng.sample(pool, 6) if not is_listed(a, legal)]


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    out = []
    for gid in game_ids():
        seat_counts, option_sets = TABLES.get(gid, ([4], [{}]))
        for k, opts in enumerate(option_sets):
            out.append((gid, seat_counts[k % len(seat_counts)], opts))
    return out


@pytest.mark.parametrize("game,seats,options", cases())
def test_random_play_keeps_invariants(game: str, seats: int, options: dict[str, Any]) -> None:
    for seed in SEEDS:
        rng = random.Random(seed)
        match = new_match(game, default_seats(seats), options, seed)
        match.check_invariants()
        player = RandomPlayer(seed)
        for step in range(MAX_ACTIONS):
            if match.finished:
                break
            seat = match.to_act()
            assert seat is not None and 0 <= seat < seats
            legal = match.legal_actions()
            assert legal, "a seat to act must have a legal action"
            if step % 7 == 0:
                before = fingerprint(match)
                other = (seat + 1 + rng.randrange(seats - 1)) % seats
                with pytest.raises(IllegalAction):
                    match.apply(other, concrete(legal[0], rng))
                for bad in wrong_actions(match, rng):
                    with pytest.raises(IllegalAction):
                        match.apply(seat, bad)
                for choice in legal:
                    trial = match.clone()
                    trial.apply(seat, choice.at(choice.lo) if isinstance(choice, AmountChoice) else choice)
                    trial.check_invariants()
                assert fingerprint(match) == before, "a refused action or a clone changed the match"
            match.apply(seat, player.choose(match.view(seat), legal))
            match.check_invariants()
        assert match.finished, f"{game} seed {seed}: not finished after {MAX_ACTIONS} actions"
        assert match.to_act() is None and match.legal_actions() == []
        again = replay(json.loads(json.dumps(match.record())))
        assert again.summary() == match.summary()
