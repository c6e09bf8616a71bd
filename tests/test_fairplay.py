"""Fair play: no seat is ever shown a card it cannot know, in any event field or in its view.

A seat can know the cards that lay face up in an event, and the cards of its own face-down events (dealt to it,
discarded by it). Everything else a seat is shown — the events masked for it (every field, texts included) and
its view (what the computer players decide from) — must name no other card. The spectator (None, the screen
behind the hot-seat curtain) knows only what lay face up.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from lomber.ai.base import RandomPlayer
from lomber.engine.cards import ALL_CARDS
from lomber.engine.events import HIDDEN, Ev, Event, mask
from lomber.engine.match import Match, default_seats
from lomber.engine.registry import games, new_match

SEEDS = range(2)
MAX_ACTIONS = 4000
# A card's name inside any text: `10H`, `AS`, `7C` (not part of a longer word or number).
CARD_IN_TEXT = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9])")
FIELDS = ("text", "public", "reason", "arg", "src", "dst")


def cards_named(value: Any) -> set[str]:
    """Every card a value (text, or plain data such as a view) names, whole or inside a longer text."""
    text = value if isinstance(value, str) else json.dumps(value)
    return set(CARD_IN_TEXT.findall(text))


def event_cards(e: Event) -> set[str]:
    """What a (masked) event shows: its cards and every card named in its other fields."""
    shown = {c for c in e.cards if c != HIDDEN}
    for name in FIELDS:
        value = getattr(e, name)
        if value:
            shown |= cards_named(value)
    return shown


class Knowledge:
    """What each seat (and the spectator None) can know so far."""

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
                assert not leak, f"{where}: viewer {v} is shown {sorted(leak)} in {e.to_json()}"
            if v is not None:
                leak = cards_named(match.view(v)) - self.known[v]
                assert not leak, f"{where}: seat {v}'s view names {sorted(leak)}"


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    return [(g.id, t.seats, dict(t.options)) for g in games() for t in g.quick_tables]


def test_card_names_are_found_in_texts() -> None:
    assert cards_named(["exchange 8S JS QC", {"t": "10H"}, "seat 2 has 16", "AS holder", "ace"]) == \
        {"8S", "JS", "QC", "10H", "AS"}
    assert cards_named("exchange 3") == set() and cards_named("trick+ace") == set()
    assert set(ALL_CARDS) == cards_named(list(ALL_CARDS))


@pytest.mark.parametrize("game,seats,options", cases())
def test_random_play_shows_no_seat_a_card_it_cannot_know(game: str, seats: int, options: dict[str, Any]) -> None:
    for seed in SEEDS:
        match = new_match(game, default_seats(seats), options, seed)
        knows = Knowledge(seats)
        knows.check(match, match.start_events, f"{game} seed {seed} start")
        player = RandomPlayer(seed)
        rng = random.Random(seed)
        for step in range(MAX_ACTIONS):
            if match.finished:
                break
            seat = match.to_act()
            legal = match.legal_actions()
            action = player.choose(match.view(seat), legal) if rng.random() < 0.9 else None
            if action is None:   # now and then the first legal choice, so rarer words (exchange, discard) come up
                first = legal[-1]
                action = first if not hasattr(first, "lo") else first.at(first.lo)
            events = match.apply(seat, action)
            knows.check(match, events, f"{game} seed {seed} step {step} ({seat}, {action.text})")


def test_a_decision_that_hides_cards_shows_others_its_public_form() -> None:
    """Fly's exchange and take-trump, Fortuna's discard: the acting seat sees its cards, the others how many."""
    from tests.games.fly_deals import NO_AS, fly

    m = fly(4, [NO_AS], [], dealer_takes_trump=True)
    events = m.apply(1, "exchange AD 7C 6H")
    said = [e for e in events if e.kind is Ev.ACTION]
    assert [e.text for e in said] == ["exchange AD 7C 6H"] and said[0].public == "exchange 3"
    assert [e.text for e in mask(said, 1)] == ["exchange AD 7C 6H"]
    assert [e.text for e in mask(said, 2)] == [e.text for e in mask(said, None)] == ["exchange 3"]
    assert m.record()["actions"] == [[1, "exchange AD 7C 6H"]]          # the record keeps the cards
    for s, text in ((2, "keep"), (3, "keep")):
        m.apply(s, text)
    said = [e for e in m.apply(0, "take-trump QC") if e.kind is Ev.ACTION]
    assert [e.text for e in mask(said, 0)] == ["take-trump QC"] and [e.text for e in mask(said, 3)] == ["take-trump"]


def test_a_lone_player_takes_his_tricks_face_down() -> None:
    """Fly: everyone else folded, the lone player takes five tricks without play: nobody learns his cards."""
    from tests.games.test_fly_spec import GAME, lone_pack
    from tests.records import play

    m = play(GAME, 3, {"first_dealer": 0}, [lone_pack(0)], [(1, "fold"), (2, "fold")])
    events = m.apply(0, "keep")
    for viewer in (1, 2, None):
        shown = [e for e in mask(events, viewer) if e.kind in (Ev.PLAYED, Ev.TRICK)]
        assert len(shown) == 10 and {c for e in shown for c in e.cards} == {HIDDEN}
    assert {c for e in mask(events, 0) if e.kind is Ev.TRICK for c in e.cards} == {"AS", "KS", "QS", "JS", "10S"}


def test_an_event_says_seat_0() -> None:
    assert Event(Ev.TRICK, seat=0).to_json() == {"kind": "trick", "seat": 0}
