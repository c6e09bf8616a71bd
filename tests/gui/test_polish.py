"""What a player sees: prompts that name the choices, a bar that fits, a read-only scores table, plain log lines."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView

from lomber.engine.actions import PLAY, Action, AmountChoice
from lomber.engine.events import Ev, Event
from lomber.engine.registry import game_ids
from lomber.ui.panels.docks import ScoresPanel
from lomber.ui.panels.logfeed import LogFeed
from lomber.ui.table.actionbar import ActionBar
from lomber.ui.texts import GameTexts

FERME, CHEMIN, FLY, FORTUNA = (GameTexts(g, ["A", "B"]) for g in ("ferme", "chemin-de-fer", "fly", "fortuna"))


def test_the_prompt_names_the_choices_in_the_buttons_words():
    assert FERME.prompt_choices([Action("draw"), Action("stand")]) == "Draw or Stand"
    bet = AmountChoice("bet", 10, 400)
    assert CHEMIN.prompt_choices([Action("banco"), bet, Action("pass")]) == "Banco, Bet 10–400 or Pass"
    plays = [Action(PLAY, cards=("QH",)), Action(PLAY, cards=("7C",))]
    assert FLY.prompt_choices(plays) == "play a card (click it)"
    exchanges = [Action("exchange", cards=("7C",)), Action("exchange", cards=("7C", "8D")), Action("keep")]
    assert FLY.prompt_choices(exchanges) == "Exchange or Keep"


def test_every_games_bar_fits_beside_a_readable_prompt(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.resize(1000, 40)
    bar.show()
    for game in game_ids():
        bar.set_game(game)       # no event loop in between: the last game's words must be out of the row at once
        # the width the table leaves at 1280 px with the docks open, less a prompt of 200 px
        assert bar.sizeHint().width() <= 1000 - 200 + bar.prompt.minimumWidth(), game
        fresh = ActionBar()
        qtbot.addWidget(fresh)
        fresh.set_game(game)
        assert bar.sizeHint().width() == fresh.sizeHint().width(), game
    text = "Anna, your turn: Banco, Bet 10–400 or Pass. Your total: 7."
    bar.set_prompt(text)
    bar.prompt.resize(120, 20)
    assert bar.prompt.text() == text and bar.prompt.toolTip() == text
    assert bar.prompt.displayed() == text       # wrapped, never cut: every choice stays on screen
    bar.prompt.resize(300, bar.prompt.heightForWidth(300))
    assert bar.prompt.fits() and bar.prompt.heightForWidth(300) > bar.prompt.fontMetrics().height()


def test_scores_cannot_be_edited_and_hide_an_empty_score_column(qtbot):
    s = ScoresPanel()
    qtbot.addWidget(s)
    s.set_names(["Anna", "Boris"])
    s.update_view({"stacks": [10, 20], "roles": {}})
    assert s.table.isColumnHidden(2)
    assert s.table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    s.update_view({"stacks": [10, 20], "scores": [3, 4]})
    assert not s.table.isColumnHidden(2) and s.table.item(1, 2).text() == "4"


def test_log_lines_count_cards_in_plain_words():
    down = Event(Ev.DEALT, seat=1, cards=("?",))
    assert LogFeed(FERME).lines([down]) == ["A card dealt face down"]
    assert LogFeed(FERME).lines([down, down, down]) == ["3 cards dealt face down"]
    assert FLY.event_line(Event(Ev.DISCARDED, seat=0, cards=("?",))) == "A puts down a card"
    talon = Event(Ev.DISCARDED, seat=0, cards=("?", "?"), reason="discard")   # Fortuna's talon
    assert FORTUNA.event_line(talon) == "A discards 2 cards"


def test_the_bar_shows_only_the_words_of_this_step_wide_or_cramped(qtbot):
    """Not the words of other steps, greyed (at 1280 px: "Take the trump" with its option off)."""
    from lomber.ui.table.actionbar import ActionDock

    bar = ActionBar()
    dock = ActionDock(bar)
    qtbot.addWidget(dock)
    dock.resize(1600, dock.height())
    dock.show()
    bar.set_game("chemin-de-fer")
    bar.show_choices([Action("deal"), Action("retire")], "Anna, your turn: Deal or Retire.")
    shown = {w for w, b in bar.buttons.items() if not b.isHidden()}
    assert shown == {"deal", "retire"} and bar.spins["bet"].isHidden()     # room enough, all the same
    dock.resize(640, dock.height())
    qtbot.wait(10)
    shown = {w for w, b in bar.buttons.items() if not b.isHidden()}
    assert shown == {"deal", "retire"} and bar.spins["bet"].isHidden()
    bar.show_choices([Action("banco"), AmountChoice("bet", 10, 400), Action("pass")], "Anna, your turn.")
    shown = {w for w, b in bar.buttons.items() if not b.isHidden()}
    assert shown == {"banco", "bet", "pass"} and not bar.spins["bet"].isHidden()
    assert bar.sizeHint().width() <= 640


def test_every_note_of_real_matches_has_its_own_translatable_line():
    from lomber.engine.match import default_seats
    from lomber.engine.registry import new_match
    from lomber.search.players import RandomPlayer
    seen = set()
    for game, n, options in (("fortuna", 2, {}), ("fortuna", 4, {}), ("fly", 4, {}), ("ferme", 5, {}),
                             ("chemin-de-fer", 4, {})):
        for seed in range(3):
            match = new_match(game, default_seats(n), options, seed)
            player = RandomPlayer(seed)
            events = list(match.start_events)
            while not match.finished and match.deals < 4:
                seat = match.to_act()
                events += match.apply(seat, player.choose(match.view(seat), match.legal_actions()))
            info = GameTexts(game, ["A"] * n).info
            for e in events:
                if e.kind == Ev.NOTE:
                    seen.add(e.reason)
                    assert e.reason in info.notes, (game, e)
    assert {"multiplier", "short-suit", "shuffle"} <= seen
    lone = Event(Ev.NOTE, seat=1, reason="lone")
    assert FLY.event_line(lone) == "Everyone else folded: B takes the five tricks"
    force = Event(Ev.NOTE, seat=0, reason="nevolya", amount=5, text="nevolya: seat 0 needs 5")
    assert FORTUNA.event_line(force) == "Compulsion: A must take 5 tricks"
    suit = Event(Ev.NOTE, reason="short-suit", text="short suit D", arg="D")
    assert FORTUNA.event_line(suit) == "The short suit of this partie: ♦"
    grand = Event(Ev.NOTE, seat=1, reason="partie", arg="grand")
    assert FORTUNA.event_line(grand) == "B wins the partie with a grand souverain"


def test_fortunas_settlement_reasons_are_words():
    reasons = FORTUNA.info.reasons
    assert {"all-pass", "consolation", "failed", "leves", "partie", "punition", "share", "souverain", "talon",
            "winner-consolation"} <= set(reasons)


def test_a_card_play_is_logged_once():
    said = Event(Ev.ACTION, seat=1, text="8S")
    played = Event(Ev.PLAYED, seat=1, cards=("8S",))
    assert LogFeed(FLY).lines([said, played]) == ["B: plays 8♠"]
    assert LogFeed(FLY).lines([played]) == ["B plays 8♠"]      # a play without a decision still shows


def test_a_decision_with_hidden_cards_is_logged_in_its_public_form_once():
    """Fly's exchange: the others read how many cards, the acting seat which; neither reads the put-down line."""
    drawn = [Event(Ev.DEALT, seat=1, cards=("?",), face_up=False)] * 3
    put = Event(Ev.DISCARDED, seat=1, cards=("?",) * 3, face_up=False, reason="exchange")
    said = Event(Ev.ACTION, seat=1, text="exchange 3")
    assert LogFeed(FLY).lines([said, put, *drawn]) == ["B: exchanges 3 cards", "3 cards dealt face down"]
    own = Event(Ev.ACTION, seat=1, text="exchange 8S JS QC")
    assert LogFeed(FLY).lines([own, put])[0] == "B: exchanges 8♠ J♠ Q♣"
    assert LogFeed(FLY).lines([Event(Ev.ACTION, seat=1, text="exchange 1")]) == ["B: exchanges a card"]
    # Take-trump shows only its word; the card given up is a line of its own
    gives = Event(Ev.DISCARDED, seat=0, cards=("?",), face_up=False, reason="take-trump")
    assert LogFeed(FLY).lines([Event(Ev.ACTION, seat=0, text="take-trump"), gives]) == \
        ["A: takes the trump", "A puts down a card"]
    assert FLY.bubble("take-trump") == FLY.bubble("take-trump 9C") == "Take the trump"
    assert FLY.bubble("exchange 3") == FLY.bubble("exchange 8S JS QC") == "Exchange 3"
    assert FORTUNA.event_line(Event(Ev.ACTION, seat=1, text="discard 2")) == "B: discards 2 cards"


