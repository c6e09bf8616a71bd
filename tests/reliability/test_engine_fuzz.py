"""The engine against illegal input: garbage texts, other seats, odd seat values, amounts out of range.

Each example applies one action to a position reached by random legal play: either it was legal (and the
invariants hold after it) or IllegalAction is raised and the match is exactly as before. Nothing else may
come out of the engine.
"""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lomber.engine.actions import PLAY, AmountChoice, is_listed, parse_action
from lomber.engine.cards import ALL_CARDS
from lomber.engine.errors import IllegalAction
from lomber.engine.match import Match, default_seats
from lomber.engine.registry import games, new_match

# (game, seats, options): every game, and the variants whose words differ.
TABLES = [
    ("ferme", 4, {}),
    ("ferme", 3, {"rule_set": "historical"}),
    ("chemin-de-fer", 5, {}),
    ("fortuna", 4, {}),
    ("fortuna", 2, {"variant": "two-talon"}),
    ("fly", 4, {}),
]
WORDS = sorted({w.word for g in games() for w in g.words} | {PLAY})     # every game's words
DEFAULT_EXAMPLES = 150     # per table: 900 in all, about 10 s
SLOW_EXAMPLES = 3000       # per table under `-m slow`


@cache
def positions(table: int) -> list[Match]:
    """Positions of one table: the start and points along three random legal matches."""
    game, n, options = TABLES[table]
    out = []
    for seed in (1, 2, 3):
        m = new_match(game, default_seats(n), {**options, "first_dealer": 0}, seed)
        rng = random.Random(seed)
        out.append(m.clone())
        for step in range(400):
            if m.finished:
                break
            legal = m.legal_actions()
            choice = rng.choice(legal)
            m.apply(m.to_act(), choice.sample(rng) if isinstance(choice, AmountChoice) else choice)
            if step % 37 == 5:
                out.append(m.clone())
        out.append(m.clone())
    return out


def state(m: Match) -> str:
    """Everything observable about a match, as text."""
    views = [m.view(s) for s in range(m.n)]
    return json.dumps([m.record(), m.summary(), views, sorted(m.all_cards()), m.to_act(),
                       [c.text for c in m.legal_actions()] if not m.finished else []], default=repr, sort_keys=True)


def numbers() -> st.SearchStrategy[str]:
    """Number-like words: ASCII ints of every size, unicode digits, decimals, exponents, signs."""
    return st.one_of(
        st.integers(-10 ** 15, 10 ** 15).map(str),
        st.integers(13, 6000).map(lambda k: "9" * k),
        st.text(alphabet="0123456789²³¹⁵①⑤١٢٣४५੬๗𝟗０９", min_size=1, max_size=8),
        st.sampled_from(["1.5", "1e3", "+5", "--1", "0x10", "1_000", "-0", "NaN", "inf", "٣"]),
    )


def card_words() -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(ALL_CARDS), st.sampled_from(["1H", "11S", "ZZ", "QX", "10", "T", "Qſ", "ＱＨ"]),
                     st.text(max_size=4))


def action_texts(m: Match) -> st.SearchStrategy[Any]:
    """Garbage, composed words, legal words for the wrong seat, amounts just outside their range."""
    legal = [] if m.finished else m.legal_actions()
    edges = []
    for c in legal:
        if isinstance(c, AmountChoice):
            edges += [f"{c.kind} {c.lo - 1}", f"{c.kind} {c.hi + 1}", f"{c.kind} {10 ** 12 - 1}", f"{c.kind} -1",
                      f"{c.kind} {c.lo}", f"{c.kind} {c.hi}"]
        else:
            edges.append(c.text)
    composed = st.tuples(st.sampled_from(WORDS), st.lists(st.one_of(numbers(), card_words()), max_size=3)).map(
        lambda t: " ".join([t[0], *t[1]]))
    strategies = [st.text(max_size=30), composed, st.sampled_from(ALL_CARDS), st.binary(max_size=8),
                  st.sampled_from([None, 5, 1.5, [], {}, ("draw",)])]
    if edges:
        strategies.append(st.sampled_from(edges))
    return st.one_of(*strategies)


