"""Fortuna's lesson (4 players): the surs and trumps, the bidding, a contract made and one failed.

Player 4 deals and puts 24 chips into the pool; the surs is diamonds and the dealer's last card a heart, so
hearts are trumps (the preferences: ×2). The learner, on the dealer's left, has a weak hand and passes; Players 2
and 3 say play, the dealer passes, and both stay in the re-pass round: two declarers, 4 tricks each. Player 2
(A K Q of trumps) takes 10 tricks and makes; Player 3 takes 3, fails by one and pays a remise into the pool.
"""

from __future__ import annotations

from lomber.ui.panels.lessons import Lesson, Step, Target
from lomber.ui.texts import N_

# Thirteen cards each, one at a time from the dealer's left (seats 0, 1, 2, 3); the dealer's last card, 2H, shows
# trumps. The learner: JH 5H 4H 8S 7S 6S 9D 8D 7D 6D 7C 6C 5C; Player 2: AH KH QH 9H 8H AS KS QS 2D AC KC QC JC;
# Player 3: 7H 6H JS 10S 9S AD KD QD JD 10D 10C 9C 8C; the dealer: 10H 3H 5S 4S 3S 2S 5D 4D 3D 4C 3C 2C 2H.
PACK = ("JH AH 7H 10H 5H KH 6H 3H 4H QH JS 5S 8S 9H 10S 4S 7S 8H 9S 3S 6S AS AD 2S 9D KS KD 5D 8D QS QD 4D 7D 2D "
        "JD 3D 6D AC 10D 4C 7C KC 10C 3C 6C QC 9C 2C 5C JC 8C 2H")

# Player 2 leads his trumps and his tops; Player 3 wins only the diamonds at the end.
TRICKS = ((1, "AH"), (2, "7H"), (1, "KH"), (2, "6H"), (1, "QH"), (2, "8C"), (1, "AS"), (2, "9S"), (1, "KS"),
          (2, "10S"), (1, "QS"), (2, "JS"), (1, "9H"), (2, "9C"), (1, "8H"), (2, "10C"), (1, "AC"), (2, "10D"),
          (1, "KC"), (2, "JD"), (1, "2D"), (2, "AD"), (2, "KD"), (1, "JC"), (2, "QD"), (1, "QC"))

LESSON = Lesson(
    game="fortuna",
    seats=4,
    options={"first_dealer": 3},
    presets=[{"pack": PACK, "surs": "5D"}],
    script=((0, "pass"), (1, "play"), (2, "play"), (3, "pass"), (1, "stay"), (2, "stay")) + TRICKS,
    steps=(
        Step(N_("Welcome to Fortuna! Four players, each for himself, 13 cards each. Every deal the dealer puts 24 "
                "chips into the pool; the first to score 13 points takes it."), Target("pile", "pool")),
        Step(N_("Before the deal a card is turned from the second pack: the 5 of diamonds. Diamonds are the surs "
                "of this deal, and hearts, the other red suit, are the preferences."), Target("card", "5D")),
        Step(N_("The dealer's last card is shown: the 2 of hearts, so hearts are trumps. Trumps in the preferences "
                "double what is paid for tricks and honours this deal (×2); trumps in the surs would make it ×4."),
             Target("card", "2H")),
        Step(N_("Your hand: the jack is your only high trump and you have no ace. Whoever plays must take enough "
                "tricks, or pay."), Target("hand", 0)),
        Step(N_("The bidding goes once round from the dealer's left, and you are first: say play, or pass and sit "
                "the deal out with nothing to pay. With this hand, pass: press Pass, then watch the others bid and "
                "play."), Target("button", "pass"), "pass"),
        Step(N_("Player 2 and Player 3 said play; the dealer passed. In the re-pass round both could still "
                "withdraw, and both stayed. Two declarers: each needs 4 tricks."), Target("badge", 1)),
        Step(N_("The two of them played the 13 tricks; your cards and the dealer's were set aside. Player 2 led "
                "his trumps, ace, king and queen, and then his top cards."), Target("badge", 1)),
        Step(N_("Player 2 took 10 tricks: he made his contract. The 6 tricks over the 4 he needed are his leves, "
                "and his three top trumps (honours) give 2 points more: 8 points onto his score, counted in two "
                "columns, leves and honours."), Target("badge", 1)),
        Step(N_("Player 3 took only 3 tricks: one short, he failed. He pays Player 2 for the missing trick, times the "
                "multiplier: 2 chips; and one remise into the pool: 24 chips, what the pool held when play began."),
             Target("badge", 2)),
        Step(N_("The pool has grown to 48 chips. It waits for the first player to reach 13 points."),
             Target("pile", "pool")),
        Step(N_("That is Fortuna. The deals go on until someone reaches 13 points and takes the pool. Choose "
                "Game ▸ New game to play one; the Rules panel (F1) has every detail.")),
    ),
)
