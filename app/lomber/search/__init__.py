"""The shared search toolkit games build their computer players on: sampling hidden cards, play-outs and PIMC
(`pimc`), single-observer ISMCTS (`ismcts`), the player interface and the random player (`players`), and the
advice sheets a game's advisor returns (`advice`). It sits below the games and above the engine (docs/design.md,
"Layers"); the players' registry, the advisor's dispatch and the explanations stay in `lomber.ai`. No Qt here."""
