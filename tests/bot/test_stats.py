"""Stats, ratings and the leaderboard from hand-made outcomes and records: ties, abandoned games,
computer players and takeovers."""

from __future__ import annotations

from bot.app import stats
from bot.outcomes import GameOutcome, SeatOutcome
from bot.store import GameRow, PlayerRow
from rules.santacruz import GAME as SANTA_CRUZ


def game(
    gid: int,
    seats: list[tuple[str, int | None, int | None]],
    *,
    status: str = "finished",
    takeover: bool = False,
    choice: str | None = None,
) -> GameOutcome:
    """A hand-made outcome: (player key, score, rank) per seat."""
    return GameOutcome(
        gid,
        "santacruz",
        1,
        10,
        status,
        takeover,
        float(gid),
        tuple(
            SeatOutcome(i, key, key.upper(), key.startswith("c:"), score, rank, choice)
            for i, (key, score, rank) in enumerate(seats)
        ),
    )


def test_player_stats_count_wins_ties_scores_sizes_and_unrated_games() -> None:
    games = [
        game(1, [("u:1", 80, 1), ("u:2", 70, 2)], choice="set A"),
        game(2, [("u:1", 60, 1), ("u:2", 60, 1), ("c:easy", 40, 3)], choice="set A"),
        game(3, [("u:1", 50, 3), ("u:2", 90, 1), ("u:3", 70, 2)], choice="set B"),
        game(4, [("u:1", None, None), ("u:2", None, None)], status="abandoned"),
        game(5, [("u:1", 99, 1), ("u:2", 10, 2)], takeover=True),
        game(6, [("u:2", 10, 1), ("u:3", 5, 2)]),
    ]
    found = stats.player_stats("u:1", games)
    assert found is not None
    assert (found.games, found.wins, found.best_score) == (4, 3, 99)
    assert found.average_score == (80 + 60 + 50 + 99) / 4
    assert found.average_rank == (1 + 1 + 3 + 1) / 4
    assert found.favourite == ("set A", 2)
    assert set(found.by_count) == {2, 3}
    assert (found.by_count[3].games, found.by_count[3].wins) == (2, 1)
    assert found.with_computers == (1, 1)
    assert (found.abandoned, found.takeovers) == (1, 1)
    assert stats.player_stats("u:9", games) is None


def test_only_finished_games_without_a_takeover_move_ratings() -> None:
    finished = game(1, [("u:1", 80, 1), ("u:2", 70, 2)])
    after = stats.rate({}, finished)
    assert after["u:1"][0] > after["u:2"][0]
    assert stats.rate({}, game(2, [("u:1", 1, 1), ("u:2", 0, 2)], takeover=True)) == {}
    assert stats.rate({}, game(3, [("u:1", None, None), ("u:2", None, None)], status="abandoned")) == {}


def test_a_tie_moves_both_players_alike_and_beating_a_stronger_table_gains_more() -> None:
    tie = stats.rate({}, game(1, [("u:1", 60, 1), ("u:2", 60, 1)]))
    assert abs(tie["u:1"][0] - tie["u:2"][0]) < 1e-9
    strong = {"u:9": (35.0, 3.0)}
    weak = {"u:9": (15.0, 3.0)}
    beat_strong = stats.rate(strong, game(2, [("u:1", 80, 1), ("u:9", 70, 2)]))["u:1"][0]
    beat_weak = stats.rate(weak, game(3, [("u:1", 80, 1), ("u:9", 70, 2)]))["u:1"][0]
    assert beat_strong > beat_weak


def test_two_computers_of_one_level_are_one_rated_player() -> None:
    after = stats.rate({}, game(1, [("c:easy", 70, 2), ("u:1", 80, 1), ("c:easy", 60, 3)]))
    assert set(after) == {"c:easy", "u:1"}


def test_the_leaderboard_lists_newcomers_and_computers_apart_best_first() -> None:
    totals = [
        ("u:1", "Ana", False, 5, 1, 50.0),
        ("u:2", "Ben", False, 3, 0, 40.0),
        ("u:3", "Cem", False, 2, 0, 30.0),
        ("c:strong", "Computer 1 (strong)", True, 9, 0, 50.0),
        ("u:4", "Dee", False, 4, 4, 20.0),
    ]
    ratings = {"u:1": (20.0, 2.0), "u:2": (30.0, 2.0), "u:3": (40.0, 1.0), "c:strong": (28.0, 1.0)}
    board = stats.leaderboard(totals, ratings)
    assert [s.name for s in board.ranked] == ["Ben", "Ana", "Dee"]
    assert board.ranked[-1].rating is None and board.ranked[1].unrated == 1
    assert [s.name for s in board.newcomers] == ["Cem"]
    assert [s.name for s in board.computers] == ["Computer 1 (strong)"]


def test_an_outcome_is_read_from_a_hand_made_record_and_its_seats() -> None:
    record = {
        "moves": ["1 pick C", "0 pick A", "0 land C01"],
        "players": ["Ana", "Computer 1 (easy)"],
        "result": {"ranks": [1, 0], "scores": [40, 55]},
    }
    result = SANTA_CRUZ.record_outcome(record)
    assert result is not None
    results = [(r.score, r.rank, r.choice) for r in result.seats]
    assert results == [(40, 2, "set:A"), (55, 1, "set:C")]
    row = GameRow(7, "santacruz", 1, 10, 501, "finished", {}, 3, None)
    seats = [PlayerRow(501, "Ana", 0), PlayerRow(-1, "Computer 1 (easy)", 1, "easy")]
    outcome = stats.outcome_of(row, seats, False, 5.0, results)
    assert [(s.player, s.computer, s.rank) for s in outcome.seats] == [
        ("u:501", False, 2),
        ("c:easy", True, 1),
    ]
    assert outcome.rated
    abandoned = stats.outcome_of(row, seats, False, 5.0, None)
    assert abandoned.status == "abandoned" and not abandoned.rated
    assert all(s.score is None for s in abandoned.seats)


def test_a_choice_is_named_in_the_readers_language() -> None:
    """The stats name a stored choice id in each reader's words; a label an older bot stored in words
    is shown as it is."""
    from bot.games.santacruz.ui import SantaCruzUI
    from rules import i18n

    ui = SantaCruzUI()
    with i18n.speaking("de"):
        assert ui.choice_words("set:D") == "Baukarten-Set D"
    with i18n.speaking("fr"):
        assert ui.choice_words("set:D") == "set de cartes construction D"
    assert ui.choice_words("building-card set A") == "building-card set A"
    assert ui.choice_words("nothing:here") == "nothing:here"


def test_the_leaderboard_names_computer_players_by_their_level_in_the_readers_language() -> None:
    """Computers are rated per level, so their leaderboard line names the level, translated when shown
    (languages.md D-5: nothing stored in one language), never the stored name of one of them."""
    from bot.features.history import board_text
    from bot.games.santacruz.ui import SantaCruzUI
    from rules import i18n

    ui = SantaCruzUI()
    board = stats.leaderboard([("c:strong", "Ada", True, 9, 0, 50.0), ("u:1", "Ana", False, 5, 0, 50.0)], {})
    with i18n.speaking("de"):
        shown = board_text("Santa Cruz", board, ui.computer_levels)
    assert "1. **stark**:" in shown and "Ada" not in shown and "**Ana**" in shown
    with i18n.speaking("fr"):
        assert "1. **fort** :" in board_text("Santa Cruz", board, ui.computer_levels)
