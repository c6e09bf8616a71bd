"""Fly's computer players: a keep-rule exchange and heuristic play; `strong` searches exchange, fold and play
by play-outs of the normal level in worlds read from the exchanges."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from lomber.engine.actions import Action, Choice, card_action
from lomber.engine.cards import Card, suit
from lomber.engine.levels import EXPERT_SCALE
from lomber.games.fly.heuristics import (
    choose_card,
    exchange_options,
    is_high,
    keep_rule_discards,
    keep_rule_exchange,
)
from lomber.games.fly.match import ACE_OF_SPADES, KEEP, FlyMatch, as_captures
from lomber.games.fly.pack import fly_pack
from lomber.games.fly.sim import outcome_value, play_out
from lomber.games.fly.solve import Solver
from lomber.search.advice import N_, Advice, Estimate, EstimateColumn, Reason, no_search_needed
from lomber.search.ismcts import IsmctsPlayer, MatchGame
from lomber.search.pimc import Hidden, Impossible, infer_voids, sample_deal

STRONG_SECONDS = 1.5        # a cap in processor seconds, far above the worlds' cost (p95 ≤ 1 s): not the budget
EXCHANGE_WORLDS = 1200      # sampled worlds for an exchange decision (fixed, so the level is the same on any machine)
PLAY_WORLDS = 400           # sampled worlds for a card to play
SOLVE_TRICKS = 3            # a card chosen this near the end is solved exactly in each world (`lomber.games.fly.solve`) …
END_TRICKS = 2              # … one further off is played out by the heuristics until this many tricks are left
DECISION_NODES = 100_000    # the solves' positions a decision may spend (about 0.7 s): no further worlds after
PRUNE_EVERY = 50            # every so many worlds, moves clearly behind the best are searched no further …
PRUNE_SE = 4.0              # … behind by this many standard errors of the paired difference
SOLVE_NODES = 4000          # new positions one exact solve may cost before the heuristics play on
MARGIN = 1.0                # a searched card replaces the heuristic's only if better by one paired standard error
EXCHANGE_MARGIN = 0.5       # half of one for the exchange (measured on true deals: more of its gains kept)

# ----- what a seat knows
def gone_cards(view: dict[str, Any]) -> set[Card]:
    """Cards the viewer knows are not in other hands or the stock: its own, played, discarded, the turned card."""
    seat = view["seat"]
    out = set(view["hands"][seat]) | set(view["discarded"])
    out.update(c for t in view["played"] for _, c in t)
    out.update(c for _, c in view["center"])
    if view["turned"]:
        out.add(view["turned"])
    return out


def _in_play(view: dict[str, Any]) -> int:
    return len(view["hands"]) - len(view["idle"])


class FlyWorlds:
    """The search plug: sample a world from a view; value = score taken off this deal, plus the match."""

    def __init__(self, exchange_policy: bool = False, read_exchanges: bool = False) -> None:
        self.exchange_policy = exchange_policy
        self.read_exchanges = read_exchanges    # guess kept cards from the exchange decisions (see `kept_highs`)

    def sample_world(self, view: dict[str, Any], rng: random.Random) -> FlyMatch:
        seat, n = view["seat"], len(view["hands"])
        pack = fly_pack(n)
        gone = gone_cards(view)
        known: dict[int, list[Card]] = {s: [] for s in range(n)}
        d = view["roles"]["dealer"]
        if view["trump_taken"] and d != seat and view["turned"] not in _played(view):
            known[d].append(view["turned"])
        holder = view["as_holder"]
        if holder is not None and holder != seat and ACE_OF_SPADES not in gone:
            known[holder].append(ACE_OF_SPADES)
            gone = gone | {ACE_OF_SPADES}
        pool = [c for c in pack if c not in gone]
        if self.read_exchanges:
            for s, k in kept_highs(view).items():
                pool = _preassign(pool, known[s], k, view, s, rng)
        counts: dict[Any, int] = {"stock": view["stock"]}
        for s in range(n):
            if s != seat:
                counts[s] = len(view["hands"][s]) - len(known[s])
                counts[("discard", s)] = view["discard_counts"][s]
        voids: dict[Any, set[str]] = {}
        if view["phase"] == "play":
            tricks = [*view["played"], view["center"]]
            for s, v in infer_voids(tricks, view["trumps"], exempt=_privileged(view["trumps"])).items():
                if s != seat:
                    voids[s] = v
        try:
            deal = sample_deal(Hidden(pool, counts, voids), rng)
        except Impossible:
            deal = sample_deal(Hidden(pool, counts), rng)
        _place_as(deal, view, rng)
        hands = [list(view["hands"][seat]) if s == seat else deal[s] + known[s] for s in range(n)]
        discards = [list(view["discarded"]) if s == seat else deal[("discard", s)] for s in range(n)]
        as_holder = next((s for s in range(n) if ACE_OF_SPADES in hands[s]), None)
        if view["phase"] == "play" and holder is None and ACE_OF_SPADES in _played(view):
            as_holder = next(s for t in view["played"] + [view["center"]] for s, c in t if c == ACE_OF_SPADES)
        elif view["phase"] == "play" and holder is not None:
            as_holder = holder
        return FlyMatch.world(view, hands, deal["stock"], discards, as_holder)

    def value(self, match: FlyMatch, seat: int) -> float:
        return outcome_value(match.deal_start_scores[seat], match.scores[seat], match.winner(), seat)


def kept_highs(view: dict[str, Any]) -> dict[int, int]:
    """How many high cards (`is_high`) each other seat surely still holds if it exchanged by the keep rule.

    Who keeps with cards left in the stock held five; who exchanges k and leaves the stock unemptied kept
    5 − k; cards played since may have been any of them. Exchanges that emptied the stock say nothing.
    """
    n, seat, d = len(view["hands"]), view["seat"], view["roles"]["dealer"]
    order = [(d + k) % n for k in range(1, n + 1)]
    decided = view["decided"]
    stock = view["stock"]
    out: dict[int, int] = {}
    for s in reversed(order):                       # the stock each seat saw: what is left plus later draws
        dec = decided[s]
        if dec is None:
            continue
        k = int(dec.split()[1]) if dec.startswith("exchange") else 0
        stock += k
        if s == seat or dec in ("fold", "take-trump") or k >= stock or stock == 0:
            continue
        left = 5 - k - sum(1 for t in view["played"] for p, _ in t if p == s) - \
            sum(1 for p, _ in view["center"] if p == s)
        if left > 0:
            out[s] = left
    return out


def _preassign(pool: list[Card], known: list[Card], k: int, view: dict[str, Any], s: int,
               rng: random.Random) -> list[Card]:
    """Move up to `k` random high cards `s` may hold from `pool` to `known`; returns the rest of the pool."""
    trumps = view["trumps"]
    void = _void_of(view, s)
    ok = [c for c in pool if is_high(c, trumps) and suit(c) not in void
          and (c != ACE_OF_SPADES or view["phase"] != "play")]
    k = min(k, len(ok), len(view["hands"][s]) - len(known))
    if k <= 0:
        return pool
    picked = set(rng.sample(ok, k))
    known.extend(c for c in ok if c in picked)
    return [c for c in pool if c not in picked]


def _played(view: dict[str, Any]) -> set[Card]:
    return {c for t in view["played"] for _, c in t} | {c for _, c in view["center"]}


def _privileged(trumps: str) -> Callable[[Any, int, Card], bool]:
    """Plays that reveal nothing: the AS on a led ace of trumps (its privilege; any other AS obeys the duties)."""
    return lambda trick, seat, card: card == ACE_OF_SPADES and as_captures(trick[0][1], trumps)


def _place_as(deal: dict[Any, list[Card]], view: dict[str, Any], rng: random.Random) -> None:
    """The AS is never discarded, and a seat that took a trick without its write-off does not hold it."""
    banned = {("discard", s) for s in range(len(view["hands"]))}
    if view["phase"] == "play" and view["as_holder"] is None:
        banned |= {s for s, t in enumerate(view["tricks"]) if t}
    for place, cards in deal.items():
        if ACE_OF_SPADES in cards and place in banned:
            spots = [(p, i) for p, cs in deal.items() if p not in banned and (p == "stock" or "S" not in _void_of(view, p))
                     for i in range(len(cs))]
            if not spots:
                return
            p, i = rng.choice(spots)
            j = cards.index(ACE_OF_SPADES)
            cards[j], deal[p][i] = deal[p][i], cards[j]
            return


def _void_of(view: dict[str, Any], place: Any) -> set[str]:
    if view["phase"] != "play" or not isinstance(place, int):
        return set()
    trumps = view["trumps"]
    return infer_voids([*view["played"], view["center"]], trumps, exempt=_privileged(trumps)).get(place, set())


def rollout_policy(match: FlyMatch, seat: int, rng: random.Random) -> Action:
    """The default policy in rollouts: the normal level's heuristics on the world's own hand."""
    hand = match.hands[seat]
    if match.phase == "exchange":
        low = keep_rule_discards(hand, match.trumps, len(match.stock))
        return Action("exchange", cards=tuple(low)) if low else KEEP
    gone = set(hand) | {c for t in match.played for _, c in t} | {c for _, c in match.trick}
    after = match.n - sum(match.folded) - len(match.trick) - 1
    pack = match.pack_set
    return card_action(choose_card(hand, match.playable(seat), match.trick, match.trumps, gone, after, pack))


# ----- the levels
class _Base:
    """Shared plumbing: the seeded generator, the keep-trumps-aces-kings exchange, heuristic play."""

    careful = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        if len(legal) == 1:
            return legal[0]  # type: ignore[return-value]
        if view["phase"] == "exchange":
            return self.exchange(view, legal)
        return self.play(view, legal)

    def exchange(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        return keep_rule_exchange(view["hands"][view["seat"]], view["trumps"], legal)

    def play(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        seat = view["seat"]
        trick = [(s, c) for s, c in view["center"]]
        after = _in_play(view) - len(trick) - 1
        cards = [a.cards[0] for a in legal if isinstance(a, Action)]
        pack = set(fly_pack(len(view["hands"])))
        card = choose_card(view["hands"][seat], cards, trick, view["trumps"], gone_cards(view), after, pack,
                           self.careful)
        return card_action(card)


class EasyPlayer(_Base):
    """A beginner: keeps trumps, aces and kings, exchanges the rest, never folds; plays high."""

    careful = False


class NormalPlayer(EasyPlayer):
    """The beginner's exchange (measured better than card-by-card estimates); play by card tracking."""

    careful = True


