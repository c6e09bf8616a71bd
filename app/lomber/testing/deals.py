"""Checks of deals: a match set up from a position and `stop_at_deal_end`, the settled deal's table in every
view, and the rule panels' worked example replayed to the chip."""

from __future__ import annotations

import random
from typing import Any

from lomber.engine.errors import OptionError
from lomber.engine.events import Ev, Event
from lomber.engine.ledger import Ledger, seat_of
from lomber.engine.match import default_seats
from lomber.engine.records import replay
from lomber.engine.registry import game_info, match_class, new_match
from lomber.search.players import concrete
from lomber.testing.common import need, quick_tables, random_step

STOP_SEEDS = range(6)
DEALT_AFTER_THE_END = (Ev.DEAL_START, Ev.DEALT, Ev.TURNED, Ev.ROLE)


def _from_position(game_id: str) -> None:
    cls = match_class(game_id)
    n = cls.min_players
    ledger = Ledger([3] * n)
    m = cls.from_position(default_seats(n), {}, ledger, seed=9)
    need((m.n, m.seed, m.history, m.start_events, m.presets) == (n, 9, [], [], []),
         f"{game_id}: from_position does not set the base fields")
    need(m.ledger is ledger and m.stop_at_deal_end, f"{game_id}: from_position lost its ledger or its stop flag")
    for seats in (cls.min_players - 1, cls.max_players + 1):
        if seats < 1:
            continue
        try:
            cls.from_position(default_seats(seats), {}, Ledger([0] * seats))
        except OptionError:
            continue
        raise AssertionError(f"{game_id}: from_position accepts {seats} players")
    need(not new_match(game_id, default_seats(n), {}, 1).stop_at_deal_end, f"{game_id}: a new match stops at its deal")


def positions(game_id: str) -> str:
    """`Match.from_position` sets the base fields and checks the seats; with `stop_at_deal_end` set at any point of
    the first deal, settling it stops the match there: nothing of a next deal is dealt or paid."""
    _from_position(game_id)
    n = 0
    for seats, options in quick_tables(game_id):
        for seed in STOP_SEEDS:
            rng = random.Random(seed)
            m = new_match(game_id, default_seats(seats), options, seed)
            for _ in range(rng.randrange(6)):       # the flag may be set anywhere in the first deal
                if m.deals or m.finished:
                    break
                random_step(m, rng)
            if m.deals or m.finished:
                continue
            m.stop_at_deal_end = True
            events: list[Event] = []
            for _ in range(5000):
                if m.to_act() is None:
                    break
                events += m.apply(m.to_act(), concrete(rng.choice(m.legal_actions()), rng))
            where = f"{game_id} {seats} seats seed {seed}"
            need(m.to_act() is None and m.legal_actions() == [], f"{where}: play goes on past the deal's end")
            need(m.deals == 1, f"{where}: {m.deals} deals settled, not 1")
            ends = [i for i, e in enumerate(events) if e.kind == Ev.DEAL_END]
            need(len(ends) == 1, f"{where}: {len(ends)} DEAL_END events")
            after = events[ends[0] + 1:]
            dealt = [e.to_json() for e in after if e.kind in DEALT_AFTER_THE_END]
            need(not dealt, f"{where}: after the deal's end it deals on: {dealt[:3]}")
            paid = [e.to_json() for e in after if e.kind == Ev.CHIPS and e.reason != "win"]
            need(not paid, f"{where}: after the deal's end chips move for a next deal: {paid[:3]}")
            m.check_invariants()
            n += 1
    need(n, f"{game_id}: no quick table's first deal lasted long enough to set the flag")
    return f"from_position; stop_at_deal_end in {n} first deals"


def deal_results(game_id: str) -> str:
    """Every view has `deal_result`: None before the first deal is settled, then that deal's number and one row
    per seat that took part (`seat`, `chips`, the game's declared columns and no others); each declared column is
    filled by some deal."""
    info = game_info(game_id)
    declared = {c.key for c in info.deal_columns}
    filled: set[str] = set()
    deals = 0
    for seats, options in quick_tables(game_id):
        for seed in range(4):
            m = new_match(game_id, default_seats(seats), options, seed)
            need(all(m.view(s).get("deal_result", "missing") is None for s in range(seats)),
                 f"{game_id}: a view's deal_result is not None before the first deal ends (or the key is missing)")
            rng = random.Random(seed)
            for _ in range(3000):
                if m.finished:
                    break
                events = random_step(m, rng)
                if not any(e.kind == Ev.DEAL_END for e in events):
                    continue
                deals += 1
                for s in range(seats):
                    result = m.view(s)["deal_result"]
                    need(isinstance(result, dict) and result.get("deal") == m.deals,
                         f"{game_id}: after deal {m.deals} seat {s}'s deal_result is {result!r}")
                for row in result["rows"]:
                    need(isinstance(row.get("seat"), int) and isinstance(row.get("chips"), int),
                         f"{game_id}: a deal_result row without its seat or chips: {row}")
                    extra = set(row) - declared - {"seat", "chips"}
                    need(not extra, f"{game_id}: deal_result rows hold {sorted(extra)}, no declared column")
                    filled |= {k for k, v in row.items() if v not in (None, "")}
    need(deals >= 2, f"{game_id}: random play of the quick tables settled {deals} deals")
    unfilled = declared - filled
    need(not unfilled, f"{game_id}: no deal of random play filled the columns {sorted(unfilled)}")
    return f"{deals} deals, columns {sorted(declared) or 'none declared'}"


def _last_deal_chips(n: int, events: list[Event]) -> list[int]:
    """Each seat's stack change over the last deal settled in `events`: from its DEAL_START (its antes and stakes
    included) to its DEAL_END."""
    ends = [i for i, e in enumerate(events) if e.kind == Ev.DEAL_END]
    need(ends, "the worked example settles no deal")
    start = max((i for i, e in enumerate(events[:ends[-1]]) if e.kind == Ev.DEAL_START), default=0)
    change = [0] * n
    for e in events[start:ends[-1]]:
        if e.kind == Ev.CHIPS:
            for place, sign in ((e.src, -1), (e.dst, 1)):
                s = seat_of(place)
                if s is not None:
                    change[s] += sign * e.amount
    return change


def worked_example(game_id: str) -> str:
    """The worked example the game declares (`GameInfo.example`, the one its rule panels tell) replays from its
    stacked packs, and each seat's stack moves by the chips the example says."""
    example = game_info(game_id).example
    need(example is not None, f"{game_id}: GameInfo.example declares no worked example (the rule panels' one)")
    record: dict[str, Any] = {
        "format": "lomber-record", "version": 1, "game": game_id, "seed": 1, "options": dict(example.options),
        "seats": [{"name": f"P{i}", "kind": "human"} for i in range(example.seats)],
        "presets": [{"pack": p} if isinstance(p, str) else dict(p) for p in example.packs],
        "actions": [[s, a] for s, a in example.actions]}
    events: list[Event] = []
    m = replay(record, events=events)
    m.check_invariants()
    got = _last_deal_chips(m.n, events)
    need(got == list(example.chips), f"{game_id}: the worked example moves the stacks by {got}, "
                                     f"not {list(example.chips)}")
    if example.rows:
        rows = (m.view(0)["deal_result"] or {}).get("rows")
        need(rows == [dict(r) for r in example.rows], f"{game_id}: the worked example's deal table is {rows}, "
                                                      f"not {[dict(r) for r in example.rows]}")
    return f"{len(example.actions)} actions; stacks {got}" + (f"; {len(example.rows)} rows" if example.rows else "")
