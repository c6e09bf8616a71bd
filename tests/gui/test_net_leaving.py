"""The host leaving, said truly, and seats that come back to a window: closing a hosting window asks first;
`host-closing` is final at a client; a joined player is told he is seated; a window restarted after a crash
returns to its seat, and a hosting window restarted after a crash reopens its table on the same port."""

from __future__ import annotations

import time

import pytest

from lomber.engine.match import Seat
from lomber.net import protocol as p
from lomber.ui.dialogs.netlobby import open_table
from lomber.ui.shell.netwindow import JoinDialog, join_table
from tests.net.harness import CODE, Peer, make_host, spin


def host_table(hosts, kinds, start=True):
    host = make_host("fly", kinds, {}, seed=5, start=start)
    hosts.append(host)
    return host


def hosted(window, kinds=("human", "network", "ai")):
    seats = [Seat("Me", "human") if k == "human" else Seat(f"P{i}", "human" if k == "network" else "ai", "easy")
             for i, k in enumerate(kinds)]
    network = frozenset(i for i, k in enumerate(kinds) if k == "network")
    host = open_table(window, "fly", seats, network, {}, bind="127.0.0.1")
    assert host is not None
    return host


@pytest.mark.parametrize("confirm", [True, False])
def test_closing_a_hosting_window_with_players_seated_asks_first(window, questions, confirm):
    window.settings.confirm_leave = confirm
    host = hosted(window)
    peer = Peer(host, code=host.code, name="Ann")
    assert spin(lambda: peer.seat == 1)
    questions.yes = False
    window.close()
    if confirm:   # No: the table stays open, its player undisturbed
        assert questions.asked and "Close the table of Fly?" in questions.asked[-1][1]
        assert window.hosted is host and window.isVisible() and peer.failure is None
        questions.yes = True
        window.close()
    assert len(questions.asked) == (2 if confirm else 0)
    assert spin(lambda: peer.failure is not None, 5) and peer.failure[0] == p.Err.HOST_CLOSING.value


def test_a_new_game_asks_before_it_closes_a_lobby_with_a_player_seated(window, questions):
    host = hosted(window)
    dlg = window.new_game_dialog("fly")
    assert dlg.confirm() and not questions.asked     # nobody sat down yet: nothing to ask
    peer = Peer(host, code=host.code, name="Ann")
    assert spin(lambda: peer.seat == 1)
    questions.yes = False
    assert not dlg.confirm() and "Fly" in questions.asked[-1][1]
    dlg.reject()
    assert window.hosted is host and peer.failure is None


def test_host_closing_is_final_at_the_client(window, hosts, questions):
    host = host_table(hosts, ["remote", "normal", "normal"])
    remote = join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: remote.match is not None and remote.past)
    host.close()
    assert spin(lambda: any("host closed the table" in n for n in window.notices), 3)
    t0 = time.monotonic()
    spin(lambda: False, 1.5)   # no return is tried: the old code retried every half second for 30 s
    assert not any("trying to return" in n for n in window.notices)
    assert remote.client.done and host.server.isListening() is False and time.monotonic() - t0 >= 1.4
    assert "host closed the table" in window.action_bar.prompt.text()
    assert window.controller.awaiting is None and not window.deal_paused


def test_a_joined_player_is_told_he_is_seated_on_a_cleared_table(window, hosts):
    window.start_game("ferme", [Seat("Me", "human")] + [Seat(f"C{i}", "ai", "easy") for i in range(3)], {})
    assert spin(lambda: window.scene.sprites())   # a match at home, its cards on the table
    host = host_table(hosts, ["remote", "remote", "normal"], start=False)
    join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: window.controller.seat is not None)
    said = window.action_bar.prompt.text()
    assert "You are seated at seat 1" in said and "Waiting for the host" in said
    assert not window.scene.sprites() and len(window.scene.badges()) == 3   # the table she sits at, no old cards


