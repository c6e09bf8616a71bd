"""Chemin de fer's lesson, two coups: the auction for the bank (a bid, outbid, a pass), a bet that makes the learner
the punter, his choice on 5 and the tableau; then a banco and a natural.

The learner bids the smallest bank, 20; Player 2 names 100; Player 3 and then the learner drop out, so Player 2
banks 100. Player 3 passes; the learner bets the minimum, 10, and is the punter. He has 5 and a king (5), draws
a 3 (8); the banker, on 4 against a third card of 3, must draw by the tableau: a 2 (6). The punter's 8 wins his
bet, and the bank passes to Player 3, who names 50. The learner, first on his left, calls banco: his 4 and 5, a
natural 9, beat the banker's 7. Every move taught but the banco is the one Hint advises (tests/test_lesson_advice.py);
Hint passes there, and the step says why the lesson asks for a banco all the same.
"""

from __future__ import annotations

from lomber.engine.lesson import Lesson, Step, Target
from lomber.engine.options import N_

LESSON = Lesson(
    game="chemin-de-fer",
    seats=3,
    options={"starting_chips": 500},
    presets=[{"pack": "5H 2S KD 2C 3D 2H 4C KH 5D 7S"}],
    script=((0, "bid 20"), (1, "bid 100"), (2, "pass"), (0, "pass"), (2, "pass"), (0, "bet 10"), (0, "draw"),
            (1, "draw"), (2, "bank 50"), (0, "banco")),
    steps=(
        Step(N_("Welcome to Chemin de fer! Each coup is one hand of the banker against one punter, who plays for "
                "everybody who bet. The best point is 9: tens and court cards count 0, an ace 1, and a total "
                "counts without its tens (5 + 6 = 11 is a point of 1)."), Target("stock"), rules=("cdf.points",)),
        Step(N_("First the players bid for the bank, in turn: each names a bigger bank or drops out, and the last "
                "one bidding holds it. The bank has a small edge over the punters, so bid the smallest bank, 20 "
                "chips: set the amount to 20 and press Bid."), Target("button", "bid"), "bid 20",
             rules=("cdf.auction",)),
        Step(N_("Player 2 named a bank of 100 chips and Player 3 dropped out. To hold the bank now you would have "
                "to name more than 100, a big part of your 500 chips on a single hand: press Pass."),
             Target("button", "pass"), "pass", rules=("cdf.auction",)),
        Step(N_("Player 2 holds the bank, 100 chips: here it lies. He plays one hand against the table."),
             Target("pile", "bank")),
        Step(N_("Betting goes round from the banker's left, one turn each: Player 3 passed. You may bet part of "
                "the bank, or call banco: bet the whole bank, so that the smaller bets are taken back and you "
                "alone play the hand."), Target("badge", 2), rules=("cdf.betting", "cdf.banco")),
        Step(N_("The bank's edge makes small bets wise: bet the table's least, 10 chips. Set the amount to 10 and "
                "press Bet. The player with the biggest bet is the punter: you will play the hand."),
             Target("button", "bet"), "bet 10", rules=("cdf.punter",)),
        Step(N_("You are the punter. Your cards are a 5 and a king; the king counts 0, so your point is 5."),
             Target("hand", 0), rules=("cdf.points",)),
        Step(N_("Most draws are fixed by a table, the tableau: the punter draws on 0 to 4 and stands on 6 or 7. On "
                "5 the choice is yours. Take a third card: press Draw."), Target("button", "draw"), "draw",
             rules=("cdf.tableau",)),
        Step(N_("A 3 makes your point 8. The banker had 4, and against a third card of 3 the tableau made him draw: "
                "a 2, so he has 6."), Target("hand", 1), rules=("cdf.banker-draws",), deal_end=True),
        Step(N_("8 beats 6: the bank pays your bet, 10 chips, and the bank passes to the next player in turn, "
                "Player 3. Press Next for the next coup."), Target("badge", 0), rules=("cdf.bank-passes",),
             deal_end=True),
        Step(N_("Player 3 holds the bank now and named 50 chips. Betting starts on his left, with you. Hint "
                "advises you to pass: the bank keeps its edge, and a banco puts 50 chips on one coup. But a bank "
                "this small next to your 510 chips is where a banco is tried: press Banco, and you alone play "
                "this coup against the whole bank."), Target("button", "banco"), "banco",
             rules=("cdf.banco",), hint_differs=True),
        Step(N_("Your cards make 9: a two-card point of 8 or 9 is a natural, shown at once, and nobody draws. "
                "The banker's 7 loses: the bank pays your banco, 50 chips."), Target("hand", 0),
             rules=("cdf.natural",)),
        Step(N_("That is Chemin de fer. Press Play a match now to play a whole match; the Rules panel (F1) has the "
                "banker's whole tableau.")),
    ),
)
