"""The small parts the window hands its match glue (ui/shell/matchglue.py) instead of itself: each holds only the
pieces of the window it drives and owns the state that goes with them (the deal's pause, the standings over the
felt, the history and the stopped match). Their Protocols, as the glue sees them: ui/shell/gluewindow.py."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

from lomber.engine.events import Ev, Event
from lomber.engine.match import Match
from lomber.engine.registry import game_info
from lomber.ui.plaintext import warning_box
from lomber.ui.texts import fmt, tr

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QStatusBar, QWidget

    from lomber.controller.advice_service import AdviceService
    from lomber.settings import Settings
    from lomber.storage.history import History
    from lomber.ui.panels.docks import LogPanel, ScoresPanel
    from lomber.ui.panels.hint import Hints
    from lomber.ui.panels.lesson import Coach
    from lomber.ui.panels.odds import OddsPanel
    from lomber.ui.panels.results import DealResults, ResultPanel
    from lomber.ui.panels.standings import StandingsView
    from lomber.ui.shell.mainwindow import MainWindow
    from lomber.ui.shell.matchglue import MatchGlue
    from lomber.ui.shell.matchlog import MatchLog
    from lomber.ui.shell.menus import Labels
    from lomber.ui.table.scene import TableScene
    from lomber.ui.table.view import TableView
    from lomber.ui.texts import GameTexts


def can_stop(match: Match | None) -> bool:
    """A match in progress whose game settles an early stop (every game does; its rule panel says how)."""
    # a network seat's match (controller/remote.py) is stopped by its host only
    return (match is not None and not match.finished and not getattr(match, "remote", False)
            and game_info(match.game_id).can_stop())


def build_glue(w: MainWindow) -> MatchGlue:
    """The window's match glue, handed its doors: the window's own parts, and the small ones of this module."""
    from lomber.ui.shell.matchglue import MatchGlue

    panels = Panels(w.match_log, w.deal_results, w.result_panel, w.scores, w.log)
    advice = Advice(w.advisor, w.hints, w.odds, w.docks["odds"], w.scene)
    return MatchGlue(w.scene, w.action_bar, w.notice, panels, advice, w.pause, w.standings, w.records,
                     MatchItems(w.labels), Lessons())


def raise_result(dock: QDockWidget, odds: OddsPanel) -> None:
    """A deal ended: its result's tab comes to the front (if the user keeps the panel open and is not reading the
    odds: someone watching them, a tab of the same group, keeps them; they are about the coming decision)."""
    if not dock.isHidden() and not odds.in_view():
        dock.raise_()


class Notices:
    """What the window says: its status bar, and a notice (the status bar, the log, and a box that does not block
    the table). `said` keeps every notice (tests read it)."""

    def __init__(self, bar: QStatusBar, note: Callable[[str], None], instant: Callable[[], bool]) -> None:
        self.bar, self._note, self._instant = bar, note, instant
        self.said: list[str] = []

    def status(self, text: str, ms: int = 0) -> None:
        """Show a prompt in the status bar (untouched if it already says so: no needless repaint)."""
        if self.bar.currentMessage() != text:
            self.bar.showMessage(text, ms)

    def notify(self, text: str, warn: bool = True) -> None:
        self.said.append(text)
        self.status(text, 10000)
        self._note(text)
        if warn and not self._instant():
            box = warning_box(tr("Lomber"), text, self.bar.window())   # over the window the status bar is in
            box.setModal(False)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.show()

    def clear(self) -> None:
        self.bar.clearMessage()


class DealPause:
    """The table's clock held at a deal's end until Continue (View ▸ Pause after each deal, and a lesson's end).
    It alone sets the pause: the others ask it to `hold`, `resume` or `cancel`."""

    def __init__(self, view: TableView, settings: Settings, instant: Callable[[], bool]) -> None:
        self._view, self._settings, self._instant = view, settings, instant
        self._paused = False

    @property
    def paused(self) -> bool:
        """The table's clock is held at a deal's end, waiting for Continue."""
        return self._paused

    def hold(self) -> None:
        """The table's clock stops on this deal's end (the next deal's start may be in the same batch); the
        controller, which waits for the table, waits too. Held already: nothing changes."""
        if not self._paused:
            self._paused = True
            self._view.table.queue.hold(True)

    def cancel(self) -> None:
        """No deal waits any more, and none goes on: the table is gone (whoever clears the table clears its
        clock)."""
        self._paused = False

    def due(self, e: Event, match: Match | None) -> bool:
        """The table stops at this deal's end: the setting is on, a person plays, the match goes on, and the
        table animates (INSTANT means "wait for nothing": there the deal's result panel keeps the figures; a
        computer-only match — smoke runs, the soak, the bench — never waits)."""
        return (e.kind == Ev.DEAL_END and self._settings.pause_after_deal and not self._instant()
                and match is not None and not match.finished and any(s.kind == "human" for s in match.seats)
                and not self._paused)

    def resume(self, focus: bool = False) -> None:
        """The table's clock goes on (`focus`: and the table takes the keyboard first)."""
        self._paused = False
        if focus:
            self._view.setFocus()
        self._view.table.queue.hold(False)


class Standings(QObject):
    """The match's standings over the felt's free middle, clear of every seat and hand; its New game button asks
    the window (`newGame`)."""

    newGame = Signal()

    def __init__(self, viewport: QWidget) -> None:
        super().__init__()
        self._viewport = viewport
        self.view: StandingsView | None = None

    def show(self, summary: dict, words: GameTexts) -> StandingsView:
        from lomber.ui.panels.standings import StandingsMaker, StandingsView  # with a match's end, not at start

        self.close()
        view = StandingsView(self._viewport, StandingsMaker(summary, words), lambda: self.newGame.emit())
        self.view = view
        view.destroyed.connect(lambda *_: self._forget(view))
        view.place()
        view.show()
        view.raise_()
        return view

    def close(self) -> None:
        if self.view is not None:
            self.view.close()
            self.view.deleteLater()
            self.view = None

    def _forget(self, view: StandingsView) -> None:
        if self.view is view:
            self.view = None


class Panels:
    """The docks beside the table as a match goes: the log, the deal's results and the scores."""

    def __init__(self, match_log: MatchLog, results: DealResults, result_panel: ResultPanel, scores: ScoresPanel,
                 log: LogPanel) -> None:
        self._match_log, self._results, self._result_panel = match_log, results, result_panel
        self._scores, self._log = scores, log

    def start(self, words: GameTexts) -> None:
        self._match_log.start(words)
        self._results.start(words)

    def seat(self, names: list[str], game: str) -> None:
        self._scores.set_names(names, game)

    def clear_log(self) -> None:
        self._log.clear()

    def note(self, text: str | Callable[[], str]) -> None:
        self._match_log.note(text)

    def batch(self, events: list, view: dict) -> None:
        self._results.batch(events, view)

    def redraw(self, events: list, view: dict) -> None:
        """The log and the deal's result again, from these events (a resumed match, a hot-seat switch)."""
        self._match_log.rebuild_log(events)
        self._results.restore(events, view)

    def curtain(self, events: list) -> None:
        """Behind the curtain: the log of only what everyone may know, and nobody is "you" in the results."""
        self._match_log.rebuild_log(events)
        self._result_panel.retranslate()


class Advice:
    """The Hint and the odds panel follow the controller and the table."""

    def __init__(self, advisor: AdviceService, hints: Hints, odds: OddsPanel, dock: QDockWidget,
                 scene: TableScene) -> None:
        self._advisor, self._hints, self._odds, self._dock, self._scene = advisor, hints, odds, dock, scene

    def links(self, c: Any) -> list[tuple[Any, Any]]:
        """The advice's slots on controller `c`'s signals."""
        hints, odds = self._hints, self._odds
        return [
            (c.started, lambda *_: (self._advisor.reset(), hints.clear(), odds.start())),
            (c.prompt, lambda *_: (hints.clear(), odds.decision())),
            (c.acted, lambda *_: (hints.clear(), odds.acted())),
            (c.thinking, lambda *_: hints.refresh()),
            (c.handoff, lambda *_: (hints.clear(), odds.curtain())),
            (c.viewChanged, lambda _viewer, view, _events: (hints.clear(), odds.view_changed(view))),
            (c.matchEnded, lambda *_: (hints.clear(), odds.ended())),
        ]

    def follow_table(self) -> None:
        odds = self._odds
        self._scene.eventShown.connect(odds.shown)
        self._scene.viewSettled.connect(odds.settled)
        self._dock.visibilityChanged.connect(lambda shown: odds.refresh() if shown else None)

    def stopped(self) -> None:
        self._hints.clear()
        self._odds.ended()               # its odds are of a match that no longer goes on


class MatchItems:
    """Game ▸ Save and Stop: enabled when they can act on the match on the table, else greyed saying why."""

    def __init__(self, labels: Labels) -> None:
        self._labels = labels
        self._save: QAction | None = None
        self._stop: QAction | None = None

    def use(self, save: QAction, stop: QAction) -> None:
        self._save, self._stop = save, stop

    def refresh(self, match: Match | None) -> None:
        if self._save is None or self._stop is None:
            return
        local = match is not None and not getattr(match, "remote", False)
        self._labels.enable(self._save, local, (lambda: tr("The host of a network table keeps its record."))
                            if match is not None else (lambda: tr("There is no match to save yet.")))
        if match is None:
            why = lambda: tr("There is no match to stop: Game ▸ New game starts one.")
        elif match.finished:
            why = lambda: tr("The match is over.")
        else:
            why = lambda: tr("Only the host of a network table can stop its match.")
        self._labels.enable(self._stop, can_stop(match), why)


class Lessons:
    """Help ▸ Learn to play, as the match sees it: the coach once the window has made it (none: no lesson)."""

    def __init__(self) -> None:
        self.coach: Coach | None = None

    def allow(self, action: Any) -> bool:
        return self.coach is None or self.coach.allow(action)

    def active(self) -> bool:
        return self.coach is not None and self.coach.active()


class Records:
    """The history of matches (None until it is opened after the first paint), what the scores panel shows of
    it, the match the user stopped (its record does not say so), and a finished match kept when it cannot be
    added."""

    def __init__(self, history: History | None, scores: ScoresPanel, notify: Callable[[str], None],
                 forget_autosave: Callable[[], None]) -> None:
        self.history = history
        self.stopped: Match | None = None
        self._scores, self._notify, self.forget_autosave = scores, notify, forget_autosave

    def show_stats(self, game: str) -> None:
        if self.history is not None:
            self._scores.set_stats(**self.history.stats(game))

    def take(self, history: History) -> None:
        self.history = history
        self.tell_problem(history)

    def tell_problem(self, history: History) -> None:
        """Say what is wrong with the history, if anything (a damaged one was kept aside, a locked one waits)."""
        from lomber.storage.history import State

        if history.state is State.RECOVERED and history.aside is not None:
            self._notify(fmt(tr("The history of matches was damaged; it was kept as %1 and a new one was started."),
                             history.aside.name))
        elif history.state is State.UNAVAILABLE:
            print(f"lomber: the history: {history.detail}", file=sys.stderr)
            self._notify(tr("The history of matches cannot be used now; finished matches are kept and added later."))
        elif history.state is State.NEWER:
            self._notify(tr("The history of matches was written by a newer Lomber: it is shown but not changed."))
        elif history.state is State.READ_ONLY:
            self._notify(tr("The history of matches can only be read (its folder cannot be written): it is shown, "
                            "but a match finished now cannot be added to it."))
        elif history.state is State.REMADE:
            print(f"lomber: the history: {history.detail}", file=sys.stderr)
            self._notify(tr("The history of matches was removed while Lomber ran (its folder deleted?); a new one "
                            "was started."))

    def keep_finished(self, match: Match | None) -> None:
        """The history could not take a finished match (a full disk): its record stays as the autosave, whatever
        the setting, and the next start queues it for the history (storage/autosave.read_autosave)."""
        from lomber.storage.autosave import write_autosave

        if match is None:
            return
        try:
            write_autosave(match.record())
        except OSError as exc:   # the autosave of an earlier action, if any, is left as it is
            print(f"lomber: the finished match could not be kept: {exc}", file=sys.stderr)

    def record_finished(self, match: Match) -> bool:
        """Put a finished match into the history; without one (not open yet, or unavailable) it waits queued.
        False when neither took it (then the caller keeps it)."""
        from lomber.storage.history import Added  # sqlite loads after the first paint, not with the window
        from lomber.storage.pending import queue_match

        record, stopped = match.record(), self.stopped is match
        if self.history is not None:
            state = self.history.state
            outcome = self.history.add_match(record, stopped)
            if self.history.state is not state:   # found gone, damaged or locked while adding: said once
                self.tell_problem(self.history)
            self._scores.set_stats(**self.history.stats(match.game_id))
            if outcome is not Added.FAILED:
                return True
        else:
            try:
                queue_match(record, stopped)
                return True
            except OSError:
                pass
        self._notify(tr("This match could not be added to the history (the disk may be full)."))
        return False
