"""Computer players for Ferme: a fixed threshold, bust odds, and exact expected chips."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from lomber.engine.actions import Action, Choice
from lomber.games.ferme.draws import TOP, counts_of, draw_pools, solve_draws
from lomber.games.ferme.exact import Exact, exact_choice, next_card
from lomber.games.ferme.joint import Deal, Other, others_joint
from lomber.games.ferme.match import BRILLIANT, TARGET, bust_fine, card_value
from lomber.games.ferme.opponents import P_DRAW, OpponentModel
from lomber.games.ferme.pack import ferme_pack
from lomber.search.advice import N_, Advice, Figure, OddsLine, OddsSheet, Reason, only_choice, only_reason, waiting

DRAW = Action("draw")
STAND = Action("stand")
EASY_STAND_AT = 12          # easy stands on 12 or more, whatever is on the table
NORMAL_RISK = 0.75          # normal draws while the chance of going bust is below this …
NORMAL_RISK_HISTORICAL = 0.5  # … lower in the historical game, where a low hand costs nothing and a bust per point
ROLE_HORIZON = 8.0          # strong counts a farmer's income over at most this many deals …
ROLE_DISCOUNT = 0.3         # … discounted, since the table changes
FARM_LATER = 1.0            # strong's share of a farm left on the table, as a fraction of 1/players
PACK_VALUES = tuple(card_value(c) for c in ferme_pack())


def _decide(legal: list[Choice], want_draw: bool) -> Action:
    """`draw` if wanted and legal, else the one legal action left."""
    if DRAW in legal and (want_draw or STAND not in legal):
        return DRAW
    return STAND


def value_counts(view: dict[str, Any]) -> list[int]:
    """How many cards of each value (index 1…10) the next card can be, as this seat knows (`draw_pools`)."""
    return list(draw_pools(view).first)


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


def joint_deal(view: dict[str, Any], models: dict[int, tuple[float, ...]]) -> Deal:
    """The deal as this seat knows it, for `others_joint`: the cards it has not seen (the others' face-down
    cards and the stock), the others in playing order with how many cards they hold, the stock's size."""
    me = view["seat"]
    order: list[int] = view["order"]
    o = view["options"]
    historical = o["rule_set"] == "historical"
    turn = view["turn"] if view["turn"] is not None else len(order)
    seen = set(view["hands"][me]) | set(view.get("discards", ()))
    unseen = tuple(counts_of([c for c in ferme_pack() if c not in seen]))
    others = tuple(Other(s, len(view["hands"][s]), i < turn, models.get(s, P_DRAW))
                   for i, s in enumerate(order) if s != me)
    discards = list(view.get("discards", ()))
    then = tuple(counts_of(discards)) if historical and o["shuffle"] == "when-empty" and discards else None
    return Deal(unseen, others, view["stock"], then, not historical, historical)


@dataclass(frozen=True)
class Reckoning:
    """What `strong` and the advisor reckon at a view: this deal's expected chips for each total this seat may
    stand on (`values`, from now to the settlement), what a total adds for the deals to come (`later`), the
    chance that standing now beats every other hand (`beat`), and how far off that may be (`error`, 0 when
    every case was counted; `samples`: the deals sampled). At this seat's decision, `exact` holds every case of
    drawing and standing where they are few enough to count (`lomber.games.ferme.exact`), and `bonus` what a
    farm won adds for the deals to come. `close`: sampled with the most deals there are and drawing and
    standing still within `close` chips of each other (0.0 when they stand clear): too close to call."""

    values: list[float]
    later: list[float]
    beat: float
    error: float
    samples: int
    exact: Exact | None = None
    bonus: float = 0.0
    close: float = 0.0

    def choice(self, view: dict[str, Any], pools: Any, later: bool) -> tuple[float, float, bool]:
        """(draw, stand, counted exactly): this deal's expected chips of each, with the deals to come if `later`."""
        if self.exact is not None:
            return (*self.exact.choice(self.bonus if later else 0.0), True)
        values = [v + x for v, x in zip(self.values, self.later)] if later else self.values
        total = view["total"] or 0
        return (*solve_draws(total, pools, values, view["options"]["rule_set"] == "historical"), False)


