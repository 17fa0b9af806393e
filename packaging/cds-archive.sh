#!/usr/bin/env bash
# Makes the app image's AppCDS archive (lib/app/etcd-explorer.jsa, which the launcher maps through
# -XX:SharedArchiveFile=$APPDIR/etcd-explorer.jsa in packaging/jpackage.args): the image's own java starts the app
# with the launcher's options and -XX:ArchiveClassesAtExit, the app opens its window (and the playground, when an
# etcd binary is found, so that jetcd and gRPC are archived too), and once it says so (the start-up signal that
# bench/run uses, app/StartupSignal) it gets SIGTERM, as closing the window would: the JVM writes the archive at exit.
#   packaging/cds-archive.sh [APP_IMAGE_DIR]      default target/installer/etcd-explorer
# It needs a display: without DISPLAY it starts Xvfb when installed (apt install xvfb), else it skips with a message.
# Never fatal: without the archive the launcher starts as before, only slower (the JVM ignores a missing archive).
set -uo pipefail
image="${1:-target/installer/etcd-explorer}"
java="$image/lib/runtime/bin/java"
app="$(cd "$image/lib/app" && pwd -P)"
cfg="$app/etcd-explorer.cfg"
jsa="$app/etcd-explorer.jsa"
skip() { echo "cds-archive: no AppCDS archive ($1); the app starts without it, only slower" >&2; exit 0; }
[ -x "$java" ] || skip "$java not found: the runtime needs bin/java (jlink without --strip-native-commands)"
[ -f "$cfg" ] || skip "$cfg not found"
rm -f "$jsa"

# The launcher's options, as it passes them (jpackage expands $APPDIR to the app folder), without the archive itself:
# an archive is used only by a JVM with the same collector and class path as the one that made it.
opts=()
while IFS= read -r line; do
    opt="${line#java-options=}"
    case "$opt" in -XX:SharedArchiveFile=*) continue ;; esac
    opts+=("${opt//\$APPDIR/$app}")
done < <(grep '^java-options=' "$cfg")
main="$(sed -n 's/^app.mainclass=//p' "$cfg")"

XVFB_PID=""
if [ -z "${DISPLAY:-}" ]; then
    command -v Xvfb >/dev/null || skip "no DISPLAY and no Xvfb to start the window on (apt install xvfb)"
    export DISPLAY=":$((200 + RANDOM % 500))"
    Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB_PID=$!
    sleep 1
fi
etcd="${ETCD_BIN:-$(command -v etcd || true)}"
mode=window
[ -n "$etcd" ] && [ -x "$etcd" ] && mode=playground
home="$(mktemp -d)"
log="$(mktemp)"
echo "cds-archive: starting the app to its $mode under -XX:ArchiveClassesAtExit (display $DISPLAY)"
"$java" "${opts[@]}" -XX:ArchiveClassesAtExit="$jsa" -Detcd-explorer.home="$home" \
    -Detcd-explorer.bench.startup="$mode" -cp "$app/etcd-explorer.jar" "$main" >"$log" 2>&1 &
pid=$!
for _ in $(seq 600); do
    grep -q "etcd-explorer ready: $mode" "$log" && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
done
children="$(pgrep -P "$pid" || true)"
ready=0
grep -q "etcd-explorer ready: $mode" "$log" && ready=1
kill -TERM "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
for c in $children; do kill "$c" 2>/dev/null || true; done
[ -n "$XVFB_PID" ] && { kill "$XVFB_PID"; wait "$XVFB_PID" 2>/dev/null; }
rm -rf "$home"
if [ "$ready" = 1 ] && [ -s "$jsa" ]; then
    echo "cds-archive: $jsa ($(du -h "$jsa" | cut -f1))"
    rm -f "$log"
else
    rm -f "$jsa"
    skip "the app did not get to its $mode, or the JVM wrote no archive; its output: $log"
fi
