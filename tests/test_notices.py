"""The licence and the third-party notices: in the checkout, and copied into the standalone bundle."""

from __future__ import annotations

import importlib.util
import re
import sysconfig
import tomllib
from importlib import metadata
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
NOTICES = ROOT / "THIRD-PARTY-NOTICES.md"


def build_bundle() -> ModuleType:
    """packaging/build_bundle.py as a module (its helpers only; nothing is built)."""
    spec = importlib.util.spec_from_file_location("build_bundle", ROOT / "packaging" / "build_bundle.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def find(name: str) -> metadata.Distribution | None:
    try:
        return metadata.distribution(name)
    except metadata.PackageNotFoundError:
        return None


def test_the_licence_is_the_gpl_3_the_project_declares() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == {"text": "GPL-3.0-or-later"}
    text = (ROOT / "LICENSE").read_text()
    assert "GNU GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "END OF TERMS AND CONDITIONS" in text   # the whole text, not a stub
    assert "Version 3, 29 June 2007" in (ROOT / "packaging" / "licenses" / "LGPL-3.txt").read_text()


def test_the_notices_name_every_distribution_the_bundle_carries() -> None:
    bb = build_bundle()
    requirements = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    carried = bb.bundled_distributions(requirements, find)
    assert {"pyside6-essentials", "shiboken6", "platformdirs"} <= set(carried)   # as this venv installed them
    named = {bb.canonical(n) for n in re.findall(r"`([A-Za-z0-9._-]+)`", NOTICES.read_text())}
    assert set(carried) | {bb.BOOTLOADER} <= named
    text = NOTICES.read_text()
    for words in ("LGPL-3.0", "replace", "source", "ICU", "CPython", "PSF"):
        assert words in text, words


def test_the_requirements_of_extras_and_absent_markers_are_not_carried() -> None:
    bb = build_bundle()
    carried = bb.bundled_distributions(["platformdirs>=3", "pytest; extra == 'test'", "no-such-dist; os_name == 'x'"],
                                       find)
    assert carried == ["platformdirs"]


def test_the_bundle_gets_the_licence_the_notices_and_each_distribution_s_licence_files(tmp_path: Path) -> None:
    bb = build_bundle()
    paths = sysconfig.get_paths()
    names = bb.add_notices(tmp_path, Path(paths["purelib"]), Path(paths["stdlib"]) / "LICENSE.txt")
    assert {"pyside6-essentials", "shiboken6", "platformdirs"} <= set(names)
    assert (tmp_path / "LICENSE").read_text() == (ROOT / "LICENSE").read_text()
    assert (tmp_path / "THIRD-PARTY-NOTICES.md").read_text() == NOTICES.read_text()
    texts = tmp_path / "licenses"
    assert (texts / "LGPL-3.txt").is_file()
    for name in names:
        dist = find(name)
        assert dist is not None
        folder = texts / f"{name}-{dist.version}"
        assert sorted(p.name for p in folder.iterdir()) == sorted(p.name for p in bb.licence_files(dist))
    assert (texts / f"platformdirs-{find('platformdirs').version}" / "LICENSE").is_file()
