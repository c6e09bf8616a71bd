"""A game's table places (`GameInfo.places`): the named places for cards that belong to no seat, each with its
anchor and spread, from which the captions of face-up table cards follow."""

from __future__ import annotations

import dataclasses

import pytest

from lomber.engine.gameinfo import Anchor, Spread, TablePlace
from lomber.engine.registry import game_info


def test_the_games_declare_their_places_and_the_captions_follow() -> None:
    fortuna = game_info("fortuna")
    assert [p.name for p in fortuna.places] == ["trump", "surs", "talon"]
    assert fortuna.table_place("talon").anchor is Anchor.DECK
    assert dict(fortuna.table_cards) == {"trump": "Trump", "surs": "Surs"}     # the talon has no caption
    assert [p.name for p in game_info("fly").places] == ["trump"]
    assert game_info("ferme").places == () and game_info("chemin-de-fer").places == ()


def test_a_place_not_declared_lies_in_the_row_and_the_stock_is_the_deck() -> None:
    fly = game_info("fly")
    assert fly.table_place("trump") == TablePlace("trump", "Trump", Anchor.ROW, Spread.APART)
    assert fly.table_place("stock").anchor is Anchor.DECK
    assert fly.table_place("kitty") == TablePlace("kitty")


def test_a_game_declaring_only_table_cards_gets_a_place_in_the_row_for_each() -> None:
    old = dataclasses.replace(game_info("fly"), places=(), table_cards={"trump": "Trump", "widow": "Widow"})
    assert old.places == (TablePlace("trump", "Trump"), TablePlace("widow", "Widow"))


def test_places_and_table_cards_together_are_refused() -> None:
    with pytest.raises(ValueError, match="table places once"):
        dataclasses.replace(game_info("fortuna"), table_cards={"trump": "Trump"})
