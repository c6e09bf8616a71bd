"""The game log follows the table's clock: each event's line as the table shows it, the log's own lines kept in
their place, and the whole log worded again in another language."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from lomber.engine.events import Ev, Event
from lomber.ui.panels.logfeed import LogFeed
from lomber.ui.texts import GameTexts

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow


class MatchLog:
    """The log's lines of the window's match, fed as the table shows each event."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self.feed: LogFeed | None = None        # the log's lines, fed as the table shows each event
        # the log's own lines, each after so many of the match's events: said again in another language
        self._notes: list[tuple[int, Callable[[], str]]] = []
        self.reword = False     # the log waits to be worded again in the language in use (the table is busy)

    def start(self, words: GameTexts) -> None:
        """A new match: its log starts empty."""
        self.feed = LogFeed(words)
        self._notes = []

    def note(self, text: str | Callable[[], str]) -> None:
        """A line of the log's own (not an event's): kept in its place when the log is rebuilt. Given as a
        function of no arguments, it is worded again after a change of language (else it stays as said)."""
        say = text if callable(text) else (lambda: text)
        self._notes.append((self.w.controller.events_seen, say))
        self.w.log.add_lines([say()])

    def on_shown(self, e: Event) -> None:
        """The table shows `e` now: its log line, the deal's result when the deal ends."""
        if self.feed is None:
            return
        lines = self.feed.push(e)
        # A computer's decision: its line, clicked, says why it played it (View ▸ Explain computer moves).
        self.w.log.add_lines(lines)
        if e.kind == Ev.ACTION:
            tag = self.w.explainer.shown(e.seat)
            if lines:     # the decision's own line is the last
                self.w.log.tag_last(tag)
            self.w.scene.set_turn(e.seat)     # a forced decision too: the gold edge is on whoever the table shows
            if lines:
                self.w.status(lines[-1])
        elif e.kind == Ev.DEAL_END:
            # The last decision's line ("Player 2: plays K♠") is not news once the deal is settled: its result is.
            self.w.status(lines[-1] if lines else "")
        self.w.deal_results.shown(e)
        if self.w.glue.pause_here(e):
            # View ▸ Pause after each deal: the table's clock stops on the showdown (the next deal's start may be
            # in the same batch); the controller, which waits for the table, waits too.
            self.w.pause.hold()
            self.w.glue.say_paused()

    def on_settled(self, view: dict) -> None:
        if self.feed is not None:
            self.w.log.add_lines(self.feed.flush())

    def on_seat_changed(self, seat: int) -> None:
        """A badge changed: the scores panel says the same (never ahead of the table)."""
        badges = self.w.scene.badges()
        if 0 <= seat < len(badges):
            b = badges[seat]
            self.w.scores.show_seat(seat, b.stack, b.score, b.roles, b.out, b.score_parts)

    def rebuild_log(self, events: list[Event]) -> None:
        """The log anew from the match's events so far (masked for the screen) and the log's own lines."""
        if self.w.words is None:
            return
        feed = LogFeed(self.w.words)
        first = self.w.controller.events_seen - len(events)
        notes = [(pos, say()) for pos, say in self._notes]
        lines: list[str] = []
        k = 0
        for i, e in enumerate(events, first):
            while k < len(notes) and notes[k][0] <= i:
                lines += feed.flush()
                lines.append(notes[k][1])
                k += 1
            lines += feed.push(e)
        lines += feed.flush()
        lines += [text for _, text in notes[k:]]
        self.w.log.clear()
        self.w.log.add_lines(lines)
        self.feed = LogFeed(self.w.words)

    def reword_log(self) -> None:
        """The log in the language in use, once the table shows every event (else lines would come twice)."""
        if not self.reword or self.w.scene.busy() or self.w.controller.match is None:
            return
        self.reword = False
        self.rebuild_log(self.w.controller.shown_events())

    def rename_seats(self) -> None:
        """Default seat names in the language in use (badges, scores, the log's words), then the log again."""
        match = self.w.controller.match
        if match is None or self.w.words is None:
            return
        names = self.w.names()
        self.w.words.names = list(names)
        self.w.scene.rename(names)
        self.w.scores.rename(names)
        self.reword = True
        self.reword_log()
