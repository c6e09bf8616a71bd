"""The facts of a finished match for the history, read from the events its record replays to (no Qt, no SQL).

Chips are counted from the engine's CHIPS events, so they add up to what the ledger says (tested for every
game). The game-specific feats are read from events too:
- Ferme: a *sixteen* is a deal whose farm the seat won (the deal's end names the seat that made 16).
- Chemin de fer: a *banco won* is a coup where the seat called banco and was paid as the winning punter.
- Fortuna: a *souverain* is a deal where the seat was paid a souverain's premium.
- Fastest win: the fewest deals in which the seat won a whole match (the figure Fly players race for).
A record that replays to an unfinished match was stopped by the user (stopping is not an action): its
game's `stop()` is applied, as it was at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from lomber.engine.errors import IllegalAction, PresetError, RecordError
from lomber.engine.events import Ev, Event
from lomber.engine.ledger import SEAT
from lomber.engine.match import Match
from lomber.engine.records import start_from_record


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
    sixteens: int = 0
    bancos: int = 0
    souverains: int = 0
    score: int | None = None      # the final score where the game keeps one (Fly, Fortuna)


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


def seat_of(place: str) -> int | None:
    """The seat of a ledger place `seat:N`, else None."""
    if place.startswith(SEAT):
        tail = place[len(SEAT):]
        if tail.isascii() and tail.isdigit():
            return int(tail)
    return None


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


def _sixteens(deal: list[Event], n: int) -> list[int]:
    out = [0] * n
    for e in deal:
        if e.kind is Ev.DEAL_END and e.seat is not None and 0 <= e.seat < n:
            out[e.seat] = 1
    return out


def _bancos(deal: list[Event], n: int) -> list[int]:
    called = {seat_of(e.src) for e in deal if e.kind is Ev.CHIPS and e.reason == "banco"}
    paid = {seat_of(e.dst) for e in deal if e.kind is Ev.CHIPS and e.reason == "win"}
    return [1 if s in called and s in paid else 0 for s in range(n)]


def _souverains(deal: list[Event], n: int) -> list[int]:
    paid = {seat_of(e.dst) for e in deal if e.kind is Ev.CHIPS and e.reason == "souverain"}
    return [1 if s in paid else 0 for s in range(n)]


# Per game: which feat field a deal's events count, and how.
FEATS: dict[str, tuple[str, Callable[[list[Event], int], list[int]]]] = {
    "ferme": ("sixteens", _sixteens),
    "chemin-de-fer": ("bancos", _bancos),
    "fortuna": ("souverains", _souverains),
}


def _scores(summary: dict[str, Any], n: int) -> list[int | None]:
    """Final scores where the summary keeps them: a number per seat, or Fortuna's [leve, honour] pairs."""
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
        if not stopped:
            raise RecordError("the record's match is not finished", code="record-unfinished")
        try:
            steps.append(match.stop())
        except IllegalAction as exc:
            raise RecordError(f"the match cannot be stopped: {exc}", code="record-stop", cause=exc) from None
    n = match.n
    deals = split_deals(e for step in steps for e in step)
    deal_chips = [chips_by_seat(d, n) for d in deals]
    net = [sum(d[s] for d in deal_chips) for s in range(n)]
    feat_name, feat = FEATS.get(match.game_id, ("", None))
    feats = [0] * n
    if feat is not None:
        for d in deals:
            feats = [a + b for a, b in zip(feats, feat(d, n))]
    summary = match.summary()
    winner = summary.get("winner")
    scores = _scores(summary, n)
    seats = []
    for s, seat in enumerate(match.seats):
        facts = SeatFacts(s, seat.name, seat.kind, seat.level, winner == s, net[s],
                          max([0, *(d[s] for d in deal_chips)]), score=scores[s])
        if feat_name:
            setattr(facts, feat_name, feats[s])
        seats.append(facts)
    return MatchFacts(match.game_id, match.deals, winner if isinstance(winner, int) else None, was_stopped,
                      list(summary.get("stacks", [])), seats, deal_chips)
