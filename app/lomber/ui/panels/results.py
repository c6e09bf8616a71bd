"""The result of each deal beside the table (the match's standings over the felt: ui/panels/standings.py).

Neither covers what the user needs. A deal's result is a dock panel (`ResultPanel`, tabbed with the scores and
raised when a deal ends): who won what, and for every game a table of the deal built from the view's
`deal_result` rows and the game's `GameInfo.deal_columns` (tricks, leves, honours, totals, points, payments). The
match's standings (`StandingsView`) lie over the felt once the match is over, in the largest rectangle of its
middle clear of every seat and hand (`free_middle`). Every word comes from `GameTexts`; no engine prose is read.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.events import Ev, Event
from lomber.ui.plaintext import ParagraphLabel, plain_label, set_tip
from lomber.ui.texts import GameTexts, fmt, signed, tr

# What a deal's result lists besides its table: the shown hands, the payments, the scores, the notes.
DETAIL_KINDS = (Ev.SHOWN, Ev.CHIPS, Ev.SCORE, Ev.TRICK, Ev.DEAL_END, Ev.NOTE, Ev.OUT, Ev.MATCH_END)


# ----- the deal's result, as plain words ---------------------------------------------------------------------------
@dataclass
class DealSheet:
    """A deal's result in words: a title, who won what, and its table (or, for a game without one, its lines)."""

    title: str
    headline: list[str] = field(default_factory=list)
    header: list[str] = field(default_factory=list)
    tips: list[str] = field(default_factory=list)        # the headers' tooltips
    rows: list[list[str]] = field(default_factory=list)
    row_tips: list[str] = field(default_factory=list)    # each row's payments, for the chips cell's tooltip
    seats: list[int] = field(default_factory=list)       # the seat of each row
    lines: list[str] = field(default_factory=list)


def deal_events(events: list[Event]) -> list[Event]:
    """The events of the last deal in `events` (from its DEAL_START on)."""
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind == Ev.DEAL_START:
            return events[i:]
    return list(events)


def result_lines(events: list[Event], words: GameTexts) -> list[str]:
    """The deal's settlement in log lines: the shown hands, the chips that moved, the scores and notes, from the
    last decision on (the settlement of a game without a deal table)."""
    start = 0
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind == Ev.ACTION:
            start = i + 1
            break
    return [line for e in events[start:] if e.kind in DETAIL_KINDS and (line := words.event_line(e))]


def settlement_notes(events: list[Event], words: GameTexts) -> list[str]:
    """The notes about a player after the deal's last decision ("Anna wins the partie", "Everyone else folded …")."""
    start = 0
    for i in range(len(events) - 1, -1, -1):
        if events[i].kind == Ev.ACTION:
            start = i + 1
            break
    out: list[str] = []
    for e in events[start:]:
        if e.kind == Ev.NOTE and e.seat is not None:
            line = words.event_line(e)
            if line:
                out.append(line)
    return out


def winners(rows: list[dict[str, Any]], words: GameTexts) -> list[str]:
    """Who won most chips this deal, and what the user won or lost if he is not among them."""
    chips = {r["seat"]: r.get("chips") for r in rows if isinstance(r.get("chips"), int)}
    best = max(chips.values(), default=0)
    out: list[str] = []
    if best > 0:
        for seat, n in chips.items():
            if n == best:
                out.append(tr("You win %n chip(s).", n) if words.is_you(seat)
                           else fmt(tr("%1 wins %n chip(s).", n), words.place(f"seat:{seat}")))
    mine = chips.get(words.you) if words.you is not None else None
    if isinstance(mine, int) and mine != best:
        out.append(tr("You win %n chip(s).", mine) if mine > 0 else
                   tr("You lose %n chip(s).", -mine) if mine < 0 else tr("You neither win nor lose chips."))
    return out


def deal_sheet(events: list[Event], result: dict[str, Any] | None, words: GameTexts) -> DealSheet:
    """The result of the deal whose events (masked for the screen) are `events`, with the view's `deal_result`."""
    deal = result.get("deal") if isinstance(result, dict) else None
    sheet = DealSheet(fmt(tr("Deal %1 is over"), deal) if isinstance(deal, int) else tr("The deal is over"))
    rows = [r for r in (result or {}).get("rows") or [] if isinstance(r, dict) and isinstance(r.get("seat"), int)]
    sheet.headline = winners(rows, words) + settlement_notes(events, words)
    if not rows:
        sheet.lines = result_lines(events, words) or [tr("Nothing changed hands.")]
        return sheet
    columns = [c for c in words.info.deal_columns if any(r.get(c.key) not in (None, "") for r in rows)]
    show_chips = any(r.get("chips") for r in rows)
    sheet.header = [tr("Player")] + [words.tr(c.label) for c in columns] + ([tr("Chips")] if show_chips else [])
    sheet.tips = [""] + [words.tr(c.tip) if c.tip else "" for c in columns] + (
        [tr("Chips won (+) or lost (−) in this deal.")] if show_chips else [])
    for r in rows:
        seat = r["seat"]
        cells = [words.who(seat)] + [words.column(c, r.get(c.key)) for c in columns]
        if show_chips:
            cells.append(signed(r["chips"]) if isinstance(r.get("chips"), int) else "")
        sheet.rows.append(cells)
        sheet.seats.append(seat)
        place = f"seat:{seat}"
        sheet.row_tips.append("\n".join(line for e in events if e.kind == Ev.CHIPS and place in (e.src, e.dst)
                                        and (line := words.event_line(e))))
    return sheet


