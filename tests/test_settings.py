"""Settings: defaults, round trip, atomic writes, bad files kept aside with a message."""

from __future__ import annotations

import json
import os
import stat

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


def test_a_private_settings_file_stays_private_when_saved(tmp_path):
    """A settings file the user made 0600 became 0644 at the next save (the new file took the umask's mode)."""
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    os.chmod(path, 0o600)
    save_settings(Settings(speed="fast"), path)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600 and load_settings(path)[0].speed == "fast"


def test_names_in_settings_are_made_safe_as_they_are_read(tmp_path):
    """A name with a lone surrogate or a direction override read from the file made the next save fail
    (UnicodeEncodeError) or turned the dialog's words around; it is cleaned as any outside text."""
    path = tmp_path / "settings.json"
    seats = [{"name": "\ud800Eve\u202e", "kind": "human", "level": None}, {"name": "B", "kind": "ai", "level": "easy"}]
    path.write_text(json.dumps({"version": 1, "player_name": "An\u200bna\u202e", "setups": {"ferme": {"seats": seats}}}))
    settings, problem = load_settings(path)
    assert problem is None and settings.player_name == "Anna"
    assert [s["name"] for s in settings.setups["ferme"]["seats"]] == ["\ufffdEve", "B"]
    save_settings(settings, path)                                   # and it can be written again
    assert load_settings(path)[0] == settings


@pytest.mark.parametrize("relay, kept", [
    ("mqtts://group:pa%40ss@broker.example.org:8883?max_payload=16384", True),   # longer than a name: kept whole
    ("mqtt://[::1]:1883", True),
    ("http://broker.example.org", False),
    ("mqtt://x\u202e:1883", False),
    ("mqtt://" + "b" * 400, False),
])
def test_the_relay_setting_keeps_only_a_relay_url(dirs, relay, kept):
    path = config_dir() / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": VERSION, "relay": relay, "speed": "fast"}), encoding="utf-8")
    s, _ = load_settings()
    assert s.relay == (relay if kept else "") and s.speed == "fast"
