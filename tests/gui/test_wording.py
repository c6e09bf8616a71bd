"""The wording a native review asked for: one word per thing in each game, counted nouns, second person for the
user and templates that work with any name, the true minus sign (issue 26, "Russian and English wording")."""

from __future__ import annotations

import pytest

from lomber.engine.events import Ev, Event
from lomber.search.advice import Reason
from lomber.ui.panels.advicetext import reason_text
from lomber.ui.panels.standings import standings_lines
from lomber.ui.shell.language import install_translators, remove_translators
from lomber.ui.texts import GameTexts, fmt, number_text, tr


@pytest.fixture
def russian(qapp):
    found = install_translators(qapp, "ru")
    yield
    remove_translators(qapp, found)


@pytest.fixture
def english(qapp):
    found = install_translators(qapp, "en")
    yield
    remove_translators(qapp, found)


def act(seat: int, text: str) -> Event:
    return Event(Ev.ACTION, seat, text=text)


def test_fortuna_buys_a_counted_number_of_cards_and_buying_none_is_said_in_words(english):
    w = GameTexts("fortuna", ["You", "Anna"], you=0)
    assert w.event_line(act(1, "buy 1")) == "Anna: buys 1 card"
    assert w.event_line(act(1, "buy 3")) == "Anna: buys 3 cards"
    assert w.event_line(act(1, "buy 0")) == "Anna: buys no cards"
    assert w.event_line(act(0, "buy 2")) == "You buy 2 cards"
    assert w.event_line(act(0, "buy 0")) == "You buy no cards"


def test_fortuna_buys_in_russian(russian):
    w = GameTexts("fortuna", ["Вы", "Анна"], you=0)
    assert w.event_line(act(1, "buy 1")) == "Анна: прикупает 1 карту"
    assert w.event_line(act(1, "buy 2")) == "Анна: прикупает 2 карты"
    assert w.event_line(act(1, "buy 0")) == "Анна: не прикупает"
    assert w.event_line(act(0, "buy 0")) == "Вы не прикупаете"


def test_flys_trump_names_the_card_given_up_as_given_up(russian):
    w = GameTexts("fly", ["Вы", "Анна"], you=0)
    assert w.event_line(act(0, "take-trump KC")) == "Вы берёте козырь, сбросив K♣"
    assert w.event_line(act(1, "take-trump")) == "Анна: берёт козырь"


def test_chemin_de_fer_says_one_pair_for_draw_and_stand_and_ferme_keeps_its_own(russian):
    cdf = GameTexts("chemin-de-fer", ["Вы", "Анна"], you=0)
    assert cdf.button("draw") == "П&рикупить" and cdf.button("stand") == "&Не прикупать"
    assert cdf.event_line(act(1, "draw")) == "Анна: прикупает"
    assert cdf.event_line(act(1, "stand")) == "Анна: не прикупает"
    assert cdf.event_line(act(0, "draw")) == "Вы прикупаете"
    assert cdf.event_line(act(0, "stand")) == "Вы не прикупаете"
    assert cdf.event_line(act(1, "bank 20")) == "Анна: открывает банк на 20"
    assert cdf.event_line(act(1, "bid 50")) == "Анна: заявляет банк 50"
    ferme = GameTexts("ferme", ["Вы", "Анна"], you=0)
    assert ferme.button("draw") == "Взять &карту" and ferme.event_line(act(0, "stand")) == "Вы говорите «хватит»"


@pytest.mark.parametrize("name", ["Анна", "Вы", "Игрок 2"])
def test_templates_about_a_player_read_with_any_name(russian, name):
    for template in ("%1's turn. Others, please look away.", "Pass the screen to %1.", "%1's score: %2"):
        text = fmt(tr(template), name, 14)
        assert "игрока" not in text and "игроку" not in text, text
    w = GameTexts("fly", [name, "Борис"], you=None)
    assert w.event_line(Event(Ev.SCORE, 0, amount=14)) == f"{name}: счёт 14"


def test_standings_write_negative_chips_with_a_minus_sign(english):
    w = GameTexts("fortuna", ["Anna", "Boris"])
    lines = standings_lines({"winner": 0, "stacks": [25, -5], "deals": 3, "finished": True}, w)
    assert "2. Boris: \u22125 chips" in lines, lines
    assert not [line for line in lines if "-5" in line]


def test_counts_in_the_advisors_reasons_agree_with_their_noun(russian):
    template = ("{action}: the best of {moves} cards over {worlds} sampled deals ({value:+.1f} on average, next best "
                "{next} {next_value:+.1f}).")
    w = GameTexts("fly", ["Вы", "Анна", "Борис"], you=0)
    one = reason_text(Reason("x", template, {"action": "QH", "moves": 2, "worlds": 21, "value": 1.0, "next": "KH",
                                             "next_value": 0.5}), w)
    assert "2 варианта на выбор" in one and "21 случайная раскладка" in one, one
    many = reason_text(Reason("x", template, {"action": "QH", "moves": 7, "worlds": 48, "value": 1.0, "next": "KH",
                                              "next_value": 0.5}), w)
    assert "7 вариантов" in many and "48 случайных раскладок" in many, many


def test_numbers_are_grouped_as_the_language_writes_them(russian):
    assert number_text(100000) == "100\u00a0000" and number_text(-2500) == "\u22122\u00a0500"


def test_statistics_say_whether_a_figure_is_per_match_or_per_deal():
    """"Chips won 0" beside "Biggest win 3" read as a contradiction: each header now says what it counts."""
    from lomber.ui.panels.statistics import COMMON

    heads = {key: head for key, head, _tip in COMMON}
    assert "matches" in heads["chips_won"] and "matches" in heads["chips_lost"] and "deal" in heads["biggest_win"]


def test_an_empty_talon_offers_buying_none_not_buy(english):
    from lomber.engine.actions import AmountChoice

    w = GameTexts("fortuna", ["You", "Anna"], you=0)
    assert w.prompt_choices([AmountChoice("buy", 0, 0)]) == "Buy none"
    assert w.prompt_choices([AmountChoice("buy", 0, 3)]) != "Buy none"     # a real choice keeps its amount


def test_an_empty_talon_offers_buying_none_in_russian(russian):
    from lomber.engine.actions import AmountChoice

    w = GameTexts("fortuna", ["Вы", "Анна"], you=0)
    assert w.prompt_choices([AmountChoice("buy", 0, 0)]) == "Не прикупать"
