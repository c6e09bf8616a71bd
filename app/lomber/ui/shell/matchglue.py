"""The match on the table: the window follows its controller's signals (the table, the action bar, the status
bar, the scores and results, the Hint and the odds), pauses after a deal, and records a finished match. It never
holds the window: only the small doors of ui/shell/gluewindow.py, which the window builds and hands in."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from lomber.controller.match_controller import AI_FAILED, AI_ILLEGAL, AI_PROCESS
from lomber.engine.actions import Action, parse_action
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Event
from lomber.ui.errors import error_text
from lomber.ui.seatnames import shown_names
from lomber.ui.shell.gluewindow import (
    GlueAdvice,
    GlueBar,
    GlueController,
    GlueItems,
    GlueLessons,
    GlueNotices,
    GluePanels,
    GluePause,
    GlueRecords,
    GlueScene,
    GlueStandings,
)
from lomber.ui.table.actionbar import clickable_cards
from lomber.ui.texts import GameTexts, fmt, game_name, tr

if TYPE_CHECKING:   # the standings load with a match's end, not before the table's first paint
    from lomber.ui.panels.standings import StandingsView


class MatchGlue(QObject):
    """The window's part in a match: what each of the controller's moments shows, and the match's end. `began`
    tells the window a match of that game is on the table (its rules, sounds and title are the window's)."""

    began = Signal(str)
    c: GlueController      # the controller of the match on the table, as `wire` was given it

    def __init__(self, scene: GlueScene, bar: GlueBar, notices: GlueNotices, panels: GluePanels,
                 advice: GlueAdvice, pause: GluePause, standings: GlueStandings, records: GlueRecords,
                 items: GlueItems, lessons: GlueLessons) -> None:
        super().__init__()
        self.scene = scene
        self.bar = bar
        self.notices = notices
        self.panels = panels
        self.advice = advice
        self.pause = pause
        self.standings = standings
        self.records = records
        self.items = items
        self.lessons = lessons
        self.words: GameTexts | None = None     # the words of the game on the table (set when a match starts)
        self._wired: list[tuple[Any, Any]] = []

    def wire(self, c: Any) -> None:
        """The window follows this controller's signals (a MatchController, or a network seat's); each link is
        kept, so that `unwire` cuts exactly these (others, e.g. the replay's, stay)."""
        self.c = c
        self._wired = [
            (c.started, self._on_started), (c.eventsReady, self._on_events), (c.viewChanged, self._on_view_changed),
            (c.prompt, self._on_prompt), (c.thinking, self._on_thinking), (c.handoff, self._on_handoff),
            (c.acted, self._on_acted), (c.matchEnded, self._on_match_ended), (c.problem, self._on_problem),
            *self.advice.links(c),     # the Hint and the odds panel follow the controller
        ]
        for signal, slot in self._wired:
            signal.connect(slot)

    def unwire(self) -> None:
        for signal, slot in self._wired:
            signal.disconnect(slot)
        self._wired = []

    def connect_scene_advice(self) -> None:
        self.advice.follow_table()

    def hot_seat_table(self) -> bool:
        """Two or more people play at this screen (not at a network table: each player has his own)."""
        return self.c.match is not None and self.c.hot_seat()

    def names(self) -> list[str]:
        """The seats' names as shown: a default name in the language in use."""
        return shown_names(self.c.names(), self.hot_seat_table())

    def _on_started(self, game: str, names: list[str], viewer: int) -> None:
        self.end_pause()
        names = shown_names(names, self.hot_seat_table())
        self.close_standings()
        self.words = GameTexts(game, list(names))
        self.address_user()
        self.panels.start(self.words)
        self.scene.setup(game, list(names), viewer)
        self.scene.set_curtain(None)
        self.bar.set_game(game)
        self.bar.disable_all()
        self.bar.set_prompt("")     # the last match's prompt is not this one's (its draw for the dealer)
        self.panels.seat(list(names), game)
        self.records.show_stats(game)
        self.panels.clear_log()
        self.panels.note(lambda: fmt(tr("A match of %1 begins."), game_name(game)))
        self.notices.status(fmt(tr("A match of %1 begins."), game_name(game)))
        if self.c.random_seats:
            self.panels.note(lambda: tr("The computer players of this game are not installed; they play at random."))
        self.began.emit(game)
        self.refresh_match_items()

    def refresh_match_items(self) -> None:
        """Save and Stop enabled when they can act on the match on the table, else greyed saying why."""
        self.items.refresh(self.c.match)

    def _on_events(self, events: list, view: dict) -> None:
        self.panels.batch(events, view)
        self.scene.show_events(events, view)

    def _on_view_changed(self, viewer: int, view: dict, events: list) -> None:
        """Redraw at once (a resumed or opened match, a hot-seat switch): the table, its counts and the log."""
        self.scene.set_viewer(viewer)
        if not self.c.curtain:
            self.scene.set_curtain(None)
        self.address_user()
        self.scene.sync(view, events)
        self.panels.redraw(events, view)

    def _on_prompt(self, seat: int, legal: list) -> None:
        self.scene.set_turn(seat)
        if seat in self.c.remote:
            # A network player's decision: he is asked at his own screen (net/host.py), never here.
            self.bar.disable_all()
            self.bar.set_prompt("")
            self.notices.status(fmt(tr("Waiting for %1…"), self.names()[seat]))
            return
        self.scene.set_playable(clickable_cards(legal))
        view = self.c.match.view(seat) if self.c.match is not None else {}
        text = self.words.prompt(view, legal)   # what matters now, then the choices: "Your point: 5 — Draw or Stand"
        self.bar.show_choices(legal, text, self.scene.hand_order())
        self.notices.status("")   # the prompt is the action bar's, said once (the status bar's "thinking…" is over)

    def _on_thinking(self, seat: int) -> None:
        self.scene.set_turn(seat)
        self.bar.disable_all()
        self.bar.set_prompt("")
        self.notices.status(fmt(tr("%1 is thinking…"), self.names()[seat]))

    def _on_handoff(self, seat: int) -> None:
        name = self.names()[seat]
        self.scene.set_turn(seat)
        self.scene.set_curtain(fmt(tr("%1's turn. Others, please look away."), name))
        self.bar.show_reveal(name)
        self.notices.status(fmt(tr("Pass the screen to %1."), name))
        self.address_user()
        self.panels.curtain(self.c.shown_events())   # beside the curtain: only what everyone may know

    def on_chosen(self, action: Action) -> None:
        if self.lessons.allow(action):      # in a lesson, a move other than the step's is explained, not made
            self.c.submit(action)

    def _on_acted(self, seat: int, action: Action) -> None:
        self.bar.disable_all()
        self.scene.set_playable(set())

    def address_user(self) -> None:
        """The seat on screen, if a human's, is "you" in the log, the prompt and the results (None behind the
        curtain, or when only computers play)."""
        if self.words is None:
            return
        match, seat = self.c.match, self.c.screen()
        human = match is not None and seat is not None and 0 <= seat < len(match.seats) \
            and match.seats[seat].kind == "human"
        self.words.you = seat if human else None

    def _on_match_ended(self, summary: dict) -> None:
        from lomber.ui.panels.standings import standings_lines

        # who won: the match's end already said it
        for i in range(1, len(standings_lines(summary, self.words))):
            self.panels.note(lambda i=i: standings_lines(summary, self.words)[i])
        self.scene.set_turn(None)
        self.scene.set_playable(set())
        self.scene.set_curtain(None)    # a hot-seat match stopped behind the curtain: nobody's turn is left
        self.bar.disable_all()
        self.refresh_match_items()
        self.bar.set_prompt(tr("The match is over. Game ▸ New game for another."))   # not a stale turn
        self.notices.status(tr("The match is over. Game ▸ New game for another."))
        if self.c.open_hands:
            # Game ▸ Watch is a demo: not in the history, and the autosave on disk is another match's.
            self.show_standings(summary)
            return
        # A lesson is not a match: not in the history, and the autosave (of a real match left for it) stays; a
        # network seat's match is the host's to record.
        kept = True
        if (self.c.match is not None and not self.lessons.active()
                and not getattr(self.c.match, "remote", False)):
            # Into the history first, then the autosave goes: a kill between the two loses nothing.
            kept = self.records.record_finished(self.c.match)
        if not self.lessons.active():
            if kept:
                self.records.forget_autosave()   # whatever the setting: one switched off mid-match left its autosave
            else:
                self.records.keep_finished(self.c.match)
        self.show_standings(summary)

    def _on_problem(self, kind: str, seat: int, detail: object) -> None:
        """Tell the user in his language; the detail in English goes to the terminal, for a bug report."""
        names = self.names()
        name = names[seat] if 0 <= seat < len(names) else str(seat)
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
            self.notices.notify(problem_text(kind, detail), warn=kind == NET_FAILED)
            return
        elif isinstance(detail, BaseException):
            text = fmt(tr("Not allowed: %1"), error_text(detail, self.words, inner=True))
        else:
            text = tr("Not allowed.")
        print(f"lomber: {kind} seat {seat}: {detail}", file=sys.stderr)
        self.notices.notify(text, warn=False)

    def _move_words(self, text: object) -> str:
        """A move a computer player chose, in the table's words (its text if the words do not know it)."""
        try:
            parse_action(str(text))
        except IllegalAction:
            return tr("a move that cannot be read")
        return self.words.bubble(str(text)) if self.words else str(text)

    def refresh_prompt(self) -> None:
        """Say again what the table waits for (after a change of language)."""
        ctl = self.c
        if ctl.match is None:
            self.notices.status(tr("Choose Game ▸ New game to sit down at the table."))
        elif ctl.match.finished:
            self.bar.set_prompt(tr("The match is over. Game ▸ New game for another."))
            self.notices.status(tr("The match is over. Game ▸ New game for another."))
        elif self.pause.paused:
            self.say_paused()
        elif ctl.awaiting is not None:
            self._on_prompt(ctl.awaiting, ctl.match.legal_actions())
        elif ctl.handing_to is not None:
            self._on_handoff(ctl.handing_to)
        elif ctl.thinking_seat is not None:
            self._on_thinking(ctl.thinking_seat)
        else:
            self.notices.clear()     # between moves: nothing left from a replay, a lesson, a box

    def end_pause(self) -> None:
        """A new match, or Stop: a table held at the last deal's end runs again."""
        if self.pause.paused:
            self.pause.resume()

    def stopped(self) -> None:
        """Right after Stop: nothing of the stopped match can be clicked while its settlement is shown."""
        self.advice.stopped()
        self.refresh_match_items()
        self.bar.disable_all()
        self.scene.set_playable(set())
        self.scene.set_curtain(None)

    def pause_here(self, e: Event) -> bool:
        """The table stops at this deal's end (gluedoors.DealPause.due says when)."""
        return self.pause.due(e, self.c.match)

    def say_paused(self) -> None:
        self.bar.show_continue()
        self.notices.status(tr("The deal is over. Continue when you are ready."))

    def continue_play(self) -> None:
        """The Continue button: the table's clock goes on (the next deal), the controller follows the table."""
        if not self.pause.paused:
            return
        self.bar.disable_all()
        self.bar.set_prompt("")
        self.pause.resume(focus=True)

    def show_standings(self, summary: dict) -> StandingsView | None:
        """The match's standings over the felt's free middle, clear of every seat and hand."""
        self.close_standings()
        if self.words is None:
            return None
        return self.standings.show(summary, self.words)

    def close_standings(self) -> None:
        self.standings.close()
