"""Checks by random play: the invariants after every action, fair play in every masked event and view, clones
independent of their match, and a quiet replay that reaches what live play reached."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from lomber.engine.actions import Action, AmountChoice, is_listed
from lomber.engine.errors import IllegalAction
from lomber.engine.events import HIDDEN, Event, mask
from lomber.engine.ledger import Ledger
from lomber.engine.match import Match, default_seats
from lomber.engine.records import replay
from lomber.engine.registry import game_info, new_match
from lomber.engine.shuffle import Dealer
from lomber.search.players import RandomPlayer, concrete
from lomber.testing.common import need, played, quick_tables, random_step

MAX_ACTIONS = 20000
INVARIANT_SEEDS = range(6)
FAIR_SEEDS = range(2)
FAIR_ACTIONS = 4000
# Words of every kind, most of them illegal at any moment of any game: each must be refused and change nothing.
WRONG = (Action("draw"), Action("stand"), Action("pass"), Action("bet", 0), Action("bet", 10**9), Action("bid", -1),
         Action("banco"), Action("keep"), Action("fold"), Action("play"), Action("play-card", cards=("AS",)),
         Action("play-card", cards=("7D",)), Action("buy", 3), Action("exchange", cards=("2C", "2C")),
         Action("deal"), Action("retire"), Action("force"), Action("show", 5))


def fingerprint(match: Match) -> str:
    """Everything observable about a match, to prove a refused action or a clone changed nothing."""
    views = [match.view(s) for s in range(match.n)]
    return json.dumps([match.summary(), match.record(), views, match.to_act()], sort_keys=True, default=str)


def _refuse(match: Match, seat: int, action: Action, where: str) -> None:
    try:
        match.apply(seat, action)
    except IllegalAction:
        return
    raise AssertionError(f"{where}: seat {seat}'s {action.text!r} was accepted, but is not legal")


def invariants(game_id: str) -> str:
    """Random play of every quick table to the match's end: chips and cards in place after every action, illegal
    actions and out-of-turn ones refused without a trace, every legal choice playable on a clone, the record
    replaying to the same summary."""
    actions = 0
    for seats, options in quick_tables(game_id):
        for seed in INVARIANT_SEEDS:
            rng, player = random.Random(seed), RandomPlayer(seed)
            m = new_match(game_id, default_seats(seats), options, seed)
            m.check_invariants()
            where = f"{game_id} {seats} seats {options} seed {seed}"
            for step in range(MAX_ACTIONS):
                if m.finished:
                    break
                seat, legal = m.to_act(), m.legal_actions()
                need(seat is not None and 0 <= seat < seats, f"{where} step {step}: to_act() is {seat!r}")
                need(legal, f"{where} step {step}: seat {seat} is to act with no legal action")
                if step % 7 == 0:
                    before = fingerprint(m)
                    if seats > 1:
                        other = (seat + 1 + rng.randrange(seats - 1)) % seats
                        _refuse(m, other, concrete(legal[0], rng), f"{where} step {step} (out of turn)")
                    for bad in rng.sample(WRONG, 6):
                        if not is_listed(bad, legal):
                            _refuse(m, seat, bad, f"{where} step {step}")
                    for choice in legal:
                        trial = m.clone()
                        trial.apply(seat, choice.at(choice.lo) if isinstance(choice, AmountChoice) else choice)
                        trial.check_invariants()
                    need(fingerprint(m) == before, f"{where} step {step}: a refused action or a clone changed it")
                m.apply(seat, player.choose(m.view(seat), legal))
                m.check_invariants()
                actions += 1
            need(m.finished, f"{where}: not finished after {MAX_ACTIONS} random actions (is the table quick?)")
            need(m.to_act() is None and m.legal_actions() == [], f"{where}: finished, yet someone is to act")
            again = replay(json.loads(json.dumps(m.record())))
            need(again.summary() == m.summary(), f"{where}: its record replays to another summary")
    return f"{actions} random actions on {len(quick_tables(game_id))} tables × {len(INVARIANT_SEEDS)} seeds"


# A card's name inside any text: `10H`, `AS`, `7C` (not part of a longer word or number).
CARD_IN_TEXT = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9])")
EVENT_FIELDS = ("text", "public", "reason", "arg", "src", "dst")


def cards_named(value: Any) -> set[str]:
    """Every card a value (text, or plain data such as a view) names, whole or inside a longer text."""
    text = value if isinstance(value, str) else json.dumps(value)
    return set(CARD_IN_TEXT.findall(text))


def event_cards(e: Event) -> set[str]:
    """What a (masked) event shows: its cards and every card named in its other fields."""
    shown = {c for c in e.cards if c != HIDDEN}
    for name in EVENT_FIELDS:
        value = getattr(e, name)
        if value:
            shown |= cards_named(value)
    return shown


class Knowledge:
    """What each seat (and the spectator None, the screen behind the hot-seat curtain) can know so far: the
    cards that lay face up, and a seat's own face-down cards."""

    def __init__(self, n: int) -> None:
        self.viewers: list[int | None] = [*range(n), None]
        self.known: dict[int | None, set[str]] = {v: set() for v in self.viewers}

    def learn(self, events: list[Event]) -> None:
        for e in events:
            for v in self.viewers:
                if e.face_up or (v is not None and e.seat == v):
                    self.known[v].update(e.cards)

    def check(self, match: Match, events: list[Event], where: str) -> None:
        """The events as each viewer is shown them, and each seat's view, name only cards it can know."""
        self.learn(events)
        for v in self.viewers:
            for e in mask(events, v):
                leak = event_cards(e) - self.known[v]
                need(not leak, f"{where}: viewer {v} is shown {sorted(leak)} in {e.to_json()}")
            if v is not None:
                leak = cards_named(match.view(v)) - self.known[v]
                need(not leak, f"{where}: seat {v}'s view names {sorted(leak)}")


