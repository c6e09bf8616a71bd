"""The match protocol every game implements: whose turn, legal actions, apply, view, summary, record."""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar, Self

from lomber.engine.actions import PLAY, Action, Choice, check_action, is_listed, parse_action
from lomber.engine.errors import IllegalAction, OptionError
from lomber.engine.events import Ev, Event
from lomber.engine.ledger import Ledger, seat_place
from lomber.engine.levels import LEVELS, SEAT_LEVELS  # noqa: F401 - LEVELS: its callers import it from here
from lomber.engine.options import OptionSpec, resolve_options
from lomber.engine.shuffle import NO_DEALER, Dealer, check_presets
from lomber.engine.text import clean_text, name_problem

if TYPE_CHECKING:
    from lomber.engine.gameinfo import Word

KINDS = ("human", "ai")


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a name, human or computer, and the computer's level."""

    name: str
    kind: str = "human"
    level: str | None = None

    def __post_init__(self) -> None:
        if name_problem(self.name) is not None:
            # One check for every way a name arrives: a name the engine holds is one every writer can write.
            raise OptionError("a seat needs a name of 1–40 characters, with no control, direction, invisible or "
                              "broken character", code="seat-name")
        if self.kind not in KINDS:
            raise OptionError(f"seat kind must be 'human' or 'ai', not {self.kind!r}", code="seat-kind",
                              text=str(self.kind)[:40])
        if self.kind == "ai" and self.level not in SEAT_LEVELS:
            raise OptionError(f"a computer seat needs a level: {', '.join(SEAT_LEVELS)} (not {self.level!r})",
                              code="seat-level", text=str(self.level)[:40])

    def to_json(self) -> dict[str, Any]:
        """The seat as a record stores it (no level for a human)."""
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level:
            out["level"] = self.level
        return out

    @staticmethod
    def from_json(data: Any) -> Seat:
        """A seat from a record's JSON, checked (OptionError on a bad one)."""
        if not isinstance(data, dict):
            raise OptionError("each seat must be an object with name and kind", code="seat-object")
        name = data.get("name", "")
        # A record's name is outside text: made safe as it enters (engine/text.py), never cut (a name too long is
        # refused, said as such); the rest checked as it is.
        return Seat(clean_text(name, len(name)) if isinstance(name, str) else name, data.get("kind", "human"),
                    data.get("level"))


def default_seats(n: int, level: str = "normal") -> list[Seat]:
    """N computer seats named Seat 1 … Seat N (for the arena, the bench, search worlds and tests)."""
    return list(_default_seats(n, level))


@lru_cache(maxsize=64)
def _default_seats(n: int, level: str) -> tuple[Seat, ...]:
    # Seats are frozen: the same ones serve every caller (search worlds build many matches a second).
    return tuple(Seat(f"Seat {i + 1}", "ai", level) for i in range(n))


# Values a copy may share: nothing can change them in place (the games' tuples hold cards, seats and numbers).
_IMMUTABLE = frozenset({int, str, bool, float, type(None), tuple, frozenset, Seat, Ev, Event})


_CLONE_PLANS: dict[tuple[Any, ...], tuple[str, ...]] = {}   # `Match.clone`: the fields to copy, by layout


def copied(value: Any) -> Any:
    """An independent copy of a match's field: lists, dicts and sets copied down to their immutable contents,
    objects with a `copy()` method (the ledger, the dealer) by it; TypeError for anything else that may change."""
    t = type(value)
    if t in _IMMUTABLE:
        return value
    if t is list:
        # Most fields are lists of cards or numbers: one C-speed copy when nothing in them can change.
        return value.copy() if _IMMUTABLE.issuperset(map(type, value)) else [copied(x) for x in value]
    if t is dict:
        return {k: copied(v) for k, v in value.items()}
    if t is set:
        return set(value)
    own = getattr(value, "copy", None)
    if own is not None:
        return own()
    raise TypeError(f"a clone cannot copy a {t.__name__}: give it a copy() method, or name the field in "
                    f"the match's shared_fields if it is never changed in place")


