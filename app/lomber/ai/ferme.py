"""Computer players for Ferme: a fixed threshold, bust odds, and exact expected chips."""

from __future__ import annotations

import math
from typing import Any

from lomber.ai.advice import N_, Advice, Reason, only_choice, only_reason, waiting
from lomber.engine.actions import Action, Choice
from lomber.engine.packs import ferme_pack
from lomber.games.ferme import TARGET, bust_fine, card_value

DRAW = Action("draw")
STAND = Action("stand")
EASY_STAND_AT = 12          # easy stands on 12 or more, whatever is on the table
NORMAL_RISK = 0.75          # normal draws while the chance of going bust is below this …
NORMAL_RISK_HISTORICAL = 0.5  # … lower in the historical game, where a low hand costs nothing and a bust per point
MODEL_MID = 12.5            # how strong models the others: they draw below about 12–13 …
MODEL_SLOPE = 1.2           # … with this softness (a logistic in the total)
ROLE_HORIZON = 8.0          # strong counts a farmer's income over at most this many deals …
ROLE_DISCOUNT = 0.3         # … discounted, since the table changes
FARM_LATER = 1.0            # strong's share of a farm left on the table, as a fraction of 1/players
TOP = 27                    # totals 0 … 26 (16 plus a ten is the most a hand can reach)
PACK_VALUES = tuple(card_value(c) for c in ferme_pack())


def _decide(legal: list[Choice], want_draw: bool) -> Action:
    """`draw` if wanted and legal, else the one legal action left."""
    if DRAW in legal and (want_draw or STAND not in legal):
        return DRAW
    return STAND


def value_counts(view: dict[str, Any]) -> list[int]:
    """How many cards of each value (index 1…10) this seat has not seen: pack less own hand and discards."""
    counts = [0] * 11
    for v in PACK_VALUES:
        counts[v] += 1
    seen = list(view["hands"][view["seat"]]) + list(view.get("discards", []))
    for c in seen:
        if c != "?":
            counts[card_value(c)] -= 1
    return counts


def public_q(discards: tuple[str, ...]) -> list[float]:
    """Value distribution of a card nobody has seen, knowing only the shown discards."""
    counts = [0] * 11
    for v in PACK_VALUES:
        counts[v] += 1
    for c in discards:
        counts[card_value(c)] -= 1
    n = sum(counts) or 1
    return [c / n for c in counts]


def bust_chance(total: int, counts: list[int]) -> float:
    """Chance the next card takes `total` over 16."""
    n = sum(counts)
    if n == 0:
        return 1.0
    return sum(counts[v] for v in range(1, 11) if total + v > TARGET) / n


class EasyPlayer:
    """Draws below a fixed total, as a beginner would."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        return _decide(legal, (view["total"] or 0) < EASY_STAND_AT)


class NormalPlayer:
    """Counts the cards it has not seen and draws while the chance of going bust is below a limit."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        total = view["total"] or 0
        if total >= TARGET:
            return _decide(legal, False)
        limit = NORMAL_RISK_HISTORICAL if view["options"]["rule_set"] == "historical" else NORMAL_RISK
        return _decide(legal, bust_chance(total, value_counts(view)) < limit)


# ----- strong: exact odds over the unseen cards, the others modelled from how many cards they took


def _p_draw(total: int) -> float:
    """The model of another player: the chance he asks for a card on `total`."""
    if total > TARGET:
        return 0.0
    return 1.0 / (1.0 + math.exp((total - MODEL_MID) * MODEL_SLOPE))


P_DRAW = tuple(_p_draw(t) for t in range(TOP))


def _step(dist: list[float], q: list[float]) -> list[float]:
    """Add one card of value distribution `q` to a distribution of totals."""
    out = [0.0] * TOP
    values = [(v, q[v]) for v in range(1, 11) if q[v]]
    last = TOP - 1
    for t, p in enumerate(dist):
        if p:
            for v, qv in values:
                out[min(last, t + v)] += p * qv
    return out


_MEMO: dict[tuple[Any, ...], list[float]] = {}
MEMO_SIZE = 4096


def _memo(fn: Any) -> Any:
    """Remember hand distributions: the same pool and model recur for many seats and decisions."""
    def wrapper(q: list[float], *args: Any) -> list[float]:
        key = (fn.__name__, tuple(q), *args)
        hit = _MEMO.get(key)
        if hit is None:
            if len(_MEMO) > MEMO_SIZE:
                _MEMO.clear()
            hit = _MEMO[key] = fn(q, *args)
        return hit
    wrapper.__doc__ = fn.__doc__
    return wrapper


