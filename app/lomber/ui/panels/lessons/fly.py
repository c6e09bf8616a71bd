"""Fly's lesson (3 players, hearts trumps): an exchange, the ace of spades' privilege, and a remise.

Player 3 deals; the learner, on his left, exchanges his two low diamonds for the queen and jack; everyone keeps.
The learner leads the 7 of clubs, Player 2 wins it with the ace and leads the ace of trumps; the learner's ace of
spades takes it by its privilege (1 point off and 5 for the ace). The learner wins the rest but one; Player 3,
who kept his clubs and took no trick, scores a remise.
"""

from __future__ import annotations

from lomber.ui.panels.lessons import Lesson, Step, Target
from lomber.ui.texts import N_

# Five cards each from the dealer's left (seats 0, 1, 2), the trump card 9H, then the stock's top (QD JD).
PACK = "AS AH QC KS AC JC 7C KC 10C 8D 8S 9C 7D 7S 8C 9H QD JD"

LESSON = Lesson(
    game="fly",
    seats=3,
    options={"first_dealer": 2},
    presets=[{"pack": PACK}],
    script=((0, "exchange 8D 7D"), (1, "keep"), (2, "keep"), (0, "7C"), (1, "AC"), (2, "8C"), (1, "AH"), (2, "9C"),
            (0, "AS"), (0, "KS"), (1, "8S"), (2, "10C"), (0, "QD"), (1, "7S"), (2, "JC"), (0, "JD"), (1, "KC"),
            (2, "QC")),
    steps=(
        Step(N_("Welcome to Fly! Everyone starts with a score of 25 and tries to bring it down to exactly 0: each "
                "trick you win takes 1 point off."), Target("badge", 0)),
        Step(N_("The dealer turned up the 9 of hearts: hearts are trumps for this deal."), Target("card", "9H")),
        Step(N_("Your hand. The ace of spades has powers of its own; the 8 and 7 of diamonds will hardly win a "
                "trick."), Target("hand", 0)),
        Step(N_("Each player once keeps his five cards, exchanges some with the stock, or folds and sits the deal "
                "out. Click the 8 and the 7 of diamonds, then press Exchange."), Target("hand", 0),
             "exchange 8D 7D"),
        Step(N_("You drew the queen and jack of diamonds; both other players kept their cards."), Target("hand", 0)),
        Step(N_("You lead the first trick. The others must follow suit, or else play a trump. Lead the 7 of clubs: "
                "click it."), Target("card", "7C"), "7C"),
        Step(N_("Player 2 took that trick with the ace of clubs and has led the ace of hearts, the ace of trumps."),
             Target("card", "AH")),
        Step(N_("This is the privilege of the ace of spades: when the ace of trumps is led, the holder of the ace of "
                "spades may play it, and it wins the trick. Play your ace of spades."), Target("card", "AS"), "AS"),
        Step(N_("Your first trick: 1 point off, and 5 more because you hold the ace of spades. Your score is 19."),
             Target("badge", 0)),
        Step(N_("The winner of a trick leads the next. The king of spades is now the highest spade: lead it."),
             Target("card", "KS"), "KS"),
        Step(N_("Nobody else has a diamond or a trump left. Lead the queen of diamonds."), Target("card", "QD"),
             "QD"),
        Step(N_("Your last card was played for you. Four tricks and the ace's 5 points: your score is down to 16."),
             Target("badge", 0)),
        Step(N_("Player 3 stayed in but took no trick: that is a remise, and 5 points go onto his score. Folding "
                "would have cost him nothing."), Target("badge", 2)),
        Step(N_("That is Fly. The first to bring his score to exactly 0 wins the match. Choose Game ▸ New game to "
                "play one; the Rules panel (F1) has every detail.")),
    ),
)
