"""Outside text (records, names, the history) is shown as written, never as markup: the one way such text reaches
the screen is `lomber.ui.plaintext` (a scan of the code proves nothing else makes a label, a box or a tooltip),
and records and names full of markup, opened through the window's own paths, show literally."""

from __future__ import annotations

import ast
import json
import re
from copy import deepcopy
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument

from lomber.ui.plaintext import escape, md_escape, might_be_rich, shown_plain
from tests.reliability.hostile import needs_posix

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "app" / "lomber"
THE_PLACE = APP / "ui" / "plaintext.py"

# Widgets that guess rich text from a `<` (or take HTML), and the calls that give text such a reading.
RICH_WIDGETS = {"QLabel", "QMessageBox", "QToolTip", "QTextBrowser", "QTextEdit", "QGraphicsTextItem", "QInputDialog",
                "QErrorMessage", "QWhatsThis", "QProgressDialog", "QTextDocument"}
RICH_CALLS = {"setToolTip", "setTextFormat", "setHtml", "setMarkdown", "insertHtml", "appendHtml", "setInformativeText",
              "setDetailedText", "setWhatsThis", "showText", "setLabel"}
RICH_ROLES = {"ToolTipRole", "WhatsThisRole"}

# Markup that would load a file, make bold, read an entity, or make a link, if Qt took it for rich text.
MARKUP = ['<img src="/dev/zero">', "<b>bold</b>", "R&amp;D", '<a href="x">link</a>']


def rich_uses(source: str, where: str = "<code>") -> list[str]:
    """Every place in `source` that makes such a widget or gives text a rich reading."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.alias) and node.name.split(".")[-1] in RICH_WIDGETS:
            found.append(f"{where}: imports {node.name}")
        elif isinstance(node, ast.Name) and node.id in RICH_WIDGETS:
            found.append(f"{where}:{node.lineno}: {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in RICH_WIDGETS | RICH_ROLES:
            found.append(f"{where}:{node.lineno}: .{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in RICH_CALLS:
            found.append(f"{where}:{node.lineno}: .{node.func.attr}()")
    return found


def test_the_scan_finds_each_way_around_the_one_place():
    snippet = """
