"""Game ▸ Statistics: a table per game of every player's figures, and a chart of one player over his matches.

The figures come from `History.statistics()` (storage/stats.py): the common columns are the same for every
game, and then the game's own figures, the feats its GameInfo declares (`GameStats.feats`: key, label and tip).
"""

from __future__ import annotations

import sys
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.registry import game_ids
from lomber.ui.panels.chart import Point, StatsChart, number
from lomber.ui.plaintext import plain_label, set_tip
from lomber.ui.seatnames import shown_name
from lomber.ui.texts import N_, fmt, game_name, tr, tr_game

if TYPE_CHECKING:
    from lomber.storage.history import History
    from lomber.storage.stats import GameStats, MatchPoint, PlayerStats

# The columns every game has: a PlayerStats field (or property), its header and what it means.
COMMON = (
    ("matches", N_("Played"), N_("Matches played")),
    ("won", N_("Won"), N_("Matches won")),
    # Per match, then per deal, each header saying which: a player who ended every match behind has won 0 in
    # matches ahead, yet his best deal may have won 3 (the two figures never look like a contradiction).
    ("chips_won", N_("Won in matches ahead"), N_("Chips won over the matches the player ended ahead")),
    ("chips_lost", N_("Lost in matches behind"), N_("Chips lost over the matches the player ended behind")),
    ("net", N_("Net"), N_("Chips won in matches ahead minus chips lost in matches behind")),
    ("biggest_win", N_("Best deal"), N_("The most chips won in one deal")),
)
# What the chart can show, by MatchPoint field: its name in the chooser, the axis title, signed values.
MEASURES = {
    "chips": (N_("Chips"), N_("Net chips"), True),
    "score": (N_("Score"), N_("Final score"), False),
}
SIGNED = {"net"}    # shown with their sign (+12, −5)
FEAT = "feat:"      # the column of a game's own figure is `feat:KEY` (the common ones are PlayerStats fields)


def figure(p: PlayerStats, column: str) -> Any:
    """A player's value in a column: a feat's by its key, else the PlayerStats field's."""
    return p.feats.get(column[len(FEAT):]) if column.startswith(FEAT) else getattr(p, column, None)


def history_problem(h: History | None) -> str:
    """What a window says about the history itself, in the language in use ("" if nothing is wrong)."""
    from lomber.storage.history import State

    if h is None:
        return tr("The history of matches is not open yet; try again in a moment.")
    if h.state is State.RECOVERED and h.aside is not None:
        return fmt(tr("The history of matches was damaged; it was kept as %1 and a new one was started."),
                   h.aside.name)
    if h.state is State.UNAVAILABLE:
        return tr("The history of matches cannot be used now; finished matches are kept and added later.")
    if h.state is State.NEWER:
        return tr("The history of matches was written by a newer Lomber: it is shown but not changed.")
    if h.state is State.READ_ONLY:
        return tr("The history of matches can only be read (its folder cannot be written): it is shown, but a "
                  "match finished now cannot be added to it.")
    if h.problem:
        return tr("Part of the history of matches could not be read.")
    if h.skipped:   # rows no Lomber wrote: named, and the others shown
        ids = sorted(h.skipped)
        return fmt(tr("Some matches of the history could not be read and are left out (number %1)."),
                   ", ".join(str(i) for i in ids[:10]) + (" …" if len(ids) > 10 else ""))
    return ""


class NumberItem(QTableWidgetItem):
    """A cell that sorts by its number (an empty figure last), whatever its text."""

    def __init__(self, value: int | None, signed: bool = False) -> None:
        text = "—" if value is None else number(value, signed)
        super().__init__(text)
        self.value = value
        self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        a = self.value
        b = getattr(other, "value", None)
        if a is None or b is None:
            return a is not None and b is None
        return a < b


class StatsTable(QTableWidget):
    """Figures sized to their contents; the names take the room left over, never less than they need."""

    def fit_names(self) -> None:
        header = self.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(1, self.columnCount()))
        need = max(self.sizeHintForColumn(0), header.sectionSizeHint(0))
        header.resizeSection(0, max(need, self.viewport().width() - others))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        try:
            self.fit_names()
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc(file=sys.stderr)


def two_lines(text: str, longer_than: int = 9) -> str:
    """A long header on two lines, cut at the space nearest its middle (the numbers under it are short)."""
    if len(text) <= longer_than or " " not in text:
        return text
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return text[:cut] + "\n" + text[cut + 1:]


def player_label(p: PlayerStats) -> str:
    """A player's name, computer players marked as such."""
    name = shown_name(p.name)       # a default name in the language in use
    return fmt(tr("%1 (computer)"), name) if p.kind == "ai" else name


