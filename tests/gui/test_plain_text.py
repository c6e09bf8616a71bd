"""Outside text (records, names, the history) is shown as written, never as markup: the one way such text reaches
the screen is `lomber.ui.plaintext` (a scan of the code proves nothing else makes a label, a box or a tooltip),
and records and names full of markup, opened through the window's own paths, show literally."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument

from lomber.ui.plaintext import escape, md_escape, might_be_rich, shown_plain

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
MARKUP = ['<img src="/dev/zero">', "<b>bold</b>", "R&amp;D", '<a href="http://x">link</a>']


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
    assert len(files) > 50 and (APP / "ui" / "mainwindow.py") in files
    uses = [u for p in files for u in rich_uses(p.read_text(encoding="utf-8"), str(p.relative_to(ROOT)))]
    assert uses == [], "outside text must reach the screen through lomber.ui.plaintext:\n" + "\n".join(uses)


# ----- the helpers ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", MARKUP + ["two\nlines  spaced", "a < b & c > d"])
def test_a_guessing_place_shows_the_text_as_written(qapp, text):
    shown = shown_plain(text)
    if might_be_rich(shown):
        doc = QTextDocument()
        doc.setHtml(shown)
        assert doc.toPlainText() == text
        assert "<img" not in shown and "<b>" not in shown and "<a " not in shown
    else:
        assert shown == text         # no markup guessed: Qt shows it as it is


def test_our_own_words_pass_unchanged():
    for text in ("Hint (H): what the strong computer player would do here", "Click to see the last trick.\nAnna",
                 "R&D"):
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