def seats(m: Match) -> st.SearchStrategy[Any]:
    turn = m.to_act()
    usual = st.just(turn) if turn is not None else st.integers(0, m.n - 1)
    return st.one_of(usual, usual, st.integers(-3, m.n + 3), st.sampled_from(
        [True, False, float(turn or 0), None, "0", 10 ** 30, -(10 ** 30)]))


@st.composite
def attempts(draw: st.DrawFn, table: int) -> tuple[Match, Any, Any]:
    m = draw(st.sampled_from(positions(table)))
    return m, draw(seats(m)), draw(action_texts(m))


def check_one(m: Match, seat: Any, text: Any) -> None:
    m = m.clone()
    before = state(m)
    legal = [] if m.finished else m.legal_actions()
    try:
        m.apply(seat, text)
    except IllegalAction:
        assert state(m) == before, f"changed by a refused {seat!r}, {text!r}"
        return
    # Accepted: it must have been the seat to act, with an action it was offered.
    assert type(seat) is int and seat == json.loads(before)[4]
    assert is_listed(parse_action(text) if isinstance(text, str) else text, legal)
    m.check_invariants()


def fuzz(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("table", range(len(TABLES)), ids=[f"{g}-{n}" for g, n, _ in TABLES])
@fuzz(DEFAULT_EXAMPLES)
@given(data=st.data())
def test_illegal_actions_change_nothing(table, data):
    check_one(*data.draw(attempts(table)))


@pytest.mark.slow
@pytest.mark.parametrize("table", range(len(TABLES)), ids=[f"{g}-{n}" for g, n, _ in TABLES])
@fuzz(SLOW_EXAMPLES)
@given(data=st.data())
def test_illegal_actions_change_nothing_long(table, data):
    check_one(*data.draw(attempts(table)))


# ----- the defects of issue 15 item 3, one by one
@pytest.mark.parametrize("text, words", [
    ("bet ²", "only plain letters"), ("bid ⑤", "only plain letters"), ("bet ١٢", "only plain letters"),
    ("bank ０", "only plain letters"), ("play-card", "needs one card"), ("play-card QH 7S", "needs one card"),
    ("bet " + "9" * 5000, "more than 12 digits"), ("bet 1.5", "digits 0-9"), ("bet", "digits 0-9"),
    ("exchange", "at least one card"), ("exchange Qſ", "only plain letters"), ("exchange QX", "not a card"),
])
def test_bad_action_texts_raise_illegal_action(text, words):
    with pytest.raises(IllegalAction, match=words):
        parse_action(text)


def test_ascii_numbers_and_a_play_card_word_still_parse():
    assert parse_action("bet 30").amount == 30 and parse_action("bid -2").amount == -2
    assert parse_action("bet " + "9" * 12).amount == 10 ** 12 - 1
    assert parse_action("play-card qh") == parse_action("QH")


@pytest.mark.parametrize("seat", [1.0, True, False, None, "1", 1 + 0j])
def test_apply_refuses_a_seat_that_is_not_an_int(seat):
    # Ferme's first deal: seat 1 draws first with one card in hand. A float seat used to pass the turn check
    # (1.0 == 1), take a card from the stock, then fail: the card was lost. True was taken as seat 1.
    m = new_match("ferme", default_seats(3), {"first_dealer": 2}, 5)
    assert m.to_act() == 1
    before = state(m)
    with pytest.raises(IllegalAction, match="a seat is a whole number"):
        m.apply(seat, "draw")
    assert state(m) == before
    m.check_invariants()
    m.apply(1, "draw")   # the real seat still can


def test_cards_are_ascii_only():
    from lomber.engine.cards import CardError, parse_card

    assert parse_card("qs") == "QS" and parse_card("TH") == "10H"
    for text in ("Qſ", "ＱＳ", "Q\u0455"):
        with pytest.raises(CardError):
            parse_card(text)
