"""What a game says about itself: one `GameInfo` per game, declared beside its rules and registered by id.

The registries, the window (action bar, texts, layout, dialogs), the controller, the arena, the bench and
the invariant tests read it, so a new game is its own module plus one registration. Texts here are English
and marked with `N_` for the translation collector; the UI translates them where it shows them. The words
of each option (label, help, values) are declared with the option itself (`engine.options.OptionSpec`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from lomber.engine.feats import Feat
from lomber.engine.options import N_, NG_

if TYPE_CHECKING:
    from lomber.engine.actions import Action
    from lomber.engine.match import Match

__all__ = ["NG_", "N_", "SDK_OLDEST", "SDK_VERSION", "Anchor", "Column", "ColumnKind", "Example", "Fact", "Feat",
           "GameInfo", "Place", "Scene", "Shows", "Spread", "Table", "TablePlace", "Word", "WordKind"]

# The version of the game SDK (`lomber.sdk`) this app provides, and the oldest one whose games it still plays. A
# game says which it was written for (`GameInfo.sdk`); the registry leaves out, with the reason in `broken()`, a
# game written for a version outside this range.
SDK_VERSION = 1
SDK_OLDEST = 1


class WordKind(enum.Enum):
    """How an action word is chosen: by itself, with an amount, or with cards from the hand."""

    PLAIN = "plain"
    AMOUNT = "amount"
    CARDS = "cards"


class Shows(enum.Enum):
    """What the other seats learn of a decision with cards: all of it, how many cards, or only the word."""

    ALL = "all"          # `bet 30`, a card played: public
    COUNT = "count"      # `exchange 3`: the cards stay hidden
    WORD = "word"        # `take-trump`: even the card given up stays hidden


@dataclass(frozen=True, slots=True)
class Word:
    """An action word of a game (`draw`, `bet N`, `exchange C …`) and how the UI shows it."""

    word: str
    button: str                       # the action bar's label, with its & mnemonic
    log: str                          # the verb in the log ("Anna: stands")
    kind: WordKind = WordKind.PLAIN
    safe: bool = False                # what a seat whose computer player failed falls back to
    shows: Shows = Shows.ALL          # what others learn of it (an exchange's cards stay hidden)
    counted: str = ""                 # the log's words of its COUNT form, `%n` the cards ("exchanges %n card(s)")
    # The same two addressed to the user himself ("You stand", "You exchange 3 cards"): the log never says
    # "You stands". A word without them is logged as "Name: stands".
    you: str = ""
    counted_you: str = ""
    # An AMOUNT word that counts cards says so (`counted`: "buys %n card(s)"), and an amount of 0 in words of its
    # own ("buys no cards", «не прикупает»): never "buys 0".
    zero: str = ""
    zero_you: str = ""
    zero_button: str = ""             # its button when 0 is the only amount ("Buy &none"), never "Buy" for nothing

    def public_text(self, action: Action) -> str:
        """The decision as the other seats may know it: `exchange 3` for `exchange 8S JS QC`."""
        if self.shows is Shows.ALL or not action.cards:
            return action.text
        if self.shows is Shows.COUNT:
            return f"{action.kind} {len(action.cards)}"
        return action.kind


@dataclass(frozen=True, slots=True)
class Place:
    """A chip pile on the table (`farm`, `bank` …) or a role (`farmer`, `banker` …)."""

    label: str        # on the table ("Farm"); for a role, its name ("farmer")
    log: str = ""     # in the log ("the farm"); roles leave it empty
    colour: str = "#888888"


class Anchor(enum.Enum):
    """Where a table place's cards lie."""

    ROW = "row"       # face up in the row above the middle, after the deck and before the chip piles
    DECK = "deck"     # in the deck, unseen: a card put there stays in it (Fortuna's talon)


class Spread(enum.Enum):
    """How a table place holds a second card."""

    APART = "apart"       # each card in a slot of its own, side by side
    SQUARED = "squared"   # squared on the first, the latest on top


@dataclass(frozen=True, slots=True)
class TablePlace:
    """A named place on the table for cards that belong to no seat: the trump card, the surs, the talon.

    `name` is the reason of the DEALT or TURNED event (to no seat) that puts a card there, and the card's key in
    the view's `table_cards`; the window lays each place out as declared and knows no game's names."""

    name: str
    caption: str = ""             # under the card, N_("Trump"); empty for none
    anchor: Anchor = Anchor.ROW
    spread: Spread = Spread.APART


