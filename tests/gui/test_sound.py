"""Sound: our own small files, played on the table's clock as each event is shown, silent at INSTANT speed,
switched by View ▸ Sound; without QtMultimedia (or an audio device) the app is silent and works."""

from __future__ import annotations

import importlib.util
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

from lomber.engine.events import Ev, Event
from lomber.paths import resource
from lomber.settings import Settings
from lomber.ui.shell.mainwindow import MainWindow
from lomber.ui.table import sound
from lomber.ui.table.sound import SOUNDS, Backend, Silence, SoundBoard, sound_for
from tests.gui.apphelpers import ai_seats

ROOT = Path(__file__).resolve().parents[2]
REAL_BACKEND = sound.load_backend     # taken before tests/gui/conftest.py silences every window


class Recorder:
    """What the table showed and what sounded, in order."""

    def __init__(self) -> None:
        self.log: list[tuple[str, object]] = []

    def effect(self, parent: QObject | None = None) -> QObject:
        log = self.log

        class FakeEffect(QObject):
            def setSource(self, url) -> None:
                self.source = Path(url.toLocalFile())

            def setVolume(self, volume: float) -> None:
                self.volume = volume

            def play(self) -> None:
                log.append(("sound", self.source.stem))

            def stop(self) -> None:
                pass

        return FakeEffect(parent)

    def shown(self, event: Event) -> None:
        self.log.append(("event", event))


def window_with(qtbot, speed: str, recorder: Recorder | None = None) -> MainWindow:
    w = MainWindow(Settings(speed=speed), None, save_settings_on_close=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.painted, timeout=10_000)      # the sounds load after the first paint
    if recorder is not None:
        w.scene.eventShown.connect(recorder.shown)          # after the board: a sound comes before its event here
    return w


def play_a_deal(qtbot, w: MainWindow, tricks: int = 5) -> None:
    """Computer players play a Fly deal (without their thinking pauses) up to its `tricks`-th trick or its end."""
    shown: list[Event] = []
    w.scene.eventShown.connect(shown.append)
    w.controller.ai_pause_ms = w.controller.result_pause_ms = 0
    assert w.start_game("fly", ai_seats(3, "easy"), {"first_dealer": 0, "stakes": 2}, seed=5)
    qtbot.waitUntil(lambda: sum(e.kind is Ev.TRICK for e in shown) >= tricks
                    or any(e.kind is Ev.DEAL_END for e in shown), timeout=60_000)
    w.controller.stop()


@pytest.fixture
def fake_audio(monkeypatch) -> Recorder:
    rec = Recorder()
    monkeypatch.setattr(sound, "load_backend", lambda: Backend(rec.effect, lambda: True))
    return rec


def test_each_sound_is_played_as_the_table_shows_its_event(qtbot, fake_audio):
    w = window_with(qtbot, "fast", fake_audio)
    assert w.sounds.available() and w.sounds.silence is None
    play_a_deal(qtbot, w, tricks=2)
    log = fake_audio.log
    assert {name for kind, name in log if kind == "sound"} == set(SOUNDS)
    for i, (kind, name) in enumerate(log):
        if kind == "sound":   # the very event that sounds follows it at once
            assert log[i + 1][0] == "event" and sound_for(log[i + 1][1], False) == name, log[i - 2:i + 2]
    sounding = [i for i, (kind, e) in enumerate(log) if kind == "event" and sound_for(e, False)]
    heard = [i for i in sounding if log[i - 1][0] == "sound"]
    assert len(heard) >= 0.9 * len(sounding)     # only a repeat within MIN_GAP_MS is left out
    first = next(e for kind, e in log if kind == "event")
    assert first.kind is Ev.DEAL_START and log[0] == ("sound", "shuffle")   # Fly shuffles before each deal
    w.controller.shutdown()


def test_instant_speed_and_sound_off_are_silent(qtbot, fake_audio):
    w = window_with(qtbot, "instant", fake_audio)
    play_a_deal(qtbot, w)
    assert [x for x in fake_audio.log if x[0] == "event"] and not [x for x in fake_audio.log if x[0] == "sound"]
    w.controller.shutdown()
    fake_audio.log.clear()
    w = window_with(qtbot, "fast", fake_audio)
    w.act_sound.trigger()
    assert w.settings.sound is False and not w.act_sound.isChecked()
    play_a_deal(qtbot, w, tricks=1)
    assert not [x for x in fake_audio.log if x[0] == "sound"]
    w.controller.shutdown()


