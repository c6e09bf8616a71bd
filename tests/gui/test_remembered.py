"""Settings are written when they change (a killed app keeps them); the window's size, place and docks and each
game's last seats and options are remembered; the new-game dialog greys out the options that do not apply."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from base64 import b64encode
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from lomber.engine.match import Seat
from lomber.settings import Settings, load_settings, save_settings, settings_path
from lomber.ui.shell.mainwindow import MainWindow
from lomber.ui.shell.place import LAYOUT_SAVE_MS

ROOT = Path(__file__).resolve().parents[2]


def kept() -> Settings:
    """The settings as a new start would read them (the file on disk, nothing in memory)."""
    settings, problem = load_settings()
    assert problem is None
    return settings


def app_window(qtbot, settings: Settings | None = None) -> MainWindow:
    """A window as the app makes it: it writes its settings."""
    w = MainWindow(settings or load_settings()[0], None)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_each_change_is_written_at_once(qtbot, app_dirs):
    w = app_window(qtbot)
    assert not settings_path().exists()          # opening the window writes nothing
    w.act_four.trigger()
    assert kept().four_colour is True
    next(a for a in w.findChildren(type(w.act_four)) if a.text() == "Red").trigger()
    assert kept().card_back == "red"
    w.speed_actions["fast"].trigger()
    assert kept().speed == "fast"
    w.act_sound.trigger()
    assert kept().sound is False
    w.act_autosave.trigger()
    assert kept().autosave is False
    w.act_confirm.trigger()
    assert kept() == Settings(four_colour=True, card_back="red", speed="fast", sound=False, autosave=False,
                              confirm_leave=False, window_geometry=kept().window_geometry,
                              window_state=kept().window_state)
    w.controller.shutdown()


def test_a_killed_app_keeps_what_was_set(tmp_path):
    """A real process changes two settings, then dies by SIGKILL (no closeEvent, no atexit)."""
    env = {**os.environ, "LOMBER_CONFIG_DIR": str(tmp_path / "config"), "LOMBER_DATA_DIR": str(tmp_path / "data"),
           "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    script = textwrap.dedent("""
        import os, signal
        from PySide6.QtWidgets import QApplication
        from lomber.settings import load_settings
        from lomber.ui.shell.mainwindow import MainWindow
        app = QApplication([])
        w = MainWindow(load_settings()[0], None)
        w.show()
        app.processEvents()
        w.act_four.trigger()
        w.set_card_style(back="red")
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=tmp_path, timeout=120, capture_output=True,
                          check=False)
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()[-2000:]
    data = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert data["four_colour"] is True and data["card_back"] == "red"
    assert not [p for p in (tmp_path / "config").iterdir() if p.name.endswith(".tmp")]


def test_size_place_and_docks_come_back(qtbot, app_dirs):
    w = app_window(qtbot)
    w.resize(700, 520)   # the offscreen screen is 800×600: a restored window stays on it
    w.move(37, 21)
    w.docks["scores"].hide()
    w.docks["rules"].show()
    qtbot.waitUntil(lambda: kept().window_state != "", timeout=LAYOUT_SAVE_MS * 5)   # written once things rest
    qtbot.waitUntil(lambda: kept().window_geometry == w.settings.window_geometry, timeout=LAYOUT_SAVE_MS * 5)
    w.controller.shutdown()
    w.close()
    again = app_window(qtbot, kept())
    assert (again.width(), again.height()) == (700, 520)
    assert abs(again.x() - 37) <= 4 and abs(again.y() - 21) <= 4     # the offscreen frame may shift it a little
    assert again.docks["scores"].isHidden() and not again.docks["rules"].isHidden()
    again.controller.shutdown()


@pytest.mark.parametrize("geometry,state", [("AAAA", "AAAA"), (b64encode(b"\x01" * 80).decode(), "QUJD"),
                                            ("", b64encode(b"not a state").decode())])
