"""The window at a network table: joined from Game ▸ Join a table…, driven only by what its seat receives, its
screen showing only that seat's cards, refusals and a lost host said in words."""

from __future__ import annotations

import random

import pytest

from lomber.controller.remote import RemoteController
from lomber.engine.actions import AmountChoice
from lomber.engine.events import HIDDEN, Ev
from lomber.net import protocol as p
from lomber.ui.shell.netwindow import JoinDialog, join_table
from tests.gui.test_app_fairplay import knowable
from tests.net.harness import CODE, make_host, spin


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
    legal = c.match.legal_actions() if c.awaiting is not None and c.match is not None else []
    if not legal:
        return False
    choice = rng.choice(legal)
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
    assert dlg.target == (("127.0.0.1", 7000), "ABCDEFGH", "Ann", None)   # no relay


def announced(**changes) -> bytes:
    from lomber.net.discovery import Announcement

    fields = {"game": "fly", "free": 2, "seats": 4, "name": "Vera", "port": 7000, **changes}
    return Announcement(**fields).encode()


def listed(dlg) -> list[list[str]]:
    return [[dlg.tables.topLevelItem(i).text(c) for c in range(4)] for i in range(dlg.tables.topLevelItemCount())]


def test_the_join_dialog_lists_the_tables_announced_and_picking_one_fills_the_address(window, qapp):
    from lomber.net import discovery as d
    from lomber.ui.seatnames import stored_name
    from lomber.ui.shell.language import use_language

    dlg = JoinDialog(window)
    assert not dlg.listener.listening          # LOMBER_DISCOVERY=off in tests: the datagrams come in by hand
    assert listed(dlg) == [] and not dlg.none.isHidden()
    hear = dlg.listener.hear
    hear(announced(), "192.168.1.20", 100.0)
    hear(announced(game="chemin-de-fer", free=29, seats=30, name="<b>Boss</b>\x1b[0m", port=7001), "192.168.1.21",
         100.0)
    hear(b'{"tag": "lomber-table", "v": 1, "game": "<img src=x>"}', "192.168.1.22", 100.0)   # malformed: ignored
    hear(announced(game="nosuchgame", port=7002), "192.168.1.23", 100.0)                      # a game unknown here
    assert listed(dlg) == [["Fly", "2 of 4", "Vera", "192.168.1.20:7000"],
                           ["Chemin de fer", "29 of 30", "<b>Boss</b> [0m", "192.168.1.21:7001"],
                           ["nosuchgame", "2 of 4", "Vera", "192.168.1.23:7002"]]
    assert dlg.none.isHidden()
    dlg.tables.topLevelItem(1).setSelected(True)
    assert dlg.address.text() == "192.168.1.21:7001" and dlg.code.text() == ""   # the code is never announced
    hear(announced(free=1), "192.168.1.20", 101.0)                                    # a seat taken: the list follows
    assert listed(dlg)[0][1] == "1 of 4" and dlg.tables.topLevelItem(1).isSelected()
    dlg.code.setText("abcd-efgh")
    assert dlg.listener.timer.isActive()
    dlg._check()
    assert dlg.target == (("192.168.1.21", 7001), "ABCDEFGH", stored_name(p.clean_name(window.settings.player_name, "")),
                          None)
    assert not dlg.listener.timer.isActive()   # a closed dialog hears nothing more
    # Tables not heard from leave the list; a flood lists at most MAX_TABLES.
    assert dlg.listener.list.expire(100.0 + d.EXPIRE_S + 0.5)
    dlg.show_tables()
    assert listed(dlg) == [["Fly", "1 of 4", "Vera", "192.168.1.20:7000"]]
    for i in range(3 * d.MAX_TABLES):
        hear(announced(port=8000 + i), "10.0.0.9", 101.0)
    assert len(listed(dlg)) == d.MAX_TABLES
    # In Russian: the game's name in the user's language; the host's name as announced.
    use_language(qapp, "ru")
    ru = JoinDialog(window)
    ru.listener.hear(announced(name="Вера"), "192.168.1.20", 0.0)
    assert listed(ru) == [["Мушка", "2 из 4", "Вера", "192.168.1.20:7000"]]
    assert ru.tables.headerItem().text(1) == "Свободно мест"


