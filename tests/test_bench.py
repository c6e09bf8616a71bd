"""`lomber bench`: targets and verdicts, the table and the JSON, the sections and the command line.

What is checked is how figures are judged and reported, never how fast anything is (that is the bench's job).
"""

from __future__ import annotations

import io
import json
import math

import pytest

from lomber import bench, cli
from lomber.bench import engine, frames, memory
from lomber.bench.figures import MISS, PASS, Figure, Progress, Target, environment, markdown_table, percentile
from lomber.engine.events import Ev
from lomber.engine.match import LEVELS
from lomber.engine.registry import game_ids, game_levels


@pytest.mark.parametrize(("op", "value", "met"), [("<=", 2.0, True), ("<=", 2.01, False), ("<", 10.0, False),
                                                  ("<", 9.99, True), (">=", 10.0, True), (">=", 9.9, False)])
def test_a_target_is_met_at_its_bound_only_where_its_operator_says(op: str, value: float, met: bool) -> None:
    limit = 2.0 if op == "<=" else 10.0
    assert Target(op, limit).met(value) is met
    assert Figure("k", "a figure", value, "ms", Target(op, limit)).verdict == (PASS if met else MISS)


def test_nothing_measured_and_no_target_are_misses() -> None:
    assert Figure("k", "x", None, "ms", Target("<=", 8.0)).verdict == MISS
    assert Figure("k", "x", math.nan, "ms", Target("<=", 8.0)).verdict == MISS
    assert Figure("k", "x", 1.0, "ms", None).verdict == MISS
    with pytest.raises(ValueError, match="target operator '=='"):
        Target("==", 1.0)


def test_the_json_of_a_figure_has_its_target_beside_its_verdict() -> None:
    f = Figure("frames.x.p99", "frame time p99", 17.5, "ms", Target("<=", 16.0), detail={"frames": 300},
               note="quick: fast speed")
    out = f.to_json()
    assert out["verdict"] == "MISS"
    assert out["target"] == {"op": "<=", "limit": 16.0, "text": "≤ 16.0 ms"}
    assert out["value"] == 17.5 and out["detail"] == {"frames": 300} and out["note"] == "quick: fast speed"
    json.dumps(out)   # plain JSON


def test_percentiles_are_nearest_rank() -> None:
    xs = [float(i) for i in range(1, 101)]   # 1 … 100
    assert percentile(xs, 0.5) == 51.0 and percentile(xs, 0.95) == 95.0 and percentile(xs, 0.99) == 99.0
    assert percentile([3.0], 0.99) == 3.0
    with pytest.raises(ValueError):
        percentile([], 0.5)


def test_the_table_has_a_row_per_figure_and_counts_the_verdicts() -> None:
    env = environment(quick=True)
    figures = [Figure("a", "start-up ratio", 1.5, "×", Target("<=", 2.0), detail={"runs": 3, "table_s": 0.48}),
               Figure("b", "memory growth", 12.0, "%", Target("<", 10.0), note="quick: 20 and 100 deals",
                      detail={"clone_apply_us": 48.8, "problems": [], "error": None})]
    text = markdown_table(env, figures)
    lines = text.splitlines()
    assert lines[0].startswith("`lomber bench --quick` on ") and f"{env['cpus']} CPUs" in lines[0]
    assert f"Python {env['python']}" in lines[0] and f"Qt {env['qt']}" in lines[0]
    assert "| start-up ratio | 1.50× | ≤ 2.00× | PASS | runs 3; table 0.480 s |" in lines
    assert "| memory growth | 12.0% | < 10.0% | MISS | quick: 20 and 100 deals; clone+apply 48.8 µs |" in lines
    assert lines[-1] == "2 figures: 1 PASS, 1 MISS"


def test_progress_writes_one_line_on_a_terminal_and_nothing_elsewhere() -> None:
    out = io.StringIO()
    p = Progress(out)
    p.section(2, 6, "decision times")
    p.step("fly strong 40/200")
    p.done()
    assert out.getvalue() == ("\r\033[Kbench [2/6] decision times…\r\033[Kbench [2/6] decision times: fly strong 40/200"
                              "\r\033[K")
    silent = Progress(None)
    silent.section(1, 1, "x")
    silent.step("y")
    silent.done()   # no stream, no error


def test_only_picks_sections_in_the_bench_order_and_names_an_unknown_one() -> None:
    assert bench.parse_only(None) == bench.section_names()
    assert bench.parse_only("memory, startup") == ["startup", "memory"]
    with pytest.raises(ValueError, match="unknown section speed: one or more of startup, decisions"):
        bench.parse_only("startup,speed")
    with pytest.raises(ValueError):
        bench.parse_only(",")


def broken_section(quick: bool, progress: Progress) -> list[Figure]:
    raise RuntimeError("no display")


