"""The window's menus, toolbar and their labels: each kept with its English text, so that a change of language
retranslates them in place."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from lomber.ui.plaintext import set_tip
from lomber.ui.table.speeds import Speed
from lomber.ui.texts import CARD_BACKS, LANGUAGES, N_, tr

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow

# View ▸ Card size (the table's layout.CARD_SIZES), in the menu's order
CARD_SIZE_NAMES = {"auto": N_("&Automatic"), "small": N_("&Small"), "medium": N_("&Medium"), "large": N_("&Large")}


class Labels:
    """Menus, actions and bars made with their English text, retranslated together."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        self.items: list[tuple[Any, str]] = []
        self.why_off: dict[QAction, Callable[[], str]] = {}   # disabled actions: why, in the language in use

    def menu(self, parent: Any, text: str) -> QMenu:
        """A menu titled with the translation of `text` (kept for a change of language)."""
        m = parent.addMenu(tr(text))
        self.items.append((m, text))
        return m

    def action(self, menu: Any, text: str, shortcut: Any, slot: Any) -> QAction:
        """An action labelled with the translation of `text` (kept for a change of language)."""
        a = QAction(tr(text), self.parent)
        self.items.append((a, text))
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            a.triggered.connect(slot)
        menu.addAction(a)
        return a

    def enable(self, action: QAction, on: bool, why: Callable[[], str]) -> None:
        """Enable `action`, or disable it saying why (`why()`, worded when shown) in its tooltip and status tip: a
        greyed item that gives no reason leaves the user guessing."""
        action.setEnabled(on)
        if on:
            self.why_off.pop(action, None)
        else:
            self.why_off[action] = why
        self._tell(action)

    def _tell(self, action: QAction) -> None:
        why = self.why_off.get(action)
        text = why() if why is not None else ""
        set_tip(action, text)     # "" gives back the default tooltip, the text in the language in use
        action.setStatusTip(text)

    def retranslate(self) -> None:
        """Every label in the language in use."""
        for obj, text in self.items:
            if isinstance(obj, QMenu):
                obj.setTitle(tr(text))
            elif isinstance(obj, QAction):
                obj.setText(tr(text))
            else:
                obj.setWindowTitle(tr(text))
        for action in list(self.why_off):
            self._tell(action)


