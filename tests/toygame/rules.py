"""High Card: a tiny game that exists only in the tests, to prove the bot core generic (issue 26).

Two players each hold one hidden card from a shuffled deck of 1 to 9. They take turns, two each: keep
the card, or swap it (the old card goes face up, a new one is drawn from the deck, seen by its holder
only). After the fourth turn the cards are shown; the higher card wins and scores its value.

Notation: ``<seat> keep`` and ``<seat> swap``. A record holds the players, the seed and the moves, and
once the game is over the result.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from rules.contract import GameRules, JsonObject, JsonScalar, Outcome, ScoreSheet, SeatResult
from rules.records import RecordError
from rules.teach import TURNING_POINTS, Hint, Miss, TurningPoint, WordParam, Words

NAME = "highcard"
TURNS = 4
"""Turns in a game: two per player, seat 0 first."""
DECK = tuple(range(1, 10))
WORDS = {
    "hint.keep": "Keep your {card}: a card drawn is as likely to be lower.",
    "hint.swap": "Swap your {card}: a card drawn is more likely to be higher.",
    "refused.deck_empty": "The deck is empty, so there is no card left to swap for.",
    "turning.good": "Move {move}: {name} chose to {choice}, about {points} better than to {runner}.",
    "turning.miss": "Move {move}: {name} chose to {choice}; to {instead} was worth about {points} more.",
}
"""High Card's teaching sentences (English only: a test game)."""


class HighCardError(ValueError):
    """A line that does not parse, or a move the rules refuse now."""


@dataclass(frozen=True, slots=True)
class State:
    """The whole game, secrets included: the deck still to draw, each hand, the discards, the moves."""

    names: tuple[str, ...]
    seed: int
    deck: tuple[int, ...]
    hands: tuple[int, ...]
    discards: tuple[tuple[int, ...], ...]
    moves: tuple[str, ...] = ()

    @property
    def turn(self) -> int:
        return len(self.moves)

    @property
    def over(self) -> bool:
        return self.turn >= TURNS