def test_a_section_that_breaks_is_a_miss_saying_why_and_the_others_still_count(monkeypatch) -> None:
    monkeypatch.setattr(bench, "SECTIONS", (
        bench.SectionInfo("broken", "a broken one", __name__, "broken_section"),
        bench.SectionInfo("decisions", "decision times", "lomber.bench.engine", "decision_figures")))
    monkeypatch.setattr(engine, "QUICK_DECISIONS", {"easy": 3, "normal": 3, "strong": 2})
    monkeypatch.setattr(engine, "game_ids", lambda: ["ferme"])
    figures = bench.run_sections(["broken", "decisions"], True, Progress(None))
    assert figures[0].verdict == MISS and figures[0].detail == {"error": "RuntimeError: no display"}
    assert [f.key for f in figures[1:]] == [f"decisions.ferme.{lv}.p95" for lv in LEVELS]


@pytest.fixture
def small(monkeypatch):
    """The engine sections at a size a test affords (the figures' shape is what is checked)."""
    monkeypatch.setattr(engine, "QUICK_DECISIONS", {"easy": 5, "normal": 5, "strong": 3, "expert": 1})
    monkeypatch.setattr(engine, "QUICK_RATE_RUNS", (2, 0.01))
    monkeypatch.setattr(engine, "STRONG_SAMPLE", 2)
    monkeypatch.setattr(engine, "_strong_p50_s", {})


def test_bench_json_judges_every_figure_and_its_status_follows_the_verdicts(small, capsys) -> None:
    code = cli.main(["bench", "--quick", "--json", "--only", "decisions,throughput"])
    doc = json.loads(capsys.readouterr().out)
    assert doc["environment"]["quick"] is True and doc["environment"]["cpus"] >= 1
    assert doc["sections"] == ["decisions", "throughput"]
    keys = [f["key"] for f in doc["figures"]]
    # every level of every game, expert where the game offers it (the searching games: Fortuna, Fly)
    levels = [f"decisions.{g}.{lv}.p95" for g in game_ids() for lv in game_levels(g)]
    assert {"decisions.fly.expert.p95", "decisions.fortuna.expert.p95"} <= set(levels)
    assert "decisions.ferme.expert.p95" not in levels
    assert keys[:len(levels)] == levels
    tables = [engine.table_label(g, t) for g in game_ids() for t in engine.bench_tables(g)]
    assert keys[len(levels):] == [f"throughput.{t}" for t in tables]
    for f in doc["figures"]:
        assert f["verdict"] in (PASS, MISS) and f["target"]["text"] and f["value"] is not None
    strong = [f for f in doc["figures"] if f["key"].endswith(".strong.p95")]
    assert all(f["note"] == "quick: 3 decisions, fewer than the full run's 200" for f in strong)
    assert all(f["detail"]["decisions"] == 3 for f in strong)
    expert = [f for f in doc["figures"] if f["key"].endswith(".expert.p95")]
    assert all(f["target"]["limit"] == 5000.0 and f["note"] == "quick: 1 decisions, fewer than the full run's 80"
               for f in expert)
    assert all("clone_apply_us" in f["detail"] for f in doc["figures"] if f["key"].startswith("throughput."))
    all_pass = all(f["verdict"] == PASS for f in doc["figures"])
    assert doc["verdict"] == (PASS if all_pass else MISS)
    assert code == (0 if all_pass else 1)


def test_the_throughput_target_is_ten_strong_decisions_where_strong_searches(small) -> None:
    engine._strong_p50_s.update({"fly": 0.05, "ferme": 0.000_5})
    figures = {f.key: f for f in engine.throughput_figures(True, Progress(None))}
    fly = figures["throughput.fly 4 seats"]
    assert fly.target == Target(">=", 200.0, "10× a strong decision's p50")
    ferme = figures["throughput.ferme 6 seats"]   # exact odds, no playouts: the 1 s a strong decision may take
    assert ferme.target == Target(">=", 10.0, "10× a strong decision's 1 s")


def test_bench_prints_a_markdown_table_by_default(small, monkeypatch, capsys) -> None:
    monkeypatch.setattr(engine, "game_ids", lambda: ["fortuna"])
    cli.main(["bench", "--quick", "--only", "decisions"])
    out = capsys.readouterr().out.splitlines()
    assert out[2] == "| figure | measured | target | verdict | how |"
    assert out[4].startswith("| decision time p95, fortuna, easy | ") and " ≤ 100 ms (normal's) | " in out[4]
    assert out[-1].startswith("4 figures: ")      # easy, normal, strong and expert


