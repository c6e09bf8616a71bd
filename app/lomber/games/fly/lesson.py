"""Fly's lesson (3 players, hearts trumps): an exchange, a suit followed, the ace of spades' privilege, trumps led,
a remise.

Player 2 deals; Player 3, on his left, keeps; the learner exchanges his two sevens for the king and the 9 of
diamonds; Player 2 keeps. Player 3 leads the ace of diamonds: the learner must follow suit, and plays his 9,
keeping the king. Player 3 leads the ace of trumps and the learner's ace of spades takes it by its privilege
(1 point off and 5 for the ace). The learner leads his king and queen of trumps (his last card, the king of
diamonds, is played for him) and takes four tricks: 25 down to 16. Player 2, in but trickless, scores a remise.
Every move taught is the one Hint advises (tests/test_lesson_advice.py).
"""

from __future__ import annotations

from lomber.engine.lesson import Lesson, Step, Target
from lomber.engine.options import N_

# Five cards each, one at a time from the dealer's left (seats 2, 0, 1), the trump card 9H, then the stock, top
# first. Player 3: AH AD KC 8S 7S; the learner: AS KH QH 7C 7D; Player 2: QC JC 10C 9C 8C.
PACK = ("AH AS QC AD KH JC KC QH 10C 8S 7C 9C 7S 7D 8C 9H KD 9D AC QD JD 10D 8D KS 10S 9S JS QS 8H 7H JH 10H")

LESSON = Lesson(
    game="fly",
    seats=3,
    options={"first_dealer": 1},
    presets=[{"pack": PACK}],
    script=((2, "keep"), (0, "exchange 7C 7D"), (1, "keep"), (2, "AD"), (0, "9D"), (1, "8C"), (2, "AH"), (0, "AS"),
            (1, "9C"), (0, "KH"), (1, "10C"), (2, "7S"), (0, "QH"), (1, "JC"), (2, "8S"), (0, "KD"), (1, "QC"),
            (2, "KC")),
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
        Step(N_("You drew the king of diamonds and the 9 of diamonds; Player 2 kept his cards."), Target("hand", 0)),
        Step(N_("Player 3, first to the dealer's left, leads the first trick: the ace of diamonds. The others must "
                "follow suit, that is play a card of the suit led; one who cannot must play a trump; one with "
                "neither plays any card. The highest trump takes the trick, or else the highest card of the suit "
                "led."), Target("card", "AD"), rules=("fly.follow", "fly.trick")),
        Step(N_("You hold two diamonds, so you must play one of them, and which one is your choice: nobody has to "
                "beat the card led. Neither of yours can beat the ace, so play the 9 of diamonds and keep the "
                "king, the highest diamond once the ace is gone. Click the 9 of diamonds."),
             Target("card", "9D"), "9D", rules=("fly.no-beat",)),
        Step(N_("Player 3's ace took the trick: 1 point off his score. The winner of a trick leads the next, and he "
                "leads the ace of hearts, the ace of trumps."), Target("card", "AH"), rules=("fly.trick",)),
        Step(N_("But this is the privilege of the ace of spades: when the ace of trumps is led, the holder of the "
                "ace of spades may play it instead, and it wins the trick. Play your ace of spades."),
             Target("card", "AS"), "AS", rules=("fly.privilege",)),
        Step(N_("Your first trick: 1 point off, and 5 more because you hold the ace of spades. Your score is 19."),
             Target("badge", 0), rules=("fly.ace-five",)),
        Step(N_("Your trick, so you lead. Lead the king of hearts, now the highest trump."),
             Target("card", "KH"), "KH"),
        Step(N_("Neither of the others had a heart, so neither could follow suit or play a trump: each played any "
                "card, and your king took the trick. Lead the queen of hearts, the highest trump again; your last "
                "card is then played for you."), Target("card", "QH"), "QH", rules=("fly.any-card",)),
        Step(N_("Your king of diamonds, the highest diamond left, took the last trick. Four tricks and the ace's 5 "
                "points: your score is down to 16."), Target("badge", 0)),
        Step(N_("Player 2 stayed in but took no trick: that is a remise, and 5 points go onto his score. Folding "
                "would have cost him nothing. Player 3's one trick brought him to 24."), Target("badge", 1),
             rules=("fly.remise",)),
        Step(N_("That is Fly. The first to bring his score to exactly 0 wins the match. Press Play a match now to "
                "play one; the Rules panel (F1) has every detail.")),
    ),
)