class GameTab(QWidget):
    """One game: its players' figures in a table, and the chart of the player chosen."""

    def __init__(self, stats: GameStats, history: History | None, parent: QWidget | None = None,
                 practice: bool = False) -> None:
        super().__init__(parent)
        self.stats, self.history = stats, history
        self.practice = practice      # practice matches are counted (StatisticsWindow's box)
        self.columns = [*COMMON, *((FEAT + f.key, f.label, f.tip) for f in stats.feats)]
        box = QVBoxLayout(self)
        self.summary = plain_label(self)
        box.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.setChildrenCollapsible(False)
        box.addWidget(split, 1)
        self.table = StatsTable(0, 1 + len(self.columns), split)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)   # the history's order until a header is clicked
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)   # figures never cut
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)     # StatsTable.fit_names
        self._fill_table()
        self.table.itemSelectionChanged.connect(self._row_chosen)
        lower = QWidget(split)
        lv = QVBoxLayout(lower)
        lv.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.player_label = plain_label(lower)
        self.player = QComboBox(lower)
        self.player_label.setBuddy(self.player)
        self.measure_label = plain_label(lower)
        self.measure = QComboBox(lower)
        self.measure_label.setBuddy(self.measure)
        row.addWidget(self.player_label)
        row.addWidget(self.player, 1)
        row.addSpacing(12)
        row.addWidget(self.measure_label)
        row.addWidget(self.measure)
        lv.addLayout(row)
        self.chart = StatsChart(lower)
        lv.addWidget(self.chart, 1)
        split.addWidget(self.table)
        split.addWidget(lower)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        self.series: list[MatchPoint] = []
        for name in dict.fromkeys(p.name for p in stats.players):
            self.player.addItem(shown_name(name), name)
        self.player.currentIndexChanged.connect(lambda _=0: self._player_chosen())
        self.measure.currentIndexChanged.connect(lambda _=0: self._draw())
        self._chosen_measure: str | None = None      # what the user chose to see (kept from player to player)
        self.measure.activated.connect(lambda _=0: setattr(self, "_chosen_measure", self.measure.currentData()))
        self.retranslate()
        self._player_chosen()

    def _fill_table(self) -> None:
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(self.stats.players))
        for r, p in enumerate(self.stats.players):
            name = QTableWidgetItem(player_label(p))
            name.setData(Qt.ItemDataRole.UserRole, p.name)
            name.setData(Qt.ItemDataRole.UserRole + 1, r)     # which player (rows move when sorted)
            self.table.setItem(r, 0, name)
            for c, (field, _h, _t) in enumerate(self.columns, 1):
                value = figure(p, field)
                self.table.setItem(r, c, NumberItem(value if isinstance(value, int) else None, field in SIGNED))
        self.table.setSortingEnabled(True)      # a click on a header sorts by it
        # The sort arrow's room on every header would push a Russian table past 800 px.
        self.table.horizontalHeader().setSortIndicatorShown(False)

    def retranslate(self) -> None:
        """Every word of the tab in the language in use."""
        gs = self.stats
        self.summary.setText(fmt(tr("%1: %2, %3"), game_name(gs.game), tr("%n match(es)", gs.matches),
                                 tr("%n deal(s)", gs.deals)))
        heads = [tr("Player")] + [two_lines(tr_game(h, gs.game)) for _f, h, _t in self.columns]
        self.table.setHorizontalHeaderLabels(heads)
        self.table.fit_names()
        for c, (_f, _h, tip) in enumerate(self.columns, 1):
            item = self.table.horizontalHeaderItem(c)
            if item is not None and tip:
                set_tip(item, tr_game(tip, gs.game))
        for r in range(self.table.rowCount()):
            item = self.table.item(r, 0)
            item.setText(player_label(gs.players[item.data(Qt.ItemDataRole.UserRole + 1)]))
        self.table.setAccessibleName(fmt(tr("Statistics of %1"), game_name(gs.game)))
        self.player_label.setText(tr("Chart of &player:"))
        self.measure_label.setText(tr("S&how:"))
        self._fill_measures()
        self._draw()

    def _fill_measures(self) -> None:
        """The figures the chart can show for this player: chips, and the score where the game keeps one."""
        keep = self._chosen_measure
        have = [m for m in MEASURES if any(getattr(p, m) is not None for p in self.series)] or ["chips"]
        if keep not in have:   # first what moved: a game whose chips never change shows its score
            keep = next((m for m in have if any(getattr(p, m) for p in self.series)), have[0])
        self.measure.blockSignals(True)
        self.measure.clear()
        for m in have:
            self.measure.addItem(tr(MEASURES[m][0]), m)
        self.measure.setCurrentIndex(max(0, self.measure.findData(keep)))
        self.measure.blockSignals(False)

    def choose_player(self, name: str) -> None:
        """Chart this player (by name)."""
        i = self.player.findData(name)
        if i >= 0:
            self.player.setCurrentIndex(i)

    def _row_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.choose_player(self.table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole))

    def _player_chosen(self) -> None:
        name = self.player.currentData()
        self.series = (self.history.series(self.stats.game, name, self.practice) if self.history is not None and name
                       else [])
        self._fill_measures()
        self._draw()

    def points(self) -> list[Point]:
        """The chart's points: the chosen figure of each of the player's matches that has it, oldest first."""
        m = self.measure.currentData() or "chips"
        return [Point(i, v, s.won, s.ended) for i, s in enumerate(self.series, 1)
                if isinstance(v := getattr(s, m), int)]

    def _draw(self) -> None:
        m = self.measure.currentData() or "chips"
        _name, title, signed = MEASURES[m]
        empty = tr("No figures to draw for this player.") if self.series else tr("Choose a player to see a chart.")
        self.chart.set_points(self.points(), tr("The player's matches, oldest first"), tr(title), empty, signed)