def test_a_table_hosted_from_the_window_is_announced_while_its_lobby_has_seats_free(window, hosts):
    from PySide6.QtNetwork import QHostInfo

    from lomber.net.announce import Announcer
    from lomber.net.protocol import clean_name
    from lomber.ui.dialogs.netlobby import close_table

    host = open_from_dialog(window, "fly", ["human", "network", "network", "ai"])
    announcers = host.findChildren(Announcer)
    assert len(announcers) == 1
    ann = announcers[0].what()
    # The user's seat has the default name ("You" tells a friend nothing): the computer's name stands for it.
    assert (ann.game, ann.free, ann.seats, ann.port) == ("fly", 2, 4, host.port())
    assert ann.name == clean_name(QHostInfo.localHostName(), "Lomber")
    assert not announcers[0].timer.isActive()   # LOMBER_DISCOVERY=off: a test announces nothing outside a namespace
    said = []
    announcers[0].last = ann
    announcers[0]._send = said.append
    close_table(window)
    assert [a.free for a in said] == [0]        # the goodbye, so listeners drop it at once


# ----- hosting from the window

def open_from_dialog(window, game: str, kinds: list[str]):
    """The new-game dialog with these seat kinds (`human`, `ai`, `network`), started: the table opens."""
    from lomber.ui.dialogs.netlobby import open_table

    dlg = window.new_game_dialog(game)
    dlg.seat_spin.setValue(len(kinds))
    for i, kind in enumerate(kinds):
        dlg.set_seat(i, dlg.seat_name(i), kind, "easy" if kind == "ai" else None)
    game_, seats, options = dlg.setup()
    network = dlg.network_seats()
    dlg.reject()
    assert network == frozenset(i for i, k in enumerate(kinds) if k == "network")
    assert all(seats[i].kind == "human" for i in network)
    return open_table(window, game_, seats, network, options, bind="127.0.0.1")


def join_process(port: int, code: str, name: str, tmp_path, level: str = "easy"):
    from tests.net.test_serve_join import lomber_process

    transcript = tmp_path / f"seat-{len(list(tmp_path.glob('*.jsonl')))}-{abs(hash(name))}.jsonl"
    proc = lomber_process("join", f"127.0.0.1:{port}", "--code", code, "--play", level, "--name", name,
                          "--transcript", str(transcript))
    return proc, transcript


def test_a_window_hosts_two_headless_players_for_a_deal(window, tmp_path):
    host = open_from_dialog(window, "fly", ["human", "network", "network", "ai"])
    try:
        lobby = window.docks["table"].widget()
        assert window.docks["table"].isVisible()
        assert lobby.code.text().replace("-", "") == host.code
        assert "127.0.0.1:" in lobby.where.text()
        procs = [join_process(host.port(), host.code, n, tmp_path) for n in ("<i>Bo</i>", "Вера")]
        ok = spin(lambda: all(s.conn is not None for s in host.seats.values())
                  or any(proc.poll() is not None for proc, _ in procs), 60)
        assert ok and all(proc.poll() is None for proc, _ in procs), [proc.stderr.read() for proc, _ in procs
                                                                       if proc.poll() is not None]
        assert {s.name for s in host.seats.values()} == {"<i>Bo</i>", "Вера"}
        texts = [lobby.rows[i][1].text() for i in (1, 2)]
        assert sorted(texts) == ["<i>Bo</i>", "Вера"]    # plain labels: the names as typed
        assert not host.started                          # the host starts when he is ready
        lobby.start.click()
        assert host.started and window.controller.match is not None
        assert window.controller.viewer == 0 and window.scene._viewer == 0
        rng = random.Random(4)
        asked_here: list[int] = []
        said: list[str] = []

        def on_prompt(seat, _legal):   # after the window's own slot (connected first)
            asked_here.append(seat)
            if seat in (1, 2):
                said.append(window.statusBar().currentMessage())

        window.controller.prompt.connect(on_prompt)

        def step() -> bool:
            c = window.controller
            if c.awaiting == 0:
                play_by_hand(window, rng)
            # the host's screen shows the table from its own seat only
            leak = face_up_cards(window) - knowable(list(c.past), 0)
            assert not leak
            return deal_ended(window) and not window.scene.busy()

        assert spin(step, 90)
        # Prompts for the network seats went to their players; the window's bar never offered their moves.
        assert any(s in (1, 2) for s in asked_here)
        # … the window only says whom it waits for
        assert said and all(text.startswith("Waiting for ") for text in said), said
        for proc, transcript in procs:
            assert proc.poll() is None, proc.stderr.read()
            lines = transcript.read_text(encoding="utf-8").splitlines()
            assert any('"type":"prompt"' in line for line in lines)
    finally:
        window.leave_table()
        for proc, _ in procs:
            try:
                proc.wait(15)
            except Exception:   # noqa: BLE001
                proc.kill()
                proc.wait()
    assert window.hosted is None and window.controller.remote == frozenset()


