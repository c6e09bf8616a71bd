"""A sampled reference for Ferme's odds where brute force cannot count every case (4–12 seats, reshuffles).

`sampled_reference` plays the position out many times with the engine itself, so every figure is the rules'
own: the reshuffles, an empty stock, the early 16, the whole tie-break on 16 and the settlement. Each sample
is one world this seat cannot tell from the real one: the cards it has not seen are permuted among the places
they could be (the stock and the others' cards dealt since the last shuffle or reshuffle; apart from them,
the others' cards dealt before a reshuffle in this deal), each world weighed by how likely the strong
player's model of when players draw makes what showed of the others (as `ferme_brute.brute`). The others'
cards are laid one by one, each drawn in proportion to that chance (sequential importance sampling: a world
the rules rule out is never drawn, and the weights stay even); the weight carries the rest. In each world
this seat stands now, or draws 1, 2, … cards and stands; the players after it play on by the model (the same
random choices for each), reshuffles drawn by the engine. This seat's later choices see only its own cards:
the worlds are grouped by the cards it drew, and its best play is worked out over those groups (as
`brute_choice`). Every figure comes with its standard error (importance weights included); sampling goes
on until those are small enough or a time limit.
"""

from __future__ import annotations

import functools
import math
import random
import time
from dataclasses import dataclass

from lomber.engine.actions import Action
from lomber.engine.events import Event
from lomber.engine.match import Match
from lomber.games.ferme.ai import P_DRAW
from lomber.games.ferme.match import TARGET, card_value, hand_total
from tests.ai.ferme_brute import dealt_since_shuffle, model_tables

DRAW, STAND = Action("draw"), Action("stand")
Key = tuple[tuple[int, ...], tuple[int, ...]]   # this seat's drawn values (sorted) before / after a reshuffle


@dataclass(frozen=True)
class Reference:
    """`draw`, `stand` (this deal's chips from now), `beat` (standing now tops every other hand), each with
    its standard error; `samples` the worlds played, `ess` their effective number (importance weights)."""

    draw: float
    stand: float
    beat: float
    se_draw: float
    se_stand: float
    se_beat: float
    samples: int
    ess: float


def _weighted(xs: list[float], ws: list[float]) -> tuple[float, float]:
    """The self-normalised weighted mean of `xs` and its standard error."""
    sw = sum(ws)
    mean = sum(w * x for w, x in zip(ws, xs)) / sw
    var = sum(w * w * (x - mean) ** 2 for w, x in zip(ws, xs)) / (sw * sw)
    return mean, math.sqrt(var)


