"""The reasons shown for a computer's moves (ai/explain.py): fair play — never a card the viewer has not seen."""

from __future__ import annotations

import pytest

from lomber.ai.explain import cards_in, cards_named, explain, fair_reason, seen_cards
from lomber.ai.registry import make_player
from lomber.engine.match import Seat
from lomber.engine.records import replay
from lomber.engine.registry import new_match
from lomber.search.advice import Reason
from lomber.search.players import forced

# (game, seats, positions explained): the search games' advisor takes about a second a position. Ferme's reasons
# are a few templates of totals and chips: its 10 positions over the two matches reach every one of them that 30
# reached (draw, stand, a close stand, cannot bust, in its own way), each checked as 30 checked them.
GAMES = [("ferme", 4, 10), ("chemin-de-fer", 4, 16), ("fortuna", 3, 6), ("fly", 4, 8)]
VIEWER = 0


def _computer_moves(game: str, n: int, seed: int) -> tuple[dict, list[int]]:
    """A match of easy players (seat 0 stands for the human) and the indexes of the others' unforced moves."""
    match = new_match(game, [Seat(f"P{i}", "ai", "easy") for i in range(n)], {}, seed)
    players = [make_player(game, "easy", seed + i) for i in range(n)]
    moves: list[int] = []
    while not match.finished and len(match.history) < 400:
        seat, legal = match.to_act(), match.legal_actions()
        only = forced(legal)
        if only is None and seat != VIEWER:
            moves.append(len(match.history))
        match.apply(seat, only or players[seat].choose(match.view(seat), legal))
    return match.record(), moves


@pytest.mark.parametrize(("game", "n", "count"), GAMES)
def test_a_reason_names_only_cards_the_viewer_has_seen(game, n, count):
    shown = 0
    for seed in (1, 2):
        record, moves = _computer_moves(game, n, seed)
        step = max(1, len(moves) // (count // 2))
        for index in moves[::step][:count // 2]:
            reason = explain(record, index, VIEWER, seed=index)
            events: list = []
            match = replay(record, upto=index + 1, events=events)
            known = seen_cards(events, VIEWER)
            assert cards_named(reason) <= known, (game, index, reason)
            assert cards_in(reason.text) <= known, (game, index, reason.text)
            assert match.view(VIEWER)["seat"] == VIEWER
            shown += 1
    assert shown >= count // 2


def test_a_reason_naming_a_hidden_card_is_said_without_it():
    keeps = Reason("x", "Keeps {cards} for the last trick; plays {action}.", {"cards": "AH KH", "action": "8H"})
    assert fair_reason(keeps, {"8H", "AH", "KH"}) is keeps
    hidden = fair_reason(keeps, {"8H", "KH"})
    assert hidden.text == "Keeps cards you cannot see for the last trick; plays 8H."
    kept = Reason("fly.kept", "{action}: the usual play; {best} looked better.", {"action": "AD", "best": "7C"})
    assert fair_reason(kept, {"AD"}).text == "AD: the usual play; a card you cannot see looked better."
    swap = Reason("x", "{action}, next best {next}.", {"action": "exchange QH 6C 8S", "next": "exchange 7C"})
    assert fair_reason(swap, set()).text == "exchange 3, next best exchange 1."   # the public form, as the log says
    odd = Reason("x", "{why}", {"why": "AH"})      # a field of no known kind: said in words, never the card
    assert not cards_named(fair_reason(odd, set()))


def test_some_reasons_would_have_named_a_hidden_card():
    """The filter is not idle: in Fly the computers' exchanges name the cards they throw away."""
    record, moves = _computer_moves("fly", 4, 1)
    exchanges = [i for i in moves if record["actions"][i][1].startswith("exchange ")
                 and len(record["actions"][i][1].split()) > 1]
    assert exchanges
    shown = explain(record, exchanges[0], VIEWER, seed=0)
    played = record["actions"][exchanges[0]][1]
    assert played not in shown.text and not cards_named(shown) & set(played.split()[1:])
