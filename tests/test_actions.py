"""Action texts: every action reads back from its canonical text; any other text is read or refused cleanly."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from lomber.engine.actions import Action, card_action, is_listed, parse_action
from lomber.engine.cards import ALL_CARDS
from lomber.engine.errors import IllegalAction
from lomber.engine.gameinfo import WordKind
from lomber.engine.match import default_seats
from lomber.engine.registry import game_ids, games, new_match

# Every game's words, by kind.
WORDS, AMOUNT_KINDS, CARDS_KINDS = (sorted({w.word for g in games() for w in g.words if w.kind is kind})
                                    for kind in (WordKind.PLAIN, WordKind.AMOUNT, WordKind.CARDS))

cards = st.sampled_from(ALL_CARDS)
actions = st.one_of(
    st.builds(lambda k: Action(k), st.sampled_from(WORDS)),
    st.builds(lambda k, n: Action(k, amount=n), st.sampled_from(AMOUNT_KINDS), st.integers(-10**6, 10**9)),
    st.builds(lambda k, cs: Action(k, cards=tuple(cs)), st.sampled_from(CARDS_KINDS),
              st.lists(cards, min_size=1, max_size=5)),
    st.builds(card_action, cards),
)


@given(actions)
def test_every_action_reads_back_from_its_text(action: Action) -> None:
    assert parse_action(action.text) == action


@settings(max_examples=300)
@example("bet ²")          # `str.isdigit` says yes, `int` says no
@example("exchange 10h TS qs")
@given(st.text(max_size=30) | st.lists(st.sampled_from([*WORDS, *AMOUNT_KINDS, *CARDS_KINDS, "10h", "qs", "T", "-3",
                                                          "²", "١٢", "0x1F", "5", " "]), max_size=4).map(" ".join))
def test_any_text_is_read_to_a_canonical_action_or_refused_with_illegal_action(text: str) -> None:
    try:
        action = parse_action(text)
    except IllegalAction:
        return
    assert parse_action(action.text) == action


@pytest.mark.parametrize("game", game_ids())
@settings(max_examples=25, deadline=None)
@given(text=st.text(max_size=12))
def test_a_match_refuses_nonsense_and_is_unchanged(game: str, text: str) -> None:
    m = new_match(game, default_seats(4 if game != "ferme" else 3), {}, 1)
    before = m.record(), m.summary()
    try:
        if is_listed(parse_action(text), m.legal_actions()):
            return      # by chance a legal action
    except IllegalAction:
        pass
    with pytest.raises(IllegalAction):
        m.apply(m.to_act(), text)
    assert (m.record(), m.summary()) == before
