"""The README tells how to try Lomber without touching one's own settings and history: the two folders' variables,
as the code reads them."""

from __future__ import annotations

from pathlib import Path

from lomber.settings import CONFIG_ENV, DATA_ENV

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_readme_names_the_folders_of_a_trial_run():
    text = README.read_text(encoding="utf-8")
    assert CONFIG_ENV == "LOMBER_CONFIG_DIR" and DATA_ENV == "LOMBER_DATA_DIR"
    trial = next(line for line in text.splitlines() if CONFIG_ENV in line and DATA_ENV in line and "lomber" in line)
    assert trial.strip().endswith("lomber")     # one command line sets both and starts the app