def test_a_stopped_match_leaves_no_stale_prompt(window, qtbot, questions):
    from lomber.engine.match import Seat

    seats = [Seat("Anna", "human"), Seat("B", "ai", "easy"), Seat("C", "ai", "easy")]
    assert window.start_game("ferme", seats, {"first_dealer": 1})
    qtbot.waitUntil(lambda: "Draw or Stand" in window.action_bar.prompt.text(), timeout=10_000)
    window.stop_match()
    qtbot.waitUntil(lambda: window.controller.ended, timeout=10_000)
    assert "Draw" not in window.action_bar.prompt.text()
    assert not any(b.isEnabled() for b in window.action_bar.buttons.values())


def test_the_name_column_takes_the_room(qtbot):
    s = ScoresPanel()
    qtbot.addWidget(s)
    s.resize(260, 300)
    s.show()
    s.set_names(["Anna", "Boris"])
    s.update_view({"stacks": [1000, 20], "roles": {"dealer": 0}, "scores": [[0, 0], [1, 2]]})
    qtbot.wait(5)
    width = s.table.columnWidth
    assert width(0) > width(1) and width(0) > width(2)


def test_a_whole_hand_to_play_never_scrolls_the_bar_sideways(qtbot):
    """Fortuna's 13 cards at 800×600 (the bar ~505 px beside the docks): the cards are played on the table and
    the bar keeps its words unscrolled; with room, each playable card has its button."""
    from lomber.ui.table.actionbar import ActionDock

    bar = ActionBar()
    dock = ActionDock(bar)
    qtbot.addWidget(dock)
    dock.resize(505, dock.height())
    dock.show()
    bar.set_game("fortuna")
    hand = ["9S", "6S", "4S", "JH", "QC", "9C", "8C", "7C", "5C", "4C", "3D", "2D", "AH"]
    plays = [Action(PLAY, cards=(c,)) for c in hand]
    chosen = []
    bar.chosen.connect(chosen.append)
    bar.show_choices(plays, "Tricks: 1 (needs 4) — play a card (click it)", hand)
    qtbot.wait(20)
    assert bar.minimumSizeHint().width() <= dock.maximumViewportSize().width()
    assert not dock.horizontalScrollBar().isVisible()
    bar.play_card("QC")                      # a card clicked on the table
    assert chosen == [Action(PLAY, cards=("QC",))]
    dock.resize(1600, dock.height())
    qtbot.wait(20)
    assert all(not bar.card_buttons[c].isHidden() for c in hand)
