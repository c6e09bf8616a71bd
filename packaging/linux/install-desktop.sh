#!/bin/sh
# Install (or remove) Lomber's desktop integration: the menu entry with an action per installed game, the icons, the
# saved-match file type (.lomber) and the AppStream metainfo, under PREFIX/share (default: ~/.local).
#
#   install-desktop.sh [--prefix DIR] [--bin LOMBER] [--uninstall]
#
# The menu entry runs `lomber`: from pip or pipx it is already on PATH. Beside a bundle (the tarball's
# lomber/ folder) the script links PREFIX/bin/lomber to the bundle's executable; --bin names another one.
set -eu
ID=io.github.lomber.Lomber
here=$(cd "$(dirname "$0")" && pwd)
prefix="${HOME}/.local"
bin=""
action=install
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix=$2; shift 2 ;;
        --bin) bin=$2; shift 2 ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "install-desktop.sh: unknown argument: $1" >&2; exit 2 ;;
    esac
done
[ -z "$bin" ] && [ -x "$here/../lomber" ] && [ -f "$here/../lomber" ] && bin="$here/../lomber"   # inside a bundle
svg="$here/icons/hicolor/scalable/apps/$ID.svg"                       # a bundle carries it here
[ -f "$svg" ] || svg="$here/../../resources/icons/lomber.svg"           # a checkout keeps the one the app uses
share="$prefix/share"
sizes=$(cd "$here/icons/hicolor" && ls -d *x* | tr '\n' ' ')

refresh() {   # each cache is optional: a desktop without the tool reads the files directly
    command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications" || true
    command -v update-mime-database >/dev/null && update-mime-database "$share/mime" || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
}

if [ "$action" = uninstall ]; then
    rm -f "$share/applications/$ID.desktop" "$share/metainfo/$ID.metainfo.xml" "$share/mime/packages/$ID.xml" \
        "$share/icons/hicolor/scalable/apps/$ID.svg"
    for s in $sizes; do rm -f "$share/icons/hicolor/$s/apps/$ID.png"; done
    [ -L "$prefix/bin/lomber" ] && rm -f "$prefix/bin/lomber"
    refresh
    echo "Lomber's desktop integration removed from $share"
    exit 0
fi

install -D -m 644 "$here/$ID.desktop" "$share/applications/$ID.desktop"
# Its actions name the games installed now (a game from another distribution too): the installed lomber
# writes them (`lomber desktop-entry`); without one that can, the entry keeps the app's own games.
run=${bin:-$(command -v lomber || true)}
if [ -n "$run" ] && entry=$("$run" desktop-entry "$here/$ID.desktop" 2>/dev/null); then
    case "$entry" in "[Desktop Entry]"*) printf '%s\n' "$entry" > "$share/applications/$ID.desktop" ;; esac
fi
install -D -m 644 "$here/$ID.metainfo.xml" "$share/metainfo/$ID.metainfo.xml"
install -D -m 644 "$here/$ID.xml" "$share/mime/packages/$ID.xml"
install -D -m 644 "$svg" "$share/icons/hicolor/scalable/apps/$ID.svg"
for s in $sizes; do install -D -m 644 "$here/icons/hicolor/$s/apps/$ID.png" "$share/icons/hicolor/$s/apps/$ID.png"; done
if [ -n "$bin" ]; then
    mkdir -p "$prefix/bin"
    ln -sf "$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")" "$prefix/bin/lomber"
    case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: add $prefix/bin to PATH for the menu entry to find lomber" ;; esac
fi
refresh
echo "Lomber's desktop integration installed under $share"
