"""Game ▸ Replay a match: choose a finished match from the history and step through it on the window's table.

The replay has its own `TableScene`, shown in the window's table view in place of the live one, and its own
log and scores panels in the window's docks; the action bar is hidden and disabled, a replay bar takes its
place. A match in progress is not disturbed: its table's clock is held (`EventQueue.hold`), so nothing of it
is shown and the controller, which waits for its table, makes at most the one decision it was already making;
leaving the replay brings back its table, docks and bar as they were and the clock goes on. Starting or opening
a match leaves the replay. The steps come from `engine/cursor.py` (`ReplayCursor`), masked for the seat whose
cards are shown, as the table masks them in play.
"""

from __future__ import annotations

import sys
import time
import traceback
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSizePolicy,
    QSlider,
    QStyle,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lomber.engine.cursor import ReplayCursor, Step
from lomber.engine.errors import RecordError
from lomber.engine.events import Ev, Event, mask
from lomber.engine.records import Progress, ReplayStopped
from lomber.engine.registry import game_ids
from lomber.ui.dialogs.opening import ReplayProgress
from lomber.ui.errors import error_text
from lomber.ui.panels.docks import LogPanel, ScoresPanel
from lomber.ui.panels.logfeed import LogFeed
from lomber.ui.panels.statistics import history_problem
from lomber.ui.plaintext import plain_label, set_tip
from lomber.ui.seatnames import PLAYER, YOU, shown_name, shown_names
from lomber.ui.table.scene import TableScene
from lomber.ui.table.speeds import Speed, durations
from lomber.ui.texts import GameTexts, fmt, game_name, tr

if TYPE_CHECKING:
    from lomber.storage.stats import MatchRow

PLAY_FLOOR_MS = 150     # the least pause between two actions when playing (INSTANT would flash through a match)
LOG_ACTIONS = 2000      # the log of a replay is rebuilt from a deal start at most about this many actions back


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


class ReplayBar(QWidget):
    """The replay's controls, in the action bar's place: steps, play, where we are, whose cards, leave."""

    def __init__(self, replayer: Replayer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replayer = r = replayer
        self.setObjectName("replay-bar")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(2)
        top = QHBoxLayout()
        style = self.style()

        def tool(icon: QStyle.StandardPixmap, slot: Any) -> QToolButton:
            b = QToolButton(self)
            b.setIcon(style.standardIcon(icon))
            b.setAutoRaise(False)
            b.clicked.connect(slot)
            top.addWidget(b)
            return b

        self.first = tool(QStyle.StandardPixmap.SP_MediaSkipBackward, r.previous_deal)
        self.back = tool(QStyle.StandardPixmap.SP_MediaSeekBackward, r.back)
        self.play = QPushButton(self)
        self.play.clicked.connect(r.toggle_play)
        top.addWidget(self.play)
        self.forward = tool(QStyle.StandardPixmap.SP_MediaSeekForward, r.forward)
        self.last = tool(QStyle.StandardPixmap.SP_MediaSkipForward, r.next_deal)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, r.cursor.end)
        self.slider.setTracking(False)            # a drag seeks once, where it is let go
        self.slider.valueChanged.connect(r.slider_moved)
        top.addWidget(self.slider, 1)
        self.leave = QPushButton(self)
        self.leave.clicked.connect(r.leave)
        top.addWidget(self.leave)
        outer.addLayout(top)
        low = QHBoxLayout()
        self.where = plain_label(self)
        self.what = plain_label(self)
        self.what.setMinimumWidth(40)
        # A long move wraps rather than running under the viewer's combo (it did at 800 px)
        self.what.setWordWrap(True)
        self.what.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.viewer_label = plain_label(self)
        self.viewer = QComboBox(self)
        self.viewer_label.setBuddy(self.viewer)
        for i, name in enumerate(r.names):
            self.viewer.addItem(name, i)
        self.viewer.setCurrentIndex(r.cursor.viewer)
        self.viewer.currentIndexChanged.connect(lambda i: r.set_viewer(self.viewer.itemData(i)))
        low.addWidget(self.where)
        low.addSpacing(18)
        low.addWidget(self.what, 1)
        low.addWidget(self.viewer_label)
        low.addWidget(self.viewer)
        outer.addLayout(low)
        self.retranslate()

    def buttons(self) -> list[QWidget]:
        return [self.first, self.back, self.play, self.forward, self.last, self.leave]

    def retranslate(self) -> None:
        r = self.replayer
        for b, text, key in ((self.first, tr("Previous deal"), "PgUp"), (self.back, tr("One move back"), "Left"),
                             (self.forward, tr("One move on"), "Right"), (self.last, tr("Next deal"), "PgDown")):
            set_tip(b, f"{text} ({key})")
            b.setAccessibleName(text)
        self.play.setText(tr("&Pause") if r.playing else tr("&Play"))
        set_tip(self.play, tr("Play the match at the animation speed (View ▸ Animation speed)"))
        self.leave.setText(tr("&Leave the replay"))
        set_tip(self.leave, tr("Back to the table (Esc)"))
        self.slider.setAccessibleName(tr("Move"))
        self.viewer_label.setText(tr("&Cards shown:"))
        set_tip(self.viewer, tr("Whose hand is face up: the others' stay hidden, as they were at the table"))
        self.show_step(r.cursor.step() if r.active else None)

    def show_step(self, step: Step | None) -> None:
        """Where the replay is: the move, the deal, what was done."""
        r = self.replayer
        c = r.cursor
        p = c.position if step is None else step.position
        self.slider.blockSignals(True)
        self.slider.setValue(p)
        self.slider.blockSignals(False)
        self.where.setText(fmt(tr("Move %1 of %2, deal %3 of %4"), p, c.end, c.deal_of(p) + 1, c.deals))
        self.what.setText(r.step_words(step) if step is not None else "")
        self.back.setEnabled(p > 0)
        self.first.setEnabled(p > 0)
        self.forward.setEnabled(p < c.end)
        self.last.setEnabled(any(s > p for s in c.deal_starts))
        self.play.setText(tr("&Pause") if r.playing else tr("&Play"))

    def changeEvent(self, event: QEvent) -> None:
        try:
            if event.type() == QEvent.Type.LanguageChange:
                QTimer.singleShot(0, self, self.replayer.retranslate)
        except Exception:  # noqa: BLE001 - never let an exception escape a Qt override
            traceback.print_exc(file=sys.stderr)
        super().changeEvent(event)


