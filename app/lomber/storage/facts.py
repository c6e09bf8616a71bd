"""The facts of a finished match for the history, read from the events its record replays to (no Qt, no SQL).

Chips are counted from the engine's CHIPS events, so they add up to what the ledger says (tested for every
game). The game's own feats are the ones its GameInfo declares (engine/feats.py), worked out from the same
events: this module knows none of them. A record that replays to an unfinished match was stopped by the user
(stopping is not an action): its game's `stop()` is applied, as it was at the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from lomber.engine.errors import IllegalAction, PresetError, RecordError
from lomber.engine.events import Ev, Event
from lomber.engine.feats import Played
from lomber.engine.ledger import seat_of
from lomber.engine.match import Match
from lomber.engine.records import start_from_record
from lomber.engine.registry import game_info


@dataclass
class SeatFacts:
    """One seat's part in a finished match."""

    seat: int
    name: str
    kind: str
    level: str | None
    won: bool
    chips: int                    # net chips over the match (+ won, − lost)
    best_deal: int                # most chips won in one deal (0 if never ahead in a deal)
    score: int | None = None      # the final score where the game keeps one
    feats: dict[str, int] = field(default_factory=dict)   # the game's own feats that have a value, by key


@dataclass
class MatchFacts:
    """A finished match as the history keeps it."""

    game: str
    deals: int
    winner: int | None
    stopped: bool
    stacks: list[int]
    seats: list[SeatFacts]
    deal_chips: list[list[int]] = field(default_factory=list)   # per deal (and a final settlement), per seat


def replay_events(record: dict[str, Any]) -> tuple[Match, list[list[Event]]]:
    """Replay a record: the match and the events of its start and of each action (RecordError if it fails)."""
    match = start_from_record(record)
    steps = [list(match.start_events)]
    for i, (seat, text) in enumerate(record.get("actions", [])):
        try:
            steps.append(match.apply(seat, text))
        except (IllegalAction, PresetError) as exc:
            raise RecordError(f"action {i + 1} ({seat}, {text[:40]!r}) does not replay: {exc}", code="record-replay",
                              index=i + 1, cause=exc, game=match.game_id, names=[s.name for s in match.seats]) from None
    return match, steps


def split_deals(events: Iterable[Event]) -> list[list[Event]]:
    """The events cut after each deal's end; what follows the last one (a match's final settlement) is kept."""
    deals: list[list[Event]] = [[]]
    for e in events:
        deals[-1].append(e)
        if e.kind is Ev.DEAL_END:
            deals.append([])
    return [d for d in deals if d] or [[]]


def chips_by_seat(events: Iterable[Event], n: int) -> list[int]:
    """Net chips each seat gained in these events."""
    net = [0] * n
    for e in events:
        if e.kind is Ev.CHIPS:
            src, dst = seat_of(e.src), seat_of(e.dst)
            if src is not None and src < n:
                net[src] -= e.amount
            if dst is not None and dst < n:
                net[dst] += e.amount
    return net


def _scores(summary: dict[str, Any], n: int) -> list[int | None]:
    """Final scores where the summary keeps them: a number per seat, or a score in parts (a list) as its sum."""
    scores = summary.get("scores")
    out: list[int | None] = [None] * n
    if not isinstance(scores, list) or len(scores) != n:
        return out
    for s, v in enumerate(scores):
        if isinstance(v, int) and not isinstance(v, bool):
            out[s] = v
        elif isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in v):
            out[s] = sum(v)
    return out


def match_facts(record: dict[str, Any], stopped: bool = False) -> MatchFacts:
    """The facts of a finished (or stopped) match from its record; RecordError if it does not replay to one."""
    match, steps = replay_events(record)
    was_stopped = not match.finished
    if was_stopped:
        if not (stopped or record.get("stopped") is True):
            raise RecordError("the record's match is not finished", code="record-unfinished")
        try:
            steps.append(match.stop())
        except IllegalAction as exc:
            raise RecordError(f"the match cannot be stopped: {exc}", code="record-stop", cause=exc) from None
    n = match.n
    deals = split_deals(e for step in steps for e in step)
    deal_chips = [chips_by_seat(d, n) for d in deals]
    net = [sum(d[s] for d in deal_chips) for s in range(n)]
    summary = match.summary()
    winner = summary.get("winner")
    winner = winner if isinstance(winner, int) and not isinstance(winner, bool) else None
    played = Played(n, match.deals, winner, was_stopped, deals, summary)
    feats = {f.key: f.values(played) for f in game_info(match.game_id).feats}
    scores = _scores(summary, n)
    # A deal's chips are those of a deal that ended: what follows the last deal's end is the match's settlement (a
    # bank going home, a stopped match's pool given back), no deal won.
    played_deals = [c for c, d in zip(deal_chips, deals) if d and d[-1].kind is Ev.DEAL_END] or [[0] * n]
    seats = [SeatFacts(s, seat.name, seat.kind, seat.level, winner == s, net[s], max([0, *(d[s] for d in played_deals)]),
                       score=scores[s], feats={k: v[s] for k, v in feats.items() if v[s] is not None})
             for s, seat in enumerate(match.seats)]
    return MatchFacts(match.game_id, match.deals, winner, was_stopped,
                      list(summary.get("stacks", [])), seats, deal_chips)
