"""Fortuna (1842): four variants, bidding with re-pass and nevolya, trick play, and the full payment system."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from lomber.engine.actions import PLAY, Action, AmountChoice, Choice, card_action
from lomber.engine.cards import SUITS, Card, parse_card
from lomber.engine.errors import IllegalAction, OptionError, PresetError
from lomber.engine.events import Ev, Event
from lomber.engine.feats import Feat, each_deal
from lomber.engine.gameinfo import Anchor, Column, ColumnKind, Fact, GameInfo, Place, Table, TablePlace, Word
from lomber.engine.ledger import Ledger, seat_of, seat_place
from lomber.engine.match import Match, Seat
from lomber.engine.options import N_, NG_, OptionSpec, first_dealer
from lomber.engine.registry import register_game
from lomber.games import words as W
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.bidding import after_bidding, after_repass, all_pass, next_buyer
from lomber.games.fortuna.example import EXAMPLE
from lomber.games.fortuna.rules import BID, BUY, DISCARD, LONE, PLAYING, REPASS
from lomber.games.fortuna.settle import POOL, settle_deal

SUIT_NAMES = (("S", N_("spades")), ("H", N_("hearts")), ("D", N_("diamonds")), ("C", N_("clubs")))
OPTIONS = (
    OptionSpec("variant", lambda n: R.DEFAULT_VARIANT[n], N_("The form of the game for the number of players."),
               values=R.VARIANTS, label=N_("Variant"),
               value_labels=(("four", N_("four players")), ("three", N_("three players")), ("two", N_("two players")),
                             ("two-talon", N_("two players with a talon"))),
               value_seats=tuple(R.SEATS_OF.items())),
    OptionSpec("starting_chips", 2000, N_("Each player's account at the start."), lo=200, hi=100000,
               label=W.STARTING_CHIPS),
    OptionSpec("short_suit", "random",
               N_("With 3 or 2 players: the suit of which only the top cards are kept (A K Q, or 10 to A)."),
               values=("random", "S", "H", "D", "C"), label=N_("Short suit"),
               value_labels=(("random", N_("random")), *SUIT_NAMES),
               applies_if=("variant", tuple(v for v in R.VARIANTS if R.has_short_suit(v)))),
    OptionSpec("parties", 0, N_("How many parties make the match (0: endless)."), lo=0, hi=20, label=N_("Parties"),
               offered=1),
    first_dealer(label=NG_("fortuna", "First dealer"),
                 help=NG_("fortuna", "Drawn: the cards drawn decide who deals first; or choose the player who deals "
                                     "first.")),
)

# Phases of a deal.


class FortunaMatch(Match):
    """A match of Fortuna: parties of deals, each partie won at 13 points, the pool divided."""

    game_id = "fortuna"
    shared_fields = Match.shared_fields | {"pack"}   # the variant's pack, replaced (never changed) at each deal
    normalizes = frozenset({"discard"})
    option_specs = OPTIONS
    min_players = 2
    max_players = 4

    @classmethod
    def check_options(cls, options: dict[str, Any], seats: int) -> None:
        if R.SEATS_OF[options["variant"]] != seats:
            raise OptionError(f"option 'variant': {options['variant']} is for {R.SEATS_OF[options['variant']]} "
                              f"players, not {seats}", code="fortuna-variant-seats", option="variant",
                              value=options["variant"], n=R.SEATS_OF[options["variant"]], seats=seats)

    def __init__(self, seats: list[Seat], options: dict[str, Any] | None, seed: int, presets: Any = None) -> None:
        super().__init__(seats, options, seed, presets)
        self.variant: str = self.options["variant"]
        self.ledger = Ledger([self.options["starting_chips"]] * self.n, {POOL: 0}, allow_negative=True)
        self.scores = [[0, 0] for _ in range(self.n)]
        self.partie = 1
        self.parties_done = 0
        self.short: str | None = None
        self.dealer_seat = 0
        R.check_presets(self.presets, self.variant, self.options["short_suit"])
        self._reset_deal()
        ev = self.start_events
        first = self.options["first_dealer"]
        self.dealer_seat = first if first is not None else self._draw_for_dealer(ev)
        self._new_partie(ev)
        self._start_deal(ev)

    # ----- state of one deal
    def _reset_deal(self) -> None:
        n = self.n
        self.phase = BID
        self.queue: list[int] = []
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.dealt: list[list[Card]] = [[] for _ in range(n)]
        self.held: list[list[Card]] = [[] for _ in range(n)]
        self.aside: list[list[Card]] = [[] for _ in range(n)]      # passers' hands, discards
        self.talon: list[Card] = []
        self.bought = [0] * n
        self.bids: list[str | None] = [None] * n
        self.repassed: list[str | None] = [None] * n
        self.declarers: list[int] = []
        self.forcer: int | None = None
        self.active: list[int] = []
        self.needed = [0] * n
        self.base = [0] * n
        self.taken = [0] * n
        self.trick: list[tuple[int, Card]] = []
        self.played: list[list[tuple[int, Card]]] = []
        self.trump_card: Card = ""
        self.surs_card: Card = ""
        self.trump = ""
        self.mult = 1
        self.pool_at_play = 0
        self.pack: list[Card] = []

    def _draw_for_dealer(self, ev: list[Event]) -> int:
        """The lowest card deals (ace high); ties draw again."""
        rng = self.dealer.rng
        drawing = list(range(self.n))
        while True:
            pack = list(R.pack_for("four", None))
            rng.shuffle(pack)
            cards = {s: pack[i] for i, s in enumerate(drawing)}
            for s in drawing:
                ev.append(Event(Ev.DEALT, s, (cards[s],), True, reason="draw"))
            low = min(R.HIGH[c[:-1]] for c in cards.values())
            drawing = [s for s in drawing if R.HIGH[cards[s][:-1]] == low]
            if len(drawing) == 1:
                return drawing[0]

    def _new_partie(self, ev: list[Event]) -> None:
        """Scores to 0; a random short suit is drawn for the partie where the variant has one."""
        self.scores = [[0, 0] for _ in range(self.n)]
        if R.has_short_suit(self.variant):
            opt = self.options["short_suit"]
            self.short = self.dealer.rng.choice(SUITS) if opt == "random" else opt
            ev.append(Event(Ev.NOTE, reason="short-suit", text=f"short suit {self.short}", arg=self.short))

    def _start_deal(self, ev: list[Event]) -> None:
        """Stake, surs, deal, trumps, multiplier; then the first decision."""
        self._reset_deal()
        n, d = self.n, self.dealer_seat
        self.pack = R.pack_for(self.variant, self.short)
        order, preset = self.dealer.shuffle_next(self.pack)
        surs = preset.get("surs")
        if surs is not None:
            surs = parse_card(surs)
            if surs not in self.pack:
                raise PresetError(f"the surs card {surs} is not in this variant's pack", code="fortuna-surs-pack",
                                  card=surs)
        else:
            surs = self.dealer.rng.choice(self.pack)
        quiet = self.quiet
        self.begin_deal_chips()
        if not quiet:
            ev.append(Event(Ev.DEAL_START, d))
            ev.append(Event(Ev.ROLE, d, reason="dealer"))
        ev += self.move_chips(seat_place(d), POOL, R.DEALER_STAKE, "stake", "the dealer's stake")
        self.surs_card = surs
        if not quiet:
            ev.append(Event(Ev.TURNED, None, (surs,), True, reason="surs"))
        if self.variant == "two-talon":
            nd = (d + 1) % n
            self._deal_cards(ev, order, [nd if i % 2 == 0 else d for i in range(24)] + [None, None, nd, d])
        else:
            self._deal_cards(ev, order, [(d + 1 + i) % n for i in range(len(order))])
        self.trump_card = order[-1]
        self.trump = self.trump_card[-1]
        self.mult = R.multiplier(self.trump, surs[-1])
        if not quiet:
            ev.append(Event(Ev.TURNED, d, (self.trump_card,), True, reason="trump"))
            ev.append(Event(Ev.NOTE, reason="multiplier", amount=self.mult, text=f"multiplier ×{self.mult}"))
        self.dealt = [list(h) for h in self.hands]
        if self.variant in ("two", "two-talon"):
            self.declarers = [(d + 1) % n, d]
            if self.variant == "two-talon":
                self.phase, self.queue = BUY, [(d + 1) % n]
            else:
                self._begin_play(ev)
        else:
            self.phase, self.queue = BID, R.first_round_order(d, n)

    def _deal_cards(self, ev: list[Event], order: list[Card], targets: list[int | None]) -> None:
        """Deal `order` one card at a time to `targets` (None: the talon); the last card, the trump, face up."""
        hands, talon = self.hands, self.talon
        if self.quiet:
            for card, to in zip(order, targets):
                (talon if to is None else hands[to]).append(card)
            return
        last = len(order) - 1
        for i, (card, to) in enumerate(zip(order, targets)):
            if to is None:
                talon.append(card)
                ev.append(Event(Ev.DEALT, None, (card,), False, reason="talon"))
            else:
                hands[to].append(card)
                ev.append(Event(Ev.DEALT, to, (card,), i == last, reason="trump" if i == last else "hand"))

    # ----- the protocol
    def to_act(self) -> int | None:
        return None if self.over else self.queue[0]

    def legal_actions(self) -> list[Choice]:
        if self.over:
            return []
        seat = self.queue[0]
        if self.phase == BID:
            return [Action("play"), Action("pass")]
        if self.phase == REPASS:
            return [Action("repass"), Action("stay")]
        if self.phase == LONE:
            return [Action("force")] if seat == self.dealer_seat else [Action("force"), Action("repass")]
        if self.phase == BUY:
            return [AmountChoice("buy", 0, len(self.talon))]
        if self.phase == DISCARD:
            k = self.bought[seat]
            hand = R.sort_hand(self.hands[seat])
            return [Action("discard", cards=combo) for combo in combinations(hand, k)]
        return [card_action(c) for c in self.playable(seat)]

    def is_legal(self, action: Action) -> bool:
        # A card to play (most of a long record): the legal list would be an action per playable card.
        if self.phase == PLAYING and not self.over:
            return (action.kind == PLAY and action.amount is None and len(action.cards) == 1
                    and R.may_play(self.hands[self.queue[0]], self.trick, action.cards[0]))
        return super().is_legal(action)

    def playable(self, seat: int) -> list[Card]:
        """Cards `seat` may play: the suit led if he has it, else any."""
        return R.playable(self.hands[seat], self.trick)

    def normalize(self, seat: int, action: Action) -> Action:
        """A discard's cards may be named in any order."""
        if action.kind == "discard" and not self.over and self.phase == DISCARD:
            order = R.sort_hand(self.hands[self.queue[0]])
            if all(c in order for c in action.cards) and len(set(action.cards)) == len(action.cards):
                action = Action("discard", action.amount, tuple(sorted(action.cards, key=order.index)))
        return action

    def explain_illegal(self, seat: int, action: Action) -> IllegalAction:
        legal = self.legal_actions()
        if self.phase == PLAYING and action.kind == PLAY:
            card = action.cards[0]
            if card not in self.hands[seat]:
                return IllegalAction(f"{card} is not in seat {seat}'s hand", code="not-in-hand", cards=(card,))
            led = self.trick[0][1][-1]
            return IllegalAction(f"{card}: a player must follow suit ({led}) when he can", code="follow-suit",
                                 card=card, suit=led)
        if self.phase == LONE and action.kind == "repass" and seat == self.dealer_seat:
            return IllegalAction("the dealer may never re-pass: a dealer left alone must force (nevolya)",
                                 code="fortuna-dealer-repass")
        if self.phase == BUY and action.kind == "buy":
            return IllegalAction(f"only {len(self.talon)} card(s) are left in the talon", code="fortuna-talon-short",
                                 n=len(self.talon))
        if self.phase == DISCARD and action.kind == "discard":
            return IllegalAction(f"discard exactly {self.bought[seat]} card(s) from your hand",
                                 code="fortuna-discard-count", n=self.bought[seat])
        return IllegalAction(f"{action.text!r} is not allowed now ({self.phase}); legal: "
                             f"{', '.join(c.text for c in legal[:8])}", code="not-allowed", action=action.text,
                             legal=tuple(legal))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = [] if self.quiet else [Event(Ev.ACTION, seat, text=action.text)]
        if self.phase == PLAYING:
            self._play_card(ev, seat, action.cards[0])
        elif self.phase == BID:
            self.bids[seat] = action.kind
            self.queue.pop(0)
            if not self.queue:
                after_bidding(self, ev)
        elif self.phase == REPASS:
            self.repassed[seat] = action.kind
            if action.kind == "repass":
                self.declarers.remove(seat)
            self.queue.pop(0)
            if not self.queue:
                after_repass(self, ev)
        elif self.phase == LONE:
            if action.kind == "force":
                self.forcer = seat
                self._begin_play(ev)
            else:
                self.declarers = []
                all_pass(self, ev)
        elif self.phase == BUY:
            k = action.amount or 0
            if k:
                got, self.talon = self.talon[:k], self.talon[k:]
                self.hands[seat].extend(got)
                self.bought[seat] = k
                ev.append(Event(Ev.DEALT, seat, tuple(got), False, reason="talon"))
                ev += self.move_chips(seat_place(seat), POOL, R.TALON_FEE * k, "talon", f"{k} talon card(s) × 4")
                self.phase = DISCARD
            else:
                next_buyer(self, ev)
        elif self.phase == DISCARD:
            for c in action.cards:
                self.hands[seat].remove(c)
                self.aside[seat].append(c)
            ev.append(Event(Ev.DISCARDED, seat, action.cards, False, reason="discard"))
            next_buyer(self, ev)
        return ev

    # ----- bidding
    def _first_round_order(self) -> list[int]:
        return R.first_round_order(self.dealer_seat, self.n)

    # ----- play
    def _begin_play(self, ev: list[Event]) -> None:
        n, v = self.n, self.variant
        order = self._first_round_order()
        if self.forcer is not None:
            self.active = order
            self.declarers = [self.forcer]
            need, base = R.contract(v, 1, forcing=True)
            self.needed = [need if s == self.forcer else 0 for s in range(n)]
            self.base = [base if s == self.forcer else 0 for s in range(n)]
            ev.append(Event(Ev.NOTE, self.forcer, reason="nevolya", amount=need,
                            text=f"nevolya: seat {self.forcer} needs {need}"))
        else:
            self.active = [s for s in order if s in self.declarers]
            self.declarers = list(self.active)
            need, base = R.contract(v, len(self.declarers), forcing=False)
            self.needed = [need if s in self.declarers else 0 for s in range(n)]
            self.base = [base if s in self.declarers else 0 for s in range(n)]
        for s in order:
            if s not in self.active:
                self.aside[s].extend(self.hands[s])
                ev.append(Event(Ev.DISCARDED, s, tuple(R.sort_hand(self.hands[s])), False, reason="passed"))
                self.hands[s] = []
        self.held = [list(h) for h in self.hands]     # honours count this hand (after the exchange with a talon)
        self.pool_at_play = self.ledger.get(POOL)
        self.phase, self.queue = PLAYING, [self.active[0]]

    def _play_card(self, ev: list[Event], seat: int, card: Card) -> None:
        # Most of a long record: the fields read once each.
        self.hands[seat].remove(card)
        trick, active = self.trick, self.active
        trick.append((seat, card))
        if not self.quiet:
            ev.append(Event(Ev.PLAYED, seat, (card,)))
        n = len(active)
        if len(trick) < n:
            self.queue = [active[(active.index(seat) + 1) % n]]
            return
        win = R.trick_winner(trick, self.trump)
        self.taken[win] += 1
        self.played.append(trick)
        if not self.quiet:
            ev.append(Event(Ev.TRICK, win, tuple(c for _, c in trick)))
        self.trick = []
        self.queue = [win]
        if not self.hands[win]:
            self._settle(ev)

    def _settle(self, ev: list[Event]) -> None:
        out, go_on = settle_deal(self, ev)
        if not go_on:
            self.over = True
            self.queue = []
            return
        if out.winner is not None:
            what = f" with a {out.souverain} souverain" if out.souverain else ""
            ev.append(Event(Ev.NOTE, out.winner, reason="partie", text=f"seat {out.winner} wins the partie{what}",
                            arg=out.souverain or ""))
            self.parties_done += 1
            if self.options["parties"] and self.parties_done >= self.options["parties"]:
                self.over = True
                self.phase, self.queue = PLAYING, []
                ev.append(Event(Ev.MATCH_END, self.winner()))
                return
            self.partie += 1
            self._new_partie(ev)
        self.dealer_seat = (self.dealer_seat + 1) % self.n
        self._start_deal(ev)

    def stop(self) -> list[Event]:
        """The user stops (our ruling, in the rule panel): the deal in play is abandoned unplayed, nothing more paid
        for it; the pool, which nobody has won, goes back in equal shares (the odd chips one each from the dealer's
        left). The richest player wins the match."""
        if self.over:
            return []
        self.deals_done += 1       # a deal cut short by the match's end counts (rules/README.md)
        ev = self.share_out(POOL, (self.dealer_seat + 1) % self.n, "returned")
        self.over, self.queue = True, []
        ev.append(Event(Ev.MATCH_END, self.winner()))
        return ev

    # ----- what others see
    def view(self, seat: int) -> dict[str, Any]:
        hands: list[list[str]] = []
        for s in range(self.n):
            h = R.sort_hand(self.hands[s])
            if s != seat:
                shown = [c for c in h if c == self.trump_card and s == self.dealer_seat]
                h = shown + ["?"] * (len(h) - len(shown))
            hands.append(h)
        idle = [s for s in range(self.n) if self.phase == PLAYING and s not in self.active]
        return {
            **self.common_view(
                seat, hands=hands, stock=len(self.talon), center=[[s, c] for s, c in self.trick],
                table_cards={"trump": self.trump_card, "surs": self.surs_card}, roles={"dealer": self.dealer_seat},
                idle=idle, scores=[list(x) for x in self.scores]),
            "variant": self.variant, "phase": self.phase, "partie": self.partie,
            "trump": self.trump, "multiplier": self.mult, "short_suit": self.short,
            "bids": list(self.bids), "repass": list(self.repassed),
            "declarers": list(self.declarers) if self.phase == PLAYING else [s for s in self.declarers],
            "forcer": self.forcer, "active": list(self.active),
            "needed": list(self.needed), "base": list(self.base), "taken": list(self.taken),
            # The tricks this viewer must take (a declarer or the forcer, in play), for his prompt.
            "goal": self.needed[seat] if self.phase == PLAYING and seat in self.declarers else None,
            "tricks": [[[s, c] for s, c in t] for t in self.played],
            "bought": list(self.bought), "talon": len(self.talon),
            "discards": list(self.aside[seat]) if self.variant == "two-talon" else [],
            "dealt": list(self.dealt[seat]),
            "pool_at_play": self.pool_at_play,
        }

    def game_summary(self) -> dict[str, Any]:
        return {"dealer": self.dealer_seat, "partie": self.partie, "scores": [list(x) for x in self.scores]}

    def all_cards(self) -> list[str]:
        out = [c for h in self.hands for c in h] + [c for a in self.aside for c in a] + list(self.talon)
        out += [c for _, c in self.trick] + [c for t in self.played for _, c in t]
        return out

    def pack_cards(self) -> list[str]:
        return list(self.pack)

    def check_invariants(self) -> None:
        super().check_invariants()
        if self.ledger.get(POOL) < 0:
            raise AssertionError("the pool is negative")



