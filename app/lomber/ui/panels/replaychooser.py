"""Game ▸ Replay a match: the chooser of a finished match from the history."""

from __future__ import annotations

import sys
import time
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.registry import game_ids
from lomber.ui.panels.statistics import history_problem
from lomber.ui.plaintext import plain_label, set_tip
from lomber.ui.seatnames import shown_name, shown_names
from lomber.ui.texts import fmt, game_name, tr

if TYPE_CHECKING:
    from lomber.storage.stats import MatchRow


def when(ended: float) -> str:
    """A match's date and time, the same in every language."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ended))


def result_text(row: MatchRow) -> str:
    """How a finished match ended, in words."""
    won = row.winner is not None and 0 <= row.winner < len(row.names)
    if won:
        text = fmt(tr("%1 won"), shown_name(row.names[row.winner]))
        return fmt(tr("%1 (stopped)"), text) if row.stopped else text
    return tr("Stopped") if row.stopped else tr("No single winner")


class ReplayChooser(QDialog):
    """The finished matches of the history, newest first: date, game, players, result, deals."""

    def __init__(self, parent: QWidget | None, history: Any) -> None:
        super().__init__(parent)
        self.history = history
        self.rows: list[MatchRow] = []
        box = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_label = plain_label(self)
        self.game = QComboBox(self)
        self.game_label.setBuddy(self.game)
        top.addWidget(self.game_label)
        top.addWidget(self.game)
        top.addStretch(1)
        box.addLayout(top)
        self.message = plain_label(self)
        self.message.setWordWrap(True)
        box.addWidget(self.message)
        self.list = QTreeWidget(self)
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setColumnCount(5)
        head = self.list.header()
        head.setStretchLastSection(False)
        for c in (0, 1, 4):
            head.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.list.itemActivated.connect(lambda *_: self.accept())
        self.list.currentItemChanged.connect(lambda *_: self._can_choose())
        box.addWidget(self.list, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self.game.addItem("", None)
        known = [g for g in game_ids()]
        for g in known:
            self.game.addItem(game_name(g), g)
        self.game.currentIndexChanged.connect(lambda _=0: self.fill())
        self.retranslate()
        self.fill()

    def fill(self) -> None:
        """The matches of the game chosen (or all), newest first; those without a record cannot be chosen."""
        self.rows = self.history.matches(self.game.currentData()) if self.history is not None else []
        self.list.clear()
        for row in self.rows:
            item = QTreeWidgetItem([when(row.ended), game_name(row.game), ", ".join(shown_names(row.names)), result_text(row),
                                    str(row.deals)])
            item.setData(0, Qt.ItemDataRole.UserRole, row.match_id)
            item.setTextAlignment(4, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if not row.replayable:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
                set_tip(item, tr("Played with an earlier Lomber, which kept no record of the moves."), 2)
            self.list.addTopLevelItem(item)
        first = next((self.list.topLevelItem(i) for i in range(self.list.topLevelItemCount())
                      if self.list.topLevelItem(i).flags() & Qt.ItemFlag.ItemIsEnabled), None)
        if first is not None:
            self.list.setCurrentItem(first)
        self._say()
        self._can_choose()

    def _say(self) -> None:
        lines = [t for t in (history_problem(self.history),) if t]
        if not self.rows:
            lines.append(tr("No finished matches to replay yet. Play a match to its end, and it will be here."))
        self.message.setText("\n\n".join(lines))
        self.message.setVisible(bool(lines))

    def _can_choose(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(self.chosen() is not None)

    def chosen(self) -> int | None:
        """The id of the match chosen, if it can be replayed."""
        item = self.list.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return None
        return item.data(0, Qt.ItemDataRole.UserRole)

    def choose(self, match_id: int) -> bool:
        """Select a match by id (tests, and a caller that knows which)."""
        for i in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(i)
            if item.data(0, Qt.ItemDataRole.UserRole) == match_id:
                self.list.setCurrentItem(item)
                return self.chosen() == match_id
        return False

    def accept(self) -> None:
        if self.chosen() is not None:
            super().accept()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Replay a match"))
        self.game_label.setText(tr("&Game:"))
        self.game.setItemText(0, tr("All games"))
        for i in range(1, self.game.count()):
            self.game.setItemText(i, game_name(self.game.itemData(i)))
        self.list.setHeaderLabels([tr("Date"), tr("Game"), tr("Players"), tr("Result"), tr("Deals")])
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(tr("&Replay"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setText(tr("Cancel"))
        for i, row in enumerate(self.rows):
            item = self.list.topLevelItem(i)
            if item is not None:
                item.setText(1, game_name(row.game))
                item.setText(3, result_text(row))
        self._say()

    def changeEvent(self, event: QEvent) -> None:
        try:
            if event.type() == QEvent.Type.LanguageChange:
                QTimer.singleShot(0, self, self.retranslate)
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc(file=sys.stderr)
        super().changeEvent(event)
