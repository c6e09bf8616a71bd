"""Random legal play of every registered game, with the invariants checked after every action: the check is
`lomber.testing.check_game`'s (lomber/testing/play.py), run here for every game the registry finds."""

from __future__ import annotations

import pytest

from lomber.engine.registry import game_ids
from lomber.testing import run_check


@pytest.mark.parametrize("game", game_ids())
def test_random_play_keeps_invariants(game: str) -> None:
    run_check(game, "invariants")


@pytest.mark.parametrize("game", game_ids())
def test_a_quiet_replay_reaches_what_live_play_reached(game: str) -> None:
    run_check(game, "quiet-replay")
