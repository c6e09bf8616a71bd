"""The odds panel (a dock): the advisor's figures for the seat on screen, on the table's clock.

A game that counts (Ferme, Chemin de fer) shows exact odds from the cards this seat has seen, as its AI module's
`ODDS` sheet says; a game that searches (Fly, Fortuna), the estimates of each candidate decision, labelled with the
number of sampled deals, in the unit of its `ESTIMATES`. The figures are asked of the advisor of its
`AdviceSource` (ui/panels/advicesource.py; never computed on the GUI thread) for the view of each batch the table has *settled* to, and for
the seat's decision when it is asked; a new deal clears them as the table shows it begins. So the panel is never
ahead of the table: its figures come from a view whose cards are all on the table already (`basis`).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lomber.ai.registry import declared
from lomber.engine.errors import OptionError
from lomber.engine.events import Ev, Event
from lomber.ui.panels.advicesource import AdviceSource
from lomber.ui.plaintext import PlainLabel, plain_label, set_tip
from lomber.ui.texts import N_, fmt, tr

if TYPE_CHECKING:   # the advice's words load with the first figures, after the table's first paint
    from lomber.search.advice import Advice, Estimate, EstimateColumn, Figure, OddsSheet

# What the panel says instead of figures (English, translated when shown).
NO_MATCH = N_("The odds appear here during a match.")
CURTAIN = N_("Hidden until the next player shows his cards.")
NEW_DEAL = N_("A new deal is being dealt…")
WAITING = N_("Working out the odds…")
SEARCHING = N_("Searching: the estimates come in a moment…")
AT_DECISIONS = N_("The search's estimates of each choice appear here when you decide.")
NONE = N_("There are no odds for this game.")
FAILED = N_("The odds could not be worked out this time; they are tried again at your next decision.")
OVER = N_("The match is over: there are no odds to show.")
DECIDED = N_("Your decision is made: the odds follow when the table has settled.")
COUP_ON = N_("The coup is being played: the odds follow when the table has settled.")
COUP_OVER = N_("The coup is over: the odds of the coming one follow when the table has settled.")


def has_advisor(game: str) -> bool:
    """The game's AI module gives advice (Hint and odds)."""
    try:
        return declared(game, "advise") is not None
    except (OptionError, ImportError):      # an unknown game, or one whose players cannot load
        return False


def _figure(value: float | None, figure: Figure) -> str:
    from lomber.search.advice import Figure
    from lomber.ui.panels.advicetext import number, percent

    if figure is Figure.CHIPS:
        return number(value, "+.2f") if value is not None else "—"
    return percent(value, 2, signed=True) if figure is Figure.SIGNED_PERCENT else percent(value)


