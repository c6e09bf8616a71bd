"""Help ▸ Learn to play: the coach that plays a lesson (ui/panels/lessons) on the real table.

The coach starts the lesson's match on the window's controller, the computers following the script; at each of
the learner's decisions it marks the element a step points at (an outline over a dimmed window, an arrow from a
speech panel) and lets through only the move the step waits for: any other is explained, and nothing changes.
A lesson is not a match: no autosave, nothing in the history. The step reached is kept in the settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut

from lomber.engine.actions import Action, parse_action
from lomber.engine.events import Ev, Event
from lomber.ui.panels.coachmark import CoachMark, CoachPanel
from lomber.ui.panels.lessons import LEARNER, Lesson, Step, Target, lesson
from lomber.ui.plaintext import ask_or_cancel
from lomber.ui.table.speeds import Speed, durations
from lomber.ui.texts import N_, fmt, game_name, tr

if TYPE_CHECKING:
    from lomber.ui.shell.mainwindow import MainWindow

PANEL_W = 440                   # the speech panel's width at most
MARGIN = 10
FOLLOW_MS = 150                 # the mark follows its element this often (cards move, the window is resized)
NOTICE_MS = 8000                # a lesson's last word in the status bar goes after this: nothing of it stays there
LESSON_PREFIX = N_("Lesson: %1")


def same(text: str | None, action: Action) -> bool:
    """`action` is the move `text` says (the cards of an exchange in any order)."""
    if text is None:
        return False
    want = parse_action(text)
    return (want.kind, want.amount, sorted(want.cards)) == (action.kind, action.amount, sorted(action.cards))


class Coach:
    """Plays one lesson on `window`'s table until it is finished or put aside."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self.lesson: Lesson | None = None
        self.step = 0
        self.match = None
        self.waiting = False          # the table asks the learner now (steps are said at his decisions)
        self.over = False             # the deal has been settled on the table: the closing steps are said
        self.ended = 0                # the lesson's deals ended so far (`Lesson.ends`)
        self.held_at: int | None = None   # the table is held at the end of the deal ended after these moves
        self.explained = ""           # the last wrong move's explanation (tests read it)
        self.notice = ""              # said once in the panel's second line with the next step (a take back)
        host = window.centralWidget()
        self.mark = CoachMark(host)
        self.panel = CoachPanel(host)
        self.mark.hide()
        self.panel.hide()
        self.panel.next.clicked.connect(self.next)
        self.panel.skip.clicked.connect(self.skip)
        self.esc = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self.esc.setContext(Qt.ShortcutContext.WindowShortcut)
        self.esc.activated.connect(self.skip)
        self.esc.setEnabled(False)
        self.timer = QTimer(window)
        self.timer.setInterval(FOLLOW_MS)
        self.timer.timeout.connect(self.place)
        c = window.local_controller    # the window's own (it may sit at a network table when this is made)
        c.prompt.connect(self._on_prompt)
        c.started.connect(self._on_started)
        window.scene.eventShown.connect(self._on_shown)

    # ----- starting, leaving
    def active(self) -> bool:
        return self.lesson is not None

    def offer(self, game: str) -> bool:
        """Help ▸ Learn to play GAME: a lesson left half-way is offered to continue; True if one starts."""
        try:
            found = lesson(game)
        except KeyError:
            return False
        reached = self.w.settings.lessons.get(game, 0)
        start = 0
        if 0 < reached < len(found.steps):
            go_on = ask_or_cancel(self.w, tr("Learn to play"),
                                  fmt(tr("You stopped the lesson of %1 half-way. Continue where you stopped? (No "
                                         "starts it again from the beginning.)"), game_name(game)))
            if go_on is None:
                return False
            start = found.start_of(reached) if go_on else 0
        if not self.w.confirm_leave(tr("A match of %1 is in progress. Leave it for a lesson?")):
            return False
        self.start(found, start)
        return True

    def start(self, found: Lesson, step: int = 0, exact: bool = False) -> None:
        """Play `found` from `step` (the script made up to that step's decision): from the first step of its
        group, or (`exact`: a move step) from that step itself."""
        self.finish_quietly()
        if not exact:
            step = found.start_of(step)
        w = self.w
        moves = found.at[step]
        if found.steps[step].expect is None and step > 0 and all(s.expect is None for s in found.steps[step:]):
            moves = found.at[step - 1] if found.steps[step - 1].expect is None else max(0, moves - 1)
        match = found.match(moves)
        self.lesson, self.step, self.match = found, step, match
        self.waiting = self.over = False
        self.ended = sum(1 for e in found.ends if e <= moves)
        self.held_at = None
        self.explained = ""
        w.controller.on_record = None                 # a lesson is never autosaved …
        if w.instant():
            # A lesson is to be watched: at Instant a deal would be settled and the next dealt before the
            # closing steps could point at its showdown. Normal speed for the lesson only (not saved).
            w.scene.set_speed(Speed.NORMAL)
            d = durations(Speed.NORMAL)
            w.controller.ai_pause_ms, w.controller.result_pause_ms = d.ai_pause_ms, d.result_ms
        w.controller.script = self._scripted
        w.glue.end_pause()
        w.controller.start(match)
        self.esc.setEnabled(True)
        self.timer.start()
        self._remember()

    def _scripted(self, _view: dict, _legal: list) -> Action:
        """A computer's decision: the script's next one (the match's history says where the deal is)."""
        assert self.lesson is not None and self.match is not None
        return parse_action(self.lesson.script[len(self.match.history)][1])

    def skip(self) -> None:
        """Skip the lesson, or the last step's Close: that one has said everything, so the lesson is finished."""
        if self.active() and self.step >= len(self.lesson.steps) - 1 and self.due():
            self.finish()
        else:
            self.put_aside()

    def put_aside(self) -> None:
        """Skip / Esc: the lesson stops here (its step is remembered); the table stays as it is."""
        if not self.active():
            return
        game = self.lesson.game
        self._end()
        self.w.status(fmt(tr("The lesson of %1 was put aside: Help ▸ Learn to play continues it."), game_name(game)),
                      NOTICE_MS)

    def finish(self, play: bool = False) -> None:
        """The last step's Close, or its Play a match now (`play`: the New game dialog opens on the lesson's
        game): the lesson is done (offered again from its beginning)."""
        if not self.active():
            return
        game = self.lesson.game
        self.step = len(self.lesson.steps)
        self._remember()
        self._end()
        if play:
            self.w.status(tr("Lesson finished."), NOTICE_MS)
            self.w.new_game_dialog(game)
        else:
            self.w.status(tr("Lesson finished. Choose Game ▸ New game to play a match."), NOTICE_MS)

    def take_back(self) -> bool:
        """Game ▸ Take back inside a lesson: the lesson goes back to the step of the learner's last move (the
        script replayed up to it), and says so. False when no move of his has been made yet."""
        if not self.active():
            return False
        found = self.lesson
        made = [k for k in range(min(self.step, len(found.steps))) if found.steps[k].expect is not None]
        if not made:
            return False
        self.start(found, made[-1], exact=True)     # the move again, not the words read before it
        self.notice = N_("Your last move was taken back: the lesson goes on from that step.")
        self.w.status(tr(self.notice), NOTICE_MS)
        return True

    def finish_quietly(self) -> None:
        if self.active():
            self._end()

    def _end(self, stop: bool = True) -> None:
        """The lesson is over; `stop`: its match too (False: another match has taken the controller)."""
        w = self.w
        self.lesson = None
        self.match = None
        self.timer.stop()
        self.esc.setEnabled(False)
        self.mark.hide()
        self.panel.hide()
        w.controller.script = None
        w.set_autosave(w.settings.autosave)
        w.apply_speed(w.settings.speed)
        if not stop:
            return
        w.controller.stop()                           # … and never goes on as a match (nor into the history)
        w.action_bar.disable_all()
        w.action_bar.set_prompt("")
        w.scene.set_playable(set())
        w.hints.clear()                               # a hint or a prompt of the lesson's table says nothing now
        w.odds.refresh()                              # … nor do the odds of its last decision: no match now
        w.glue.refresh_prompt()
        w.glue.refresh_match_items()                  # no match: Stop and Save greyed, saying why

    def _on_started(self, *_: object) -> None:
        """Another match took the table (a new game, an opened file): the lesson is left."""
        if self.active() and self.w.controller.match is not self.match:
            self._end(stop=False)

    def _remember(self) -> None:
        if self.lesson is not None:
            self.w.settings.lessons[self.lesson.game] = self.step
            self.w.keep_settings()

    # ----- following the table
    def current(self) -> Step | None:
        if self.lesson is None or self.step >= len(self.lesson.steps):
            return None
        return self.lesson.steps[self.step]

    def _on_prompt(self, seat: int, _legal: list) -> None:
        if not self.active() or seat != LEARNER:
            return
        k = len(self.match.history)
        if self.lesson.played_for_learner(k) and k < len(self.lesson.script):
            # Past the last move step: the learner's card is played for him, at the computers' pace.
            QTimer.singleShot(self.w.controller.ai_pause_ms, lambda m=self.match: self._play_for_learner(m, k))
            return
        self.waiting = True
        self.show_step()

    def _play_for_learner(self, match, k: int) -> None:
        c = self.w.controller
        if self.active() and self.match is match and c.match is match and len(match.history) == k \
                and c.awaiting == LEARNER:
            c.submit(parse_action(self.lesson.script[k][1]))

    def _on_shown(self, e: Event) -> None:
        """A deal settled on the table: the table holds it (the next deal waits) for the closing steps after the
        last deal, or for the steps said at this deal's end; after another deal it goes on."""
        if not self.active() or e.kind != Ev.DEAL_END or self.over:
            return
        self.ended += 1
        ends = self.lesson.ends
        at = ends[self.ended - 1] if self.ended <= len(ends) else len(self.lesson.script)
        step = self.current()
        if at >= len(self.lesson.script):
            self.over = True
        elif step is not None and step.deal_end and self.lesson.at[self.step] == at:
            self.held_at = at
        else:
            return
        w = self.w
        if w.deal_paused:
            w.statusBar().clearMessage()    # the table's "Continue when you are ready": the lesson's Next goes on
        else:
            w.pause.hold()
        w.action_bar.disable_all()
        w.action_bar.set_prompt("")
        self.show_step()

    def due(self) -> bool:
        """The current step is to be said now: at the learner's decision its script index names, or once the
        deal is over for the closing steps."""
        step = self.current()
        if step is None or self.match is None:
            return False
        at = self.lesson.at[self.step]
        if at >= len(self.lesson.script):
            return self.over
        if step.deal_end:
            return self.held_at == at
        return self.waiting and len(self.match.history) == at

    def show_step(self) -> None:
        step = self.current()
        if step is None or not self.due():
            self.panel.hide()
            self.mark.hide()
            return
        p = self.panel
        last = self.step == len(self.lesson.steps) - 1
        p.title.setText(fmt(tr(LESSON_PREFIX), game_name(self.lesson.game)))
        p.text.setText(tr(step.text))
        p.wrong.setText(tr(self.notice))
        p.wrong.setVisible(bool(self.notice))
        self.notice = ""
        p.skip.setText(tr("&Skip the lesson") if not last else tr("&Close"))
        p.next.setVisible(step.expect is None)
        p.next.setText(tr("&Play a match now") if last else tr("&Next"))
        self.mark.show()
        p.show()
        self.mark.raise_()
        p.raise_()
        self.place()
        if step.expect is None:
            p.next.setFocus()

    def next(self) -> None:
        step = self.current()
        if step is None or step.expect is not None:
            return
        if self.step == len(self.lesson.steps) - 1:
            self.finish(play=True)
            return
        self.step += 1
        self._remember()
        if self.held_at is not None and not self.due():
            # The last step said at a deal's end: the table lets the next deal begin.
            self.held_at = None
            self.w.glue.continue_play()
        self.show_step()

    def allow(self, action: Action) -> bool:
        """The learner's move: the one the step waits for goes on (to the controller); any other is explained and
        changes nothing. Moves made while the step before it is read count for it (Next skipped)."""
        if not self.active():
            return True
        k = self.step
        while k < len(self.lesson.steps) and self.lesson.steps[k].expect is None \
                and self.lesson.at[k] == self.lesson.at[self.step]:
            k += 1
        want = self.lesson.steps[k] if k < len(self.lesson.steps) else None
        if want is not None and same(want.expect, action) and self.lesson.at[k] == self.lesson.at[self.step]:
            self.step = k + 1
            self.waiting = False
            self.explained = ""
            self._remember()
            self.mark.hide()
            self.panel.hide()
            return True
        self.explain(action, want)
        return False

    def explain(self, action: Action, want: Step | None) -> None:
        words = self.w.words
        made = words.bubble(action.text) if words else action.text
        if want is None or want.expect is None:
            text = fmt(tr("Not now: the lesson waits for you to read this first (“%1” changes nothing)."), made)
        else:
            asked = words.bubble(want.expect) if words else want.expect
            text = fmt(tr("Not “%1” here: this step asks for “%2”; its text above says why. Nothing changed."),
                       made, asked)
        self.explained = text
        self.panel.wrong.setText(text)
        self.panel.wrong.show()
        self.place()

    # ----- where the mark and the panel go
    def target_rect(self) -> QRect:
        """The step's element in the central widget's coordinates (empty if it has none, or it is not there)."""
        step = self.current()
        if step is None or step.target is None:
            return QRect()
        return self.locate(step.target)

    def locate(self, target: Target) -> QRect:
        w = self.w
        host = w.centralWidget()
        if target.kind == "button":
            b = w.action_bar.buttons.get(target.key) or w.action_bar.card_buttons.get(target.key)
            if b is None or not b.isVisible():
                return QRect()
            return QRect(b.mapTo(host, QPoint(0, 0)), b.size()).adjusted(-4, -4, 4, 4)
        scene = w.scene
        if target.kind == "badge":
            badges = scene.badges()
            items = [badges[target.key]] if 0 <= target.key < len(badges) else []
        elif target.kind == "hand":
            items = scene.hand_sprites(target.key)
        elif target.kind == "card":
            items = [s for s in scene.sprites() if s.card == target.key and s.isVisible()][:1]
        elif target.kind == "pile":
            pile = scene.piles().get(target.key)
            items = [pile] if pile is not None and pile.isVisible() else []
        elif target.kind == "stock":
            items = [scene.stock()] if scene.stock().isVisible() else []
        else:
            items = []
        if not items:
            return QRect()
        r = QRectF()
        for it in items:
            r = r.united(it.sceneBoundingRect())
        view = w.table_view
        poly = view.mapFromScene(r).boundingRect()
        top_left = view.viewport().mapTo(host, poly.topLeft())
        found, area = QRect(top_left, poly.size()), host.rect()
        # The mark's margin stops at the window's edge: a badge on the table's rim (Fortuna's seat on the left)
        # is whole in view though 6 px around it are not.
        return found.adjusted(-6, -6, 6, 6).intersected(area) if area.contains(found) else found.adjusted(-6, -6, 6, 6)

    def place(self) -> None:
        """The panel beside the table's side away from the target; the mark on the target."""
        if self.panel.isHidden():
            return
        host = self.w.centralWidget()
        area = host.rect()
        self.mark.setGeometry(area)
        target = self.target_rect()
        table = QRect(self.w.table_view.mapTo(host, QPoint(0, 0)), self.w.table_view.size())
        width = min(PANEL_W, area.width() - 2 * MARGIN)
        lay = self.panel.layout()
        height = max(self.panel.minimumSizeHint().height(), lay.totalHeightForWidth(width))
        x = area.left() + (area.width() - width) // 2
        # Top, middle or bottom of the table: the place that hides least of the target, the badges, the
        # learner's hand and the cards in the middle (a small window has no free place that big).
        low = max(table.top() + MARGIN, table.bottom() - height - MARGIN)
        places = [QRect(x, y, width, height) for y in
                  (table.top() + MARGIN, table.top() + max(MARGIN, (table.height() - height) // 2), low)]
        if target.isEmpty():
            places = [places[1], places[0], places[2]]
        seen = self._seen()

        def hidden(r: QRect) -> int:
            cover = r.intersected(target)
            return 100 * cover.width() * cover.height() + sum(
                (c := r.intersected(q)).width() * c.height() for q in seen)

        rect = min(places, key=hidden)
        self.panel.setGeometry(rect)
        self.mark.set_marks(target, rect)

    def _seen(self) -> list[QRect]:
        """What the panel should leave in sight: every badge, the learner's hand, the cards in the middle."""
        scene = self.w.scene
        rects = [self.locate(Target("badge", i)) for i in range(len(scene.badges()))]
        rects.append(self.locate(Target("hand", LEARNER)))
        rects.append(self.locate(Target("stock")))
        hands = {id(s) for i in range(len(scene.badges())) for s in scene.hand_sprites(i)}
        view, host = self.w.table_view, self.w.centralWidget()
        for sprite in scene.sprites():
            if id(sprite) not in hands and sprite.isVisible():
                poly = view.mapFromScene(sprite.sceneBoundingRect()).boundingRect()
                rects.append(QRect(view.viewport().mapTo(host, poly.topLeft()), poly.size()))
        return [r for r in rects if not r.isEmpty()]

    def retranslate(self) -> None:
        if self.active():
            self.show_step()


def learn_menu(window: MainWindow, menu) -> None:
    """Help ▸ Learn to play ▸ one item per game with a lesson."""
    from lomber.engine.registry import game_info
    from lomber.ui.panels.lessons import available

    for game in available():
        a = window.labels.action(menu, game_info(game).name, None, lambda _=False, g=game: window.learn(g))
        a.setData(game)