def fair_play(game_id: str) -> str:
    """No seat is shown a card it cannot know, in any field of any event masked for it or in its view."""
    steps = 0
    for seats, options in quick_tables(game_id):
        for seed in FAIR_SEEDS:
            m = new_match(game_id, default_seats(seats), options, seed)
            knows = Knowledge(seats)
            knows.check(m, m.start_events, f"{game_id} seed {seed} start")
            player, rng = RandomPlayer(seed), random.Random(seed)
            for step in range(FAIR_ACTIONS):
                if m.finished:
                    break
                seat, legal = m.to_act(), m.legal_actions()
                action = player.choose(m.view(seat), legal) if rng.random() < 0.9 else None
                if action is None:   # now and then the last listed choice, so that rarer words come up
                    last = legal[-1]
                    action = last.at(last.lo) if isinstance(last, AmountChoice) else last
                events = m.apply(seat, action)
                knows.check(m, events, f"{game_id} seed {seed} step {step} ({seat}, {action.text})")
                steps += 1
    return f"{steps} actions, every event masked for every seat and the spectator, every view"


SENTINEL = "mutated"


def state(value: Any) -> Any:
    """A comparable picture of a value, as deep as it goes (the dealer by its generator's state)."""
    if isinstance(value, Match):
        return {k: state(v) for k, v in vars(value).items()}
    if isinstance(value, Dealer):
        return ("dealer", value.rng.getstate() if hasattr(value, "rng") else None, value.used, state(value.presets))
    if isinstance(value, Ledger):
        return ("ledger", list(value.stacks), dict(value.table), value.allow_negative, value.brought)
    if isinstance(value, list):
        return [state(x) for x in value]
    if isinstance(value, dict):
        return {k: state(v) for k, v in value.items()}
    if isinstance(value, set):
        return sorted(value, key=repr)
    return value


