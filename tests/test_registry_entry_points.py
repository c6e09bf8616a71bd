"""The registry finds games through the `lomber.games` entry points: a distribution's game is listed after the
app's own, and a broken entry point is left out with its reason, never stopping the app.

The distribution here is High card (tests/data/highcard-game) built by its own backend and unpacked onto
sys.path, as pip would install it, beside a distribution whose entry points are broken three ways."""

from __future__ import annotations

import importlib.util
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from lomber.ai.registry import make_player
from lomber.engine import registry
from lomber.engine.errors import OptionError
from lomber.engine.match import default_seats

GAME_SRC = Path(__file__).resolve().parent / "data" / "highcard-game"
OWN = ["ferme", "chemin-de-fer", "fortuna", "fly"]


def install(site: Path) -> None:
    """The game's wheel, built by its backend, unpacked into `site`; and a broken distribution's metadata."""
    spec = importlib.util.spec_from_file_location("highcard_backend", GAME_SRC / "highcard_backend.py")
    backend = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(backend)
    wheel = site.parent / "wheel"
    wheel.mkdir()
    name = backend.build_wheel(str(wheel))
    with zipfile.ZipFile(wheel / name) as whl:
        whl.extractall(site)
    broken = site / "lomber_broken-1.0.dist-info"
    broken.mkdir()
    (broken / "METADATA").write_text("Metadata-Version: 2.1\nName: lomber-broken\nVersion: 1.0\n")
    (broken / "entry_points.txt").write_text("[lomber.games]\nnosuch = lomber_nosuch_game:GAME\n"
                                             "notinfo = lomber_highcard:SHOW\nmisnamed = lomber_highcard:GAME\n"
                                             "ferme = lomber_highcard:GAME\n")


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    site = tmp_path / "site"
    site.mkdir()
    install(site)
    monkeypatch.syspath_prepend(str(site))
    registry.forget_sources()
    yield
    registry.unregister_game("highcard")
    for name in [m for m in sys.modules if m.startswith("lomber_highcard")]:
        del sys.modules[name]
    monkeypatch.undo()
    registry.forget_sources()


def test_the_apps_own_games_come_first_in_their_order() -> None:
    assert registry.game_ids()[:4] == OWN
    assert registry.broken() == {}


def test_a_game_of_another_distribution_is_found_by_its_entry_point(installed: None) -> None:
    assert "highcard" in registry.sources()
    assert registry.game_ids() == [*OWN, "highcard"]
    info = registry.game_info("highcard")
    assert info.name == "High card" and (info.min_players, info.max_players) == (2, 4)
    assert registry.game_package("highcard") == "lomber_highcard"
    assert (registry.package_dirs()["highcard"] / "translations" / "highcard_ru.qm").is_file()
    assert registry.game_file("highcard", "rules.ru.md").read_text(encoding="utf-8").startswith("# Старшая карта")
    m = registry.new_match("highcard", default_seats(2), {}, 5)
    player = make_player("highcard", "strong", 1)
    while not m.finished:
        seat = m.to_act()
        m.apply(seat, player.choose(m.view(seat), m.legal_actions()))
    assert sum(m.ledger.stacks) == 40


def test_a_broken_entry_point_is_left_out_with_its_reason(installed: None) -> None:
    assert registry.game_ids() == [*OWN, "highcard"]      # the app starts, with every game that loads
    broken = registry.broken()
    assert set(broken) == {"nosuch", "notinfo", "misnamed"}
    assert "ModuleNotFoundError" in broken["nosuch"] and "lomber_nosuch_game" in broken["nosuch"]
    assert "not a GameInfo" in broken["notinfo"]
    assert "'misnamed'" in broken["misnamed"] and "'highcard'" in broken["misnamed"]
    with pytest.raises(OptionError, match="could not be loaded") as err:
        registry.game_info("nosuch")
    assert err.value.code == "unknown-game"
    with pytest.raises(OptionError, match="unknown game"):
        registry.game_info("nothing-of-the-kind")


def test_a_game_named_as_one_of_the_apps_own_leaves_the_apps_game_in_place(installed: None,
                                                                          caplog: pytest.LogCaptureFixture) -> None:
    assert registry.sources()["ferme"].value == "lomber.games.ferme:GAME"
    assert registry.game_info("ferme").match.__module__ == "lomber.games.ferme.match"
    assert "two games are named 'ferme': lomber_highcard:GAME is left out" in caplog.text
    assert registry.game_ids() == [*OWN, "highcard"]


def test_one_game_asked_for_loads_that_entry_point_alone(installed: None) -> None:
    assert registry.game_info("highcard").id == "highcard"
    assert not registry._BROKEN   # the broken entry points were not even tried (`broken()` would try them)
