"""Pure rules shared by every game: cards, packs, chips, the match protocol, records. No Qt here."""
