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
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QWidget,
)

from lomber.engine.cursor import ReplayCursor, Step
from lomber.engine.errors import RecordError
from lomber.engine.events import Ev, Event, mask
from lomber.engine.records import Progress, ReplayStopped
from lomber.ui.dialogs.opening import ReplayProgress
from lomber.ui.errors import error_text
from lomber.ui.panels.docks import LogPanel, ScoresPanel
from lomber.ui.panels.logfeed import LogFeed
from lomber.ui.panels.replaybar import ReplayBar
from lomber.ui.panels.replaychooser import ReplayChooser, when
from lomber.ui.seatnames import PLAYER, YOU, shown_name
from lomber.ui.table.scene import TableScene
from lomber.ui.table.speeds import Speed, durations
from lomber.ui.texts import GameTexts, fmt, game_name, tr

PLAY_FLOOR_MS = 150     # the least pause between two actions when playing (INSTANT would flash through a match)
LOG_ACTIONS = 2000      # the log of a replay is rebuilt from a deal start at most about this many actions back


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
        glue = getattr(w, "glue", None)
        if glue is not None:
            glue.refresh_prompt()                 # the status line says the live table's prompt again
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
        from lomber.ui.panels.standings import standings_lines

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
