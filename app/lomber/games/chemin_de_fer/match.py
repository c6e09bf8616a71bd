"""Chemin de fer: the bank goes round the table; each coup is the banker's hand against one punter's."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from lomber.engine.actions import Action, AmountChoice, Choice
from lomber.engine.cards import Card
from lomber.engine.errors import IllegalAction, OptionError
from lomber.engine.events import HIDDEN, Ev, Event
from lomber.engine.feats import Feat, each_deal
from lomber.engine.gameinfo import Column, ColumnKind, Fact, GameInfo, Place, Scene, Table, Word
from lomber.engine.ledger import Ledger, seat_of
from lomber.engine.match import Match, Seat
from lomber.engine.options import N_, NG_, OptionSpec, first_dealer
from lomber.engine.registry import register_game
from lomber.games import words as W
from lomber.games.chemin_de_fer.bank import (
    auction_next,
    do_auction,
    do_decide,
    do_name,
    do_offer,
    pass_bank,
    set_bank,
)
from lomber.games.chemin_de_fer.cards import deal, do_banker, do_punter
from lomber.games.chemin_de_fer.example import EXAMPLE
from lomber.games.chemin_de_fer.pack import shoe
from lomber.games.chemin_de_fer.rules import (  # noqa: F401 (the rules' names, read from the game too)
    AUCTION,
    BANK,
    BANKER,
    BANKER_TABLE,
    BET,
    BETS,
    CARD_VALUE,
    DECIDE,
    HOUSE,
    NAME,
    NATURAL,
    OFFER,
    PUNTER,
    SHOE_SIZE,
    STOOD,
    commission_due,
    point,
    points,
    tableau_choices,
    value,
)
from lomber.games.chemin_de_fer.settle import OVER, end

DRAW, STAND = Action("draw"), Action("stand")
PASS, BANCO, DEAL, RETIRE, TAKE = Action("pass"), Action("banco"), Action("deal"), Action("retire"), Action("take")


class CheminDeFer(Match):
    """A Chemin de fer table for 2–30 players."""

    game_id = "chemin-de-fer"
    shared_fields = Match.shared_fields | {"shoe"}   # only read until the next shoe replaces it
    min_players = 2
    max_players = 30
    option_specs = (
        OptionSpec("starting_chips", 1000, W.STARTING_CHIPS_HELP, lo=50, hi=100000, label=W.STARTING_CHIPS),
        OptionSpec("table_minimum", 10, N_("The smallest bank and the smallest bet."), lo=1, hi=1000,
                   label=N_("Table minimum")),
        OptionSpec("drawing", "tableau", N_("Drawing by the table, or free choice on any point 0–7."),
                   values=("tableau", "free"), label=N_("Drawing"),
                   value_labels=(("tableau", N_("by the table")), ("free", N_("free")))),
        OptionSpec("banco_suivi", True, N_("A player who lost a banco may call banco again first."),
                   values=(True, False), label=N_("Banco suivi")),
        OptionSpec("cut_card", 7, N_("Cards left unused at the end of the shoe."), lo=7, hi=52, label=N_("Cut card")),
        OptionSpec("commission", 0, N_("The house's share of the bets the bank wins."), values=(0, 5),
                   label=N_("Commission, %")),
        first_dealer(N_("By auction: the highest bid holds the first bank; or choose the player who holds it."), N_("by auction"),
                     N_("First banker")),
    )

    @classmethod
    def check_options(cls, options: dict[str, Any], seats: int) -> None:

        if options["starting_chips"] < options["table_minimum"]:
            raise OptionError("option 'starting_chips' must not be below 'table_minimum'", code="option-below",
                              option="starting_chips", other="table_minimum")

    def __init__(self, seats: list[Seat], options: dict[str, Any] | None, seed: int, presets: Any = None) -> None:
        super().__init__(seats, options, seed, presets)
        o = self.options
        self.minimum: int = o["table_minimum"]
        self.free: bool = o["drawing"] == "free"
        table = {BANK: 0, BETS: 0}
        if o["commission"]:
            table[HOUSE] = 0
        self.ledger = Ledger([o["starting_chips"]] * self.n, table)
        self.phase = AUCTION
        self.turn: int | None = 0
        self.banker: int | None = None
        self.bank_named = 0          # the amount the banker announced for this bank
        self.bank_coups = 0          # coups dealt with this bank (won or stand-off)
        self.out = [False] * self.n
        # auction
        self.high_bid = 0
        self.high_bidder: int | None = None
        self.dropped = [False] * self.n
        # offer round after a retire
        self.offer_amount = 0
        self.offer_from = 0          # the banker who retired
        self.queue: list[int] = []   # seats still to speak (offer or betting), first is to act
        # betting
        self.bets = [0] * self.n
        self.bet_order: list[int] = []
        self.spoken: list[int] = []  # seats that passed this betting round
        self.banco: int | None = None
        self.suivi: int | None = None       # seat holding the banco suivi right for the coming coup
        self.suivi_turn = False             # the seat to act is using the suivi turn
        self.punter: int | None = None
        # cards
        self.shoe: list[Card] = []
        self.pos = 0
        self.cut_at = 0
        self.cut_out = False
        self.used: list[Card] = []           # cards dealt from this shoe and settled
        self.seen = [0] * 10                 # values of the cards shown face up since the shuffle
        self.p_cards: list[Card] = []
        self.b_cards: list[Card] = []
        self.shown = False                   # both hands shown (naturals or showdown)
        self._new_shoe(self.start_events)
        first = o["first_dealer"]
        if first is not None:
            self.phase = NAME
            self.turn = None
            set_bank(self, first, self.minimum, self.start_events)
        else:
            self.start_events.append(Event(Ev.NOTE, reason="auction", text="Auction for the first bank"))
            auction_next(self, -1, self.start_events)

    # ----- the protocol
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def legal_actions(self) -> list[Choice]:
        if self.phase == OVER or self.turn is None:
            return []
        s = self.turn
        stack = self.ledger.stacks[s]
        if self.phase == AUCTION:
            return [AmountChoice("bid", max(self.minimum, self.high_bid + 1), stack), PASS]
        if self.phase == OFFER:
            return [TAKE, PASS]
        if self.phase == NAME:
            return [AmountChoice("bank", self.minimum, stack)]
        if self.phase == DECIDE:
            return [DEAL, RETIRE]
        if self.phase == BET:
            out: list[Choice] = []
            bank = self.ledger.get(BANK)
            if stack >= bank:
                out.append(BANCO)
            if not self.suivi_turn:
                lo, hi = self._bet_range(s)
                if lo <= hi:
                    out.append(AmountChoice("bet", lo, hi))
            out.append(PASS)
            return out
        allowed = "O" if self.free else self._tableau()
        return [DRAW] if allowed == "D" else [STAND] if allowed == "S" else [DRAW, STAND]

    def explain_illegal(self, seat: int, action: Action) -> IllegalAction:
        legal = self.legal_actions()
        no = f"{action.kind!r} is not allowed now:"
        shown = f"legal: {', '.join(c.text for c in legal)}"
        refused = {
            AUCTION: IllegalAction(f"{no} in the auction a bid must be above the last one, at least the table minimum "
                                   f"and at most your stack; {shown}", code="chemin-de-fer-auction"),
            OFFER: IllegalAction(f"{no} the bank offered after a retire can only be taken at the same amount or "
                                 f"passed; {shown}", code="chemin-de-fer-offer"),
            NAME: IllegalAction(f"{no} a new banker must name a bank of at least the table minimum and at most his "
                                f"stack; {shown}", code="chemin-de-fer-name"),
            DECIDE: IllegalAction(f"{no} the banker may deal again or retire (la banque passe) before the first card; "
                                  f"{shown}", code="chemin-de-fer-decide"),
            BET: IllegalAction(f"{no} a bet is at least the table minimum (or the uncovered part), at most the "
                               f"uncovered part of the bank and your stack; banco needs the whole bank; banco suivi "
                               f"allows only banco or pass; {shown}", code="chemin-de-fer-bet"),
            PUNTER: IllegalAction(f"{no} the punter draws on 0-4, stands on 6-7 and chooses only at 5; {shown}",
                                  code="chemin-de-fer-punter"),
            BANKER: IllegalAction(f"{no} the banker draws or stands by the banker's table; {shown}",
                                  code="chemin-de-fer-banker"),
            "free": IllegalAction(f"{no} draw or stand; {shown}", code="chemin-de-fer-free"),
        }
        phase = "free" if self.phase in (PUNTER, BANKER) and self.free else self.phase
        exc = refused.get(phase) or super().explain_illegal(seat, action)
        exc.params.update(action=action.text, legal=tuple(legal))
        return exc

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = [] if self.quiet else [Event(Ev.ACTION, seat=seat, text=action.text)]
        _HANDLERS[self.phase](self, seat, action, ev)
        return ev

    def is_legal(self, action: Action) -> bool:
        # Answered from the state in every phase where the legal list would be built anew for each action (all of a
        # long record but the auction); never differently from `legal_actions` (tests/test_quick_paths.py). A bare
        # word is compared by its fields (what `==` on the word's Action compares, without its call); an amount
        # word as `AmountChoice` reads it (its kind and amount).
        phase, s = self.phase, self.turn
        if s is None:
            return super().is_legal(action)
        kind, amount = action.kind, action.amount
        bare = amount is None and not action.cards
        if phase == BET:
            if kind == "bet":
                if amount is None or self.suivi_turn:
                    return False
                lo, hi = self._bet_range(s)
                return lo <= amount <= hi
            if kind == "pass":
                return bare
            return kind == "banco" and bare and self.ledger.stacks[s] >= self.ledger.table[BANK]
        if phase == PUNTER or phase == BANKER:
            if not bare:
                return False
            allowed = "O" if self.free else self._tableau()
            return (kind == "draw" and allowed != "S") or (kind == "stand" and allowed != "D")
        if phase == NAME:
            return kind == "bank" and amount is not None and self.minimum <= amount <= self.ledger.stacks[s]
        if phase == DECIDE:
            return bare and (kind == "deal" or kind == "retire")
        if phase == OFFER:
            return bare and (kind == "take" or kind == "pass")
        return super().is_legal(action)

    def _tableau(self) -> str:
        """What the table allows the punter or the banker to act now: 'D', 'S' or 'O' (tableau drawing)."""
        if self.phase == PUNTER:
            return tableau_choices("punter", point(self.p_cards))
        third = CARD_VALUE[self.p_cards[2]] if len(self.p_cards) == 3 else None
        return tableau_choices("banker", point(self.b_cards), third)

    # ----- betting
    def _bet_range(self, s: int) -> tuple[int, int]:
        uncovered = self.ledger.table[BANK] - sum(self.bets)
        return min(self.minimum, uncovered), min(uncovered, self.ledger.stacks[s])

    def _bet_next(self, ev: list[Event]) -> None:
        queue, stacks = self.queue, self.ledger.stacks
        while queue:
            s = queue[0]
            stack = stacks[s]
            if stack >= self.ledger.table[BANK]:   # he may call banco (most can: the bet range is not asked)
                self.turn = s
                return
            lo, hi = self._bet_range(s)
            if lo <= hi and stack > 0:
                self.turn = s
                return
            queue.pop(0)   # no chips to bet with: skipped
        self._close_betting(ev)

    def _do_bet(self, seat: int, action: Action, ev: list[Event]) -> None:
        self.queue.pop(0)
        self.suivi_turn = False
        kind = action.kind
        if kind == "banco":
            for s in self.bet_order:
                ev += self.move_chips(BETS, self.places[s], self.bets[s], "withdrawn")
                self.bets[s] = 0
            amount = self.ledger.table[BANK]
            ev += self.move_chips(self.places[seat], BETS, amount, "banco")
            self.bets[seat] = amount
            self.bet_order = [seat]
            self.banco = seat
            self.queue = []
        elif kind == "bet":
            amount = action.amount
            assert amount is not None   # (`is_legal`)
            ev += self.move_chips(self.places[seat], BETS, amount, "bet")
            self.bets[seat] = amount
            self.bet_order.append(seat)
            if sum(self.bets) >= self.ledger.table[BANK]:
                self.queue = []
        else:
            self.spoken.append(seat)
        if self.queue:
            self._bet_next(ev)
        else:
            self._close_betting(ev)

    def _close_betting(self, ev: list[Event]) -> None:
        b = self.banker
        assert b is not None
        if not self.bet_order:
            ev += self.move_chips(BANK, self.places[b], self.ledger.table[BANK], "no-bets")
            if not self.quiet:
                ev.append(Event(Ev.NOTE, seat=b, reason="no-bets", text="Nobody bet: the bank passes"))
            pass_bank(self, b, ev)
            return
        if self.banco is not None:
            self.punter = self.banco
        else:   # the highest bet, the first of equal ones
            bets = self.bets
            top = max(bets)
            for s in self.bet_order:
                if bets[s] == top:
                    self.punter = s
                    break
        if not self.quiet:
            ev.append(Event(Ev.ROLE, seat=self.punter, reason="punter"))
        deal(self, ev)

    # ----- the cards
    def _new_shoe(self, ev: list[Event]) -> None:
        self.shoe, _ = self.dealer.shuffle_next(shoe())
        self.pos = 0
        self.cut_at = SHOE_SIZE - self.options["cut_card"]
        self.cut_out = False
        self.used = []
        self.seen = [0] * 10
        ev.append(Event(Ev.NOTE, reason="shuffle", text="A new shoe is shuffled"))

    def stop(self) -> list[Event]:
        """The user stops: bets go back, the cards of an unfinished coup are set aside, the bank goes home."""
        ev: list[Event] = []
        if self.phase == OVER:
            return ev
        if self.p_cards:   # a coup whose cards are out is cut short: it counts (rules/README.md, deals)
            self.deals_done += 1
        self.used.extend(self.p_cards + self.b_cards)
        self.p_cards, self.b_cards = [], []
        end(self, ev)
        return ev

    # ----- what people see
    def _hand_view(self, viewer: int, who: int) -> list[Card]:
        hand = self.p_cards if who == self.punter else self.b_cards
        if self.shown or viewer == who:
            return list(hand)
        return [HIDDEN, HIDDEN] + hand[2:]

    def view(self, seat: int) -> dict[str, Any]:
        hands: list[list[Card]] = [[] for _ in range(self.n)]
        if self.p_cards and self.punter is not None and self.banker is not None:
            hands[self.punter] = self._hand_view(seat, self.punter)
            hands[self.banker] = self._hand_view(seat, self.banker)
        idle = [s for s in self.spoken] if self.phase == BET else (
            [s for s in range(self.n) if not self.out[s] and s != self.banker and not self.bets[s]]
            if self.phase in (PUNTER, BANKER) else [])
        return {
            **self.common_view(seat, hands=hands, stock=self.shoe_left,
                               roles={"banker": self.banker, "punter": self.punter}, idle=idle,
                               out=[s for s in range(self.n) if self.out[s]]),
            "phase": self.phase, "bank": self.ledger.get(BANK), "bank_named": self.bank_named,
            "bank_coups": self.bank_coups, "bets": list(self.bets), "minimum": self.minimum,
            "drawing": self.options["drawing"], "commission": self.options["commission"],
            "banco_suivi": self.options["banco_suivi"], "suivi": self.suivi if self.phase != BET else (
                self.turn if self.suivi_turn else None),
            "banco": self.banco, "auction": {"bid": self.high_bid, "bidder": self.high_bidder},
            "offer": self.offer_amount if self.phase == OFFER else None,
            "seen": list(self.seen), "shoe_size": SHOE_SIZE, "cut_out": self.cut_out,
            "waiting": list(self.queue[1:]) if self.phase in (BET, OFFER) else [],
            # What the prompt tells a player who draws or stands: his own point, and the punter's face-up third
            # card (or that the punter stood) when the banker decides.
            "point": self._own_point(seat),
            "third": self.p_cards[2] if len(self.p_cards) > 2 else None,
            "punter_stood": self.phase == BANKER and len(self.p_cards) == 2,
        }

    def _own_point(self, seat: int) -> int | None:
        """The point of the hand `seat` holds in this coup (as punter or banker), else None."""
        if not self.p_cards:
            return None
        if seat == self.punter:
            return point(self.p_cards)
        return point(self.b_cards) if seat == self.banker else None

    @property
    def shoe_left(self) -> int:
        return len(self.shoe) - self.pos

    def game_summary(self) -> dict[str, Any]:
        banker = None if self.phase in (AUCTION, OFFER) else self.banker
        return {"banker": banker, "shoe_left": self.shoe_left}

    def all_cards(self) -> list[str]:
        return self.shoe[self.pos:] + self.used + self.p_cards + self.b_cards

    def pack_cards(self) -> list[str]:
        return shoe()



MATCH = CheminDeFer
# What applies a decision in each phase.
_HANDLERS: dict[str, Callable[[CheminDeFer, int, Action, list[Event]], None]] = {
    AUCTION: do_auction, OFFER: do_offer, NAME: do_name, DECIDE: do_decide, BET: CheminDeFer._do_bet,
    PUNTER: do_punter, BANKER: do_banker}

def bancos_won(deal: Sequence[Event], n: int) -> list[int]:
    """A banco won: the seat called banco and was paid as the winning punter in the same coup."""
    called = {seat_of(e.src) for e in deal if e.kind is Ev.CHIPS and e.reason == "banco"}
    paid = {seat_of(e.dst) for e in deal if e.kind is Ev.CHIPS and e.reason == "win"}
    return [int(s in called and s in paid) for s in range(n)]


GAME = register_game(GameInfo(
    example=EXAMPLE,
    id="chemin-de-fer",
    name=N_("Chemin de fer"),
    match=CheminDeFer,
    players="lomber.games.chemin_de_fer.ai",
    lesson="lomber.games.chemin_de_fer.lesson",
    listed=20,
    frames=(Scene("chemin-30", 30, "a 30-seat Chemin de fer coup"),),
    words=(W.amount("bid", N_("B&id"), N_("bids"), NG_("you", "bid")),
           W.amount("bank", N_("Ban&k"), N_("sets the bank at"), NG_("you", "set the bank at")),
           Word("deal", N_("D&eal"), N_("deals"), safe=True, you=NG_("you", "deal")),
           Word("retire", N_("&Retire"), N_("retires"), you=NG_("you", "retire")),
           Word("take", N_("&Take"), N_("takes the bank"), you=NG_("you", "take the bank")),
           Word("banco", N_("Ban&co"), N_("calls banco"), you=NG_("you", "call banco")),
           W.amount("bet", N_("&Bet"), N_("bets"), NG_("you", "bet")), W.PASS,
           # one pair in Russian, «Прикупить» / «Не прикупать», where Ferme says «Взять карту» / «Хватит»
           Word("draw", NG_("chemin-de-fer", "&Draw"), NG_("chemin-de-fer", "draws"), you=NG_("you", "draw a card")),
           Word("stand", NG_("chemin-de-fer", "&Stand"), NG_("chemin-de-fer", "stands"), safe=True,
                you=NG_("you", "stand pat"))),
    piles={"bank": Place(N_("Bank"), N_("the bank"), "#c8553d"), "bets": Place(N_("Bets"), N_("the bets"), "#3d7dc8"),
           "house": Place(N_("House"), N_("the house"), "#6d6d6d")},
    roles={"banker": Place(N_("banker"), colour="#c8553d"), "punter": Place(N_("punter"), colour="#3d7dc8")},
    stop_rule=N_("Bets on the table go back to their owners, the bank to its banker; the richest player wins."),
    reasons={"bet": N_("bet"), "win": N_("win"), "bank": N_("bank"), "commission": N_("commission"),
             "lost": N_("lost"), "returned": N_("returned"), "withdrawn": N_("bet withdrawn"), "banco": N_("banco"),
             "no-bets": N_("no bets"), "stand-off": N_("stand-off"), "bank-back": N_("the bank goes back"),
             "retire": N_("the banker retires")},
    notes={"auction": N_("The auction for the first bank begins."), "no-bets": N_("Nobody bet: the bank passes."),
           "shuffle": N_("The cards are shuffled."),
           "cut-card": N_("The cut card comes out: this is the last coup of the shoe.")},
    errors={"chemin-de-fer-auction": N_("In the auction a bid must be above the last one, at least the table "
                                        "minimum and at most your chips."),
            "chemin-de-fer-offer": N_("The bank offered after a retirement can only be taken at the same amount or "
                                      "passed."),
            "chemin-de-fer-name": N_("A new banker names a bank of at least the table minimum and at most the "
                                     "banker's chips."),
            "chemin-de-fer-decide": N_("Before the first card the banker may deal again or retire."),
            "chemin-de-fer-bet": N_("A bet is at least the table minimum (or what is left uncovered) and at most the "
                                    "uncovered part of the bank and your chips; banco takes the whole bank; after a "
                                    "banco suivi only banco or pass."),
            "chemin-de-fer-punter": N_("The punter draws on 0–4, stands on 6 or 7 and chooses only at 5."),
            "chemin-de-fer-banker": N_("The banker draws or stands as the banker's table says."),
            "chemin-de-fer-free": N_("Draw or stand.")},
    deal_columns=(Column("role", N_("Role"), ColumnKind.WORD,
                         (("banker", N_("banker")), ("punter", N_("punter")), ("bettor", N_("bettor")))),
                  Column("bet", N_("Bet")),
                  Column("point", N_("Point"), tip=N_("The hand's point: the total of its cards, tens left out.")),
                  Column("result", N_("Result"), ColumnKind.WORD,
                         (("won", NG_("chemin-de-fer", "won")), ("lost", N_("lost")), ("stand-off", N_("stand-off"))))),
    facts=(Fact(N_("Highest bid: %1"), ("auction.bid",), ("bid",)),
           Fact(N_("The bank offered: %1"), ("offer",), ("take",)),
           Fact(N_("Your bank: %1"), ("bank",), ("deal", "retire")),
           Fact(N_("The bank: %1"), ("bank",), ("banco", "bet")),
           Fact(N_("Your point: %1"), ("point",), ("draw", "stand")),
           Fact(N_("The punter's third card: %1"), ("third",), ("draw", "stand")),
           Fact(N_("The punter stood"), ("punter_stood",), ("draw", "stand"))),
    hand_value=point,
    centre_hands=("banker", "punter"),
    shoe=True,
    feats=(Feat("bancos", N_("Bancos won"), N_("Bancos called and won"), each_deal(bancos_won)),),
    bench=Table(6),
    long_table=Table(2, {"starting_chips": 100000, "table_minimum": 1}),
    crowd_table=Table(30, {"starting_chips": 100000}),
    quick_tables=(Table(2, {"starting_chips": 50, "table_minimum": 10}),
                  Table(5, {"starting_chips": 50, "table_minimum": 20, "drawing": "free", "commission": 5,
                            "cut_card": 52, "banco_suivi": False}),
                  Table(3, {"starting_chips": 60, "table_minimum": 5, "first_dealer": 1}),
                  Table(30, {"starting_chips": 50, "table_minimum": 50})),
))
