"""Chemin de fer's lesson: the auction for the bank, a banco by the learner, his choice on 5 and the tableau.

The learner passes in the auction; Player 2 banks 100; Player 3 bets 20; the learner calls banco (Player 3's bet
is taken back). The learner has 5 and a king (5), draws a 3 (8); the banker, on 4 against a third card of 3, must
draw by the tableau: a 2 (6). The punter's 8 wins the whole bank.
"""

from __future__ import annotations

from lomber.ui.panels.lessons import Lesson, Step, Target
from lomber.ui.texts import N_

LESSON = Lesson(
    game="chemin-de-fer",
    seats=3,
    options={"starting_chips": 500},
    presets=[{"pack": "5H 2S KD 2C 3D 2H"}],
    script=((0, "pass"), (1, "bid 100"), (2, "pass"), (2, "bet 20"), (0, "banco"), (0, "draw"), (1, "draw")),
    steps=(
        Step(N_("Welcome to Chemin de fer! Each coup is one hand of the banker against one punter, who plays for "
                "everybody who bet. The best point is 9: tens and court cards count 0, an ace 1, and a total "
                "counts without its tens (5 + 6 = 11 is a point of 1)."), Target("stock"), rules=("cdf.points",)),
        Step(N_("First the players bid for the bank: whoever names the biggest bank holds it. This time let the "
                "others bid, to see a coup from the punters' side first (Hint would bid the smallest bank, as the "
                "bank has a small edge): press Pass."), Target("button", "pass"), "pass", hint_differs=True),
        Step(N_("Player 2 named the biggest bank, 100 chips: here it lies. He is the banker and plays one hand "
                "against the table."), Target("pile", "bank"), rules=("cdf.auction",)),
        Step(N_("Betting goes round from the banker's left, one turn each. Player 3 bet 20 chips of the bank."),
             Target("badge", 2), rules=("cdf.betting",)),
        Step(N_("Your turn. Banco means betting the whole bank: smaller bets are taken back and you alone play the "
                "hand against the banker. Hint would pass, as the bank has a small edge on every coup; the lesson "
                "calls banco to show you a coup from the punter's seat. Press Banco."), Target("button", "banco"),
             "banco", hint_differs=True, rules=("cdf.banco",)),
        Step(N_("You are the punter. Your cards are a 5 and a king; the king counts 0, so your point is 5."),
             Target("hand", 0), rules=("cdf.points",)),
        Step(N_("Most draws are fixed by a table, the tableau: the punter draws on 0 to 4 and stands on 6 or 7. On "
                "5 the choice is yours. Take a third card: press Draw."), Target("button", "draw"), "draw",
             rules=("cdf.tableau",)),
        Step(N_("A 3 makes your point 8. The banker had 4, and against a third card of 3 the tableau made him draw: "
                "a 2, so he has 6."), Target("hand", 1), rules=("cdf.banker-draws",)),
        Step(N_("8 beats 6: the bank pays your banco, 100 chips, and the bank passes to the next player in turn."),
             Target("badge", 0), rules=("cdf.bank-passes",)),
        Step(N_("That is Chemin de fer. Press Play a match now to play a whole match; the Rules panel (F1) has the "
                "banker's whole tableau.")),
    ),
)