def test_a_layout_qt_does_not_take_changes_nothing(qtbot, app_dirs, geometry, state):
    w = app_window(qtbot, Settings(window_geometry=geometry, window_state=state))
    assert (w.width(), w.height()) == (1200, 780) and not w.docks["log"].isHidden()
    w.controller.shutdown()


def test_layout_text_that_is_not_base64_is_refused_on_reading(app_dirs):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"version": 1, "window_geometry": "not base64!", "window_state": "A" * 9000,
                                           "four_colour": True}))
    assert kept() == Settings(four_colour=True)


# ----- the seats and options of the last game
def test_the_last_setup_of_each_game_is_offered_again(qtbot, app_dirs, questions):
    w = app_window(qtbot)
    w.apply_speed("instant")
    dlg = w.new_game_dialog("ferme")
    dlg.seat_spin.setValue(3)
    dlg.set_seat(0, "Olga", "human")
    dlg.set_seat(1, "Pyotr", "ai", "strong")
    dlg.set_seat(2, "Rita", "ai", "easy")
    dlg.set_option("rule_set", "historical")
    dlg.set_option("farm_stake", 20)
    dlg.set_option("first_dealer", 2)
    dlg.accept()
    assert w.controller.match.game_id == "ferme"
    w.controller.stop()
    w.controller.shutdown()
    w.close()

    w2 = app_window(qtbot, kept())                   # a new start
    dlg = w2.new_game_dialog()                        # the last game first
    game, seats, options = dlg.setup()
    assert game == "ferme"
    assert seats == [Seat("Olga", "human"), Seat("Pyotr", "ai", "strong"), Seat("Rita", "ai", "easy")]
    assert options["rule_set"] == "historical" and options["farm_stake"] == 20 and options["first_dealer"] == 2
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData("fly"))     # a game never started: its defaults
    assert dlg.setup()[2]["starting_score"] == 25
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData("ferme"))
    assert dlg.setup()[1][1] == Seat("Pyotr", "ai", "strong")
    dlg.reject()
    w2.controller.shutdown()


def test_a_remembered_setup_the_rules_no_longer_take_falls_back(qtbot, app_dirs):
    setups = {"fortuna": {"seats": [{"name": "A", "kind": "human", "level": None}] * 9,
                          "options": {"variant": "three", "starting_chips": 5, "parties": 3, "unknown": 1}}}
    w = app_window(qtbot, Settings(setups=setups, last_game="fortuna"))
    dlg = w.new_game_dialog()
    game, seats, options = dlg.setup()              # nine seats: Fortuna's most, four
    assert game == "fortuna" and len(seats) == 4
    assert options["variant"] == "four" and options["starting_chips"] == 2000 and options["parties"] == 3
    dlg.reject()
    w.controller.shutdown()


def test_malformed_setups_are_dropped_one_by_one(app_dirs):
    good = {"seats": [{"name": "Anna", "kind": "human", "level": None}, {"name": "B", "kind": "ai", "level": "easy"}],
            "options": {"stakes": 2, "dealer_takes_trump": True}}
    bad = [{"seats": []}, {"seats": [{"name": "", "kind": "human", "level": None}]},
           {"seats": [{"name": "A", "kind": "robot", "level": None}]},
           {"seats": [{"name": "A", "kind": "ai", "level": "godlike"}]},
           {"seats": [{"name": "A", "kind": "ai", "level": "easy"}], "options": {"x": [1, 2]}},
           {"seats": [{"name": "A", "kind": "ai", "level": "easy"}], "options": {"x": 10 ** 12}},
           {"seats": "A"}, "fly", {"seats": [{"name": "A", "kind": "ai", "level": "easy", "extra": 1}]}]
    settings_path().parent.mkdir(parents=True)
    setups = {"fly": good, **{f"g{i}": b for i, b in enumerate(bad)}}
    settings_path().write_text(json.dumps({"version": 1, "setups": setups}))
    assert kept().setups == {"fly": good}
    save_settings(Settings(setups={"fly": good}))
    assert kept().setups == {"fly": good}


