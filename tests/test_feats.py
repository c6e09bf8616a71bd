"""A game's feats (engine/feats.py): keys, values checked, tallies, and each built-in game declaring its own."""

from __future__ import annotations

import pytest

from lomber.engine.events import Ev, Event
from lomber.engine.feats import Feat, Played, Tally, deals_to_win, each_deal
from lomber.engine.gameinfo import GameInfo
from lomber.engine.registry import game_info, games


def played(n: int = 3, deals: int = 5, winner: int | None = 1, events=()) -> Played:
    return Played(n, deals, winner, False, events)


def feat(value, tally: Tally = Tally.SUM) -> Feat:
    return Feat("f", "F", "Tip", value, tally)


@pytest.mark.parametrize("key", ["", "Sixteens", "16s", "fastest-win", "a" * 41, "é"])
def test_a_key_is_a_short_lower_case_name(key):
    with pytest.raises(ValueError, match="feat key"):
        Feat(key, "F", "Tip", deals_to_win)


def test_two_feats_of_a_game_never_share_a_key():
    info = game_info("ferme")
    with pytest.raises(ValueError, match="two feats with one key"):
        GameInfo(info.id, info.name, info.match, info.players, info.words, feats=(*info.feats, *info.feats))


@pytest.mark.parametrize(("tally", "values", "figure"), [
    (Tally.SUM, [2, 0, 3], 5), (Tally.COUNT, [2, 0, 3, -1], 3), (Tally.MAX, [2, 7, 3], 7), (Tally.MIN, [4, 2, 9], 2)])
def test_each_tally_adds_a_players_matches_up(tally, values, figure):
    f = feat(deals_to_win, tally)
    total = f.empty
    for v in values:
        total = f.add(total, v)
    assert total == figure
    assert f.empty == (0 if tally in (Tally.SUM, Tally.COUNT) else None)


def test_values_are_checked_and_a_failing_feat_has_none(capsys):
    assert feat(lambda p: [1, True, "2"]).values(played()) == [1, None, None]
    assert feat(lambda p: [2**63, -2**63, 5]).values(played()) == [None, -2**63, 5]     # what SQLite keeps
    assert feat(lambda p: [1, 2]).values(played()) == [None] * 3                         # one seat short
    assert feat(lambda p: 1 / 0).values(played()) == [None] * 3
    assert "the feat 'f' failed" in capsys.readouterr().err


def test_a_count_per_deal_is_added_up_and_unknown_without_the_events():
    deals = [[Event(Ev.DEAL_END, 2)], [Event(Ev.DEAL_END, 2)], [Event(Ev.DEAL_END, 0)], []]
    ends = each_deal(lambda deal, n: [sum(e.seat == s for e in deal) for s in range(n)])
    assert ends(played(events=deals)) == [1, 0, 2]
    assert ends(played(events=None)) == [None] * 3
    assert deals_to_win(played(winner=1)) == [None, 5, None] and deals_to_win(played(winner=None)) == [None] * 3


def test_every_built_in_game_declares_its_feats_with_words_to_translate():
    """The keys are the names histories of versions 1 and 2 kept them under (a column each): another key would
    leave the migrated matches' figures out."""
    declared = {g.id: [(f.key, f.tally) for f in g.feats] for g in games() if g.id in
                ("ferme", "chemin-de-fer", "fortuna", "fly")}
    assert declared == {"ferme": [("sixteens", Tally.SUM)], "chemin-de-fer": [("bancos", Tally.SUM)],
                        "fortuna": [("souverains", Tally.SUM)], "fly": [("fastest_win", Tally.MIN)]}
    assert all(f.label and f.tip for g in games() for f in g.feats)
