"""The window and controller on the toy game: whole matches, human buttons, problems, stale results, autosave."""

from __future__ import annotations

import json

from lomber.engine.match import Seat
from lomber.storage.autosave import autosave_path
from tests.gui.apphelpers import *  # noqa: F403 - fixtures


def test_computer_match_plays_to_the_end(window, toy, qtbot):
    assert window.start_game(toy, ai_seats(3), {"max_deals": 4}, seed=5)
    wait_finished(qtbot, window)
    m = window.controller.match
    assert m.deals == 4
    assert sum(m.summary()["stacks"]) == 30
    text = window.log.toPlainText()
    assert "The deal is over." in text and "wins the match" in text or "The match is over." in text
