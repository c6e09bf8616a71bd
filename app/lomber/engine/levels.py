"""The computer players' levels: those every game offers, and `expert`, which a game offers where its strong
player searches (its players module lists it in `PLAYERS`). A seat may hold any of them; `game_levels` in
`lomber.engine.registry` says which a game offers."""

from __future__ import annotations

from lomber.engine.options import N_

LEVELS = (N_("easy"), N_("normal"), N_("strong"))   # the levels every game offers, in the app's order
EXPERT = N_("expert")
OPTIONAL_LEVELS = (EXPERT,)          # offered by a game whose `PLAYERS` has them (after LEVELS, in this order)
SEAT_LEVELS = LEVELS + OPTIONAL_LEVELS
# The expert level is the strong search with this many times its work (worlds and time): patient players'
# opponent, p95 ≤ 5 s a decision where strong's is ≤ 1 s.
EXPERT_SCALE = 5.0
