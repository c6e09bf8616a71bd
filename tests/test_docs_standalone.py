"""The docs stand alone: a clone of the repository has every file they, the code's comments and the scripts cite.

Nothing may point outside the repository (a sibling `shared/` folder, an absolute path of one machine, a design
file that is not in the tree), and every `docs/…` page and `scripts/…` tool that text names exists."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# What a clone does not have (this file, which names them, is not searched).
OUTSIDE = re.compile(r"\.\./shared|/work/|\bshared/(?:rules|glossary|tools)|\bDESIGN\.md")
CITED = re.compile(r"\b((?:docs|scripts)/[\w.-]+\.(?:md|py|sh))\b")
# Any path the docs name: from the repository's top (`tests/data/…`, `resources/icons/`), or inside the package
# the way the pages name modules (`ui/panels/lesson.py`, `engine/errors.LomberError`). A part in angle brackets
# or braces, or a `*`, is a template: the folder before it must exist.
_PART = r"(?:[\w.-]|<[\w-]+>|\{[\w-]+\}|\*)"
_END = r"(?![\w./<>{}*-])"
FROM_TOP = re.compile(rf"(?<![\w./<>{{}}-])((?:app|docs|scripts|tests|packaging|resources|\.ci)/(?:{_PART}+/)*{_PART}*){_END}")
IN_PACKAGE = re.compile(rf"(?<![\w./<>{{}}@-])((?:engine|games|ai|ui|controller|net|storage|bench|testing)/"
                        rf"(?:{_PART}+/)*{_PART}*){_END}")


def texts() -> list[Path]:
    """The docs, the READMEs and notices, the package, the scripts, the tests and the packaging."""
    files = [*ROOT.glob("*.md"), ROOT / "pyproject.toml", *(ROOT / "docs").rglob("*.md")]
    files += [p for folder in ("app", "scripts", "tests", "packaging") for p in (ROOT / folder).rglob("*")
              if p.suffix in {".py", ".md", ".sh", ".spec", ".toml"} and "__pycache__" not in p.parts]
    return sorted(set(files) - {Path(__file__).resolve()})


def test_nothing_points_outside_the_repository() -> None:
    found = [f"{p.relative_to(ROOT)}:{i}: {line.strip()}"
             for p in texts() for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if OUTSIDE.search(line)]
    assert not found, "\n".join(found)


def test_every_page_and_script_cited_exists() -> None:
    missing = [f"{p.relative_to(ROOT)}: {cited}" for p in texts() for cited in CITED.findall(p.read_text("utf-8"))
               if not (ROOT / cited).exists()]
    assert not missing, "\n".join(missing)


def named(path: str, base: Path) -> bool:
    """A path the docs name exists under `base`: as written, as a module with an attribute (`errors.cut_long`), or,
    for a template, its folder up to the first templated part."""
    path = path.rstrip(".")
    parts = path.split("/")
    for i, part in enumerate(parts):
        if re.search(r"[<{*]", part):
            return (base / "/".join(parts[:i])).is_dir()
    if (base / path).exists():
        return True
    module = parts[-1].split(".")[0]
    return (base / "/".join([*parts[:-1], module + ".py"])).is_file()


def pages() -> list[Path]:
    """The Markdown the repository holds outside the code: the top's, docs/ and packaging's."""
    return sorted({*ROOT.glob("*.md"), *(ROOT / "docs").rglob("*.md"), *(ROOT / "packaging").rglob("*.md")})


def missing_paths(text: str) -> list[str]:
    """The repository paths `text` names that are not in the tree."""
    return ([p for p in FROM_TOP.findall(text) if not named(p, ROOT)]
            + [p for p in IN_PACKAGE.findall(text) if not named(p, ROOT / "app" / "lomber")])


def test_every_path_the_docs_name_exists() -> None:
    missing = [f"{p.relative_to(ROOT)}: {cited}" for p in pages() for cited in missing_paths(p.read_text("utf-8"))]
    assert not missing, "\n".join(missing)


def test_the_path_check_sees_what_it_looks_for() -> None:
    assert missing_paths("rule panels in `resources/rules/<game>.<lang>.md`") == ["resources/rules/<game>.<lang>.md"]
    assert missing_paths("see `ai/fly_sim.py` and tests/nosuch/") == ["tests/nosuch/", "ai/fly_sim.py"]
    assert missing_paths("`games/<game>/lesson.py`, `engine/errors.LomberError`, `ui/panels/lesson.py`, "
                         "tests/data/highcard-game, app/lomber/sdk.py.") == []


def test_the_check_sees_what_it_looks_for() -> None:
    """The patterns would catch each way the old references were written."""
    absolute = "/".join(("", "work", "shared", "tools", "x.sh"))  # noqa: FLY002   # built, so this file cites no such path itself
    for line in ("see DESIGN.md", "(`shared/rules/fly.md`)", absolute,
                 "../shared/tools/screenshot.sh", "shared/glossary.md"):
        assert OUTSIDE.search(line), line
    assert not OUTSIDE.search("docs/design.md and resources/rules/fly.en.md")


def test_every_script_is_documented_in_the_contributor_guide() -> None:
    guide = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    scripts = sorted(p.name for p in (ROOT / "scripts").iterdir() if p.suffix in {".py", ".sh"})
    assert [name for name in scripts if f"scripts/{name}" not in guide] == []


def test_the_screenshot_script_the_docs_use_is_in_the_repository() -> None:
    """scripts/screenshot.sh (what the screenshot scripts' docstrings run): valid shell, executable, and asked
    without its arguments it says how to call it."""
    script = ROOT / "scripts" / "screenshot.sh"
    assert os.access(script, os.X_OK)
    subprocess.run(["sh", "-n", str(script)], check=True)
    done = subprocess.run([str(script)], capture_output=True, text=True, check=False, timeout=30)
    assert done.returncode == 2 and "usage:" in done.stderr
