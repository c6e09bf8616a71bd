"""Ferme (Farmer, Ферма / Откуп): draw to 16 against the farm; classic and historical (1659–1779) rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lomber.engine.actions import Action, Choice
from lomber.engine.errors import IllegalAction
from lomber.engine.events import HIDDEN, Ev, Event
from lomber.engine.feats import Feat, each_deal
from lomber.engine.gameinfo import Column, ColumnKind, Fact, GameInfo, Place, Scene, Table
from lomber.engine.ledger import Ledger
from lomber.engine.match import Match, Seat
from lomber.engine.options import N_, NG_, OptionSpec, first_dealer
from lomber.engine.registry import register_game
from lomber.games import words as W
from lomber.games.ferme.example import EXAMPLE
from lomber.games.ferme.pack import ferme_pack

TARGET = 16
BRILLIANT = "6H"
FARM = "farm"
POOL = "pool"
DRAW = Action("draw")
STAND = Action("stand")
VALUES = {"A": 1, "J": 10, "Q": 10, "K": 10}
HISTORICAL = ("rule_set", ("historical",))   # the options the classic rules do not have

OPTION_SPECS = (
    OptionSpec("starting_chips", 50, W.STARTING_CHIPS_HELP, lo=10, hi=1000, label=W.STARTING_CHIPS),
    OptionSpec("next_farmer", "winner", N_("Who deals next: the farm's winner, the farmer's right, or the same farmer."),
               values=("winner", "rotate", "fixed"), label=N_("Next farmer"),
               value_labels=(("winner", N_("the farm's winner")), ("rotate", N_("in turn")),
                             ("fixed", N_("the same farmer")))),
    OptionSpec("tie_priority", "brilliant-first", N_("Who takes the farm when several players have 16."),
               values=("brilliant-first", "farmer-first"), label=N_("Several on 16"),
               value_labels=(("brilliant-first", N_("the brilliant first")), ("farmer-first", N_("the farmer first")))),
    OptionSpec("rule_set", "classic", N_("Classic rules, or the historical ones of 1659–1779."),
               values=("classic", "historical"), label=N_("Rule set"),
               value_labels=(("classic", N_("classic")), ("historical", N_("historical")))),
    OptionSpec("farm_stake", 10, N_("Historical rules: the farmer's own stake in the farm."), lo=1, hi=100,
               label=N_("Farmer's stake"), applies_if=HISTORICAL),
    OptionSpec("bust_pays_to", "farm", N_("Historical rules: where bust fines are paid."), values=("farm", "pool"),
               label=N_("Bust fines go to"), value_labels=(("farm", N_("the farm")), ("pool", N_("the players' pool"))),
               applies_if=HISTORICAL),
    OptionSpec("shuffle", "every-deal", N_("Historical rules: shuffle before every deal or only when the pack is used up."),
               values=("every-deal", "when-empty"), label=N_("Shuffle"),
               value_labels=(("every-deal", N_("every deal")), ("when-empty", N_("when the pack is used up"))),
               applies_if=HISTORICAL),
    first_dealer(N_("Drawn: the cards drawn decide the first farmer; or choose the player who is the first farmer."), label=N_("First farmer")),
)


def card_value(card: str) -> int:
    """Ace 1, spot cards at face value, J Q K 10."""
    r = card[:-1]
    return VALUES.get(r) or int(r)


def hand_total(cards: list[str]) -> int:
    """The sum of a hand's values."""
    total = 0
    try:
        for c in cards:   # asked at every decision and at every showdown: a look-up per card
            total += _CARD_VALUES[c]
    except KeyError:      # a card of another pack (8s, the other 6s): by its rank
        return sum(map(card_value, cards))
    return total


_CARD_VALUES = {c: card_value(c) for c in ferme_pack()}


def bust_fine(total: int, historical: bool) -> int:
    """What a player over 16 pays: 1 chip to the farmer, or (historical) a chip per point over 16."""
    return total - TARGET if historical else 1


def _in_pack_order(cards: list[str]) -> list[str]:
    """`cards` sorted as a fresh pack lies: the set of a shuffle, telling nothing of its order."""
    rank = {c: i for i, c in enumerate(ferme_pack())}
    return sorted(cards, key=rank.__getitem__)


