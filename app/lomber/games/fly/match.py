"""Fly (Mouche, Мушка): five tricks a deal, scores race from 25 down to exactly 0; the ace of spades rules."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from lomber.engine.actions import PLAY, Action, Choice, card_action
from lomber.engine.cards import Card, suit
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Ev, Event
from lomber.engine.feats import Feat, Tally, deals_to_win
from lomber.engine.gameinfo import Column, ColumnKind, Fact, GameInfo, Place, Scene, Shows, Table, TablePlace, Word
from lomber.engine.ledger import Ledger, seat_place
from lomber.engine.match import Match, Seat, default_seats
from lomber.engine.options import N_, NG_, OptionSpec, first_dealer
from lomber.engine.registry import register_game
from lomber.games import words as W
from lomber.games.fly.example import EXAMPLE
from lomber.games.fly.pack import table_pack
from lomber.games.fly.refusals import refusal
from lomber.games.fly.rules import (  # noqa: F401 (the rules' names, read from the game too)
    ACE_OF_SPADES,
    AS_OFF,
    DONE,
    EXCHANGE,
    EXCHANGE_PHASE,
    HAND,
    PLAY_PHASE,
    POT,
    REMISE,
    START_CHIPS,
    TAKE_TRUMP,
    TRICK_OFF,
    as_captures,
    as_holder_of,
    as_write_off,
    may_play,
    next_in,
    play_order,
    playable,
    remise,
    score_after,
    trick_winner,
    trick_write_off,
)

KEEP = Action("keep")
FOLD = Action("fold")

OPTION_SPECS = (
    OptionSpec("starting_score", 25, N_("Each player's score at the start; the first to reach 0 wins."),
               values=(25, 30), label=N_("Starting score")),
    OptionSpec("dealer_takes_trump", False, N_("The dealer may swap a card for the turned-up trump."),
               values=(True, False), label=N_("Dealer may take the trump")),
    OptionSpec("stakes", 0, N_("Chips each player puts into the pot every deal (0: no chips)."), lo=0, hi=100,
               label=N_("Stakes per deal")),
    first_dealer(),
)


# ----- the rules of play and scoring, once: the match and the computer players' fast play-out use these
class FlyMatch(Match):
    """A match of Fly. State is plain fields; `clone()` copies only the mutable ones."""

    game_id = "fly"
    shared_fields = Match.shared_fields | {"pack", "pack_set"}   # the table's pack, never changed
    normalizes = frozenset({EXCHANGE})
    option_specs = OPTION_SPECS
    min_players = 3
    max_players = 7

    def __init__(self, seats: list[Seat], options: dict[str, Any] | None, seed: int, presets: Any = None) -> None:
        super().__init__(seats, options, seed, presets)
        o = self.options
        self.stakes: int = o["stakes"]
        self.ledger = Ledger([START_CHIPS] * self.n, {POT: 0}) if self.stakes else Ledger([0] * self.n)
        self.scores: list[int] = [o["starting_score"]] * self.n
        self.pack = table_pack(self.n)
        self.pack_set = frozenset(self.pack)
        self.won_by: int | None = None
        self._blank_deal()
        first = o["first_dealer"]
        self.dealer_seat: int = self.dealer.rng.randrange(self.n) if first is None else first
        self.start_events = self._start_deal()

    def _blank_deal(self) -> None:
        """Empty every place of a deal."""
        n = self.n
        self.phase = EXCHANGE_PHASE
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.turned: Card = ""              # the turned trump card
        self.trump_taken = False            # the dealer took the turned card (`take-trump`)
        self.trumps = ""
        self.discards: list[list[Card]] = [[] for _ in range(n)]   # exchanged, folded or given up: out of play
        self.decided: list[str | None] = [None] * n                # keep / exchange N / fold / take-trump
        self.folded: list[bool] = [False] * n
        self.turn = 0
        self.as_holder: int | None = None
        self.as_shown = False               # the AS holder is known to all (the AS played, or its write-off)
        self.taken: list[int] = [0] * n     # tricks taken this deal
        self.trick: list[tuple[int, Card]] = []
        self.after: tuple[int, ...] = ()    # in play: the seat that plays after each seat (`_fix_order`)
        # This deal's finished tricks, tuples: never changed once taken, so a clone shares them (no copy each).
        self.played: list[tuple[tuple[int, Card], ...]] = []
        self.deal_start_scores: list[int] = list(self.scores)

    # ----- the deal
    def _start_deal(self) -> list[Event]:
        """Antes, shuffle, deal five each one at a time from the dealer's left, turn the trump."""
        self._blank_deal()
        n, d, quiet = self.n, self.dealer_seat, self.quiet
        ev = [] if quiet else [Event(Ev.DEAL_START, seat=d), Event(Ev.ROLE, seat=d, reason="dealer")]
        self.begin_deal_chips()
        if self.stakes:
            for s in range(n):
                ev += self.move_chips(seat_place(s), POT, self.stakes, "ante", up_to=True)
        pack, _ = self.dealer.shuffle_next(self.pack)
        # One card at a time from the dealer's left: the pack's i-th card goes to the seat (d + 1 + i) mod n, so
        # the k-th seat from the dealer's left gets every n-th card from the (k - 1)-th.
        i = HAND * n
        for k in range(1, n + 1):
            self.hands[(d + k) % n] = pack[k - 1:i:n]
        if not quiet:
            ev += [Event(Ev.DEALT, seat=(d + 1 + j) % n, cards=(pack[j],), face_up=False, reason="hand")
                   for j in range(i)]
        self.turned = pack[i]
        self.trumps = suit(self.turned)
        self.stock = pack[i + 1:]
        if not quiet:
            ev.append(Event(Ev.TURNED, cards=(self.turned,), reason="trump"))
        self.turn = (d + 1) % n
        return ev

    def _fix_order(self) -> None:
        """Nobody folds once play starts: who plays after whom is fixed for the deal's tricks."""
        self.after = play_order(self.folded)

    def _in_play(self) -> list[int]:
        """Seats still in the deal, in seat order."""
        return [s for s in range(self.n) if not self.folded[s]]

    # ----- the protocol
    def to_act(self) -> int | None:
        return None if self.phase == DONE else self.turn

    def winner(self) -> int | None:
        return self.won_by

    def may_fold(self, seat: int) -> bool:
        """The AS holder may not fold; the dealer may fold only while two others are still in."""
        if ACE_OF_SPADES in self.hands[seat]:
            return False
        if seat == self.dealer_seat:
            return sum(1 for s in range(self.n) if s != seat and not self.folded[s]) >= 2
        return True

    def legal_actions(self) -> list[Choice]:
        if self.phase == EXCHANGE_PHASE:
            return self._exchange_choices(self.turn)
        if self.phase == PLAY_PHASE:
            return [card_action(c) for c in playable(self.hands[self.turn], self.trick, self.trumps)]
        return []

    def _exchange_choices(self, seat: int) -> list[Choice]:
        hand = self.hands[seat]
        out: list[Choice] = [KEEP]
        free = [c for c in hand if c != ACE_OF_SPADES]
        for k in range(1, min(len(free), len(self.stock)) + 1):
            out.extend(Action(EXCHANGE, cards=combo) for combo in combinations(free, k))
        if seat == self.dealer_seat and self.options["dealer_takes_trump"]:
            out.extend(Action(TAKE_TRUMP, cards=(c,)) for c in free)
        if self.may_fold(seat):
            out.append(FOLD)
        return out

    def is_legal(self, action: Action) -> bool:
        # Answered from the hand: the exchange's legal list holds every set of cards to exchange (up to 31).
        if self.phase == PLAY_PHASE:   # most actions: asked first
            cards = action.cards
            return (action.kind == PLAY and action.amount is None and len(cards) == 1
                    and may_play(self.hands[self.turn], self.trick, self.trumps, cards[0]))
        if self.phase == EXCHANGE_PHASE:
            seat, kind, cards = self.turn, action.kind, action.cards
            if action.amount is not None:
                return False
            if kind == EXCHANGE:
                # Distinct cards of the hand in its order, never the AS, at most the stock (as `combinations` of
                # the free cards): the hand's cards named, in its order, are exactly those named.
                return (0 < len(cards) <= len(self.stock) and ACE_OF_SPADES not in cards
                        and [c for c in self.hands[seat] if c in cards] == list(cards))
            if cards:
                return (kind == TAKE_TRUMP and len(cards) == 1 and cards[0] != ACE_OF_SPADES
                        and cards[0] in self.hands[seat] and seat == self.dealer_seat
                        and bool(self.options["dealer_takes_trump"]))
            return kind == KEEP.kind or (kind == FOLD.kind and self.may_fold(seat))
        return super().is_legal(action)

    def playable(self, seat: int) -> list[Card]:
        """The cards `seat` may play now (`playable`)."""
        return playable(self.hands[seat], self.trick, self.trumps)

    def normalize(self, seat: int, action: Action) -> Action:
        """An exchange's cards may be named in any order (kept in hand order)."""
        if action.kind != EXCHANGE:   # every other action is as it is (a replay asks for each)
            return action
        if self.phase == EXCHANGE_PHASE and seat == self.turn:
            cards = action.cards
            # The hand's cards named, in its order: as many as named only when they are distinct cards of the hand.
            ordered = tuple([c for c in self.hands[seat] if c in cards])
            if len(ordered) == len(cards) and ordered != cards:   # else as it came (a record names them in order)
                action = Action(EXCHANGE, cards=ordered)
        return action

    def apply_unchecked(self, seat: int, action: Action) -> list[Event]:
        """Apply an action known to be legal, without checks or history (search rollouts only)."""
        return self._apply(seat, action)

    def explain_illegal(self, seat: int, action: Action) -> IllegalAction:
        return refusal(self, seat, action) or super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        # Nobody reads the events of a quiet match (`Match.quiet`).
        ev = [] if self.quiet else [Event(Ev.ACTION, seat=seat, text=action.text)]
        if self.phase != PLAY_PHASE:
            return ev + self._exchange(seat, action)
        # A card played, most of a match's actions: played here, without a further call.
        card = action.cards[0]
        hand, trick = self.hands[seat], self.trick
        hand.remove(card)
        trick.append((seat, card))
        if card == ACE_OF_SPADES:
            self.as_shown = True
        if not self.quiet:
            ev.append(Event(Ev.PLAYED, seat=seat, cards=(card,)))
        then = self.after[seat]
        if then != trick[0][0]:   # the trick is full when the turn would come back to its leader
            self.turn = then
            return ev
        return ev + self._end_trick(hand)

    # ----- exchange
    def _exchange(self, seat: int, action: Action) -> list[Event]:
        hand = self.hands[seat]
        quiet = self.quiet
        ev: list[Event] = []
        if action.kind == "keep":
            self.decided[seat] = "keep"
        elif action.kind == "fold":
            self.decided[seat] = "fold"
            self.folded[seat] = True
            self.discards[seat].extend(hand)
            if not quiet:
                ev.append(Event(Ev.DISCARDED, seat=seat, cards=tuple(hand), face_up=False, reason="fold"))
            hand.clear()
        elif action.kind == EXCHANGE:
            k = len(action.cards)
            self.decided[seat] = f"exchange {k}"
            for c in action.cards:
                hand.remove(c)
            self.discards[seat].extend(action.cards)
            drawn, self.stock = self.stock[:k], self.stock[k:]
            hand.extend(drawn)
            if not quiet:
                ev.append(Event(Ev.DISCARDED, seat=seat, cards=action.cards, face_up=False, reason="exchange"))
                ev += [Event(Ev.DEALT, seat=seat, cards=(c,), face_up=False, reason="draw") for c in drawn]
        else:  # take-trump
            c = action.cards[0]
            self.decided[seat] = TAKE_TRUMP
            hand.remove(c)
            self.discards[seat].append(c)
            hand.append(self.turned)
            self.trump_taken = True
            if not quiet:
                ev.append(Event(Ev.DISCARDED, seat=seat, cards=(c,), face_up=False, reason=TAKE_TRUMP))
                ev.append(Event(Ev.DEALT, seat=seat, cards=(self.turned,), face_up=True, reason="trump"))
        if seat != self.dealer_seat:
            self.turn = (seat + 1) % self.n
            return ev
        return ev + self._end_exchange()

    def _end_exchange(self) -> list[Event]:
        """The exchange round is over: fix the AS holder; a lone player takes five tricks, else play starts."""
        self.as_holder = as_holder_of(self.hands)
        ins = self._in_play()
        self.phase = PLAY_PHASE
        if len(ins) == 1:
            return self._lone(ins[0])
        self._fix_order()
        self.turn = self.after[self.dealer_seat]
        return []

    def _lone(self, seat: int) -> list[Event]:
        """Everyone else folded: `seat` takes the five tricks without play, scored one at a time."""
        ev: list[Event] = [Event(Ev.NOTE, seat=seat, reason="lone")]
        hand = self.hands[seat]
        while hand:
            # Not played: the cards go face down to his tricks, and nobody learns them (out of play, as discards).
            c = hand.pop(0)
            self.discards[seat].append(c)
            ev.append(Event(Ev.PLAYED, seat=seat, cards=(c,), face_up=False))
            ev += self._take_trick(seat, (c,), face_up=False)
            if self.over:
                return ev
        return ev + self._end_deal()

    # ----- play
    def _end_trick(self, hand: list[Card]) -> list[Event]:
        """The trick is full (its last card from `hand`): its winner takes it; then the next trick, or the deal's end."""
        trick, quiet = self.trick, self.quiet
        won = trick_winner(trick, self.trumps)
        self.played.append(tuple(trick))
        self.trick = []
        ev = self._take_trick(won, () if quiet else tuple(c for _, c in trick))   # only its event shows the cards
        if self.over:
            return ev
        # Each seat in the deal plays a card to every trick, so all their hands are as long as the last player's.
        if hand:
            self.turn = won
            return ev
        return ev + self._end_deal()

    def _take_trick(self, seat: int, cards: tuple[Card, ...], face_up: bool = True) -> list[Event]:
        """Score one trick: 1 off, plus the AS write-off on the holder's first trick; stop the match at 0."""
        quiet = self.quiet
        ev = [] if quiet else [Event(Ev.TRICK, seat=seat, cards=cards, face_up=face_up)]
        off = trick_write_off(seat, self.as_holder, self.taken[seat], self.trumps)
        reason = "trick"
        if off > TRICK_OFF:
            reason = "trick+ace"
            self.as_shown = True
        self.taken[seat] += 1
        self.scores[seat] = score_after(self.scores[seat], off)
        if not quiet:
            ev.append(Event(Ev.SCORE, seat=seat, amount=self.scores[seat], reason=reason))
        if self.scores[seat] == 0:
            ev += self._end_match(seat)
        return ev

    def _end_deal(self) -> list[Event]:
        """Remises for players in without a trick; then the next deal (unless told to stop at the deal's end)."""
        ev: list[Event] = []
        for s in self._in_play():
            if self.taken[s] == 0:
                self.scores[s] += remise(s == self.as_holder)
                if not self.quiet:
                    ev.append(Event(Ev.SCORE, seat=s, amount=self.scores[s],
                                    reason="remise+ace" if s == self.as_holder else "remise"))
        go_on = self.end_deal(self._deal_rows())
        if not self.quiet:
            ev.append(Event(Ev.DEAL_END, seat=self.dealer_seat, text="tricks: " + ", ".join(
                f"seat {s} {self.taken[s]}" for s in self._in_play())))
        self.dealer_seat = (self.dealer_seat + 1) % self.n
        if not go_on:
            self.phase = DONE
            return ev
        return ev + self._start_deal()

    def _end_match(self, seat: int) -> list[Event]:
        """`seat` reached 0: the match stops at once (the rest of the deal unplayed) and he takes the pot."""
        self.won_by = seat
        self.over = True
        self.phase = DONE
        ev: list[Event] = []
        if self.stakes:   # the pot is won in this deal: its result shows it
            ev += self.move_chips(POT, seat_place(seat), self.ledger.get(POT), "win")
        self.end_deal(self._deal_rows())
        ev.append(Event(Ev.DEAL_END, seat=self.dealer_seat, text=f"seat {seat} reached 0"))
        return ev + [Event(Ev.MATCH_END, seat=seat)]

    def stop(self) -> list[Event]:
        """The user stops (the rule panel's ruling): the deal is abandoned, nobody wins, a pot goes back evenly."""
        if self.over:
            return []
        self.over, self.phase, self.deals_done = True, DONE, self.deals_done + 1
        ev = self.share_out(POT, (self.dealer_seat + 1) % self.n, "returned") if self.stakes else []
        return [*ev, Event(Ev.MATCH_END, seat=None)]

    def _deal_rows(self) -> list[dict[str, Any]]:
        """The deal's table: tricks, how the score moved and why (a remise, the ace of spades, 0 reached)."""
        rows: list[dict[str, Any]] = []
        scores, started, taken, folded = self.scores, self.deal_start_scores, self.taken, self.folded
        for s in range(self.n):
            score = scores[s]
            change = score - started[s] if s < len(started) else None
            if folded[s]:
                rows.append({"seat": s, "score": score, "change": change, "result": "folded"})
                continue
            ace = s == self.as_holder
            result = ("won" if s == self.won_by else ("remise-ace" if ace else "remise") if taken[s] == 0
                      else "ace" if ace else "")
            rows.append({"seat": s, "tricks": taken[s], "change": change, "score": score, "result": result})
        return rows

    # ----- what is seen
    def view(self, seat: int) -> dict[str, Any]:
        n = self.n
        hands = [list(h) if s == seat else ["?"] * len(h) for s, h in enumerate(self.hands)]
        knows_as = self.as_holder if (self.as_shown or self.as_holder == seat) else None
        return {
            **self.common_view(
                seat, hands=hands, stock=len(self.stock), center=[[s, c] for s, c in self.trick],
                table_cards={} if self.trump_taken or not self.turned else {"trump": self.turned},
                roles={"dealer": self.dealer_seat}, idle=[s for s in range(n) if self.folded[s]],
                scores=list(self.scores)),
            "phase": self.phase, "trumps": self.trumps, "turned": self.turned, "trump_taken": self.trump_taken,
            "as_holder": knows_as, "tricks": list(self.taken),
            "decided": list(self.decided),
            "discarded": list(self.discards[seat]),
            "discard_counts": [len(d) for d in self.discards],
            "played": [[[s, c] for s, c in t] for t in self.played],
            "starting_score": self.options["starting_score"], "stakes": self.stakes,
            "dealer_takes_trump": self.options["dealer_takes_trump"],
        }

    def game_summary(self) -> dict[str, Any]:
        return {"dealer": self.dealer_seat, "scores": list(self.scores)}

    def all_cards(self) -> list[str]:
        out = [c for h in self.hands for c in h] + list(self.stock) + [c for d in self.discards for c in d]
        out += [c for t in self.played for _, c in t] + [c for _, c in self.trick]
        if self.turned and not self.trump_taken:
            out.append(self.turned)
        return out

    def pack_cards(self) -> list[str]:
        return list(self.pack)

    @classmethod
    def world(cls, view: dict[str, Any], hands: list[list[Card]], stock: list[Card],
              discards: list[list[Card]], as_holder: int | None) -> FlyMatch:
        """A search world: the match the view describes, with the hidden cards as given; it stops at the deal's end."""
        n = len(view["hands"])
        options = {"starting_score": view["starting_score"], "dealer_takes_trump": view["dealer_takes_trump"],
                   "stakes": view["stakes"]}
        new = cls.from_position(default_seats(n), options, Ledger(list(view["stacks"]), dict(view["table"])),
                                deals=view["deals"])
        new.stakes = view["stakes"]
        new.scores = list(view["scores"])
        new.pack = table_pack(n)
        new.pack_set = frozenset(new.pack)
        new.won_by = None
        new._blank_deal()
        new.dealer_seat = view["roles"]["dealer"]
        new.phase = view["phase"]
        new.hands = [list(h) for h in hands]
        new.stock = list(stock)
        new.turned, new.trump_taken, new.trumps = view["turned"], view["trump_taken"], view["trumps"]
        new.discards = [list(d) for d in discards]
        new.decided = list(view["decided"])
        new.folded = [s in view["idle"] for s in range(n)]
        if new.phase == PLAY_PHASE:
            new._fix_order()
        new.turn = view["to_act"]
        new.as_holder = as_holder
        new.as_shown = view["as_holder"] is not None
        new.taken = list(view["tricks"])
        new.trick = [(s, c) for s, c in view["center"]]
        new.played = [tuple((s, c) for s, c in t) for t in view["played"]]
        return new


