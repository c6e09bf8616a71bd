"""The levels: `expert` offered by the games whose strong player searches (Fortuna, Fly), accepted wherever a level
is (seats, records, settings, network tables, the arena, `lomber join`), refused with a clear error by the others;
an unknown level is still refused everywhere."""

from __future__ import annotations

import json

import pytest

from lomber.ai.explain import reason_for
from lomber.ai.registry import make_player
from lomber.cli import main
from lomber.engine.errors import OptionError
from lomber.engine.levels import EXPERT_SCALE, LEVELS, SEAT_LEVELS
from lomber.engine.match import Seat, default_seats
from lomber.engine.records import RecordError, start_from_record
from lomber.engine.registry import game_ids, game_levels, new_match
from lomber.net.headless import parse_seats
from lomber.settings import clean_setup

SEARCHING = ("fortuna", "fly")


def test_expert_is_offered_exactly_where_the_strong_player_searches() -> None:
    from lomber.ai.registry import searches

    for game in game_ids():
        assert game_levels(game) == (LEVELS + ("expert",) if searches(game) else LEVELS)
    assert {g for g in game_ids() if "expert" in game_levels(g)} == set(SEARCHING)


@pytest.mark.parametrize("game", SEARCHING)
def test_expert_is_the_strong_search_with_five_times_the_work(game: str) -> None:
    strong, expert = make_player(game, "strong", 1), make_player(game, "expert", 1)
    assert isinstance(expert, type(strong)) and type(expert) is not type(strong)
    assert EXPERT_SCALE == 5.0
    assert expert.seconds == pytest.approx(strong.seconds * 5)
    if game == "fly":
        assert (expert.play_worlds, expert.exchange_worlds) == (strong.play_worlds * 5, strong.exchange_worlds * 5)
    else:
        from lomber.games.fortuna.ai import _budget
        from lomber.games.fortuna.strong import BID_WORLDS, CARD_WORLDS

        assert expert.scale == 5 and strong.scale == 1
        assert _budget(None, CARD_WORLDS, expert.scale) == (CARD_WORLDS[0] * 5, CARD_WORLDS[1] * 5)
        assert _budget(None, BID_WORLDS, strong.scale) == BID_WORLDS
        assert _budget(3, BID_WORLDS, expert.scale) == (15, 15)


@pytest.mark.parametrize("game", SEARCHING)
def test_an_expert_seat_plays_legal_moves(game: str) -> None:
    m = new_match(game, [Seat("A", "ai", "expert"), *default_seats(3)[1:]], {"parties": 1} if game == "fortuna" else {}, 4)
    assert m.seats[0].level == "expert"
    # few worlds, so the test is quick: the class and its plumbing are what is checked
    cls = type(make_player(game, "expert"))
    player = cls(2, seconds=None, worlds=2)
    for _ in range(6):
        seat, legal = m.to_act(), m.legal_actions()
        action = player.choose(m.view(seat), legal) if seat == 0 else make_player(game, "easy").choose(m.view(seat), legal)
        m.apply(seat, action)


@pytest.mark.parametrize("game", ["ferme", "chemin-de-fer"])
def test_a_game_without_expert_refuses_it_clearly_wherever_it_comes(game: str) -> None:
    seats = [Seat("A", "ai", "expert"), Seat("B", "ai", "normal")]
    with pytest.raises(OptionError, match="offers no 'expert' level") as err:
        new_match(game, seats)
    assert err.value.code == "seat-level"
    with pytest.raises(OptionError, match="offers no 'expert' level"):
        make_player(game, "expert")
    record = {"format": "lomber-record", "version": 1, "game": game, "seats": [s.to_json() for s in seats],
              "options": {}, "seed": 1, "actions": []}
    from lomber.engine.records import VERSION

    record["version"] = VERSION
    with pytest.raises(RecordError, match="offers no 'expert' level"):
        start_from_record(record)


def test_an_unknown_level_is_still_an_error_everywhere() -> None:
    assert "master" not in SEAT_LEVELS
    with pytest.raises(OptionError, match="easy, normal, strong, expert") as err:
        Seat("A", "ai", "master")
    assert err.value.code == "seat-level"
    with pytest.raises(OptionError, match="unknown level 'master'"):
        make_player("fly", "master")
    with pytest.raises(Exception, match="none of remote, easy, normal, strong, expert"):
        parse_seats("remote,master")
    assert clean_setup({"seats": [{"name": "A", "kind": "ai", "level": "master"}], "options": {}}) is None


def test_settings_keep_an_expert_seat_and_a_network_table_takes_one() -> None:
    setup = {"seats": [{"name": "You", "kind": "human", "level": None},
                       {"name": "B", "kind": "ai", "level": "expert"}], "options": {}}
    assert clean_setup(setup) == setup
    seats, remote = parse_seats("remote,expert,strong")
    assert [s.level for s in seats] == [None, "expert", "strong"] and remote == {0}
    new_match("fly", seats)                     # what `lomber serve --game fly` checks before anyone joins
    with pytest.raises(OptionError, match="offers no 'expert' level"):
        new_match("ferme", seats)


def test_join_takes_expert_as_its_level_and_refuses_an_unknown_one() -> None:
    from lomber.net.headless import InputError, JoinArgs, run_join

    with pytest.raises(InputError, match="--play is one of easy, normal, strong, expert, not 'master'"):
        run_join(JoinArgs("127.0.0.1:1", "ABCDEFGH", "master"))


def test_the_arena_takes_expert_at_fly_and_refuses_it_at_ferme(capsys) -> None:
    assert main(["arena", "--game", "ferme", "--seats", "2", "--ai", "strong,expert", "--deals", "1"]) == 2
    assert "ferme offers no 'expert' level" in capsys.readouterr().err
    assert main(["arena", "--game", "fly", "--seats", "3", "--ai", "easy,master", "--deals", "1"]) == 2
    assert "unknown level 'master'" in capsys.readouterr().err


def test_the_arena_records_an_expert_seat_as_expert(monkeypatch) -> None:
    from lomber import arena

    made: list[list[str | None]] = []
    real = arena.new_match

    def spy(game, seats, *a, **k):
        made.append([s.level for s in seats])
        return real(game, seats, *a, **k)

    monkeypatch.setattr(arena, "new_match", spy)
    monkeypatch.setattr(arena, "arena_player", lambda game, level, seed: make_player(game, "easy", seed))
    result = arena.run_arena("fly", 3, ["easy", "expert"], 1, 1, deals_per_match=1)
    assert ["expert", "easy", "expert"] in made or ["easy", "expert", "easy"] in made
    assert set(json.loads(json.dumps(result.to_json()))["levels"]) == {"easy", "expert"}


def test_an_expert_move_unlike_the_advisors_is_said_to_be_its_sampling() -> None:
    from lomber.search.advice import Advice, Reason

    advice = Advice("fly", 0, "play AS", Reason("x", "x", {}), {})
    assert reason_for(advice, "play 7H", ["a", "b"], "expert").code == "explain.strong-other"
    assert reason_for(advice, "play 7H", ["a", "b"], "normal").code == "explain.own-way"