def test_a_joined_player_is_told_the_tables_turn_time(window, hosts):
    """The welcome says the turn time, and the lobby's text with it; set again before the start, it is said again."""
    host = host_table(hosts, ["remote", "remote", "normal"], start=False)
    join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: window.controller.seat is not None)
    assert "Turn time" not in window.action_bar.prompt.text()   # none: a player takes as long as he likes
    host.set_turn(30.0)
    assert spin(lambda: "Turn time: 30 s" in window.action_bar.prompt.text())
    assert "You are seated at seat 1" in window.action_bar.prompt.text() and host.spec.turn_s == 30.0


def test_a_new_lobby_clears_the_match_left(window):
    window.start_game("ferme", [Seat("Me", "human")] + [Seat(f"C{i}", "ai", "easy") for i in range(3)], {})
    assert spin(lambda: window.scene.sprites())
    hosted(window)
    assert not window.scene.sprites() and len(window.scene.badges()) == 3


def test_a_wrong_code_asks_again_keeping_address_and_name(window, hosts, qtbot):
    host = host_table(hosts, ["remote", "normal", "normal"], start=False)
    window.join_dialog()
    dlg = window.findChildren(JoinDialog)[-1]
    dlg.address.setText(f"127.0.0.1:{host.port()}")
    dlg.code.setText("ABCD-EFGJ")   # not the table's
    dlg.name.setText("Ann")
    dlg._check()
    assert spin(lambda: any(d.isVisible() for d in window.findChildren(JoinDialog) if d is not dlg), 10)
    again = [d for d in window.findChildren(JoinDialog) if d is not dlg and d.isVisible()][-1]
    assert again.address.text() == f"127.0.0.1:{host.port()}" and again.name.text() == "Ann"
    assert "refused the join code" in again.error.text()


def test_a_window_restarted_after_a_crash_returns_to_its_seat(window, hosts):
    """The token is kept in the data folder: a new seat controller (a window started again after a kill) with the
    same address and code sits at the same seat, though the match began and the table is full."""
    host = host_table(hosts, ["remote", "remote", "normal"])
    other = Peer(host, name="Bob", auto=True)
    first = join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: first.match is not None and host.started)
    seat = first.seat
    first._closing = True          # a crash: no goodbye, no retry, only the socket gone
    first.client.sock.abort()
    assert spin(lambda: host.seats[seat].state is not p.SeatState.HERE, 5)
    again = join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: again.seat is not None and again.match is not None, 10)
    assert again.seat == seat and host.seats[seat].state is p.SeatState.HERE
    assert not any("full" in n for n in window.notices) and other.failure is None


def test_a_seat_given_up_after_its_retries_says_how_to_return(window, hosts, monkeypatch):
    monkeypatch.setattr("lomber.controller.remote.RETRY_FOR_S", 0.0)
    host = host_table(hosts, ["remote", "normal", "normal"])
    remote = join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: remote.match is not None)
    remote.client.sock.abort()
    assert spin(lambda: "same address and code" in window.action_bar.prompt.text(), 5)


def test_a_player_whose_lobby_seat_was_freed_while_he_was_gone_sits_down_again(window, hosts):
    host = host_table(hosts, ["remote", "remote", "normal"], start=False)
    c = join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    assert spin(lambda: c.seat is not None)
    seat, token = c.seat, c.token
    c.client.sock.abort()   # a hiccup: he retries with his token …
    assert spin(lambda: host.seats[seat].conn is None, 5)
    assert host.free(seat)  # … but the host gave his seat away meanwhile
    assert spin(lambda: c.welcomed and c.token != token and host.seats[c.seat].conn is not None, 10)
    assert not any("left the table" in n for n in window.notices)


def _crash(host) -> None:
    """What a killed process leaves: no goodbye, the sockets gone, the files as they were."""
    for signal, slot in host._links:
        signal.disconnect(slot)
    host._links = []
    host._sweep.stop()
    host.server.close()
    for conn in list(host.conns.values()):
        conn.sock.abort()


