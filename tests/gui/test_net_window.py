"""The window at a network table: joined from Game ▸ Join a table…, driven only by what its seat receives, its
screen showing only that seat's cards, refusals and a lost host said in words."""

from __future__ import annotations

import random

import pytest

from lomber.controller.remote import RemoteController
from lomber.engine.actions import AmountChoice
from lomber.engine.events import HIDDEN, Ev
from lomber.net import protocol as p
from lomber.ui.netwindow import JoinDialog, join_table
from tests.gui.test_app_fairplay import knowable
from tests.net.harness import CODE, make_host, spin


@pytest.fixture
def hosts():
    made = []
    yield made
    for host in made:
        host.close()
        host.ctrl.shutdown()


def host_table(hosts, game: str, kinds: list[str], options=None, seed: int = 5):
    host = make_host(game, kinds, options or {}, seed=seed)
    hosts.append(host)
    return host


def face_up_cards(window) -> set[str]:
    return {s.card for s in window.scene.sprites() if s.face_up and s.card != HIDDEN}


def fair(window, host, seat: int) -> None:
    """No face-up sprite on the client's screen is a card its seat cannot know (the host's whole truth)."""
    leak = face_up_cards(window) - knowable(list(host.ctrl.past), seat)
    assert not leak, f"seat {seat}'s screen shows {leak}"


def play_by_hand(window, rng: random.Random) -> bool:
    """The user chooses a legal move at the prompt (as the action bar would); False if nothing is asked."""
    c = window.controller
    if c.awaiting is None or c.match is None or not c.match.legal:
        return False
    choice = rng.choice(c.match.legal_actions())
    action = choice.at(rng.randint(choice.lo, choice.hi)) if isinstance(choice, AmountChoice) else choice
    window.action_bar.chosen.emit(action)
    return True


def deal_ended(window) -> bool:
    return any(e.kind == Ev.DEAL_END for e in window.controller.past)


@pytest.mark.parametrize("game", ["fly", "fortuna"])
def test_a_window_joins_a_table_and_plays_a_deal_seeing_only_its_cards(window, hosts, game):
    host = host_table(hosts, game, ["normal", "remote", "normal", "normal"])
    remote = join_table(window, ("127.0.0.1", host.port()), CODE, "<b>Ann</b>")
    assert isinstance(window.controller, RemoteController)
    assert spin(lambda: window.controller.match is not None)
    assert window.controller.seat == 1
    assert window.scene._viewer == 1
    assert window.names()[1] == "<b>Ann</b>"          # her name, as she typed it: shown as text
    rng = random.Random(3)
    prompts = 0

    def step() -> bool:
        nonlocal prompts
        fair(window, host, 1)
        if play_by_hand(window, rng):
            prompts += 1
        return deal_ended(window) and not window.scene.busy()

    assert spin(step, 60)
    fair(window, host, 1)
    assert prompts > 0
    # the client's table holds exactly what the host sent it: the events masked for its seat
    assert remote.events_seen == len(remote.past)
    assert not window.act_save.isEnabled()


def test_a_refusal_is_said_in_words(window, hosts):
    host = host_table(hosts, "fly", ["remote", "normal", "normal", "normal"])
    join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    c = window.controller
    assert spin(lambda: c.awaiting is not None, 30)
    # An answer to an old prompt (another turn) is refused by the host: the table is unchanged, the user is told.
    before = len(host.ctrl.match.history)
    c.client.send(p.Act(c.seat, c.turn + 5, c.match.legal_actions()[0].text if not isinstance(
        c.match.legal_actions()[0], AmountChoice) else "pass"))
    assert spin(lambda: any("not your turn" in n for n in window.notices), 10)
    assert len(host.ctrl.match.history) == before


def test_the_host_quitting_is_said_plainly(window, hosts, monkeypatch):
    monkeypatch.setattr("lomber.controller.remote.RETRY_FOR_S", 0.0)
    host = host_table(hosts, "fly", ["remote", "normal", "normal", "normal"])
    join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: window.controller.match is not None)
    host.close()
    assert spin(lambda: any("left the table" in n for n in window.notices), 10)
    assert any("host closed the table" in n for n in window.notices)


def test_a_dropped_client_returns_to_its_seat(window, hosts):
    host = host_table(hosts, "fly", ["remote", "normal", "normal", "normal"])
    join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    c = window.controller
    assert spin(lambda: c.match is not None and c.token)
    token = c.token
    c.client.sock.abort()   # the network fails under her
    assert spin(lambda: host.seats[0].state is p.SeatState.HERE and c.client.encrypted and c.past, 15)
    assert c.token == token and c.seat == 0
    assert any("trying to return" in n for n in window.notices)


def test_a_new_game_at_home_leaves_the_table(window, hosts):
    host = host_table(hosts, "fly", ["remote", "normal", "normal", "normal"])
    join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: window.controller.match is not None)
    from lomber.engine.match import Seat

    assert window.start_game("fly", [Seat("Me", "human")] + [Seat(f"C{i}", "ai", "easy") for i in range(3)], {})
    assert window.controller is window.local_controller
    assert spin(lambda: host.seats[0].state is p.SeatState.AWAY, 10)


def test_the_join_dialog_checks_what_is_typed(window):
    dlg = JoinDialog(window)
    dlg.address.setText("no port here")
    dlg.code.setText("ABCD-EFGH")
    dlg._check()
    assert dlg.target is None and "port" in dlg.error.text()
    dlg.address.setText("127.0.0.1:7000")
    dlg.code.setText("ab")
    dlg._check()
    assert dlg.target is None and "join code" in dlg.error.text()
    dlg.code.setText("abcd efgh")
    dlg.name.setText("Ann\u202e")
    dlg._check()
    assert dlg.target == (("127.0.0.1", 7000), "ABCDEFGH", "Ann")
