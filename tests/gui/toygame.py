"""A tiny game for the controller and window tests ("Toy"): ante, draw or stand, bet; highest under 22 wins.

It registers itself when imported, as every game does: no other file of the app knows it (the `toy` fixture
imports it and unregisters it after the test), which proves a new game needs nothing outside its own module.
"""

from __future__ import annotations

import random
from typing import Any

from lomber.engine.actions import Action, AmountChoice, Choice
from lomber.engine.cards import ALL_CARDS, rank
from lomber.engine.events import Ev, Event
from lomber.engine.feats import Feat, Played, Tally, each_deal
from lomber.engine.gameinfo import N_, GameInfo, Place, Table, Word, WordKind
from lomber.engine.ledger import Ledger, seat_place
from lomber.engine.match import Match
from lomber.engine.options import FIRST_DEALER, OptionSpec
from lomber.engine.registry import register_game

VALUES = {"A": 1, "J": 10, "Q": 10, "K": 10}


def points(cards: list[str]) -> int:
    return sum(VALUES.get(rank(c), 0) or int(rank(c)) for c in cards)


class ToyMatch(Match):
    """Each deal: ante 1, two cards down, then in turn draw/stand/bet; best total ≤ 21 takes the pot."""

    game_id = "toy"
    option_specs = (
        OptionSpec("starting_chips", 10, "Chips each.", lo=2, hi=100),
        OptionSpec("max_deals", 3, "Deals in the match.", lo=1, hi=500),
        OptionSpec("fast", False, "Unused switch.", values=(True, False)),
        FIRST_DEALER,
    )
    min_players = 2
    max_players = 6

    def __init__(self, seats, options, seed, presets=None) -> None:
        super().__init__(seats, options, seed, presets)
        self.ledger = Ledger([self.options["starting_chips"]] * self.n)
        fd = self.options["first_dealer"]
        self.dealer_seat = fd if fd is not None else self.dealer.rng.randrange(self.n)
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.stock: list[str] = []
        self.used: list[str] = []
        self.turn: int | None = None
        self.betted: set[int] = set()
        self.playing: list[int] = []
        self._deals = 0
        self.out: list[int] = []
        self._done = False
        self.start_events = self._new_deal()

    def _new_deal(self) -> list[Event]:
        ev: list[Event] = []
        for i in range(self.n):
            if i not in self.out and self.ledger.stacks[i] == 0:
                self.out.append(i)
                ev.append(Event(Ev.OUT, i))
        alive = [i for i in range(self.n) if i not in self.out]
        if len(alive) < 2 or self._deals >= self.options["max_deals"]:
            self._done = True
            self.turn = None
            self.hands = [[] for _ in range(self.n)]
            ev.append(Event(Ev.MATCH_END, self.winner()))
            return ev
        pack, _ = self.dealer.shuffle_next(list(ALL_CARDS))
        self.stock = list(pack)
        self.hands = [[] for _ in range(self.n)]
        self.used = []
        self.betted = set()
        ev.append(Event(Ev.DEAL_START, self.dealer_seat))
        for i in alive:
            self.ledger.move(seat_place(i), "pot", 1)
            ev.append(Event(Ev.CHIPS, src=seat_place(i), dst="pot", amount=1, reason="ante"))
        self.playing = [(self.dealer_seat + 1 + k) % self.n for k in range(self.n)]
        self.playing = [i for i in self.playing if i in alive]
        for _ in range(2):
            for i in self.playing:
                c = self.stock.pop(0)
                self.hands[i].append(c)
                ev.append(Event(Ev.DEALT, i, (c,), False, reason="hand"))
        self.turn = 0
        return ev

    def to_act(self) -> int | None:
        return None if self._done else self.playing[self.turn]

    def legal_actions(self) -> list[Choice]:
        if self._done:
            return []
        seat = self.to_act()
        if points(self.hands[seat]) > 21 or len(self.hands[seat]) >= 5:
            return [Action("stand")]
        out: list[Choice] = [Action("draw"), Action("stand")]
        stack = self.ledger.stacks[seat]
        if seat not in self.betted and stack > 0:
            out.append(AmountChoice("bet", 1, min(stack, 3)))
        return out

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev = [Event(Ev.ACTION, seat, text=action.text)]
        if action.kind == "bet":
            self.betted.add(seat)
            self.ledger.move(seat_place(seat), "pot", action.amount)
            ev.append(Event(Ev.CHIPS, src=seat_place(seat), dst="pot", amount=action.amount, reason="bet"))
        elif action.kind == "draw":
            c = self.stock.pop(0)
            self.hands[seat].append(c)
            ev.append(Event(Ev.DEALT, seat, (c,), False, reason="hand"))
        else:
            self.turn += 1
            if self.turn >= len(self.playing):
                ev += self._settle()
        return ev

    def _settle(self) -> list[Event]:
        ev = [Event(Ev.SHOWN, i, tuple(self.hands[i])) for i in self.playing]
        best = max((points(self.hands[i]) for i in self.playing if points(self.hands[i]) <= 21), default=None)
        winners = [i for i in self.playing if points(self.hands[i]) == best]
        if len(winners) == 1:
            pot = self.ledger.get("pot")
            self.ledger.move("pot", seat_place(winners[0]), pot)
            ev.append(Event(Ev.CHIPS, src="pot", dst=seat_place(winners[0]), amount=pot, reason="win"))
        self._deals += 1
        ev.append(Event(Ev.DEAL_END, text="settled"))
        for i in self.playing:
            self.used += self.hands[i]
        self.dealer_seat = (self.dealer_seat + 1) % self.n
        ev += self._new_deal()
        if self._done and self.ledger.get("pot"):
            w = self.winner() if self.winner() is not None else 0
            pot = self.ledger.get("pot")
            self.ledger.move("pot", seat_place(w), pot)
            ev.insert(-1, Event(Ev.CHIPS, src="pot", dst=seat_place(w), amount=pot, reason="win"))
        return ev

    def view(self, seat: int) -> dict[str, Any]:
        return {
            "game": self.game_id, "seat": seat, "to_act": self.to_act(), "deals": self._deals,
            "finished": self._done, "stacks": list(self.ledger.stacks), "table": self.ledger.table_view(),
            "hands": [list(h) if i == seat else ["?"] * len(h) for i, h in enumerate(self.hands)],
            "stock": len(self.stock), "center": [], "table_cards": {}, "roles": {"dealer": self.dealer_seat},
            "idle": [], "out": list(self.out),
        }

    def game_summary(self) -> dict[str, Any]:
        return {"dealer": self.dealer_seat}

    def all_cards(self) -> list[str]:
        return self.stock + self.used + [c for h in self.hands for c in h] if not self._done else []

    def pack_cards(self) -> list[str]:
        return list(ALL_CARDS) if not self._done else []

    @property
    def finished(self) -> bool:
        return self._done

    @property
    def deals(self) -> int:
        return self._deals

    def winner(self) -> int | None:
        if not self._done:
            return None
        top = max(self.ledger.stacks)
        best = [i for i, s in enumerate(self.ledger.stacks) if s == top]
        return best[0] if len(best) == 1 else None