@_memo
def finished_hand(q: list[float], cards: int, compulsory: bool, no16: bool,
                  p_draw: tuple[float, ...] = P_DRAW) -> list[float]:
    """Distribution of the total of a player who stood with `cards` cards (his draws weighted by the model)."""
    dist = _step([1.0] + [0.0] * (TOP - 1), q)
    for j in range(1, cards):
        w = [p * (1.0 if (j == 1 and compulsory and t <= TARGET) else p_draw[t]) for t, p in enumerate(dist)]
        dist = _step(w, q)
    if not (cards == 1 and compulsory):
        dist = [p * (1.0 if t > TARGET else 1.0 - p_draw[t]) for t, p in enumerate(dist)]
    if no16:
        dist[TARGET] = 0.0
    s = sum(dist)
    return [p / s for p in dist] if s > 0 else _step([1.0] + [0.0] * (TOP - 1), q)


@_memo
def pending_hand(q: list[float], compulsory: bool, no16: bool, p_draw: tuple[float, ...] = P_DRAW) -> list[float]:
    """Distribution of the final total of a player still to act, holding one card."""
    live = _step([1.0] + [0.0] * (TOP - 1), q)
    final = [0.0] * TOP
    first = True
    for _ in range(TARGET + 1):
        if not any(live):
            break
        drawn = [0.0] * TOP
        for t, p in enumerate(live):
            if not p:
                continue
            d = 1.0 if (first and compulsory and t <= TARGET) else p_draw[t]
            if no16 and t == TARGET:
                d = 0.0
            final[t] += p * (1.0 - d)
            drawn[t] = p * d
        live = _step(drawn, q)
        first = False
    for t, p in enumerate(live):
        final[t] += p
    return final


def stand_values(view: dict[str, Any], models: dict[int, tuple[float, ...]] | None = None) -> list[float]:
    """Expected chips from here for each final total of this seat, given the models of the others."""
    models = models or {}
    me = view["seat"]
    order: list[int] = view["order"]
    farmer = view["roles"]["farmer"]
    historical = view["options"]["rule_set"] == "historical"
    dists = other_totals(view, models)
    table = view["table"]
    farm, pool = table.get("farm", 0), table.get("pool", 0)
    stacks = view["stacks"]
    values = [0.0] * TOP
    six = [d[TARGET] for _, d, _ in dists]
    none16 = math.prod(1.0 - p for p in six)
    for s in range(TOP):
        if s > TARGET:
            if me == farmer:
                values[s] = 0.0
            else:
                values[s] = -float(bust_fine(s, historical))
            continue
        if historical:
            values[s] = _historical_value(s, me, farmer, dists, farm, pool)
            continue
        if s == TARGET:
            # Others on 16 win ties about half the time (we do not know who holds the brilliant).
            p_win = math.prod(1.0 - 0.5 * p for p in six)
            role = farmer_role_value(view, models) if view["options"]["next_farmer"] == "winner" else 0.0
            # A farm not won now stays for later, when this seat may win it anyway: count only the rest.
            keep = 1.0 - FARM_LATER / max(1, len(order))
            values[s] = p_win * (farm * keep + role)
            continue
        lo = [sum(d[:s]) for _, d, _ in dists]
        eq = [d[s] for _, d, _ in dists]
        bust = [sum(d[TARGET + 1:]) for _, d, _ in dists]
        safe = [lo[i] + bust[i] for i in range(len(dists))]
        strict = math.prod(safe)
        collect = 0.0
        for i in range(len(dists)):
            if safe[i] > 0 and stacks[dists[i][0]] > 0:
                collect += lo[i] * strict / safe[i]
        with_ties = math.prod(safe[i] + eq[i] for i in range(len(dists)))
        tie = with_ties - strict
        pay = none16 - with_ties
        values[s] = collect + tie * sum(lo) / 2.0 - pay
    return values


def other_totals(view: dict[str, Any], models: dict[int, tuple[float, ...]] | None = None
                 ) -> list[tuple[int, list[float], bool]]:
    """(seat, distribution of his final total, finished?) for every other player of the deal, from what shows:
    how many cards he took and whether his turn has passed (his cards are face down until the showdown)."""
    models = models or {}
    me = view["seat"]
    order: list[int] = view["order"]
    historical = view["options"]["rule_set"] == "historical"
    compulsory = not historical
    turn = view["turn"] if view["turn"] is not None else len(order)
    # The others are modelled on the public pool (the pack less the shown discards): nearly the same
    # as counting this seat's own cards out too, and the same for a whole deal, so it is remembered.
    q = public_q(tuple(view.get("discards", ())))
    dists = []
    for i, s in enumerate(order):
        if s == me:
            continue
        model = models.get(s, P_DRAW)
        if i < turn:
            dists.append((s, finished_hand(q, len(view["hands"][s]), compulsory, historical, model), True))
        else:
            dists.append((s, pending_hand(q, compulsory, historical, model), False))
    return dists


