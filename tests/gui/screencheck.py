"""What the screen audit (scripts/screen_audit.py) checks on one screen state: every shown widget of a window whole
where it is shown, every text whole where the design does not shorten it, every window with its frame inside the
screen's free area, and on the table every seat's texts and speech bubble whole inside the table's view.

A widget counts as clipped when
- it reaches out of its parent (a cut the user sees as half a button), unless its parent is the viewport of a scroll
  area that scrolls that way;
- it is narrower or lower than its minimum size hint (Qt's own measure of what its text and frame need), unless its
  size policy says it may be squeezed (Ignored);
- a label that wraps needs more lines than its height holds;
- a combo box's current text or a tab's title is wider than its room (no ellipsis there: the tab bars scroll);
- a scroll area shows a scroll bar inside another area that shows one the same way (two bars, one is enough).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QMenu,
    QScrollBar,
    QSizePolicy,
    QTabBar,
    QTableWidget,
    QWidget,
)

FRAME = QSize(16, 40)    # a window manager's title bar and borders (openbox's are 8 + 8 and 23 + 4: within this)
SLACK = 1                # px of rounding forgiven


@dataclass(frozen=True)
class Finding:
    what: str          # widget path (class#objectName or its text)
    why: str

    def __str__(self) -> str:
        return f"{self.what}: {self.why}"


def name_of(w: QWidget) -> str:
    """A path a person can find the widget by: its window's title, then the widget's class, name and text."""
    text = ""
    for attr in ("text", "title", "windowTitle", "currentText"):
        fn = getattr(w, attr, None)
        if callable(fn):
            try:
                text = str(fn())
            except TypeError:
                continue
            if text:
                break
    own = type(w).__name__ + (f"#{w.objectName()}" if w.objectName() else "")
    if text:
        own += f" «{text[:50]}»"
    elif not w.objectName():      # a bare QWidget: where it is (the grid inside a group box's scroll area)
        up, parent = [], w.parentWidget()
        while parent is not None and not parent.isWindow() and len(up) < 3:
            up.append(type(parent).__name__ + (f" «{parent.title()}»" if hasattr(parent, "title") and
                                                callable(parent.title) and parent.title() else ""))
            parent = parent.parentWidget()
        own += "".join(f" in {u}" for u in up)
    top = w.window()
    return f"[{top.windowTitle() or type(top).__name__}] {own}"


def shown_text(text: str) -> str:
    """A label's text as drawn: a mnemonic's `&` is not drawn (`&&` is one `&`)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _scrolls(parent: QWidget | None) -> tuple[bool, bool]:
    """Whether a child of `parent` may reach out of it sideways / downwards: parent is a scroll area's viewport and
    the area scrolls that way."""
    area = parent.parentWidget() if parent is not None else None
    if not isinstance(area, QAbstractScrollArea) or area.viewport() is not parent:
        return False, False
    off = area.horizontalScrollBarPolicy().name == "ScrollBarAlwaysOff"
    v_off = area.verticalScrollBarPolicy().name == "ScrollBarAlwaysOff"
    return not off, not v_off


def _skipped(w: QWidget) -> bool:
    """Qt's own parts (scroll bars, a tab bar's arrows, dock title buttons, menus): the style sizes them."""
    return (isinstance(w, (QScrollBar, QMenu)) or w.objectName().startswith("qt_")
            or type(w).__name__ in ("QToolButton",) and isinstance(w.parentWidget(), QTabBar)
            or type(w).__name__ == "QDockWidgetTitleButton")


def _shown(w: QWidget) -> bool:
    return w.isVisible() and w.width() > 0 and w.height() > 0


def check_widget(w: QWidget) -> list[str]:
    """Why this one widget is clipped (empty: it is whole)."""
    out: list[str] = []
    parent = w.parentWidget()
    if parent is not None and not w.isWindow():
        g, room = w.geometry(), parent.rect()
        sideways, down = _scrolls(parent)
        right, bottom = g.right() - room.right(), g.bottom() - room.bottom()
        left, top = room.left() - g.left(), room.top() - g.top()
        if not sideways and max(right, left) > SLACK:
            out.append(f"reaches {max(right, left)} px out of its parent's width")
        if not down and max(bottom, top) > SLACK:
            out.append(f"reaches {max(bottom, top)} px out of its parent's height")
    policy = w.sizePolicy()
    hint = w.minimumSizeHint()
    if hint.isValid() and not isinstance(w, QAbstractScrollArea) and not w.isWindow():
        if policy.horizontalPolicy() != QSizePolicy.Policy.Ignored and w.width() + SLACK < hint.width():
            out.append(f"{w.width()} px wide, needs {hint.width()}")
        wraps = isinstance(w, QLabel) and w.wordWrap()
        if (policy.verticalPolicy() != QSizePolicy.Policy.Ignored and not wraps
                and w.height() + SLACK < hint.height()):
            out.append(f"{w.height()} px high, needs {hint.height()}")
    if isinstance(w, QLabel) and w.wordWrap() and w.text() and w.pixmap().isNull():
        need = w.heightForWidth(w.width())
        if w.textFormat().name == "PlainText":     # measured as it wraps (a label answers from its last layout)
            room = w.contentsRect().adjusted(w.margin(), w.margin(), -w.margin(), -w.margin())
            need = w.fontMetrics().boundingRect(0, 0, room.width(), 100000, int(Qt.TextFlag.TextWordWrap),
                                                w.text()).height() + w.height() - room.height()
        if need > w.height() + SLACK and policy.verticalPolicy() != QSizePolicy.Policy.Ignored:
            out.append(f"its wrapped text needs {need} px, has {w.height()}")
    if isinstance(w, QLabel) and not w.wordWrap() and w.text() and w.textFormat().name == "PlainText":
        lines = [shown_text(line) if w.buddy() is not None else line for line in w.text().split("\n")]
        need = max(w.fontMetrics().horizontalAdvance(line) for line in lines)
        if need > w.contentsRect().width() + SLACK:
            out.append(f"its text needs {need} px, has {w.contentsRect().width()}")
    if isinstance(w, QComboBox) and w.currentText():
        need = w.fontMetrics().horizontalAdvance(w.currentText()) + 24     # the arrow and the frame
        if need > w.width() + SLACK and policy.horizontalPolicy() != QSizePolicy.Policy.Ignored:
            out.append(f"its text «{w.currentText()}» needs {need} px, has {w.width()}")
    if isinstance(w, QTableWidget) and w.wordWrap():
        out += _cut_cells(w)
    if isinstance(w, QAbstractScrollArea):
        out += _nested_bars(w)
    if isinstance(w, QTabBar):
        for i in range(w.count()):
            if w.isTabVisible(i) and w.tabRect(i).width() < w.fontMetrics().horizontalAdvance(w.tabText(i)) \
                    and w.elideMode().name != "ElideNone":
                out.append(f"its tab «{w.tabText(i)}» is elided")
    return out


