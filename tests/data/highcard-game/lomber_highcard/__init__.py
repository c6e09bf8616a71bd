"""High card: each deal every player antes a chip and gets one card face down; in turn each shows it or folds;
the highest card shown (by rank, then spades, hearts, diamonds, clubs) takes the pot. 2–4 players.

A game for Lomber from a distribution of its own: its entry point `highcard = "lomber_highcard:GAME"` is all
the app needs to list it, deal it, let the computer play it, and show its rules.
"""

from __future__ import annotations

from typing import Any

from lomber.sdk import (ALL_CARDS, FIRST_DEALER, N_, NG_, SDK_VERSION, SUITS, Action, Choice, Column,
                         ColumnKind, Ev, Event, Example, GameInfo, Ledger, Match, OptionSpec, Place, Table,
                         Word, high, register_game, seat_place, suit)

SHOW, FOLD = Action("show"), Action("fold")


def strength(card: str) -> tuple[int, int]:
    """The order of cards: rank (ace high), then suit (spades highest)."""
    return high(card), -SUITS.index(suit(card))


class HighCardMatch(Match):
    game_id = "highcard"
    option_specs = (
        OptionSpec("starting_chips", 20, N_("Chips each."), lo=2, hi=1000, label=N_("Starting chips")),
        OptionSpec("deals", 10, N_("Deals in the match."), lo=1, hi=200, label=N_("Deals")),
        FIRST_DEALER,
    )
    min_players = 2
    max_players = 4

    def __init__(self, seats, options, seed, presets=None) -> None:
        super().__init__(seats, options, seed, presets)
        self.ledger = Ledger([self.options["starting_chips"]] * self.n)
        first = self.options["first_dealer"]
        self.dealer_seat = first if first is not None else self.dealer.rng.randrange(self.n)
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.stock: list[str] = []
        self.used: list[str] = []
        self.order: list[int] = []
        self.turn = 0
        self.folded: set[int] = set()
        self.out: list[int] = []
        self.over = False
        self.stopped = False     # a search world's deal is settled (`stop_at_deal_end`): nothing more to play
        self.start_events = self._new_deal()

    # ----- the deal
    def _new_deal(self) -> list[Event]:
        ev: list[Event] = []
        for i in range(self.n):
            if i not in self.out and self.ledger.stacks[i] == 0:
                self.out.append(i)
                ev.append(Event(Ev.OUT, i))
        alive = [i for i in range(self.n) if i not in self.out]
        if len(alive) < 2 or self.deals_done >= self.options["deals"]:
            self.over = True
            self.used += [c for h in self.hands for c in h]
            self.hands = [[] for _ in range(self.n)]
            ev.append(Event(Ev.MATCH_END, self.winner()))
            return ev
        self.stock, _ = self.dealer.shuffle_next(list(ALL_CARDS))
        self.stock = list(self.stock)
        self.used = []
        self.hands = [[] for _ in range(self.n)]
        self.folded = set()
        ev.append(Event(Ev.DEAL_START, self.dealer_seat))
        self.begin_deal_chips()
        self.order = [s for s in ((self.dealer_seat + 1 + k) % self.n for k in range(self.n)) if s in alive]
        for s in self.order:
            self.ledger.move(seat_place(s), "pot", 1)
            ev.append(Event(Ev.CHIPS, src=seat_place(s), dst="pot", amount=1, reason="ante"))
        for s in self.order:
            card = self.stock.pop(0)
            self.hands[s].append(card)
            ev.append(Event(Ev.DEALT, s, (card,), False, reason="hand"))
        self.turn = 0
        return ev

    def to_act(self) -> int | None:
        return None if self.over or self.stopped else self.order[self.turn]

    def legal_actions(self) -> list[Choice]:
        if self.over or self.stopped:
            return []
        others_folded = all(s in self.folded for s in self.order[:self.turn])
        last = self.turn == len(self.order) - 1
        return [SHOW] if last and others_folded else [SHOW, FOLD]   # someone always shows

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev = [Event(Ev.ACTION, seat, text=action.text)]
        if action == FOLD:
            self.folded.add(seat)
        self.turn += 1
        if self.turn == len(self.order):
            ev += self._settle()
        return ev

    def _settle(self) -> list[Event]:
        shown = [s for s in self.order if s not in self.folded]
        ev = [Event(Ev.SHOWN, s, tuple(self.hands[s])) for s in shown]
        best = max(shown, key=lambda s: strength(self.hands[s][0]))
        pot = self.ledger.get("pot")
        self.ledger.move("pot", seat_place(best), pot)
        ev.append(Event(Ev.CHIPS, src="pot", dst=seat_place(best), amount=pot, reason="win"))
        # The deal's table: what everyone saw (a folded card stays hidden).
        rows = [{"seat": s, "cards": None if s in self.folded else list(self.hands[s]),
                 "result": "won" if s == best else "folded" if s in self.folded else "lost"} for s in self.order]
        go_on = self.end_deal(rows)
        ev.append(Event(Ev.DEAL_END, text="settled"))
        self.used += [c for h in self.hands for c in h] + self.stock
        self.stock = []
        self.hands = [[] for _ in range(self.n)]
        self.dealer_seat = (self.dealer_seat + 1) % self.n
        if not go_on:
            self.stopped = True
            return ev
        return ev + self._new_deal()

    # ----- what a seat sees
    def view(self, seat: int) -> dict[str, Any]:
        hands = [list(h) if i == seat else ["?"] * len(h) for i, h in enumerate(self.hands)]
        view = self.common_view(seat, hands=hands, stock=len(self.stock), roles={"dealer": self.dealer_seat},
                                idle=[], out=list(self.out))
        view["folded"] = sorted(self.folded)
        return view

    def game_summary(self) -> dict[str, Any]:
        return {"dealer": self.dealer_seat}

    def all_cards(self) -> list[str]:
        return [] if self.over else self.stock + self.used + [c for h in self.hands for c in h]

    def pack_cards(self) -> list[str]:
        return [] if self.over else list(ALL_CARDS)

    @property
    def finished(self) -> bool:
        return self.over

    def winner(self) -> int | None:
        if not self.over:
            return None
        top = max(self.ledger.stacks)
        best = [i for i, s in enumerate(self.ledger.stacks) if s == top]
        return best[0] if len(best) == 1 else None


