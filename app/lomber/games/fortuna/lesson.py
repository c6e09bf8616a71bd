"""Fortuna's lesson (4 players): the surs and trumps, the learner's bid and re-pass, a trick lost, a trick trumped,
trumps drawn, a contract made against one that fails.

Player 4 deals and puts 24 chips into the pool; the surs is diamonds and the dealer's last card a heart, so
hearts are trumps (the preferences: ×2). The learner, on the dealer's left, holds five trumps with A K Q and says
play; Player 3 says play too, the others pass; both stay in the re-pass round: two declarers, 4 tricks each. The
learner leads the king of clubs (Player 3 takes it with the ace), trumps Player 3's ace of diamonds, draws trumps
with the ace; the rest of his cards are played for him. He takes 12 tricks (10 points); Player 3 takes one, fails
by 3, pays the learner 6 chips and 5 remises of 24 into the pool. Every move taught is the one Hint advises
(tests/test_lesson_advice.py).
"""

from __future__ import annotations

from lomber.engine.lesson import Lesson, Step, Target
from lomber.engine.options import N_

# Thirteen cards each, one at a time from the dealer's left (seats 0, 1, 2, 3); the dealer's last card, 2H, shows
# trumps. The learner: AH KH QH 8H 5H AS KS QS 4S KC QC 5C 4C; Player 2: 7H 6H 9S 8S 7S 6S 10C 9C 8C 7C 8D 7D 6D;
# Player 3: JH 10H 9H JS 10S AC JC AD KD QD JD 10D 9D; the dealer: 4H 3H 5S 3S 2S 6C 3C 2C 5D 4D 3D 2D 2H.
PACK = ("AH 7H JH 4H KH 6H 10H 3H QH 9S 9H 5S 8H 8S JS 3S 5H 7S 10S 2S AS 6S AC 6C KS 10C JC 3C QS 9C AD 2C 4S 8C "
        "KD 5D KC 7C QD 4D QC 8D JD 3D 5C 7D 10D 2D 4C 6D 9D 2H")

# The learner leads the king of clubs; Player 3 takes it and leads the ace of diamonds, which the learner trumps;
# then the learner draws trumps and cashes his winners (from the ace of hearts' trick on, played for him).
TRICKS = ((0, "KC"), (2, "AC"), (2, "AD"), (0, "8H"), (0, "AH"), (2, "JH"), (0, "KH"), (2, "10H"), (0, "QH"),
          (2, "9H"), (0, "5H"), (2, "KD"), (0, "AS"), (2, "JS"), (0, "KS"), (2, "10S"), (0, "QC"), (2, "JC"),
          (0, "QS"), (2, "QD"), (0, "4S"), (2, "JD"), (0, "5C"), (2, "10D"), (0, "4C"), (2, "9D"))

LESSON = Lesson(
    game="fortuna",
    seats=4,
    options={"first_dealer": 3},
    presets=[{"pack": PACK, "surs": "5D"}],
    script=((0, "play"), (1, "pass"), (2, "play"), (3, "pass"), (0, "stay"), (2, "stay")) + TRICKS,
    plays_out=True,
    steps=(
        Step(N_("Welcome to Fortuna! Four players, each for himself, 13 cards each. Every deal the dealer puts 24 "
                "chips into the pool, here in the middle. The points you score add up from deal to deal; the "
                "first to reach 13 ends the partie (the round played for the pool) and takes the pool, less the "
                "shares of those close behind: an eighth to each player on 11 points, a quarter to each on 12."),
             Target("pile", "pool"), rules=("fortuna.ante", "fortuna.division")),
        Step(N_("Before the deal a card is turned from the second pack: the 5 of diamonds. Its suit, diamonds, is "
                "the surs, the senior suit of this deal; the other suit of its colour, hearts, is the "
                "preferences."), Target("card", "5D"), rules=("fortuna.preferences",)),
        Step(N_("The dealer's last card is shown: the 2 of hearts, so hearts are trumps. Trumps in the preferences "
                "double what the players pay each other this deal (×2); trumps in the surs would make it ×4."),
             Target("card", "2H"), rules=("fortuna.multiplier",)),
        Step(N_("Your hand: five trumps with the ace, king and queen, and high spades and clubs. The five top "
                "trumps, A K Q J 10, are the honours: holding three of them is worth 2 points to a player who "
                "makes his contract."), Target("hand", 0), rules=("fortuna.honours",)),
        Step(N_("The bidding goes once round from the dealer's left, and you are first. Say play to take on a "
                "contract: you must then take enough tricks, or pay. Pass sits the deal out. With this hand, "
                "play: press Play."), Target("button", "play"), "play"),
        Step(N_("Player 2 passed, Player 3 said play, the dealer passed. Had everyone passed, each player but the "
                "dealer would pay 6 chips into the pool and the same dealer would deal again; a player left alone "
                "with play may withdraw (the dealer may not), or force all the others to play against him (the "
                "nevolya)."),
             Target("badge", 2), rules=("fortuna.all-pass", "fortuna.nevolya")),
        Step(N_("Now the re-pass round: a player other than the dealer who said play, with a passer after him, may "
                "withdraw (re-pass) or stay. Those who stay are the declarers; two declarers need 4 tricks each. "
                "Your hand is strong: press Stay."), Target("button", "stay"), "stay", rules=("fortuna.two-declarers",)),
        Step(N_("The passers' cards are set aside: you and Player 3 play the 13 tricks. You sit first to the "
                "dealer's left, so you lead. The other must follow suit if he can, and may play any card if he "
                "cannot. The highest trump takes the trick, or else the highest card of the suit led; the winner "
                "leads the next."), Target("hand", 0), rules=("fortuna.follow", "fortuna.trick")),
        Step(N_("Lead the king of clubs: only one club is higher, and once that one is out your queen is the top "
                "club. Click it."), Target("card", "KC"), "KC"),
        Step(N_("Player 3 took that trick with the ace of clubs, and as its winner he led the next one: the ace of "
                "diamonds."), Target("card", "AD")),
        Step(N_("You have no diamond, so you may play any card, and a trump takes the trick. Trump it with the "
                "8 of hearts: a low trump is enough, and your honours stay in your hand."), Target("card", "8H"),
             "8H", rules=("fortuna.trump-wins",)),
        Step(N_("Your trick, so you lead. Lead the ace of hearts to draw Player 3's trumps: he must follow suit "
                "with a heart. After that all your cards are winners, and the table plays them out for you."),
             Target("card", "AH"), "AH", rules=("fortuna.follow",)),
        Step(N_("You took 12 tricks, 4 needed: you made your contract. The 8 tricks over the 4 are your leves, a "
                "point each, and your three honours give 2 points more: 10 points onto your score, kept in two "
                "columns, leves and honours."), Target("badge", 0), rules=("fortuna.made",)),
        Step(N_("Player 3 took one trick: 3 short, he failed. He pays you the 3 missing tricks and his honour "
                "points (two honours without the ace count none), doubled: 6 chips. He also pays remises into the "
                "pool, one for each missing trick and each honour he held, the jack and 10 of hearts: 5 remises "
                "of 24 chips, the pool when play began, so 120 chips."), Target("badge", 2),
             rules=("fortuna.failed", "fortuna.remise")),
        Step(N_("The pool holds 144 chips now. The partie goes on: 3 more points in a later deal would end it, "
                "and the pool would be yours but for the shares of players on 11 or 12."), Target("pile", "pool"),
             rules=("fortuna.division",)),
        Step(N_("That is Fortuna. Press Play a match now to choose the players and play one; the Rules panel (F1) "
                "has every detail.")),
    ),
)