class StrongPlayer(_Base):
    """Exchange, fold and play by PIMC: many worlds read from the exchanges, each played out by the normal level."""

    def __init__(self, seed: int = 0, seconds: float | None = STRONG_SECONDS, worlds: int | None = None,
                 scale: float = 1.0) -> None:
        super().__init__(seed)
        # `scale` multiplies the work (worlds, solved positions, the cap): the expert level is this search at
        # EXPERT_SCALE.
        self.seconds = None if seconds is None else seconds * scale
        self.exchange_worlds = max(1, round((worlds or EXCHANGE_WORLDS) * scale))
        self.play_worlds = max(1, round((worlds or PLAY_WORLDS) * scale))
        self.decision_nodes = DECISION_NODES * scale
        self.search = FlyWorlds(read_exchanges=True)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        plan = self._plan(view, legal)
        if isinstance(plan, Action):
            return plan
        estimates = self._estimates(view, *plan)
        if not estimates:
            return plan[0][0]
        return next(a for a in plan[0] if a.text == estimates[0].action)

    def estimates(self, view: dict[str, Any], legal: list[Choice]) -> list[Estimate]:
        """The searched moves with their mean play-out value, the choice first; empty when nothing is searched."""
        plan = self._plan(view, legal)
        return [] if isinstance(plan, Action) else self._estimates(view, *plan)

    def _plan(self, view: dict[str, Any], legal: list[Choice]) -> Action | tuple[list[Action], Action, int, float]:
        """What to search — (moves, the heuristic's move, worlds, margin) — or the move itself when no search is needed."""
        if len(legal) == 1:
            return legal[0]  # type: ignore[return-value]
        seat = view["seat"]
        hand = view["hands"][seat]
        trumps = view["trumps"]
        if view["phase"] == "exchange":
            gone = gone_cards(view)
            unseen = [c for c in fly_pack(len(view["hands"])) if c not in gone]
            players = len(view["hands"]) - sum(1 for d in view["decided"] if d == "fold")
            opts = exchange_options(hand, legal, trumps, view["turned"], players, unseen)
            rule = keep_rule_exchange(hand, trumps, legal)
            return list(dict.fromkeys([rule] + [a for _, a in opts])), rule, self.exchange_worlds, EXCHANGE_MARGIN
        cards = [a for a in legal if isinstance(a, Action)]
        trick = [(s, c) for s, c in view["center"]]
        if ACE_OF_SPADES in [a.text for a in cards] and trick and as_captures(trick[0][1], trumps):
            return card_action(ACE_OF_SPADES)       # never waste the privilege
        guess = choose_card(hand, [a.cards[0] for a in cards], trick, trumps, gone_cards(view),
                            _in_play(view) - len(trick) - 1, set(fly_pack(len(view["hands"]))))
        return cards, card_action(guess), self.play_worlds, MARGIN

    def _estimates(self, view: dict[str, Any], moves: list[Action], default: Action, worlds: int,
                   margin: float) -> list[Estimate]:
        """Mean play-outs over sampled worlds; first the pick (`default` unless beaten by `margin` paired SEs)."""
        if len(moves) == 1:
            return []
        seat = view["seat"]
        values: list[list[float]] = [[] for _ in moves]
        deadline = None if self.seconds is None else time.process_time() + self.seconds
        # The exchange's play-outs stay heuristic: an exact end there costs some sixty play-outs for little. In play,
        # a card chosen near the end is solved from the decision on (the candidates share the positions); further
        # off, each candidate's play-out reaches other positions, so only a shorter end is affordable.
        finish = 0
        if view["phase"] != "exchange":
            in_play = _in_play(view)
            near = len(view["hands"][seat]) <= SOLVE_TRICKS
            finish = (SOLVE_TRICKS if near else END_TRICKS) * in_play
        spent = 0
        live = list(range(len(moves)))
        for w in range(1, worlds + 1):
            world = self.search.sample_world(view, self.rng)
            solver = Solver(world.n, world.trumps, SOLVE_NODES, seat)
            for i in live:
                values[i].append(play_out(world, seat, moves[i], solver, finish))
            spent += solver.spent
            if spent >= self.decision_nodes or deadline is not None and time.process_time() >= deadline:
                break
            if w % PRUNE_EVERY == 0 and len(live) > 2:
                live = still_in(values, live, moves.index(default) if default in moves else live[0])
        chosen = pick(moves, values, default, margin)
        out = [Estimate(a.text, sum(v) / len(v), len(v)) for a, v in zip(moves, values)]
        out.sort(key=lambda e: (e.action != chosen.text, -e.value))
        return out