# The rule panels' worked example: Boris folds 7♥, Vera shows Q♠, Anna (the dealer) shows 9♦; Vera takes the pot.
EXAMPLE = Example(seats=3, options={"first_dealer": 0}, packs=("7H QS 9D",),
                  actions=((1, "fold"), (2, "show"), (0, "show")), chips=(-1, -1, 2))

GAME = register_game(GameInfo(
    id="highcard",
    sdk=SDK_VERSION,
    example=EXAMPLE,
    name=N_("High card"),
    match=HighCardMatch,
    players="lomber_highcard.players",
    words=(Word("show", N_("S&how"), N_("shows"), safe=True, you=NG_("you", "show")),
           Word("fold", N_("&Fold"), N_("folds"), you=NG_("you", "fold"))),
    piles={"pot": Place(N_("Pot"), N_("the pot"), "#8e44ad")},
    roles={"dealer": Place(N_("dealer"), colour="#7a4fc8")},
    reasons={"ante": N_("ante"), "win": N_("win")},
    deal_columns=(Column("cards", N_("Card"), ColumnKind.CARDS),
                  Column("result", N_("Result"), ColumnKind.WORD,
                         (("won", N_("won")), ("lost", N_("lost")), ("folded", N_("folded"))))),
    bench=Table(4),
    quick_tables=(Table(2, {"starting_chips": 5}), Table(4, {"deals": 30})),
))
