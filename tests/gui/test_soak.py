"""`lomber --soak N`: computer-only deals of every game in the real window; what it reports and when it fails."""

from __future__ import annotations

import os

import pytest

from lomber.engine.registry import game_ids
from lomber.settings import CONFIG_ENV, DATA_ENV
from lomber.ui.shell import soak as soak_module
from lomber.ui.shell.language import use_language
from lomber.ui.shell.soak import GROWTH_LIMIT, Report, SoakResult, soak


def _report(deals: int, rss: int | None) -> Report:
    return Report(deals, 1.0, 0, 40, rss, None, 1000, "ferme")


@pytest.fixture
def own_env(qapp, monkeypatch, app_dirs):
    """The soak sets its own folders; they are put back after it (checked by the test)."""
    monkeypatch.setenv(CONFIG_ENV, os.environ[CONFIG_ENV])
    monkeypatch.setenv(DATA_ENV, os.environ[DATA_ENV])
    yield
    use_language(qapp, "en")   # the tests' language again


def test_a_short_soak_plays_every_game_animated_and_instant_with_no_error(qapp, own_env):
    """The CI's soak: 10 deals (the tenth animated at FAST), or two per game if there are more games, a report at
    half way and at the end, every game played."""
    config = os.environ[CONFIG_ENV]
    lines: list[str] = []
    deals = max(10, 2 * len(game_ids()))
    half = deals // 2
    result = soak(deals, "mixed", every=half, report=lambda r: lines.append(r.line()))
    assert result.problems() == [] and result.ok()
    assert result.deals == deals
    assert set(result.per_game) == set(game_ids())
    assert [r.deals for r in result.reports] == [half, deals]
    assert all(r.items > 0 and r.errors == 0 for r in result.reports)
    assert all(r.rss is not None and r.rss > 10 * 2**20 for r in result.reports)   # Linux: /proc tells it
    assert all(r.worker_rss is not None for r in result.reports)   # the players think in their own process
    assert len(lines) == 2 and lines[0].startswith(f"soak: {half} deals in ")
    assert result.growth() is not None
    assert "ok" in result.summary() and "FAILED" not in result.summary()
    assert os.environ[CONFIG_ENV] == config   # the user's folders again after the run


def test_a_computer_player_error_stops_the_soak_and_fails_it(qapp, own_env, monkeypatch):
    from lomber.controller import aiproc

    def broken(self, *args):
        raise aiproc.AIProcessError("RuntimeError: broken player")

    monkeypatch.setattr(aiproc.AIProcess, "choose", broken)
    result = soak(5, "instant")
    assert not result.ok()
    assert any("broken player" in e for e in result.errors)
    assert result.deals < 5
    assert "FAILED" in result.summary()


def test_memory_growth_at_the_limit_fails_and_below_it_passes():
    below = SoakResult(1000, "mixed", reports=[_report(100, 100_000_000), _report(1000, 109_000_000)])
    below.per_game.update({"ferme": 1000})
    assert below.ok() and below.growth() == pytest.approx(0.09)
    at = SoakResult(1000, "mixed", reports=[_report(100, 100_000_000), _report(1000, 110_000_000)])
    at.per_game.update({"ferme": 1000})
    assert at.growth() == pytest.approx(GROWTH_LIMIT)
    assert not at.ok() and "RSS grew +10.0% from 100 to 1000 deals" in at.problems()[0]


def test_growth_is_not_judged_from_one_report_or_without_rss():
    one = SoakResult(50, "instant", reports=[_report(50, 100)])
    assert one.growth() is None
    blind = SoakResult(200, "instant", reports=[_report(100, None), _report(200, None)])
    assert blind.growth() is None and "not judged" in blind.summary()


def test_a_table_laid_again_with_more_items_is_a_problem_and_fewer_deals_too():
    r = SoakResult(10, "instant", laid={"ferme 2 seats {}": [30, 30, 31], "fly 3 seats {}": [25, 24]})
    r.per_game.update({"ferme": 7})
    problems = r.problems()
    assert "only 7 of 10 deals were played" in problems
    assert "ferme 2 seats {}: 30 items shown when first laid, 31 later" in problems
    assert not any(p.startswith("fly") for p in problems)


def test_every_soak_table_is_one_the_game_accepts():
    """The tables rotate through each game's bench and quick tables, always with a set first dealer."""
    from lomber.engine.match import default_seats
    from lomber.engine.registry import new_match

    for game in game_ids():
        tables = soak_module.soak_tables(game)
        assert len(tables) >= 2
        for t in tables:
            assert "first_dealer" in t.options
            new_match(game, default_seats(t.seats), dict(t.options), 1)   # raises on a table the game refuses


def test_an_unknown_speed_is_refused():
    with pytest.raises(ValueError, match="speed 'slow'"):
        soak_module.SoakRun(None, None, 5, "slow")


@pytest.mark.parametrize("fails", [False, True])
def test_a_finished_think_keeps_nothing_of_its_match(fails):
    """PySide6 keeps some finished runnables' Python wrappers: one must not hold its match (a soak grew 10 %)."""
    from types import SimpleNamespace

    from lomber.controller.match_controller import _Think

    done: list[tuple] = []
    ctrl = SimpleNamespace(_aiDone=SimpleNamespace(emit=lambda *args: done.append(args)))
    match = object()

    def choose(view, legal):
        assert match is not None   # the chooser's closure holds the match, as the controller's does
        if fails:
            raise RuntimeError("broken player")
        return legal[0]

    think = _Think(ctrl, 7, 2, choose, {"seat": 2}, ["stand", "draw"])
    think.run()
    assert done == [(7, 2, None, "RuntimeError: broken player")] if fails else done == [(7, 2, "stand", "")]
    assert think.choose is None and think.view is None and think.legal is None
