"""Reads what the bot said in German or French the way a native reader would, for the slips a check
of the catalogues alone cannot see: English or notation left in, "1" with a plural noun or "2" with a
singular one, French "de" before a vowel or "à le", decimal points, a French colon without its space,
the reader's own name in an answer that says "you", a sentence of another language's catalogue, a list
of players with no "und"/"et" before the last, and a label cut in the middle of a word."""

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

MANY_WITH_SINGULAR = {
    "de": re.compile(
        r"(?<![\d,.])(?:[2-9]|[1-9]\d+) (Punkt|Siegpunkt|Schiff|Weg|Fluss|Feld|Karte|Baukarte|Wertungskarte"
        r"|Stunde|Minute|Stimme|Spiel|Sieg|Zug|Doppelzug|Station|Zigarre|Zitrusfrucht|Ware|Peso|Vogelchip"
        r"|Jeton|Runde|Platz)\b"
    ),
    "fr": re.compile(
        r"(?<![\d,.])(?:[2-9]|[1-9]\d+) (point|navire|route|rivière|carte|bâtiment|partie|victoire|heure"
        r"|minute|emplacement|coup|jeton|station|cigare|agrume|marchandise|pion|peso|joueur|manche|tour"
        r"|tabac|sucre|rhum|dé)\b"
    ),
}
"""A whole number of 2 or more followed by a singular noun of the games or the core ("changer 2 tabac",
FR-23); only nouns whose plural differs (not "bois", "voix", "Gebäude", nor German mass nouns such as
"2 Tabak", "3 Holz", which are right), not nouns that are also verbs after a subject ("Le navire 2
demande", "place", "vote"), and not after a decimal comma ("1,5 point" is right French)."""

SEAT_SQUARE = "[\U0001f7e5-\U0001f7eb]"
"""The coloured squares the bot writes before a player's name (🟥🟦🟧🟨🟩🟪🟫)."""

CONJUNCTION = {
    "de": re.compile(r",? (?:und|oder|sowie|bzw\.) "),
    "fr": re.compile(r",? (?:et|ou|puis) "),
}
"""What closes a list before its last item in each language."""

BEFORE_ELLIPSIS = re.compile(r"(?<![^\W\d_])([^\W\d_]+) ?…")
"""The word right before an ellipsis (a space between them allowed): where a label was cut short."""

LAST_WORD = re.compile(r"(?<![^\W\d_])([^\W\d_]+)\s*$")
"""A text's last word: where the second half of a menu's ``first … last`` span ends when it was cut."""

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


def _rendered(catalogue: Catalogue, lang: str, value: object = SENTINEL) -> Iterator[str]:
    """Each entry of ``catalogue`` in ``lang`` with its placeholders as ``value`` (:data:`SENTINEL`, or a
    count that chooses a plural form)."""
    for key in catalogue.tables.get(lang, {}):
        names = i18n.placeholders(catalogue.english[key]) if key in catalogue.english else frozenset()
        yield catalogue.text(key, lang, **dict.fromkeys(names, value))


def _words(catalogues: Sequence[Catalogue], lang: str) -> frozenset[str]:
    """Every word ``lang``'s sentences use, in each form a count chooses (one, and other)."""
    return frozenset(
        word.casefold()
        for catalogue in catalogues
        for value in (SENTINEL, 1, 2)
        for text in _rendered(catalogue, lang, value)
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


def _vocabulary(catalogues: Sequence[Catalogue], lang: str) -> frozenset[str]:
    """Every word, of any length, in ``lang``'s sentences with every variant (each plural and case
    form): what a whole word of the bot is, as against a piece of one."""
    return frozenset(
        word.casefold()
        for catalogue in catalogues
        for text in catalogue.tables.get(lang, {}).values()
        for word in re.findall(r"[^\W\d_]+", text)
    )


def _person(names: Sequence[str]) -> str:
    """A pattern for one player as lists show them: a seat's square before a name or a mention, or one
    of ``names`` alone, perhaps in bold."""
    known = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True) if name)
    named = f"(?:{known})(?![\\w-])" if known else "(?!)"
    return (
        rf"(?:\*\*)?(?:{SEAT_SQUARE} ?(?:\*\*)?(?:<@!?\d+>|{named}|[^\W\d_][^\s,.;:!?*()]*)|<@!?\d+>|{named})"
        r"(?:\*\*)?"
    )


