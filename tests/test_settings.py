"""Settings: defaults, round trip, atomic writes, bad files kept aside with a message."""

from __future__ import annotations

import json

import pytest

from lomber.settings import CONFIG_ENV, DATA_ENV, VERSION, Settings, config_dir, load_settings, save_settings


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    return tmp_path


def test_missing_file_gives_defaults_and_no_message():
    assert load_settings() == (Settings(), None)
    assert Settings().advice_hot_seat is False     # no hints or odds when people share the screen, unless asked


def test_round_trip_and_the_file_is_versioned_json(dirs):
    s = Settings(language="ru", speed="fast", card_back="blue", four_colour=True, autosave=False,
                 player_name="Анна", last_game="chemin-de-fer", advice_hot_seat=True)
    save_settings(s)
    path = config_dir() / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == VERSION and data["player_name"] == "Анна"
    assert load_settings() == (s, None)
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]   # no temp file left behind


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"version": 99, "speed": "fast"}', "\xff\xfe garbage"])
def test_a_bad_file_is_kept_aside_and_defaults_used(text):
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(text.encode("utf-8", "surrogateescape") if "\xff" not in text else b"\xff\xfe\x00bad")
    settings, message = load_settings()
    assert settings == Settings() and message
    aside = list(path.parent.glob("settings.json.bad-*"))
    assert len(aside) == 1 and not path.exists()
    assert aside[0].read_bytes() == (b"\xff\xfe\x00bad" if "\xff" in text else text.encode())


def test_odd_values_fall_back_one_by_one():
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": VERSION, "speed": "warp", "language": "ru", "autosave": "yes",
                                "four_colour": True, "player_name": "x" * 500, "extra": 1}))
    settings, message = load_settings()
    assert message is None
    assert settings == Settings(language="ru", four_colour=True)


def test_saving_replaces_the_old_file_whole():
    save_settings(Settings(speed="slow"))
    save_settings(Settings(speed="instant"))
    assert load_settings()[0].speed == "instant"


@pytest.mark.skipif(not hasattr(__import__("os"), "symlink"), reason="symbolic links")
def test_a_symlinked_settings_file_is_written_through_to_its_target(dirs):
    """Dotfiles: settings.json is a (relative) link to a link to the real file; saving keeps both links and
    replaces the target whole, with no temp file left anywhere."""
    real = dirs / "dotfiles" / "lomber" / "settings.json"
    real.parent.mkdir(parents=True)
    save_settings(Settings(speed="slow"), real)
    hop = dirs / "dotfiles" / "current.json"
    hop.symlink_to("lomber/settings.json")
    link = config_dir() / "settings.json"
    link.parent.mkdir(parents=True)
    link.symlink_to(hop)
    save_settings(Settings(speed="fast", player_name="Анна"))
    assert link.is_symlink() and hop.is_symlink()
    assert load_settings(real)[0] == Settings(speed="fast", player_name="Анна")
    assert load_settings()[0].speed == "fast"
    assert sorted(p.name for p in config_dir().iterdir()) == ["settings.json"]
    assert sorted(p.name for p in real.parent.iterdir()) == ["settings.json"]


def test_a_dangling_settings_link_creates_its_target(dirs):
    target = dirs / "dotfiles" / "settings.json"
    link = config_dir() / "settings.json"
    link.parent.mkdir(parents=True)
    link.symlink_to(target)
    save_settings(Settings(speed="slow"))
    assert link.is_symlink() and load_settings(target)[0].speed == "slow"
