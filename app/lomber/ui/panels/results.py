"""The result of each deal beside the table, and the match's standings in the felt's empty middle.

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

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
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


# ----- the standings, as plain words --------------------------------------------------------------------------------
@dataclass
class Place:
    """One player's line of the standings."""

    place: int
    seat: int
    chips: int | None       # None: the game was played for the score alone (Fly without stakes)
    score: str              # "" where the game keeps no score


@dataclass
class Standings:
    """The final standings: who won, and each player's place, chips and score, best first."""

    title: str
    subtitle: str
    places: list[Place]

    def header(self) -> list[str]:
        chips = any(p.chips is not None for p in self.places)
        score = any(p.score for p in self.places)
        return [tr("Place"), tr("Player")] + ([tr("Chips")] if chips else []) + ([tr("Score")] if score else [])

    def rows(self, words: GameTexts) -> list[list[str]]:
        chips = any(p.chips is not None for p in self.places)
        score = any(p.score for p in self.places)
        return [[str(p.place), words.who(p.seat)] + ([str(p.chips)] if chips else []) + ([p.score] if score else [])
                for p in self.places]


def score_words(score: Any) -> str:
    """A score as the table and the log show it (Fortuna's leves and honours summed: the race is to 13)."""
    if isinstance(score, list | tuple):
        return str(sum(int(x) for x in score))
    return "" if score is None else str(score)


def standings(summary: dict[str, Any], words: GameTexts) -> Standings:
    """Places (the winner first, then by chips, then by score as the game counts it), chips and scores."""
    n = len(words.names)
    stacks = list(summary.get("stacks") or [])
    scores = summary.get("scores") if isinstance(summary.get("scores"), list) else None
    winner = summary.get("winner")
    lower = words.info.lower_score_wins
    chips = any(stacks)      # Fly without stakes is played for the score alone

    def score_key(s: int) -> float:
        v = scores[s] if scores is not None and s < len(scores) else 0
        total = sum(v) if isinstance(v, list | tuple) else v if isinstance(v, int) else 0
        return float(total if lower else -total)

    def key(s: int) -> tuple[float, float]:
        return (-(stacks[s] if s < len(stacks) else 0), score_key(s))

    order = sorted(range(n), key=lambda s: (0 if s == winner else 1, *key(s)))
    places: list[Place] = []
    for i, s in enumerate(order):
        same = places and s != winner and order[i - 1] != winner and key(order[i - 1]) == key(s)
        place = places[-1].place if same else i + 1
        score = score_words(scores[s]) if scores is not None and s < len(scores) else ""
        places.append(Place(place, s, (stacks[s] if s < len(stacks) else 0) if chips else None, score))
    if isinstance(winner, int) and 0 <= winner < n:
        title = tr("You win the match!") if words.is_you(winner) else fmt(tr("%1 wins the match!"), words.names[winner])
    else:
        title = tr("The match is over: no single winner.")
    return Standings(title, tr("%n deal(s) played", int(summary.get("deals") or 0)), places)


def standings_lines(summary: dict[str, Any], words: GameTexts) -> list[str]:
    """The standings as log lines: the winner, then each place, then the deals played."""
    st = standings(summary, words)
    lines = [st.title]
    for p in st.places:
        name = words.who(p.seat)
        line = fmt(tr("%1. %2: %n chip(s)", p.chips), p.place, name) if p.chips is not None \
            else fmt(tr("%1. %2"), p.place, name)
        if p.score:
            line += " — " + fmt(tr("score %1"), p.score)
        lines.append(line)
    return lines + [st.subtitle]


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


# ----- the standings over the felt ----------------------------------------------------------------------------------
MIN_W, MIN_H = 220, 150      # the standings need at least this much room in the middle
MARGIN = 8