def _lists(names: Sequence[str], lang: str) -> re.Pattern[str]:
    """Two or more players joined by bare commas, the whole run (never a part of it), with no
    conjunction before its last; a run that is a title's " · "-separated segment ("Santa Cruz #1 · Ana,
    Ben") is matched whole with its ``title`` group set, so that no part of it is taken for a list."""
    person = _person(names)
    closed = CONJUNCTION[lang].pattern
    return re.compile(rf"(?P<title>· )?(?<!\w)(?>(?P<run>{person}(?:, {person})+))(?!,)(?!{closed})")


def _beginnings(words: Iterable[str]) -> frozenset[str]:
    """Every proper beginning of each of ``words`` ("pe", "pes", "peso" of "pesos"): what a word cut
    short leaves."""
    return frozenset(word[:end] for word in words for end in range(1, len(word)))


def _cuts(text: str, whole: frozenset[str], beginnings: frozenset[str]) -> Iterator[str]:
    """Each word of ``text`` cut short: the beginning of a word of ``whole`` that is no whole word itself,
    right before an ellipsis ("+3 Pe…", "puis Dou …", "Genevi…") or ending the second half of a
    ``first … last`` span; a label cut after a whole word ("vendre des PV à 3 pesos…") is no slip, nor
    a word the bot does not know (a Cubano's name from the game's data)."""
    ends = [BEFORE_ELLIPSIS.finditer(text)]
    if " … " in text:
        ends.append(LAST_WORD.finditer(text))
    for found in ends:
        for m in found:
            word = m.group(1).casefold()
            if word in beginnings and word not in whole:
                yield " ".join([*text[: m.start()].split()[-2:], m.group(0).strip()])


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
    mine = "\0".join(own)
    return frozenset(piece for piece in others - own if piece not in mine)


@dataclass(frozen=True)
class _Known:
    """What :func:`slips` reads from the catalogues in one language, worked out once per process."""

    catalogues: tuple[Catalogue, ...]
    """Held so that the ids of the key stay theirs."""
    english: frozenset[str]
    foreign: frozenset[str]
    vocabulary: frozenset[str]


_KNOWN: dict[tuple[tuple[int, ...], str], _Known] = {}
"""The catalogues' words and fragments by the catalogues' ids and the language: every catalogue is read
once per process and never changes, and rendering all of them three times over for each check was most
of a transcript test's time."""


def _known(catalogues: Sequence[Catalogue], lang: str) -> _Known:
    key = (tuple(id(catalogue) for catalogue in catalogues), lang)
    if key not in _KNOWN:
        _KNOWN[key] = _Known(
            tuple(catalogues),
            english_words(catalogues, lang),
            foreign_fragments(catalogues, lang),
            _vocabulary(catalogues, lang),
        )
    return _KNOWN[key]


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
    (which are typed by people, so they are no language's words; they are what a list of players lists,
    and whole words before an ellipsis)."""
    known = _known(catalogues, lang)
    english = known.english - {n.casefold() for n in names}
    foreign = known.foreign
    whole = (
        known.vocabulary
        | SAME_IN_EVERY_LANGUAGE
        | {word.casefold() for name in names for word in re.findall(r"[^\W\d_]+", name)}
    )
    beginnings = _beginnings(whole)
    lists = _lists(names, lang)
    many = MANY_WITH_SINGULAR[lang]
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
        out += [Slip("2 or more with a singular", m.group(0), item) for m in many.finditer(text)]
        out += [Slip("decimal point", m.group(0), item) for m in DECIMAL_POINT.finditer(text)]
        out += [
            Slip("list without a conjunction", m.group("run"), item)
            for m in lists.finditer(item.text)
            if not m.group("title")
        ]
        out += [Slip("cut mid-word", piece, item) for piece in _cuts(text, whole, beginnings)]
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
