"""`lomber advise FILE [--seat N] [--json]` on records of each game, and its refusals."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lomber.cli import main
from lomber.engine.records import load_record, replay

DATA = Path(__file__).parent / "data"
ODDS_KEYS = {
    "ferme": {"bust", "sixteen", "draws_read", "beat", "beat_error", "beat_exact", "draw", "stand", "draw_error",
              "stand_error", "exact", "close", "unseen"},
    "chemin-de-fer": {"draw", "stand", "edge", "unseen"},
    "fortuna": {"candidates"},
    "fly": {"candidates"},
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("game", sorted(ODDS_KEYS))
def test_advise_prints_the_strong_choice_and_the_odds_as_json(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = DATA / f"advise-{game}.json"
    match = replay(load_record(path))
    code, out, err = run(capsys, "advise", str(path), "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert list(data) == ["game", "seat", "action", "reason", "odds"]
    assert data["game"] == game and data["seat"] == match.to_act()
    assert data["action"] in [c.text for c in match.legal_actions()]
    assert isinstance(data["reason"], str) and data["reason"]
    assert set(data["odds"]) == ODDS_KEYS[game]
    for c in data["odds"].get("candidates", []):
        assert list(c) == ["action", "value", "worlds"] and c["worlds"] > 0
    # The same command again prints the same (the search is seeded by the record).
    assert run(capsys, "advise", str(path), "--json")[1] == out


def test_the_figures_of_each_game(capsys: pytest.CaptureFixture[str]) -> None:
    ferme = json.loads(run(capsys, "advise", str(DATA / "advise-ferme.json"), "--json")[1])
    assert ferme["action"] == "draw"
    assert ferme["odds"]["bust"] == pytest.approx(27 / 43, abs=1e-6)      # on 12: 5 … K bust
    assert ferme["odds"]["sixteen"] == pytest.approx(4 / 43, abs=1e-6)    # a 4 makes 16
    assert 0.0 < ferme["odds"]["beat"] < 1.0 and ferme["odds"]["draw"] > ferme["odds"]["stand"]
    cdf = json.loads(run(capsys, "advise", str(DATA / "advise-chemin-de-fer.json"), "--json")[1])
    assert cdf["action"] == "draw" and cdf["odds"]["draw"] > cdf["odds"]["stand"]   # the punter at 5
    assert cdf["odds"]["edge"] == pytest.approx(-cdf["odds"]["draw"], abs=1e-6)
    fly = json.loads(run(capsys, "advise", str(DATA / "advise-fly.json"), "--json")[1])
    assert fly["odds"]["candidates"][0]["action"] == fly["action"] and len(fly["odds"]["candidates"]) >= 3
    # The choice over the whole exchange budget; a candidate dropped as clearly behind stopped at a checkpoint.
    from lomber.games.fly.ai import EXCHANGE_WORLDS, PRUNE_EVERY
    worlds = [c["worlds"] for c in fly["odds"]["candidates"]]
    assert worlds[0] == EXCHANGE_WORLDS and all(w % PRUNE_EVERY == 0 and w <= EXCHANGE_WORLDS for w in worlds)


def test_another_seat_gets_its_odds_and_no_action(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "advise", str(DATA / "advise-chemin-de-fer.json"), "--seat", "0", "--json")
    data = json.loads(out)
    assert code == 0 and data["seat"] == 0 and data["action"] is None
    assert data["odds"]["draw"] is None and isinstance(data["odds"]["edge"], float)


def test_the_text_form(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "advise", str(DATA / "advise-fortuna.json"))
    assert code == 0
    assert "advice:" in out and "reason:" in out and re.search(r"over \d+ sampled worlds", out)


@pytest.mark.parametrize("argv, message", [
    (["nowhere.json"], "cannot read"),
    (["advise-ferme.json", "--seat", "9"], "no seat 9"),
    (["ferme-record.summary.json"], "not a Lomber record"),
])
def test_bad_input_is_one_line_on_stderr_and_status_2(argv: list[str], message: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    argv = [str(DATA / argv[0]), *argv[1:]]
    code, out, err = run(capsys, "advise", *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("lomber advise: ") and message in err


def test_a_record_that_does_not_replay_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads((DATA / "advise-ferme.json").read_text(encoding="utf-8"))
    data["actions"].append([1, "bet 5"])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "advise", str(bad))
    assert code == 2 and "does not replay" in err and err.count("\n") == 1


# Positions (game, table seed, actions of normal players before) where the window once seeded its search with
# the count of events and `lomber advise` with the table's seed, and the two advised different cards.
SAME = [("fly", 1, 10), ("fly", 1, 17), ("fortuna", 0, 10), ("fortuna", 0, 31)]


@pytest.mark.parametrize("game,seed,steps", SAME)
def test_the_window_and_lomber_advise_give_the_same_advice(game: str, seed: int, steps: int, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    import types

    from lomber.ai.advisor import advise
    from lomber.ai.registry import make_player
    from lomber.engine.match import default_seats
    from lomber.engine.registry import new_match
    from lomber.ui.panels.advicesource import current_decision

    m = new_match(game, default_seats(4 if game == "fly" else 3), {}, seed)
    players = [make_player(game, "normal", seed * 10 + i) for i in range(m.n)]
    events = list(m.start_events)
    for _ in range(steps):
        s = m.to_act()
        assert s is not None
        events += m.apply(s, players[s].choose(m.view(s), m.legal_actions()))
    seat = m.to_act()
    assert seat is not None
    # The window: the decision on screen as the Hint and the odds panel ask it.
    shown = current_decision(types.SimpleNamespace(match=m, awaiting=seat, viewer=seat, curtain=False, gen=1,
                                                   events_seen=len(events)))
    assert shown is not None
    window = advise(shown.view, shown.legal, shown.seed)
    # `lomber advise` on the record of the same match.
    path = tmp_path / "match.json"
    path.write_text(json.dumps(m.record()), encoding="utf-8")
    code, out, err = run(capsys, "advise", str(path), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["action"] == window.action
    assert data["odds"] == json.loads(json.dumps(window.to_json()))["odds"]
