"""The package installs whole, and the desktop integration in packaging/linux says what the app does.

The desktop entry, the AppStream metainfo and the MIME type are checked here against the app itself (games,
command line, saves' suffix, version, translations), and by the freedesktop validators where they are
installed (Debian: desktop-file-utils, appstream, shared-mime-info; `.ci/run` installs them).
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from lomber import APP_ID
from lomber.engine.registry import game_ids
from lomber.paths import resources_dir
from lomber.storage.saves import SUFFIX
from lomber.ui.texts import game_name

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def russian(source: str) -> str:
    """The Russian translation of a UI string, from resources/translations/lomber_ru.ts."""
    root = ET.parse(ROOT / "resources" / "translations" / "lomber_ru.ts").getroot()
    for m in root.iter("message"):
        if m.findtext("source") == source:
            return m.findtext("translation") or ""
    raise KeyError(source)


def desktop_entry() -> configparser.ConfigParser:
    entry = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    entry.optionxform = str   # keys are case-sensitive (Name[ru], MimeType)
    entry.read(DESKTOP, encoding="utf-8")
    return entry


def mime_type() -> ET.Element:
    [mt] = ET.parse(MIME).getroot().findall(f"{MIME_NS}mime-type")
    return mt


def validator(name: str) -> str:
    """The validator's path, or a skip that says plainly which validation did not run and why (`-rs` is on)."""
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"VALIDATION NOT RUN: {name} is not installed (Debian: desktop-file-utils, appstream, "
                    "shared-mime-info; .ci/run installs them)")
    return path


def test_every_subpackage_is_listed_in_pyproject() -> None:
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT / "app").parts) for p in (ROOT / "app").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject's packages: {sorted(found - listed)}"


def test_resources_are_found() -> None:
    assert (resources_dir() / "translations").is_dir()
    assert (resources_dir() / "icons" / "lomber.svg").is_file()


# ----- the desktop entry
def test_desktop_entry_starts_lomber_on_files_of_its_type_and_invitations() -> None:
    main = desktop_entry()["Desktop Entry"]
    assert main["Categories"] == "Game;CardGame;Qt;"
    # %u: a file manager may hand a file as a file:// URL (the command line reads it), a browser a lomber:// link.
    assert main["Exec"] == "lomber %u" and main["TryExec"] == "lomber"
    assert main["Icon"] == APP_ID
    assert main["MimeType"] == f"{mime_type().get('type')};x-scheme-handler/lomber;"
    assert main["Name[ru]"] == russian("Lomber")


def test_desktop_entry_has_a_new_game_action_per_game() -> None:
    entry = desktop_entry()
    assert entry["Desktop Entry"]["Actions"] == "".join(f"{g};" for g in game_ids())
    for gid in game_ids():
        action = entry[f"Desktop Action {gid}"]
        english = game_name(gid)   # no translator is installed here: the source string
        assert action["Exec"] == f"lomber --new {gid}"
        assert action["Name"] == f"New game: {english}"
        assert action["Name[ru]"] == f"{russian('New game')}: {russian(english)}"


def test_desktop_entry_keywords_name_the_registrys_games_and_the_comment_names_none() -> None:
    """A game added to the app is found by its name in the desktop's search; the comment stays true for any games."""
    main = desktop_entry()["Desktop Entry"]
    keywords = main["Keywords"].split(";")
    keywords_ru = main["Keywords[ru]"].split(";")
    for gid in game_ids():
        english = game_name(gid)
        assert english.lower() in keywords
        assert russian(english).lower() in keywords_ru
        for comment in (main["Comment"], main["Comment[ru]"]):
            assert english.lower() not in comment.lower() and russian(english).lower() not in comment.lower()


def update_desktop_file() -> ModuleType:
    """scripts/update_desktop_file.py as a module."""
    spec = importlib.util.spec_from_file_location("update_desktop_file", ROOT / "scripts" / "update_desktop_file.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_desktop_entry_actions_are_what_the_script_writes_from_the_registry() -> None:
    script = update_desktop_file()
    text = DESKTOP.read_text(encoding="utf-8")
    ru = script.russian()
    assert script.render(text, ru) == text, "run scripts/update_desktop_file.py"
    # the script writes every game's action, whatever the file held before (here: none at all)
    bare = text.split("[Desktop Action ")[0].replace("Actions=ferme;", "Actions=")
    bare = re.sub(r"^(Keywords(\[ru\])?=).*$", r"\1", bare, flags=re.MULTILINE)
    assert script.render(bare, ru) == text
    assert script.main(["--check"]) == 0


def test_desktop_file_validate() -> None:
    out = subprocess.run([validator("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True,
                         check=False)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


# ----- the MIME type of saved matches
def test_mime_type_globs_the_suffix_the_app_saves_with() -> None:
    mt = mime_type()
    assert [g.get("pattern") for g in mt.findall(f"{MIME_NS}glob")] == [f"*{SUFFIX}"]
    assert mt.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"
    assert {c.get(XML_LANG) for c in mt.findall(f"{MIME_NS}comment")} == {None, "ru"}


def test_shared_mime_info_knows_a_saved_match(tmp_path: Path) -> None:
    """Installed as a desktop installs it, a file the app saved has our type (asked of Qt's MIME database)."""
    update = validator("update-mime-database")
    packages = tmp_path / "share" / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages)
    subprocess.run([update, str(tmp_path / "share" / "mime")], check=True, capture_output=True)
    record = (ROOT / "tests" / "data" / "ferme-record.json").read_text()
    (tmp_path / f"match{SUFFIX}").write_text(record)
    (tmp_path / "match-without-suffix").write_text(record)
    (tmp_path / "other.json").write_text('{"format": "something else"}')
    code = ("import sys; from PySide6.QtCore import QCoreApplication, QMimeDatabase; app = QCoreApplication([]); "
            "print(' '.join(QMimeDatabase().mimeTypeForFile(f).name() for f in sys.argv[1:]))")
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "share"), "XDG_DATA_DIRS": "/usr/share"}
    out = subprocess.run([sys.executable, "-c", code, *(str(tmp_path / f) for f in
                          (f"match{SUFFIX}", "match-without-suffix", "other.json"))],
                         capture_output=True, text=True, env=env, check=True)
    ours = mime_type().get("type")
    assert out.stdout.split() == [ours, ours, "application/json"]


