"""Reads what the bot said in German or French the way a native reader would, for the slips a check
of the catalogues alone cannot see: English or notation left in, "1" with a plural noun, French "de"
before a vowel or "à le", decimal points, a French colon without its space, the reader's own name in
an answer that says "you", and a sentence of another language's catalogue."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from rules import i18n
from rules.i18n import Catalogue

SENTINEL = "\x00"
"""What every placeholder is filled with when a catalogue's literal words are gathered."""

WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿœŒ]{4,}")
"""A word long enough to tell languages apart."""

CODE = re.compile(r"`[^`]*`|https?://\S+|<[@#:t][^>]*>|:[a-z0-9_]+:|\b[\w-]+\.(?:json|png|webp)\b")
"""What readers do not read as sentences: code spans (notation shown as notation), links, mentions and
timestamps, emoji codes, file names."""

SAME_IN_EVERY_LANGUAGE = frozenset({"santa", "cruz", "santiago", "cuba", "alonso", "computer"})
"""Words English shares with German or French as names (the games, the Cuban) or loans."""

ONE_WITH_PLURAL = {
    "de": re.compile(
        r"\b1 (Punkte|Punkten|Schiffe|Schiffen|Wege|Wegen|Flüsse|Flüssen|Karten|Felder|Stunden|Stimmen"
        r"|Spiele|Spielen|Siege|Züge|Zügen|Stationen|Zigarren|Zitrusfrüchte|Waren|Siegpunkte|Vogeljetons"
        r"|Jetons|Spieler|Runden|Pesos|Bauten)\b"
    ),
    "fr": re.compile(
        r"\b1 (points|navires|routes|rivières|cartes|bâtiments|parties|victoires|heures|emplacements"
        r"|coups|jetons|stations|cigares|agrumes|marchandises|pions|pesos|joueurs|manches|tours|votes)\b"
    ),
}
"""A "1" followed by a plural noun of the games or the core."""

ELISION = re.compile(r"(?<![-\w])(de|que|le|la|je|ne|se|me|te) (?=[AEIOUYÉÈÊÀÂÎÔÛaeiouyéèêàâîôûœ])")
"""French words that elide before a vowel ("d'Ana", "l'église"); not a pronoun after a verb
("revois-la avec")."""

CAPITAL_AFTER_COLON = re.compile(
    r"[:;] (Tu|Vous|Il|Elle|Ils|On|Je|Nous|Le|La|Les|Un|Une|Des|Ton|Ta|Tes|Son|Sa|Ses|Ce|Cette|Ces|Personne"
    r"|Rien|Aucun|Aucune|Du|Au|Aux)\b"
)
"""A French sentence going on after a colon with a capital ("C'est fait : Tu livres")."""

RANKED = re.compile(r"\b\d+(?:\.|er|e|re) ")
"""A rank before a name in a standings list ("2. Cem 21 SP", "2e Cem"): a list, not a sentence."""

CONTRACTION = re.compile(r"\b(à|de) les?\b")
"""French "à le", "à les", "de le", "de les" ("au", "aux", "du", "des")."""

DECIMAL_POINT = re.compile(r"\d\.\d")
"""A decimal point (German and French write a comma)."""

TIGHT_PUNCTUATION = re.compile(r"[^\s\u00a0\u202f(«]([:;?!])(?=\s|$)")
"""A French colon, semicolon, question or exclamation mark with no space before it."""


@dataclass(frozen=True, slots=True)
class Said:
    """One thing a reader saw: a message's words, a button or a menu option."""

    text: str
    where: str
    """Where it was seen (for the report): ``public``, ``answer to Ana``, ``DM to Ben``."""
    reader: str | None = None
    """The person it was shown to privately, ``None`` for the channel."""
    to_you: bool = False
    """An answer about the reader's own move, written in the second person."""


@dataclass(frozen=True, slots=True)
class Slip:
    """A mistake a native reader would notice."""

    rule: str
    found: str
    said: Said


def _readable(text: str) -> str:
    return CODE.sub(" ", text)