def test_a_hosting_window_restarted_after_a_crash_reopens_its_table(window, questions):
    window.settings.autosave = True
    window.set_autosave(True)
    host = hosted(window, ("human", "network", "ai"))
    port = host.port()
    peer = Peer(host, code=host.code, name="Ann", auto=True)
    assert spin(lambda: peer.seat == 1)
    lobby = window.docks["table"].widget()
    lobby.start_match()
    lobby.turn.setCurrentIndex(lobby.turn.findData(120.0))   # set once under way: kept all the same
    lobby.turn.activated.emit(lobby.turn.currentIndex())

    def played() -> bool:
        c = window.controller
        if c.awaiting == 0 and c.match is not None:
            window.action_bar.chosen.emit(c.match.legal_actions()[0])
        return c.match is not None and len(c.match.history) >= 3

    assert spin(played, 30)
    token, history = peer.client.token, list(window.controller.match.history)
    _crash(host)
    window.hosted = None
    window.local_controller.stop()
    assert window.files.offer_resume()
    assert questions.asked[-1][0] == "Reopen the table?"
    again = window.hosted
    assert again is not None and again is not host and again.port() == port and again.code == host.code
    assert list(window.controller.match.history) == history      # nothing of the match lost
    assert again.spec.turn_s == 120.0 and window.docks["table"].widget().turn.currentData() == 120.0
    back = Peer(again, code=again.code, token=token, name="Ann")
    assert spin(lambda: back.seat == 1 and again.seats[1].state is p.SeatState.HERE, 10)
    assert back.of(p.Sync)


def test_the_lobby_frees_a_dropped_players_seat_for_another(window):
    """Move to… offers "Free the seat" for a player who dropped (never for one who is here); another takes it."""
    from lomber.ui.dialogs.netlobby import FREE

    host = hosted(window, ("human", "network", "network", "ai"))
    lobby = window.docks["table"].widget()
    ann, bob = Peer(host, code=host.code, name="Ann"), Peer(host, code=host.code, name="Bob")
    assert spin(lambda: ann.seat is not None and bob.seat is not None)
    assert all(row[4] is None or row[4].findData(FREE) < 0 for row in lobby.rows)   # both here
    seat = ann.seat
    ann.drop()
    assert spin(lambda: host.seats[seat].conn is None, 5)
    mover = lobby.rows[seat][4]
    assert mover.findData(FREE) >= 0
    mover.setCurrentIndex(mover.findData(FREE))
    mover.activated.emit(mover.currentIndex())
    assert host.seats[seat].token is None and "waiting for a player" in lobby.rows[seat][2].text()
    carol = Peer(host, code=host.code, name="Carol")
    assert spin(lambda: carol.seat == seat)
    back = Peer(host, code=host.code, token=ann.client.token, name="Ann")   # her token opens nothing now
    assert spin(lambda: back.failure is not None) and back.failure[0] == p.Err.BAD_TOKEN.value


def test_an_away_players_badge_is_marked_not_dimmed_at_a_crowded_table(window, qtbot):
    """At 12 seats and 800×600 the away sign is on a coloured tag, and the badge is not dimmed like an idle one."""
    from PySide6.QtGui import QImage, QPainter

    from lomber.ui.shell.netwindow import mark_away
    from lomber.ui.table.badges import AWAY_TAG

    window.resize(800, 600)
    seats = [Seat("Me", "human")] + [Seat(f"C{i}", "ai", "easy") for i in range(1, 12)]
    assert window.start_game("ferme", seats, {}, seed=3)
    qtbot.wait(50)
    mark_away(window, {3: p.SeatState.AWAY.value, 4: p.SeatState.COMPUTER.value})

    def tag_pixels(badge) -> int:
        rect = badge.boundingRect()
        image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(-rect.left(), -rect.top())
        badge.paint(painter, None)
        painter.end()
        return sum(1 for y in range(image.height()) for x in range(image.width())
                   if image.pixelColor(x, y).rgb() == AWAY_TAG.rgb())

    badges = window.scene.badges()
    for i in (3, 4):
        assert badges[i].opacity() == 1.0 and badges[i].texts()["tail"].fits
        assert tag_pixels(badges[i]) > 40     # its tag and outline, in a colour no other badge has
    assert tag_pixels(badges[5]) == 0