# Cards dealt to no seat as "stock" stay in the deck, whatever the game declares.
DECK_PLACE = TablePlace("stock", anchor=Anchor.DECK)


class ColumnKind(enum.Enum):
    """How a column of the deal table shows its values."""

    NUMBER = "number"    # 3
    SIGNED = "signed"    # +3, −2
    CARDS = "cards"      # 10♠ 6♥
    WORD = "word"        # a code, worded by the column's `words`


@dataclass(frozen=True, slots=True)
class Column:
    """A column of a game's deal table: the value under `key` in each row of the view's `deal_result`."""

    key: str
    label: str                                   # the header, N_("Tricks")
    kind: ColumnKind = ColumnKind.NUMBER
    words: tuple[tuple[str, str], ...] = ()      # WORD: each code's words, N_ marked
    tip: str = ""                                # the header's tooltip: what the column counts

    def word(self, code: str) -> str:
        """A WORD code's words (English, for `tr`), or the code itself."""
        return dict(self.words).get(code, code)


@dataclass(frozen=True, slots=True)
class Fact:
    """Something the prompt tells the player before his choices ("Your point: 5 — Draw or Stand").

    `text` is filled with the values of `keys` in the player's own view (%1, %2 …; a dotted key reads inside a
    dict, `auction.bid`; a list with one value per seat gives his own). `%n` counts the first value. The fact is
    left out while a value is unknown (None, or False for a yes/no key) and, with `words`, unless one of those
    words is legal now."""

    text: str
    keys: tuple[str, ...]
    words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Table:
    """A table to play on: seats and options (the bench's typical table, the invariant tests' quick ones); `endless`
if a match there never ends under random play (Fortuna with no parties)."""

    seats: int
    options: Mapping[str, Any] = field(default_factory=dict)
    endless: bool = False


@dataclass(frozen=True, slots=True)
class Scene:
    """A busy table the bench animates for its frame times (`lomber bench --only frames`): `seats` seats, the deal
    from its start or (`trick`) the first trick from its lead; `long` if its whole deal takes long to animate."""

    key: str          # the figures' name: frames.<key>.scale-1.p99
    seats: int
    label: str        # "a 12-seat Ferme deal"
    trick: bool = False
    long: bool = False


