"""Fortuna's computer players: bids from a hand evaluation that knows the payment tables and play by rules of
thumb (easy, normal: `normal`); every decision searched over worlds read from the table (strong, `strong`);
the ISMCTS yardstick of the arena. They see only their view."""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from lomber.engine.actions import Action, AmountChoice, Choice, card_action, parse_action
from lomber.engine.cards import Card
from lomber.engine.events import Event
from lomber.engine.ledger import Ledger
from lomber.engine.levels import EXPERT_SCALE
from lomber.engine.match import default_seats
from lomber.engine.shuffle import Dealer
from lomber.games.fortuna import rules as R
from lomber.games.fortuna.match import BID, BUY, DISCARD, LONE, PLAYING, REPASS, FortunaMatch
from lomber.games.fortuna.normal import FortunaPlayer, my_hand, pack_ranks, view_n
from lomber.games.fortuna.sim import SimDeal, point_worth, random_play_out, to_action, to_move
from lomber.games.fortuna.strong import (
    BID_WORLDS,
    CARD_WORLDS,
    SECONDS,
    ReadWorlds,
    Searched,
    search_bids,
    search_cards,
)
from lomber.games.fortuna.worlds import UniformWorlds
from lomber.search.advice import N_, Advice, Estimate, Reason, no_search_needed
from lomber.search.ismcts import IsmctsPlayer
from lomber.search.pimc import Hidden, Impossible, infer_voids, sample_deal

# The strong level's worlds per decision: None for its own budgets (`strong`); a number (tests, the
# advisor's quick checks) searches exactly that many worlds for every decision.
STRONG_WORLDS: int | None = None
class EasyPlayer(FortunaPlayer):
    """Easy: bids on aces and trumps counted plainly, plays its highest card to win and its lowest to lose."""

    careful = False

    def wants_play(self, view: dict[str, Any]) -> bool:
        hand = my_hand(view)
        trump = view["trump"]
        strength = sum(1 for c in hand if c[-1] == trump) * 0.5 + sum(1 for c in hand if c[:-1] in ("A", "K"))
        return strength >= 3.5

    def wants_stay(self, view: dict[str, Any]) -> bool:
        return True

    def wants_force(self, view: dict[str, Any]) -> bool:
        return False

    def how_many_to_buy(self, view: dict[str, Any], hi: int) -> int:
        return min(hi, 1)


class StrongPlayer(FortunaPlayer):
    """Strong: bids and cards searched over worlds read from the bidding and the play (`lomber.games.fortuna.strong`)."""

    def __init__(self, seed: int = 0, seconds: float | None = SECONDS, worlds: int | None = None,
                 scale: float = 1.0) -> None:
        super().__init__(seed)
        # `scale` multiplies the work (worlds and the time cap): the expert level is this search at EXPERT_SCALE.
        self.seconds = None if seconds is None else seconds * scale
        self.worlds = worlds
        self.scale = scale
        self.reader = ReadWorlds()

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        if len(legal) == 1 and isinstance(legal[0], Action):
            return legal[0]
        estimates = evaluate_candidates(view, legal, self.rng, self.worlds, self.seconds, self.reader, self.scale)
        if estimates:
            return parse_action(estimates[0].action)
        if view["phase"] == PLAYING:
            return distinct_moves(view, [c for c in legal if isinstance(c, Action)])[0]
        return super().choose(view, legal)        # the discard after buying: the normal level's rule


def evaluate_candidates(view: dict[str, Any], legal: list[Choice], rng: random.Random, worlds: int | None = None,
                        seconds: float | None = None, reader: ReadWorlds | None = None,
                        scale: float = 1.0) -> list[Estimate]:
    """The decisions the strong player weighs, each with its estimate, in its order of preference (its choice
    first); empty where it decides by rule (the discard) or has a single sensible move.

    Bids, talon purchases and cards alike: the search's mean value over sampled worlds (chips won and the
    change of the seat's share of the pool), the share of worlds in which this seat made what it needed
    (where it played) and its mean tricks. The advisor shows these; the strong player plays the first.
    """
    phase = view["phase"]
    reader = reader or ReadWorlds()
    worlds = worlds or STRONG_WORLDS
    if phase in (BID, REPASS, LONE, BUY):
        moves: list[Hashable] = []
        for c in legal:
            moves.extend(range(c.lo, c.hi + 1) if isinstance(c, AmountChoice) else [to_move(c)])
        if len(moves) <= 1:
            return []
        found = search_bids(view, moves, reader, rng, _budget(worlds, BID_WORLDS, scale), seconds)
    elif phase == PLAYING:
        cards = [a.cards[0] for a in distinct_moves(view, [c for c in legal if isinstance(c, Action)])]
        if len(cards) <= 1:
            return []
        found = search_cards(view, cards, reader, rng, _budget(worlds, CARD_WORLDS, scale), seconds)
    else:
        return []
    return _estimates(found)


