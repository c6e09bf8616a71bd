"""Fly's lesson (3 players, hearts trumps): an exchange, the ace of spades' privilege, trumps led, two remises.

Player 2 deals; Player 3, on his left, keeps; the learner exchanges his two sevens for the kings of spades and
diamonds; Player 2 keeps. Player 3 leads the ace of trumps and the learner's ace of spades takes it by its
privilege (1 point off and 5 for the ace). The learner leads his king and queen of trumps and the king of spades
(his last card is played for him) and takes all five tricks: 25 down to 15. The others, in but trickless, score
a remise each. Every move taught is the one Hint advises (tests/test_lesson_advice.py).
"""

from __future__ import annotations

from lomber.engine.lesson import Lesson, Step, Target
from lomber.engine.options import N_

# Five cards each, one at a time from the dealer's left (seats 2, 0, 1), the trump card 9H, then the stock, top
# first. Player 3: AH AC KC 8S 7S; the learner: AS KH QH 7C 7D; Player 2: QC JC 10C 9C 8C.
PACK = ("AH AS QC AC KH JC KC QH 10C 8S 7C 9C 7S 7D 8C 9H KS KD QD JD 10D 9D 8D 10S 9S JS QS 8H 7H JH 10H")

LESSON = Lesson(
    game="fly",
    seats=3,
    options={"first_dealer": 1},
    presets=[{"pack": PACK}],
    script=((2, "keep"), (0, "exchange 7C 7D"), (1, "keep"), (2, "AH"), (0, "AS"), (1, "8C"), (0, "KH"), (1, "9C"),
            (2, "7S"), (0, "QH"), (1, "10C"), (2, "8S"), (0, "KS"), (1, "JC"), (2, "KC"), (0, "KD"), (1, "QC"),
            (2, "AC")),
    steps=(
        Step(N_("Welcome to Fly! Everyone starts with a score of 25 and tries to bring it down to exactly 0: each "
                "trick you win takes 1 point off."), Target("badge", 0), rules=("fly.score",)),
        Step(N_("Player 2 dealt five cards each and turned up the next one, the 9 of hearts: hearts are trumps "
                "for this deal."), Target("card", "9H"), rules=("fly.trumps",)),
        Step(N_("Once in the deal, each player in turn from the dealer's left keeps his five cards, exchanges some "
                "for cards from the stock, or folds and sits the deal out. Player 3 kept his."), Target("badge", 2),
             rules=("fly.exchange",)),
        Step(N_("Your hand. The ace of spades has powers of its own, and its holder may neither fold nor give it "
                "up. The 7 of clubs and the 7 of diamonds are the lowest of their suits and will hardly win a "
                "trick."), Target("hand", 0), rules=("fly.ace-kept",)),
        Step(N_("Exchange the two sevens: click the 7 of clubs and the 7 of diamonds, then press Exchange."),
             Target("hand", 0), "exchange 7C 7D"),
        Step(N_("You drew the king of spades and the king of diamonds; Player 2 kept his cards."), Target("hand", 0)),
        Step(N_("Player 3, first to the dealer's left, leads the first trick: the ace of hearts, the ace of trumps. "
                "The others must follow suit; one who cannot must play a trump; one with neither plays any card. "
                "The highest trump takes the trick, or else the highest card of the suit led."),
             Target("card", "AH"), rules=("fly.follow", "fly.trick")),
        Step(N_("But this is the privilege of the ace of spades: when the ace of trumps is led, the holder of the "
                "ace of spades may play it instead, and it wins the trick. Play your ace of spades."),
             Target("card", "AS"), "AS", rules=("fly.privilege",)),
        Step(N_("Your first trick: 1 point off, and 5 more because you hold the ace of spades. Your score is 19."),
             Target("badge", 0), rules=("fly.ace-five",)),
        Step(N_("The winner of a trick leads the next. Lead the king of hearts, now the highest trump."),
             Target("card", "KH"), "KH"),
        Step(N_("Neither of the others had a heart, so neither could follow suit or play a trump: each played any "
                "card, and your king took the trick. Lead the queen of hearts, the highest trump again."),
             Target("card", "QH"),
             "QH", rules=("fly.any-card",)),
        Step(N_("Your king of spades is the highest spade left: lead it. Your last card is then played for you."),
             Target("card", "KS"), "KS"),
        Step(N_("All five tricks and the ace's 5 points: your score is down to 15."), Target("badge", 0)),
        Step(N_("Player 2 and Player 3 stayed in but took no trick: that is a remise, and 5 points go onto the "
                "score of each. Folding would have cost them nothing."), Target("badge", 2),
             rules=("fly.remise",)),
        Step(N_("That is Fly. The first to bring his score to exactly 0 wins the match. Press Play a match now to "
                "play one; the Rules panel (F1) has every detail.")),
    ),
)