def mutate(value: Any) -> None:
    """Change `value` in place everywhere it can be changed: lists and dicts at every depth, the ledger, the dealer."""
    if isinstance(value, list):
        for x in value:
            mutate(x)
        value.append(SENTINEL)
    elif isinstance(value, dict):
        for x in list(value.values()):
            mutate(x)
        value[SENTINEL] = SENTINEL
    elif isinstance(value, set):
        value.add(SENTINEL)
    elif isinstance(value, Ledger):
        value.stacks.append(7)
        value.stacks[0] += 1
        value.table[SENTINEL] = 1
    elif isinstance(value, Dealer):
        if hasattr(value, "rng"):
            value.rng.random()
        value.used += 1


def clone_positions(game_id: str, seed: int) -> list[Match]:
    """Matches at a few points of random play on the game's bench table and its first quick tables."""
    info = game_info(game_id)
    out = []
    for table in (info.bench, *info.quick_tables[:2]):
        m = new_match(game_id, default_seats(table.seats), dict(table.options), seed)
        rng = random.Random(seed)
        for step in range(160):
            if m.finished:
                break
            if step % 40 == 0:
                out.append(m.clone())
            random_step(m, rng)
        out.append(m)
    return out


def clone_is_independent(m: Match, shared: frozenset[str] | None = None) -> None:
    """Change every field of a clone but the `shared` ones (by default the game's `shared_fields`) in place: the
    match it came from must not change."""
    before = state(m)
    twin = m.clone()
    need(type(twin) is type(m) and state(twin) == before, f"{m.game_id}: a clone differs from its match")
    for name, value in vars(twin).items():
        if name not in (m.shared_fields if shared is None else shared):
            mutate(value)
    changed = [k for k in before if state(getattr(m, k)) != before[k]]
    need(not changed, f"{m.game_id}: changing a clone in place changed its match's {changed}")


def clone_isolation(game_id: str) -> str:
    """Every field of a clone changed in place leaves its match as it was; play on a clone changes nothing of the
    match, and the clone plays as the match would."""
    for m in clone_positions(game_id, 3):
        clone_is_independent(m)
    n = 0
    for m in clone_positions(game_id, 4):
        before = state(m)
        twin, again = m.clone(), m.clone()
        rng = random.Random(9)
        for _ in range(80):
            if twin.finished:
                break
            choice = rng.choice(twin.legal_actions())
            action = concrete(choice, rng)
            need(twin.apply(twin.to_act(), action) == again.apply(again.to_act(), action),
                 f"{game_id}: two clones of one match play {action.text!r} differently")
        need(state(m) == before and state(twin) == state(again), f"{game_id}: play on a clone changed its match")
        n += 1
    return f"{n} positions, every field mutated in place"


def _seen(match: Match) -> str:
    return json.dumps([match.summary(), match.record(), *(match.view(s) for s in range(match.n))], sort_keys=True)


def quiet_replay(game_id: str) -> str:
    """A quiet replay (no events built) reaches the very match a loud one does, anywhere in the record, and goes on
    alike: the same events for the same actions."""
    n = 0
    for k, (seats, options) in enumerate(quick_tables(game_id)):
        m = played(game_id, seats, options, 5 + k, 400)
        record, rng = m.record(), random.Random(5 + k)
        for upto in (None, rng.randrange(len(record["actions"]) + 1)):
            events: list[Any] = []
            loud, quiet = replay(record, upto, events=events), replay(record, upto)
            need(events and not loud.quiet and not quiet.quiet, f"{game_id}: a replay stayed quiet")
            need(_seen(quiet) == _seen(loud), f"{game_id} {seats} seats: a quiet replay to {upto} differs from a loud one")
            again = random.Random(upto)
            for _ in range(60):
                if loud.finished:
                    break
                action = concrete(again.choice(loud.legal_actions()), again)
                said = loud.apply(loud.to_act(), action)
                need(said and quiet.apply(quiet.to_act(), action) == said,
                     f"{game_id}: after a quiet replay {action.text!r} says other events")
            n += 1
    return f"{n} replays, quiet against loud, then played on"