_RECKONED: dict[str, Reckoning] = {}
STRONG_SAMPLES = 300        # sampled deals behind strong's figures where the cases are too many to count …
NEXT_CARD_CARDS = 12        # the next card reads the others' draws when they hold at most this many cards …
NEXT_CARD_STEPS = 20_000    # … and the cases take at most this many steps (a few hundredths of a second)
MAX_STRONG_SAMPLES = 4800   # … four times more, up to this, while drawing and standing are within …
CLOSE = 0.4                 # … this many chips of each other (at 300 deals; shrinking as 1/√deals)


def reckon(view: dict[str, Any], models: dict[int, tuple[float, ...]], beat_only: bool = False) -> Reckoning:
    """The reckoning of `view` against these models, as strong decides on it (its figures from
    STRONG_SAMPLES deals where it samples); `beat_only`: the advisor's beat chance, sampled until it is known
    to within 0.02. Remembered: the advisor's odds and its choice ask for the same one."""
    key = json.dumps([view, sorted(models.items()), beat_only], sort_keys=True, default=str)
    hit = _RECKONED.get(key)
    if hit is None:
        if len(_RECKONED) > 16:
            _RECKONED.clear()
        exact = None if beat_only else _exact(view, models)
        hit = _reckon(view, models, None if beat_only else STRONG_SAMPLES, exact)
        samples = STRONG_SAMPLES
        pools = draw_pools(view)
        # Sampled, a close choice is sampled again with more deals, so the advice does not turn on the noise.
        while not beat_only and hit.samples and hit.exact is None and samples < MAX_STRONG_SAMPLES \
                and view["to_act"] == view["seat"] and sum(pools.first):
            draw, stand, _ = hit.choice(view, pools, later=True)
            if abs(draw - stand) > CLOSE * (STRONG_SAMPLES / samples) ** 0.5:
                break
            samples *= 4
            hit = _reckon(view, models, samples, exact)
        if not beat_only and hit.samples and hit.exact is None and samples >= MAX_STRONG_SAMPLES \
                and view["to_act"] == view["seat"] and sum(pools.first):
            draw, stand, _ = hit.choice(view, pools, later=True)
            margin = CLOSE * (STRONG_SAMPLES / samples) ** 0.5
            if abs(draw - stand) <= margin:
                # Still within the noise at the most deals there are: the choice is the one these deals (drawn
                # from the position's own seed, the same wherever it is asked) give, and the advice says so.
                hit = replace(hit, close=margin)
        _RECKONED[key] = hit
    return hit


def _exact(view: dict[str, Any], models: dict[int, tuple[float, ...]]) -> Exact | None:
    """Every case of this seat's choice between drawing and standing, where it has that choice and the cases
    are few enough to count (`exact.exact_choice`)."""
    total = view["total"] or 0
    if view["seat"] not in view["order"] or view["to_act"] != view["seat"] or not view.get("can_draw", True):
        return None
    deal = joint_deal(view, models)
    if total > TARGET or (deal.early16 and total == TARGET) or not _countable(view, deal):
        return None
    return exact_choice(view, deal)


def _reckon(view: dict[str, Any], models: dict[int, tuple[float, ...]], samples: int | None,
            exact: Exact | None = None) -> Reckoning:
    total = view["total"] or 0
    if view["seat"] not in view["order"]:
        return Reckoning([0.0] * TOP, [0.0] * TOP, 0.0, 0.0, 0)
    deal = joint_deal(view, models)
    joint = others_joint(deal, view, lambda ts: any(total <= t <= TARGET for t in ts), samples)
    beat = 0.0 if total > TARGET else \
        sum(p for ts, p in joint.outcomes.items() if not any(total <= t <= TARGET for t in ts))
    values, win16 = deal_values(view, deal, joint.outcomes)
    later = [0.0] * TOP
    farm = view["table"].get("farm", 0)
    bonus = 0.0
    if view["options"]["rule_set"] == "historical":
        if view["seat"] == view["roles"]["farmer"]:
            bonus = -farm / 2.0   # the farm is his own stake: winning it back is only half a gain
            later[TARGET] = bonus
    else:
        role = farmer_role_value(view, models) if view["options"]["next_farmer"] == "winner" else 0.0
        # A farm not won now stays for later, when this seat may win it anyway: count only the rest.
        bonus = role - farm * FARM_LATER / max(1, len(view["order"]))
        later[TARGET] = win16 * bonus
    return Reckoning(values, later, beat, 0.0 if total > TARGET else joint.error, joint.samples, exact, bonus)