def test_an_unknown_section_is_one_line_and_status_2(capsys) -> None:
    assert cli.main(["bench", "--only", "speed"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("lomber bench: unknown section speed") and len(err.strip().splitlines()) == 1


def test_the_memory_figure_is_the_soaks_growth_between_its_first_and_last_reports(monkeypatch) -> None:
    def soak(deals, every, speed, progress):
        assert (deals, every, speed) == memory.QUICK
        return {"deals": 100, "growth": 0.125, "errors": [], "problems": ["RSS grew +12.5%"], "seconds": 20.0,
                "reports": [{"deals": d, "rss": (100 + d // 8) * 2**20} for d in (20, 40, 60, 80, 100)]}

    monkeypatch.setattr(memory, "run_soak", soak)
    (f,) = memory.memory_figures(True, Progress(None))
    assert f.label == "RSS after 100 computer-only deals in the window vs after 20"
    assert f.value == 12.5 and f.verdict == MISS and f.target == Target("<", 10.0)
    assert f.detail["rss_first_mb"] == 102.0 and f.detail["rss_last_mb"] == 112.0
    assert f.note == "quick: 20 and 100 deals, instant speed"


def test_a_soak_that_gives_no_result_is_an_error_with_its_last_words(monkeypatch) -> None:
    monkeypatch.setattr(memory.sys, "executable", "/bin/sh")   # `sh -m …`: no soak at all
    with pytest.raises(RuntimeError, match="the soak ended with status [1-9]"):
        memory.run_soak(5, 5, "instant", Progress(None))


def test_the_fly_trick_animated_is_one_trick_from_its_lead() -> None:
    sc = next(s for s in frames.scenarios() if s.key == "fly-7")
    so_far, before, events, _ = frames._events(sc, quick=True, seed=11)
    assert before["seat"] == 0 and any(e.kind is Ev.DEAL_START for e in so_far)
    assert not any(e.kind is Ev.PLAYED for e in so_far)       # the table as the first card is led
    kinds = [e.kind for e in events]
    assert kinds.count(Ev.TRICK) == 1 or Ev.DEAL_END in kinds
    played = [i for i, k in enumerate(kinds) if k is Ev.PLAYED]
    assert 1 <= len(played) <= sc.seats
    if Ev.TRICK in kinds:
        assert played[-1] < kinds.index(Ev.TRICK)             # nothing of the next trick


@pytest.mark.parametrize("key", ["ferme-12", "chemin-30"])
def test_a_big_table_animates_from_its_deal_and_quick_deals_only_a_long_one(key: str) -> None:
    sc = next(s for s in frames.scenarios() if s.key == key)
    so_far, before, quick, _ = frames._events(sc, quick=True, seed=11)
    _, _, full, _ = frames._events(sc, quick=False, seed=11)
    assert so_far == [] and before == {}   # a fresh table: the deal animates from the start
    assert Ev.DEAL_START in [e.kind for e in quick] and Ev.DEAL_START in [e.kind for e in full]
    assert Ev.DEAL_END in [e.kind for e in full]
    assert (Ev.DEAL_END in [e.kind for e in quick]) is (not sc.long)


def test_the_long_record_is_random_legal_play_that_replays_and_goes_on() -> None:
    from lomber.bench.replay import GAME, long_record
    from lomber.engine.records import replay as replay_record

    record = long_record(3000, seed=7)
    assert record["game"] == GAME and len(record["actions"]) == 3000 and record["seats"][0]["kind"] == "human"
    match = replay_record(record)
    assert not match.finished and match.deals > 50
    assert long_record(3000, seed=7) == record and long_record(3000, seed=8) != record


def test_the_replay_figures_are_lomber_replays_cpu_per_100k_of_every_game_and_rss_per_byte(monkeypatch) -> None:
    from lomber.bench import replay

    monkeypatch.setattr(replay, "QUICK_ACTIONS", 4000)
    runs: list[tuple[int, int, int]] = []

    def measure(path, start, repeats=1):
        def count(folder):
            return [len(json.loads(f.read_text())["actions"]) for f in sorted(folder.glob("*.lomber"))]
        size = sum(f.stat().st_size for f in path.glob("*.lomber"))
        runs.append((sum(count(path)), len(count(path)), sum(count(start)) + len(count(start)) - len(count(path))))
        return {"cpu_s": 0.2, "rss_mb": 50.0 + size * 30 / 2**20, "base_rss_mb": 50.0}

    monkeypatch.setattr(replay, "measure_replay", measure)
    figures = replay.replay_figures(True, Progress(None))
    assert [f.key for f in figures] == [f"replay.cpu_per_100k.{g}" for g in replay.TABLES] + ["replay.rss_per_byte"]
    # Every game's records make the count (Fly's matches end: several of them), each with its start beside it.
    assert [r[0] for r in runs] == [4000] * len(replay.TABLES) and all(r[2] == 0 for r in runs)
    assert runs[list(replay.TABLES).index("fortuna")][1] == 1 and runs[list(replay.TABLES).index("fly")][1] > 3
    for cpu in figures[:-1]:
        assert cpu.value == 5.0 and cpu.target == Target("<", 1.0, "a long record opens in seconds") and cpu.verdict == MISS
        assert cpu.note == "quick: 4,000 actions, the full run's 200,000"
    rss = figures[-1]
    assert rss.value == 30.0 and rss.verdict == MISS


def test_lomber_replay_is_measured_in_a_child_less_its_start(tmp_path) -> None:
    from lomber.bench.replay import long_record, long_records, measure_replay, write_record

    record = long_record(2000)
    write_record(record, tmp_path / "long.lomber")
    write_record({**record, "actions": []}, tmp_path / "start.lomber")
    # The child's own peak, not this process's size when it forked the child (Linux's ru_maxrss keeps that).
    ballast = bytearray(b"\1") * (300 * 2**20)
    got = measure_replay(tmp_path / "long.lomber", tmp_path / "start.lomber")
    del ballast
    # A 2,000-action record grows the peak by well under a megabyte: the two peaks are compared within one, as the
    # start record's own peak varies by a fraction of a megabyte from run to run.
    assert 300 > got["rss_mb"] > got["base_rss_mb"] - 1 > 9 and set(got) == {"cpu_s", "rss_mb", "base_rss_mb"}
    (tmp_path / "bad.lomber").write_text('{"format": "lomber-record"}')
    with pytest.raises(RuntimeError, match="lomber replay failed"):
        measure_replay(tmp_path / "bad.lomber", tmp_path / "start.lomber")
    # A folder: every record in it, one after another.
    (tmp_path / "fly").mkdir()
    for i, r in enumerate(long_records("fly", 600)):
        write_record(r, tmp_path / "fly" / f"{i}.lomber")
    (tmp_path / "fly" / "9.lomber").write_text('{"format": "lomber-record"}')
    with pytest.raises(RuntimeError, match="lomber replay failed"):
        measure_replay(tmp_path / "fly", tmp_path / "start.lomber")


def test_repeated_replay_runs_count_each_childs_least_cpu_and_most_rss(tmp_path, monkeypatch) -> None:
    import subprocess
    from types import SimpleNamespace

    from lomber.bench import replay

    # In turn: start, long, start, long — a neighbour's load only ever adds CPU time to a run.
    said = iter(["1.0 50", "3.0 60", "0.8 51", "3.5 62"])
    asked: list[str] = []

    def child(args, **_):
        asked.append(args[-1])
        return SimpleNamespace(returncode=0, stdout=next(said), stderr="")

    monkeypatch.setattr(subprocess, "run", child)
    got = replay.measure_replay(tmp_path / "long", tmp_path / "start", runs=2)
    assert asked == [str(tmp_path / n) for n in ("start", "long", "start", "long")]
    assert got == {"cpu_s": pytest.approx(2.2), "rss_mb": 62.0, "base_rss_mb": 51.0}


def test_the_bench_names_no_game_but_through_the_registry() -> None:
    """A game's bench tables are its own declarations (`GameInfo.long_table`, `crowd_table`, `frames`, `bench`): no
    code in lomber/bench names a game (a fifth game is benched with no bench file changed)."""
    import ast
    from pathlib import Path

    from lomber import bench
    from lomber.bench import network, replay
    from lomber.engine.registry import game_ids, game_info

    ids = set(game_ids())
    named = [f"{path.name}:{node.lineno} {node.value!r}" for path in sorted(Path(bench.__file__).parent.glob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids]
    assert named == []
    assert list(replay.TABLES) == [g for g in game_ids() if game_info(g).long_table]
    assert game_info(replay.GAME).long_table.endless
    _game, table = network.crowd_table()
    assert table.seats == max(game_info(g).crowd_table.seats for g in ids if game_info(g).crowd_table)
    duo, _ = network.two_seat_table()
    assert game_info(duo).min_players <= 2


def test_the_stall_section_also_times_an_expert_thinking_where_the_game_has_one(monkeypatch) -> None:
    from lomber.bench import stall

    seen: list[tuple[str, str]] = []

    def run(app, game, decisions, seed=3, level="strong"):
        seen.append((game, level))
        return {"decisions": decisions, "seconds": 0.1, "max_stall_ms": 7.0, "p99_gap_ms": 3.0,
                "first_frames_max_ms": 9.0}

    monkeypatch.setattr(stall, "_run_game", run)
    figures = stall.stall_figures(True, Progress(None))
    expert = [g for g in game_ids() if "expert" in game_levels(g)]
    assert [f.key for f in figures] == [f"stall.{g}" for g in game_ids()] + [f"stall.{g}.expert" for g in expert]
    assert sorted(expert) == ["fly", "fortuna"]
    assert figures[-1].label == f"longest GUI stall while expert thinks, {expert[-1]}"
    assert all(f.target.limit == 50.0 for f in figures) and ("fly", "expert") in seen