# ----- options that do not apply
def test_the_historical_options_are_greyed_out_under_the_classic_rules(qtbot):
    from lomber.ui.dialogs.newgame import NewGameDialog

    dlg = NewGameDialog(None, "ferme")
    qtbot.addWidget(dlg)
    historical = ("farm_stake", "bust_pays_to", "shuffle")
    assert not any(dlg.option_widgets[k].isEnabled() or dlg.option_labels[k].isEnabled() for k in historical)
    assert dlg.option_widgets["tie_priority"].isEnabled() and dlg.option_widgets["starting_chips"].isEnabled()
    dlg.set_option("rule_set", "historical")
    assert all(dlg.option_widgets[k].isEnabled() and dlg.option_notes[k].isEnabled() for k in historical)
    dlg.seat_spin.setValue(5)                 # the rebuilt options keep the rule set and its options
    assert all(dlg.option_widgets[k].isEnabled() for k in historical)
    dlg.set_option("rule_set", "classic")
    assert not any(dlg.option_widgets[k].isEnabled() for k in historical)


def test_fortunas_variants_follow_the_seat_count(qtbot):
    from lomber.ui.dialogs.newgame import NewGameDialog

    dlg = NewGameDialog(None, "fortuna")
    qtbot.addWidget(dlg)

    def variants() -> list[str]:
        combo = dlg.option_widgets["variant"]
        return [combo.itemData(i) for i in range(combo.count())]

    expected = {4: ["four"], 3: ["three"], 2: ["two", "two-talon"]}
    for n in (4, 3, 2):
        dlg.seat_spin.setValue(n)
        assert variants() == expected[n]
        assert dlg.option_widgets["short_suit"].isEnabled() == (n != 4)
        dlg.setup()                                # what is offered always fits together
    dlg.set_option("variant", "two-talon")
    assert not dlg.option_widgets["short_suit"].isEnabled()      # the talon game keeps the full pack
    assert dlg.setup()[2]["variant"] == "two-talon"


def test_settings_that_cannot_be_written_are_told_once(qtbot, app_dirs, monkeypatch):
    from lomber.ui.shell import prefs

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(prefs, "save_settings", full)
    w = app_window(qtbot)
    w.act_four.trigger()
    w.act_four.trigger()
    assert sum("settings could not be saved" in n for n in w.notices) == 1
    assert w.settings.four_colour is False and QApplication.instance() is not None
    w.controller.shutdown()


def test_a_match_started_at_launch_is_remembered_once_the_table_has_painted(qtbot, app_dirs):
    """The disk sync waits for the table's first paint (it would hold the table back), then is done."""
    w = MainWindow(load_settings()[0], None)
    qtbot.addWidget(w)
    w.show()                               # shown, not painted yet: a start-up that sits down at once
    assert not w.painted
    assert w.start_game("fly", [Seat("Ann", "human"), Seat("Bob", "ai", "easy"), Seat("Cy", "ai", "easy")],
                        {"first_dealer": 0}, seed=1)
    assert not settings_path().exists()    # nothing written before the first paint …
    qtbot.waitUntil(lambda: w.painted, timeout=10_000)
    qtbot.waitUntil(lambda: settings_path().exists(), timeout=5_000)   # … and written right after it
    assert kept().last_game == "fly" and kept().player_name == "Ann"
    w.controller.shutdown()


def test_a_hidden_window_still_writes_at_once(qtbot, app_dirs):
    w = MainWindow(load_settings()[0], None)
    qtbot.addWidget(w)
    assert w.start_game("ferme", [Seat("Ann", "human"), Seat("Bob", "ai", "easy")], {"first_dealer": 0}, seed=1)
    assert kept().last_game == "ferme"
    w.controller.shutdown()
