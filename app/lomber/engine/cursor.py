"""A replay cursor: step through a finished match's record by action and by deal, read-only (no Qt).

The replay viewer is a thin layer on this: it shows `Step.events` (animated going forward) and `Step.view`
(the table as the viewer sees it at that point). Positions count actions: 0 is the start (the first deal
dealt), `end` is after the last action, plus one more for a match the user stopped (its `stop()` is not an
action, so the record does not hold it). A deal starts at 0 and after each action whose events end a deal
(except the match's last: the end shows its result, within the last deal).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

from lomber.engine.errors import IllegalAction, PresetError, RecordError
from lomber.engine.events import Ev, Event, mask
from lomber.engine.match import Match
from lomber.engine.records import start_from_record


@dataclass(frozen=True)
class Step:
    """What to show at one position."""

    position: int                      # actions applied (0: the start)
    deal: int                          # which deal (0-based) this position belongs to
    action: tuple[int, str] | None     # the (seat, text) that led here; None at the start and for a stop
    stopped: bool                      # this is the user's stop, after the last action
    events: list[Event]                # what led here, masked for the viewer (the start's deal at 0)
    view: dict[str, Any]               # the viewer's view here
    summary: dict[str, Any]            # the match's summary here


class ReplayCursor:
    """Walks a record; `forward`/`back` by one action, `next_deal`/`previous_deal`, `seek` anywhere."""

    def __init__(self, record: dict[str, Any], viewer: int | None = None, stopped: bool = False) -> None:
        first = start_from_record(record)
        self.actions: list[tuple[int, str]] = [(s, t) for s, t in record.get("actions", [])]
        self.events: list[list[Event]] = [list(first.start_events)]
        self._snapshots: dict[int, Match] = {0: first.clone()}   # a copy at each deal's start: going back is cheap
        self.deal_starts = [0]
        match = first
        for i, (seat, text) in enumerate(self.actions):
            try:
                caused = match.apply(seat, text)
            except (IllegalAction, PresetError) as exc:
                raise RecordError(f"action {i + 1} ({seat}, {text[:40]!r}) does not replay: {exc}",
                                  code="record-replay", index=i + 1, cause=exc, game=match.game_id,
                                  names=[s.name for s in match.seats]) from None
            self.events.append(caused)
            if any(e.kind is Ev.DEAL_END for e in caused):
                self.deal_starts.append(i + 1)
                self._snapshots[i + 1] = match.clone()
        self.stopped = stopped and not match.finished
        if self.stopped:
            try:
                self.events.append(match.stop())
            except IllegalAction as exc:
                raise RecordError(f"the match cannot be stopped: {exc}", code="record-stop", cause=exc) from None
        self.end = len(self.events) - 1
        self._final = match                 # the match at `end`
        if match.finished and self.deal_starts[-1] == self.end > 0:
            self.deal_starts.pop()          # the last deal's end is the match's: no deal starts there
        self.viewer = self._default_viewer(first) if viewer is None else viewer
        if not 0 <= self.viewer < first.n:
            raise RecordError(f"seat {self.viewer} is not at this table (0 … {first.n - 1})", code="no-seat",
                              text=str(self.viewer)[:20])
        self.position = 0
        self._match = self._snapshots[0].clone()

    @staticmethod
    def _default_viewer(match: Match) -> int:
        """The first human seat (whose table the match was), else seat 0."""
        return next((i for i, s in enumerate(match.seats) if s.kind == "human"), 0)

    # ----- where we are
    @property
    def deals(self) -> int:
        """How many deals the cursor can go to."""
        return len(self.deal_starts)

    def deal_of(self, position: int) -> int:
        """The deal a position belongs to."""
        return bisect_right(self.deal_starts, position) - 1

    def step(self) -> Step:
        """What to show at the current position."""
        p = self.position
        stopped = self.stopped and p == self.end
        action = None if p == 0 or stopped else self.actions[p - 1]
        match = self._match
        return Step(p, self.deal_of(p), action, stopped, mask(self.events[p], self.viewer),
                    match.view(self.viewer), match.summary())

    # ----- moving
    def seek(self, position: int) -> Step:
        """Go to any position (clamped to 0 … end)."""
        position = max(0, min(self.end, position))
        if position == self.end:
            self._match = self._final
        elif position < self.position or self.position == self.end or position - self.position > 200:
            base = max(s for s in self._snapshots if s <= position)
            self._match = self._snapshots[base].clone()
            self._play(base, position)
        else:
            self._play(self.position, position)
        self.position = position
        return self.step()

    def _play(self, frm: int, to: int) -> None:
        if self._match is self._final:          # never change the kept final match
            self._match = self._final.clone()
        for seat, text in self.actions[frm:to]:
            self._match.apply(seat, text)

    def forward(self) -> Step | None:
        """One action on (None at the end)."""
        return None if self.position >= self.end else self.seek(self.position + 1)

    def back(self) -> Step | None:
        """One action back (None at the start)."""
        return None if self.position <= 0 else self.seek(self.position - 1)

    def next_deal(self) -> Step | None:
        """The start of the next deal (None in the last one)."""
        later = [s for s in self.deal_starts if s > self.position]
        return self.seek(later[0]) if later else None

    def previous_deal(self) -> Step | None:
        """The start of this deal, or of the one before if already there (None at the very start)."""
        if self.position == 0:
            return None
        earlier = [s for s in self.deal_starts if s < self.position]
        return self.seek(earlier[-1])

    def set_viewer(self, seat: int) -> Step:
        """Whose cards the table shows (the events are masked for him)."""
        if not 0 <= seat < self._final.n:
            raise ValueError(f"seat {seat} is not at this table")
        self.viewer = seat
        return self.step()
