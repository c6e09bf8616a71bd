"""The odds panel says when Ferme's sampled draw and stand are too close to call (`close` in the odds)."""

from __future__ import annotations

from lomber.ai.advisor import advise
from lomber.games.ferme.ai import ODDS
from tests.ai.test_ferme_close import close_position


def test_the_panel_shows_a_choice_too_close_to_call(window) -> None:
    m = close_position(95)
    seat = m.to_act()
    a = advise(m.view(seat), m.legal_actions())
    assert a.odds["close"]
    window.odds._sheet(a.odds, ODDS)
    figures = window.odds.figures()
    assert figures["Too close to call: drawing and standing within (chips)"] == "+0.10"
    assert "Expected chips this deal if you draw (estimate)" in figures