def farmer_role_value(view: dict[str, Any], models: dict[int, tuple[float, ...]]) -> float:
    """What becoming farmer is worth in classic Ferme: the others' bust fines while he keeps the farm."""
    me = view["seat"]
    counts = [0] * 11
    for v in PACK_VALUES:
        counts[v] += 1
    q = [c / len(PACK_VALUES) for c in counts]
    fines, keep = 0.0, 1.0
    for s in view["order"]:
        if s == me:
            continue
        d = pending_hand(q, True, False, models.get(s, P_DRAW))
        fines += sum(d[TARGET + 1:])
        keep *= 1.0 - d[TARGET]
    tenure = min(ROLE_HORIZON, 1.0 / max(1e-9, 1.0 - keep))
    return ROLE_DISCOUNT * fines * tenure


def _historical_value(s: int, me: int, farmer: int, dists: list, farm: int, pool: int) -> float:
    """Historical: 16 takes farm and pool at once; otherwise the closest non-farmer takes the pool."""
    later16 = math.prod(1.0 - d[TARGET] for _, d, done in dists if not done)
    if s == TARGET:
        return farm * (0.5 if me == farmer else 1.0) + pool
    if me == farmer:
        return 0.0
    strict = later16
    ties = later16
    for who, d, _ in dists:
        if who == farmer:
            continue
        below = sum(d[:s]) + sum(d[TARGET + 1:])
        strict *= below
        ties *= below + d[s]
    return strict * pool + (ties - strict) * pool / 2.0


class OpponentModel:
    """How often each other seat asked for a card on each total, learned from the hands shown at showdowns."""

    PRIOR = 3.0  # weight of the generic model, in observations

    def __init__(self) -> None:
        self.draws: dict[int, list[int]] = {}
        self.stands: dict[int, list[int]] = {}
        self.seen_deal = -1
        self.tables: dict[int, tuple[float, ...]] = {}

    def learn(self, view: dict[str, Any]) -> None:
        """Read the last showdown once per deal."""
        last = view.get("last") or {}
        if view["deals"] == self.seen_deal or not last:
            return
        self.seen_deal = view["deals"]
        compulsory = view["options"]["rule_set"] != "historical"
        for key, cards in last.get("hands", {}).items():
            seat = int(key)
            if seat == view["seat"]:
                continue
            draws = self.draws.setdefault(seat, [0] * TOP)
            stands = self.stands.setdefault(seat, [0] * TOP)
            total = 0
            for j, c in enumerate(cards):
                total += card_value(c)
                if j + 1 < len(cards):
                    if j >= 1 or not compulsory:
                        draws[total] += 1
                elif total < TARGET:
                    stands[total] += 1
            self.tables.pop(seat, None)

    def table(self, seat: int) -> tuple[float, ...]:
        """P(draw | total) for `seat`: the generic model corrected by what he was seen to do."""
        if seat not in self.draws:
            return P_DRAW
        hit = self.tables.get(seat)
        if hit is None:
            d, s = self.draws[seat], self.stands[seat]
            hit = tuple(0.0 if t > TARGET else (P_DRAW[t] * self.PRIOR + d[t]) / (self.PRIOR + d[t] + s[t])
                        for t in range(TOP))
            self.tables[seat] = hit
        return hit