def test_the_lobby_moves_players_and_fills_seats(window, hosts):
    from tests.net.harness import Peer

    host = open_from_dialog(window, "fly", ["human", "network", "network", "ai"])
    hosts.append(host)
    lobby = window.docks["table"].widget()
    a = Peer(host, code=host.code, name="Ann")
    assert spin(lambda: a.seat is not None)
    assert a.seat == 1
    # the host moves Ann to seat 4, a computer's: it waits for a network player first, then she is welcomed there
    assert lobby.move(1, 3)
    assert spin(lambda: a.seat == 3)
    assert host.seats[3].name == "Ann" and host.seats[1].token is None
    assert "Ann" == lobby.rows[3][1].text() and lobby.rows[1][2].text() == "waiting for a player…"
    # seat 2 given to a computer; seat 2's row says so
    lobby.set_who(2, "strong")
    assert 2 not in host.seats and host.spec.seats[2].level == "strong"
    assert "strong" in lobby.rows[2][2].text()
    # the local seat cannot be moved or given away
    assert not lobby.move(3, 0) or host.spec.seats[0].kind == "human"
    assert lobby.rows[0][3] is None
    # Start: the empty network seat (2nd) is played by a computer; Ann plays from seat 4
    lobby.start.click()
    assert host.started and 1 not in host.seats
    assert spin(lambda: a.of(p.Start))
    assert a.of(p.Start)[0].seat == 3 and a.of(p.Start)[0].names[3] == "Ann"


def test_a_window_joins_a_headless_serve_and_shows_only_its_cards(window, tmp_path):
    """`lomber serve` in its own process; the window plays seat 2 for a deal by its action bar; then every face-up
    card on its screen is one that seat may know, by the host's autosaved record (the whole truth)."""
    import json

    from lomber.engine.records import replay
    from lomber.net.joincode import parse_code
    from tests.net.test_serve_join import serve

    proc, address, code = serve(tmp_path, "fly", "normal,remote,normal,normal", {})
    try:
        host, _, port = address.rpartition(":")
        remote = join_table(window, (host, int(port)), parse_code(code), "Ann")
        assert spin(lambda: remote.match is not None, 30)
        assert remote.seat == 1 and window.scene._viewer == 1
        rng = random.Random(8)
        assert spin(lambda: play_by_hand(window, rng) and False or (deal_ended(window) and not window.scene.busy()),
                    90)
        events = []
        replay(json.loads((tmp_path / "record.json").read_text(encoding="utf-8")), events=events)
        shown = face_up_cards(window)
        assert shown, "the seat's own hand at least is face up"
        leak = shown - knowable(events, 1)
        assert not leak, f"seat 2's screen shows {leak}"
        assert knowable(events, 0) - knowable(events, 1), "the check has something to catch (others' hidden cards)"
    finally:
        window.leave_table()
        proc.kill()
        proc.wait()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lobby_fits_800x600(window, hosts, lang):
    """The lobby (a tab beside the log) never widens the window past 800×600: its seats' controls are stacked, the
    seats scroll (a 12-seat Ferme table), in English and in Russian with players joined and Move to… offered."""
    from PySide6.QtWidgets import QApplication

    from tests.net.harness import Peer

    window.set_language(lang)
    window.resize(800, 600)
    host = open_from_dialog(window, "ferme", ["human", "network", "network"] + ["ai"] * 9)
    hosts.append(host)
    lobby = window.docks["table"].widget()
    peers = [Peer(host, code=host.code, name=n) for n in ("Вера Александровна", "Борис")]
    assert spin(lambda: all(pe.seat is not None for pe in peers))
    host.seats[2].state = p.SeatState.COMPUTER     # the longest status a seat can have
    lobby.refresh()
    assert any(row[4] is not None for row in lobby.rows)      # a player's Move to… is there
    QApplication.processEvents()
    hint = lobby.minimumSizeHint()
    assert hint.height() <= 600 - 150, hint       # room for the menu, the toolbar, the tabs and the status bar
    assert window.minimumSizeHint().width() <= 800, (window.minimumSizeHint(), hint)
    assert window.width() <= 800 and window.height() <= 600, window.size()


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_away_players_badge_says_so_in_full_or_short(window, qtbot, lang, size):
    """A network player's state on his badge (its second line) fits, measured as tests/gui/test_text_fits.py does:
    the full words where there is room, else a shorter form; never an ellipsis (the tooltip says it whole). Every
    game, default seats."""
    from lomber.engine.match import Seat
    from lomber.engine.registry import game_ids, match_class
    from lomber.ui.dialogs.newgame import SEAT_DEFAULT
    from lomber.ui.seatnames import default_name
    from lomber.ui.shell.netwindow import mark_away

    window.resize(*size)
    window.set_language(lang)
    problems = []
    for game in game_ids():
        cls = match_class(game)
        n = max(cls.min_players, min(cls.max_players, SEAT_DEFAULT))
        seats = [Seat(default_name(0), "human")] + [Seat(default_name(i), "ai", "easy") for i in range(1, n)]
        assert window.start_game(game, seats, {}, seed=3)
        qtbot.wait(50)
        states = {i: (p.SeatState.AWAY.value, p.SeatState.COMPUTER.value)[i % 2] for i in range(1, n)}
        mark_away(window, states)
        for badge in window.scene.badges()[1:]:
            said = badge.texts()["tail"]
            if not said.fits:
                problems.append((game, said.text, round(said.room)))
            assert said.text in badge.away and badge.away[0] in badge.toolTip()
        window.controller.stop()
    assert not problems, problems


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lobbys_boxes_say_their_whole_words(window, hosts, lang):
    """Move to… and the seat's kind are never cut in their boxes (Russian «Пересадить…» was)."""
    from tests.net.harness import Peer

    window.set_language(lang)
    window.resize(800, 600)
    host = open_from_dialog(window, "fly", ["human", "network", "network", "ai"])
    hosts.append(host)
    lobby = window.docks["table"].widget()
    peer = Peer(host, code=host.code, name="Вера")
    assert spin(lambda: peer.seat is not None)
    spin(lambda: False, 0.2)
    boxes = [b for row in lobby.rows for b in row[3:] if b is not None]
    assert any(row[4] is not None for row in lobby.rows)
    for box in boxes:
        room = box.style().subControlRect(box.style().ComplexControl.CC_ComboBox, _combo_option(box),
                                          box.style().SubControl.SC_ComboBoxEditField, box).width()
        assert box.fontMetrics().horizontalAdvance(box.currentText()) <= room, (box.currentText(), room)
        assert box.toolTip()


