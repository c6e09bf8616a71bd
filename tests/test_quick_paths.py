"""The quick paths a long replay takes say and do exactly what the full ones do (issue 23, 7).

`Match.is_legal` may answer without building the legal list, and a quiet match (`records.replay` without
`events`) builds no events: for every game, on random play, both must change nothing anyone can see.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from lomber.engine.actions import Action, AmountChoice, card_action, is_listed, parse_action
from lomber.engine.errors import IllegalAction, RecordError
from lomber.engine.match import Match, default_seats
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from lomber.engine.shuffle import seeded_shuffle

TABLES: list[tuple[str, int, dict[str, Any]]] = [
    ("ferme", 4, {}),
    ("ferme", 5, {"rule_set": "historical", "shuffle": "when-empty", "bust_pays_to": "pool"}),
    ("chemin-de-fer", 3, {"table_minimum": 5}),
    ("chemin-de-fer", 4, {"drawing": "free", "commission": 5, "banco_suivi": False}),
    ("fortuna", 3, {}),
    ("fortuna", 2, {"variant": "two-talon"}),
    ("fly", 4, {}),
    ("fly", 5, {"stakes": 5, "dealer_takes_trump": True}),
]


def _play(match: Match, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if match.finished:
            return
        choice = rng.choice(match.legal_actions())
        match.apply(match.to_act(), choice.sample(rng) if isinstance(choice, AmountChoice) else choice)


def _played(game: str, seats: int, options: dict[str, Any], seed: int) -> tuple[Match, dict[str, Any]]:
    """A match of 300 random actions (fewer if it ends) and its record."""
    m = new_match(game, default_seats(seats), options, seed)
    _play(m, random.Random(seed), 300)
    return m, m.record()


def _probes(match: Match, rng: random.Random) -> list[Action]:
    """Every listed action, amounts at and beyond the ranges' ends, every card of every hand played, and the words
    of the game with cards and amounts they should not have."""
    legal = match.legal_actions()
    out: list[Action] = []
    for c in legal:
        if isinstance(c, AmountChoice):
            out += [Action(c.kind, amount=a) for a in (c.lo - 1, c.lo, c.hi, c.hi + 1)] + [Action(c.kind)]
        else:
            out += [c, Action(c.kind, amount=1, cards=c.cards)]
            if c.cards:
                out += [Action(c.kind, cards=c.cards[::-1]), Action(c.kind, cards=c.cards + c.cards[:1]),
                        Action(c.kind)]
    hands = [list(h) for h in getattr(match, "hands", [])]
    cards = [c for h in hands for c in h]
    out += [card_action(c) for c in cards]
    words = ["draw", "stand", "pass", "banco", "bet", "bid", "bank", "deal", "retire", "take", "keep", "fold",
             "exchange", "take-trump", "play", "repass", "force", "buy", "discard"]
    for w in words:
        out += [Action(w), Action(w, amount=rng.randint(0, 60))]
        if cards:
            out += [Action(w, cards=tuple(rng.sample(cards, min(len(cards), k)))) for k in (1, 2, 3)]
    return out


@pytest.mark.parametrize(("game", "seats", "options"), TABLES, ids=lambda x: str(x))
def test_is_legal_says_what_the_legal_list_says(game: str, seats: int, options: dict[str, Any]) -> None:
    m = new_match(game, default_seats(seats), options, 11)
    rng = random.Random(11)
    for _ in range(120):
        if m.finished:
            break
        seat = m.to_act()
        legal = m.legal_actions()
        for a in _probes(m, rng):
            canonical = m.normalize(seat, a)
            if a.kind not in m.normalizes or a.kind == "play-card" or not a.cards:
                # The engine asks `normalize` only of the words in `normalizes` (never of a card played).
                assert canonical == a
            assert m.is_legal(canonical) == is_listed(canonical, legal), (canonical, legal)
        _play(m, rng, 1)


def _seen(match: Match) -> str:
    return json.dumps([match.summary(), match.record(), *(match.view(s) for s in range(match.n))], sort_keys=True)


@pytest.mark.parametrize(("game", "seats", "options"), TABLES, ids=lambda x: str(x))
def test_a_quiet_replay_reaches_the_same_match_and_goes_on_alike(game: str, seats: int,
                                                                 options: dict[str, Any]) -> None:
    rng = random.Random(5)
    m = new_match(game, default_seats(seats), options, 5)
    _play(m, rng, 400)
    record = m.record()
    for upto in (None, rng.randrange(len(record["actions"]) + 1)):
        events: list[Any] = []
        loud, quiet = replay(record, upto, events=events), replay(record, upto)
        assert events and not loud.quiet and not quiet.quiet
        assert _seen(quiet) == _seen(loud)
        # Once returned, the quiet one speaks again: the same events for the same actions.
        again = random.Random(upto)
        for _ in range(60):
            if loud.finished:
                break
            choice = again.choice(loud.legal_actions())
            action = choice.sample(again) if isinstance(choice, AmountChoice) else choice
            said = loud.apply(loud.to_act(), action)
            assert said and quiet.apply(quiet.to_act(), action) == said


@pytest.mark.parametrize("size", [0, 1, 2, 3, 32, 36, 52, 104, 300])
def test_the_seeded_shuffle_draws_as_random_shuffle_does(size: int) -> None:
    # Every record and seeded match depends on the deals: the inlined shuffle must be `Random.shuffle`, draw for draw.
    for seed in range(40):
        ours, theirs = list(range(size)), list(range(size))
        a, b = random.Random(seed), random.Random(seed)
        seeded_shuffle(a, ours)
        b.shuffle(theirs)
        assert ours == theirs
        assert a.getstate() == b.getstate()


def test_a_replay_refuses_a_bad_text_and_a_wrong_turn_as_apply_does() -> None:
    match = new_match("fortuna", default_seats(3), {}, 5)
    record = match.record()
    seat = match.to_act()
    for bad in ([seat, "exchange"], [seat, "ＱＨ"], [(seat + 1) % 3, "pass"], [seat, "QH"], [seat, "buy 2"]):
        with pytest.raises(IllegalAction) as direct:
            new_match("fortuna", default_seats(3), {}, 5).apply(*bad)
        with pytest.raises(RecordError) as replayed:
            replay({**record, "actions": [bad]})
        assert str(replayed.value).endswith(f"does not replay: {direct.value}")


def test_may_play_says_what_the_playable_list_says() -> None:
    # Fly's and Fortuna's `may_play` (a replay's check of a card) against the lists the legal actions are built from.
    from lomber.engine.cards import ALL_CARDS
    from lomber.games.fly import rules as fly
    from lomber.games.fortuna import rules as fortuna

    rng = random.Random(3)
    pack = list(ALL_CARDS)
    for _ in range(4000):
        cards = rng.sample(pack, 9)
        hand, led, probes = cards[:5], cards[5:7], [*cards[:5], cards[7], "AS", "AH", "AD"]
        trick = [(i, c) for i, c in enumerate(led[:rng.randint(0, 2)])]
        trumps = rng.choice("SHDC")
        if rng.random() < 0.2:
            hand[0] = "AS"
        for card in probes:
            assert fly.may_play(hand, trick, trumps, card) == (card in fly.playable(hand, trick, trumps))
            assert fortuna.may_play(hand, trick, card) == (card in fortuna.playable(hand, trick))


def _odd_text(text: str, rng: random.Random) -> str:
    """The same action written as a person might: any case, its cards in another order, `play-card` before a card."""
    from lomber.engine.cards import ALL_CARDS

    if text in ALL_CARDS:
        return rng.choice([text.lower(), f"play-card {text}", text])
    head, *cards = text.split()
    rng.shuffle(cards)
    return " ".join([head.upper() if rng.random() < 0.5 else head, *(c.lower() for c in cards)])


@pytest.mark.parametrize(("game", "seats", "options"), TABLES, ids=lambda x: str(x))
def test_a_replay_keeps_the_history_apply_keeps(game: str, seats: int, options: dict[str, Any]) -> None:
    # A replay writes its history itself (one tuple per distinct action): the texts the rules took, canonical, as
    # `apply` keeps them, whatever case and card order the record used.
    rng = random.Random(7)
    m, record = _played(game, seats, options, 7)
    odd = {**record, "actions": [[s, _odd_text(t, rng)] for s, t in record["actions"]]}
    assert odd["actions"] != record["actions"]
    for data in (record, odd):
        again = replay(data)
        assert again.history == m.history and again.record() == record
        assert len({id(e) for e in again.history}) == len(set(again.history))   # each distinct pair once


def test_a_replay_keeps_only_short_canonical_texts_for_the_replays_after() -> None:
    # Texts read once serve later replays (`records.read_text`); a text not in canonical form, or a hostile
    # record's long one, is never kept (its megabytes would stay in memory).
    from lomber.engine import records

    match = new_match("fortuna", default_seats(3), {}, 5)
    seat = match.to_act()
    record = match.record()
    long = "pass" + " " * 5000
    for text in ("Pass", long):
        with pytest.raises(RecordError):
            replay({**record, "actions": [[seat, text], [seat, "pass"]]})   # the second is out of turn
        assert text not in records._READ
    assert records._READ["pass"] == Action("pass")


@pytest.mark.parametrize(("game", "seats", "options"), TABLES, ids=lambda x: str(x))
def test_a_replay_makes_no_reference_cycles(game: str, seats: int, options: dict[str, Any]) -> None:
    # `lomber replay` holds the cyclic collector while it replays (cli._cmd_replay): that is only free if a replay,
    # quiet or not, leaves nothing for the collector to find.
    import gc

    record = _played(game, seats, options, 9)[1]
    replay(record)   # the first replay may import and cache
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        quiet, loud = replay(record), replay(record, events=[])
        del quiet, loud
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


def _reads_as(action: Action) -> bool:
    """A record can say it: its text reads back as the same action."""
    try:
        return parse_action(action.text) == action
    except IllegalAction:
        return False


@pytest.mark.parametrize(("game", "seats", "options"), TABLES, ids=lambda x: str(x))
def test_a_quiet_replay_refuses_what_apply_refuses_with_its_words(game: str, seats: int,
                                                                  options: dict[str, Any]) -> None:
    # A quiet replay takes `checked_apply`'s steps itself: whatever it refuses must be refused as `apply` refuses
    # it, at every kind of moment of a match, to the letter of the error.
    rng = random.Random(21)
    m = new_match(game, default_seats(seats), options, 21)
    tried = 0
    for _ in range(12):
        if m.finished:
            break
        record = m.record()
        seat = m.to_act()
        wrong = [a for a in _probes(m, rng) if not m.is_legal(m.normalize(seat, a)) and _reads_as(a)]
        for action in rng.sample(wrong, min(3, len(wrong))) + [card_action("AS")]:
            for who in (seat, (seat + 1) % seats):
                try:
                    replay(record).apply(who, action)
                except IllegalAction as exc:
                    with pytest.raises(RecordError) as replayed:
                        replay({**record, "actions": record["actions"] + [[who, action.text]]})
                    assert str(replayed.value).endswith(f"does not replay: {exc}")
                    tried += 1
        _play(m, rng, rng.randint(1, 9))
    assert tried > 12


def test_a_quiet_replay_refuses_an_action_after_the_match_is_over() -> None:
    m = new_match("fly", default_seats(3), {}, 4)
    _play(m, random.Random(4), 3000)
    assert m.finished
    record = m.record()
    with pytest.raises(RecordError, match="the match is over"):
        replay({**record, "actions": record["actions"] + [[0, "keep"]]})
