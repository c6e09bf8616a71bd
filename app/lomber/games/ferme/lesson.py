"""Ferme's lesson: a deal where the learner draws from 9 to exactly 16 and takes the whole farm.

Player 3 is the farmer; the deal goes round from his right: Player 2 (10, then 4: stands on 14), the learner
(7, then 2 dealt by the rule of the second card, then 3 and 4 asked for: 16), the farmer (9 and a king: bust).
"""

from __future__ import annotations

from lomber.engine.lesson import Lesson, Step, Target
from lomber.engine.options import N_

LESSON = Lesson(
    game="ferme",
    seats=3,
    options={"first_dealer": 2, "starting_chips": 20},
    presets=[{"pack": "10S 7C 9D 4H 2C 3D 4S KD"}],
    script=((1, "draw"), (1, "stand"), (0, "draw"), (0, "draw"), (0, "draw"), (0, "stand"), (2, "draw"),
            (2, "stand")),
    steps=(
        Step(N_("Welcome to Ferme! Everyone has put 1 chip into the farm, here in the middle. A player who ends the "
                "deal with exactly 16 takes the whole farm."), Target("pile", "farm"),
             rules=("ferme.ante", "ferme.sixteen")),
        Step(N_("Player 3 is the farmer: he deals and plays a hand like everyone else. Each bust player pays him "
                "1 chip."), Target("badge", 2), rules=("ferme.bust-pays",)),
        Step(N_("These are your cards: 7 and 2, worth 9. The second card is compulsory, so the table dealt it for "
                "you. Aces count 1, court cards 10."), Target("hand", 0), rules=("ferme.second-card", "ferme.values")),
        Step(N_("9 is far from 16. Ask for another card: press Draw."), Target("button", "draw"), "draw"),
        Step(N_("A 3: you have 12 now. Four more would make exactly 16, and only a card above 4 would put you "
                "over. Draw once more."), Target("button", "draw"), "draw"),
        Step(N_("A 4: exactly 16! Any card now would take you over 16, so stop here: press Stand."),
             Target("button", "stand"), "stand"),
        Step(N_("The hands are turned up. The farmer drew a king to his 9 and went over 16: he is bust. Player 2 "
                "stopped on 14."), Target("hand", 2)),
        Step(N_("You alone have exactly 16, so the whole farm is yours. Had nobody made 16, the farm would have "
                "stayed on the table, and the player closest to 16 would have collected 1 chip from each player "
                "below him who was not bust."), Target("badge", 0), rules=("ferme.sixteen", "ferme.closest")),
        Step(N_("That is Ferme. Press Play a match now to play a whole match; the Rules panel (F1) has every "
                "detail.")),
    ),
)