class FermeMatch(Match):
    """A match of Ferme. State is plain fields; `clone()` copies only the mutable ones."""

    game_id = "ferme"
    option_specs = OPTION_SPECS
    min_players = 2
    max_players = 12

    def __init__(self, seats: list[Seat], options: dict[str, Any] | None, seed: int, presets: Any = None) -> None:
        super().__init__(seats, options, seed, presets)
        o = self.options
        self.historical = o["rule_set"] == "historical"
        self.ledger = Ledger([o["starting_chips"]] * self.n, {FARM: 0, POOL: 0} if self.historical else {FARM: 0})
        self.out: list[bool] = [False] * self.n
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.shown: list[bool] = [False] * self.n
        self.stock: list[str] = []
        self.discards: list[str] = []       # earlier deals' cards (historical `when-empty` only)
        self.shuffled: list[str] | None = None  # the last reshuffle's cards in pack order (all seen at showdowns);
                                                # None: the last shuffle was of a whole pack
        self.order: list[int] = []          # this deal's players in playing order, the farmer last
        self.turn = 0                       # index into `order`
        self.drawn = 0                      # cards the player to act has drawn this turn
        self.farm_up = False                # historical: the farmer's stake is on the table
        self.last_farmer: int | None = None  # the farmer of the previous deal (`last`: its showdown)
        events: list[Event] = []
        if o["first_dealer"] is None:
            self.farmer = self._draw_first_farmer(events)
        else:
            self.farmer = o["first_dealer"]
        events.append(Event(Ev.ROLE, seat=self.farmer, reason="farmer", text=f"seat {self.farmer} is the farmer"))
        events += self._start_deal()
        self.start_events = events

    # ----- protocol
    def to_act(self) -> int | None:
        return None if self.over or not self.order else self.order[self.turn]

    def legal_actions(self) -> list[Choice]:
        if self.over or not self.order:    # over, or a position stopped at its deal's end
            return []
        seat = self.order[self.turn]
        if hand_total(self.hands[seat]) > TARGET or not self._can_draw():
            return [STAND]
        if not self.historical and self.drawn == 0:
            return [DRAW]
        return [DRAW, STAND]

    def is_legal(self, action: Action) -> bool:
        # `legal_actions` read without building it (a replay asks once per action): a bare draw or stand.
        kind = action.kind
        if (kind != "draw" and kind != "stand") or action.amount is not None or action.cards:
            return False
        if self.over or not self.order:
            return False
        # A stock with cards is `_can_draw` without its call: a replay asks once per action.
        if hand_total(self.hands[self.order[self.turn]]) > TARGET or not (self.stock or self._can_draw()):
            return kind == "stand"
        return kind == "draw" or self.historical or self.drawn != 0

    def explain_illegal(self, seat: int, action: Action) -> IllegalAction:
        if action.kind not in ("draw", "stand"):
            return IllegalAction(f"{action.text!r} is not a Ferme action: a player may only 'draw' or 'stand'",
                                 code="ferme-draw-or-stand", action=action.text)
        total = hand_total(self.hands[seat])
        if total > TARGET:
            return IllegalAction(f"seat {seat} is bust ({total}) and may only stand", code="ferme-bust", seat=seat,
                                 n=total)
        if not self._can_draw():
            return IllegalAction("the stock is empty: every player still to act may only stand",
                                 code="ferme-stock-empty")
        if action.kind == "stand":
            return IllegalAction(f"the second card is compulsory in classic Ferme: seat {seat} must draw first",
                                 code="ferme-second-card", seat=seat)
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events = [] if self.quiet else [Event(Ev.ACTION, seat=seat, text=action.text)]
        if action.kind == "draw":
            events += self._deal_card(seat)
            self.drawn += 1
            if self.historical and hand_total(self.hands[seat]) == TARGET:
                events += self._showdown(early=seat)
            return events
        self.turn += 1
        self.drawn = 0
        if self.turn == len(self.order):
            events += self._showdown()
        return events

    def winner(self) -> int | None:
        if not self.over:
            return None
        left = self._in_seats()
        if len(left) == 1:
            return left[0]
        # Stopped by the user (or everyone out at once): the one richest player, as in the other games.
        return self.richest(left or None)

    def stop(self) -> list[Event]:
        """The user stops: the deal in play is cut short and the farm (and pool) are split."""
        if self.over:
            return []  # already settled: stopping again changes nothing
        self.deals_done += 1
        return self._end_match(self._in_seats())

    def game_summary(self) -> dict[str, Any]:
        return {"farmer": self.farmer}

    def pack_cards(self) -> list[str]:
        return ferme_pack()

    def all_cards(self) -> list[str]:
        return self.stock + self.discards + [c for h in self.hands for c in h]

    def view(self, seat: int) -> dict[str, Any]:
        hands = [list(h) if (s == seat or self.shown[s]) else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        totals = [hand_total(h) if (s == seat or self.shown[s]) and h else None for s, h in enumerate(self.hands)]
        playing = set(self.order)
        return {
            **self.common_view(seat, hands=hands, stock=len(self.stock), roles={"farmer": self.farmer},
                               idle=[s for s in range(self.n) if s not in playing],
                               out=[s for s in range(self.n) if self.out[s]]),
            # Ferme's own keys
            "totals": totals,
            "total": hand_total(self.hands[seat]) if self.hands[seat] else None,
            "order": list(self.order),
            "turn": None if self.over else self.turn,
            "drawn": self.drawn,
            "discards": list(self.discards),
            "shuffled": None if self.shuffled is None else list(self.shuffled),
            "can_draw": self._can_draw(),
            "farm_up": self.farm_up,
            "last": self._last(),
            "options": {k: self.options[k] for k in ("rule_set", "tie_priority", "next_farmer", "bust_pays_to",
                                                     "shuffle", "farm_stake")},
        }

    # ----- the deal
    def _draw_first_farmer(self, events: list[Event]) -> int:
        """Cards face up from seat 0 clockwise until the brilliant; never a preset."""
        pack = ferme_pack()
        self.dealer.rng.shuffle(pack)
        for i, card in enumerate(pack):
            seat = i % self.n
            events.append(Event(Ev.DEALT, seat=seat, cards=(card,), face_up=True, reason="draw-farmer"))
            if card == BRILLIANT:
                return seat
        raise AssertionError("the pack has no brilliant")

    def _in_seats(self) -> list[int]:
        """Seats still in the match."""
        return [s for s in range(self.n) if not self.out[s]]

    def _right_in(self, seat: int) -> int:
        """The nearest player still in on `seat`'s right (counter-clockwise)."""
        for k in range(1, self.n + 1):
            s = (seat - k) % self.n
            if not self.out[s]:
                return s
        return seat

    def _can_draw(self) -> bool:
        """A card can still be had: from the stock, or (historical `when-empty`) by reshuffling earlier deals."""
        return bool(self.stock) or (self.options["shuffle"] == "when-empty" and self.historical and bool(self.discards))

    def _deal_card(self, seat: int) -> list[Event]:
        """The top card to `seat`, face down."""
        events = self._reshuffle() if not self.stock else []
        card = self.stock.pop(0)
        self.hands[seat].append(card)
        if not self.quiet:
            events.append(Event(Ev.DEALT, seat=seat, cards=(card,), face_up=False, reason="hand"))
        return events

    def _reshuffle(self) -> list[Event]:
        """Historical `when-empty`: the cards of earlier deals make a new stock."""
        self.shuffled = _in_pack_order(self.discards)
        self.stock, _ = self.dealer.shuffle_next(self.discards)
        self.discards = []
        return [Event(Ev.NOTE, reason="reshuffle", amount=len(self.stock), text="earlier deals' cards reshuffled")]

    def _change_farmer(self, new: int, events: list[Event]) -> None:
        """A new farmer; in the historical game the old one takes back a farm that was not won."""
        if new == self.farmer:
            return
        if self.historical and self.farm_up:
            events += self.move_chips(FARM, self.places[self.farmer], self.ledger.get(FARM), "farm-returned")
            self.farm_up = False
        self.farmer = new
        events.append(Event(Ev.ROLE, seat=new, reason="farmer", text=f"seat {new} is the farmer"))

    def _start_deal(self) -> list[Event]:
        """Drop-outs, then stake and antes, shuffle and the first card to each player."""
        events: list[Event] = []
        stacks = self.ledger.stacks
        keeps_farm = self.farmer if self.historical and self.farm_up else None   # their stake is still on the table
        for s in range(self.n):
            if stacks[s] == 0 and not self.out[s] and s != keeps_farm:
                self.out[s] = True
                events.append(Event(Ev.OUT, seat=s, text=f"seat {s} has no chips and leaves the table"))
        left = self._in_seats()   # after the drop-outs
        if len(left) <= 1:
            # Everyone left at once (our ruling): the last deal's players share the farm; nobody wins.
            return events + self._end_match(left or [s for s in self.order])
        if self.out[self.farmer]:
            self._change_farmer(self._right_in(self.farmer), events)
        hands = self.hands
        for s in range(self.n):
            if hands[s]:
                self.discards += hands[s]
            hands[s] = []
        self.shown[:] = [False] * self.n
        # From the farmer's right round to the farmer (`left` is in seat order): the seats below the farmer's first.
        f = self.farmer
        self.order = [s for s in reversed(left) if s < f] + [s for s in reversed(left) if s >= f]
        self.turn = 0
        self.drawn = 0
        if not self.quiet:
            events.append(Event(Ev.DEAL_START, seat=self.farmer))
        self.begin_deal_chips()
        if self.historical:
            if not self.farm_up:
                events += self.move_chips(self.places[f], FARM, self.options["farm_stake"], "stake", up_to=True)
                self.farm_up = True
            for s in self.order[:-1]:
                events += self.move_chips(self.places[s], POOL, 1, "ante")
        else:
            for s in self.order:
                events += self.move_chips(self.places[s], FARM, 1, "ante")
        if not (self.historical and self.options["shuffle"] == "when-empty" and (self.stock or self.discards)):
            self.stock, _ = self.dealer.shuffle_next(ferme_pack())
            self.shuffled = None
            self.discards = []
            if not self.quiet:
                events.append(Event(Ev.NOTE, reason="shuffle", amount=len(self.stock), text="the farmer shuffles"))
        for s in self.order:
            events += self._deal_card(s)
        return events

    def _winner_of_16(self, sixteen: list[int]) -> int:
        """The farm's winner among several on 16, by the table's tie priority."""
        f = self.farmer

        def key(s: int) -> tuple[int, ...]:
            brilliant = 0 if BRILLIANT in self.hands[s] else 1
            farmer = 0 if s == f else 1
            rest = (len(self.hands[s]), (s - f) % self.n)
            if self.options["tie_priority"] == "farmer-first":
                return (farmer, brilliant, *rest)
            return (brilliant, rest[0], farmer, rest[1])

        return min(sixteen, key=key)

    def _pay_split(self, payers: list[int], winners: list[int], leftover: str, reason: str,
                   src_pile: str | None = None) -> list[Event]:
        """Payers pay 1 each (or the pile pays out); winners share equally, odd chips to `leftover`."""
        events: list[Event] = []
        if src_pile is not None:
            heap = [src_pile] * self.ledger.get(src_pile)
        else:
            heap = []
            for p in payers:
                if self.ledger.stacks[p] > 0:
                    heap.append(self.places[p])
        share, odd = divmod(len(heap), len(winners)) if winners else (0, len(heap))
        dests = [self.places[w] for w in winners for _ in range(share)] + [leftover] * odd
        moves: dict[tuple[str, str], int] = {}
        for src, dst in zip(heap, dests):
            if src != dst:
                moves[(src, dst)] = moves.get((src, dst), 0) + 1
        for (src, dst), n in moves.items():
            events += self.move_chips(src, dst, n, reason)
        return events

    def _showdown(self, early: int | None = None) -> list[Event]:
        """Show every hand, settle, choose the next farmer and start the next deal."""
        events: list[Event] = []
        f = self.farmer
        hands = self.hands
        totals = {s: hand_total(hands[s]) for s in self.order}   # in playing order, as everything below
        for s in totals:
            self.shown[s] = True
        if not self.quiet:
            events += [Event(Ev.SHOWN, seat=s, cards=tuple(hands[s])) for s in totals]
        bust = [s for s, t in totals.items() if t > TARGET]
        farm_winner: int | None = None
        closest: list[int] = []
        best: int | None = None
        if self.historical:
            dst = FARM if self.options["bust_pays_to"] == "farm" else POOL
            for s in bust:
                if s != f:
                    events += self.move_chips(self.places[s], dst, bust_fine(totals[s], True), "bust", up_to=True)
            if early is not None:
                farm_winner = early
                place = self.places[early]
                events += self.move_chips(FARM, place, self.ledger.get(FARM), "farm")
                events += self.move_chips(POOL, place, self.ledger.get(POOL), "pool")
                self.farm_up = False
            else:
                rivals = {s: t for s, t in totals.items() if s != f and t <= TARGET}
                best = max(rivals.values(), default=None)
                closest = [s for s, t in rivals.items() if t == best]
                if closest:
                    events += self._pay_split([], closest, POOL, "pool", src_pile=POOL)
        else:
            for s in bust:
                if s != f:
                    events += self.move_chips(self.places[s], self.places[f], bust_fine(totals[s], False), "bust", up_to=True)
            sixteen = [s for s, t in totals.items() if t == TARGET]
            if sixteen:
                farm_winner = self._winner_of_16(sixteen)
                events += self.move_chips(FARM, self.places[farm_winner], self.ledger.get(FARM), "farm")
            else:
                alive = {s: t for s, t in totals.items() if t <= TARGET}
                best = max(alive.values(), default=None)
                closest = [s for s, t in alive.items() if t == best]
                lower = [s for s, t in alive.items() if t < best] if closest else []
                events += self._pay_split(lower, closest, FARM, "closest")
        self.last_farmer = f
        # Each seat's result, the first that holds: the farm won, the closest (historical: the pool taken), bust.
        result = dict.fromkeys(bust, "bust")
        result.update(dict.fromkeys(closest, "pool" if self.historical else "closest"))
        if farm_winner is not None:
            result[farm_winner] = "farm-pool" if self.historical else "farm"   # historical: only with an early 16
        go_on = self.end_deal([{"seat": s, "cards": list(hands[s]), "total": t, "result": result.get(s, "")}
                               for s, t in totals.items()])
        if not self.quiet:
            events.append(Event(Ev.DEAL_END, seat=farm_winner, text=self._result_text(farm_winner, closest, best)))
        if not go_on:
            self.order = []         # nobody is to act: the next deal is not dealt
            return events
        rule = self.options["next_farmer"]
        if rule == "winner" and farm_winner is not None:
            self._change_farmer(farm_winner, events)
        elif rule == "rotate":
            self._change_farmer(self._right_in(f), events)
        return events + self._start_deal()

    def _last(self) -> dict[str, Any]:
        """The previous deal as its showdown showed it, from its table (`end_deal`); empty before the first."""
        if self.last_farmer is None or self.deal_result is None:
            return {}
        rows = self.deal_result["rows"]
        return {"hands": {str(r["seat"]): list(r["cards"]) for r in rows},
                "totals": {str(r["seat"]): r["total"] for r in rows},
                "farm_winner": next((r["seat"] for r in rows if r["result"] in ("farm", "farm-pool")), None),
                "farmer": self.last_farmer}

    def _result_text(self, farm_winner: int | None, closest: list[int], best: int | None) -> str:
        """The deal's end in English words, for the log (the table words it from the deal's result)."""
        seats = ", ".join(map(str, closest))
        if self.historical:
            if farm_winner is not None:
                return f"seat {farm_winner} shows 16 and wins the farm and the pool"
            if closest:
                return f"nobody has 16; seat(s) {seats} take the pool; the farm stays"
            return "nobody has 16 and every player is bust; the pool and the farm stay"
        if farm_winner is not None:
            return f"seat {farm_winner} has 16 and wins the farm"
        if closest:
            return f"nobody has 16; seat(s) {seats} closest with {best}; the farm stays"
        return "nobody has 16 and everyone is bust; the farm stays"

    def _end_match(self, left: list[int]) -> list[Event]:
        """Split the farm (historical: back to its farmer) and the pool among `left`; the match is over."""
        events: list[Event] = []
        f = self.farmer
        # Odd chips one each from the farmer's left, the farmer last.
        ordered = sorted(left, key=lambda s: (s - f - 1) % self.n)
        if self.historical and self.farm_up:
            events += self.move_chips(FARM, self.places[f], self.ledger.get(FARM), "farm-returned")
            self.farm_up = False
        for pile in (FARM, POOL):
            total = self.ledger.get(pile)
            if total and ordered:
                share, odd = divmod(total, len(ordered))
                for i, s in enumerate(ordered):
                    n = share + (1 if i < odd else 0)
                    if n:
                        events += self.move_chips(pile, self.places[s], n, "split")
        self.over = True
        self.order = []
        self.turn = 0
        events.append(Event(Ev.MATCH_END, seat=self.winner()))
        return events


MATCH = FermeMatch

def sixteens(deal: Sequence[Event], n: int) -> list[int]:
    """A 16 made: the deal's end names the seat that won the farm with 16."""
    return [int(any(e.kind is Ev.DEAL_END and e.seat == s for e in deal)) for s in range(n)]


GAME = register_game(GameInfo(
    example=EXAMPLE,
    id="ferme",
    name=N_("Ferme"),
    match=FermeMatch,
    players="lomber.games.ferme.ai", lesson="lomber.games.ferme.lesson",
    listed=10,
    frames=(Scene("ferme-12", 12, "a 12-seat Ferme deal", long=True),),
    words=(W.DRAW, W.STAND),
    in_drawn_order=True,
    # The historical players' pool is their own «фонд игроков» in Russian (Fortuna's is the «пулька»).
    piles={FARM: Place(N_("Farm"), N_("the farm"), "#d9a520"),
           POOL: Place(NG_("ferme", "Pool"), NG_("ferme", "the pool"), W.POOL.colour)},
    roles={"farmer": Place(N_("farmer"), colour="#d9a520")},
    stop_rule=N_("The deal in play is cut short and the farm and the pool are shared out; the richest player wins."),
    reasons={"ante": N_("ante"), "bust": N_("bust"), "farm": N_("the farm"), "closest": N_("closest to 16"),
             "stake": NG_("ferme", "stake"), "split": N_("split"), "pool": N_("pool"), "farm-returned": N_("the farm goes back")},
    deal_columns=(Column("cards", N_("Cards"), ColumnKind.CARDS),
                  Column("total", N_("Total"), tip=N_("The hand's total: 16 wins the farm, over 16 is bust.")),
                  Column("result", N_("Result"), ColumnKind.WORD,
                         (("farm", N_("wins the farm")), ("farm-pool", N_("wins the farm and the pool")),
                          ("closest", N_("closest to 16")), ("pool", N_("takes the pool")), ("bust", N_("bust"))))),
    facts=(Fact(N_("Your total: %1"), ("total",)),),
    hand_value=hand_total,
    notes={"shuffle": N_("The cards are shuffled."),
           "reshuffle": N_("The cards of the earlier deals are shuffled into a new stock.")},
    errors={"ferme-draw-or-stand": N_("In Ferme a player may only draw or stand."),
            "ferme-bust": N_("{seat}: %n point(s), over 16; only standing is possible."),
            "ferme-stock-empty": N_("The stock is empty: everyone still to play may only stand."),
            "ferme-second-card": N_("The second card is compulsory in classic Ferme: {seat} must draw first.")},
    feats=(Feat("sixteens", N_("16s"), N_("Farms won with 16"), each_deal(sixteens)),),
    bench=Table(6),
    long_table=Table(4, {"starting_chips": 1000}),
    quick_tables=(Table(2, {"starting_chips": 10}),
                  Table(3, {"starting_chips": 10, "rule_set": "historical", "farm_stake": 3}),
                  Table(5, {"starting_chips": 10, "rule_set": "historical", "shuffle": "when-empty",
                            "bust_pays_to": "pool", "next_farmer": "rotate"}),
                  Table(12, {"starting_chips": 10, "next_farmer": "fixed", "tie_priority": "farmer-first"})),
))
