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
from lomber.engine.records import Progress, Teller, start_from_record

# Copies of the match are kept at deal starts at least this many actions apart: a seek replays at most this many
# and a deal's actions, and a record of 10⁶ actions keeps a few thousand copies.
SNAPSHOT_EVERY = 200


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
    """Walks a record; `forward`/`back` by one action, `next_deal`/`previous_deal`, `seek` anywhere.

    Memory stays in proportion to the record: the cursor keeps the actions, a copy of the match at a deal start
    every SNAPSHOT_EVERY actions or so (without the history that led there), and the events of the position it is
    at; the events of other positions are found again by replaying from the nearest copy (`events_between`).
    """

    def __init__(self, record: dict[str, Any], viewer: int | None = None, stopped: bool = False,
                 progress: Progress | None = None) -> None:
        first = start_from_record(record)
        said: dict[tuple[int, str], tuple[int, str]] = {}
        self.actions: list[tuple[int, str]] = [said.setdefault((s, t), (s, t)) for s, t in record.get("actions", [])]
        self._start_events = list(first.start_events)
        self._snapshots: dict[int, Match] = {0: first.clone()}   # going back starts from the nearest copy
        self._snapshot_at = [0]
        self.deal_starts = [0]
        match = first
        caused = self._start_events
        tell = Teller(progress, len(self.actions))
        for i, (seat, text) in enumerate(self.actions):
            try:
                caused = match.apply(seat, text)
            except (IllegalAction, PresetError) as exc:
                raise RecordError(f"action {i + 1} ({seat}, {text[:40]!r}) does not replay: {exc}",
                                  code="record-replay", index=i + 1, cause=exc, game=match.game_id,
                                  names=[s.name for s in match.seats]) from None
            if any(e.kind is Ev.DEAL_END for e in caused):
                self.deal_starts.append(i + 1)
                if i + 1 - self._snapshot_at[-1] >= SNAPSHOT_EVERY:
                    match.history = []       # nobody records from a cursor: copies never carry 10⁶ actions
                    self._snapshots[i + 1] = match.clone()
                    self._snapshot_at.append(i + 1)
            tell(i + 1)
        self._stop_events: list[Event] = []
        self.stopped = (stopped or record.get("stopped") is True) and not match.finished
        if self.stopped:
            try:
                self._stop_events = caused = match.stop()
            except IllegalAction as exc:
                raise RecordError(f"the match cannot be stopped: {exc}", code="record-stop", cause=exc) from None
        self.end = len(self.actions) + (1 if self.stopped else 0)
        self._final = match                 # the match at `end`
        self._end_events = caused           # what led to `end`: the last action's events, or the stop's
        if match.finished and self.deal_starts[-1] == self.end > 0:
            self.deal_starts.pop()          # the last deal's end is the match's: no deal starts there
        # The replay counts the deals the match counted: a deal begun but never dealt (a coup's bets, then Stop)
        # is not one of them, its moves end the deal before.
        del self.deal_starts[max(1, match.deals):]
        self.viewer = self._default_viewer(first) if viewer is None else viewer
        if not 0 <= self.viewer < first.n:
            raise RecordError(f"seat {self.viewer} is not at this table (0 … {first.n - 1})", code="no-seat",
                              text=str(self.viewer)[:20])
        self.position = 0
        self._match = self._snapshots[0].clone()
        self._here: tuple[int, list[Event]] = (0, self._start_events)   # the position and what led to it

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
        return Step(p, self.deal_of(p), action, stopped, mask(self.events_between(p, p), self.viewer),
                    match.view(self.viewer), match.summary())

    def events_between(self, first: int, last: int) -> list[Event]:
        """The events that led to the positions `first` … `last` (the start's at 0, each action's, the stop's),
        unmasked, replayed from the nearest copy before them."""
        if first == last == self._here[0]:
            return self._here[1]
        out: list[Event] = []
        if first <= 0:
            out += self._start_events
            first = 1
        upto = min(last, len(self.actions))
        if first <= upto:
            base = self._snapshot_at[bisect_right(self._snapshot_at, first - 1) - 1]
            match = self._snapshots[base].clone()
            for k in range(base, upto):
                caused = match.apply(*self.actions[k])
                if k + 1 >= first:
                    out += caused
        if self.stopped and first <= self.end <= last:
            out += self._stop_events
        return out

    # ----- moving
    def seek(self, position: int) -> Step:
        """Go to any position (clamped to 0 … end)."""
        position = max(0, min(self.end, position))
        if position == self.end:
            self._match = self._final
            self._here = (position, self._end_events)
        elif position == 0:
            self._match = self._snapshots[0].clone()
            self._here = (0, self._start_events)
        elif position <= self.position or self.position == self.end or position - self.position > SNAPSHOT_EVERY:
            base = self._snapshot_at[bisect_right(self._snapshot_at, position - 1) - 1]
            self._match = self._snapshots[base].clone()
            self._here = (position, self._play(base, position))
        else:
            self._here = (position, self._play(self.position, position))
        self.position = position
        return self.step()

    def _play(self, frm: int, to: int) -> list[Event]:
        """Apply the actions from position `frm` to `to`; the events of the last one."""
        if self._match is self._final:          # never change the kept final match
            self._match = self._final.clone()
        caused: list[Event] = []
        for seat, text in self.actions[frm:to]:
            caused = self._match.apply(seat, text)
        return caused

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
