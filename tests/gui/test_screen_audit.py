"""The screen audit (scripts/screen_audit.py): every screen state at 800×600 and 1280×800, in English and Russian,
nothing clipped; and its checks (tests/gui/screencheck.py) see what they are meant to see."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QScrollArea, QWidget

from tests.gui.screencheck import check_tree

ROOT = Path(__file__).resolve().parents[2]


def test_every_screen_state_at_both_sizes_and_in_both_languages_is_whole():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "app"), str(ROOT)]))
    env.pop("QT_QPA_PLATFORM", None)       # each child sets its own screen
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "screen_audit.py"), "--json"], env=env,
                         capture_output=True, text=True, timeout=600, check=False)
    assert run.stdout.strip(), run.stderr[-3000:]
    result = json.loads(run.stdout.strip().splitlines()[-1])
    names = result["names"]
    # every size and language, every game's decisions, lessons, dialogs, lobby, statistics and replay were seen
    for size in ("800x600", "1280x800"):
        for lang in ("en", "ru"):
            mine = [n for n in names if n.startswith(f"{size} {lang} ")]
            for part in ("first start", "new game dialog: ferme", "fly: exchange", "fortuna: play-card",
                         "chemin-de-fer: draw / stand", "ferme: draw / stand", "lesson fly: step 1",
                         "lesson fortuna: step 5", "network: join a table", "network: the table open",
                         "statistics: ", "replay: the chooser", "replay: fly", "hot-seat: pass the screen",
                         "a deal's end", "the odds", "standings: fortuna"):
                assert any(part in n for n in mine), (size, lang, part)
    assert result["states"] >= 300
    problems = [f"{f['size']} {f['lang']} {f['state']}: {f['what']}: {f['why']}" for f in result["findings"]]
    assert not problems, "\n".join(problems)


def test_a_button_cut_by_a_bar_too_low_is_found(qtbot):
    """The half-shown button (Fly's exchange bar at 800×600 on an earlier version): a child reaching below its
    parent that does not scroll that way."""
    area = QScrollArea()
    qtbot.addWidget(area)
    bar = QWidget()
    row = QHBoxLayout(bar)
    row.addWidget(QPushButton("Exchange"))
    area.setWidget(bar)
    area.setWidgetResizable(True)
    area.setVerticalScrollBarPolicy(area.verticalScrollBarPolicy().ScrollBarAlwaysOff)
    area.resize(300, 18)
    area.show()
    qtbot.waitExposed(area)
    found = [str(f) for f in check_tree(area)]
    assert any("out of its parent's height" in f for f in found), found
    area.resize(300, 80)
    qtbot.wait(10)
    assert check_tree(area) == []


def test_a_label_narrower_than_its_text_is_found(qtbot):
    box = QWidget()
    qtbot.addWidget(box)
    label = QLabel("Куда идут штрафы за перебор:", box)
    label.setGeometry(0, 0, 60, 20)
    box.resize(200, 40)
    box.show()
    qtbot.waitExposed(box)
    assert any("needs" in str(f) for f in check_tree(box))
    label.setGeometry(0, 0, 199, 20)
    assert check_tree(box) == []


def test_a_scroll_bar_nested_in_another_is_found(qtbot):
    from PySide6.QtWidgets import QTableWidget, QVBoxLayout

    area = QScrollArea()
    qtbot.addWidget(area)
    inner = QWidget()
    box = QVBoxLayout(inner)
    table = QTableWidget(40, 1)
    table.setMinimumHeight(300)
    box.addWidget(table)
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.resize(200, 150)
    area.show()
    qtbot.waitExposed(area)
    qtbot.waitUntil(lambda: area.verticalScrollBar().isVisible() and table.verticalScrollBar().isVisible())
    assert any("nested" in str(f) for f in check_tree(area))
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    qtbot.waitUntil(lambda: not table.verticalScrollBar().isVisible())
    assert not any("nested" in str(f) for f in check_tree(area))


def test_a_window_placed_partly_off_the_screen_in_its_first_seconds_comes_back_inside(window, qtbot):
    """The window manager places the first window where it likes (cascaded below a panel: the frame's bottom
    edge 7 px under an 800×600 screen): a move that soon after the first show is fitted into the free area."""
    qtbot.waitUntil(lambda: window.painted, timeout=5000)
    qtbot.wait(100)             # its fit after the first paint is done
    area = window.screen().availableGeometry()
    window.resize(area.width() - 40, area.height() - 60)
    window.move(area.x() + 9, area.y() + 147)
    qtbot.waitUntil(lambda: area.contains(window.frameGeometry()), timeout=3000)
    assert window.height() <= area.height()


def test_the_first_start_opens_in_the_middle_of_the_free_area(window):
    from lomber.ui.shell.screenfit import FRAME_GUESS

    area = window.screen().availableGeometry()
    frame = window.geometry().adjusted(0, 0, FRAME_GUESS.width(), FRAME_GUESS.height())
    assert area.contains(frame)
    assert abs(frame.center().x() - area.center().x()) <= 2 and abs(frame.center().y() - area.center().y()) <= 2
