#!/usr/bin/env python3
"""Render Lomber's icon (resources/icons/lomber.svg) to the PNG, ICO and ICNS files the packages install.

    python scripts/render_icons.py [--check]

Writes packaging/linux/icons/hicolor/<N>x<N>/apps/<APP_ID>.png (16–512; the scalable one is the SVG itself),
packaging/windows/lomber.ico (16–256) and packaging/macos/lomber.icns (16–1024), all from the one SVG with
Qt's own renderer. --check: exit 1 if a file is missing or its pictures differ from a fresh render (pixels are
compared, not bytes: another Qt or zlib compresses the same picture differently).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "app"))
from lomber import APP_ID  # the source tree's package, whether installed or not

SVG = ROOT / "resources" / "icons" / "lomber.svg"
HICOLOR = ROOT / "packaging" / "linux" / "icons" / "hicolor"
ICO = ROOT / "packaging" / "windows" / "lomber.ico"
ICNS = ROOT / "packaging" / "macos" / "lomber.icns"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)   # the hicolor theme's usual sizes
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)            # 256 is the largest an ICO entry can say it is
# ICNS entry types holding PNG data, by pixel size (Apple's names; retina variants reuse the larger sizes).
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))


def render(size: int, svg: Path = SVG) -> QImage:
    """The icon at `size`×`size` pixels, antialiased, on a transparent ground."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not an SVG that Qt can render")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    """The image as PNG data."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows ICO holding PNG-compressed entries (Vista and later read them), smallest first."""
    sizes = sorted(pngs)
    out = [struct.pack("<HHH", 0, 1, len(sizes))]
    offset = 6 + 16 * len(sizes)
    for s in sizes:
        # width and height 0 mean 256; no palette; 1 plane; 32 bits per pixel; data size; data offset.
        out.append(struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(pngs[s]), offset))
        offset += len(pngs[s])
    out += [pngs[s] for s in sizes]
    return b"".join(out)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ICNS whose entries are PNG data (macOS 10.7 and later)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def ico_entries(data: bytes) -> dict[int, bytes]:
    """The PNG data of each entry of an ICO written by ico_bytes, by size (ValueError if it is not one)."""
    reserved, kind, count = struct.unpack_from("<HHH", data)
    if (reserved, kind) != (0, 1):
        raise ValueError("not an ICO file")
    out = {}
    for i in range(count):
        w, _h, _c, _r, _planes, _bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        out[w or 256] = data[offset:offset + size]
    return out


def icns_entries(data: bytes) -> dict[bytes, bytes]:
    """The data of each entry of an ICNS file, by type (ValueError if it is not one)."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an ICNS file")
    out, at = {}, 8
    while at < len(data):
        kind, size = data[at:at + 4], struct.unpack_from(">I", data, at + 4)[0]
        out[kind] = data[at + 8:at + size]
        at += size
    return out


def same_picture(a: bytes, b: bytes, tolerance: int = 8) -> bool:
    """Two PNGs show the same picture: same size, no channel of any pixel further apart than `tolerance`."""
    ia = QImage.fromData(a).convertToFormat(QImage.Format.Format_RGBA8888)
    ib = QImage.fromData(b).convertToFormat(QImage.Format.Format_RGBA8888)
    if ia.isNull() or ib.isNull() or ia.size() != ib.size():
        return False
    pa, pb = bytes(ia.constBits()), bytes(ib.constBits())
    return max(abs(x - y) for x, y in zip(pa, pb, strict=True)) <= tolerance


def pictures(path: Path, data: bytes) -> dict[object, bytes]:
    """The PNG pictures a file holds, by size or entry type."""
    if path.suffix == ".ico":
        return dict(ico_entries(data))
    if path.suffix == ".icns":
        return dict(icns_entries(data))
    return {path.suffix: data}


def up_to_date(path: Path, fresh: bytes) -> bool:
    """The file on disk holds the same pictures as a fresh render."""
    if not path.is_file():
        return False
    old, new = pictures(path, path.read_bytes()), pictures(path, fresh)
    return old.keys() == new.keys() and all(same_picture(old[k], new[k]) for k in new)


def outputs() -> dict[Path, bytes]:
    """Every file this script writes, with its content."""
    pngs = {s: png_bytes(render(s)) for s in sorted({*PNG_SIZES, *ICO_SIZES, *(s for _k, s in ICNS_TYPES)})}
    files = {HICOLOR / f"{s}x{s}" / "apps" / f"{APP_ID}.png": pngs[s] for s in PNG_SIZES}
    files[ICO] = ico_bytes({s: pngs[s] for s in ICO_SIZES})
    files[ICNS] = icns_bytes(pngs)
    return files


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(["render_icons"])
    stale = []
    for path, data in outputs().items():
        if "--check" in argv:
            if not up_to_date(path, data):
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")
    for path in stale:
        print(f"stale: {path.relative_to(ROOT)} (run scripts/render_icons.py)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
