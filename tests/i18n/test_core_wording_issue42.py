"""Issue 42: the German and French findings of the review of 2026-11-28 whose text is in the core's
catalogues (``bot/locales``), each as a player now reads it."""

from __future__ import annotations

import pytest

from bot.texts import CATALOGUE as CORE
from rules import i18n

LINK = "https://discord.com/channels/1/2/3"


@pytest.mark.parametrize(
    ("finding", "lang", "key", "params", "reads"),
    [
        ("DE-1", "de", "lobby.players", {"count": 1, "min": 2, "max": 4}, "Spieler: 1 (2 bis 4 möglich)"),
        ("DE-2", "de", "lobby.how", {"command": "santacruz", "min": 2, "max": 4}, "jeder Spieler kann"),
        ("DE-3", "de", "lobby.started_thread_reply", {"thread": "<#9>"}, "in einem eigenen Thread: <#9>."),
        (
            "DE-14",
            "de",
            "lobby.finished",
            {"game": "G", "thread": "<#9>", "winners": "B", "link": LINK},
            "Zum Endstand: https",
        ),
        ("DE-15", "de", "stats.scores", {"average": "79,0", "best": 79}, "Bestwert: **79**"),
        (
            "DE-16",
            "de",
            "stats.games",
            {"games": 1, "wins": 0, "rate": 0, "rank": "3,0"},
            "Platz im Schnitt: 3,0",
        ),
        (
            "FR-1",
            "fr",
            "lobby.how",
            {"command": "santacruz", "min": 2, "max": 4},
            "peut lancer la partie dès que",
        ),
        (
            "FR-2",
            "fr",
            "lobby.started_thread",
            {"game": "G", "thread": "<#9>", "seats": "A et B"},
            "se joue dans le fil <#9>.",
        ),
        (
            "FR-4",
            "fr",
            "turn.ping",
            {"who": "<@1>", "game": "Santa Cruz", "link": LINK},
            "à toi de jouer (Santa Cruz) :",
        ),
        ("FR-8", "fr", "table.private", {"link": LINK}, "Personne d’autre ne voit cette copie."),
        (
            "FR-8",
            "fr",
            "history.line",
            {"id": 1, "ended": 0, "scores": "G 103", "winner": "G", "mark": ""},
            "victoire : **G**",
        ),
        (
            "FR-17",
            "fr",
            "lobby.finished",
            {"game": "G", "thread": "<#9>", "winners": "B", "link": LINK},
            "État final de la partie : https",
        ),
        ("FR-19", "fr", "stats.favourite", {"choice": "set D", "count": 1}, "Choix le plus fréquent : set D"),
        ("FR-21", "fr", "undo.button", {}, "Reprendre mon coup"),
        (
            "5 de.ftl:106",
            "de",
            "settings.saved",
            {
                "reminder": 12,
                "takeover": 48,
                "substitute": 72,
                "undo": 2,
                "threads": "an",
                "language": "Deutsch",
                "hints": "nur an Übungstischen",
            },
            "**72 Stunden**, in denen ein Computer für Abwesende spielt",
        ),
        ("5 de.ftl:75", "de", "timer.vote_button", {}, "Computer übernehmen lassen"),
        ("5 board-note", "de", "board.note", {}, "μ − 3σ (eine vorsichtige Schätzung der Spielstärke)"),
        ("5 board-note", "fr", "board.note", {}, "μ − 3σ (estimation prudente du niveau)"),
        ("5 board-note", "en", "board.note", {}, "μ − 3σ (a cautious estimate of skill)"),
        (
            "5 de.ftl:253",
            "de",
            "mygames.yours_open",
            {"game": "G", "id": 1, "since": "x", "place": 2, "players": 3, "score": 40, "link": LINK},
            "Du liegst auf Platz 2 von 3 mit 40 Punkten.",
        ),
        (
            "5 de.ftl:265",
            "de",
            "mygames.ended",
            {"game": "G", "id": 1, "ended": "x", "winners": "B", "place": 2, "players": 3, "score": 40},
            "Am Ende lagst du auf Platz 2 von 3 mit 40 Punkten.",
        ),
        (
            "5 fr.ftl:305",
            "fr",
            "mygames.away_here",
            {"game": "G", "id": 1, "name": "A", "until": "x"},
            "Dans la partie G #1 de ce salon, A",
        ),
    ],
)
def test_a_reviewed_core_sentence_reads_as_corrected(
    finding: str, lang: str, key: str, params: dict[str, object], reads: str
) -> None:
    """issue 42: each core finding of languages-2.md reads as the review asks (``finding`` names it)."""
    text, errors = CORE.strictly(key, lang, **params)
    assert not errors and reads in text, (finding, text)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_core_sentence_shows_notation_or_a_masculine_you(lang: str) -> None:
    """issue 42 (section 5, FR-8): no core sentence shows "mu - 3 sigma", and no French one speaks to the
    reader in a masculine form ("toi seul", "tu es parti", "gagnant :")."""
    for key in CORE:
        source = CORE.tables[lang].get(key, "")
        assert "sigma" not in source, key
        if lang == "fr":
            assert not any(w in source for w in ("oi seul", "Tu es parti", "gagnant :")), key
