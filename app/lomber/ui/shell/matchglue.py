"""The match on the table: the window follows its controller's signals (the table, the action bar, the status
bar, the scores and results, the Hint and the odds), pauses after a deal, and records a finished match. It knows
the window only as `GlueWindow` (ui/shell/gluewindow.py)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from lomber.controller.match_controller import AI_FAILED, AI_ILLEGAL, AI_PROCESS
from lomber.engine.actions import Action, parse_action
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Ev, Event
from lomber.engine.match import Match
from lomber.engine.registry import game_info
from lomber.ui.errors import error_text
from lomber.ui.seatnames import shown_names
from lomber.ui.shell.deals import window_title
from lomber.ui.table.actionbar import clickable_cards
from lomber.ui.texts import GameTexts, fmt, game_name, tr

if TYPE_CHECKING:   # the standings load with a match's end, not before the table's first paint
    from lomber.storage.history import History
    from lomber.ui.panels.standings import StandingsView
    from lomber.ui.shell.gluewindow import GlueWindow


def can_stop(match: Match | None) -> bool:
    """A match in progress whose game settles an early stop (every game does; its rule panel says how)."""
    # a network seat's match (controller/remote.py) is stopped by its host only
    return (match is not None and not match.finished and not getattr(match, "remote", False)
            and game_info(match.game_id).can_stop())


class MatchGlue:
    """The window's part in a match: what each of the controller's moments shows, and the match's end."""

    def __init__(self, window: GlueWindow) -> None:
        self.w = window
        self._wired: list[tuple[Any, Any]] = []

    def wire(self, c: Any) -> None:
        """The window follows this controller's signals (a MatchController, or a network seat's); each link is
        kept, so that `_unwire_controller` cuts exactly these (others, e.g. the replay's, stay)."""
        hints, odds = self.w.hints, self.w.odds
        self._wired: list[tuple[Any, Any]] = [
            (c.started, self._on_started), (c.eventsReady, self._on_events), (c.viewChanged, self._on_view_changed),
            (c.prompt, self._on_prompt), (c.thinking, self._on_thinking), (c.handoff, self._on_handoff),
            (c.acted, self._on_acted), (c.matchEnded, self._on_match_ended), (c.problem, self._on_problem),
            # the advisor: the Hint and the odds panel follow the controller
            (c.started, lambda *_: (self.w.advisor.reset(), hints.clear(), odds.start())),
            (c.prompt, lambda *_: (hints.clear(), odds.decision())),
            (c.acted, lambda *_: (hints.clear(), odds.acted())),
            (c.thinking, lambda *_: hints.refresh()),
            (c.handoff, lambda *_: (hints.clear(), odds.curtain())),
            (c.viewChanged, lambda _viewer, view, _events: (hints.clear(), odds.view_changed(view))),
            (c.matchEnded, lambda *_: (hints.clear(), odds.ended())),
        ]
        for signal, slot in self._wired:
            signal.connect(slot)

    def unwire(self) -> None:
        for signal, slot in self._wired:
            signal.disconnect(slot)
        self._wired = []

    def connect_scene_advice(self) -> None:
        odds = self.w.odds
        self.w.scene.eventShown.connect(odds.shown)
        self.w.scene.viewSettled.connect(odds.settled)
        self.w.docks["odds"].visibilityChanged.connect(lambda shown: odds.refresh() if shown else None)

    def _on_started(self, game: str, names: list[str], viewer: int) -> None:
        self.end_pause()
        names = shown_names(names, self.w.hot_seat_table())
        self.close_standings()
        self.w.words = GameTexts(game, list(names))
        self.address_user()
        self.w.match_log.start(self.w.words)
        self.w.deal_results.start(self.w.words)
        self.w.scene.setup(game, list(names), viewer)
        self.w.sounds.set_game(game)
        self.w.scene.set_curtain(None)
        self.w.action_bar.set_game(game)
        self.w.action_bar.disable_all()
        self.w.action_bar.set_prompt("")     # the last match's prompt is not this one's (its draw for the dealer)
        self.w.scores.set_names(list(names), game)
        if self.w.history is not None:
            self.w.scores.set_stats(**self.w.history.stats(game))
        self.w.rules_game = game
        self.w.after_first_paint(self.w.fill_rules)   # Markdown for a dock mostly hidden: not before the table
        self.w.log.clear()
        self.w.match_log.note(lambda: fmt(tr("A match of %1 begins."), game_name(game)))
        self.w.status(fmt(tr("A match of %1 begins."), game_name(game)))
        if self.w.controller.random_seats:
            self.w.note(lambda: tr("The computer players of this game are not installed; they play at random."))
        self.w.setWindowTitle(window_title(self.w.controller.match))
        self.refresh_match_items()

    def refresh_match_items(self) -> None:
        """Save and Stop enabled when they can act on the match on the table, else greyed saying why."""
        match = self.w.controller.match
        local = match is not None and not getattr(match, "remote", False)
        self.w.labels.enable(self.w.act_save, local, (lambda: tr("The host of a network table keeps its record."))
                             if match is not None else (lambda: tr("There is no match to save yet.")))
        if match is None:
            why = lambda: tr("There is no match to stop: Game ▸ New game starts one.")
        elif match.finished:
            why = lambda: tr("The match is over.")
        else:
            why = lambda: tr("Only the host of a network table can stop its match.")
        self.w.labels.enable(self.w.act_stop, can_stop(match), why)

    def _on_events(self, events: list, view: dict) -> None:
        self.w.deal_results.batch(events, view)
        self.w.scene.show_events(events, view)

    def _on_view_changed(self, viewer: int, view: dict, events: list) -> None:
        """Redraw at once (a resumed or opened match, a hot-seat switch): the table, its counts and the log."""
        self.w.scene.set_viewer(viewer)
        if not self.w.controller.curtain:
            self.w.scene.set_curtain(None)
        self.address_user()
        self.w.scene.sync(view, events)
        self.w.match_log.rebuild_log(events)
        self.w.deal_results.restore(events, view)

    def _on_prompt(self, seat: int, legal: list) -> None:
        self.w.scene.set_turn(seat)
        if seat in self.w.controller.remote:
            # A network player's decision: he is asked at his own screen (net/host.py), never here.
            self.w.action_bar.disable_all()
            self.w.action_bar.set_prompt("")
            self.w.status(fmt(tr("Waiting for %1…"), self.w.names()[seat]))
            return
        self.w.scene.set_playable(clickable_cards(legal))
        view = self.w.controller.match.view(seat) if self.w.controller.match is not None else {}
        text = self.w.words.prompt(view, legal)   # what matters now, then the choices: "Your point: 5 — Draw or Stand"
        self.w.action_bar.show_choices(legal, text, self.w.scene.hand_order())
        self.w.status("")      # the prompt is the action bar's, said once (the status bar's "thinking…" is over)

    def _on_thinking(self, seat: int) -> None:
        self.w.scene.set_turn(seat)
        self.w.action_bar.disable_all()
        self.w.action_bar.set_prompt("")
        self.w.status(fmt(tr("%1 is thinking…"), self.w.names()[seat]))

    def _on_handoff(self, seat: int) -> None:
        name = self.w.names()[seat]
        self.w.scene.set_turn(seat)
        self.w.scene.set_curtain(fmt(tr("%1's turn. Others, please look away."), name))
        self.w.action_bar.show_reveal(name)
        self.w.status(fmt(tr("Pass the screen to %1."), name))
        self.address_user()
        self.w.rebuild_log(self.w.controller.shown_events())   # beside the curtain: only what everyone may know
        self.w.result_panel.retranslate()                     # nobody is "you" behind the curtain

    def on_chosen(self, action: Action) -> None:
        if self.w.coach.allow(action):      # in a lesson, a move other than the step's is explained, not made
            self.w.controller.submit(action)

    def _on_acted(self, seat: int, action: Action) -> None:
        self.w.action_bar.disable_all()
        self.w.scene.set_playable(set())

    def address_user(self) -> None:
        """The seat on screen, if a human's, is "you" in the log, the prompt and the results (None behind the
        curtain, or when only computers play)."""
        if self.w.words is None:
            return
        match, seat = self.w.controller.match, self.w.controller.screen()
        human = match is not None and seat is not None and 0 <= seat < len(match.seats) \
            and match.seats[seat].kind == "human"
        self.w.words.you = seat if human else None

    def raise_result(self) -> None:
        """A deal ended: its result's tab comes to the front (if the user keeps the panel open and is not reading
        the odds)."""
        dock = self.w.docks["result"]
        # Someone watching the odds (a tab of the same group) keeps them: they are about the coming decision.
        if not dock.isHidden() and not self.w.odds.in_view():
            dock.raise_()

    def _on_match_ended(self, summary: dict) -> None:
        from lomber.ui.panels.standings import standings_lines

        # who won: the match's end already said it
        for i in range(1, len(standings_lines(summary, self.w.words))):
            self.w.match_log.note(lambda i=i: standings_lines(summary, self.w.words)[i])
        self.w.scene.set_turn(None)
        self.w.scene.set_playable(set())
        self.w.scene.set_curtain(None)    # a hot-seat match stopped behind the curtain: nobody's turn is left
        self.w.action_bar.disable_all()
        self.refresh_match_items()
        self.w.action_bar.set_prompt(tr("The match is over. Game ▸ New game for another."))   # not a stale turn
        self.w.status(tr("The match is over. Game ▸ New game for another."))
        if getattr(self.w.controller, "open_hands", False):
            # Game ▸ Watch is a demo: not in the history, and the autosave on disk is another match's.
            self.show_standings(summary)
            return
        # A lesson is not a match: not in the history, and the autosave (of a real match left for it) stays; a
        # network seat's match is the host's to record.
        kept = True
        if (self.w.controller.match is not None and not self.w.coach.active()
                and not getattr(self.w.controller.match, "remote", False)):
            # Into the history first, then the autosave goes: a kill between the two loses nothing.
            kept = self.record_finished(self.w.controller.match,
                                        stopped=self.w.stopped_match is self.w.controller.match)
        if not self.w.coach.active():
            if kept:
                self.w.prefs.forget_autosave()   # whatever the setting: one switched off mid-match left its autosave
            else:
                self.keep_finished(self.w.controller.match)
        self.show_standings(summary)

    def _on_problem(self, kind: str, seat: int, detail: object) -> None:
        """Tell the user in his language; the detail in English goes to the terminal, for a bug report."""
        name = self.w.names()[seat] if 0 <= seat < len(self.w.names()) else str(seat)
        if kind == AI_FAILED:
            text = fmt(tr("The computer player %1 failed; a safe move was made for it."), name)
        elif kind == AI_ILLEGAL:
            text = fmt(tr("The computer player %1 chose a move the rules do not allow (%2); a safe move was made "
                          "for it."), name, self._move_words(detail))
        elif kind == AI_PROCESS:
            text = tr("The computer players could not run in their own process; they think in the window's "
                      "process now.")
        elif kind.startswith("net-"):   # a network seat's (controller/remote.py)
            from lomber.controller.remote import NET_FAILED
            from lomber.ui.shell.netwindow import problem_text

            print(f"lomber: {kind} seat {seat}: {detail}", file=sys.stderr)
            self.w.notify(problem_text(kind, detail), warn=kind == NET_FAILED)
            return
        elif isinstance(detail, BaseException):
            text = fmt(tr("Not allowed: %1"), error_text(detail, self.w.words, inner=True))
        else:
            text = tr("Not allowed.")
        print(f"lomber: {kind} seat {seat}: {detail}", file=sys.stderr)
        self.w.notify(text, warn=False)

    def _move_words(self, text: object) -> str:
        """A move a computer player chose, in the table's words (its text if the words do not know it)."""
        try:
            parse_action(str(text))
        except IllegalAction:
            return tr("a move that cannot be read")
        return self.w.words.bubble(str(text)) if self.w.words else str(text)

    def refresh_prompt(self) -> None:
        """Say again what the table waits for (after a change of language)."""
        c = self.w.controller
        if c.match is None:
            self.w.status(tr("Choose Game ▸ New game to sit down at the table."))
        elif c.match.finished:
            self.w.action_bar.set_prompt(tr("The match is over. Game ▸ New game for another."))
            self.w.status(tr("The match is over. Game ▸ New game for another."))
        elif self.w.deal_paused:
            self.say_paused()
        elif c.awaiting is not None:
            self._on_prompt(c.awaiting, c.match.legal_actions())
        elif c.handing_to is not None:
            self._on_handoff(c.handing_to)
        elif c.thinking_seat is not None:
            self._on_thinking(c.thinking_seat)
        else:
            self.w.statusBar().clearMessage()     # between moves: nothing left from a replay, a lesson, a box

    def end_pause(self) -> None:
        """A new match, or Stop: a table held at the last deal's end runs again."""
        if self.w.deal_paused:
            self.w.deal_paused = False
            self.w.scene.queue.hold(False)

    def stopped(self) -> None:
        """Right after Stop: nothing of the stopped match can be clicked while its settlement is shown."""
        self.w.hints.clear()
        self.w.odds.ended()               # its odds are of a match that no longer goes on
        self.refresh_match_items()
        self.w.action_bar.disable_all()
        self.w.scene.set_playable(set())
        self.w.scene.set_curtain(None)

    def pause_here(self, e: Event) -> bool:
        """The table stops at this deal's end: the setting is on, a person plays, the match goes on, and the
        table animates (INSTANT means "wait for nothing": there the deal's result panel keeps the figures; a
        computer-only match — smoke runs, the soak, the bench — never waits)."""
        match = self.w.controller.match
        return (e.kind == Ev.DEAL_END and self.w.settings.pause_after_deal and not self.w.prefs.instant()
                and match is not None and not match.finished and any(s.kind == "human" for s in match.seats)
                and not self.w.deal_paused)

    def say_paused(self) -> None:
        self.w.action_bar.show_continue()
        self.w.status(tr("The deal is over. Continue when you are ready."))

    def continue_play(self) -> None:
        """The Continue button: the table's clock goes on (the next deal), the controller follows the table."""
        if not self.w.deal_paused:
            return
        self.w.deal_paused = False
        self.w.action_bar.disable_all()
        self.w.action_bar.set_prompt("")
        self.w.table_view.setFocus()
        self.w.scene.queue.hold(False)

    def show_standings(self, summary: dict) -> StandingsView | None:
        """The match's standings over the felt's free middle, clear of every seat and hand."""
        from lomber.ui.panels.standings import StandingsMaker, StandingsView

        self.close_standings()
        if self.w.words is None:
            return None
        view = StandingsView(self.w.table_view.viewport(), StandingsMaker(summary, self.w.words),
                             lambda: self.w.new_game_dialog())
        self.w.standings_view = view
        view.destroyed.connect(lambda *_: self._forget_standings(view))
        view.place()
        view.show()
        view.raise_()
        return view

    def close_standings(self) -> None:
        if self.w.standings_view is not None:
            self.w.standings_view.close()
            self.w.standings_view.deleteLater()
            self.w.standings_view = None

    def _forget_standings(self, view: StandingsView) -> None:
        if self.w.standings_view is view:
            self.w.standings_view = None

    def tell_history_problem(self, history: History) -> None:
        """Say what is wrong with the history, if anything (a damaged one was kept aside, a locked one waits)."""
        from lomber.storage.history import State

        if history.state is State.RECOVERED and history.aside is not None:
            self.w.notify(fmt(tr("The history of matches was damaged; it was kept as %1 and a new one was started."),
                            history.aside.name))
        elif history.state is State.UNAVAILABLE:
            print(f"lomber: the history: {history.detail}", file=sys.stderr)
            self.w.notify(tr("The history of matches cannot be used now; finished matches are kept and added later."))
        elif history.state is State.NEWER:
            self.w.notify(tr("The history of matches was written by a newer Lomber: it is shown but not changed."))
        elif history.state is State.READ_ONLY:
            self.w.notify(tr("The history of matches can only be read (its folder cannot be written): it is shown, "
                             "but a match finished now cannot be added to it."))
        elif history.state is State.REMADE:
            print(f"lomber: the history: {history.detail}", file=sys.stderr)
            self.w.notify(tr("The history of matches was removed while Lomber ran (its folder deleted?); a new one "
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

    def record_finished(self, match: Match, stopped: bool = False) -> bool:
        """Put a finished match into the history; without one (not open yet, or unavailable) it waits queued.
        False when neither took it (then the caller keeps it)."""
        from lomber.storage.history import Added  # sqlite loads after the first paint, not with the window
        from lomber.storage.pending import queue_match

        record = match.record()
        if self.w.history is not None:
            state = self.w.history.state
            outcome = self.w.history.add_match(record, stopped)
            if self.w.history.state is not state:   # found gone, damaged or locked while adding: said once
                self.tell_history_problem(self.w.history)
            self.w.scores.set_stats(**self.w.history.stats(match.game_id))
            if outcome is not Added.FAILED:
                return True
        else:
            try:
                queue_match(record, stopped)
                return True
            except OSError:
                pass
        self.w.notify(tr("This match could not be added to the history (the disk may be full)."))
        return False