def _item(text: str, bold: bool = False, right: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if bold:
        f = QFont(item.font())
        f.setBold(True)
        item.setFont(f)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if tip:
        set_tip(item, tip)
    return item


def fit_rows(table: QTableWidget) -> None:
    """Each row as high as its words wrap to (Qt's own measure misses a line where a suit's sign comes from
    another font, and ends the row with «…»: "Exchange 7♣" twice, the second one cut), the table as high as them."""
    table.resizeRowsToContents()
    flags = int(Qt.TextFlag.TextWordWrap)
    for r in range(table.rowCount()):
        need = table.rowHeight(r)
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is not None and item.text():
                room = QRect(0, 0, max(1, table.columnWidth(c) - 8), 100000)
                need = max(need, QFontMetrics(item.font()).boundingRect(room, flags, item.text()).height() + 6)
        if need != table.rowHeight(r):
            table.setRowHeight(r, need)
    # As high as its rows: the dock's scroll area is the one scroll bar (no second one nested inside it at 800×600).
    header = table.horizontalHeader()
    high = sum(table.rowHeight(r) for r in range(table.rowCount())) + 2 * table.frameWidth()
    high += header.sizeHint().height() if not header.isHidden() else 0
    bar = table.horizontalScrollBar()
    high += bar.sizeHint().height() if bar.isVisible() else 0
    if table.height() != high or table.minimumHeight() != high:
        table.setFixedHeight(high)


class OddsPanel(QWidget):
    """The figures behind the game for the seat on screen (see the module's docstring)."""

    def __init__(self, source: AdviceSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        box = QVBoxLayout(self)
        self.heading = plain_label(self)
        f = QFont(self.heading.font())
        f.setBold(True)
        self.heading.setFont(f)
        self.heading.setWordWrap(True)
        box.addWidget(self.heading)
        self.caption = plain_label(self)
        self.caption.setWordWrap(True)
        box.addWidget(self.caption)
        # Exact odds: a few lines of words and figures; the estimates of Fly and Fortuna: a table of choices.
        self.lines = QWidget(self)
        self.grid = QGridLayout(self.lines)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setColumnStretch(0, 1)
        self.grid.setVerticalSpacing(6)
        box.addWidget(self.lines)
        self.rows: list[tuple[PlainLabel, PlainLabel]] = []
        self._table: QTableWidget | None = None   # the estimates' table, made when first shown (`table`)
        self._box = box
        self.note = plain_label(self)
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        box.addStretch(0)
        self.basis: dict | None = None          # the view the figures shown come from (None: no figures)
        self.advice: Advice | None = None       # … and the advice holding them
        self.message = NO_MATCH                 # what is said instead of figures (English), or ""
        self.decided = False                    # estimates of a decision already made (Fly, Fortuna)
        self.searching_game = False             # the game's figures are estimates of decisions (Fly, Fortuna)
        self._asked: Hashable | None = None     # the question whose answer the panel waits for
        self._asked_view: dict | None = None
        self._settled: dict | None = None       # the last view the table settled to (asked again when shown)
        self._n = 0
        source.advisor.ready.connect(self._on_ready)
        source.advisor.failed.connect(self._on_failed)
        self._render()

    @property
    def table(self) -> QTableWidget:
        """The table of the estimates of Fly and Fortuna, made when first needed (not before the first paint)."""
        if self._table is None:
            t = self._table = QTableWidget(0, 2, self)
            t.hide()
            t.verticalHeader().hide()
            t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            # A choice's words wrap in a narrow dock ("Exchange J♠ 7♦ 8♣" three times, cut, told nothing apart)
            t.setWordWrap(True)
            t.setTextElideMode(Qt.TextElideMode.ElideNone)
            t.horizontalHeader().sectionResized.connect(lambda *_: fit_rows(t))
            t.viewport().installEventFilter(self)     # a stretched column follows the dock's width
            t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)   # fit_rows gives it its height
            self._box.insertWidget(self._box.indexOf(self.note), t)
        return self._table

    # ----- the window's moments
    def start(self) -> None:
        """A new match: nothing known yet."""
        self.basis = self.advice = self._asked = self._asked_view = self._settled = None
        self.searching_game = self.decided = False
        self._say(WAITING)

    def shown(self, e: Event) -> None:
        """The table shows `e`: a new deal's first event clears the last deal's figures; in a game whose figures
        are of one coup, so does a card dealt or shown or the coup's end (the figures were of the coup before)."""
        if e.kind == Ev.DEAL_START and self.source.state().on:
            self.basis = self.advice = self._asked = None
            self.decided = False
            self._say(AT_DECISIONS if self.searching_game else NEW_DEAL)
        elif self.advice is not None and e.kind in (Ev.DEALT, Ev.SHOWN, Ev.DEAL_END):
            from lomber.search.advice import OddsSheet  # loaded already: there are figures

            sheet = declared(self.advice.game, "ODDS")
            if isinstance(sheet, OddsSheet) and sheet.one_coup:
                self.basis = self.advice = None
                self._say(COUP_OVER if e.kind == Ev.DEAL_END else COUP_ON)

    def settled(self, view: dict) -> None:
        """The table matches `view` now: its odds (a decision's come with the prompt)."""
        self._settled = view
        if self.searching_game:
            return      # nothing to estimate until the seat decides
        self._ask_view(view)

    def decision(self) -> None:
        """The seat on screen is asked to decide: the odds with its choices (the estimates of each, in Fly and
        Fortuna)."""
        if not self._open():
            return
        d = self.source.decision()
        if d is None:
            return
        self._ask(d.key, d.seed, d.view, d.legal)
        if self.searching_game and self._asked == d.key:
            self._say(SEARCHING)

    def acted(self) -> None:
        """The seat decided: estimates stay, marked as the last decision's; a decision's exact figures (drawing
        or standing) go, as they are of a choice no longer open."""
        if self.advice is not None and self.advice.odds.get("candidates"):
            self.decided = True
            self._render()
        elif self.advice is not None and any(self.advice.odds.get(k) is not None for k in ("draw", "stand")):
            d = self.source.decision()
            if d is not None and d.view == self.basis:
                return      # the figures shown are already those of the next decision
            self.basis = self.advice = None
            if self._asked is None:
                self._say(DECIDED)
            else:
                self._say(WAITING)

    def view_changed(self, view: dict) -> None:
        """The screen shows another seat, or the match anew (hot-seat, a resumed match): its figures."""
        self._settled = view
        self.basis = self.advice = self._asked = None
        self.refresh()

    def ended(self) -> None:
        """The match is over (played out or stopped): the last decision's figures go, a question on the way is
        dropped."""
        self.basis = self.advice = self._asked = None
        self.decided = False
        self._say(OVER)

    def curtain(self) -> None:
        """Hot-seat: the screen is passed; nobody's figures show."""
        self.basis = self.advice = self._asked = None
        self._say(CURTAIN)

    def refresh(self) -> None:
        """Ask again for what the table shows (the panel came into view, the hot-seat setting changed)."""
        state = self.source.state()
        if not state.on:
            self._say(NO_MATCH)
            return
        if state.curtain:
            self.curtain()
            return
        if self.source.decision() is not None:
            self.decision()
        elif self._settled is not None and not self.searching_game:
            self._ask_view(self._settled)
        elif self.searching_game and self.advice is None:
            self._say(AT_DECISIONS)

    def retranslate(self) -> None:
        self._render()

    # ----- asking
    def _open(self) -> bool:
        """Figures may be shown now: the panel is in view, a match is on, no curtain, advice allowed."""
        state = self.source.state()
        if not state.on:
            self._say(NO_MATCH)
            return False
        if state.finished:
            self.ended()
            return False
        if state.curtain:
            self.curtain()
            return False
        off = self.source.off()
        if off is not None:
            self.basis = self.advice = None
            self._say(off)
            return False
        return self.in_view()

    def in_view(self) -> bool:
        """The panel can be seen (a dock tabbed behind another keeps `isVisible()` but shows nothing)."""
        return self.isVisible() and not self.visibleRegion().isEmpty()

    def _ask_view(self, view: dict) -> None:
        if not self._open():
            return
        self._n += 1
        state = self.source.state()
        self._ask(("odds", state.gen, self._n), state.seed, view, [])

    def _ask(self, key: Hashable, seed: int, view: dict, legal: list) -> None:
        self._asked, self._asked_view = key, view
        advice = self.source.advisor.ask(key, seed, view, legal)
        if advice is not None:
            self._on_ready(key, advice)
        elif self.basis is None and not self.searching_game:
            self._say(WAITING)

    def _on_ready(self, key: Hashable, advice: Advice) -> None:
        if key != self._asked:
            return     # stale: the table has moved on
        self._asked = None
        if "candidates" in advice.odds:
            self.searching_game = True
            if not advice.odds["candidates"]:
                if self.advice is None:
                    self._say(AT_DECISIONS)
                return
        self.basis, self.advice, self.decided = self._asked_view, advice, False
        self.message = ""
        self._render()

    def _on_failed(self, key: Hashable, error: str) -> None:
        if key == self._asked:
            self._asked = None
            self.basis = self.advice = None
            # A game whose advisor failed once (its process could not start, or died) has odds all the same.
            game = (self._asked_view or {}).get("game")
            self._say(FAILED if isinstance(game, str) and has_advisor(game) else NONE)

    # ----- showing
    def _say(self, message: str) -> None:
        self.message = message
        self._render()

    def _render(self) -> None:
        advice = self.advice
        self._lines([])
        if self._table is not None:
            self._table.hide()
        self.note.setText("")
        if advice is None or self.message:
            self.heading.setText(tr("Odds"))
            self.caption.setText(tr(self.message) if self.message else "")
            return
        odds = advice.odds
        if "candidates" in odds:
            from lomber.search.advice import EstimateColumn
            self._estimates(odds["candidates"], declared(advice.game, "ESTIMATES") or EstimateColumn())
            self.table.show()
        else:
            sheet = declared(advice.game, "ODDS")
            if sheet is not None:
                self._sheet(odds, sheet)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self._table is not None and watched is self._table.viewport():
            QTimer.singleShot(0, self, lambda: fit_rows(self.table))
        return False

    def _lines(self, lines: list[tuple[str, str, bool, str]]) -> None:
        """The exact odds as lines of (words, figure, advised, tooltip)."""
        for a, b in self.rows:
            for label in (a, b):
                self.grid.removeWidget(label)
                label.hide()            # at once: deleted only when the event loop next turns
                label.deleteLater()
        self.rows = []
        for r, (words, figure, bold, tip) in enumerate(lines):
            a, b = plain_label(self.lines, words), plain_label(self.lines, figure)
            a.setWordWrap(True)
            b.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            for label in (a, b):
                if bold:
                    f = QFont(label.font())
                    f.setBold(True)
                    label.setFont(f)
                set_tip(label, tip)
            self.grid.addWidget(a, r, 0)
            self.grid.addWidget(b, r, 1)
            self.rows.append((a, b))
        self.lines.setVisible(bool(lines))

    def _rows(self, headers: list[str], rows: list[list[QTableWidgetItem]]) -> None:
        t = self.table
        t.clear()
        t.setColumnCount(len(headers))
        t.setRowCount(len(rows))
        t.setHorizontalHeaderLabels(headers)
        t.horizontalHeader().setVisible(any(headers))
        for r, row in enumerate(rows):
            for col, item in enumerate(row):
                t.setItem(r, col, item)
        header = t.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, len(headers)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        fit_rows(t)

    def _sheet(self, odds: dict[str, Any], sheet: OddsSheet) -> None:
        """A game's exact odds, as its AI module declares them (`OddsSheet`)."""
        from lomber.ui.panels.advicetext import percent
        on = (self.basis or {}).get(sheet.on) if sheet.on else None
        counted = isinstance(on, int) and not isinstance(on, bool) and sheet.heading_on
        self.heading.setText(tr(sheet.heading_on, on) if counted else tr(sheet.heading))
        caption = sheet.caption_else if sheet.caption_if and odds.get(sheet.caption_if) is False else sheet.caption
        self.caption.setText(tr(caption, int(odds.get(sheet.count) or 0)))
        lines = []
        for line in sheet.lines:
            value = odds.get(line.key)
            if line.choice and value is None:
                continue
            error = (odds.get(line.margin) or 0.0) if line.margin else 0.0
            label = fmt(tr(line.estimated), percent(error, 0)) if error > 0 and line.estimated else tr(line.label)
            if line.exact_if and odds.get(line.exact_if) is False and line.sampled:
                label = tr(line.sampled)
            lines.append((label, _figure(value, line.figure), line.choice and self._advised(line.key),
                          tr(line.tip) if line.tip else ""))
        self._lines(lines)

    def _estimates(self, candidates: list[Estimate], column: EstimateColumn) -> None:
        from lomber.ui.panels.advicetext import action_words, number, percent

        words = self.source.words()
        worlds = max((e.worlds for e in candidates), default=0)
        sampled = any(e.worlds for e in candidates)
        self.heading.setText(tr("Your last decision") if self.decided else tr("Your decision"))
        self.caption.setText(tr("Estimates over %n sampled deal(s).", worlds) if sampled
                             else tr("Estimates of the hand model (no deals sampled)."))
        chances = any(e.chance is not None for e in candidates)
        tricks = any(e.tricks is not None for e in candidates)
        headers = [tr("Choice"), tr(column.label)]
        if chances:
            headers.append(tr("Makes it"))
        if tricks:
            headers.append(tr("Tricks"))
        rows = []
        for i, e in enumerate(candidates):
            first = i == 0
            row = [_item(action_words(words, e.action) if words else e.action, bold=first,
                         tip=tr("The strong player's choice") if first else ""),
                   _item(number(e.value, f"+.{column.decimals}f"), bold=first, right=True)]
            if chances:
                row.append(_item(percent(e.chance, 0) if e.chance is not None else "", right=True))
            if tricks:
                row.append(_item(number(e.tricks, ".1f") if e.tricks is not None else "", right=True))
            rows.append(row)
        self._rows(headers, rows)
        self.note.setText(tr("Means over the sampled deals: estimates, not exact odds. The first is the strong "
                             "player's choice.") if sampled else
                          tr("The hand model's estimates: nothing was sampled. The first is the strong player's "
                             "choice."))

    def _advised(self, key: str) -> bool:
        return self.advice is not None and self.advice.action == key

    # ----- tests
    def figures(self) -> dict[str, str]:
        """What the panel shows: its heading, caption, and each line's (or row's) words → its figure (tests)."""
        out = {"heading": self.heading.text(), "caption": self.caption.text()}
        out.update({a.text(): b.text() for a, b in self.rows})
        if self._table is not None and not self._table.isHidden():
            for r in range(self.table.rowCount()):
                a, b = self.table.item(r, 0), self.table.item(r, 1)
                if a is not None and b is not None:
                    out[a.text()] = b.text()
        return out
