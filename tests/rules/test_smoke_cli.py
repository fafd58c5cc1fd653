"""The command-line contract of the engine: simulate, record and replay print what later checks read."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from devtools import warmstart

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return warmstart.run(["-m", "rules.santacruz", *args], cwd=ROOT, input=stdin, timeout=120)


def test_simulate_json_reports_the_contract_keys_and_no_violations() -> None:
    """``simulate --json`` prints games, actions, seconds, games_per_second, invariant_violations and
    mean_scores, and random games break no invariant."""
    out = _run("simulate", "--players", "3", "--games", "3", "--seed", "11", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    for key in ("games", "actions", "seconds", "games_per_second", "invariant_violations", "mean_scores"):
        assert key in report
    assert report["games"] == 3
    assert report["invariant_violations"] == 0
    assert set(report["mean_scores"]) == {"0", "1", "2"}


def test_record_then_replay_gives_the_final_standings(tmp_path: Path) -> None:
    """``record`` prints a record that ``replay --json`` plays back to the end of the game."""
    out = _run("record", "--players", "2", "--seed", "5")
    assert out.returncode == 0, out.stderr
    record = json.loads(out.stdout)
    path = tmp_path / "game.json"
    path.write_text(out.stdout)
    back = _run("replay", str(path), "--json")
    assert back.returncode == 0, back.stderr
    summary = json.loads(back.stdout)
    assert summary["phase"] == "end"
    assert summary["ranks"] == record["result"]["ranks"]
    assert [summary["scores"][str(s)] for s in range(2)] == record["result"]["scores"]
    for seat in ("0", "1"):
        assert sum(summary["breakdown"][seat].values()) == summary["scores"][seat]


def test_replay_names_the_illegal_move_and_exits_non_zero() -> None:
    """An illegal move makes ``replay`` exit non-zero, naming the move number and the reason."""
    record = json.loads(_run("record", "--players", "2", "--seed", "5").stdout)
    record.pop("result")
    record["moves"] = record["moves"][:3] + ["0 land N3"]
    out = _run("replay", "-", "--json", stdin=json.dumps(record))
    assert out.returncode != 0
    assert "move 4" in out.stderr
    assert "N3" in out.stderr
