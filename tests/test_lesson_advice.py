"""A lesson never contradicts Hint unawares: at each move a lesson asks for, the advisor (Hint and Odds) advises
that move, or the step says why the lesson differs (`Step.hint_differs`, its text naming Hint)."""

from __future__ import annotations

import pytest

from lomber.ai.advisor import advise_position
from lomber.engine.actions import parse_action
from lomber.ui.panels.lessons import LEARNER, available, lesson

SEEDS = range(6)        # the window asks with seeds that vary with the moment: the advice must not hang on one


def same(a: str, b: str) -> bool:
    x, y = parse_action(a), parse_action(b)
    return (x.kind, x.amount, sorted(x.cards)) == (y.kind, y.amount, sorted(y.cards))


@pytest.mark.parametrize("game", available())
def test_each_taught_move_is_the_advised_one_or_the_lesson_says_why(game: str) -> None:
    found = lesson(game)
    moves = [s for s in found.steps if s.expect is not None]
    for step, k in zip(moves, found.asked, strict=True):
        m = found.match(k)
        assert m.to_act() == LEARNER
        advised = {advise_position(m, LEARNER, seed).action for seed in SEEDS}
        agrees = all(same(a, step.expect) for a in advised)
        if step.hint_differs:
            assert not agrees, f"{game}: {step.expect}: Hint agrees now; drop hint_differs and the note"
            assert "Hint" in step.text, f"{game}: {step.expect}: the text must say why Hint differs"
        else:
            assert agrees, f"{game}: the lesson asks for {step.expect}, Hint advises {advised}"


def test_fortuna_teaches_every_kind_of_decision() -> None:
    """Bid, re-pass round, lead, a card when void (trumping), a lead that draws trumps: each asked of the learner."""
    found = lesson("fortuna")
    kinds = [parse_action(s.expect).kind for s in found.steps if s.expect is not None]
    assert kinds[:2] == ["play", "stay"] and len(kinds) >= 5
    m = found.match(found.asked[3])
    assert m.view(LEARNER)["center"] and m.view(LEARNER)["center"][0][0] != LEARNER      # he answers a lead


def test_fly_teaches_every_kind_of_decision() -> None:
    """The exchange, a suit followed with a card of the learner's choosing (another player led, two or more
    cards of that suit to choose from), the privilege, a trump led."""
    found = lesson("fly")
    moves = [(s.expect, k) for s, k in zip([s for s in found.steps if s.expect is not None], found.asked)]
    assert parse_action(moves[0][0]).kind == "exchange"
    trumps = found.match(0).view(LEARNER)["trumps"]
    followed = []
    for expect, k in moves[1:]:
        m = found.match(k)
        center = m.view(LEARNER)["center"]
        legal = {a.text for a in m.legal_actions()}
        if center and center[0][0] != LEARNER:
            led = center[0][1][-1]
            if led != trumps and len(legal) >= 2 and all(c[-1] == led for c in legal):
                followed.append(expect)
    assert followed, "no trick where the learner follows the suit led with a card of his choosing"
    assert "AS" in [e for e, _ in moves]
    assert any(e[-1] == trumps and found.match(k).view(LEARNER)["center"] == [] for e, k in moves)


def test_chemin_de_fer_and_ferme_teach_every_kind_of_decision() -> None:
    """Chemin de fer: a bid, a pass, a bet, the punter's choice on 5 (draw or stand both legal), a banco; Ferme: a
    draw and a stand."""
    cdf = lesson("chemin-de-fer")
    moves = [(parse_action(s.expect).kind, k) for s, k in zip([s for s in cdf.steps if s.expect], cdf.asked)]
    assert [kind for kind, _ in moves] == ["bid", "pass", "bet", "draw", "banco"]
    draw_at = dict(moves)["draw"]
    assert {a.text for a in cdf.match(draw_at).legal_actions()} == {"draw", "stand"}
    assert cdf.match(draw_at).view(LEARNER)["point"] == 5
    ferme = lesson("ferme")
    assert {parse_action(s.expect).kind for s in ferme.steps if s.expect} == {"draw", "stand"}