# ----- AppStream
def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def test_metainfo_names_the_app_in_english_and_russian() -> None:
    root = metainfo()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    for tag in ("name", "summary"):
        assert {e.get(XML_LANG) for e in root.findall(tag)} == {None, "ru"}
    description = root.find("description")
    langs = [e.get(XML_LANG) for e in description]
    assert langs.count(None) == langs.count("ru") >= 2   # every English paragraph and list has its Russian
    assert root.find("provides/mediatype").text == mime_type().get("type")
    assert root.findtext("project_license") == PYPROJECT["project"]["license"]["text"]
    assert root.find("content_rating").get("type") == "oars-1.1"


def test_metainfo_newest_release_is_the_package_version() -> None:
    releases = metainfo().findall("releases/release")
    assert releases[0].get("version") == PYPROJECT["project"]["version"], "add a <release> for the new version"


def test_metainfo_screenshots_are_in_the_repository() -> None:
    """Each screenshot's URL ends in a file of packaging/screenshots, of the size the metainfo says."""
    shots = metainfo().findall("screenshots/screenshot")
    assert len(shots) >= 2 and shots[0].get("type") == "default"
    for shot in shots:
        image = shot.find("image")
        assert image.text.startswith("https://")
        path = ROOT / "packaging" / "screenshots" / image.text.rsplit("/", 1)[1]
        width, height = struct.unpack(">II", path.read_bytes()[16:24])   # the PNG's IHDR
        assert (width, height) == (int(image.get("width")), int(image.get("height")))
        assert {c.get(XML_LANG) for c in shot.findall("caption")} == {None, "ru"}


def test_appstreamcli_validate() -> None:
    out = subprocess.run([validator("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stdout + out.stderr


# ----- icons and the install script
def render_icons():
    spec = importlib.util.spec_from_file_location("render_icons", ROOT / "scripts" / "render_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_icons_are_rendered_from_the_svg(qapp) -> None:
    """Every PNG, the ICO and the ICNS hold the SVG's picture at their sizes (scripts/render_icons.py)."""
    icons = render_icons()
    outputs = icons.outputs()
    sizes = {int(p.parent.parent.name.split("x")[0]) for p in outputs if p.suffix == ".png"}
    assert min(sizes) == 16 and max(sizes) == 512
    stale = [str(p.relative_to(ROOT)) for p, data in outputs.items() if not icons.up_to_date(p, data)]
    assert not stale, f"run scripts/render_icons.py: {stale}"


def test_windows_and_mac_icons_read_back_with_qt(qapp) -> None:
    from PySide6.QtGui import QImageReader

    for path, sizes in ((ROOT / "packaging" / "windows" / "lomber.ico", [16, 24, 32, 48, 64, 128, 256]),
                        (ROOT / "packaging" / "macos" / "lomber.icns", None)):
        reader = QImageReader(str(path))
        read = []
        for i in range(reader.imageCount()):
            reader.jumpToImage(i)
            image = reader.read()
            assert image.width() == image.height() > 0
            read.append(image.width())
        assert read == sizes if sizes else (min(read), max(read)) == (16, 1024)


def test_install_script_installs_and_removes_the_desktop_files(tmp_path: Path) -> None:
    fake = tmp_path / "app" / "lomber"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\necho lomber-was-run\n")
    fake.chmod(0o755)
    prefix = tmp_path / "prefix"
    script = LINUX / "install-desktop.sh"
    subprocess.run(["sh", str(script), "--prefix", str(prefix), "--bin", str(fake)], check=True, capture_output=True)
    share = prefix / "share"
    installed = [share / "applications" / DESKTOP.name, share / "metainfo" / METAINFO.name,
                 share / "mime" / "packages" / MIME.name, share / "icons" / "hicolor" / "scalable" / "apps" /
                 f"{APP_ID}.svg", share / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png"]
    assert all(p.is_file() for p in installed), [str(p) for p in installed if not p.is_file()]
    ran = subprocess.run([str(prefix / "bin" / "lomber")], capture_output=True, text=True, check=True)
    assert ran.stdout == "lomber-was-run\n"
    subprocess.run(["sh", str(script), "--prefix", str(prefix), "--uninstall"], check=True, capture_output=True)
    assert not any(p.exists() for p in installed) and not (prefix / "bin" / "lomber").exists()
