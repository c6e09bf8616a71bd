#!/bin/sh
# Start a window on a virtual X screen, wait, and save the whole screen as a PNG: for looking at the app on a
# machine without a display (docs/contributing.md, "Looking at the window").
#
# usage: scripts/screenshot.sh OUT.png SECONDS COMMAND [ARGS...]
#   e.g. scripts/screenshot.sh /tmp/table.png 25 .venv/bin/python scripts/app_shot.py fortuna
# The screen is 1280x800 (SCREEN=800x600 for another size). Needs xvfb-run (Debian: xvfb) and ImageMagick's
# `import` (imagemagick); Qt's xcb platform also wants libxcb-icccm4, libxcb-keysyms1 and libxkbcommon-x11-0.
# The command's own output goes to OUT.png.log.
set -eu
if [ $# -lt 3 ]; then
    echo "usage: $0 OUT.png SECONDS COMMAND [ARGS...]" >&2
    exit 2
fi
out=$1
seconds=$2
shift 2
for tool in xvfb-run import; do
    command -v "$tool" >/dev/null || { echo "$0: $tool is missing (Debian: apt-get install xvfb imagemagick)" >&2; exit 2; }
done
# xvfb-run gives the inner shell its own display; the window runs in the background while the shell waits and
# grabs, then the window is closed (its exit status does not matter: it was killed on purpose).
xvfb-run -a -s "-screen 0 ${SCREEN:-1280x800}x24 -nolisten tcp" sh -c '
    out=$1; seconds=$2; shift 2
    QT_QPA_PLATFORM=xcb "$@" >"$out.log" 2>&1 &
    window=$!
    sleep "$seconds"
    import -window root "$out"
    kill "$window" 2>/dev/null || true
    wait "$window" 2>/dev/null || true
' screenshot "$out" "$seconds" "$@"
echo "saved $out (the command's output: $out.log)"