def _rendered(catalogue: Catalogue, lang: str) -> Iterator[str]:
    """Each entry of ``catalogue`` in ``lang`` with its placeholders as :data:`SENTINEL`."""
    for key in catalogue.tables.get(lang, {}):
        names = i18n.placeholders(catalogue.english[key]) if key in catalogue.english else frozenset()
        yield catalogue.text(key, lang, **dict.fromkeys(names, SENTINEL))


def _words(catalogues: Sequence[Catalogue], lang: str) -> frozenset[str]:
    return frozenset(
        word.casefold()
        for catalogue in catalogues
        for text in _rendered(catalogue, lang)
        for word in WORD.findall(text)
    )


def _fragments(catalogues: Sequence[Catalogue], lang: str) -> frozenset[str]:
    """The literal stretches of ``lang``'s sentences between placeholders, long enough to be a language's
    own (16 characters or more)."""
    out = set()
    for catalogue in catalogues:
        for text in _rendered(catalogue, lang):
            for piece in re.split(f"[{SENTINEL}\n]", text):
                piece = piece.strip(" *_·•:,.()")
                if len(piece) >= 16 and WORD.search(piece):
                    out.add(piece)
    return frozenset(out)


def english_words(catalogues: Sequence[Catalogue], lang: str) -> frozenset[str]:
    """Words of the English sentences that no sentence of ``lang`` uses: an English word left in."""
    return _words(catalogues, "en") - _words(catalogues, lang) - SAME_IN_EVERY_LANGUAGE


def foreign_fragments(catalogues: Sequence[Catalogue], lang: str) -> frozenset[str]:
    """Literal stretches of the other languages' sentences that ``lang``'s sentences never contain."""
    own = _fragments(catalogues, lang)
    others: set[str] = set()
    for other in i18n.LANGUAGES:
        if other != lang:
            others |= _fragments(catalogues, other)
    return frozenset(piece for piece in others - own if not any(piece in mine for mine in own))


def slips(
    said: Iterable[Said],
    lang: str,
    catalogues: Sequence[Catalogue],
    *,
    notation: Iterable[str] = (),
    names: Sequence[str] = (),
) -> list[Slip]:
    """Every slip in what readers of ``lang`` saw; ``notation`` holds the game's action lines (without
    their seat), which must never reach a reader outside a code span, and ``names`` the players' names
    (which are typed by people, so they are no language's words)."""
    english = english_words(catalogues, lang) - {n.casefold() for n in names}
    foreign = foreign_fragments(catalogues, lang)
    moves = sorted({line for line in notation if " " in line}, key=len, reverse=True)
    out: list[Slip] = []
    for item in said:
        text = _readable(item.text)
        out += [Slip("English word", w, item) for w in WORD.findall(text) if w.casefold() in english]
        out += [
            Slip("notation", line, item)
            for line in moves
            if re.search(rf"(?<!\w){re.escape(line)}(?!\w)", text)
        ]
        out += [Slip("other language", piece, item) for piece in foreign if piece in text]
        out += [Slip("1 with a plural", m.group(0), item) for m in ONE_WITH_PLURAL[lang].finditer(text)]
        out += [Slip("decimal point", m.group(0), item) for m in DECIMAL_POINT.finditer(text)]
        if lang == "fr":
            out += [
                Slip("no elision", m.group(0) + text[m.end() : m.end() + 6], item)
                for m in ELISION.finditer(text)
            ]
            out += [Slip("no contraction", m.group(0), item) for m in CONTRACTION.finditer(text)]
            out += [Slip("no space before", m.group(0), item) for m in TIGHT_PUNCTUATION.finditer(text)]
            out += [
                Slip("capital after a colon", m.group(0), item) for m in CAPITAL_AFTER_COLON.finditer(text)
            ]
        if item.to_you and item.reader:
            sentences = re.sub(rf"{RANKED.pattern}{re.escape(item.reader)}\b", " ", text)
            if re.search(rf"\b{re.escape(item.reader)}\b", sentences):
                out.append(Slip("own name in a you-form answer", item.reader, item))
    return out
