"""The replay cursor under the replay viewer: every position shows what a replay to it shows."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lomber.engine.cursor import ReplayCursor
from lomber.engine.errors import RecordError
from lomber.engine.events import Ev, mask
from lomber.engine.records import replay
from tests.reliability.matches import QUICK, cdf_banco, ferme_sixteen, fortuna_souverain, random_finished


def same(a, b) -> bool:
    return json.dumps(a, sort_keys=True, default=repr) == json.dumps(b, sort_keys=True, default=repr)


@pytest.mark.parametrize("i", range(len(QUICK)), ids=[g for g, _, _ in QUICK])
def test_forward_then_back_shows_each_position_as_a_replay_does(i):
    data = random_finished(i, 1)
    c = ReplayCursor(data)
    assert c.end == len(data["actions"]) and c.viewer == 0
    steps = [c.step()]
    while (s := c.forward()) is not None:
        steps.append(s)
    assert [s.position for s in steps] == list(range(c.end + 1))
    for s in steps[:: max(1, c.end // 12)] + [steps[-1]]:
        m = replay(data, s.position)
        assert same(s.view, m.view(0)) and same(s.summary, m.summary())
        assert s.action == (None if s.position == 0 else tuple(data["actions"][s.position - 1]))
    assert steps[-1].summary["finished"]
    back = [c.step()]
    while (s := c.back()) is not None:
        back.append(s)
    assert [s.position for s in back] == list(range(c.end, -1, -1))
    assert all(same(a.view, b.view) for a, b in zip(steps, reversed(back)))


@pytest.mark.parametrize("i", range(len(QUICK)), ids=[g for g, _, _ in QUICK])
def test_deals_start_after_each_deal_end(i):
    data = random_finished(i, 2)
    c = ReplayCursor(data)
    ends = [k for k in range(c.end) if any(e.kind is Ev.DEAL_END for e in c.events_between(k, k))]
    assert c.deal_starts == [0, *ends] and c.deal_of(c.end) == len(c.deal_starts) - 1
    seen = [c.step().position]
    while (s := c.next_deal()) is not None:
        seen.append(s.position)
        assert s.deal == len(seen) - 1
    assert seen == c.deal_starts
    c.seek(c.end)
    back = []
    while (s := c.previous_deal()) is not None:
        back.append(s.position)
    assert back == list(reversed(c.deal_starts))


def test_a_stopped_match_ends_with_its_stop():
    c = ReplayCursor(ferme_sixteen(), stopped=True)
    last = c.seek(10**9)
    assert last.stopped and last.action is None and last.summary["finished"]
    assert last.summary["stacks"] == [49, 49, 49, 53]
    before = c.back()
    assert not before.stopped and not before.summary["finished"]


def test_events_are_masked_for_the_viewer_and_the_viewer_can_change():
    data = fortuna_souverain()
    c = ReplayCursor(data, viewer=2)
    start = c.step()
    m = replay(data, 0)
    assert start.events == mask(list(m.start_events), 2) and same(start.view, m.view(2))
    assert any(e.cards and "?" in e.cards for e in start.events)          # others' cards stay hidden
    other = c.set_viewer(0)
    assert same(other.view, m.view(0))
    with pytest.raises(ValueError):
        c.set_viewer(4)


def test_a_bad_record_is_a_record_error():
    data = cdf_banco()
    data["actions"].append([0, "bet ²"])
    with pytest.raises(RecordError, match="action 2"):
        ReplayCursor(data)
    with pytest.raises(RecordError, match="not at this table"):
        ReplayCursor(cdf_banco(), viewer=7)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(QUICK) - 1), st.lists(st.integers(-5, 10**4), min_size=1, max_size=8))
def test_seeking_anywhere_in_any_order_matches_a_replay(i, positions):
    data = random_finished(i, 3)
    c = ReplayCursor(data)
    for p in positions:
        s = c.seek(p)
        want = max(0, min(c.end, p))
        assert s.position == want and same(s.view, replay(data, want).view(c.viewer))


def test_a_long_record_keeps_few_copies_without_their_history_and_any_position_shows_as_a_replay_does():
    from lomber.bench.replay import long_record
    from lomber.engine.cursor import SNAPSHOT_EVERY

    data = long_record(12 * SNAPSHOT_EVERY, seed=3)
    c = ReplayCursor(data)
    assert 6 <= len(c._snapshots) <= 13 and all(m.history == [] for k, m in c._snapshots.items() if k)
    everything: list = []
    replay(data, events=everything)
    assert c.events_between(0, c.end) == everything
    for p in [c.end, 1, c.end - 1, *random.Random(5).sample(range(c.end + 1), 25)]:
        s = c.seek(p)
        events: list = []
        m = replay(data, p, events)
        led_here = events if p == 0 else events_of_action(data, p)
        assert same(s.view, m.view(0)) and same(s.summary, m.summary())
        assert s.events == mask(led_here, 0)


def events_of_action(data, p: int) -> list:
    """The events the `p`-th action caused (the start's for 0)."""
    before: list = []
    after: list = []
    replay(data, p - 1, before)
    replay(data, p, after)
    return after[len(before):]