@pytest.fixture
def brisk(monkeypatch):
    """FAST made brisk (as tests/gui/test_app_fairplay.py's): the animated path, which the pause holds."""
    from lomber.ui.table import speeds
    from lomber.ui.table.speeds import Speed
    from tests.gui.test_app_fairplay import BRISK

    monkeypatch.setitem(speeds._TABLE, Speed.FAST, BRISK)
    return "fast"


def test_continue_plays_nothing_at_a_table_the_host_closed(window, hosts, qtbot, brisk, pausing):
    """The deal's end held for Continue, then the host closes: Continue is gone, and no next deal is shown."""
    import random

    from lomber.engine.actions import AmountChoice
    from lomber.engine.events import Ev

    window.apply_speed("fast")
    host = host_table(hosts, ["remote", "normal", "normal"])
    join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    rng = random.Random(2)

    def step() -> bool:
        c = window.controller
        legal = c.match.legal_actions() if c.awaiting is not None and c.match is not None else []
        if legal:
            choice = rng.choice(legal)
            window.action_bar.chosen.emit(choice.at(choice.lo) if isinstance(choice, AmountChoice) else choice)
        return window.deal_paused

    assert spin(step, 60)
    starts: list = []
    window.scene.eventShown.connect(lambda e: starts.append(e) if e.kind is Ev.DEAL_START else None)
    host.close()
    assert spin(lambda: any("host closed the table" in n for n in window.notices), 3)
    button = window.action_bar.continue_button
    assert not window.deal_paused and not (button.isVisible() and button.isEnabled())
    window.continue_play()
    qtbot.wait(800)
    assert not starts   # the next deal, received before the host left, is not played at a table that is gone


WINDOW_SEAT = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from lomber.net.joincode import parse_code
from lomber.settings import Settings
from lomber.storage.history import History
from lomber.ui.shell.mainwindow import MainWindow
from lomber.ui.shell.netwindow import join_table
w = MainWindow(Settings(speed="instant"), History(), save_settings_on_close=False)
w.show()
host, port = sys.argv[1].rsplit(":", 1)
r = join_table(w, (host, int(port)), parse_code(sys.argv[2]), "Win")
r.joined.connect(lambda s: print("seat", s, flush=True))
r.viewChanged.connect(lambda *a: print("synced", flush=True))
r.left.connect(lambda code: print("left", code, flush=True))
app.exec()
"""


def test_a_window_process_killed_returns_to_its_seat(tmp_path):
    """A real window's process, killed with SIGKILL at a match under way and started again on the same data
    folder, sits at its seat again (the old code: "The table is full")."""
    import os
    import queue
    import subprocess
    import sys
    import threading

    from tests.net.test_seats_return import Serve, kill_all
    from tests.net.test_serve_join import lomber_process

    serve = Serve("--game", "fly", "--seats", "remote,remote,easy", "--away", "-1")
    env = {**os.environ, "LOMBER_DATA_DIR": str(tmp_path / "data"), "LOMBER_CONFIG_DIR": str(tmp_path / "config"),
           "QT_QPA_PLATFORM": "offscreen"}

    def window_seat() -> subprocess.Popen:
        return subprocess.Popen([sys.executable, "-c", WINDOW_SEAT, serve.address, serve.code], env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def line(proc: subprocess.Popen) -> str:
        """Its next line, or "" after 30 s (never a test hung on a window that says nothing)."""
        got: queue.Queue[str] = queue.Queue()
        threading.Thread(target=lambda: got.put(proc.stdout.readline().strip()), daemon=True).start()
        try:
            return got.get(timeout=30)
        except queue.Empty:
            return ""

    procs = [serve.proc]
    try:
        first = window_seat()
        procs.append(first)
        seat = line(first)
        assert seat.startswith("seat ")
        procs.append(lomber_process("join", serve.address, "--code", serve.code, "--play", "easy", "--name", "Bob"))
        serve.wait("joined: ")
        serve.wait("joined: ")
        first.kill()
        first.wait()
        again = window_seat()
        procs.append(again)
        assert line(again) == seat                       # the same seat, though the match is under way
        assert line(again) == "synced"                   # and the table as it stands
    finally:
        kill_all(procs)


HOST_WINDOW = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication([])
from lomber.controller.match_controller import safe_action
from lomber.engine.match import Seat
from lomber.settings import Settings
from lomber.storage.history import History
from lomber.ui.shell.mainwindow import MainWindow
QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)   # "Reopen the table?": Yes
w = MainWindow(Settings(speed="instant"), History(), save_settings_on_close=False)
w.show()
c = w.local_controller

def play():   # the user at the window plays his own seat: its safe move
    if c.awaiting == 0 and c.match is not None and not c.match.finished:
        c.submit(safe_action(c.match.game_id, c.match.legal_actions()))

c.prompt.connect(lambda seat, legal: QTimer.singleShot(0, play))
c.matchEnded.connect(lambda s: print("record", json.dumps(c.match.record()), flush=True))
if sys.argv[1] == "host":
    from lomber.ui.dialogs.netlobby import open_table
    seats = [Seat("Me", "human"), Seat("P1", "human"), Seat("C", "ai", "easy")]
    host = open_table(w, "fly", seats, frozenset({1}), {}, bind="127.0.0.1")
    host.ready.connect(lambda: w.docks["table"].widget().start_match())
    print("table", f"127.0.0.1:{host.port()}", host.code, flush=True)
else:
    print("reopened" if w.offer_resume() else "not reopened", w.hosted.port() if w.hosted else 0, flush=True)
    QTimer.singleShot(0, play)
app.exec()
"""


