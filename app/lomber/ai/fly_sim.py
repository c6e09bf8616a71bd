"""A lean play-out of the rest of one Fly deal for search: the normal level's moves, no events, no clone."""

from __future__ import annotations

from lomber.engine.actions import Action
from lomber.engine.cards import Card, high, suit
from lomber.games.fly import ACE_OF_SPADES, AS_OFF, EXCHANGE, PLAY_PHASE, REMISE, TAKE_TRUMP, TRICK_OFF, FlyMatch

WIN_BONUS = 30.0            # value of reaching 0 (winning the match) …
LOSS_MALUS = 10.0           # … and of someone else reaching it first


def rule_discards(hand: list[Card], trumps: str, stock: int) -> list[Card]:
    """The keep rule's discards: side cards below the king (never the AS), as many as the stock allows."""
    low = [c for c in hand if suit(c) != trumps and c != ACE_OF_SPADES and high(c) < 13]
    return low[:stock]


def playable(hand: list[Card], trick: list[tuple[int, Card]], trumps: str) -> list[Card]:
    """The cards `hand` may play to `trick` (as `FlyMatch.playable`)."""
    if not trick:
        return list(hand)
    led = trick[0][1]
    ls = suit(led)
    ok = [c for c in hand if suit(c) == ls] or [c for c in hand if suit(c) == trumps] or list(hand)
    if trumps != "S" and led == "A" + trumps and ACE_OF_SPADES in hand and ACE_OF_SPADES not in ok:
        ok.append(ACE_OF_SPADES)
    return ok


def play_out(world: FlyMatch, seat: int, first: Action) -> float:
    """`seat` takes `first`, then every seat plays the normal level to the deal's end; `seat`'s value.

    The value is the score `seat` takes off from here (remises count against), +WIN_BONUS if it reaches 0,
    −LOSS_MALUS if another does. `world` is left untouched (its lists are copied).
    """
    from lomber.ai.fly import choose_card  # the normal level's card play (imported late: fly imports us)

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
    as_off = AS_OFF * (2 if trumps == "S" else 1)
    winner: list[int] = []

    def value() -> float:
        v = float(start - scores[seat])
        if winner:
            v += WIN_BONUS if winner[0] == seat else -LOSS_MALUS
        return v

    def take(s: int) -> bool:
        """Score a trick for `s`; True if the match ends."""
        off = TRICK_OFF + (as_off if s == as_holder and taken[s] == 0 else 0)
        taken[s] += 1
        scores[s] = max(0, scores[s] - off)
        if scores[s] == 0:
            winner.append(s)
            return True
        return False

    turn = world.turn
    action: Action | None = first
    if world.phase != PLAY_PHASE:
        while True:                              # the rest of the exchange round
            hand = hands[turn]
            if action is None:
                out = rule_discards(hand, trumps, len(stock))
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
        as_holder = next((s for s in range(n) if ACE_OF_SPADES in hands[s]), None)
        ins = [s for s in range(n) if not folded[s]]
        if len(ins) == 1:                        # a lone player takes the five tricks
            for _ in hands[ins[0]]:
                if take(ins[0]):
                    return value()
            return value()
        turn = next((dealer + k) % n for k in range(1, n + 1) if not folded[(dealer + k) % n])
    in_play = n - sum(folded)
    while True:
        hand = hands[turn]
        if action is not None:
            card = action.cards[0]
            action = None
        else:
            legal = playable(hand, trick, trumps)
            card = legal[0] if len(legal) == 1 else choose_card(
                hand, legal, trick, trumps, gone | set(hand), in_play - len(trick) - 1, pack)
        hand.remove(card)
        trick.append((turn, card))
        gone.add(card)
        if len(trick) < in_play:
            turn = (turn + 1) % n
            while folded[turn]:
                turn = (turn + 1) % n
            continue
        won = FlyMatch.trick_winner(trick, trumps)
        trick = []
        if take(won):
            return value()
        if not hands[won]:
            break
        turn = won
    for s in range(n):
        if not folded[s] and taken[s] == 0:
            scores[s] += REMISE * (2 if s == as_holder else 1)
    return value()