def souverains(deal: Sequence[Event], n: int) -> list[int]:
    """A souverain: the seat was paid a souverain's premium in the deal."""
    paid = {seat_of(e.dst) for e in deal if e.kind is Ev.CHIPS and e.reason == "souverain"}
    return [int(s in paid) for s in range(n)]


GAME = register_game(GameInfo(
    example=EXAMPLE,
    id="fortuna",
    name=N_("Fortuna"),
    match=FortunaMatch,
    players="lomber.games.fortuna.ai",
    lesson="lomber.games.fortuna.lesson",
    listed=30,
    words=(Word("play", N_("P&lay"), N_("will play"), you=NG_("you", "will play")), W.PASS,
           Word("repass", N_("&Re-pass"), N_("re-passes"), you=NG_("you", "re-pass")),
           Word("stay", N_("St&ay"), N_("stays"), safe=True, you=NG_("you", "stay")),
           Word("force", N_("&Force"), N_("forces"), you=NG_("you", "force")),
           W.amount("buy", N_("B&uy"), N_("buys"), NG_("you", "buy"), counted=N_("buys %n card(s)"),
                    counted_you=NG_("you", "buy %n card(s)"), zero=N_("buys no cards"),
                    zero_you=NG_("you", "buy no cards"), zero_button=N_("Buy &none")),
           W.hidden_cards("discard", N_("D&iscard"), N_("discards"), counted=N_("discards %n card(s)"),
                          you=NG_("you", "discard"), counted_you=NG_("you", "discard %n card(s)"))),
    piles={POOL: W.POOL},
    stop_rule=N_("The deal in play is abandoned unplayed and the pool goes back in equal shares; the richest player "
                 "wins."),
    roles={"dealer": Place(NG_("fortuna", "dealer"), colour=W.DEALER.colour)},     # «сдатчик» in Russian
    # The surs and the dealer's last card lie face up by the deck; the talon's cards stay in it until bought.
    places=(TablePlace("trump", W.TRUMP), TablePlace("surs", N_("Surs")), TablePlace("talon", anchor=Anchor.DECK)),
    reasons={"stake": N_("stake"), "all-pass": N_("all passed"), "talon": N_("talon"), "leves": N_("leves"),
             "failed": N_("failed"), "remise": N_("remise"), "punition": N_("punition juste"),
             "consolation": N_("consolation"), "souverain": N_("souverain"), "share": N_("share of the pool"),
             "partie": N_("the partie's winner"), "returned": N_("the pool goes back"),
             "winner-consolation": N_("the winner's consolation")},
    notes={"multiplier": N_("The multiplier of this deal: ×%2"),
           "short-suit": N_("The short suit of this partie: %3"),
           "nevolya": N_("Compulsion: %1 must take %n trick(s)"),
           "nevolya@you": N_("Compulsion: you must take %n trick(s)"),
           "partie": N_("%1 wins the partie"),
           "partie@you": N_("You win the partie"),
           "partie:grand": N_("%1 wins the partie with a grand souverain"),
           "partie:grand@you": N_("You win the partie with a grand souverain"),
           "partie:petit": N_("%1 wins the partie with a petit souverain"),
           "partie:petit@you": N_("You win the partie with a petit souverain")},
    errors={"fortuna-variant-seats": N_("“{option}”: “{value}” is for %n players, not {seats}."),
            "fortuna-preset-surs": N_("Stacked pack {index}: the surs must be one card."),
            "fortuna-preset-pack": N_("Stacked pack {index} names {cards}, which this variant's pack does not hold "
                                      "(or not that often)."),
            "fortuna-surs-pack": N_("The surs card {card} is not in this variant's pack."),
            "fortuna-dealer-repass": N_("The dealer may never re-pass: a dealer left alone must play under "
                                        "compulsion."),
            "fortuna-talon-short": N_("Only %n card(s) are left in the talon."),
            "fortuna-discard-count": N_("Discard exactly %n card(s) from your hand.")},
    score_parts=(N_("leves"), N_("honours")),
    deal_columns=(Column("bid", N_("Bid"), ColumnKind.WORD,
                         (("declarer", N_("declarer")), ("forcer", N_("compulsion")),
                          ("forced", N_("forced to play")), ("passed", N_("passed")))),
                  Column("tricks", N_("Tricks")),
                  Column("needed", N_("Needed"), tip=N_("The tricks the player needed to make his bid.")),
                  Column("leves", N_("Leves"), tip=N_("Tricks above the base number: one point each.")),
                  Column("honours", N_("Honours"), tip=N_("Points for the top trumps held: A K Q J 10.")),
                  Column("points", N_("Points"), tip=N_("Leves and honours: what the deal adds to the score.")),
                  Column("result", N_("Result"), ColumnKind.WORD,
                         (("made", N_("made")), ("failed", N_("failed")), ("grand", N_("grand souverain")),
                          ("petit", N_("petit souverain"))))),
    facts=(Fact(N_("Trumps %1, ×%2"), ("trump", "multiplier"), ("play", "pass", "stay", "repass", "force")),
           Fact(N_("Tricks: %1 (needs %2)"), ("taken", "goal"), (PLAY,)),
           Fact(N_("Talon: %n card(s)"), ("talon",), ("buy",))),
    feats=(Feat("souverains", N_("Souverains"), N_("Deals in which the player was paid a souverain's premium"),
                each_deal(souverains)),),
    bench=Table(4),
    long_table=Table(2, {"starting_chips": 100000, "parties": 0}, endless=True),
    quick_tables=(Table(4, {"parties": 1}), Table(3, {"parties": 1}), Table(2, {"parties": 1}),
                  Table(2, {"parties": 1, "variant": "two-talon"})),
))