class StatisticsWindow(QDialog):
    """The statistics of every game in the history (not modal: the table stays usable)."""

    def __init__(self, parent: QWidget | None, history: History | None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.history = history
        self.games: list[GameStats] = []
        box = QVBoxLayout(self)
        top = QHBoxLayout()
        self.message = plain_label(self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.message, 1)
        self.retry = QPushButton(self)
        self.retry.clicked.connect(self.try_again)
        top.addWidget(self.retry, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(top)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.setUsesScrollButtons(True)
        box.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        # Matches with a decision taken back are practice: out of the figures unless the player counts them.
        self.practice = QCheckBox(self)
        self.practice.toggled.connect(lambda _=False: self.reload())
        bottom.addWidget(self.practice, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        bottom.addWidget(self.buttons)
        box.addLayout(bottom)
        self.reload()

    def tab(self, game: str) -> GameTab | None:
        """The tab of a game, if it has matches."""
        for i in range(self.tabs.count()):
            w = self.tabs.widget(i)
            if isinstance(w, GameTab) and w.stats.game == game:
                return w
        return None

    def reload(self, game: str | None = None) -> None:
        """Read the history again; show `game`'s tab (else the one shown, else the first)."""
        current = self.tabs.currentWidget()
        game = game or (current.stats.game if isinstance(current, GameTab) else None)
        practice = self.practice.isChecked()
        self.games = self.history.statistics(practice=practice) if self.history is not None else []
        while self.tabs.count():
            w = self.tabs.widget(0)
            self.tabs.removeTab(0)
            w.deleteLater()
        order = {g: i for i, g in enumerate(game_ids())}
        for gs in sorted(self.games, key=lambda g: (order.get(g.game, len(order)), g.game)):
            self.tabs.addTab(GameTab(gs, self.history, self.tabs, practice), game_name(gs.game))
        if game is not None and (t := self.tab(game)) is not None:
            self.tabs.setCurrentWidget(t)
        self.tabs.setVisible(self.tabs.count() > 0)
        self.retranslate()

    def try_again(self) -> None:
        """Open a history that was unavailable (another program held it), then read it."""
        if self.history is not None:
            self.history.retry()
        self.reload()

    def retranslate(self) -> None:
        """Every word of the window in the language in use."""
        from lomber.storage.history import State

        self.setWindowTitle(tr("Statistics"))
        lines = [t for t in (history_problem(self.history),) if t]
        if not self.games:
            lines.append(tr("No finished matches yet. Play a match to its end, and each player's figures "
                            "will be here."))
        self.message.setText("\n\n".join(lines))
        self.message.setVisible(bool(lines))
        # Alone in the window, the sentence sits in its middle; above the tables, at their top.
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter if not self.games else
                                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.retry.setText(tr("&Try again"))
        self.practice.setText(tr("Count &practice matches (with a decision taken back)"))
        self.retry.setVisible(self.history is None or self.history.state is State.UNAVAILABLE)
        for i in range(self.tabs.count()):
            w = self.tabs.widget(i)
            if isinstance(w, GameTab):
                self.tabs.setTabText(i, game_name(w.stats.game))
                w.retranslate()
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(tr("&Close"))

    def changeEvent(self, event: QEvent) -> None:
        try:
            if event.type() == QEvent.Type.LanguageChange:
                QTimer.singleShot(0, self, self._retranslate_later)
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc(file=sys.stderr)
        super().changeEvent(event)

    def _retranslate_later(self) -> None:
        try:
            self.retranslate()
        except RuntimeError:   # a widget already deleted: the window is closing
            pass


def show_statistics(window: Any, game: str | None = None) -> StatisticsWindow:
    """Open (or bring forward and refresh) the main window's Statistics window."""
    dlg = getattr(window, "stats_window", None)
    if dlg is None:
        dlg = StatisticsWindow(window, window.history)
        window.stats_window = dlg
        screen = window.screen().availableGeometry() if window.screen() is not None else None
        w, h = 900, 640
        if screen is not None:
            w, h = min(w, screen.width() - 40), min(h, screen.height() - 60)
        dlg.resize(w, h)
        # A match just recorded shows at once (the window adds it to the history first: it connected first).
        window.controller.matchEnded.connect(lambda *_: dlg.isVisible() and QTimer.singleShot(0, dlg, dlg.reload))
    else:
        dlg.history = window.history
    dlg.reload(game)
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    return dlg