def free_middle(view: QGraphicsView, obstacles: list[QRectF]) -> QRect | None:
    """The largest rectangle about the middle of `view`'s viewport that overlaps none of `obstacles` (scene
    rectangles: seats, hands) and is at least MIN_W×MIN_H; None if there is none.

    For each width (centred, or shifted a little), the obstacles across that width leave vertical gaps; the gap
    nearest the middle gives the height."""
    vp = view.viewport().rect()
    boxes = [view.mapFromScene(r).boundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN) for r in obstacles]
    cx, cy = vp.center().x(), vp.center().y()
    best: QRect | None = None
    for fw in (0.9, 0.8, 0.7, 0.6, 0.5, 0.44, 0.38, 0.32, 0.27):
        w = int(vp.width() * fw)
        if w < MIN_W:
            continue
        for dx in (0.0, -0.05, 0.05, -0.1, 0.1):
            x0 = int(cx - w / 2 + dx * vp.width())
            if x0 < vp.left() or x0 + w > vp.right():
                continue
            spans = sorted((b.top(), b.bottom()) for b in boxes if b.right() >= x0 and b.left() <= x0 + w)
            gaps, y = [], vp.top()
            for top, bottom in spans:
                if top > y:
                    gaps.append((y, top - 1))
                y = max(y, bottom + 1)
            if y < vp.bottom():
                gaps.append((y, vp.bottom()))
            gaps = [g for g in gaps if g[1] - g[0] + 1 >= MIN_H]
            if not gaps:
                continue
            top, bottom = min(gaps, key=lambda g: 0 if g[0] <= cy <= g[1] else min(abs(g[0] - cy), abs(g[1] - cy)))
            h = min(bottom - top + 1, int(vp.height() * 0.9))
            y0 = max(top, min(bottom + 1 - h, int(cy - h / 2)))    # about the middle, inside the gap
            if best is None or w * h > best.width() * best.height():
                best = QRect(x0, y0, w, h)
    return best


def standings_room(view: QGraphicsView, scene: Any) -> QRect:
    """Where the standings go: clear of every seat and hand; on a crowded table clear of every seat and the
    user's own hand (the others' cards of a finished match matter no more); else the middle MIN_W×MIN_H."""
    for all_hands in (True, False):
        room = free_middle(view, scene.seat_rects(all_hands))
        if room is not None:
            return room
    vp = view.viewport().rect()
    w, h = min(MIN_W, vp.width()), min(MIN_H, vp.height())
    return QRect(vp.center().x() - w // 2, vp.center().y() - h // 2, w, h)


class StandingsView(QFrame):
    """The match is over: who won, every player's place, chips and score, over the felt's free middle."""

    def __init__(self, parent: QWidget, make: StandingsMaker, new_game: Callable[[], None]) -> None:
        super().__init__(parent)
        self.setObjectName("standings")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#standings { background: palette(window); border: 2px solid #d9a520; border-radius: 8px; }")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._make = make
        box = QVBoxLayout(self)
        self.title = plain_label(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        f = QFont(self.title.font())
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.5)
        self.title.setFont(f)
        box.addWidget(self.title)
        self.subtitle = plain_label(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.subtitle)
        self.table = _table(self)
        box.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(new_game)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        for b in (self.new_button, self.close_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)     # the keyboard stays with the window's menus
            row.addWidget(b)
        box.addLayout(row)
        parent.installEventFilter(self)     # the viewport: placed again when the table is resized
        self.retranslate()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        try:
            if event.type() == QEvent.Type.Resize:
                QTimer.singleShot(0, self, self.place)   # after the table has reflowed to the new size
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc()
        return False

    def retranslate(self) -> None:
        """The words again in the language in use."""
        st = self.standings = self._make()
        words = self._make.words
        self.title.setText(st.title)
        self.subtitle.setText(st.subtitle)
        mine = {i for i, p in enumerate(st.places) if words.is_you(p.seat)}
        _fill(self.table, st.header(), st.rows(words), mine, name=1)
        self.new_button.setText(tr("&New game…"))
        self.close_button.setText(tr("Close"))
        self.place()

    def place(self) -> None:
        """Fit into the felt's free middle (called again when the table is resized)."""
        view = self.parentWidget()
        if view is None:
            return
        graphics = view.parentWidget() if not isinstance(view, QGraphicsView) else view
        if not isinstance(graphics, QGraphicsView):
            return
        room = standings_room(graphics, graphics.scene())
        t = self.table
        want_h = (self.title.sizeHint().height() + self.subtitle.sizeHint().height() + self.new_button.sizeHint().height()
                  + t.horizontalHeader().height() + sum(t.rowHeight(r) for r in range(t.rowCount())) + 60)
        want_w = max(320, t.horizontalHeader().length() + 40, self.title.sizeHint().width() + 30)
        w, h = min(room.width(), want_w), min(room.height(), want_h)
        self.setGeometry(QRect(room.center().x() - w // 2, room.center().y() - h // 2, w, h))


class StandingsMaker:
    """Builds the standings from the final summary (kept, so a change of language can build them again)."""

    def __init__(self, summary: dict[str, Any], words: GameTexts) -> None:
        self.summary, self.words = dict(summary), words

    def __call__(self) -> Standings:
        return standings(self.summary, self.words)

