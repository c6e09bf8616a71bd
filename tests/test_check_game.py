"""The game kit: `lomber.sdk` is one import for a game, the registry refuses a game written for another SDK
version, and `lomber.testing.check_game` passes a game from outside the repository and finds what is wrong
with one.

The outside game is High card (tests/data/highcard-game), copied out of the repository and installed the way pip
would lay it out, its package beside a `.dist-info` naming its entry point, on sys.path: no wheel is built."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from lomber import sdk
from lomber.engine import registry
from lomber.engine.gameinfo import SDK_VERSION
from lomber.engine.match import Match
from lomber.testing import CHECKS, check_game, run_check

ROOT = Path(__file__).resolve().parent.parent
GAME_SRC = ROOT / "tests" / "data" / "highcard-game"
FUTURE = '''
from dataclasses import replace
from lomber.sdk import SDK_VERSION
from lomber_highcard import GAME, HighCardMatch

class FutureMatch(HighCardMatch):
    game_id = "future"

class PastMatch(HighCardMatch):
    game_id = "past"

FUTURE = replace(GAME, id="future", match=FutureMatch, sdk=SDK_VERSION + 1)
PAST = replace(GAME, id="past", match=PastMatch, sdk=0)
'''


def install(site: Path, entry_points: str) -> None:
    """High card's package and a distribution's metadata with these entry points, as pip lays them out."""
    shutil.copytree(GAME_SRC / "lomber_highcard", site / "lomber_highcard",
                    ignore=shutil.ignore_patterns("__pycache__"))
    info = site / "lomber_highcard-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: lomber-highcard\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[lomber.games]\n" + entry_points)


@pytest.fixture
def outside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """High card installed outside the repository (and two games written for SDK versions this app lacks)."""
    site = tmp_path / "site"
    site.mkdir()
    install(site, "highcard = lomber_highcard:GAME\nfuture = lomber_future:FUTURE\npast = lomber_future:PAST\n")
    (site / "lomber_future.py").write_text(FUTURE)
    monkeypatch.syspath_prepend(str(site))
    registry.forget_sources()
    yield site
    monkeypatch.undo()   # first: what a test patched in the registry comes back, and is then forgotten
    for game in ("highcard", "future", "past"):
        registry.unregister_game(game)
    for name in [m for m in sys.modules if m.startswith(("lomber_highcard", "lomber_future"))]:
        del sys.modules[name]
    registry.forget_sources()


@pytest.mark.parametrize("game", registry.game_ids())
@pytest.mark.parametrize("name", ["error-words", "translations", "advice"])
def test_every_registered_game_passes_the_checks_of_its_words_and_players(game: str, name: str) -> None:
    """The other checks run in the test files of their subjects (test_invariants.py, test_fairplay.py …)."""
    run_check(game, name)


def test_a_game_from_outside_the_repository_passes_check_game(outside: Path) -> None:
    import lomber_highcard

    assert Path(lomber_highcard.__file__).is_relative_to(outside) and not Path(outside).is_relative_to(ROOT)
    assert "highcard" in registry.game_ids()
    report = check_game("highcard")
    assert report.ok, str(report)
    assert [o.name for o in report.outcomes] == list(CHECKS)
    assert str(report).splitlines()[0] == "check_game('highcard'): ok"
    assert lomber_highcard.GAME.sdk == SDK_VERSION


def test_a_game_written_for_another_sdk_is_left_out_with_the_reason(outside: Path) -> None:
    ids, broken = registry.game_ids(), registry.broken()
    assert "highcard" in ids and "future" not in ids and "past" not in ids
    assert broken["future"] == (f"SdkMismatch: the game 'future' was written for the game SDK version "
                                f"{SDK_VERSION + 1}; this Lomber provides version {SDK_VERSION} (update Lomber)")
    assert "written for the game SDK version 0" in broken["past"] and "version 1 and later" in broken["past"]


def test_check_game_finds_what_is_wrong_with_a_game(outside: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import lomber_highcard as game

    info = registry.game_info("highcard")
    view = game.HighCardMatch.view

    def leaky(self: Match, seat: int) -> dict:   # a view that tells every hand
        return {**view(self, seat), "all": [list(h) for h in self.hands]}

    monkeypatch.setattr(game.HighCardMatch, "view", leaky)
    monkeypatch.setattr(game.HighCardMatch, "end_deal", lambda self, rows: Match.end_deal(self, rows) or True)
    monkeypatch.setitem(registry._GAMES, "highcard", replace(info, example=replace(info.example, chips=(0, -1, 1))))
    report = check_game("highcard", only=["fair-play", "positions", "worked-example", "invariants"])
    assert report.failed == ["fair-play", "positions", "worked-example"], str(report)
    errors = {o.name: o.error for o in report.outcomes}
    assert "view names" in errors["fair-play"] and "deals settled, not 1" in errors["positions"]
    assert "moves the stacks by [-1, -1, 2], not [0, -1, 1]" in errors["worked-example"]
    with pytest.raises(AssertionError, match="view names"):
        run_check("highcard", "fair-play")
    with pytest.raises(KeyError):
        check_game("highcard", only=["no-such-check"])


def test_the_sdk_is_one_import_of_what_lives_in_the_engine_and_loads_no_qt() -> None:
    from lomber.engine.gameinfo import GameInfo
    from lomber.engine.options import N_, NG_
    from lomber.engine.registry import register_game
    from lomber.games import words
    from lomber.search.advice import OddsSheet

    assert (sdk.Match, sdk.GameInfo, sdk.OddsSheet, sdk.N_, sdk.NG_, sdk.register_game, sdk.words) == \
        (Match, GameInfo, OddsSheet, N_, NG_, register_game, words)
    assert sorted(sdk.__all__) == sorted(n for n in vars(sdk) if not n.startswith("_") and n != "annotations")
    code = ("import sys, json; import lomber.sdk, lomber.testing; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('PySide6'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False,
                          env={"PYTHONPATH": str(ROOT / "app"), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


def test_the_sdk_page_names_every_name_of_the_sdk_and_every_check() -> None:
    page = (ROOT / "docs" / "sdk.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`([A-Za-z_]+)", page)) | set(re.findall(r", ([A-Za-z_]+)[,`]", page))
    assert not set(sdk.__all__) - named, sorted(set(sdk.__all__) - named)
    assert all(f"| `{name}` |" in page for name in CHECKS)