def evaluate_candidates(view: dict[str, Any], legal: list[Choice], rng: random.Random,
                        worlds: int | None = None) -> list[Estimate]:
    """The moves the strong player searches, each with its mean play-out value (score taken off this deal, a
    remise counting against, plus the match's end) over sampled worlds, its choice first; empty when it needs no
    search. The advisor shows these (keep this signature)."""
    player = StrongPlayer(seconds=None, worlds=worlds)
    player.rng = rng
    return player.estimates(view, legal)


def still_in(values: list[list[float]], live: list[int], keep: int) -> list[int]:
    """The moves worth more worlds: the best so far, `keep` (the heuristic's) and every move not `PRUNE_SE` paired
    standard errors behind the best (the values of the moves dropped earlier stop at their last world)."""
    n = len(values[live[0]])
    means = {i: sum(values[i]) / n for i in live}
    b = max(live, key=lambda i: means[i])
    out = []
    for i in live:
        if i in (b, keep):
            out.append(i)
            continue
        diffs = [x - y for x, y in zip(values[b], values[i])]
        m = means[b] - means[i]
        var = sum((d - m) ** 2 for d in diffs) / (n - 1)
        if m <= PRUNE_SE * (var / n) ** 0.5:
            out.append(i)
    return out


def pick(moves: list[Action], values: list[list[float]], default: Action, margin: float) -> Action:
    """The best mean; `default` stays unless the best beats it by `margin` standard errors of the paired difference."""
    means = [sum(v) / len(v) for v in values]
    b = max(range(len(moves)), key=lambda i: (means[i], moves[i] == default))
    if default not in moves or moves[b] == default:
        return moves[b]
    d = moves.index(default)
    diffs = [x - y for x, y in zip(values[b], values[d])]
    n = len(diffs)
    if n < 2:
        return default
    m = sum(diffs) / n
    var = sum((x - m) ** 2 for x in diffs) / (n - 1)
    return moves[b] if m > margin * (var / n) ** 0.5 else default


