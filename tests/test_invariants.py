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
from lomber.engine.registry import games, new_match

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
    """Every registered game's quick tables (its `GameInfo.quick_tables`: tables that end soon at random)."""
    return [(g.id, t.seats, dict(t.options)) for g in games() for t in g.quick_tables]


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