def sampled_reference(m: Match, me: int, events: list[Event], seed: int = 0, target_se: float = 0.02,
                      max_samples: int = 200_000, max_seconds: float = 20.0, batch: int = 400) -> Reference:
    """The reference figures of `me`'s decision between drawing and standing (see the module's docstring),
    sampled until their standard errors are within `target_se` (`beat`'s within a quarter of it), or
    `max_samples` worlds, or `max_seconds` of this process's CPU time."""
    assert m.to_act() == me and m.legal_actions() == [DRAW, STAND]
    historical = m.historical
    tables = model_tables(m, me)
    since = dealt_since_shuffle(events)
    order = list(m.order)
    turn = m.turn
    others = [(i, s) for i, s in enumerate(order) if s != me]
    slots_a = [(s, j) for _, s in others for j, c in enumerate(m.hands[s]) if c not in since]
    slots_b = [(s, j) for _, s in others for j, c in enumerate(m.hands[s]) if c in since]
    group_a = [m.hands[s][j] for s, j in slots_a]
    group_b = [m.hands[s][j] for s, j in slots_b] + list(m.stock)
    mine = hand_total(m.hands[me])
    rng = random.Random(seed)

    def p_draw(s: int, t: int, cards: int) -> float:
        if t > TARGET or (historical and t == TARGET):
            return 0.0
        if not historical and cards == 1:
            return 1.0
        return tables.get(s, P_DRAW)[t]

    @functools.cache
    def shown(i: int, s: int, t: int, j: int) -> float:
        """The model's chance of what showed of player `s` once his j-th card took him to `t` (as
        `ferme_brute.brute`'s `shown`)."""
        if historical and t == TARGET:
            return 0.0                      # a 16 would have ended the deal
        if j < len(m.hands[s]):
            return p_draw(s, t, j)          # he drew again
        if i < turn and t <= TARGET and (historical or j > 1):
            return 1.0 - p_draw(s, t, j)    # he stood
        return 1.0

    in_a = {(s, j) for s, j in slots_a}

    def lay(world: Match) -> float:
        """Lay the others' cards in `world`, each in proportion to the model's chance of what then showed, and
        the rest of the stock in random order; the world's importance weight."""
        pools: list[dict[int, list[str]]] = [{}, {}]
        for g, cards in enumerate((group_a, group_b)):
            for c in cards:
                pools[g].setdefault(card_value(c), []).append(c)
        w = 1.0
        for i, s in others:
            t = 0
            for j in range(1, len(m.hands[s]) + 1):
                pool = pools[0 if (s, j - 1) in in_a else 1]
                f = {v: len(cs) * shown(i, s, t + v, j) for v, cs in pool.items() if cs}
                z = sum(f.values())
                if z <= 0:
                    return 0.0
                w *= z / sum(len(cs) for cs in pool.values())
                r = rng.random() * z
                v = next(iter(f))
                for v, x in f.items():
                    r -= x
                    if r < 0:
                        break
                cs = pool[v]
                world.hands[s][j - 1] = cs.pop(rng.randrange(len(cs)))
                t += v
        stock = [c for cs in pools[1].values() for c in cs]
        rng.shuffle(stock)
        world.stock = stock
        return w

    def play_on(w: Match, choices: random.Random) -> None:
        """The players after this seat play to the deal's end by the model."""
        while (s := w.to_act()) is not None:
            legal = w.legal_actions()
            if len(legal) == 1:
                w.checked_apply(s, legal[0])  # type: ignore[arg-type]
                continue
            d = p_draw(s, hand_total(w.hands[s]), len(w.hands[s]))
            w.checked_apply(s, DRAW if choices.random() < d else STAND)

    weights: list[float] = []
    paths: list[list[tuple[Key, float]]] = []     # per world: (state, chips of standing there) along its draws
    beats: list[float] = []
    start = time.process_time()
    before = m.ledger.stacks[me]
    ref: Reference | None = None
    while len(weights) < max_samples:
        for _ in range(batch):
            world = m.clone()
            world.quiet = True
            world.stop_at_deal_end = True
            wt = lay(world)
            if not wt:
                continue
            world.dealer.rng = random.Random(rng.getrandbits(64))
            plays = rng.getrandbits(64)
            path: list[tuple[Key, float]] = []
            pre: list[int] = []
            post: list[int] = []
            cur = world
            while True:
                key = (tuple(sorted(pre)), tuple(sorted(post)))
                if cur.to_act() != me:          # the deal is over (a historical 16 of this seat's)
                    path.append((key, float(cur.ledger.stacks[me] - before)))
                    break
                stood = cur.clone()
                stood.apply(me, STAND)
                play_on(stood, random.Random(plays))
                path.append((key, float(stood.ledger.stacks[me] - before)))
                if not path[1:]:
                    beat = mine <= TARGET and not any(mine <= hand_total(stood.hands[s]) <= TARGET
                                                      for _, s in others)
                    beats.append(1.0 if beat else 0.0)
                total = hand_total(cur.hands[me])
                # On 16 a draw can only bust: tried at the decision itself, never later.
                if total > TARGET or (total == TARGET and path[1:]) or DRAW not in cur.legal_actions():
                    break
                reshuffle = not cur.stock
                cur.apply(me, DRAW)
                (post if reshuffle or post else pre).append(card_value(cur.hands[me][-1]))
            weights.append(wt)
            paths.append(path)
        if not weights:
            continue
        ref = _figures(weights, paths, beats)
        good = max(ref.se_draw, ref.se_stand) <= target_se and ref.se_beat <= target_se / 4
        if (good and len(weights) >= 2 * batch) or time.process_time() - start > max_seconds:
            break
    assert ref is not None, "no world agrees with what showed"
    return ref


def _figures(weights: list[float], paths: list[list[tuple[Key, float]]], beats: list[float]) -> Reference:
    """The figures of the sampled worlds: this seat's best play over its own draws, and their errors."""
    reach: dict[Key, float] = {}
    stand: dict[Key, float] = {}
    kids: dict[Key, set[Key]] = {}
    for w, path in zip(weights, paths):
        for n, (key, chips) in enumerate(path):
            reach[key] = reach.get(key, 0.0) + w
            stand[key] = stand.get(key, 0.0) + w * chips
            if n + 1 < len(path):
                kids.setdefault(key, set()).add(path[n + 1][0])
    best: dict[Key, tuple[float, bool]] = {}

    def value(key: Key) -> float:
        """The weighted chips of playing on as well as this seat can from `key` (and whether it draws there)."""
        if key not in best:
            below = [value(k) for k in kids.get(key, ())]
            on = sum(below) if below else -math.inf
            best[key] = (max(stand[key], on), on > stand[key])
        return best[key][0]

    root = paths[0][0][0]
    value(root)
    # Each world's chips when this seat draws now and then plays by the best play found.
    draws: list[float] = []
    for path in paths:
        x = path[-1][1]
        for key, chips in path[1:]:
            if not best[key][1]:
                x = chips
                break
        draws.append(x if len(path) > 1 else path[0][1])
    draw, se_draw = _weighted(draws, weights)
    standing, se_stand = _weighted([p[0][1] for p in paths], weights)
    beat, se_beat = _weighted(beats, weights)
    ess = sum(weights) ** 2 / sum(w * w for w in weights)
    return Reference(draw, standing, beat, se_draw, se_stand, se_beat, len(weights), ess)