MATCH = ToyMatch


class ToyPlayer:
    """Draws under 15, else stands; bets 1 sometimes."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        hand = view["hands"][view["seat"]]
        for c in legal:
            if isinstance(c, AmountChoice) and self.rng.random() < 0.3:
                return c.at(1)
        want = "draw" if points(hand) < 15 else "stand"
        for c in legal:
            if isinstance(c, Action) and c.kind == want:
                return c
        return next(c for c in legal if isinstance(c, Action))


class BrokenToyPlayer:
    """Raises on every decision: the controller must report it and play a safe move."""

    def __init__(self, seed: int = 0) -> None:
        pass

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        raise RuntimeError("the toy player broke")


PLAYERS = {"easy": BrokenToyPlayer, "normal": ToyPlayer, "strong": ToyPlayer}


def pots_won(deal: list[Event], n: int) -> list[int]:
    won = [e.dst for e in deal if e.kind is Ev.CHIPS and e.reason == "win"]
    return [won.count(seat_place(s)) for s in range(n)]


def biggest_pot(played: Played) -> list[int | None]:
    """The most chips in one pot each seat took in the match (none if it took no pot)."""
    events = [e for deal in played.deal_events or () for e in deal if e.kind is Ev.CHIPS and e.reason == "win"]
    return [max((e.amount for e in events if e.dst == seat_place(s)), default=None) for s in range(played.n)]


# Feats of its own, with each tally: the statistics show them with no change of the history or the window.
FEATS = (Feat("pots", "Pots won", "Pots the player took", each_deal(pots_won)),
         Feat("biggest_pot", "Biggest pot", "The most chips in one pot the player took", biggest_pot, Tally.MAX),
         Feat("matches_with_pot", "Matches with a pot", "Matches in which the player took a pot", each_deal(pots_won),
              Tally.COUNT))


GAME = register_game(GameInfo(
    id="toy",
    name="Toy",
    match=ToyMatch,
    players=__name__,
    # Each word's verb for the log, also addressed to the user himself ("You stand").
    words=(Word("draw", N_("&Draw"), N_("draws"), you="draw"), Word("stand", N_("&Stand"), N_("stands"), safe=True,
                                                                    you="stand"),
           Word("bet", N_("&Bet"), N_("bets"), WordKind.AMOUNT, you="bet")),
    piles={"pot": Place("Pot", "the pot", "#8e44ad")},
    roles={"dealer": Place("dealer", colour="#7a4fc8")},
    reasons={"ante": "ante", "bet": "bet", "win": "win"},
    quick_tables=(Table(3, {"max_deals": 20}),),
    feats=FEATS,
))