def _combo_option(box):
    from PySide6.QtWidgets import QStyleOptionComboBox

    opt = QStyleOptionComboBox()
    opt.initFrom(box)
    opt.currentText = box.currentText()
    return opt


def test_default_names_are_shown_in_each_players_language(window, hosts):
    """Names are sent as stored ("You", "Player 4"; a network player who calls himself "Computer" is his seat's
    "Player 2": never one of the app's own names); each window shows a default in its own language. At a Russian
    seat the host's "You" is «Игрок 1» (not him), his own unnamed seat «Вы»."""
    from lomber.controller.match_controller import MatchController
    from lomber.engine.match import Seat
    from lomber.net.host import Host, Limits, TableSpec
    from tests.net.harness import Peer

    seats = [Seat("You", "ai", "easy"), Seat("Player 2", "human"), Seat("Player 3", "human"),
             Seat("Player 4", "ai", "easy")]
    host = Host(MatchController(ai_process=False), TableSpec("fly", seats, frozenset({1, 2}), {}, 5), CODE, Limits())
    assert host.listen("127.0.0.1", 0)
    host.ready.connect(lambda: host.started or host.start_match())
    hosts.append(host)
    bot = Peer(host, name="Computer", auto=True)
    assert spin(lambda: bot.seat == 1)
    window.set_language("ru")
    dlg = JoinDialog(window, "")
    dlg.address.setText(f"127.0.0.1:{host.port()}")
    dlg.code.setText(CODE)
    dlg._check()
    assert dlg.target is not None and dlg.target[2] == ""    # nothing typed: the host names the seat
    join_table(window, *dlg.target)
    assert spin(lambda: window.controller.match is not None, 15)
    assert host.seats[2].name == "Player 3" and host.seats[1].name == "Player 2"
    assert bot.of(p.Start)[0].names == ["You", "Player 2", "Player 3", "Player 4"]   # stored forms on the wire
    assert window.names() == ["Игрок 1", "Игрок 2", "Вы", "Игрок 4"]
    assert [b.name for b in window.scene.badges()] == window.names()
    window.set_language("en")                                 # and again after a change of language
    assert window.names() == ["Player 1", "Player 2", "You", "Player 4"]