from PySide6.QtWidgets import QLabel
import PySide6.QtWidgets as w
class Mine(w.QLabel): pass
box = w.QMessageBox()
item.setToolTip("x")
label.setTextFormat(Qt.TextFormat.RichText)
view.setHtml("<b>")
item.setData(0, Qt.ItemDataRole.ToolTipRole, "x")
"""
    uses = rich_uses(snippet)
    for what in ("imports QLabel", ".QLabel", ".QMessageBox", ".setToolTip()", ".setTextFormat()", ".setHtml()",
                 ".ToolTipRole"):
        assert any(what in u for u in uses), (what, uses)
    assert rich_uses("label = plain_label(self, name)\nset_tip(item, name)") == []


def test_only_the_one_place_makes_labels_boxes_and_tooltips():
    files = sorted(p for p in APP.rglob("*.py") if p != THE_PLACE)
    assert len(files) > 50 and (APP / "ui" / "shell" / "mainwindow.py") in files
    uses = [u for p in files for u in rich_uses(p.read_text(encoding="utf-8"), str(p.relative_to(ROOT)))]
    assert uses == [], "outside text must reach the screen through lomber.ui.plaintext:\n" + "\n".join(uses)


# ----- the helpers ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", MARKUP + ["two\nlines  spaced", "a < b & c > d", "x\n<b>y</b>", "&lt;b&gt;", "<p>"])
def test_a_guessing_place_shows_the_text_as_written(qapp, text):
    shown = shown_plain(text)
    assert might_be_rich(text) >= qt_guesses_rich(text)      # ours says yes wherever Qt's guess does
    if qt_guesses_rich(shown):
        doc = QTextDocument()
        doc.setHtml(shown)
        assert doc.toPlainText() == text
        assert "<img" not in shown and "<b>" not in shown and "<a " not in shown
    else:
        assert shown == text         # no markup guessed: Qt shows it as it is


def test_our_own_words_pass_unchanged():
    for text in ("Hint (H): what the strong computer player would do here", "Click to see the last trick.\nAnna"):
        assert shown_plain(text) == text


@pytest.mark.parametrize("text", MARKUP + ["# heading", "*x* _y_ `z` [l](u) 1. two \\ three"])
def test_markdown_escaping_keeps_the_words(qapp, text):
    doc = QTextDocument()
    doc.setMarkdown(f"**At this table: {md_escape(text)}.**")
    assert doc.toPlainText() == f"At this table: {text}."
    html = doc.toHtml()
    assert "<img" not in html and "<a " not in html


def test_escape():
    assert escape('<img src="x"> & co') == '&lt;img src="x"&gt; &amp; co'


# ----- records, names and the history, through the window's own paths ----------------------------------------------
# Seat names of markup, each within the 40 characters a name may have. The image names a file that does not exist:
# were it loaded the test would still end (a /dev/zero or a FIFO there, as in the issue, would not).
NAMES = ['<b>Bold</b> &amp; co', '<a href="http://x">Link</a>', '<img src="none.png">Img', '<i>It</i> <br>x']
RAW = ("<b>", "<a ", "<img", "<i>", "<br>")   # what must never be left unescaped in a place that reads markup


def qt_guesses_rich(text: str) -> bool:
    return GuiQt.mightBeRichText(text)


def _rendered(text: str) -> str:
    """What a place that guesses rich text shows of `text`."""
    if not qt_guesses_rich(text):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def shown_texts(window) -> list[str]:
    """Every label's, tooltip's and log's words on screen (all the app's widgets, the table's items, the window's
    actions), after checking that each label reads plain text and nothing that guesses markup holds any."""
    from PySide6.QtWidgets import QApplication, QGraphicsView, QLabel, QTableWidget, QTreeWidget

    from lomber.ui.plaintext import ParagraphLabel

    out: list[str] = []
    tips: list[str] = []
    for w in QApplication.allWidgets():
        if isinstance(w, QLabel) and (w.text() or not w.objectName().startswith("qt_")):   # not a box's icon
            if isinstance(w, ParagraphLabel):
                own = re.sub(r"</?p[^>]*>|</?b>", "", w.text())       # the label's own paragraphs and bold
                assert "<" not in own, w.text()                            # its lines escaped
                out.append(_rendered(w.text()))
            else:
                assert w.textFormat() == Qt.TextFormat.PlainText, (type(w).__name__, w.text())
                out.append(w.text())
        tips.append(w.toolTip())
        tips += [a.toolTip() for a in w.actions()]
        if isinstance(w, QTableWidget):
            items = [w.item(r, c) for r in range(w.rowCount()) for c in range(w.columnCount())]
            items += [w.horizontalHeaderItem(c) for c in range(w.columnCount())]
            tips += [item.toolTip() for item in items if item is not None]
        if isinstance(w, QTreeWidget):
            tips += [w.topLevelItem(r).toolTip(c) for r in range(w.topLevelItemCount()) for c in range(w.columnCount())]
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            tips += [item.toolTip() for item in w.scene().items()]
    out.append(window.log.text())
    for tip in tips:
        assert not (qt_guesses_rich(tip) and any(r in tip for r in RAW)), tip
        out.append(_rendered(tip))
    return out


def literally(texts: list[str], wanted: str) -> bool:
    return any(wanted in t for t in texts)


def _write(tmp_path: Path, data: dict) -> str:
    path = tmp_path / "shared.lomber"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_names_of_markup_in_an_opened_finished_match_show_as_written(window, tmp_path):
    from tests.reliability.matches import named, random_finished

    data = named(deepcopy(random_finished(0, 1)), NAMES[:3], humans=0)
    assert window.open_file(_write(tmp_path, data))
    view = window.standings_view
    assert view is not None and view.isVisible()
    assert view.title.textFormat() == Qt.TextFormat.PlainText
    assert any(view.title.text() == f"{n} wins the match!" for n in NAMES[:3]), view.title.text()
    texts = shown_texts(window)
    for name in NAMES[:3]:
        assert literally(texts, name), name
    assert window.windowTitle() == "Lomber — Ferme · deal 1"      # the game and the match's number
    window.fill_rules()                 # the rules name the first farmer: Markdown, the name escaped in it
    assert f"At this table: {NAMES[0]}." in window.rules.toPlainText()
    html = window.rules.toHtml()
    assert "<img" not in html and "<a " not in html and "font-weight:700;\">Bold" not in html


def test_names_of_markup_at_the_end_of_a_live_match_show_as_written(window, qtbot):
    from lomber.engine.match import Seat
    from tests.gui.apphelpers import wait_finished

    assert window.start_game("ferme", [Seat(n, "ai", "easy") for n in NAMES], {"starting_chips": 10,
                                                                               "first_dealer": 0}, seed=3)
    wait_finished(qtbot, window, 60000)
    qtbot.waitUntil(lambda: window.standings_view is not None, timeout=20000)
    title = window.standings_view.title
    assert title.textFormat() == Qt.TextFormat.PlainText and title.text().endswith(" wins the match!")
    texts = shown_texts(window)
    assert sum(literally(texts, n) for n in NAMES) == len(NAMES)
    rows = window.result_panel.row_text      # the deal's rows as lines (its narrow form): escaped, shown as written
    assert sum(literally([_rendered(rows.text())], n) for n in NAMES) == len(NAMES)


def test_a_file_name_of_markup_is_asked_about_as_written(window, tmp_path, questions):
    from lomber.engine.match import Seat
    from tests.reliability.matches import random_finished

    assert window.start_game("ferme", [Seat("Anna", "human"), Seat("AI", "ai", "easy")], {"first_dealer": 0}, seed=1)
    path = tmp_path / '<img src="none.png"><b>x.lomber'
    path.write_text(json.dumps(random_finished(0, 1)), encoding="utf-8")
    questions.yes = False
    assert not window.open_file(str(path), ask=True)
    (_title, text), = questions.asked
    assert "<img" not in text and "<b>" not in text                 # what Qt is given: escaped …
    assert f"Leave it and open {path.name}?" in _rendered(text)    # … so it shows the name as written


def _bad(field: str, markup: str) -> dict:
    """A record with `markup` in one field (the fields whose words reach the screen when it is refused)."""
    from tests.reliability.hostile import good_record

    r = good_record()
    seats = [dict(s) for s in r["seats"]]
    if field in ("name", "kind", "level"):
        seats[1][field] = markup if field != "name" else markup * 8      # a name: too long, so refused
        return {**r, "seats": seats}
    changes = {"game": {"game": markup}, "version": {"version": markup}, "format": {"format": markup},
               "seed": {"seed": markup}, "option key": {"options": {**r["options"], markup: 1}},
               "option value": {"options": {**r["options"], "next_farmer": markup}},
               "option number": {"options": {**r["options"], "starting_chips": markup}},
               "seat option": {"options": {**r["options"], "first_dealer": markup}},
               "preset": {"presets": [{"pack": markup}]}, "preset kind": {"presets": [markup]},
               "action": {"actions": [*r["actions"], [1, markup]]},
               "action word": {"actions": [*r["actions"], [1, f"bet {markup}"]]},
               "action seat": {"actions": [*r["actions"], [markup, "draw"]]}}
    return {**r, **changes[field]}


ECHOED = {"game", "version", "kind", "level", "option key", "option value", "option number", "seat option", "preset"}


@pytest.mark.parametrize("field", ["game", "version", "format", "seed", "name", "kind", "level", "option key",
                                   "option value", "option number", "seat option", "preset", "preset kind", "action",
                                   "action word", "action seat"])
@pytest.mark.parametrize("markup", MARKUP[1:] + ['<img src="none.png">'])
def test_markup_in_any_field_of_a_refused_record_shows_as_written_in_the_error_box(window, tmp_path, field, markup):
    from PySide6.QtWidgets import QMessageBox

    window.settings.speed = "normal"       # the box is shown (an instant window only notes it)
    assert not window.open_file(_write(tmp_path, _bad(field, markup)))
    boxes = window.findChildren(QMessageBox)
    assert len(boxes) == 1
    box = boxes[0]
    assert box.textFormat() == Qt.TextFormat.PlainText and box.text().startswith("This file cannot be opened: ")
    if field in ECHOED:
        said = markup.split()[0] if field == "preset" else markup     # a pack is read card by card
        assert said in box.text() and said in window.statusBar().currentMessage() and said in window.log.text()
    shown_texts(window)
    box.close()


def test_markup_in_the_history_shows_as_written_in_statistics_and_replay(window, qtbot):
    from lomber.ui.panels.replay import start_replay
    from lomber.ui.panels.replaychooser import ReplayChooser
    from tests.reliability.matches import QUICK, named, random_finished

    for i in range(len(QUICK)):
        window.history.add_match(named(deepcopy(random_finished(i, 2)), NAMES[:3]))
    window.act_stats.trigger()
    dlg = window.stats_window
    for tab in (dlg.tabs.widget(i) for i in range(dlg.tabs.count())):
        dlg.tabs.setCurrentWidget(tab)
        for i in range(tab.player.count()):
            tab.player.setCurrentIndex(i)
            texts = shown_texts(window)
            assert literally(texts, tab.player.itemData(i)) or tab.player.itemText(i) in NAMES[:3]
    assert {tab.player.itemData(i) for i in range(tab.player.count())} == set(NAMES[:3])
    dlg.close()
    chooser = ReplayChooser(window, window.history)
    qtbot.addWidget(chooser)
    chooser.show()
    shown_texts(window)
    assert all(", ".join(NAMES[:3]) == chooser.list.topLevelItem(i).text(2) for i in range(len(QUICK)))
    chooser.close()
    r = start_replay(window, window.history.matches()[0].match_id)
    for position in (1, r.cursor.end // 2, r.cursor.end):
        r.seek(position)
        texts = shown_texts(window)
    assert sum(literally(texts, n) for n in NAMES[:3]) == 3
    r.leave()
    window.controller.shutdown()


def test_markup_as_a_game_and_names_of_an_earlier_lombers_history_shows_as_written(qtbot, app_dirs):
    from lomber.settings import Settings, data_dir
    from lomber.storage.history import FILE_NAME, History
    from lomber.ui.panels.replaychooser import ReplayChooser
    from lomber.ui.shell.mainwindow import MainWindow
    from tests.reliability.test_history import make_v0

    seats = json.dumps([{"name": n, "kind": "human"} for n in NAMES[:2]])
    path = data_dir() / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    make_v0(path, [(1.0, '<b>game</b>', seats, 0, 3, "[20, 0]"), (2.0, "ferme", seats, 1, 4, "[0, 20]")])
    w = MainWindow(Settings(speed="instant"), History(), save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    try:
        chooser = ReplayChooser(w, w.history)
        qtbot.addWidget(chooser)
        chooser.show()
        shown = [chooser.list.topLevelItem(i).text(c) for i in range(chooser.list.topLevelItemCount()) for c in (1, 2)]
        assert "<b>game</b>" in shown and ", ".join(NAMES[:2]) in shown
        shown_texts(w)
        chooser.close()
        w.act_stats.trigger()
        assert literally(shown_texts(w), NAMES[0]) or w.stats_window is not None
    finally:
        w.controller.shutdown()


# ----- the issue's own files, in a process of their own: a regression ends it (memory cap, timeout), never the run --
OPEN_AND_SHOW = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
from PySide6.QtWidgets import QApplication, QMessageBox
from lomber.settings import Settings
from lomber.storage.history import History
from lomber.ui.shell.mainwindow import MainWindow
app = QApplication([])
w = MainWindow(Settings(speed="normal"), History(), save_settings_on_close=False)
w.show()
w.open_file(sys.argv[1])
for _ in range(20):
    app.processEvents()
shown = [b.text() for b in w.findChildren(QMessageBox)]
shown += [w.standings_view.title.text()] if w.standings_view is not None else []
for widget in app.allWidgets():
    widget.grab()                    # every label laid out and painted, as on screen
print(repr(shown))
w.controller.shutdown()
"""
MEMORY_CAP = 3 << 30     # the window needs under 1.5 GB of address space; /dev/zero read as an image would pass 3