# ----- the advisor
REASONS = {
    "fly.searched": N_("{action}: the best of {moves} choices over {worlds} sampled deals "
                       "({value:+.2f} points off your score on average, next best {next} {next_value:+.2f})."),
    # The best and the next best worth the same, as far as the figures show: said as a tie, not as "the best".
    "fly.level": N_("{action}: level with {next} over {worlds} sampled deals ({value:+.2f} points off your score "
                    "on average); no other of the {moves} choices does better."),
    "fly.kept": N_("{action}: the usual play; {best} looked better by {gain:.2f} points over {worlds} sampled "
                   "deals, too little to trust."),
    "fly.privilege": N_("{action}: the ace of spades takes the led ace of trumps."),
    "fly.sensible": N_("{action}: the only sensible choice here."),
}


def advise(view: dict[str, Any], legal: list[Choice], seed: int = 0) -> Advice:
    """The strong player's choice for this seat with the search's estimate of each candidate."""
    trivial = no_search_needed(view, legal)
    if trivial is not None:
        return trivial
    seat = view["seat"]
    player = StrongPlayer(seed, seconds=None)
    plan = player._plan(view, legal)
    if isinstance(plan, Action):
        return Advice(view["game"], seat, plan.text,
                      Reason("fly.privilege", REASONS["fly.privilege"], {"action": plan.text}), {"candidates": []})
    estimates = player._estimates(view, *plan)
    if not estimates:
        action = plan[0][0]
        return Advice(view["game"], seat, action.text,
                      Reason("fly.sensible", REASONS["fly.sensible"], {"action": action.text}), {"candidates": []})
    best, nxt = estimates[0], estimates[1]
    top = max(estimates, key=lambda e: e.value)
    if top is best:
        code = "fly.level" if round(nxt.value, 2) == round(best.value, 2) else "fly.searched"
        reason = Reason(code, REASONS[code],
                        {"action": best.action, "moves": len(estimates), "worlds": best.worlds, "value": best.value,
                         "next": nxt.action, "next_value": nxt.value})
    else:
        reason = Reason("fly.kept", REASONS["fly.kept"], {"action": best.action, "best": top.action,
                                                         "gain": top.value - best.value, "worlds": best.worlds})
    return Advice(view["game"], seat, best.action, reason, {"candidates": estimates})