def test_the_lobby_shows_default_names_in_the_hosts_language(window, hosts):
    from tests.net.harness import Peer

    window.set_language("ru")
    host = open_from_dialog(window, "fly", ["human", "network", "network", "ai"])
    hosts.append(host)
    lobby = window.docks["table"].widget()
    bot = Peer(host, code=host.code, name="Computer")         # the app's own names are never a player's
    typed = Peer(host, code=host.code, name="You")            # the host's own default is never another's name
    assert spin(lambda: bot.seat is not None and typed.seat is not None)
    assert host.seats[typed.seat].name == f"Player {typed.seat + 1}"
    texts = [row[1].text() for row in lobby.rows]
    assert texts[bot.seat] == f"Игрок {bot.seat + 1}" and texts[typed.seat] == f"Игрок {typed.seat + 1}"
    assert texts[3] == "Игрок 4"


@pytest.mark.parametrize("allowed", [True, False], ids=["advice-allowed", "advice-off"])
def test_hints_and_odds_at_a_network_seat_follow_the_hosts_setting(window, hosts, allowed):
    """The host's table allows advice or not (`start` says so): the seat's Hint works from its own view, or is off
    with a tooltip, a status and an odds panel saying the host turned it off."""
    host = host_table(hosts, "fly", ["remote", "normal", "normal", "normal"])
    assert host.set_advice(allowed)
    join_table(window, ("127.0.0.1", host.port()), CODE, "Ann")
    c = window.controller
    assert spin(lambda: c.awaiting == 0 and not window.scene.busy(), 30)
    assert c.match.advice is allowed
    hints = window.hints
    hints.refresh()
    window.odds.refresh()
    off = "The host of this table turned hints and odds off."
    if allowed:
        assert hints.act_hint.isEnabled() and hints.act_hint.toolTip() != off
        assert window.odds.message != off
        hints.show_hint()
        assert spin(lambda: hints.shown is not None, 30)
        assert hints.action is not None and any(hints.action == ch or getattr(ch, "kind", None) == hints.action.kind
                                                for ch in c.match.legal_actions())
    else:
        assert not hints.act_hint.isEnabled() and hints.act_hint.toolTip() == off
        assert window.odds.message == off
        asked = window.advisor.asked
        hints.show_hint()
        assert window.statusBar().currentMessage() == off and window.advisor.asked == asked


def test_the_lobby_sets_whether_network_players_get_advice(window, hosts):
    host = open_from_dialog(window, "fly", ["human", "network", "ai", "ai"])
    hosts.append(host)
    lobby = window.docks["table"].widget()
    assert lobby.advice.isChecked() and host.spec.advice
    lobby.advice.setChecked(False)
    assert host.spec.advice is False and window.settings.advice_network is False
    lobby.start_match()
    assert not lobby.advice.isEnabled()


def test_the_lobby_sets_a_turn_time_and_hands_a_seat_to_a_computer(window, hosts):
    """The Turn time box is the table's (off by default); once the match is under way, Let a computer play hands
    a present player's seat to a computer, and his answer at the next prompt takes it back."""
    from lomber.controller.match_controller import safe_action
    from tests.net.harness import Peer

    host = open_from_dialog(window, "fly", ["human", "network", "ai", "ai"])
    hosts.append(host)
    lobby = window.docks["table"].widget()
    assert host.spec.turn_s is None and lobby.turn.currentData() is None
    lobby.turn.setCurrentIndex(lobby.turn.findData(60.0))
    lobby.turn.activated.emit(lobby.turn.currentIndex())
    assert host.spec.turn_s == 60.0
    ann = Peer(host, code=host.code, name="Ann")
    assert spin(lambda: ann.seat == 1)
    lobby.start.click()
    assert spin(lambda: ann.of(p.Start))
    hand = lobby.rows[1][4]
    assert hand is not None and hand.text() == "Let a computer play"
    hand.click()
    assert host.seats[1].state is p.SeatState.COMPUTER
    assert spin(lambda: any(m.seat == 1 and m.state == "computer" for m in ann.of(p.SeatChange)))
    assert lobby.rows[1][4] is None   # a computer plays it already
    ann.auto = True                   # her next answer gives her the seat back
    ctrl = window.controller

    def back() -> bool:
        if ctrl.awaiting == 0:        # the window's own seat plays its part, so that her turn comes
            ctrl.submit(safe_action(ctrl.match.game_id, ctrl.match.legal_actions()))
        return host.seats[1].state is p.SeatState.HERE

    assert spin(back, 30)
