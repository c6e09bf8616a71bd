"""The game SDK: everything a game package uses, from one import (`from lomber.sdk import Match, GameInfo, …`).

A game written against it says so with `GameInfo(..., sdk=SDK_VERSION)`: the registry leaves out, with the
reason in `registry.broken()`, a game written for a version this app does not provide. The names here are
re-exported from where they live (docs/sdk.md gives each one's home and signature); nothing here imports Qt.
`lomber.testing.check_game(game_id)` is the conformance check a game passes.
"""

from __future__ import annotations

from lomber.engine.actions import PLAY, Action, AmountChoice, Choice, card_action, parse_action
from lomber.engine.cards import ALL_CARDS, HIGH, RANKS, SUITS, Card, high, parse_card, parse_cards, rank, suit
from lomber.engine.errors import IllegalAction, OptionError, PresetError
from lomber.engine.events import HIDDEN, Ev, Event
from lomber.engine.feats import Feat, Played, Tally, deals_to_win, each_deal
from lomber.engine.gameinfo import (
    N_,
    NG_,
    SDK_OLDEST,
    SDK_VERSION,
    Anchor,
    Column,
    ColumnKind,
    Example,
    Fact,
    GameInfo,
    Place,
    Scene,
    Shows,
    Spread,
    Table,
    TablePlace,
    Word,
    WordKind,
)
from lomber.engine.ledger import Ledger, seat_of, seat_place
from lomber.engine.lesson import Lesson, Step, Target
from lomber.engine.match import Match, Seat, default_seats
from lomber.engine.options import FIRST_DEALER, OptionSpec, first_dealer
from lomber.engine.packs import build_pack, ranks_from
from lomber.engine.registry import register_game
from lomber.games import words
from lomber.search.advice import (
    Advice,
    Estimate,
    EstimateColumn,
    Figure,
    OddsLine,
    OddsSheet,
    Reason,
    no_search_needed,
    only_choice,
    only_reason,
    waiting,
)
from lomber.search.players import Player, RandomPlayer, concrete, forced

__all__ = [
    "ALL_CARDS",
    "FIRST_DEALER",
    "HIDDEN",
    "HIGH",
    "NG_",
    "N_",
    "PLAY",
    "RANKS",
    "SDK_OLDEST",
    "SDK_VERSION",
    "SUITS",
    "Action",
    "Advice",
    "AmountChoice",
    "Anchor",
    "Card",
    "Choice",
    "Column",
    "ColumnKind",
    "Estimate",
    "EstimateColumn",
    "Ev",
    "Event",
    "Example",
    "Fact",
    "Feat",
    "Figure",
    "GameInfo",
    "IllegalAction",
    "Ledger",
    "Lesson",
    "Match",
    "OddsLine",
    "OddsSheet",
    "OptionError",
    "OptionSpec",
    "Place",
    "Played",
    "Player",
    "PresetError",
    "RandomPlayer",
    "Reason",
    "Scene",
    "Seat",
    "Shows",
    "Spread",
    "Step",
    "Table",
    "TablePlace",
    "Tally",
    "Target",
    "Word",
    "WordKind",
    "build_pack",
    "card_action",
    "concrete",
    "deals_to_win",
    "default_seats",
    "each_deal",
    "first_dealer",
    "forced",
    "high",
    "no_search_needed",
    "only_choice",
    "only_reason",
    "parse_action",
    "parse_card",
    "parse_cards",
    "rank",
    "ranks_from",
    "register_game",
    "seat_of",
    "seat_place",
    "suit",
    "waiting",
    "words",
]