MATCH = FlyMatch

GAME = register_game(GameInfo(
    example=EXAMPLE,
    id="fly",
    name=N_("Fly"),
    match=FlyMatch,
    players="lomber.games.fly.ai", lesson="lomber.games.fly.lesson",
    listed=40,
    frames=(Scene("fly-7", 7, "a 7-seat Fly trick", trick=True),),
    words=(Word("keep", N_("&Keep"), N_("keeps"), safe=True, you=NG_("you", "keep")),
           W.hidden_cards(EXCHANGE, N_("E&xchange"), N_("exchanges"), counted=N_("exchanges %n card(s)"),
                          you=NG_("you", "exchange"), counted_you=NG_("you", "exchange %n card(s)")),
           Word("fold", N_("&Fold"), N_("folds"), safe=True, you=NG_("you", "fold")),
           W.hidden_cards(TAKE_TRUMP, N_("Take the tr&ump"), N_("takes the trump"), Shows.WORD,
                          you=NG_("you", "take the trump, giving up"))),   # the card named is the one given up
    piles={POT: Place(N_("Pot"), N_("the pot"), "#8e44ad")},
    roles={"dealer": W.DEALER},
    places=(TablePlace("trump", W.TRUMP),),                          # the turned card, by the deck
    reasons={"ante": N_("ante"), "win": N_("win"), "returned": N_("the pot goes back")},
    stop_rule=N_("The deal in play is abandoned without remises, any pot goes back in equal shares, and nobody wins."),
    notes={"lone": N_("Everyone else folded: %1 takes the five tricks"),
           "lone@you": N_("Everyone else folded: you take the five tricks")},
    errors={"fly-exchange-first": N_("Cards are played only after the exchange round."),
            "fly-keep-ace": N_("The ace of spades may never be discarded."),
            "fly-card-twice": N_("A card is named twice."),
            "fly-stock-short": N_("The stock holds only %n card(s)."),
            "fly-trump-off": N_("Taking the trump card is off at this table (“{option}”)."),
            "fly-trump-dealer": N_("Only the dealer may take the trump card."),
            "fly-trump-one": N_("Taking the trump card gives up exactly one card of your hand."),
            "fly-ace-stays": N_("The holder of the ace of spades may not fold."),
            "fly-dealer-stays": N_("The dealer may not fold unless at least two other players are still in."),
            "fly-exchange-round": N_("This is the exchange round: keep your cards, exchange some or fold."),
            "fly-play-a-card": N_("During play, play a card from your hand."),
            "fly-must-trump": N_("You cannot follow suit ({suit}), so you must trump ({trumps}).")},
    deal_columns=(Column("tricks", N_("Tricks")),
                  Column("change", N_("Change"), ColumnKind.SIGNED,
                         tip=N_("How the score moved this deal: 1 off per trick, 5 off for the ace of spades' "
                                "holder, 5 on for a remise.")),
                  Column("score", N_("Score")),
                  Column("result", N_("Result"), ColumnKind.WORD,
                         (("folded", N_("folded")), ("remise", N_("remise")), ("remise-ace", N_("remise, A♠")),
                          ("ace", N_("A♠ written off")), ("won", N_("reached 0"))),
                         tip=N_("Why the score moved besides the tricks: a remise (+5, +10 for the ace of spades' "
                                "holder without a trick), the ace of spades written off (−5), 0 reached."))),
    facts=(Fact(N_("Your score: %1"), ("scores",)),
           Fact(N_("Tricks: %1"), ("tricks",), (PLAY,)),
           Fact(N_("Stock: %n card(s)"), ("stock",), ("exchange",))),
    lower_score_wins=True,
    # The race Fly players run: a match won in the fewest deals.
    feats=(Feat("fastest_win", N_("Fastest win"), N_("The fewest deals in which the player won a match"),
                deals_to_win, Tally.MIN),),
    bench=Table(4),
    long_table=Table(4, {"starting_score": 30}),
    quick_tables=(Table(3), Table(4, {"stakes": 10, "dealer_takes_trump": True}),
                  Table(5, {"stakes": 100, "first_dealer": 2})),
))