def row_lines(sheet: DealSheet) -> list[str]:
    """The sheet's rows as one line each, for a panel too narrow for the table: the player, then each header
    with its value (empty cells left out; a wrapped line never starts with the separator)."""
    out = []
    for cells in sheet.rows:
        parts = [fmt(tr("%1: %2"), head, cell) for head, cell in zip(sheet.header[1:], cells[1:]) if cell]
        out.append(fmt(tr("%1 — %2"), cells[0], "\u00a0· ".join(parts)) if parts else cells[0])
    return out


# ----- widgets -----------------------------------------------------------------------------------------------------
def _table(parent: QWidget) -> QTableWidget:
    """A read-out table: no editing, no selection, no focus; the first column stretches."""
    t = QTableWidget(0, 0, parent)
    t.verticalHeader().hide()
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    t.setWordWrap(False)
    t.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    t.verticalHeader().setDefaultSectionSize(t.fontMetrics().height() + 6)   # compact rows: 30 seats fit better
    # Narrow cells: a game's whole deal table should fit a side dock without scrolling sideways.
    t.setStyleSheet("QTableWidget::item { padding: 0px 3px; } QHeaderView::section { padding: 1px 3px; }")
    return t


def _fill(t: QTableWidget, header: list[str], rows: list[list[str]], bold_rows: set[int],
          tips: list[str] | None = None, name: int = 0) -> None:
    """Put `rows` under `header` into `t`: numbers right-aligned, the user's row bold; column `name` holds the
    players' names."""
    t.clear()
    t.setColumnCount(len(header))
    t.setRowCount(len(rows))
    t.setHorizontalHeaderLabels(header)
    for c, tip in enumerate(tips or []):
        item = t.horizontalHeaderItem(c)
        if item is not None and tip:
            set_tip(item, tip)
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            numeric = c != name and text.lstrip("+\u2212-").replace(" / ", "").isdigit()
            item.setTextAlignment(Qt.AlignmentFlag.AlignVCenter | (
                Qt.AlignmentFlag.AlignRight if numeric else Qt.AlignmentFlag.AlignLeft))
            if r in bold_rows:
                f = item.font()
                f.setBold(True)
                item.setFont(f)
            t.setItem(r, c, item)
    header_view = t.horizontalHeader()
    for c in range(len(header)):
        header_view.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
    # Each column as wide as its words; the last one takes what is left, so a narrow dock scrolls least.
    header_view.setStretchLastSection(True)


