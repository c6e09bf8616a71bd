"""One module per game: ferme, chemin_de_fer, fortuna, fly. No Qt here."""