class StrongPlayer:
    """Exact odds of its own draws over the unseen cards, against the others' likely totals; maximises chips."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.model = OpponentModel()

    def observe(self, view: dict[str, Any]) -> None:
        """Learn from a view it is asked in (`lomber.ai.base.warm` replays them into a new player)."""
        self.model.learn(view)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        self.observe(view)
        if DRAW not in legal or STAND not in legal:
            return legal[0]  # type: ignore[return-value]
        total = view["total"] or 0
        if total + 10 <= TARGET:
            return DRAW  # no card can bust it, and a higher total never pays less
        counts = value_counts(view)
        n = sum(counts)
        if n == 0:
            return STAND
        models = {s: self.model.table(s) for s in view["order"] if s != view["seat"]}
        values = stand_values(view, models)
        early16 = view["options"]["rule_set"] == "historical"
        _, draw = _solve(total, tuple(counts), values, early16, {})
        return DRAW if draw else STAND


def odds_for(view: dict[str, Any], model: OpponentModel | None = None) -> dict[str, float]:
    """For the advisor: the exact chances of the next card (`bust`, `sixteen`) from the unseen cards and,
    when this seat is to choose, the expected chips of `draw` and `stand` as `strong` reckons them."""
    total = view["total"] or 0
    counts = value_counts(view)
    n = sum(counts) or 1
    out = {"bust": bust_chance(total, counts),
           "sixteen": counts[TARGET - total] / n if 1 <= TARGET - total <= 10 else 0.0}
    if view["to_act"] == view["seat"] and total <= TARGET and view.get("can_draw", True) and sum(counts):
        model = model or OpponentModel()
        values = stand_values(view, {s: model.table(s) for s in view["order"] if s != view["seat"]})
        early16 = view["options"]["rule_set"] == "historical"
        memo: dict[Any, tuple[float, bool]] = {}
        tc = tuple(counts)
        draw = sum(c * _solve(total + v, tc[:v] + (c - 1,) + tc[v + 1:], values, early16, memo)[0]
                   for v, c in enumerate(tc) if v and c) / n
        out.update(draw=draw, stand=values[total])
    return out


def _solve(total: int, counts: tuple[int, ...], values: list[float], early16: bool,
           memo: dict[Any, tuple[float, bool]]) -> tuple[float, bool]:
    """(value, draw?) of the best play from `total`, drawing without replacement from `counts`."""
    key = (total, counts)
    hit = memo.get(key)
    if hit is not None:
        return hit
    stand = values[min(total, TOP - 1)]
    n = sum(counts)
    if total > TARGET or n == 0 or (early16 and total == TARGET):
        res = (stand, False)
    else:
        draw = 0.0
        for v in range(1, 11):
            c = counts[v]
            if not c:
                continue
            t = total + v
            if t > TARGET:
                draw += c * values[min(t, TOP - 1)]
            else:
                nxt = counts[:v] + (c - 1,) + counts[v + 1:]
                draw += c * _solve(t, nxt, values, early16, memo)[0]
        draw /= n
        res = (draw, True) if draw > stand else (stand, False)
    memo[key] = res
    return res


# ----- the advisor
REASONS = {
    "ferme.cannot-bust": N_("Draw: no card can take {total} over 16."),
    "ferme.no-cards": N_("Stand on {total}: no card is left that this seat has not seen."),
    "ferme.draw": N_("Draw: worth {draw:+.2f} chips against {stand:+.2f} for standing on {total} "
                     "(the next card busts {bust:.0%} of the time)."),
    "ferme.stand": N_("Stand on {total}: worth {stand:+.2f} chips against {draw:+.2f} for drawing "
                      "(the next card busts {bust:.0%} of the time)."),
}


def beat_chance(total: int, others: list[tuple[int, list[float], bool]]) -> float:
    """The chance a hand standing on `total` is strictly above every other hand not bust at the showdown."""
    if total > TARGET:
        return 0.0
    return math.prod(sum(d[:total]) + sum(d[TARGET + 1:]) for _, d, _ in others)


def next_card_odds(view: dict[str, Any]) -> dict[str, Any]:
    """Ferme's odds for the advisor (see docs/advisor.md): `bust`, `sixteen` exact from the unseen cards,
    `beat` as the strong player reckons the others' hands, `draw`/`stand` in expected chips when choosing."""
    total = view["total"] or 0
    counts = value_counts(view)
    n = sum(counts)
    need = TARGET - total
    model = OpponentModel()
    model.learn(view)
    models = {s: model.table(s) for s in view["order"] if s != view["seat"]}
    out: dict[str, Any] = {
        "bust": bust_chance(total, counts),
        "sixteen": counts[need] / n if n and 1 <= need <= 10 else 0.0,
        "beat": beat_chance(total, other_totals(view, models)) if view["seat"] in view["order"] else 0.0,
        "draw": None, "stand": None, "unseen": n,
    }
    mine = odds_for(view, model)
    if "draw" in mine:
        out["draw"], out["stand"] = mine["draw"], mine["stand"]
    return out


def advise(view: dict[str, Any], legal: list[Choice], seed: int = 0) -> Advice:
    """The strong player's choice for this seat, why, and the odds of its next card."""
    odds = next_card_odds(view)
    seat = view["seat"]
    if not legal:
        return Advice(view["game"], seat, None, waiting(), odds)
    action = StrongPlayer(seed).choose(view, legal)
    if not (DRAW in legal and STAND in legal):
        odds["draw"] = odds["stand"] = None   # given only when this seat chooses between them
    forced = only_choice(legal)
    total = view["total"] or 0
    if forced is not None:
        reason = only_reason(forced)
    elif action == DRAW and total + 10 <= TARGET:
        reason = Reason("ferme.cannot-bust", REASONS["ferme.cannot-bust"], {"total": total})
    elif odds["draw"] is None:
        reason = Reason("ferme.no-cards", REASONS["ferme.no-cards"], {"total": total})
    else:
        code = "ferme.draw" if action == DRAW else "ferme.stand"
        reason = Reason(code, REASONS[code], {"total": total, "draw": odds["draw"], "stand": odds["stand"],
                                              "bust": odds["bust"]})
    return Advice(view["game"], seat, action.text, reason, odds)


PLAYERS = {"easy": EasyPlayer, "normal": NormalPlayer, "strong": StrongPlayer}
