"""A history row no Lomber wrote is skipped and named, never hides the others; a history in a folder that cannot be
written is read as it is, and said so (docs/reliability.md, "Nothing lost")."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import lomber
from lomber import cli
from lomber.settings import CONFIG_ENV, DATA_ENV, data_dir
from lomber.storage.history import History, State
from tests.reliability.matches import cdf_banco, ferme_sixteen, named

APP = str(Path(lomber.__file__).parent.parent)


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def fill(*changes: str) -> None:
    """Two Ferme matches (ids 1 and 2) and a Chemin de fer one (3); then `changes`, SQL as a hand or a bug made."""
    h = History()
    h.add_match(named(ferme_sixteen(), ["Anna", "Boris", "Vera", "Gleb"]), stopped=True)
    h.add_match(named(ferme_sixteen(), ["Dora", "Boris", "Vera", "Gleb"]), stopped=True)
    h.add_match(named(cdf_banco(), ["Anna", "Boris", "Vera"]), stopped=True)
    h.close()
    db = sqlite3.connect(data_dir() / "history.sqlite3", isolation_level=None)
    for sql in changes:
        db.execute(sql)
    db.close()


NOT_UTF8 = "UPDATE players SET name = CAST(x'426164ff4e616d65' AS TEXT) WHERE match_id = 1 AND seat = 0"


def test_a_name_that_is_not_utf8_hides_only_its_own_match(capsys):
    """One such row made every reading fail: the Statistics window said "No finished matches yet"."""
    fill(NOT_UTF8)
    h = History()
    games = {g.game: g for g in h.statistics()}
    assert set(games) == {"ferme", "chemin-de-fer"}
    assert {p.name for p in games["ferme"].players} >= {"Dora", "Boris"}
    assert h.skipped == {1} and "number 1" in h.skipped_text()
    assert [r.match_id for r in h.matches()] == [3, 2, 1]    # its record and other names are fine: replayable
    h.close()
    assert cli.main(["stats"]) == 0
    out, err = capsys.readouterr()
    assert "Dora" in out and "Chemin de fer" in out
    assert "could not be read and are left out (number 1)" in err


def test_a_match_that_ended_in_1e308_leaves_replay_to_the_others(qtbot):
    """`ended` = 1e308: the replay chooser's date failed (OverflowError) and Replay a match failed for every match."""
    from lomber.ui.panels.replaychooser import ReplayChooser

    fill("UPDATE matches SET ended = 1e308 WHERE id = 2")
    h = History()
    chooser = ReplayChooser(None, h)
    qtbot.addWidget(chooser)
    shown = [chooser.list.topLevelItem(i).data(0, 0x0100) for i in range(chooser.list.topLevelItemCount())]
    assert shown == [3, 1]
    assert "(number 2)" in chooser.message.text()
    h.close()


def test_the_statistics_window_names_the_row_and_shows_the_rest(qtbot):
    from lomber.ui.panels.statistics import StatisticsWindow

    fill(NOT_UTF8)
    h = History()
    w = StatisticsWindow(None, h)
    qtbot.addWidget(w)
    assert w.tabs.count() == 2
    assert "No finished matches" not in w.message.text() and "(number 1)" in w.message.text()
    h.close()


def _can_mount_read_only() -> bool:
    return shutil.which("unshare") is not None and subprocess.run(
        ["unshare", "-rm", "true"], check=False, capture_output=True).returncode == 0


@pytest.mark.skipif(not _can_mount_read_only(), reason="needs `unshare -rm` (a user and mount namespace)")
def test_stats_on_a_read_only_data_folder_reads_and_tells_the_truth(dirs):
    """It read nothing and said matches "are kept and added later" (nothing could be kept there)."""
    fill()
    folder = data_dir()
    env = {**os.environ, "PYTHONPATH": APP, CONFIG_ENV: str(dirs / "config"), DATA_ENV: str(folder)}
    script = f"mount --bind -o ro '{folder}' '{folder}' && exec '{sys.executable}' -m lomber stats --json"
    done = subprocess.run(["unshare", "-rm", "sh", "-c", script], check=False, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    games = {g["game"]: g for g in json.loads(done.stdout)["games"]}
    assert games["ferme"]["matches"] == 2 and games["chemin-de-fer"]["matches"] == 1
    assert "can only be read" in done.stderr and "added later" not in done.stderr


def test_a_history_that_cannot_be_opened_for_writing_is_read(monkeypatch):
    """The same without a mount: the writable open fails as in a read-only folder; the read-only one reads."""
    fill()
    real = sqlite3.connect

    def read_only_folder(target, *args, **kwargs):
        if not str(target).startswith("file:"):
            raise sqlite3.OperationalError("unable to open database file")
        return real(target, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", read_only_folder)
    h = History()
    assert h.state is State.READ_ONLY and "can only be read" in (h.problem or "")
    assert sum(g.matches for g in h.statistics()) == 3
    h.close()


def test_a_name_an_older_lomber_kept_with_a_direction_override_is_shown_cleaned_with_its_matches():
    """Names in rows are outside text too: the override reversed the words around the name in every window."""
    fill("UPDATE players SET name = 'Do' || char(8238) || 'ra' WHERE match_id = 2 AND seat = 0")
    h = History()
    ferme = next(g for g in h.statistics() if g.game == "ferme")
    assert "Dora" in {p.name for p in ferme.players} and not h.skipped
    assert [pt.match_id for pt in h.series("ferme", "Dora")] == [2]
    h.close()