def _countable(view: dict[str, Any], deal: Deal) -> bool:
    """Worth counting every case of the choice: the others' cards came from the pool this seat draws from (no
    reshuffle in the middle of this deal), and they are few."""
    pools = draw_pools(view)
    hidden = sum(o.cards for o in deal.others)
    if pools.stock and (pools.first != deal.unseen or sum(deal.unseen) - hidden != view["stock"]):
        return False
    done = sum(o.cards for o in deal.others if o.done)
    after = sum(1 for o in deal.others if not o.done)
    # Two players still to play after this seat multiply the cases beyond a Hint's wait.
    return len(deal.others) <= 3 and done <= 9 and after <= 1


def deal_values(view: dict[str, Any], deal: Deal, outcomes: dict[tuple[int, ...], float]) -> tuple[list[float], float]:
    """This deal's expected chips from now for each total this seat may end on, over the others' final totals;
    and the chance of taking the farm on 16 (classic). Several on 16 in classic: the brilliant's holder wins,
    else (who holds it, or has fewer cards, is not known) each of them as likely."""
    me, farmer = view["seat"], view["roles"]["farmer"]
    stacks = view["stacks"]
    farm, pool = view["table"].get("farm", 0), view["table"].get("pool", 0)
    low = min(view["total"] or 0, TARGET)
    others = deal.others
    values = [0.0] * TOP
    win16 = 0.0
    mine_pays = stacks[me] > 0
    if deal.early16:
        to_pool = view["options"]["bust_pays_to"] == "pool"
        for s in range(TARGET + 1, TOP):
            values[s] = 0.0 if me == farmer else -float(min(bust_fine(s, True), stacks[me]))
        for ts, p in outcomes.items():
            fines = [min(bust_fine(t, True), stacks[o.seat]) if t > TARGET and o.seat != farmer else 0
                     for o, t in zip(others, ts)]
            # On 16 this seat shows at once: those whose turn is over are settled, the rest never play.
            values[TARGET] += p * (farm + pool + sum(f for o, f in zip(others, fines) if o.done))
            if me == farmer or any(t == TARGET or t < 0 for t in ts):
                continue
            alive = [t for o, t in zip(others, ts) if o.seat != farmer and t <= TARGET]
            best = max(alive, default=-1)
            pot = pool + (sum(fines) if to_pool else 0)
            ties = alive.count(best)
            for s in range(low, TARGET):
                if s > best:
                    values[s] += p * pot
                elif s == best:
                    values[s] += p * (pot // (ties + 1))
        return values, 0.0
    brilliant = BRILLIANT in view["hands"][me]
    for ts, p in outcomes.items():
        fines = sum(1 for o, t in zip(others, ts) if t > TARGET and o.seat != farmer and stacks[o.seat] > 0) \
            if me == farmer else 0
        for s in range(TARGET + 1, TOP):
            values[s] += p * (fines if me == farmer else -float(mine_pays))
        sixteens = sum(1 for t in ts if t == TARGET)
        share = 1.0 if brilliant or not sixteens else 1.0 / (sixteens + 1)
        win16 += p * share
        values[TARGET] += p * (fines + farm * share)
        if sixteens:
            for s in range(low, TARGET):
                values[s] += p * fines
            continue
        alive = [(t, stacks[o.seat] > 0) for o, t in zip(others, ts) if t <= TARGET]
        best = max((t for t, _ in alive), default=-1)
        ties = sum(1 for t, _ in alive if t == best)
        below_best = sum(1 for t, pays in alive if t < best and pays)
        payers = sum(1 for _, pays in alive if pays)
        for s in range(low, TARGET):
            if s < best:
                v = -float(mine_pays)
            elif s == best:
                v = float(below_best // (ties + 1))
            else:
                v = float(payers)
            values[s] += p * (fines + v)
    return values, win16


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


class StrongPlayer:
    """Exact odds of its own draws over the unseen cards, against the others' likely totals; maximises chips."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.model = OpponentModel()

    def observe(self, view: dict[str, Any]) -> None:
        """Learn from a view it is asked in (`lomber.search.players.warm` replays them into a new player)."""
        self.model.learn(view)

    def choose(self, view: dict[str, Any], legal: list[Choice]) -> Action:
        self.observe(view)
        if DRAW not in legal or STAND not in legal:
            return legal[0]  # type: ignore[return-value]
        total = view["total"] or 0
        if total + 10 <= TARGET:
            return DRAW  # no card can bust it, and a higher total never pays less
        pools = draw_pools(view)
        if not sum(pools.first):
            return STAND
        models = {s: self.model.table(s) for s in view["order"] if s != view["seat"]}
        draw, stand, _ = reckon(view, models).choice(view, pools, later=True)
        return DRAW if draw > stand else STAND


# ----- the advisor
REASONS = {
    "ferme.cannot-bust": N_("Draw: no card can take {total} over 16."),
    "ferme.no-cards": N_("Stand on {total}: no card is left that this seat has not seen."),
    "ferme.draw": N_("Draw: worth {draw:+.2f} chips against {stand:+.2f} for standing on {total} "
                     "(the next card busts {bust:.0%} of the time)."),
    "ferme.stand": N_("Stand on {total}: worth {stand:+.2f} chips against {draw:+.2f} for drawing "
                      "(the next card busts {bust:.0%} of the time)."),
    # The strong player also weighs the deals to come: the farmer's seat a 16 wins, a farm that may come back.
    "ferme.draw-later": N_("Draw: this deal it is worth {draw:+.2f} chips against {stand:+.2f} for standing on "
                           "{total}, but a 16 would make you the farmer for the deals to come."),
    "ferme.stand-later": N_("Stand on {total}: this deal drawing is worth {draw:+.2f} chips against "
                            "{stand:+.2f}, but the farm counts for less than that: it may come back to you later."),
    # Sampled with the most deals there are and still within their noise: said, not hidden behind a choice.
    "ferme.close-draw": N_("Too close to call on {total}: drawing and standing are within {margin:.2f} chips of "
                           "each other, inside the estimate's margin; drawing is a little ahead on these deals."),
    "ferme.close-stand": N_("Too close to call on {total}: drawing and standing are within {margin:.2f} chips of "
                            "each other, inside the estimate's margin; standing is a little ahead on these deals."),
}


def _next_given(view: dict[str, Any], pools: Any) -> tuple[float, ...] | None:
    """The next card's chances given what the rules let the others' draws show (`exact.next_card`), where its
    cards are the ones the others' came from (no reshuffle in this deal) and the cases are few enough."""
    if view["seat"] not in view["order"] or not pools.stock:
        return None
    deal = joint_deal(view, {})
    hidden = sum(o.cards for o in deal.others)
    if pools.first != deal.unseen or sum(deal.unseen) - hidden != view["stock"]:
        return None
    drew = [o.cards for o in deal.others if o.done and o.cards > 1]
    if not drew or sum(drew) > NEXT_CARD_CARDS:
        return None     # nobody drew yet (every card as likely), or too many cases to count at once
    return next_card(deal, NEXT_CARD_STEPS)


def next_card_odds(view: dict[str, Any]) -> dict[str, Any]:
    """Ferme's odds for the advisor (see docs/advisor.md): `bust`, `sixteen` exact from the cards the next one
    can be, `beat` (within `beat_error`) against the others' hands as the strong player models their choices,
    `draw`/`stand` this deal's expected chips when this seat is to choose."""
    total = view["total"] or 0
    pools = draw_pools(view)
    counts = pools.first
    n = sum(counts)
    need = TARGET - total
    model = OpponentModel()
    model.learn(view)
    models = {s: model.table(s) for s in view["order"] if s != view["seat"]}
    r = reckon(view, models)
    beat = reckon(view, models, beat_only=True)
    out: dict[str, Any] = {
        "bust": bust_chance(total, list(counts)),
        "sixteen": counts[need] / n if n and 1 <= need <= 10 else 0.0,
        "draws_read": False,
        "beat": beat.beat, "beat_error": beat.error,
        "draw": None, "stand": None, "exact": None, "close": None, "unseen": n,
    }
    given = _next_given(view, pools)
    if given is not None:
        out["bust"] = sum(given[v] for v in range(1, 11) if total + v > TARGET)
        out["sixteen"] = given[need] if 1 <= need <= 10 else 0.0
        out["draws_read"] = True
    if view["to_act"] == view["seat"] and total <= TARGET and view.get("can_draw", True) and n:
        out["draw"], out["stand"], out["exact"] = r.choice(view, pools, later=False)
        out["close"] = r.close or None
    return out


def advise(view: dict[str, Any], legal: list[Choice], seed: int = 0) -> Advice:
    """The strong player's choice for this seat, why, and the odds of its next card."""
    odds = next_card_odds(view)
    seat = view["seat"]
    if not legal:
        return Advice(view["game"], seat, None, waiting(), odds)
    action = StrongPlayer(seed).choose(view, legal)
    if not (DRAW in legal and STAND in legal):
        odds["draw"] = odds["stand"] = odds["exact"] = odds["close"] = None   # given only when this seat chooses between them
    forced = only_choice(legal)
    total = view["total"] or 0
    if forced is not None:
        reason = only_reason(forced)
    elif action == DRAW and total + 10 <= TARGET:
        reason = Reason("ferme.cannot-bust", REASONS["ferme.cannot-bust"], {"total": total})
    elif odds["draw"] is None:
        reason = Reason("ferme.no-cards", REASONS["ferme.no-cards"], {"total": total})
    elif odds["close"] is not None:
        code = "ferme.close-draw" if action == DRAW else "ferme.close-stand"
        reason = Reason(code, REASONS[code], {"total": total, "margin": odds["close"]})
    else:
        code = "ferme.draw" if action == DRAW else "ferme.stand"
        if (odds["draw"] > odds["stand"]) != (action == DRAW):
            code += "-later"   # this deal's figures say otherwise: the deals to come decided it
        reason = Reason(code, REASONS[code], {"total": total, "draw": odds["draw"], "stand": odds["stand"],
                                              "bust": odds["bust"]})
    return Advice(view["game"], seat, action.text, reason, odds)


# How the odds panel shows `advise`'s odds.
CHIPS_TIP = N_("Every case of the others' hands counted, settled as the rules settle it (a tie on 16 by the "
               "brilliant, the fewest cards, the farmer, the seat), the others drawing as players usually do; where "
               "the cases are too many, an estimate (sampled deals, a tie on 16 shared), and the line says so.")
ODDS = OddsSheet(
    heading=N_("Your next card"), heading_on=N_("Your next card, on %n point(s)"), on="total",
    caption=N_("Exact, from the %n card(s) your next card can be, weighed by what the others' draws showed "
               "(a player draws only on 16 or less)."), count="unseen",
    caption_if="draws_read",
    caption_else=N_("From the %n card(s) your next card can be, each taken as likely (what the others' draws "
                    "showed is not read into it)."),
    lines=(OddsLine("bust", N_("It busts you")),
           OddsLine("sixteen", N_("It makes exactly 16")),
           OddsLine("beat", N_("Standing, you beat the best total"), margin="beat_error",
                    estimated=N_("Standing, you beat the best total (estimate, ±%1)"),
                    tip=N_("The others' totals are weighed from how many cards they hold and when players stop; "
                           "a tie does not beat. Every case is counted where they are few; otherwise deals are "
                           "sampled and the figure is within the margin shown.")),
           OddsLine("draw", N_("Expected chips this deal if you draw"), Figure.CHIPS, choice=True, exact_if="exact",
                    sampled=N_("Expected chips this deal if you draw (estimate)"), tip=CHIPS_TIP),
           OddsLine("stand", N_("Expected chips this deal if you stand"), Figure.CHIPS, choice=True,
                    exact_if="exact", sampled=N_("Expected chips this deal if you stand (estimate)"),
                    tip=CHIPS_TIP),
           OddsLine("close", N_("Too close to call: drawing and standing within (chips)"), Figure.CHIPS,
                    choice=True,
                    tip=N_("Sampled with the most deals the advice takes, the two choices are still closer than "
                           "the estimate's margin: either may be the better one."))))

PLAYERS = {"easy": EasyPlayer, "normal": NormalPlayer, "strong": StrongPlayer}
# What each level does, said in the new-game dialog (keep them true to the classes above).
LEVEL_NOTES = {
    "easy": N_("draws below 12 and stands on 12 or more, whatever the table shows."),
    "normal": N_("counts the cards gone and draws while the risk of going bust stays under a limit."),
    "strong": N_("reckons the exact odds of each draw against the others' likely totals, for the most chips."),
}
