"""The table's sounds: a card, a shuffle, chips and a trick, played as the table shows each event.

QtMultimedia comes with the optional `sound` extra (PySide6-Addons) and needs the system's audio libraries
(libpulse); where it is missing or cannot load, the table is silent and everything else works. The sounds are
our own (`scripts/make_sounds.py` makes resources/sounds/*.wav) and are loaded once, before the first is
played. They follow the table's clock (`TableScene.eventShown`); at INSTANT speed nothing animates and
nothing sounds.
"""

from __future__ import annotations

import enum
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QObject

from lomber.engine.events import Ev, Event
from lomber.engine.registry import game_info
from lomber.paths import resource

if TYPE_CHECKING:
    from lomber.ui.table.scene import TableScene

SOUNDS = ("card", "shuffle", "chip", "trick")
VOLUME = 0.6
MIN_GAP_MS = 40        # the same sound again sooner (thirty antes in a row) would only be a buzz
CARD_EVENTS = (Ev.DEALT, Ev.PLAYED, Ev.DISCARDED, Ev.TURNED, Ev.SHOWN)
SHUFFLE_NOTES = ("shuffle", "reshuffle")


class Silence(enum.Enum):
    """Why the table is silent though sound is on."""

    NOT_INSTALLED = "not-installed"   # no QtMultimedia (the `sound` extra), or it cannot load
    NO_OUTPUT = "no-output"           # no audio device (a server, a container, a muted system)


@dataclass(frozen=True)
class Backend:
    """What the board needs of QtMultimedia: the effect class and whether there is somewhere to play."""

    effect: Callable[..., Any]
    has_output: Callable[[], bool]


def load_backend() -> Backend | None:
    """QtMultimedia, or None where it is not installed or cannot load (e.g. without libpulse)."""
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ModuleNotFoundError:   # the extra is not installed: silence is what the user chose
        return None
    except Exception as exc:  # noqa: BLE001 - installed but broken (a missing libpulse): say why, for a bug report
        print(f"lomber: no sound: {exc}", file=sys.stderr)
        return None
    return Backend(QSoundEffect, lambda: not QMediaDevices.defaultAudioOutput().isNull())


def sound_for(event: Event, tells_shuffles: bool) -> str | None:
    """The sound of one event as the table shows it (None: silent).

    `tells_shuffles`: the game announces each shuffle with a note (a shoe, or a pack shuffled only when used
    up); any other game shuffles before every deal, so a new deal sounds the shuffle."""
    k = event.kind
    if k in CARD_EVENTS:
        return "card"
    if k is Ev.CHIPS and event.amount:
        return "chip"
    if k is Ev.TRICK:
        return "trick"
    if k is Ev.NOTE and event.reason in SHUFFLE_NOTES:
        return "shuffle"
    if k is Ev.DEAL_START and not tells_shuffles:
        return "shuffle"
    return None


class SoundBoard(QObject):
    """Plays the table's sounds while enabled; never raises, never waits."""

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.enabled = False
        self._effects: dict[str, Any] | None = None   # None until loaded; empty when silent
        self.silence: Silence | None = None           # why it is silent, once loaded
        self._tells_shuffles = False
        self._clock = QElapsedTimer()
        self._clock.start()
        self._last: dict[str, int] = {}
        self.played: list[str] = []                   # the sounds played, latest last (tests read them)
        scene.eventShown.connect(self.on_event)

    def set_game(self, game_id: str) -> None:
        """The game on the table (whether it announces its shuffles)."""
        try:
            self._tells_shuffles = "shuffle" in game_info(game_id).notes
        except Exception:  # noqa: BLE001 - an unknown game sounds like any other
            self._tells_shuffles = False

    def set_enabled(self, on: bool) -> None:
        """Sounds on (loaded the first time) or off; off and on again looks for an audio device again."""
        self.enabled = on
        if on:
            self.load()
        elif self.silence is Silence.NO_OUTPUT:
            self._effects, self.silence = None, None

    def available(self) -> bool:
        """QtMultimedia is there and the sounds are loaded (or loading)."""
        return bool(self._effects)

    def load(self) -> bool:
        """Create one effect per sound (QtMultimedia loads here, not at start); True if there is sound."""
        if self._effects is not None:
            return bool(self._effects)
        self._effects = {}
        from PySide6.QtCore import QUrl  # here, after the first paint: making its class (and enums) costs the start
        backend = load_backend()
        if backend is None:
            self.silence = Silence.NOT_INSTALLED
            return False
        try:
            if not backend.has_output():
                self.silence = Silence.NO_OUTPUT
                return False
            for name in SOUNDS:
                path = resource("sounds", f"{name}.wav")
                if not path.is_file():
                    continue
                effect = backend.effect(self)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(VOLUME)
                self._effects[name] = effect
        except Exception:  # noqa: BLE001 - a broken audio stack leaves the table silent, never stopped
            traceback.print_exc()
            self._effects = {}
        self.silence = None if self._effects else Silence.NOT_INSTALLED
        return bool(self._effects)

    def on_event(self, event: Event) -> None:
        """The table shows `event` now: its sound, if any (a slot of `TableScene.eventShown`)."""
        try:
            if not self.enabled or not self._effects or self.scene.instant():
                return
            name = sound_for(event, self._tells_shuffles)
            if name is not None:
                self.play(name)
        except Exception:  # noqa: BLE001 - sound is a nicety: a failure is printed, the table goes on
            traceback.print_exc()

    def play(self, name: str) -> bool:
        """Start one sound (not the same one again within MIN_GAP_MS); True if it was started."""
        effect = (self._effects or {}).get(name)
        if effect is None:
            return False
        now = self._clock.elapsed()
        if now - self._last.get(name, -MIN_GAP_MS) < MIN_GAP_MS:
            return False
        self._last[name] = now
        effect.play()
        self.played.append(name)
        del self.played[:-200]
        return True

    def shutdown(self) -> None:
        """Stop whatever is playing (the window closes)."""
        for effect in (self._effects or {}).values():
            try:
                effect.stop()
            except Exception:  # noqa: BLE001 - closing goes on whatever the audio stack says
                traceback.print_exc()