def _nested_bars(area: QAbstractScrollArea) -> list[str]:
    """A scroll bar shown inside an area that scrolls the same way: two bars for one direction (one is enough)."""
    out = []
    for bar, way in ((area.verticalScrollBar(), "vertical"), (area.horizontalScrollBar(), "horizontal")):
        if not bar.isVisible():
            continue
        outer = area.parentWidget()
        while outer is not None:
            if isinstance(outer, QAbstractScrollArea):
                theirs = outer.verticalScrollBar() if way == "vertical" else outer.horizontalScrollBar()
                if theirs.isVisible():
                    out.append(f"its {way} scroll bar is nested in another one's")
                    break
            outer = None if outer.isWindow() else outer.parentWidget()
    return out


def _put_away(w: QWidget) -> bool:
    """Wholly outside its parent: put there on purpose (a dock behind another one's tab), not cut."""
    parent = w.parentWidget()
    return parent is not None and not w.isWindow() and not parent.rect().intersects(w.geometry())


def _cut_cells(table: QTableWidget) -> list[str]:
    """Cells whose wrapped words need more lines than their row is high (Qt then ends the last line with «…»)."""
    out = []
    flags = int(Qt.TextFlag.TextWordWrap)
    for r in range(table.rowCount()):
        if table.isRowHidden(r):
            continue
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is None or not item.text() or table.isColumnHidden(c):
                continue
            fm = QFontMetrics(item.font())
            need = fm.boundingRect(0, 0, table.columnWidth(c) - 8, 100000, flags, item.text()).height() + 2
            if need > table.rowHeight(r) + SLACK:
                out.append(f"its cell «{item.text()}» needs {need} px, its row has {table.rowHeight(r)}")
    return out


def check_tree(top: QWidget) -> list[Finding]:
    """Every shown widget of the window `top` (itself included), a widget put away with all it holds left out."""
    found: list[Finding] = []
    stack = [top]
    while stack:
        w = stack.pop()
        if not _shown(w) or (w is not top and w.isWindow()) or _put_away(w):
            continue
        if not _skipped(w):
            found += [Finding(name_of(w), why) for why in check_widget(w)]
        stack += [c for c in w.children() if isinstance(c, QWidget)]
    return found


def check_window(top: QWidget) -> list[Finding]:
    """The window with a frame as big as a window manager's inside its screen's free area."""
    screen = top.screen() or QApplication.primaryScreen()
    area = screen.availableGeometry()
    g = top.frameGeometry()
    if g == top.geometry():     # no window system here (offscreen): its frame as a window manager would add it
        g = QRect(g.x(), g.y(), g.width() + FRAME.width(), g.height() + FRAME.height())
    if area.contains(g):
        return []
    return [Finding(name_of(top), f"window with its frame {g.width()}×{g.height()}+{g.x()}+{g.y()} leaves the "
                                  f"screen's free area {area.width()}×{area.height()}")]


def shown_windows() -> list[QWidget]:
    """The visible top-level windows (no menus, tooltips or popups)."""
    return [w for w in QApplication.topLevelWidgets()
            if w.isVisible() and not isinstance(w, QMenu) and type(w).__name__ not in ("QTipLabel",)
            and w.width() > 1]


def check_table(window) -> list[Finding]:
    """The table's seat badges: every text whole (never «Playe…»), the speech bubble inside the view."""
    out: list[Finding] = []
    scene = window.scene
    view = QRectF(window.table_view.viewport().rect())
    shown = window.table_view.mapToScene(view.toRect()).boundingRect()
    for badge in scene.badges():
        if not badge.isVisible():
            continue
        for t in badge.texts().values():
            if not t.fits:
                out.append(Finding(f"[table] seat {badge.name}", f"{t.what} «{t.text}» does not fit"))
        rect = badge.mapRectToScene(badge.boundingRect().adjusted(3, 3, -3, -3))   # less the outline's pen room
        if not shown.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(rect):
            out.append(Finding(f"[table] seat {badge.name}", "its badge or speech bubble reaches out of the table "
                                                             f"({_px(rect)} in {_px(shown)})"))
    return out


def _px(r: QRectF) -> str:
    return f"{r.width():.0f}×{r.height():.0f}{r.x():+.0f}{r.y():+.0f}"


def audit(window=None) -> list[Finding]:
    """Everything shown now: each window, its widgets, and the table of `window`."""
    found: list[Finding] = []
    for top in shown_windows():
        found += check_window(top) + check_tree(top)
    if window is not None and window.isVisible():
        found += check_table(window)
    return found