def build_menus(w: MainWindow) -> None:
    """The menu bar and the toolbar, each label kept in `w.labels` for a change of language."""
    bar = w.menuBar()
    game = w.labels.menu(bar, N_("&Game"))
    w.act_new = w.labels.action(game, N_("&New game…"), QKeySequence.StandardKey.New,
                                lambda: w.new_game_dialog())
    w.act_open = w.labels.action(game, N_("&Open…"), QKeySequence.StandardKey.Open, w.files.open_dialog)
    w.act_join = w.labels.action(game, N_("&Join a table…"), None, w.join_dialog)
    w.act_save = w.labels.action(game, N_("&Save…"), QKeySequence.StandardKey.Save, w.files.save_dialog)
    w.act_stop = w.labels.action(game, N_("S&top the match"), "Ctrl+E", w.stop_match)
    w.glue.items.use(w.act_save, w.act_stop)
    w.glue.refresh_match_items()     # nothing to save or stop until a match starts: the items say so
    w.deals.add_actions(game)
    w.practice.add_actions(game)
    w.act_watch = w.labels.action(game, N_("&Watch computers play"), None, None)
    w.act_watch.setCheckable(True)   # a demo, on and off (stopped by the same item)
    w.act_watch.triggered.connect(w.practice.toggle_watch)
    game.setToolTipsVisible(True)    # a greyed item says why in its tooltip
    game.addSeparator()
    w.hints.add_actions(game, w.labels.action)
    w.act_stats = w.labels.action(game, N_("Stat&istics…"), None, w.show_statistics)
    w.act_replay = w.labels.action(game, N_("&Replay a match…"), None, w.replay_dialog)
    game.addSeparator()
    w.act_autosave = w.labels.action(game, N_("&Autosave"), None, None)
    w.act_autosave.setCheckable(True)
    w.act_autosave.setChecked(w.settings.autosave)
    w.act_autosave.toggled.connect(w.prefs.switch_autosave)
    _add_confirm_item(w, game)
    game.addSeparator()
    w.act_quit = w.labels.action(game, N_("&Quit"), QKeySequence.StandardKey.Quit, w.close)

    view = w.labels.menu(bar, N_("&View"))
    speed_menu = w.labels.menu(view, N_("Animation &speed"))
    w.speed_group = QActionGroup(w)
    w.speed_actions: dict[str, QAction] = {}
    for i, speed in enumerate(Speed):
        key = speed.value
        a = w.labels.action(speed_menu, speed.label, f"Ctrl+{i + 1}", lambda _=False, k=key: w.prefs.apply_speed(k))
        a.setCheckable(True)
        w.speed_group.addAction(a)
        w.speed_actions[key] = a
    lang_menu = w.labels.menu(view, N_("&Language"))
    lang_group = QActionGroup(w)
    for key, text in LANGUAGES.items():
        a = w.labels.action(lang_menu, text, None, lambda _=False, k=key: w.prefs.set_language(k))
        a.setCheckable(True)
        a.setChecked(key == w.settings.language)
        lang_group.addAction(a)
    w.act_four = w.labels.action(view, N_("&Four-colour deck"), None, None)
    w.act_four.setCheckable(True)
    w.act_four.setChecked(w.settings.four_colour)
    w.act_four.toggled.connect(lambda on: w.prefs.set_card_style(four_colour=on))
    back_menu = w.labels.menu(view, N_("Card &back"))
    back_group = QActionGroup(w)
    for key, text in CARD_BACKS.items():
        a = w.labels.action(back_menu, text, None, lambda _=False, k=key: w.prefs.set_card_style(back=k))
        a.setCheckable(True)
        a.setChecked(key == w.settings.card_back)
        back_group.addAction(a)
    size_menu = w.labels.menu(view, N_("Card si&ze"))
    size_group = QActionGroup(w)
    w.size_actions: dict[str, QAction] = {}
    for key, text in CARD_SIZE_NAMES.items():
        a = w.labels.action(size_menu, text, None, lambda _=False, k=key: w.prefs.set_card_size(k))
        a.setCheckable(True)
        a.setChecked(key == w.settings.card_size)
        size_group.addAction(a)
        w.size_actions[key] = a
    view.addAction(w.table_view.act_last_trick)
    _add_pause_item(w, view)
    w.explainer.add_action(view)
    _add_sound_item(w, view)
    view.addSeparator()
    for key in ("log", "scores", "result", "odds", "rules"):
        view.addAction(w.docks[key].toggleViewAction())

    helpm = w.labels.menu(bar, N_("&Help"))
    w.act_rules = w.labels.action(helpm, N_("&Rules of this game"), QKeySequence.StandardKey.HelpContents,
                                  w.show_rules)
    w.learn_menu = w.labels.menu(helpm, N_("&Learn to play"))
    _fill_learn_menu_later(w)
    w.labels.action(helpm, N_("&About Lomber"), None, w.about)

    tools = w.addToolBar(tr("Main"))
    w.labels.items.append((tools, N_("Main")))
    tools.setObjectName("toolbar-main")
    for a in (w.act_new, w.act_open, w.act_save, w.act_rules, w.hints.act_hint):
        tools.addAction(a)


def _fill_learn_menu_later(w: MainWindow) -> None:
    """Help ▸ Learn to play lists a lesson per game: listing them loads every game, which the first paint does not
    need (one game is on the table). It is filled after that paint, or when first opened if sooner."""
    def fill() -> None:
        if not w.learn_menu.actions():
            from lomber.ui.panels.lesson import learn_menu
            learn_menu(w, w.learn_menu)

    w.learn_menu.aboutToShow.connect(fill)
    w.after_first_paint(fill)


def _add_confirm_item(w: MainWindow, menu: Any) -> None:
    w.act_confirm = w.labels.action(menu, N_("Ask &before leaving a match"), None, None)
    w.act_confirm.setCheckable(True)
    w.act_confirm.setChecked(w.settings.confirm_leave)
    w.act_confirm.toggled.connect(w.prefs.set_confirm_leave)


def _add_pause_item(w: MainWindow, menu: Any) -> None:
    w.act_pause = w.labels.action(menu, N_("&Pause after each deal"), None, None)
    w.act_pause.setCheckable(True)
    w.act_pause.setChecked(w.settings.pause_after_deal)
    w.act_pause.toggled.connect(w.prefs.set_pause_after_deal)


def _add_sound_item(w: MainWindow, menu: Any) -> None:
    w.act_sound = w.labels.action(menu, N_("S&ound"), None, None)
    w.act_sound.setCheckable(True)
    w.act_sound.setChecked(w.settings.sound)
    w.act_sound.toggled.connect(w.prefs.set_sound)
    menu.setToolTipsVisible(True)    # the item's tooltip says why the table is silent (only it sets one)
