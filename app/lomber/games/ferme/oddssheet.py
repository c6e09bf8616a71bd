"""How the odds panel shows Ferme's odds (`ai.next_card_odds`, `ai.advise`): its heading, captions and lines."""

from __future__ import annotations

from lomber.search.advice import N_, Figure, OddsLine, OddsSheet

CHIPS_TIP = N_("Every case of the others' hands counted, settled as the rules settle it (a tie on 16 by the "
               "brilliant, the fewest cards, the farmer, the seat), the others drawing as players usually do; where "
               "the cases are too many, an estimate from sampled deals settled the same way, within twice its "
               "standard error as shown (not counting that the players after you are taken to draw as if you "
               "stood).")
FERME_ODDS = OddsSheet(
    heading=N_("Your next card"), heading_on=N_("Your next card, on %n point(s)"), on="total",
    caption=N_("Exact, from the %n card(s) your next card can be, weighed by what the others' draws showed "
               "(a player draws only on 16 or less)."), count="unseen",
    caption_if="draws_read",
    caption_else=N_("From the %n card(s) your next card can be, each taken as likely (what the others' draws "
                    "showed is not read into it)."),
    caption_none=N_("Exact, from the %n card(s) your next card can be, each as likely (no other player's draw "
                    "shows anything yet this deal)."),
    lines=(OddsLine("bust", N_("It busts you")),
           OddsLine("sixteen", N_("It makes exactly 16")),
           OddsLine("beat", N_("Standing, you beat the best total"), margin="beat_error",
                    estimated=N_("Standing, you beat the best total (estimate, ±%1)"), exact_if="beat_exact",
                    sampled=N_("Standing, you beat the best total (estimate: a reshuffle came in this deal)"),
                    tip=N_("The others' totals are weighed from how many cards they hold and when players stop; "
                           "a tie does not beat. Every case is counted where they are few; otherwise deals are "
                           "sampled and the figure is within the margin shown.")),
           OddsLine("draw", N_("Expected chips this deal if you draw"), Figure.CHIPS, choice=True, exact_if="exact",
                    sampled=N_("Expected chips this deal if you draw (estimate)"), tip=CHIPS_TIP, margin="draw_error",
                    estimated=N_("Expected chips this deal if you draw (estimate, ±%1)")),
           OddsLine("stand", N_("Expected chips this deal if you stand"), Figure.CHIPS, choice=True,
                    exact_if="exact", sampled=N_("Expected chips this deal if you stand (estimate)"),
                    tip=CHIPS_TIP, margin="stand_error",
                    estimated=N_("Expected chips this deal if you stand (estimate, ±%1)")),
           OddsLine("close", N_("Too close to call: drawing and standing within (chips)"), Figure.CHIPS,
                    choice=True,
                    tip=N_("Sampled with the most deals the advice takes, the two choices are still closer than "
                           "the estimate's margin: either may be the better one."))))
