"""A PEP 517 build backend of one page: the wheel of `lomber_highcard`, its metadata and entry points taken
from pyproject.toml. It needs nothing but the standard library, so pip builds the game without a network."""

from __future__ import annotations

import base64
import hashlib
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _project() -> dict:
    return tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _files(info: str) -> dict[str, bytes]:
    project = _project()
    out = {p.relative_to(HERE).as_posix(): p.read_bytes() for p in sorted((HERE / "lomber_highcard").rglob("*"))
           if p.is_file() and "__pycache__" not in p.parts}
    out[f"{info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n"
                               f"Summary: {project['description']}\n").encode()
    out[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: highcard_backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    lines = []
    for group, points in project.get("entry-points", {}).items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {value}" for name, value in points.items()]
    out[f"{info}/entry_points.txt"] = ("\n".join(lines) + "\n").encode()
    return out


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build_wheel(wheel_directory: str, config_settings: dict | None = None,
                metadata_directory: str | None = None) -> str:
    project = _project()
    dist = project["name"].replace("-", "_")
    info = f"{dist}-{project['version']}.dist-info"
    name = f"{dist}-{project['version']}-py3-none-any.whl"
    files = _files(info)
    record = [_record_line(n, d) for n, d in files.items()] + [f"{info}/RECORD,,"]
    with zipfile.ZipFile(Path(wheel_directory) / name, "w", zipfile.ZIP_DEFLATED) as whl:
        for n, d in files.items():
            whl.writestr(n, d)
        whl.writestr(f"{info}/RECORD", "\n".join(record) + "\n")
    return name