@needs_posix
@pytest.mark.parametrize("where", ["game", "name"])
@pytest.mark.parametrize("target", ["/dev/zero", "fifo"])
def test_a_record_naming_dev_zero_or_a_fifo_as_an_image_opens_at_once(tmp_path, where, target):
    import os
    import subprocess
    import sys

    from tests.reliability.hostile import good_record, make_fifo
    from tests.reliability.matches import named, random_finished

    if target == "fifo":
        make_fifo(tmp_path / "f")
    src = "/dev/zero" if target == "/dev/zero" else "f"        # the FIFO beside the process (a name has 40 characters)
    markup = f'<img src="{src}">'
    if where == "game":
        data = {**good_record(), "game": markup}
    else:
        data = named(deepcopy(random_finished(0, 1)), [markup, "B", "C"], humans=0)
    path = tmp_path / "shared.lomber"
    path.write_text(json.dumps(data), encoding="utf-8")
    env = {**os.environ, "LOMBER_CONFIG_DIR": str(tmp_path / "config"), "LOMBER_DATA_DIR": str(tmp_path / "data"),
           "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(APP.parent)}
    script = OPEN_AND_SHOW.replace("MEMORY_CAP", str(MEMORY_CAP))
    try:
        done = subprocess.run([sys.executable, "-c", script, str(path)], env=env, cwd=tmp_path, timeout=60,
                              capture_output=True, text=True, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the window hung on {markup}")
    assert done.returncode == 0, done.stderr[-2000:]
    assert markup in done.stdout, done.stdout
