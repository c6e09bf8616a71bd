"""The one way text reaches the screen as words: names, records, the history and (later) the network are outside
text, and Qt must never read them as markup.

A QLabel, a QMessageBox and every tooltip guess rich text from a `<`, and then load what an `<img src>` names (a
record whose game is `<img src="/dev/zero">` ate the memory; one naming a FIFO hung the window). So the UI makes
labels and boxes only here, always `Qt.PlainText`; a tooltip or a static box's text goes through `shown_plain`
(unchanged unless Qt would guess markup, else escaped inside a paragraph that keeps its lines); the only rich
label (`ParagraphLabel`) escapes every line itself, and Markdown built with outside words escapes them with
`md_escape`. tests/gui/test_plain_text.py fails if code under `ui/` makes or formats such a widget elsewhere.
Painted text (`QPainter.drawText`, QGraphicsSimpleTextItem), item views, buttons, menus and titles are plain
in Qt already.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QMessageBox, QTextBrowser, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProgressDialog

# QTextDocument, QToolTip and QProgressDialog are imported where they are used: the start-up never needs them.

def escape(text: str) -> str:
    """Plain words for rich text (the `html` module's entity table costs the start-up 3 ms)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def might_be_rich(text: str) -> bool:
    """Whether Qt's automatic guess (labels, boxes, tooltips) could read `text` as markup: a `<` or an `&` anywhere
    (more than `Qt.mightBeRichText` ever says yes to, and its namespace of QtGui's enums costs the start-up)."""
    return "<" in text or "&" in text


def shown_plain(text: str) -> str:
    """`text` for a place that guesses rich text (a tooltip, a static message box): as it is when Qt would take it
    for plain words, else escaped in a paragraph that keeps its spaces and lines, so it shows literally."""
    if not might_be_rich(text):
        return text
    return f'<p style="white-space: pre-wrap">{escape(text)}</p>'


_MD_SPECIAL = frozenset("\\`*_{}[]()<>#+-.!|~&\"'=:;$%@^,/?")


def md_escape(text: str) -> str:
    """Outside words for Markdown: every ASCII punctuation mark backslash-escaped (CommonMark allows it), so a
    name shows as written and never as HTML, a link, an emphasis or a heading."""
    return "".join("\\" + c if c in _MD_SPECIAL else c for c in text)


class PlainLabel(QLabel):
    """A label that shows its text as written, whatever it holds."""

    def __init__(self, parent: QWidget | None = None, text: str = "") -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)   # before any text: an automatic guess would already load it
        if text:
            self.setText(text)


def plain_label(parent: QWidget | None = None, text: str = "") -> PlainLabel:
    """A plain-text label (the UI's only way to make one)."""
    return PlainLabel(parent, text)


class ParagraphLabel(QLabel):
    """The one rich label: lines of outside words as paragraphs, some bold, each line escaped here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)

    def set_paragraphs(self, lines: list[tuple[str, bool]], style: str = "") -> None:
        """One paragraph a line (`style` its CSS), bold where marked."""
        paragraphs = (f"<b>{escape(line)}</b>" if bold else escape(line) for line, bold in lines)
        # Each paragraph in the window's direction: Qt's rich text guesses it from the first letter and takes no
        # notice of an isolate, so a line opening with a right-to-left name turned the whole line around.
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        attr = f' dir="{"rtl" if rtl else "ltr"}"' + (f' style="{style}"' if style else "")
        self.setText("".join(f"<p{attr}>{p}</p>" for p in paragraphs))


class MarkdownBrowser(QTextBrowser):
    """A page of Markdown written by us (the rules); outside words in it go through `md_escape`. Inline HTML is
    refused all the same, so a word that slipped through unescaped still cannot load anything."""

    def show_markdown(self, text: str) -> None:
        from PySide6.QtGui import QTextCursor, QTextDocument

        self.document().setMarkdown(text, QTextDocument.MarkdownFeature.MarkdownDialectGitHub
                                    | QTextDocument.MarkdownFeature.MarkdownNoHTML)
        # New text is read from its top: the text cursor left at the end would scroll there as the panel takes the
        # keyboard (Help ▸ Rules, F1).
        cursor = self.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        self.setTextCursor(cursor)
        self.verticalScrollBar().setValue(0)


def set_tip(target: Any, text: str, *column: int) -> None:
    """A tooltip (of a widget, an action, a graphics item, or an item's `column`) that shows `text` as written."""
    target.setToolTip(*column, shown_plain(text))


def set_item_tip(combo: QComboBox, index: int, text: str) -> None:
    """The tooltip of a combo box's item `index`, showing `text` as written."""
    combo.setItemData(index, shown_plain(text), Qt.ItemDataRole.ToolTipRole)


def show_tip(pos: QPoint, text: str, widget: QWidget | None = None) -> None:
    """A tooltip shown now at `pos`, as written."""
    from PySide6.QtWidgets import QToolTip

    QToolTip.showText(pos, shown_plain(text), widget)


def warning_box(title: str, text: str, parent: QWidget | None = None) -> QMessageBox:
    """A warning with an OK button (to show or exec) whose text is plain words."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, "", QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    return box


def ask(parent: QWidget | None, title: str, text: str, default_no: bool = False) -> bool:
    """A Yes/No question, its text as written (Qt's own `QMessageBox.question`, which tests answer); True for Yes.
    `default_no`: Enter answers No."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    default = no if default_no else QMessageBox.StandardButton.NoButton
    return QMessageBox.question(parent, title, shown_plain(text), yes | no, default) == yes


def ask_or_cancel(parent: QWidget | None, title: str, text: str) -> bool | None:
    """A Yes/No/Cancel question, its text as written; True for Yes, False for No, None for Cancel (or Esc)."""
    b = QMessageBox.StandardButton
    answer = QMessageBox.question(parent, title, shown_plain(text), b.Yes | b.No | b.Cancel, b.Yes)
    return None if answer not in (b.Yes, b.No) else answer == b.Yes


def about(parent: QWidget | None, title: str, text: str) -> None:
    """The About box, its text as written."""
    QMessageBox.about(parent, title, shown_plain(text))


def ask_number(parent: QWidget | None, title: str, text: str, value: int, lo: int, hi: int) -> int | None:
    """A whole number asked in a small box (its label plain), or None if cancelled."""
    from PySide6.QtWidgets import QInputDialog

    dlg = QInputDialog(parent)
    dlg.setInputMode(QInputDialog.InputMode.IntInput)
    dlg.setWindowTitle(title)
    dlg.setIntRange(lo, hi)
    dlg.setIntValue(value)
    dlg.setLabelText(shown_plain(text))
    for label in dlg.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
    return dlg.intValue() if dlg.exec() else None


def hide_tip() -> None:
    from PySide6.QtWidgets import QToolTip

    QToolTip.hideText()


def progress_dialog(text: str, cancel: str, maximum: int, parent: QWidget | None = None) -> QProgressDialog:
    """A progress dialog whose words (`setLabelText` too) are plain: a file's name is outside text."""
    from PySide6.QtWidgets import QProgressDialog

    dialog = QProgressDialog(parent)
    dialog.setLabel(PlainLabel(dialog))
    dialog.setLabelText(text)
    dialog.setCancelButtonText(cancel)
    dialog.setRange(0, maximum)
    return dialog