@dataclass(frozen=True, slots=True)
class Event:
    """What a move did: ``kept`` or ``swapped`` (then the card discarded face up and, secret to the
    seat, the card drawn); ``shown``: the hands at the end."""

    kind: str
    seat: int
    discarded: int = 0
    drew: int = 0
    hands: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PublicView:
    """What the table sees: names, whose turn, the discards, and the hands once shown."""

    names: tuple[str, ...]
    turn: int
    awaiting: frozenset[int]
    discards: tuple[tuple[int, ...], ...]
    shown: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What one seat sees: the table and its own card."""

    public: PublicView
    seat: int
    card: int
    legal: tuple[str, ...] = field(default=())


def _line(seat: int, word: str) -> str:
    return f"{seat} {word}"


class HighCard:
    """High Card behind the typed game contract."""

    name = NAME
    min_players = 2
    max_players = 2
    computer_levels: tuple[str, ...] = ("simple",)

    def new_state(self, names: Sequence[str], seed: int, options: Mapping[str, JsonScalar]) -> State:
        if len(names) != 2:
            raise HighCardError("High Card is for two players")
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        return State(tuple(names), seed, tuple(deck[2:]), (deck[0], deck[1]), ((), ()))

    def to_json(self, state: State) -> JsonObject:
        return {
            "names": list(state.names),
            "seed": state.seed,
            "deck": list(state.deck),
            "hands": list(state.hands),
            "discards": [list(d) for d in state.discards],
            "moves": list(state.moves),
        }

    def from_json(self, data: JsonObject) -> State:
        def ints(value: object) -> tuple[int, ...]:
            assert isinstance(value, list)
            return tuple(int(v) for v in value if isinstance(v, int))

        names, discards, moves, seed = data["names"], data["discards"], data["moves"], data["seed"]
        assert isinstance(names, list) and isinstance(discards, list) and isinstance(moves, list)
        assert isinstance(seed, int)
        return State(
            tuple(str(n) for n in names),
            seed,
            ints(data["deck"]),
            ints(data["hands"]),
            tuple(ints(d) for d in discards),
            tuple(str(m) for m in moves),
        )

    def parse(self, line: str) -> tuple[int, str]:
        parts = line.split()
        if len(parts) != 2 or parts[0] not in ("0", "1") or parts[1] not in ("keep", "swap"):
            raise HighCardError(f"not a High Card move: {line!r}")
        return int(parts[0]), _line(int(parts[0]), parts[1])

    def format_action(self, action: str) -> str:
        return action

    def awaiting(self, state: State) -> frozenset[int]:
        return frozenset() if state.over else frozenset({state.turn % 2})

    def legal_actions(self, state: State, seat: int) -> Sequence[str]:
        if seat not in self.awaiting(state):
            return ()
        return (_line(seat, "keep"), _line(seat, "swap")) if state.deck else (_line(seat, "keep"),)

    def apply(self, state: State, action: str) -> tuple[State, list[Event]]:
        seat, line = self.parse(action)
        if line not in self.legal_actions(state, seat):
            raise HighCardError(f"{line!r} is not allowed now")
        events: list[Event]
        if line.endswith("swap"):
            old, new = state.hands[seat], state.deck[0]
            hands = tuple(new if s == seat else card for s, card in enumerate(state.hands))
            discards = tuple((*d, old) if s == seat else d for s, d in enumerate(state.discards))
            state = replace(state, deck=state.deck[1:], hands=hands, discards=discards)
            events = [Event("swapped", seat, discarded=old, drew=new)]
        else:
            events = [Event("kept", seat)]
        state = replace(state, moves=(*state.moves, line))
        if state.over:
            events.append(Event("shown", seat, hands=state.hands))
        return state, events

    def is_over(self, state: State) -> bool:
        return state.over

    def public_view(self, state: State) -> PublicView:
        shown = state.hands if state.over else ()
        return PublicView(state.names, state.turn, self.awaiting(state), state.discards, shown)

    def player_view(self, state: State, seat: int) -> PlayerView:
        legal = tuple(self.legal_actions(state, seat))
        return PlayerView(self.public_view(state), seat, state.hands[seat], legal)

    def outcome(self, state: State) -> Outcome | None:
        if not state.over:
            return None
        best = max(state.hands)
        ranks = [1 if card == best else 2 for card in state.hands]
        return Outcome(tuple(SeatResult(card, rank) for card, rank in zip(state.hands, ranks, strict=True)))

    def scores(self, state: State) -> tuple[int, ...]:
        return tuple(state.hands) if state.over else tuple(0 for _ in state.names)

    def record(self, state: State) -> JsonObject:
        record: JsonObject = {
            "game": NAME,
            "players": list(state.names),
            "seed": state.seed,
            "moves": list(state.moves),
        }
        result = self.outcome(state)
        if result is not None:
            record["result"] = {"scores": list(result.scores), "ranks": list(result.places)}
        return record

    def record_outcome(self, record: JsonObject) -> Outcome | None:
        result = record.get("result")
        if result is None:
            return None
        if not isinstance(result, dict):
            raise HighCardError("a High Card result is an object")
        scores, ranks = result.get("scores"), result.get("ranks")
        if not isinstance(scores, list) or not isinstance(ranks, list):
            raise HighCardError("a High Card result holds scores and ranks")
        return Outcome(
            tuple(SeatResult(int(str(s)), int(str(r))) for s, r in zip(scores, ranks, strict=True))
        )

    def score_sheet(self, record: JsonObject) -> ScoreSheet:
        """The card each seat held after every move; the last one is its score."""
        steps = self.replay_steps(record)
        held = tuple(self.replay(record, step).hands for step in range(steps + 1))
        return ScoreSheet(("card",), tuple((card,) for card in held[-1]), held)

    def replay_steps(self, record: JsonObject) -> int:
        moves = record.get("moves")
        return len(moves) if isinstance(moves, list) else 0

    def replay(self, record: JsonObject, step: int) -> State:
        players, seed, moves = record.get("players"), record.get("seed"), record.get("moves")
        if not isinstance(players, list) or not isinstance(seed, int) or not isinstance(moves, list):
            raise HighCardError("not a High Card record")
        state = self.new_state([str(p) for p in players], seed, {})
        for line in moves[:step]:
            state, _events = self.apply(state, str(line))
        return state

    def computer_action(self, state: State, seat: int, level: str, seed: str) -> str:
        """Swap a low card while the deck lasts; it sees only its own card."""
        view = self.player_view(state, seat)
        swap = _line(seat, "swap")
        return swap if view.card < 5 and swap in view.legal else _line(seat, "keep")

    def hint(self, state: State, seat: int, seed: str) -> Hint:
        """The computer's choice, with the card that decides it (its own, seen in its view)."""
        line = self.computer_action(state, seat, "simple", seed)
        card = self.player_view(state, seat).card
        other = next((a for a in self.legal_actions(state, seat) if a != line), None)
        return Hint(line, (Words.of(f"hint.{line.split()[1]}", card=card),), other)

    def turning_points(self, record: JsonObject) -> Sequence[TurningPoint]:
        """Every keep-or-swap decision judged from its seat's view: keeping is worth the card held, a
        swap the mean of the cards the seat has not seen; the largest ``abs(swing)`` first, at most
        :data:`~rules.teach.TURNING_POINTS` (every card held is shown by the end: nothing is hidden).
        Raises :class:`~rules.records.RecordError` when the record is malformed."""
        try:
            state = self.replay(record, 0)  # a list of moves, or HighCardError
            moves = record["moves"]
            assert isinstance(moves, list)
            points: list[TurningPoint] = []
            for step, line in enumerate(str(move) for move in moves):
                seat, _action = self.parse(line)
                legal = self.legal_actions(state, seat)
                if len(legal) > 1 and line in legal:
                    points.append(self._judged(state, step, seat, line, legal))
                state, _events = self.apply(state, line)
        except HighCardError as exc:
            raise RecordError(f"not a playable High Card record: {exc}") from exc
        points.sort(key=lambda p: (-abs(p.swing), p.step))
        return points[:TURNING_POINTS]

    def _judged(self, state: State, step: int, seat: int, line: str, legal: Sequence[str]) -> TurningPoint:
        """One decision as a turning point, worth judged from the seat's view (:func:`_values`)."""
        worth = dict(zip(legal, _values(self.player_view(state, seat)), strict=True))
        other = next(a for a in legal if a != line)
        swing = round(worth[line] - worth[other], 1)
        words: dict[str, WordParam] = {"move": step + 1, "name": state.names[seat], "choice": line.split()[1]}
        if swing >= 0:
            reason = Words.of("turning.good", **words, runner=other.split()[1], points=round(swing))
            return TurningPoint(seat, step, line, line, swing, reason)
        reason = Words.of("turning.miss", **words, instead=other.split()[1], points=round(-swing))
        return TurningPoint(seat, step, line, other, swing, reason)

    def why_not(self, state: State, seat: int) -> Sequence[Miss]:
        """A swap once the deck is empty; nothing else is ever refused to the seat whose turn it is."""
        if seat not in self.awaiting(state) or state.deck:
            return ()
        return (Miss(_line(seat, "swap"), Words.of("refused.deck_empty")),)

    def explain(self, words: Words) -> str:
        return WORDS[words.key].format(**words.kwargs())

    def renamed(self, state: State, seat: int, name: str) -> State:
        return replace(state, names=(*state.names[:seat], name, *state.names[seat + 1 :]))

    def scramble(self, state: State, seed: int, keep_seat: int | None = None) -> State:
        """The deck and every hand but ``keep_seat``'s redrawn from the cards nobody has seen (all is
        shown at the end)."""
        if state.over:
            return state
        kept = [s for s in range(2) if s == keep_seat]
        pool = [*state.deck, *(card for s, card in enumerate(state.hands) if s not in kept)]
        random.Random(seed).shuffle(pool)
        hands = tuple(card if s in kept else pool.pop() for s, card in enumerate(state.hands))
        return replace(state, hands=hands, deck=tuple(pool))

    def reveals(self, events: Sequence[Event]) -> str | None:
        return "a card was drawn" if any(e.kind == "swapped" for e in events) else None


def _values(view: PlayerView) -> list[float]:
    """What the seat expects to hold after keeping and after a swap: its own card, or the mean of the
    cards it has not seen (in the deck or the other hand)."""
    seen = {view.card, *(card for pile in view.public.discards for card in pile)}
    unseen = [card for card in DECK if card not in seen]
    return [float(view.card), sum(unseen) / len(unseen)]


GAME: GameRules[State, str, Event, PublicView, PlayerView] = HighCard()
"""The one object the core sees."""