@dataclass(frozen=True, slots=True)
class Example:
    """The worked example of a game's rule panels as a record: `packs` stacked for its shuffles (a preset each: the
    pack's cards top first, or a mapping with the pack and the game's own keys), the `actions` played, and
    `chips`, each seat's stack change over the last deal the actions settle (from its start, antes and stakes
    included, to its end); `rows`, if given, the view's `deal_result` rows of that deal, in their order.
    `lomber.testing.check_game` replays it and compares them seat by seat."""

    seats: int
    packs: tuple[str | Mapping[str, str], ...]
    actions: tuple[tuple[int, str], ...]
    chips: tuple[int, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    rows: tuple[Mapping[str, Any], ...] = ()


def _frozen(m: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(m))


@dataclass(frozen=True)
class GameInfo:
    """Everything the app needs to know about one game besides its rules code."""

    id: str
    name: str                                   # N_("Ferme")
    match: type[Match]
    players: str                                # the module of its computer players (`PLAYERS = {level: cls}`)
    words: tuple[Word, ...]                     # in the action bar's order
    piles: Mapping[str, Place] = field(default_factory=dict)
    roles: Mapping[str, Place] = field(default_factory=dict)
    # Its table places (`TablePlace`); `table_cards`, each face-up place's caption by name, follows from them (a
    # game that declares only `table_cards` gets a place in the row for each).
    places: tuple[TablePlace, ...] = ()
    table_cards: Mapping[str, str] = field(default_factory=dict)
    reasons: Mapping[str, str] = field(default_factory=dict)       # chip-move reasons → words for the log
    # Log lines of NOTE events by reason, or by "reason:arg" where the arg picks the wording.
    # In a template %1 is the seat's name, %2 the event's amount, %3 its arg (a suit letter shows as its sign).
    notes: Mapping[str, str] = field(default_factory=dict)
    # A template with the seat as its subject may have a second one for the user's own seat, keyed
    # "reason@you" ("You win the partie"): the log addresses the user in the second person.
    # The words of the game's own error codes (`IllegalAction(..., code=...)`); the common ones are in
    # `lomber.ui.errors`. `{name}` is a param of the error, `%n` its count `n`.
    errors: Mapping[str, str] = field(default_factory=dict)
    # How a match the user stops early is settled, one sentence (Game ▸ Stop the match asks with it; the rule panel
    # says the same at length).
    stop_rule: str = ""
    centre_hands: tuple[str, ...] = ()          # roles whose hands lie in the middle (Chemin de fer)
    shoe: bool = False                          # the stock is a shoe
    # The viewer's hand keeps the order its cards came in, unsorted (Ferme: a card drawn goes to the right end).
    in_drawn_order: bool = False
    lower_score_wins: bool = False              # scores race down (Fly): the arena reads a drop as a gain
    # A score kept in parts (Fortuna's leves and honours): their names. The table shows the sum, the one score the
    # log and the standings name too; the parts are told in the tooltips ("Score 14 = leves 9 + honours 5").
    score_parts: tuple[str, ...] = ()
    # The deal table shown when a deal ends: the columns of the view's `deal_result` rows, after the player's
    # name and before his chips.
    deal_columns: tuple[Column, ...] = ()
    # What the prompt tells the player besides his choices, read from his view.
    facts: tuple[Fact, ...] = ()
    # The value of a hand (Ferme's total, Chemin de fer's point), shown on the table beside every hand the viewer
    # sees whole: his own, and hands shown to everyone.
    hand_value: Callable[[Sequence[str]], int] | None = None
    # The statistics' figures of the game's own (16s made, fastest win …), after the common ones: see engine/feats.py.
    feats: tuple[Feat, ...] = ()
    # Where the app lists the game among the others (lower first; equal ones in the order they were found).
    listed: int = 100
    bench: Table = Table(4)                     # the typical table for throughput and decision-time figures
    quick_tables: tuple[Table, ...] = (Table(4),)   # tables that end quickly under random play (invariant tests)
    frames: tuple[Scene, ...] = ()              # the bench's frame-time scenes of this game
    # The table that lasts longest under random play: the replay bench's long records (`lomber bench --only
    # replay`; the first endless one is also its memory figure's) and the network bench's two-seat table.
    long_table: Table | None = None
    crowd_table: Table | None = None            # a crowded table for the network bench (the most seats first)
    sdk: int | None = None                      # the SDK version the game was written for (None: before versions)
    example: Example | None = None              # its rule panels' worked example, replayed by `check_game`
    lesson: str = ""                            # the module of its lesson (`LESSON`, engine/lesson.py), if any

    def __post_init__(self) -> None:
        derived = {p.name: p.caption for p in self.places if p.caption}
        # Both given and telling the same (a GameInfo copied with `dataclasses.replace`) is one declaration.
        if self.places and self.table_cards and dict(self.table_cards) != derived:
            raise ValueError(f"game {self.id!r}: declare its table places once, in `places` (not `table_cards`)")
        if self.places:
            object.__setattr__(self, "table_cards", derived)
        else:
            object.__setattr__(self, "places", tuple(TablePlace(n, c) for n, c in self.table_cards.items()))
        for name in ("piles", "roles", "table_cards", "reasons", "notes", "errors"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))
        keys = [f.key for f in self.feats]
        if len(set(keys)) != len(keys):
            raise ValueError(f"game {self.id!r}: two feats with one key ({', '.join(keys)})")

    @property
    def min_players(self) -> int:
        """The fewest seats the game is played with (its Match's)."""
        return self.match.min_players

    @property
    def max_players(self) -> int:
        """The most seats the game is played with (its Match's)."""
        return self.match.max_players

    def table_place(self, name: str) -> TablePlace:
        """The declared place of that name; "stock" is the deck; any other name a place of its own in the row."""
        for p in (*self.places, DECK_PLACE):
            if p.name == name:
                return p
        return TablePlace(name)

    def word(self, word: str) -> Word | None:
        """The declared word, or None."""
        for w in self.words:
            if w.word == word:
                return w
        return None

    def words_of(self, kind: WordKind) -> frozenset[str]:
        """The words of one kind."""
        return frozenset(w.word for w in self.words if w.kind is kind)

    def can_stop(self) -> bool:
        """The rules say how to settle a match stopped early (the game overrides `Match.stop`)."""
        # The class that defines `stop` nearest the game's, told by its module: importing the match module here
        # would close a circle (match -> registry -> gameinfo).
        owner = next(k for k in self.match.__mro__ if "stop" in vars(k))
        return owner.__module__ != "lomber.engine.match"