def test_without_qtmultimedia_the_app_is_silent_and_plays_on(qtbot, monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)    # as if PySide6-Addons were not installed
    monkeypatch.setattr(sound, "load_backend", REAL_BACKEND)
    assert sound.load_backend() is None
    w = window_with(qtbot, "fast")
    assert w.act_sound.isChecked() and w.settings.sound is True        # the user's choice stays
    assert not w.sounds.available() and w.sounds.silence is Silence.NOT_INSTALLED
    assert "PySide6-Addons" in w.act_sound.toolTip()
    play_a_deal(qtbot, w, tricks=1)
    assert w.sounds.played == []
    w.controller.shutdown()


def test_without_an_audio_device_the_sounds_are_not_loaded(qtbot, monkeypatch, fake_audio):
    monkeypatch.setattr(sound, "load_backend", lambda: Backend(fake_audio.effect, lambda: False))
    w = window_with(qtbot, "fast")
    assert w.sounds.silence is Silence.NO_OUTPUT and "audio output" in w.act_sound.toolTip()
    monkeypatch.setattr(sound, "load_backend", lambda: Backend(fake_audio.effect, lambda: True))
    w.act_sound.trigger()
    w.act_sound.trigger()                      # off and on again looks again (a headset plugged in)
    assert w.sounds.available() and w.act_sound.toolTip() in ("", w.act_sound.text().replace("&", ""))
    w.controller.shutdown()


def test_the_real_qtmultimedia_loads_or_is_told_missing(qtbot, monkeypatch):
    """Whatever this machine has: the extra absent, present without libpulse, without a device, or working."""
    from lomber.ui.table.scene import TableScene

    monkeypatch.setattr(sound, "load_backend", REAL_BACKEND)
    scene = TableScene()
    board = SoundBoard(scene)
    board.set_enabled(True)
    backend = sound.load_backend()
    if backend is None:
        assert board.silence is Silence.NOT_INSTALLED and not board.available()
    elif not backend.has_output():
        assert board.silence is Silence.NO_OUTPUT and not board.available()
    else:
        assert board.available() and set(board._effects) == set(SOUNDS)
        for name in SOUNDS:
            board.play(name)
        qtbot.wait(300)
    board.shutdown()
    if backend is not None:   # a real effect takes our file, whatever the device says
        effect = backend.effect()
        from PySide6.QtCore import QUrl
        effect.setSource(QUrl.fromLocalFile(str(resource("sounds", "card.wav"))))
        effect.play()
        qtbot.wait(100)
        effect.stop()


def test_which_event_sounds():
    assert sound_for(Event(Ev.DEALT, 1, ("?",), face_up=False), False) == "card"
    assert sound_for(Event(Ev.PLAYED, 1, ("7S",)), False) == "card"
    assert sound_for(Event(Ev.CHIPS, src="seat:0", dst="pot", amount=2), False) == "chip"
    assert sound_for(Event(Ev.CHIPS, src="seat:0", dst="pot", amount=0), False) is None
    assert sound_for(Event(Ev.TRICK, 2), False) == "trick"
    assert sound_for(Event(Ev.DEAL_START, 0), False) == "shuffle"          # Fly, Fortuna: every deal
    assert sound_for(Event(Ev.DEAL_START, 0), True) is None                # Ferme, Chemin de fer: when told
    assert sound_for(Event(Ev.NOTE, reason="shuffle"), True) == "shuffle"
    assert sound_for(Event(Ev.NOTE, reason="reshuffle"), True) == "shuffle"
    assert sound_for(Event(Ev.ACTION, 0, text="stand"), False) is None
    board = SoundBoard.__new__(SoundBoard)
    for game, told in (("ferme", True), ("chemin-de-fer", True), ("fly", False), ("fortuna", False)):
        SoundBoard.set_game(board, game)
        assert board._tells_shuffles is told, game


def test_the_sound_files_are_ours_small_and_up_to_date():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    make_sounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sounds)
    assert make_sounds.stale() == [], "run scripts/make_sounds.py"
    total = 0
    for name in SOUNDS:
        path = resource("sounds", f"{name}.wav")
        with wave.open(str(path), "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            assert w.getnframes() / w.getframerate() < 0.5
        total += path.stat().st_size
    assert total < 40_000
