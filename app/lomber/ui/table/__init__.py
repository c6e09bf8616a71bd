"""The table: the scene that draws and animates a game, its sprites, layout, clock, felt, card art, speeds,
sounds and the action bar under it."""
