#!/usr/bin/env bash
# Makes an AppCDS archive by starting the app once under -XX:ArchiveClassesAtExit: it opens its window (and the
# playground, when an etcd binary is found, so that jetcd and gRPC are archived too), and once it says so (the start-up
# signal that bench/run uses, app/StartupSignal) it gets SIGTERM, as closing the window would: the JVM writes the
# archive at exit.
#   packaging/cds-archive.sh [APP_IMAGE_DIR]   the app image's lib/app/etcd-explorer.jsa, which its launcher maps
#                                              (packaging/jpackage.args); default target/installer/etcd-explorer
#   packaging/cds-archive.sh --jar JAR         JAR's name with .jsa beside it (target/etcd-explorer.jsa), which the
#                                              README's run command maps; `mvn package` runs this (pom.xml, jar-cds)
# Both use the launcher's --java-options from packaging/jpackage.args: an archive is used only by a JVM with the same
# collector (ZGC runs without compressed pointers) and class path as the one that made it.
# It needs a display, and prefers one nobody sees: it starts Xvfb when installed (apt install xvfb), else it uses
# DISPLAY (the window shows for a few seconds), else it skips with a message.
# Never fatal: without the archive the app starts as before, only slower (the JVM ignores a missing archive, and one
# made for another build of the jar).
set -uo pipefail
cd "$(dirname "$0")/.."
skip() { echo "cds-archive: no AppCDS archive ($1); the app starts without it, only slower" >&2; exit 0; }

# The launcher's options, as it passes them, without the archive itself; $APPDIR is the app image's lib/app.
launcher_options() {
    local appdir="$1" line opt
    while IFS= read -r line; do
        opt="${line#--java-options }"
        case "$opt" in -XX:SharedArchiveFile=*) continue ;; esac
        opts+=("${opt//\$APPDIR/$appdir}")
    done < <(grep '^--java-options ' packaging/jpackage.args)
}

opts=()
if [ "${1:-}" = "--jar" ]; then
    jar="${2:?usage: cds-archive.sh --jar JAR}"
    [ -f "$jar" ] || skip "$jar not found"
    java=java # the README's command runs the java on PATH; an archive made by another JDK would not be used
    jsa="${jar%.jar}.jsa"
    launcher_options "$(dirname "$jar")"
    # The same relative path as the README's run command (from the repository's root): the archive records it.
    start=(-jar "$jar")
else
    image="${1:-target/installer/etcd-explorer}"
    java="$image/lib/runtime/bin/java"
    [ -x "$java" ] || skip "$java not found: the runtime needs bin/java (jlink without --strip-native-commands)"
    app="$(cd "$image/lib/app" && pwd -P)" || skip "$image/lib/app not found"
    cfg="$app/etcd-explorer.cfg"
    [ -f "$cfg" ] || skip "$cfg not found"
    jsa="$app/etcd-explorer.jsa"
    launcher_options "$app"
    start=(-cp "$app/etcd-explorer.jar" "$(sed -n 's/^app.mainclass=//p' "$cfg")")
fi
rm -f "$jsa"

XVFB_PID=""
if command -v Xvfb >/dev/null; then
    export DISPLAY=":$((200 + RANDOM % 500))"
    Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB_PID=$!
    sleep 1
fi
[ -n "${DISPLAY:-}" ] || skip "no DISPLAY and no Xvfb to start the window on (apt install xvfb)"
etcd="${ETCD_BIN:-$(command -v etcd || true)}"
mode=window
[ -n "$etcd" ] && [ -x "$etcd" ] && mode=playground
home="$(mktemp -d)"
log="$(mktemp)"
echo "cds-archive: starting the app to its $mode under -XX:ArchiveClassesAtExit (display $DISPLAY)"
"$java" "${opts[@]}" -XX:ArchiveClassesAtExit="$jsa" -Detcd-explorer.home="$home" \
    -Detcd-explorer.bench.startup="$mode" "${start[@]}" >"$log" 2>&1 &
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
