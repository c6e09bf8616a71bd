"""A game brings its own lesson: found through `GameInfo.lesson`, pure data in the game's package, not in the UI."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import sys
from pathlib import Path

import pytest

from lomber.engine import registry
from lomber.engine.lesson import Lesson as GameLesson
from lomber.engine.registry import game_info, game_package
from lomber.ui.panels import lessons

OWN = ("ferme", "chemin-de-fer", "fortuna", "fly")


@pytest.mark.parametrize("game", OWN)
def test_each_of_the_apps_games_brings_its_lesson_in_its_own_package(game: str) -> None:
    module = game_info(game).lesson
    assert module.startswith(game_package(game) + "."), module
    assert isinstance(importlib.import_module(module).LESSON, GameLesson)
    assert game in lessons.available()
    assert lessons.lesson(game).at           # placed on its script when loaded


def test_the_lesson_machinery_names_no_game() -> None:
    inside = [m.name for m in pkgutil.iter_modules(lessons.__path__)]
    assert inside == []


def test_a_lesson_is_found_where_the_games_info_says(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # An outside game's lesson module: here Fly's lesson with a first step of its own, in a package of its own.
    (tmp_path / "outside_lesson.py").write_text(
        "import dataclasses\nfrom lomber.games.fly.lesson import LESSON as FLY\n"
        "FIRST = dataclasses.replace(FLY.steps[0], text='Welcome from outside')\n"
        "LESSON = dataclasses.replace(FLY, steps=(FIRST,) + FLY.steps[1:])\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    own = game_info("fly")
    registry.register_game(dataclasses.replace(own, lesson="outside_lesson"))
    try:
        found = lessons.lesson("fly")
        assert found.steps[0].text == "Welcome from outside" and found.match(0).view(0)["scores"] == [25, 25, 25]
        registry.register_game(dataclasses.replace(own, lesson=""))
        assert "fly" not in lessons.available()
        with pytest.raises(KeyError):
            lessons.lesson("fly")
    finally:
        registry.register_game(own)
        sys.modules.pop("outside_lesson", None)


def test_a_step_said_at_a_deals_end_is_placed_there_or_refused() -> None:
    """Chemin de fer's first coup ends after 8 moves: its closing words are said there, the banco after it; a
    step marked `deal_end` in a lesson of one deal (nothing before the last deal's end) is refused."""
    cdf = lessons.lesson("chemin-de-fer")
    assert cdf.ends == (8, len(cdf.script))
    said = [cdf.at[k] for k, s in enumerate(cdf.steps) if s.deal_end]
    assert said and set(said) == {8} and cdf.start_of(next(k for k, s in enumerate(cdf.steps) if s.deal_end)) \
        == cdf.start_of(cdf.steps.index(next(s for s in cdf.steps if s.expect == "draw")))
    # The banco ends the second coup: its closing words are taken up again at the banco itself.
    banco = next(k for k, s in enumerate(cdf.steps) if s.expect == "banco")
    assert cdf.start_of(len(cdf.steps) - 1) == banco
    ferme = importlib.import_module(game_info("ferme").lesson).LESSON
    wrong = dataclasses.replace(ferme.steps[1], deal_end=True)
    with pytest.raises(ValueError, match="deal's end"):
        lessons.placed(dataclasses.replace(ferme, steps=(ferme.steps[0], wrong) + ferme.steps[2:]))