def ismcts_player(seed: int = 0) -> IsmctsPlayer:
    """The arena's yardstick: single-observer ISMCTS over uniform worlds, 500 iterations per decision."""
    return IsmctsPlayer(MatchGame(FlyWorlds()), seed)


# The odds panel's estimates are of points off the score, finer than chips.
ESTIMATES = EstimateColumn(N_("Points off your score"), 2)

SEARCHES = True   # the strong level searches sampled deals (slow decisions: the bench and the advisor allow for it)

class ExpertPlayer(StrongPlayer):
    """Expert: the strong search with EXPERT_SCALE times its work, for patient players (p95 ≤ 5 s a decision)."""

    def __init__(self, seed: int = 0, **budget: Any) -> None:    # strong's own keywords (tests: fewer worlds)
        super().__init__(seed, scale=EXPERT_SCALE, **budget)


PLAYERS = {"easy": EasyPlayer, "normal": NormalPlayer, "strong": StrongPlayer, "expert": ExpertPlayer}
# What each level does, said in the new-game dialog (keep them true to the classes above; the times are the
# bench's p95 bounds: `lomber bench --only decisions`).
LEVEL_NOTES = {
    "easy": N_("keeps trumps, aces and kings, never folds; plays its highest cards."),
    "normal": N_("exchanges as the easy level; plays its sure winners, else its cheapest card, tracking the cards gone."),
    "strong": N_("searches exchange, fold and play over sampled deals read from the exchanges; thinks up to a second."),
    "expert": N_("the strong search with five times the deals; thinks up to five seconds a move."),
}
YARDSTICKS = {"ismcts": ismcts_player}
