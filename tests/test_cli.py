"""The `lomber` command line: the app's own words (`FILE`, `--new GAME`, `--smoke`), `--version`, bad input."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

import lomber
from lomber import cli
from lomber.engine.registry import game_ids

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "tests" / "data" / "ferme-record.json"


@pytest.fixture
def window_args(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """What `run_app` would have been asked (the window itself is tested in tests/gui)."""
    calls: list[dict[str, Any]] = []
    from lomber.ui.shell import app as app_module

    monkeypatch.setattr(app_module, "run_app", lambda **kw: calls.append(kw) or 0)
    return calls


@pytest.mark.parametrize("game", list(game_ids()))
def test_new_game_names_the_game_for_the_dialog(game: str, window_args: list[dict[str, Any]]) -> None:
    assert cli.main(["--new", game]) == 0
    assert window_args == [{"smoke": False, "new_game": game, "open_path": None}]


def test_a_file_opens_in_the_window(window_args: list[dict[str, Any]]) -> None:
    assert cli.main([str(RECORD)]) == 0
    assert window_args == [{"smoke": False, "new_game": None, "open_path": str(RECORD)}]


def test_a_file_after_the_double_dash_may_look_like_a_command(window_args: list[dict[str, Any]], tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "replay").write_text(RECORD.read_text())
    assert cli.main(["--", "replay"]) == 0
    assert window_args[0]["open_path"] == "replay"


def test_commands_are_not_files(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["replay", str(RECORD), "--json"]) == 0
    assert '"game": "ferme"' in capsys.readouterr().out


def test_a_missing_file_is_one_line_and_status_2(window_args: list[dict[str, Any]],
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["no-such-match.lomber"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "lomber: no-such-match.lomber: no such file"
    assert window_args == []


def test_a_folder_is_said_to_be_one(window_args: list[dict[str, Any]], capsys: pytest.CaptureFixture[str],
                                    tmp_path: Path) -> None:
    assert cli.main([str(tmp_path)]) == 2
    assert capsys.readouterr().err.strip() == f"lomber: {tmp_path}: a folder, not a saved match"
    assert window_args == []


@pytest.mark.parametrize("argv", [["--new", "whist"], ["--new"], ["--smoke", "--new", "fly"],
                                  ["--new", "fly", str(RECORD)], ["--smoke", str(RECORD)],
                                  ["--soak", "0"], ["--soak", "many"], ["--soak"], ["--soak", "3", "--smoke"],
                                  ["--soak", "3", str(RECORD)], ["--soak", "3", "--soak-speed", "slow"]])
def test_bad_words_exit_2_without_a_window(argv: list[str], window_args: list[dict[str, Any]],
                                           capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(argv)
    assert exc.value.code == 2
    assert "Traceback" not in capsys.readouterr().err
    assert window_args == []


def test_version_is_the_package_metadata(capsys: pytest.CaptureFixture[str]) -> None:
    expected = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    with pytest.raises(SystemExit) as exc:
        cli.main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.strip() == f"lomber {expected}"
    assert lomber.__version__ == expected


def test_version_without_metadata_falls_back(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A source tree run without an install reads pyproject.toml; with neither, an honest 'unknown'."""
    import importlib.metadata

    def missing(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", missing)
    lomber.package_version.cache_clear()
    try:
        assert lomber.package_version() == tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
        lomber.package_version.cache_clear()
        monkeypatch.setattr(lomber, "__file__", str(tmp_path / "a" / "lomber" / "__init__.py"))
        assert lomber.package_version() == lomber.UNKNOWN_VERSION
    finally:
        lomber.package_version.cache_clear()


def test_plain_lomber_does_not_load_the_metadata() -> None:
    """Start-up stays lean: importlib.metadata (~40 ms) is loaded by --version and About only."""
    import subprocess
    import sys

    code = ("import sys, lomber.cli, lomber.ui.shell.mainwindow, lomber.ui.shell.app; "
            "print('importlib.metadata' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert out.stdout.strip() == "False"


@pytest.fixture
def soak_args(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """What `run_soak_command` would have been asked (the soak itself is tested in tests/gui/test_soak.py)."""
    calls: list[tuple[int, str]] = []
    from lomber.ui.shell import soak

    monkeypatch.setattr(soak, "run_soak_command", lambda n, speed: calls.append((n, speed)) or 0)
    return calls


@pytest.mark.parametrize(("argv", "expected"), [(["--soak", "3"], (3, "mixed")),
                                                (["--soak-speed", "fast", "--soak", "1000"], (1000, "fast")),
                                                (["--soak", "20", "--soak-speed", "instant"], (20, "instant"))])
def test_soak_takes_its_count_and_speed_not_as_a_file(argv: list[str], expected: tuple[int, str],
                                                     soak_args: list[tuple[int, str]],
                                                     window_args: list[dict[str, Any]]) -> None:
    assert cli.main(argv) == 0
    assert soak_args == [expected]
    assert window_args == []


def test_bad_soak_count_is_named(soak_args: list[tuple[int, str]], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--soak", "-4"])
    assert "'-4': a number of deals, 1 or more" in capsys.readouterr().err
    assert soak_args == []


def test_the_collector_is_on_again_once_the_app_is_started(window_args: list[dict[str, Any]]) -> None:
    """Start-up runs with the cyclic collector off (it frees little there); the app never keeps it off."""
    import gc

    assert cli.main(["--new", "fly"]) == 0
    assert window_args and gc.isenabled()