class Replayer(QObject):
    """One replay on the window's table: `enter`, step (`forward`, `back`, `next_deal`, `previous_deal`, `seek`,
    `play`), `set_viewer`, `leave`. Read-only: nothing is ever applied to the live match."""

    left = Signal()

    def __init__(self, window: Any, record: dict[str, Any], stopped: bool = False, ended: float | None = None,
                 progress: Progress | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.cursor = ReplayCursor(record, None, stopped, progress)   # RecordError if it does not replay
        self.game = str(record["game"])
        self.stored_names = [str(s.get("name", "")) for s in record["seats"]]
        self.humans = {i for i, s in enumerate(record["seats"]) if s.get("kind") == "human"}
        self.names = self._shown_names(self.cursor.viewer)
        self.ended = ended
        # As at the table: the viewer is "you" (the live log's second person: "You get 2♥", "You win the match!")
        self.words = GameTexts(self.game, self.names, self._you(self.cursor.viewer))
        self.active = False
        self.playing = False
        self._end_said = False
        self.scene = TableScene(window.table_view)
        self.scene.eventShown.connect(self._on_shown)
        self.scene.viewSettled.connect(self._on_settled)
        self.scene.seatChanged.connect(self._on_seat_changed)
        self.scene.idle.connect(self._on_idle)
        self.log = LogPanel()
        self.scores = ScoresPanel()
        self.feed = LogFeed(self.words)
        self.clock = QTimer(self)
        self.clock.setSingleShot(True)
        self.clock.timeout.connect(self._play_next)
        self.bar = ReplayBar(self)
        self._docked: dict[str, QWidget] = {}
        self._hidden: list[QWidget] = []
        self._shortcuts: list[QShortcut] = []
        self._focus: QWidget | None = None
        self._action_dock: QWidget | None = None

    def _shown_names(self, viewer: int | None) -> list[str]:
        """The names as shown to this viewer: defaults in the language in use; the default "You" of a seat that is
        not the viewer's is "Player N" (the log never says "You gets" of someone else)."""
        you = self._you(viewer)
        return [fmt(tr(PLAYER), i + 1) if name == YOU and i != you else shown_name(name)
                for i, name in enumerate(self.stored_names)]

    def _rename(self, viewer: int | None) -> None:
        self.names = self._shown_names(viewer)
        self.words.names = list(self.names)
        self.scene.rename(self.names)
        self.scores.rename(self.names)
        for i, name in enumerate(self.names):
            self.bar.viewer.setItemText(i, name)

    def _you(self, seat: int | None) -> int | None:
        """The viewer, if a person played his seat, is "you" (a computer's seat is named, as at the table)."""
        return seat if seat in self.humans else None

    # ----- entering and leaving
    def enter(self) -> None:
        """Take the window's table, docks and action bar's place; show the match's start."""
        w = self.window
        self._focus = QApplication.focusWidget()
        w.scene.queue.hold(True)                 # a match in progress waits where it is
        view = w.table_view
        # Whatever lies over the live table (the standings of a finished match) waits with it.
        self._hidden = [c for c in view.viewport().findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                        if c.isVisible()]
        for c in self._hidden:
            c.hide()
        self._follow_settings()
        self.scene.setup(self.game, self.names, self.cursor.viewer)
        view.show_table(self.scene)
        for key, panel in (("log", self.log), ("scores", self.scores)):
            dock = w.docks.get(key)
            if dock is not None:
                self._docked[key] = dock.widget()
                dock.setWidget(panel)
        self.scores.set_names(self.names, self.game)
        if w.history is not None:
            self.scores.set_stats(**w.history.stats(self.game))
        self._action_dock = self._dock_of(w.action_bar)
        holder = self._action_dock.parentWidget() if self._action_dock is not None else None
        if holder is not None and holder.layout() is not None:
            lay = holder.layout()
            lay.insertWidget(lay.indexOf(self._action_dock) + 1, self.bar)
            self._action_dock.setEnabled(False)   # no action is ever enabled during a replay
            self._action_dock.hide()
        else:   # no place for the bar under the table: it floats as a tool window
            self.bar.setParent(w, Qt.WindowType.Tool)
            w.action_bar.setEnabled(False)
        self.bar.show()
        for key, slot in ((Qt.Key.Key_Left, self.back), (Qt.Key.Key_Right, self.forward),
                          (Qt.Key.Key_PageUp, self.previous_deal), (Qt.Key.Key_PageDown, self.next_deal),
                          (Qt.Key.Key_Home, lambda: self.seek(0)), (Qt.Key.Key_End, lambda: self.seek(self.cursor.end)),
                          (Qt.Key.Key_Escape, self.leave)):
            sc = QShortcut(QKeySequence(key), w)
            sc.activated.connect(slot)
            self._shortcuts.append(sc)
        w.controller.started.connect(self._live_started)
        w.speed_group.triggered.connect(self._follow_settings)
        w.act_four.toggled.connect(self._follow_settings)
        self.active = True
        w.status(fmt(tr("Replay of a match of %1. Esc leaves it."), game_name(self.game)))
        step = self.cursor.step()
        self.log.add_lines(self._head())
        self.scene.show_events(step.events, step.view)
        self.bar.show_step(step)
        self.bar.play.setFocus()

    @staticmethod
    def _dock_of(bar: QWidget) -> QWidget | None:
        """The widget that holds the action bar under the table (its ActionDock)."""
        from lomber.ui.table.actionbar import ActionDock

        p = bar.parentWidget()
        while p is not None and not isinstance(p, ActionDock):
            p = p.parentWidget()
        return p

    def leave(self) -> None:
        """The window's table, docks and bar as they were; a match in progress goes on."""
        if not self.active:
            return
        self.active = False
        self.stop_playing()
        w = self.window
        self.scene.queue.stop()
        self.scene.queue.clear()
        for sc in self._shortcuts:
            sc.setEnabled(False)
            sc.deleteLater()
        self._shortcuts = []
        for signal, slot in ((w.controller.started, self._live_started), (w.speed_group.triggered, self._follow_settings),
                             (w.act_four.toggled, self._follow_settings)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        w.table_view.show_table(w.scene)
        for key, widget in self._docked.items():
            w.docks[key].setWidget(widget)
        self._docked = {}
        self.bar.hide()
        self.bar.setParent(None)
        if self._action_dock is not None:
            self._action_dock.setEnabled(True)
            self._action_dock.show()
        w.action_bar.setEnabled(True)
        for c in self._hidden:
            try:
                c.show()
            except RuntimeError:   # closed meanwhile (a new match)
                pass
        self._hidden = []
        w.scene.queue.hold(False)                # the match in progress goes on
        if getattr(w, "replayer", None) is self:
            w.replayer = None
        refresh = getattr(w, "_refresh_prompt", None)
        if callable(refresh):
            refresh()                             # the status line says the live table's prompt again
        try:
            if self._focus is not None and self._focus.isVisible():
                self._focus.setFocus()
        except RuntimeError:
            pass
        self.left.emit()
        for obj in (self.bar, self.log, self.scores):
            obj.deleteLater()
        self.scene.deleteLater()
        self.deleteLater()

    def _live_started(self, *_: Any) -> None:
        """A match was started or opened: the table is its again."""
        self.leave()

    def _follow_settings(self, *_: Any) -> None:
        """The window's animation speed and card style."""
        s = self.window.settings
        try:
            speed = Speed(s.speed)
        except ValueError:
            speed = Speed.NORMAL
        if speed is not self.scene.speed():
            self.scene.set_speed(speed)
        self.scene.set_card_style("four-colour" if s.four_colour else "classic", s.card_back)

    # ----- moving
    def forward(self) -> Step | None:
        """One move on, animated as the table showed it."""
        self.stop_playing()
        return self._forward()

    def _forward(self) -> Step | None:
        self._finish()
        step = self.cursor.forward()
        if step is None:
            return None
        self._follow_settings()
        self.scene.show_events(step.events, step.view)
        self.bar.show_step(step)
        return step

    def back(self) -> Step | None:
        """One move back (at once)."""
        self.stop_playing()
        return self._jump(self.cursor.back())

    def next_deal(self) -> Step | None:
        """The start of the next deal."""
        self.stop_playing()
        return self._jump(self.cursor.next_deal())

    def previous_deal(self) -> Step | None:
        """The start of this deal, or of the one before."""
        self.stop_playing()
        return self._jump(self.cursor.previous_deal())

    def seek(self, position: int) -> Step | None:
        """Any move (0 is the start, `cursor.end` the end)."""
        self.stop_playing()
        if position == self.cursor.position:
            return None
        return self._jump(self.cursor.seek(position))

    def slider_moved(self, value: int) -> None:
        self.seek(value)

    def set_viewer(self, seat: int) -> Step:
        """Show this seat's cards (the others' stay hidden) and the log as he saw it."""
        self._finish()
        step = self.cursor.set_viewer(seat)
        self.words.you = self._you(seat)
        self._rename(seat)
        self.scene.set_viewer(seat)
        self._jump(step)
        if self.bar.viewer.currentIndex() != seat:
            self.bar.viewer.blockSignals(True)
            self.bar.viewer.setCurrentIndex(seat)
            self.bar.viewer.blockSignals(False)
        return step

    def _jump(self, step: Step | None) -> Step | None:
        """Show a position at once: the table from its view and its deal's events, the log rebuilt to it."""
        if step is None:
            return None
        self._follow_settings()
        self.scene.sync(step.view, self.deal_events(step.position))
        self.scene.set_turn(self._to_act(step))
        self._rebuild_log()
        self.bar.show_step(step)
        return step

    def _finish(self) -> None:
        """An animation still running ends at once (its log lines are still written)."""
        if self.scene.busy():
            speed = self.scene.speed()
            self.scene.set_speed(Speed.INSTANT)
            self.scene.set_speed(speed)

    # ----- playing
    def toggle_play(self) -> None:
        if self.playing:
            self.stop_playing()
        else:
            self.play()

    def play(self) -> None:
        """Step on by itself at the animation speed (from the start again if at the end)."""
        if self.cursor.position >= self.cursor.end:
            self._jump(self.cursor.seek(0))
        self.playing = True
        self.bar.show_step(self.cursor.step())
        if not self.scene.busy():
            self.clock.start(self._pause())

    def stop_playing(self) -> None:
        self.clock.stop()
        if self.playing:
            self.playing = False
            self.bar.show_step(self.cursor.step())

    def _pause(self) -> int:
        """The pause before the next move: the speed's pause before a move, longer after a deal ends."""
        d = durations(self.scene.speed())
        ended = any(e.kind is Ev.DEAL_END for e in self.cursor.events_between(self.cursor.position, self.cursor.position))
        return max(PLAY_FLOOR_MS, d.result_ms if ended and self.cursor.position else d.ai_pause_ms)

    def _play_next(self) -> None:
        if not self.playing or not self.active:
            return
        if self._forward() is None or self.cursor.position >= self.cursor.end:
            self.stop_playing()

    # ----- what the table shows, the log and the scores follow
    def deal_events(self, position: int) -> list[Event]:
        """The events of the deal `position` is in, up to it, masked for the viewer."""
        start = self.cursor.deal_starts[self.cursor.deal_of(position)]
        return mask(self.cursor.events_between(start, position), self.cursor.viewer)

    def log_lines(self, position: int | None = None) -> list[str]:
        """The log at a position, as the viewer would have read it at the table."""
        p = self.cursor.position if position is None else position
        feed = LogFeed(self.words)
        # From a deal's start some LOG_ACTIONS back: the log keeps its last MAX_LOG_LINES lines anyway, and a
        # record of 10⁶ actions is not replayed whole at each step.
        c = self.cursor
        first = c.deal_starts[c.deal_of(max(0, p - LOG_ACTIONS))]
        events = mask(c.events_between(first, p), c.viewer)
        lines = self._head() + feed.lines(events)
        if p == self.cursor.end:
            lines += self._end_lines()
        return lines

    def _rebuild_log(self) -> None:
        self.log.clear()
        self.log.add_lines(self.log_lines())
        self.feed = LogFeed(self.words)
        self._end_said = self.cursor.position == self.cursor.end

    def _head(self) -> list[str]:
        if self.ended is None:
            return [fmt(tr("Replay of a match of %1."), game_name(self.game))]
        return [fmt(tr("Replay of a match of %1 played on %2."), game_name(self.game), when(self.ended))]

    def _end_lines(self) -> list[str]:
        from lomber.ui.panels.results import standings_lines

        step = self.cursor.step()
        lines = [tr("The match was stopped.")] if step.stopped else []
        # who won: the match's end line already said it, as in the live log
        return lines + standings_lines(step.summary, self.words)[1:]

    def _on_shown(self, e: Event) -> None:
        self.log.add_lines(self.feed.push(e))
        if e.kind == Ev.ACTION:
            self.scene.set_turn(e.seat)

    def _on_settled(self, _view: dict) -> None:
        self.log.add_lines(self.feed.flush())

    def _on_seat_changed(self, seat: int) -> None:
        badges = self.scene.badges()
        if 0 <= seat < len(badges):
            b = badges[seat]
            self.scores.show_seat(seat, b.stack, b.score, b.roles, b.out, b.score_parts)

    def _on_idle(self) -> None:
        """The table shows the position: the next to act is marked; the end's standings; playing goes on."""
        if not self.active:
            return
        step = self.cursor.step()
        self.scene.set_turn(self._to_act(step))
        if step.position == self.cursor.end and not self._end_said:
            self._end_said = True
            self.log.add_lines(self.feed.flush() + self._end_lines())
        if self.playing:
            self.clock.start(self._pause())

    @staticmethod
    def _to_act(step: Step) -> int | None:
        seat = step.view.get("to_act")
        return seat if isinstance(seat, int) and not isinstance(seat, bool) else None

    def step_words(self, step: Step) -> str:
        """What led to a position, in the log's words."""
        if step.stopped:
            return tr("The match was stopped.")
        if step.action is None:
            return tr("The first deal is dealt.")
        for e in step.events:
            if e.kind is Ev.ACTION:
                return self.words.event_line(e) or ""
        return ""

    def retranslate(self) -> None:
        """The bar, the table's captions, the scores and the log in the language in use."""
        if not self.active:
            return
        self._finish()
        self._rename(self.cursor.viewer)
        self.scene.retranslate()
        self.scores.retranslate()
        self._rebuild_log()
        self.bar.retranslate()


def start_replay(window: Any, match_id: int, ended: float | None = None) -> Replayer | None:
    """Replay a finished match of the history on the window's table (None, and the window says why, if it cannot)."""
    history = window.history
    got = history.match_record(match_id) if history is not None else None
    if got is None:
        window.notify(tr("This match cannot be replayed: the history holds no record of its moves."), warn=False)
        return None
    record, stopped = got
    try:
        with ReplayProgress(window) as progress:
            replayer = Replayer(window, record, stopped, ended, progress)
    except ReplayStopped:
        return None
    except (RecordError, KeyError, TypeError, ValueError) as exc:
        print(f"lomber: replay of match {match_id}: {exc}", file=sys.stderr)
        words = error_text(exc) if isinstance(exc, RecordError) else str(exc)
        window.notify(fmt(tr("This match cannot be replayed: %1"), words), warn=False)
        return None
    old = getattr(window, "replayer", None)
    if old is not None:
        old.leave()
    window.replayer = replayer
    replayer.enter()
    return replayer


def choose_replay(window: Any) -> ReplayChooser:
    """Open the list of finished matches; the one chosen is replayed on the table."""
    dlg = ReplayChooser(window, window.history)
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    screen = window.screen().availableGeometry() if window.screen() is not None else None
    w, h = 820, 520
    if screen is not None:
        w, h = min(w, screen.width() - 40), min(h, screen.height() - 60)
    dlg.resize(w, h)

    def chosen() -> None:
        mid = dlg.chosen()
        row = next((r for r in dlg.rows if r.match_id == mid), None)
        if mid is not None:
            start_replay(window, mid, row.ended if row is not None else None)

    dlg.accepted.connect(chosen)
    dlg.open()
    return dlg