class ResultPanel(QWidget):
    """The last deal's result beside the table: a title, who won what, and the deal's table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(tr("Deal result"))
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        self.title = plain_label(self)
        f = self.title.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.1)
        self.title.setFont(f)
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box.addWidget(self.title)
        self.headline = plain_label(self)
        self.headline.setWordWrap(True)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.headline)
        self.table = _table(self)
        self.table.setAccessibleName(tr("Deal result"))
        box.addWidget(self.table, 1)
        # Too narrow for the table (a side dock at 800×600, Fortuna's nine columns): the same rows as lines.
        self.row_text = ParagraphLabel(self)
        self.row_text.setWordWrap(True)
        self.row_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.row_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # It follows the dock's width, never widens the dock (that would narrow the table).
        self.row_text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.row_text.hide()
        box.addWidget(self.row_text, 1)
        self.lines = plain_label(self)
        self.lines.setWordWrap(True)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.lines, 1)
        self.sheet: DealSheet | None = None
        self._make: Callable[[], DealSheet] | None = None
        self.show_nothing()

    def show_nothing(self) -> None:
        """No deal has ended yet."""
        self._make = None
        self.sheet = None
        self.title.setText(tr("No deal has ended yet."))
        self.headline.hide()
        self.table.hide()
        self.row_text.hide()
        self.lines.setText("")
        self.lines.show()        # an empty label takes the room below, so the title stays at the top

    def show_sheet(self, make: Callable[[], DealSheet]) -> None:
        """Show the sheet `make()` builds (built again in a new language by `retranslate`)."""
        self._make = make
        self.retranslate()

    def retranslate(self) -> None:
        """The words again in the language in use."""
        self.setAccessibleName(tr("Deal result"))
        if self._make is None:
            self.show_nothing()
            return
        sheet = self.sheet = self._make()
        self.title.setText(sheet.title)
        self.headline.setText("\n".join(sheet.headline))
        self.headline.setVisible(bool(sheet.headline))
        you = {i for i, s in enumerate(sheet.seats) if self._is_you(s)}
        _fill(self.table, sheet.header, sheet.rows, you, sheet.tips)
        chips_col = len(sheet.header) - 1 if sheet.header and sheet.header[-1] == tr("Chips") else -1
        if chips_col >= 0:
            for r, tip in enumerate(sheet.row_tips):
                item = self.table.item(r, chips_col)
                if item is not None and tip:
                    set_tip(item, tip)
        you_rows = [self._is_you(s) for s in sheet.seats]
        # One paragraph a player, a little apart, so a line that wraps still reads as one player's.
        self.row_text.set_paragraphs(list(zip(row_lines(sheet), you_rows)), "margin: 0 0 4px 0")
        self._choose_form()
        self.lines.setText("\n".join(sheet.lines))
        self.lines.setVisible(bool(sheet.lines))

    def table_fits(self) -> bool:
        """Whether every column of the table fits the panel's width at its words' width (no sideways scroll)."""
        t = self.table
        header = t.horizontalHeader()
        natural = sum(max(header.sectionSizeHint(c), t.sizeHintForColumn(c)) for c in range(t.columnCount()))
        margins = self.layout().contentsMargins()
        # Room for a vertical scroll bar is kept whether or not one shows (30 seats need one).
        bar = t.verticalScrollBar().sizeHint().width()   # the style's extent (QStyle's enums: not before paint)
        room = self.width() - margins.left() - margins.right() - 2 * t.frameWidth() - bar
        return natural <= room

    def _choose_form(self) -> None:
        """The table where it fits, else its rows as lines."""
        rows = bool(self.sheet and self.sheet.rows)
        fits = self.table_fits() if rows else True
        self.table.setVisible(rows and fits)
        self.row_text.setVisible(rows and not fits)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        try:
            if self.sheet is not None:
                self._choose_form()
        except Exception:  # noqa: BLE001 (never out of a Qt override: PySide would crash later)
            traceback.print_exc()

    def _is_you(self, seat: int) -> bool:
        words = getattr(self._make, "words", None)
        return isinstance(words, GameTexts) and words.is_you(seat)


class SheetMaker:
    """Builds a deal's sheet from what the table showed (kept, so a change of language can build it again)."""

    def __init__(self, events: list[Event], result: dict[str, Any] | None, words: GameTexts) -> None:
        self.events, self.result, self.words = list(events), result, words

    def __call__(self) -> DealSheet:
        return deal_sheet(self.events, self.result, self.words)


class DealResults:
    """Follows the table's clock: remembers each batch's `deal_result`, and when the table shows a deal's end,
    puts its sheet on the panel (and the notes that follow it, until the next deal starts)."""

    def __init__(self, panel: ResultPanel, on_shown: Callable[[], None] | None = None) -> None:
        self.panel = panel
        self.on_shown = on_shown        # the window raises the panel's dock
        self.words: GameTexts | None = None
        self.events: list[Event] = []  # the deal the table is showing
        self.ended = False              # its end was shown: later notes still belong to its result
        self._pending: dict[int, dict[str, Any] | None] = {}   # DEAL_END event id → the batch's deal_result
        self._result: dict[str, Any] | None = None

    def start(self, words: GameTexts) -> None:
        """A new match: nothing to show."""
        self.words = words
        self.events, self.ended, self._pending, self._result = [], False, {}, None
        self.panel.show_nothing()

    def batch(self, events: list[Event], view: dict[str, Any]) -> None:
        """A batch is queued on the table: the deal it ends has the result its view holds."""
        for e in events:
            if e.kind == Ev.DEAL_END:
                self._pending[id(e)] = view.get("deal_result")

    def shown(self, e: Event) -> None:
        """The table shows `e`."""
        if self.words is None:
            return
        if e.kind == Ev.DEAL_START:
            self.events, self.ended = [], False
        self.events.append(e)
        if e.kind == Ev.DEAL_END:
            self.ended = True
            self._result = self._pending.pop(id(e), None)
            self._put()
            if self.on_shown is not None:
                self.on_shown()
        elif self.ended and e.kind in (Ev.NOTE, Ev.MATCH_END, Ev.CHIPS):
            self._put()

    def restore(self, events: list[Event], view: dict[str, Any]) -> None:
        """A resumed or opened match, a hot-seat switch: the last deal's result as the table showed it."""
        if self.words is None:
            return
        self._pending.clear()
        ends = [i for i, e in enumerate(events) if e.kind == Ev.DEAL_END]
        if not ends:
            self.events, self.ended = deal_events(events), False
            self.panel.show_nothing()
            return
        start = max((i for i, e in enumerate(events) if e.kind == Ev.DEAL_START and i < ends[-1]), default=0)
        after = next((i for i, e in enumerate(events) if e.kind == Ev.DEAL_START and i > ends[-1]), len(events))
        self.events = events[start:after]
        self.ended = after == len(events)
        self._result = view.get("deal_result")
        self._put()

    def _put(self) -> None:
        assert self.words is not None
        maker = SheetMaker(self.events, self._result, self.words)
        self.panel.show_sheet(maker)
