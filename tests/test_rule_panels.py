"""The rule panels: the same sections in every language, a worked example, every option of the game, our rulings
(`lomber.testing.check_game`'s check, lomber/testing/panels.py, run here for every game the registry finds)."""

from __future__ import annotations

import pytest

from lomber.engine.registry import game_file, game_ids
from lomber.testing import panels as checked
from lomber.testing import run_check
from lomber.ui.panels.docks import HEADING_ANCHOR, OPTION_MARK, rules_anchors, rules_option_keys

LANGS = ("en", "ru")


def test_every_game_has_a_panel_in_every_language():
    assert GAMES   # the registry found the games (test_registry_lazy checks which)
    for game in GAMES:
        for lang in LANGS:
            assert game_file(game, f"rules.{lang}.md").is_file(), (game, lang)


GAMES = game_ids()


def test_the_check_reads_panels_with_the_rules_docks_patterns():
    assert checked.HEADING_ANCHOR.pattern == HEADING_ANCHOR.pattern and checked.OPTION_MARK.pattern == OPTION_MARK.pattern
    text = "# Top {#top}\n\n## Options {#options}\n\n- Deals: 1 to 9. <!-- option: deals -->\n"
    assert rules_anchors(text) == ["top", "options"] and rules_option_keys(text) == ["deals"]
    assert checked.section(text, "options").strip().startswith("- Deals")


@pytest.mark.parametrize("game", GAMES)
def test_the_panels_have_the_same_sections_every_option_an_example_and_the_rulings_in_both_languages(game):
    """Every heading anchored and the same in both languages; every option once with its range and default; a
    worked example of the same cards and figures; "our ruling" as often; Russian numbers kept together."""
    run_check(game, "rule-panels")
