"""Fair play: no seat is ever shown a card it cannot know, in any event field or in its view.

A seat can know the cards that lay face up in an event, and the cards of its own face-down events (dealt to it,
discarded by it). Everything else a seat is shown — the events masked for it (every field, texts included) and
its view (what the computer players decide from) — must name no other card. The spectator (None, the screen
behind the hot-seat curtain) knows only what lay face up.
"""

from __future__ import annotations

import pytest

from lomber.engine.cards import ALL_CARDS
from lomber.engine.events import HIDDEN, Ev, Event, mask
from lomber.engine.registry import game_ids
from lomber.testing import run_check
from lomber.testing.play import Knowledge, cards_named

__all__ = ["Knowledge", "cards_named"]   # tests/net reuse them


def test_card_names_are_found_in_texts() -> None:
    assert cards_named(["exchange 8S JS QC", {"t": "10H"}, "seat 2 has 16", "AS holder", "ace"]) == \
        {"8S", "JS", "QC", "10H", "AS"}
    assert cards_named("exchange 3") == set() and cards_named("trick+ace") == set()
    assert set(ALL_CARDS) == cards_named(list(ALL_CARDS))


@pytest.mark.parametrize("game", game_ids())
def test_random_play_shows_no_seat_a_card_it_cannot_know(game: str) -> None:
    run_check(game, "fair-play")


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
