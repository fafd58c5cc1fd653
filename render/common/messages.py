"""The words of the pictures every game ends with (the final standings and the score chart), in every
language; each game names its own sources and chart marks in its catalogue."""

from __future__ import annotations

from rules.i18n import Catalogue

ENGLISH: dict[str, str] = {
    "final.title": "Final standings",
    "final.winner": "{name} wins",
    "final.winners": "{names} share the win",
    "final.total": "Total",
    "final.place": "#{rank}",
    "final.chart": "Scores, move by move",
    "final.moves": "moves",
}

GERMAN: dict[str, str] = {
    "final.title": "Endstand",
    "final.winner": "{name} gewinnt",
    "final.winners": "{names} teilen sich den Sieg",
    "final.total": "Summe",
    "final.place": "{rank}.",
    "final.chart": "Punkte, Zug für Zug",
    "final.moves": "Züge",
}

FRENCH: dict[str, str] = {
    "final.title": "Classement final",
    "final.winner": "{name} gagne",
    "final.winners": "{names} se partagent la victoire",
    "final.total": "Total",
    "final.place": "{rank:ordinal}",
    "final.chart": "Scores, coup par coup",
    "final.moves": "coups",
}

CATALOGUE = Catalogue("final", {"en": ENGLISH, "de": GERMAN, "fr": FRENCH})