def _declared_word(game_id: str, word: str) -> Word | None:
    """A game's declared action word (None for a game or word not registered)."""
    from lomber.engine.registry import game_info  # the registry imports this module

    try:
        return game_info(game_id).word(word)
    except OptionError:
        return None


class Match(ABC):
    """One match of one game. Subclasses hold the state in plain fields and implement the rules."""

    # Fields a clone shares with its match: never changed in place, only replaced (a game adds its own, e.g. a shoe
    # that is only read until the next one is shuffled). Every other field is copied (`clone`).
    shared_fields: ClassVar[frozenset[str]] = frozenset(
        {"seats", "options", "presets", "start_events", "deal_result", "deal_stacks"})
    # The action words `normalize` may put in canonical form (an exchange's cards in hand order): it is asked of
    # these only (a replay would otherwise call it once per action for nothing).
    normalizes: ClassVar[frozenset[str]] = frozenset()
    game_id: ClassVar[str]
    option_specs: ClassVar[tuple[OptionSpec, ...]]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    def __init__(self, seats: list[Seat], options: dict[str, Any] | None, seed: int, presets: Any = None) -> None:
        """The base fields of a new match (the game's `__init__` then sets its stacks and deals the first deal)."""
        self._check_seats_and_seed(seats, seed)
        options = self._resolve(options, len(seats))
        presets = check_presets(presets)
        self._set_base(seats, options, seed, presets, Dealer(seed, presets), Ledger([0] * len(seats)))

    @classmethod
    def from_position(cls, seats: list[Seat], options: dict[str, Any] | None, ledger: Ledger, *, deals: int = 0,
                      dealer: Dealer | None = None, seed: int = 0, stop_at_deal_end: bool = True) -> Self:
        """A match set up in a given position instead of dealt from the start (a search world, a test's position).

        The base fields are set here; the caller sets the game's own fields. Options are checked as for a new
        match. `dealer` is needed only if the match may shuffle again (without one a shuffle raises). With
        `stop_at_deal_end` the match stops once the deal in play is settled: `to_act()` is then None.
        """
        new = cls.__new__(cls)
        new._check_seats_and_seed(seats, seed)
        options = cls._resolve(options, len(seats))
        new._set_base(seats, options, seed, [], NO_DEALER if dealer is None else dealer, ledger)
        new.deals_done = deals
        new.stop_at_deal_end = stop_at_deal_end
        return new

    @classmethod
    def _resolve(cls, options: dict[str, Any] | None, seats: int) -> dict[str, Any]:
        """The options checked and completed; an OptionError names this game (the UI words its option labels)."""
        try:
            return resolve_options(cls.option_specs, options, seats, cls.check_options)
        except OptionError as exc:
            exc.params.setdefault("game", cls.game_id)
            raise

    def _check_seats_and_seed(self, seats: list[Seat], seed: int) -> None:
        if not self.min_players <= len(seats) <= self.max_players:
            raise OptionError(f"{self.game_id} is for {self.min_players}–{self.max_players} players, not {len(seats)}",
                              code="seat-count", game=self.game_id, lo=self.min_players, n=self.max_players,
                              seats=len(seats))
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise OptionError("the seed must be a whole number", code="seed")

    def _set_base(self, seats: list[Seat], options: dict[str, Any], seed: int, presets: list[dict[str, Any]],
                  dealer: Dealer, ledger: Ledger) -> None:
        """The fields every match has, set in this one place (a new match and a match from a position)."""
        self.seats = list(seats)
        self.n = len(seats)
        self.places = tuple(seat_place(s) for s in range(self.n))   # each seat's ledger place, named once
        self.options = options
        self.seed = seed
        self.presets = presets
        self.dealer = dealer
        self.history: list[tuple[int, str]] = []
        self.ledger = ledger
        self.start_events: list[Event] = []
        self.deals_done = 0             # deals (coups) settled: the game counts them, `deals` reads them
        self.stop_at_deal_end = False   # a search world stops when its deal is settled instead of dealing the next
        # The last settled deal's table for the view (`deal_result`, docs/engine.md), and the stacks at the start
        # of the deal in play that its chips column is counted from. Both are replaced, never changed in place,
        # so copies of the match may share them.
        self.deal_result: dict[str, Any] | None = None
        self.deal_stacks: list[int] = list(ledger.stacks)
        self.practice = False           # a decision was taken back: kept out of the statistics (docs/app.md)
        self.stopped = False            # the user stopped it (`stop`): its record says so, a reopening stops it again
        self.over = False               # the match is over: the game sets it when its end comes (`finished`)
        # A quiet match builds no events where nobody reads them (`records.replay` without `events`: a long record's
        # `lomber replay`); the state it reaches is the same. `apply` then returns an empty list.
        self.quiet = False

    # ----- what each game implements
    @classmethod
    def check_options(cls, options: dict[str, Any], seats: int) -> None:
        """Cross-option checks (e.g. a variant that does not fit the seat count); raise OptionError."""

    @abstractmethod
    def to_act(self) -> int | None:
        """The seat whose decision it is, or None when the match is over."""

    @abstractmethod
    def legal_actions(self) -> list[Choice]:
        """Every legal choice of the seat to act (amount words as ranges)."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal action (already checked) and return the events it caused."""

    @abstractmethod
    def view(self, seat: int) -> dict[str, Any]:
        """What `seat` may see, as plain data: the UI and the computer players get nothing else."""

    @abstractmethod
    def game_summary(self) -> dict[str, Any]:
        """The per-game fields of the summary (farmer, banker, dealer, scores …)."""

    @abstractmethod
    def all_cards(self) -> list[str]:
        """Every card in every place (stock, hands, tricks, discards): must equal `pack_cards`."""

    @abstractmethod
    def pack_cards(self) -> list[str]:
        """The cards of the pack(s) in play."""

    @property
    def finished(self) -> bool:
        """True once the match is over (the game sets `over`)."""
        return self.over

    @property
    def deals(self) -> int:
        """Deals (coups) completed."""
        return self.deals_done

    def winner(self) -> int | None:
        """The winning seat once finished, else None: by default the one richest seat (None on a tie)."""
        return self.richest() if self.finished else None

    def stop(self) -> list[Event]:
        """The user stops the match: settle what the rules say (e.g. split the farm). Default: nothing."""
        raise IllegalAction("this game cannot be stopped early", code="cannot-stop", game=self.game_id)

    def share_out(self, pile: str, first: int, reason: str) -> list[Event]:
        """Every chip of `pile` back to the seats in equal shares, the odd chips one each from `first` round the
        table: a match stopped while chips that nobody has won yet lie on the table (Fortuna's pool, Fly's pot)."""
        share, odd = divmod(self.ledger.get(pile), self.n)
        events: list[Event] = []
        for i in range(self.n):
            events += self.move_chips(pile, seat_place((first + i) % self.n), share + (1 if i < odd else 0), reason)
        return events

    def normalize(self, seat: int, action: Action) -> Action:
        """The canonical form of a well-formed action of the seat to act (e.g. cards put in hand order); the
        engine asks it only for the words in `normalizes`."""
        return action

    def is_legal(self, action: Action) -> bool:
        """True if the normalized `action` is one of `legal_actions()`; a game may answer without building the
        list where that is its cost (a replay asks once per action), never differently from it."""
        return is_listed(action, self.legal_actions())

    def explain_illegal(self, seat: int, action: Action) -> IllegalAction:
        """Why `action` is not legal now, as the error to raise; games override to name the rule."""
        legal = self.legal_actions()
        return IllegalAction(f"{action.text!r} is not allowed now; legal: {', '.join(c.text for c in legal)}",
                             code="not-allowed", action=action.text, legal=tuple(legal))

    # ----- helpers every game uses
    def richest(self, seats: Iterable[int] | None = None) -> int | None:
        """The one seat with the most chips among `seats` (every seat by default); None on a tie."""
        stacks = self.ledger.stacks
        among = list(range(self.n) if seats is None else seats)
        best = max(stacks[s] for s in among)
        top = [s for s in among if stacks[s] == best]
        return top[0] if len(top) == 1 else None

    def end_deal(self, rows: list[dict[str, Any]]) -> bool:
        """The deal in play is settled: count it and set its table (`set_deal_result`). False when the match stops
        at this deal's end (a search world, `stop_at_deal_end`): the game then deals no further."""
        self.deals_done += 1
        self.set_deal_result(rows)
        return not self.stop_at_deal_end

    def begin_deal_chips(self) -> None:
        """A deal starts: its chips column counts from the stacks as they are now."""
        self.deal_stacks = list(self.ledger.stacks)

    def set_deal_result(self, rows: list[dict[str, Any]]) -> None:
        """The table of the deal just settled: one row per seat that took part (`seat` and the game's columns);
        each row's `chips` is what the seat won or lost since `begin_deal_chips`, unless the game gave it."""
        now, then = self.ledger.stacks, self.deal_stacks
        for row in rows:
            s = row["seat"]
            row.setdefault("chips", now[s] - then[s] if s < len(then) else 0)
        self.deal_result = {"deal": self.deals_done, "rows": rows}

    def move_chips(self, src: str, dst: str, amount: int, reason: str, text: str = "", *, seat: int | None = None,
                   up_to: bool = False) -> list[Event]:
        """Move chips on the ledger and return the CHIPS event of the move (none when nothing moved).

        `up_to`: pay what is owed or, if `src` holds less, all it has. `seat` names whose chips they are when
        neither place does (a punter's lost bet going from the bets to the bank).
        """
        moved = self.ledger.pay_up_to(src, dst, amount) if up_to else self.ledger.move(src, dst, amount)
        if not moved or self.quiet:
            return []
        return [Event(Ev.CHIPS, seat=seat, src=src, dst=dst, amount=moved, reason=reason, text=text)]

    def common_view(self, seat: int, *, hands: list[list[str]], stock: int, roles: dict[str, int | None],
                    idle: list[int], out: list[int] | None = None, center: list[list[Any]] | None = None,
                    table_cards: dict[str, str] | None = None, scores: list[Any] | None = None) -> dict[str, Any]:
        """The keys every game's view has (docs/engine.md), in their order; the game adds its own after them."""
        view: dict[str, Any] = {
            "game": self.game_id, "seat": seat, "to_act": self.to_act(), "deals": self.deals,
            "finished": self.finished, "stacks": list(self.ledger.stacks), "table": self.ledger.table_view(),
            "hands": hands, "stock": stock, "center": [] if center is None else center,
            "table_cards": {} if table_cards is None else table_cards, "roles": roles, "idle": idle,
            "out": [] if out is None else out, "deal_result": self.deal_result,
        }
        if scores is not None:
            view["scores"] = scores
        return view

    # ----- the protocol, the same for every game
    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Apply `seat`'s action; raise IllegalAction (match unchanged) if it breaks a rule."""
        # Exactly an int: 1.0 == 1 would pass the turn check and then half-apply; True == 1 is not a seat.
        if type(seat) is not int:
            raise IllegalAction(f"a seat is a whole number, not {type(seat).__name__}", code="seat-type")
        if isinstance(action, str):
            action = parse_action(action)
        elif isinstance(action, Action):
            check_action(action)
        else:
            raise IllegalAction(f"an action is a text or an Action, not {type(action).__name__}", code="action-type")
        return self.apply_well_formed(seat, action)

    def apply_well_formed(self, seat: int, action: Action) -> list[Event]:
        """`apply` for a seat known to be an int and an action known to be well formed (`parse_action` made it or
        `check_action` passed it): the rules' checks, then the action."""
        action, events = self.checked_apply(seat, action)
        self.history.append((seat, action.text))
        return events

    def checked_apply(self, seat: int, action: Action) -> tuple[Action, list[Event]]:
        """`apply_well_formed` but for the history: the action as applied (normalized) and its events; the caller
        appends `(seat, action.text)` to the history (a replay appends the one tuple it keeps for each text)."""
        if self.over:   # `finished`, without the property's call (no game overrides it)
            raise IllegalAction("the match is over", code="match-over")
        if seat != self.to_act():
            turn = self.to_act()
            raise IllegalAction(f"it is seat {turn}'s turn, not seat {seat}'s", code="not-your-turn", turn=turn,
                                seat=seat)
        if action.kind in self.normalizes:
            action = self.normalize(seat, action)
        if not self.is_legal(action):
            raise self.explain_illegal(seat, action)
        events = self._apply(seat, action)
        if self.quiet:
            return action, []
        if not action.cards or action.kind == PLAY:   # public_text's own shortcut, without a call per action
            return action, events
        text = action.text
        public = self.public_text(action)
        if public != text:
            # The decision's event carries what the other seats learn of it; `mask` shows them only that.
            events = [e._replace(public=public) if e.kind is Ev.ACTION and e.seat == seat and e.text == text
                      else e for e in events]
        return action, events

    def public_text(self, action: Action) -> str:
        """The action as the other seats learn it (its word's `shows` in the game's `GameInfo`):
        `exchange 3` for `exchange 8S JS QC`. A word with cards that the game does not declare shows the count."""
        if not action.cards or action.kind == PLAY:
            return action.text
        word = _declared_word(self.game_id, action.kind)
        return word.public_text(action) if word is not None else f"{action.kind} {len(action.cards)}"

    def summary(self) -> dict[str, Any]:
        """The summary (docs/design.md): game, finished, deals, stacks, table, winner and the game's fields."""
        out: dict[str, Any] = {
            "game": self.game_id,
            "finished": self.finished,
            "deals": self.deals,
            "stacks": list(self.ledger.stacks),
            "table": self.ledger.table_view(),
            "winner": self.winner(),
        }
        out.update(self.game_summary())
        return out

    def record(self) -> dict[str, Any]:
        """The record that replays to this match."""
        return {
            "format": "lomber-record",
            "version": 1,
            "game": self.game_id,
            "seats": [s.to_json() for s in self.seats],
            "options": {k: v for k, v in self.options.items() if v is not None},
            "seed": self.seed,
            "presets": copy.deepcopy(self.presets),
            "actions": [[s, t] for s, t in self.history],
            **({"practice": True} if self.practice else {}),
            **({"stopped": True} if self.stopped else {}),
        }

    def clone(self) -> Self:
        """An independent copy: every field copied as deep as it holds containers (`copied`), except the
        `shared_fields`, which are never changed in place. A field of a type it cannot copy is an error here, not a
        search world that quietly changes the match it came from."""
        new = object.__new__(type(self))
        fields = self.__dict__.copy()
        # Which fields to copy follows from their names and types, found once for each layout (a search clones
        # thousands of times a second; a field that changes type, None to a list, is a new layout).
        shared = self.shared_fields
        layout = (shared, tuple(fields), tuple(map(type, fields.values())))
        plan = _CLONE_PLANS.get(layout)
        if plan is None:
            if len(_CLONE_PLANS) >= 4096:
                _CLONE_PLANS.clear()
            plan = _CLONE_PLANS[layout] = tuple(k for k, v in fields.items()
                                                if type(v) not in _IMMUTABLE and k not in shared)
        plain = _IMMUTABLE.issuperset
        for k in plan:   # `copied`, inlined for lists (most fields)
            v = fields[k]
            if type(v) is list:
                fields[k] = v.copy() if plain(map(type, v)) else [
                    x.copy() if type(x) is list and plain(map(type, x)) else copied(x) for x in v]
            else:
                fields[k] = copied(v)
        new.__dict__.update(fields)
        return new

    def check_invariants(self) -> None:
        """Raise AssertionError if chips or cards are out of place."""
        self.ledger.check()
        have, want = Counter(self.all_cards()), Counter(self.pack_cards())
        if have != want:
            raise AssertionError(f"cards out of place: extra {dict(have - want)}, missing {dict(want - have)}")
