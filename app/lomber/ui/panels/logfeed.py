"""The game log's lines, fed one event at a time as the table shows it (the log follows the table's clock)."""

from __future__ import annotations

from lomber.engine.actions import PLAY, parse_public
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Ev, Event
from lomber.engine.gameinfo import Shows
from lomber.ui.texts import GameTexts, _face_down


class LogFeed:
    """Turns (masked) events into log lines: face-down deals in a row fold into one line, and what a decision's
    own line already says (the card played, the cards put down) is not said twice."""

    def __init__(self, words: GameTexts) -> None:
        self.words = words
        self.hidden = 0                  # face-down cards dealt since the last line
        self.said: Event | None = None   # the decision just logged

    def push(self, e: Event) -> list[str]:
        """The lines `e` adds now (a run of face-down deals waits for the next line, or `flush`)."""
        line = self.words.event_line(e)
        if self._repeats(e):
            line = None
        self.said = e if e.kind == Ev.ACTION else None
        if e.kind == Ev.DEALT and line is None:
            self.hidden += 1
            return []
        out = self.flush()
        if line:
            out.append(line)
        return out

    def flush(self) -> list[str]:
        """The folded line of face-down deals still waiting (a batch ended)."""
        if not self.hidden:
            return []
        n, self.hidden = self.hidden, 0
        return [_face_down(n)]

    def lines(self, events: list[Event]) -> list[str]:
        """All the lines of a list of events."""
        out = [line for e in events for line in self.push(e)]
        return out + self.flush()

    def _repeats(self, e: Event) -> bool:
        """The decision just logged already said this: its card played, or (its public form) the cards put down."""
        said = self.said
        if said is None or said.seat != e.seat or e.kind not in (Ev.PLAYED, Ev.DISCARDED):
            return False
        try:
            action = parse_public(said.text)
        except IllegalAction:
            return False
        if e.kind == Ev.PLAYED:
            return action.kind == PLAY and action.cards == e.cards
        # `exchanges 3 cards` / `discards 8♥` already says what is put down (a bare `takes the trump` does not)
        word = self.words.info.word(action.kind)
        return word is not None and word.shows is Shows.COUNT and len(e.cards) in (action.amount, len(action.cards))