def test_a_hosting_window_process_killed_reopens_its_table_and_its_player_returns(tmp_path):
    """A window hosting a table is killed with SIGKILL mid-match; started again, it reopens the table on the same
    port, the `lomber join` retrying comes back to its seat, and the match finishes whole, chips kept."""
    import json
    import os
    import queue
    import subprocess
    import sys
    import threading

    from lomber.engine.records import start_from_record
    from tests.net.test_seats_return import kill_all
    from tests.net.test_serve_join import lomber_process

    env = {**os.environ, "LOMBER_DATA_DIR": str(tmp_path / "data"), "LOMBER_CONFIG_DIR": str(tmp_path / "config"),
           "QT_QPA_PLATFORM": "offscreen"}
    autosave = tmp_path / "data" / "autosave.json"

    def window(mode: str) -> tuple[subprocess.Popen, queue.Queue]:
        proc = subprocess.Popen([sys.executable, "-c", HOST_WINDOW, mode], env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=lambda: [lines.put(x.strip()) for x in proc.stdout], daemon=True).start()
        return proc, lines

    procs: list[subprocess.Popen] = []
    try:
        first, lines = window("host")
        procs.append(first)
        _, address, code = lines.get(timeout=30).split()
        join = lomber_process("join", address, "--code", code, "--play", "easy", "--retry", "60")
        procs.append(join)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (autosave.exists()
                                                   and len(json.loads(autosave.read_text())["actions"]) >= 4):
            time.sleep(0.05)
        first.kill()
        first.wait()
        crashed = json.loads(autosave.read_text())["actions"]
        assert len(crashed) >= 4 and (tmp_path / "data" / "autosave.json.table").stat().st_mode & 0o077 == 0
        again, lines = window("resume")
        procs.append(again)
        assert lines.get(timeout=30) == f"reopened {address.rsplit(':', 1)[1]}"
        _, err = join.communicate(timeout=120)
        assert join.returncode == 0 and "trying again" in err, err
        kind, _, text = lines.get(timeout=60).partition(" ")
        assert kind == "record"
    finally:
        kill_all(procs)
    record = json.loads(text)
    assert [list(a) for a in record["actions"][:len(crashed)]] == crashed   # nothing of the match lost
    match = start_from_record(record)
    for seat, action in record["actions"]:
        match.apply(seat, action)
    start, end = start_from_record(record).summary(), match.summary()
    assert end["finished"]
    assert sum(end["stacks"]) + sum(end["table"].values()) == sum(start["stacks"]) + sum(start["table"].values())
