"""A lean play-out of the rest of one Fly deal for search: the normal level's moves, no events, no clone.

It keeps only the state a deal needs and applies Fly's rules through the same functions as the match
(`lomber.games.fly`: playable cards, trick winner, write-offs, remises); a test plays it against the engine.
"""

from __future__ import annotations

from typing import Protocol

from lomber.engine.actions import Action
from lomber.engine.cards import Card
from lomber.games.fly.heuristics import choose_card, keep_rule_discards
from lomber.games.fly.match import (
    EXCHANGE,
    PLAY_PHASE,
    TAKE_TRUMP,
    FlyMatch,
    as_holder_of,
    next_in,
    playable,
    remise,
    score_after,
    trick_winner,
    trick_write_off,
)

WIN_BONUS = 30.0            # value of reaching 0 (winning the match) …
LOSS_MALUS = 10.0           # … and of someone else reaching it first


def outcome_value(start: int, score: int, winner: int | None, seat: int) -> float:
    """What a play-out is worth to `seat`: the score taken off since `start`, ±the match's end if it came."""
    v = float(start - score)
    if winner is not None:
        v += WIN_BONUS if winner == seat else -LOSS_MALUS
    return v


class OutOfBudget(Exception):
    """An exact end ran past its budget: the play-out goes on by the heuristics."""


class Finish(Protocol):
    """An exact end (`lomber.games.fly.solve.Solver`): every seat's value of the rest of the deal from a position."""

    def values(self, hands: list[list[Card]], trick: list[tuple[int, Card]], turn: int, taken: list[int],
               scores: list[int], following: dict[int, int], as_holder: int | None) -> tuple[float, ...]: ...


def play_out(world: FlyMatch, seat: int, first: Action, finish: Finish | None = None, finish_cards: int = 0) -> float:
    """`seat` takes `first`, then every seat plays the normal level to the deal's end; `seat`'s value.

    The value is the score `seat` takes off from here (remises count against), +WIN_BONUS if it reaches 0,
    −LOSS_MALUS if another does. `world` is left untouched (its lists are copied). With `finish`, once at most
    `finish_cards` cards are left in the hands the rest is its exact value instead (if it raises, play goes on).
    """
    n, trumps, dealer = world.n, world.trumps, world.dealer_seat
    hands = [list(h) for h in world.hands]
    stock = list(world.stock)
    folded = list(world.folded)
    taken = list(world.taken)
    scores = list(world.scores)
    start = scores[seat]
    trick = list(world.trick)
    gone: set[Card] = {c for t in world.played for _, c in t}
    gone.update(c for _, c in trick)
    pack = world.pack_set
    as_holder = world.as_holder
    winner: int | None = None

    def take(s: int) -> bool:
        """Score a trick for `s`; True if the match ends."""
        nonlocal winner
        off = trick_write_off(s, as_holder, taken[s], trumps)
        taken[s] += 1
        scores[s] = score_after(scores[s], off)
        if scores[s] == 0:
            winner = s
            return True
        return False

    turn = world.turn
    action: Action | None = first
    if world.phase != PLAY_PHASE:
        while True:                              # the rest of the exchange round
            hand = hands[turn]
            if action is None:
                out = keep_rule_discards(hand, trumps, len(stock))
                action = Action(EXCHANGE, cards=tuple(out)) if out else Action("keep")
            if action.kind == "fold":
                folded[turn] = True
                hand.clear()
            elif action.kind == EXCHANGE:
                k = len(action.cards)
                for c in action.cards:
                    hand.remove(c)
                hand.extend(stock[:k])
                del stock[:k]
            elif action.kind == TAKE_TRUMP:
                hand.remove(action.cards[0])
                hand.append(world.turned)
            action = None
            if turn == dealer:
                break
            turn = (turn + 1) % n
        as_holder = as_holder_of(hands)
        ins = [s for s in range(n) if not folded[s]]
        if len(ins) == 1:                        # a lone player takes the five tricks
            for _ in hands[ins[0]]:
                if take(ins[0]):
                    break
            return outcome_value(start, scores[seat], winner, seat)
        turn = next_in(dealer, folded)
    in_play = n - sum(folded)
    following = {s: next_in(s, folded) for s in range(n) if not folded[s]}   # who plays after whom
    left = sum(len(hands[s]) for s in range(n) if not folded[s])
    while True:
        hand = hands[turn]
        if finish is not None and action is None and left <= finish_cards:
            try:
                future = finish.values(hands, trick, turn, taken, scores, following, as_holder)
            except OutOfBudget:
                finish = None
            else:
                return start - scores[seat] + future[seat]
        if action is not None:
            card = action.cards[0]
            action = None
        else:
            legal = playable(hand, trick, trumps)
            card = legal[0] if len(legal) == 1 else choose_card(
                hand, legal, trick, trumps, gone | set(hand), in_play - len(trick) - 1, pack)
        hand.remove(card)
        left -= 1
        trick.append((turn, card))
        gone.add(card)
        if len(trick) < in_play:
            turn = following[turn]
            continue
        won = trick_winner(trick, trumps)
        trick = []
        if take(won):
            return outcome_value(start, scores[seat], winner, seat)
        if not hands[won]:
            break
        turn = won
    for s in range(n):
        if not folded[s] and taken[s] == 0:
            scores[s] += remise(s == as_holder)
    return outcome_value(start, scores[seat], winner, seat)