def _budget(worlds: int | None, own: tuple[int, int], scale: float) -> tuple[int, int]:
    """The worlds to search: exactly `worlds` if given, else the level's own budget, each times `scale`."""
    first, cap = (worlds, worlds) if worlds else own
    return round(first * scale), round(cap * scale)


def _estimates(found: Searched) -> list[Estimate]:
    """The searched candidates as estimates, best first (ties keep the listed order)."""
    out = []
    for i, mv in enumerate(found.moves):
        n = len(found.values[i])
        played = found.played[i]
        chance = found.made[i] / played if played else None
        tricks = found.tricks[i] / played if played else None
        out.append(Estimate(to_action(mv).text, sum(found.values[i]) / n, n, chance, tricks))
    return [out[i] for i in found.ranked()]


def distinct_moves(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """One card of each run of touching cards in a suit (KS QS with nothing between them left play alike).

    A card of the trick in play still parts two cards when it can win the trick (of the suit led, or a
    trump): with 10♥ and 8♥ against a led 9♥, one wins the trick and the other ducks.
    """
    center = view["center"]
    counts = {center[0][1][-1], view["trump"]} if center else set()
    gone = {c for t in view["tricks"] for _, c in t} | {c for _, c in center if c[-1] not in counts}
    ranks = pack_ranks(R.pack_for(view["variant"], view["short_suit"]))
    mine = {a.cards[0] for a in legal}
    out = []
    for cards in ranks.values():
        prev_mine = False
        for _, c in cards:
            if c in gone:
                continue
            if c in mine:
                if not prev_mine:
                    out.append(card_action(c))
                prev_mine = True
            else:
                prev_mine = False
    return out


# ----- engine worlds (a full match consistent with a view; the strong level searches on lean `SimDeal`s)
class SearchWorld(FortunaMatch):
    """A sampled world: moves come from the search (always legal), so they skip the checks; it ends with the deal."""

    def apply(self, seat: int, action: Action | str) -> list[Event]:  # type: ignore[override]
        assert isinstance(action, Action)
        return self._apply(seat, action)


def _queue_for(view: dict[str, Any]) -> list[int]:
    """The seats still to decide in the current phase, in order (rebuilt from the view)."""
    n, d = view_n(view), view["roles"]["dealer"]
    order = R.first_round_order(d, n)
    phase = view["phase"]
    if phase == BID:
        return [s for s in order if view["bids"][s] is None]
    if phase == REPASS:
        return [s for s in R.repass_eligible(order, view["bids"], d) if view["repass"][s] is None]
    return [view["to_act"]]


def world_from_view(view: dict[str, Any], rng: random.Random) -> SearchWorld:
    """A full match: the view's facts, the unseen cards dealt at random consistently with shown voids."""
    n, me, v = view_n(view), view["seat"], view["variant"]
    d = view["roles"]["dealer"]
    pack = R.pack_for(v, view["short_suit"])
    phase = view["phase"]
    trick = [(s, c) for s, c in view["center"]]
    played = [[(s, c) for s, c in t] for t in view["tricks"]]
    known = set(view["hands"][me]) | set(view["discards"]) | {c for t in played for _, c in t} | {c for _, c in trick}
    trump_card = view["table_cards"]["trump"]
    dealer_shows = d != me and trump_card in view["hands"][d]
    if dealer_shows:
        known.add(trump_card)
    unseen = [c for c in pack if c not in known]
    counts: dict[Any, int] = {}
    for s in range(n):
        if s == me:
            continue
        counts[s] = sum(1 for c in view["hands"][s] if c == "?")
    if v == "two-talon":
        counts["talon"] = view["talon"]
        other = 1 - me
        counts["disc"] = len(unseen) - sum(counts.values())
        del other
    else:
        counts["aside"] = len(unseen) - sum(counts.values())
    voids = {s: vs for s, vs in infer_voids(played + ([trick] if trick else []), view["trump"],
                                            must_trump=False).items() if s != me}
    deal = sample_deal(Hidden(unseen, counts, voids), rng)

    options = {"variant": v, "short_suit": view["short_suit"] or "random", "first_dealer": d}
    w = SearchWorld.from_position(default_seats(n), options,
                                  Ledger(list(view["stacks"]), dict(view["table"]), allow_negative=True),
                                  deals=view["deals"], dealer=Dealer(rng.randrange(1 << 30)))
    w.variant = v
    w.scores = [list(x) for x in view["scores"]]
    w.partie = view["partie"]
    w.parties_done = 0
    w.over = False
    w.short = view["short_suit"]
    w.dealer_seat = d
    w.phase = phase
    w.queue = _queue_for(view)
    hands = []
    for s in range(n):
        if s == me:
            hands.append(list(view["hands"][me]))
        else:
            h = list(deal.get(s, []))
            if s == d and dealer_shows:
                h.append(trump_card)
            hands.append(h)
    w.hands = hands
    mine_played = {s: [c for t in played for t_s, c in t if t_s == s] for s in range(n)}
    for s, c in trick:
        mine_played[s].append(c)
    w.dealt = [hands[s] + mine_played[s] for s in range(n)]
    w.held = [list(x) for x in w.dealt] if phase == PLAYING else [[] for _ in range(n)]
    aside: list[list[Card]] = [[] for _ in range(n)]
    if v == "two-talon":
        aside[me] = list(view["discards"])
        aside[1 - me] = list(deal.get("disc", []))
    else:
        rest = list(deal.get("aside", []))
        for s in view["idle"]:
            aside[s], rest = rest[:13], rest[13:]
    w.aside = aside
    w.talon = list(deal.get("talon", []))
    w.bought = list(view["bought"])
    w.bids = list(view["bids"])
    w.repassed = list(view["repass"])
    w.declarers = list(view["declarers"])
    w.forcer = view["forcer"]
    w.active = list(view["active"])
    w.needed = list(view["needed"])
    w.base = list(view["base"])
    w.taken = list(view["taken"])
    w.trick = trick
    w.played = played
    w.trump_card = trump_card
    w.surs_card = view["table_cards"]["surs"]
    w.trump = view["trump"]
    w.mult = view["multiplier"]
    w.pool_at_play = view["pool_at_play"]
    w.pack = pack
    return w


# ----- the advisor
REASONS = {
    "fortuna.discard": N_("Discard the cheapest cards: {cards}."),
    "fortuna.bid": N_("{action}: the best of {moves} choices over {worlds} sampled deals ({value:+.1f} chips on "
                      "average, next best {next} {next_value:+.1f}); declaring made {chance:.0%} of the time."),
    "fortuna.searched": N_("{action}: the best of {moves} choices over {worlds} sampled deals ({value:+.1f} chips "
                           "on average, next best {next} {next_value:+.1f})."),
    "fortuna.card": N_("{action}: the best of {moves} cards over {worlds} sampled deals "
                       "({value:+.1f} on average, next best {next} {next_value:+.1f})."),
    # The best and the next best worth the same, as far as the figures show: said as a tie, not as "the best".
    "fortuna.level": N_("{action}: level with {next} over {worlds} sampled deals ({value:+.1f} chips on average); "
                        "no other of the {moves} choices does better."),
    "fortuna.level-card": N_("{action}: level with {next} over {worlds} sampled deals ({value:+.1f} on average); "
                             "no other of the {moves} cards does better."),
    "fortuna.alike": N_("{action}: the cards you may play here all play alike."),
    "fortuna.heuristic": N_("{action}: the careful player's card (the deals seen so far cannot be sampled)."),
}


def advise(view: dict[str, Any], legal: list[Choice], seed: int = 0) -> Advice:
    """The strong player's choice for this seat with its estimates of each candidate (labelled by worlds)."""
    trivial = no_search_needed(view, legal)
    if trivial is not None:
        return trivial
    seat = view["seat"]
    try:
        estimates = evaluate_candidates(view, legal, random.Random(seed))
    except Impossible:
        estimates = []
    odds = {"candidates": estimates}
    if estimates:
        action = parse_action(estimates[0].action)
    else:
        action = StrongPlayer(seed, seconds=None).choose(view, legal)
    return Advice(view["game"], seat, action.text, _reason(view, legal, action, estimates), odds)


def _reason(view: dict[str, Any], legal: list[Choice], action: Action, estimates: list[Estimate]) -> Reason:
    """Why the strong player chose `action`, with the figures behind it."""
    phase = view["phase"]
    if phase in (BID, REPASS, LONE, BUY) and len(estimates) >= 2:
        best, nxt = estimates[0], estimates[1]
        args = {"action": action.text, "moves": len(estimates), "worlds": best.worlds, "value": best.value,
                "next": nxt.action, "next_value": nxt.value}
        if round(nxt.value, 1) == round(best.value, 1):
            return Reason("fortuna.level", REASONS["fortuna.level"], args)
        declare = next((e for e in estimates if e.action in ("play", "stay", "force")), None)
        if declare is not None and declare.chance is not None:
            return Reason("fortuna.bid", REASONS["fortuna.bid"], {**args, "chance": declare.chance})
        return Reason("fortuna.searched", REASONS["fortuna.searched"], args)
    if phase == DISCARD:
        return Reason("fortuna.discard", REASONS["fortuna.discard"], {"cards": " ".join(action.cards)})
    if len(estimates) >= 2:
        best, nxt = estimates[0], estimates[1]
        code = "fortuna.level-card" if round(nxt.value, 1) == round(best.value, 1) else "fortuna.card"
        return Reason(code, REASONS[code],
                      {"action": action.text, "moves": len(estimates), "worlds": best.worlds, "value": best.value,
                       "next": nxt.action, "next_value": nxt.value})
    if len(distinct_moves(view, [c for c in legal if isinstance(c, Action)])) <= 1:
        return Reason("fortuna.alike", REASONS["fortuna.alike"], {"action": action.text})
    return Reason("fortuna.heuristic", REASONS["fortuna.heuristic"], {"action": action.text})


class FortunaIsmcts:
    """The ISMCTS yardstick's plug: uniform worlds as lean deals, random play-outs valued in chips and points."""

    def __init__(self) -> None:
        self.worlds = UniformWorlds()
        self.worth = 2.0

    def determinize(self, view: dict[str, Any], rng: random.Random) -> SimDeal:
        self.worth = point_worth(view["table"].get("pool", 0))
        return self.worlds.determinize(view, rng)

    def playout(self, state: SimDeal, rng: random.Random) -> list[float]:  # type: ignore[override]
        return random_play_out(state, rng).values(self.worth)

    def to_action(self, move: Hashable) -> Action:
        return to_action(move)


def ismcts_player(seed: int = 0) -> IsmctsPlayer:
    """The arena's yardstick: single-observer ISMCTS, 500 iterations per decision."""
    return IsmctsPlayer(FortunaIsmcts(), seed)


SEARCHES = True   # the strong level searches sampled deals (slow decisions: the bench and the advisor allow for it)

class ExpertPlayer(StrongPlayer):
    """Expert: the strong search with EXPERT_SCALE times its work, for patient players (p95 ≤ 5 s a decision)."""

    def __init__(self, seed: int = 0, **budget: Any) -> None:    # strong's own keywords (tests: fewer worlds)
        super().__init__(seed, scale=EXPERT_SCALE, **budget)


PLAYERS = {"easy": EasyPlayer, "normal": FortunaPlayer, "strong": StrongPlayer, "expert": ExpertPlayer}
# What each level does, said in the new-game dialog (keep them true to the classes above; the times are the
# bench's p95 bounds: `lomber bench --only decisions`).
LEVEL_NOTES = {
    "easy": N_("bids on aces, kings and trumps counted plainly; wins with its highest card, loses with its lowest."),
    "normal": N_("bids on a hand reckoning that knows the payments; plays by rules of thumb, counting cards."),
    "strong": N_("searches every bid and card over sampled deals that fit the bidding; thinks up to a second."),
    "expert": N_("the strong search with five times the deals; thinks up to five seconds a move."),
}
YARDSTICKS = {"ismcts": ismcts_player}
