"""The window's settings: each one shown at once and written as soon as it changes (atomically, so that a killed
app keeps it); a failure to write them is told once."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker, QTimer

from lomber.settings import save_settings
from lomber.storage.autosave import clear_autosave, write_autosave
from lomber.ui.errors import os_error_text
from lomber.ui.plaintext import set_tip
from lomber.ui.shell.language import ui_language, use_language
from lomber.ui.shell.menus import CARD_SIZE_NAMES
from lomber.ui.table.sound import Silence
from lomber.ui.table.speeds import Speed, durations
from lomber.ui.texts import fmt, tr

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow

KEEP_LATEST_MS = 1000       # a settings write waiting for the table's first paint waits no longer than this


class Preferences:
    """The settings' glue: the View and Game items that are settings, and writing them."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self._failed = False
        self._keep_pending = False       # a write of the settings waits for the table's first paint

    def closing(self) -> None:
        """The window closes: a write waiting for the first paint is done by the close, if at all."""
        self._keep_pending = False

    def set_card_style(self, four_colour: bool | None = None, back: str | None = None) -> None:
        """The four-colour deck and the card back, saved and shown at once."""
        if four_colour is not None:
            self.w.settings.four_colour = four_colour
        if back is not None:
            self.w.settings.card_back = back
        s = self.w.settings
        self.w.scene.set_card_style("four-colour" if s.four_colour else "classic", s.card_back)
        self.keep_settings()

    def set_card_size(self, key: str) -> None:
        """View ▸ Card size: the table reflows with cards of this size (kept in the settings)."""
        self.w.settings.card_size = key if key in CARD_SIZE_NAMES else "auto"
        self.w.scene.set_card_size(self.w.settings.card_size)
        self.w.size_actions[self.w.settings.card_size].setChecked(True)
        self.keep_settings()

    def apply_speed(self, key: str) -> None:
        """Set the animation speed (also the pause before a computer acts and after a deal)."""
        try:
            speed = Speed(key)
        except ValueError:
            speed = Speed.NORMAL
        self.w.settings.speed = speed.value
        self.w.scene.set_speed(speed)
        d = durations(speed)
        self.w.controller.ai_pause_ms = d.ai_pause_ms
        self.w.controller.result_pause_ms = d.result_ms
        self.w.speed_actions[self.w.settings.speed].setChecked(True)
        self.keep_settings()

    def instant(self) -> bool:
        return self.w.settings.speed == "instant"

    def set_language(self, key: str) -> None:
        """Show the interface in another language at once: the log too is worded again (its events and the
        window's own lines; a notice about a file or an error stays as it was said)."""
        self.w.settings.language = key
        self.keep_settings()
        app = QCoreApplication.instance()
        if app is not None:
            use_language(app, ui_language(self.w.settings))   # Qt tells every open dialog (LanguageChange)
        self.w.retranslate()

    def set_autosave(self, on: bool) -> None:
        self.w.settings.autosave = on
        self.w.controller.on_record = self._autosave if on else None
        self.keep_settings()

    def switch_autosave(self, on: bool) -> None:
        """Game ▸ Autosave, as the user switches it: off mid-match, the autosave of this match goes too (the next
        start would offer that older position as if it were the last). An autosave of another match (left at the
        start, or for a lesson) stays: the user has not decided about it."""
        self.set_autosave(on)
        if not on and self._autosaving_this_match():
            self.forget_autosave()

    def _autosaving_this_match(self) -> bool:
        w = self.w
        return (w.controller is w.local_controller and w.controller.match is not None and w.hosted is None
                and not w.coach.active() and not getattr(w.controller, "open_hands", False))

    def keep_on_quit(self) -> None:
        """Quitting mid-match with Autosave off: the match is written once more, so quitting never loses it (the
        next start offers it, as after any quit). Not a lesson's, a demo's, a network seat's nor a hosted table's:
        those are never autosaved."""
        w = self.w
        if w.settings.autosave or not self._autosaving_this_match() or not w.match_at_stake():
            return
        try:
            write_autosave(w.controller.match.record())
        except OSError as exc:
            print(f"lomber: the match could not be kept on quitting: {exc}", file=sys.stderr)

    @staticmethod
    def forget_autosave() -> None:
        """The autosaved match is over or was left for another: it is never offered again."""
        try:
            clear_autosave()
        except OSError:
            pass

    def _autosave(self, record: dict[str, Any]) -> None:
        try:
            write_autosave(record)
        except OSError as exc:
            self.set_autosave(False)
            with QSignalBlocker(self.w.act_autosave):   # not the user's switch: the last good autosave stays
                self.w.act_autosave.setChecked(False)
            self.w.notify(fmt(tr("Autosave failed and is off now: %1"), os_error_text(exc)))

    def keep_settings(self) -> None:
        """Write the settings now (atomically), so that a killed app keeps them; a failure is told once."""
        if not self.w.save_settings_on_close or not self.w._settings_ready:
            return
        try:
            save_settings(self.w.settings)
        except OSError as exc:
            if not self._failed:
                self._failed = True
                self.w.notify(fmt(tr("Your settings could not be saved: %1"), os_error_text(exc)), warn=False)

    def keep_settings_after_paint(self) -> None:
        """keep_settings, but not before the table's first paint: a disk sync then would hold back the first
        sight of the table (a match started at launch). Written at that paint, at the latest after
        KEEP_LATEST_MS (a window that does not paint, e.g. minimized), and on closing in any case."""
        if self.w.painted or not self.w.isVisible():
            self.keep_settings()
        elif not self._keep_pending:
            self._keep_pending = True
            self.w.after_first_paint(self._keep_pending_settings)
            QTimer.singleShot(KEEP_LATEST_MS, self.w, self._keep_pending_settings)

    def _keep_pending_settings(self) -> None:
        if self._keep_pending:
            self._keep_pending = False
            self.keep_settings()

    def set_confirm_leave(self, on: bool) -> None:
        """Whether a new game, an opened file or Stop asks before it ends a match a person plays."""
        self.w.settings.confirm_leave = on
        if self.w.act_confirm.isChecked() != on:
            self.w.act_confirm.setChecked(on)
        self.keep_settings()

    def set_pause_after_deal(self, on: bool) -> None:
        """View ▸ Pause after each deal: where a person plays, the table keeps each deal's showdown until
        Continue (a computer-only match never waits)."""
        self.w.settings.pause_after_deal = on
        if self.w.act_pause.isChecked() != on:
            self.w.act_pause.setChecked(on)
        if not on and self.w.deal_paused:
            self.w.glue.continue_play()            # turned off while waiting: no reason to wait any more
        self.keep_settings()

    def set_sound(self, on: bool) -> None:
        """The table's sounds on or off (loaded the first time they are on); without QtMultimedia the item says
        what is missing and the table stays silent."""
        self.w.settings.sound = on
        if self.w.act_sound.isChecked() != on:
            self.w.act_sound.setChecked(on)
        self.w.sounds.set_enabled(on)
        self.tell_silence()
        self.keep_settings()

    def tell_silence(self) -> None:
        """The Sound item says why the table is silent though sound is on (hovered: the status bar too)."""
        why = {Silence.NOT_INSTALLED: tr("Sound needs Lomber's optional sound package (PySide6-Addons)."),
               Silence.NO_OUTPUT: tr("No audio output was found.")}.get(self.w.sounds.silence, "")
        set_tip(self.w.act_sound, why)
        self.w.act_sound.setStatusTip(why)
