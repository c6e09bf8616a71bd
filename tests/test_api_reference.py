"""The SDK's API reference builds from the docstrings (scripts/api_reference.py, as CI runs it): every name of
`lomber.sdk` is documented, under the module it lives in, with its signature and its words."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

from lomber import sdk

ROOT = Path(__file__).resolve().parent.parent


def builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("api_reference", ROOT / "scripts" / "api_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_reference_documents_every_sdk_name(tmp_path: Path) -> None:
    assert builder().main([str(tmp_path)]) == 0
    page = (tmp_path / "sdk-api.md").read_text(encoding="utf-8")
    headings = re.findall(r"^### `([^`]+)`$", page, flags=re.MULTILINE)
    assert sorted(headings) == sorted(sdk.__all__)
    assert "(undocumented)" not in page
    match = page.split("### `Match`")[1].split("### ")[0]
    for method in ("legal_actions", "to_act", "view", "move_chips", "end_deal"):
        assert f"- `{method}(self" in match, method
    assert "## `lomber.engine.gameinfo`" in page and "`Figure: PERCENT, SIGNED_PERCENT, CHIPS`" in page
    assert "`Card = str`" in page.split("## `lomber.engine.cards`")[1]


def test_a_name_without_a_docstring_fails_the_build(tmp_path: Path) -> None:
    (tmp_path / "kit_sample.py").write_text(
        '"""A sample kit."""\n\n\ndef told() -> int:\n    """Says so."""\n    return 1\n\n\n'
        "def silent() -> int:\n    return 2\n\n\nclass Thing:\n    \"\"\"A thing.\"\"\"\n\n"
        "    def quiet(self) -> None:\n        pass\n\n\n__all__ = ['told', 'silent', 'Thing']\n", encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        import kit_sample  # type: ignore[import-not-found]

        text, missing = builder().reference(kit_sample)
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("kit_sample", None)
    assert missing == ["silent", "Thing.quiet"]
    assert "Says so." in text and "`told() -> int`" in text
