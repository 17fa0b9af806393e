#!/usr/bin/env bash
# End-to-end check of the Linux .deb on this machine (Debian/Ubuntu, as root; installs and removes packages):
#   1. builds it with packaging/package.sh deb (VERIFY_SKIP_PACKAGE=1 reuses target/installer/*.deb)
#   2. apt-get installs it, checks the launcher, the installed desktop entry and its icon
#   3. starts two throwaway etcd servers on free loopback ports, one plain and one TLS with client certificates,
#      and puts a key in each with etcdctl
#   4. runs the installed launcher's `doctor` against both (TLS: EC P-256 keys, so the trimmed runtime's SunEC,
#      and BouncyCastle reading the client key, are exercised)
#   5. under Xvfb on DISPLAY :97, runs the desktop entry's Exec= line exactly (connection from ETCDCTL_ENDPOINTS)
#      and the launcher with --endpoints/--cacert/--cert/--key against the TLS etcd; each must open its window,
#      hold a TCP connection to its etcd and read keys (etcd's Range counter goes up); screenshots are saved
#   6. stops everything and apt-get removes the package
# Prints PASS or FAIL (exit code 0 or 1). Needs: etcd, etcdctl, openssl, curl, ss (iproute2), Xvfb, xdotool,
# xprop and xdpyinfo (x11-utils), imagemagick, python3.
# VERIFY_SCREENSHOT=FILE copies the TLS window's screenshot there; VERIFY_KEEP=1 keeps the package installed.
set -uo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
work="$(mktemp -d /tmp/etcd-explorer-verify.XXXXXX)"
display=":97"
pids=()
failures=0
installed=0

log() { echo "[verify-deb] $*"; }
ok() { echo "  ok    $*"; }
bad() { echo "  FAIL  $*"; failures=$((failures + 1)); }
check() { local what="$1"; shift; if "$@" >/dev/null 2>&1; then ok "$what"; else bad "$what"; fi; }

cleanup() {
    local p
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
    sleep 1
    for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
    if [ "$installed" = 1 ] && [ "${VERIFY_KEEP:-0}" != 1 ]; then
        log "apt-get remove -y etcd-explorer"
        apt-get remove -y etcd-explorer >"$work/remove.log" 2>&1 || echo "  (remove failed: $work/remove.log)"
        [ ! -e /opt/etcd-explorer/bin/etcd-explorer ] && [ ! -e /usr/share/applications/etcd-explorer-etcd-explorer.desktop ] \
            && echo "  ok    removed: no launcher and no desktop entry left" \
            || { echo "  FAIL  files left after removal"; failures=$((failures + 1)); }
    fi
    if [ "$failures" = 0 ]; then echo "PASS: the .deb installs, its launcher and menu entry start the app, it connects to etcd (plain and TLS)"; rc=0
    else echo "FAIL: $failures check(s) failed (logs in $work)"; rc=1; fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
# Range requests etcd has answered (the app lists keys with Range; etcdctl put does not).
range_count() {
    curl -s "$@" | awk '/^grpc_server_handled_total\{.*grpc_method="Range"/ {n += $2} END {print n + 0}'
}
wait_for() { # seconds, command...
    local t="$1"; shift
    for _ in $(seq $((t * 2))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.5; done
    return 1
}

# --- 1. build --------------------------------------------------------------------------------------------------
if [ "${VERIFY_SKIP_PACKAGE:-0}" != 1 ] || ! ls target/installer/etcd-explorer_*.deb >/dev/null 2>&1; then
    log "packaging/package.sh deb"
    packaging/package.sh deb || { bad "packaging/package.sh deb"; exit 1; }
fi
deb="$(ls -1 "$repo"/target/installer/etcd-explorer_*.deb | head -n 1)"
log "$deb ($(du -h "$deb" | cut -f1))"

# --- 2. install -------------------------------------------------------------------------------------------------
log "apt-get install -y $deb"
if apt-get install -y "$deb" >"$work/install.log" 2>&1; then installed=1; ok "installed"; else bad "apt-get install (see $work/install.log)"; exit 1; fi
launcher=/opt/etcd-explorer/bin/etcd-explorer
desktop=/usr/share/applications/etcd-explorer-etcd-explorer.desktop
check "launcher $launcher is executable" test -x "$launcher"
check "desktop entry installed in /usr/share/applications" test -f "$desktop"
if grep -q 'xdg-desktop-menu failed' "$work/install.log"; then
    log "(xdg-desktop-menu had no menu directory here; the postinst copied the entry itself)"
fi
exec_line="$(sed -n 's/^Exec=//p' "$desktop" 2>/dev/null)"
icon="$(sed -n 's/^Icon=//p' "$desktop" 2>/dev/null)"
log "desktop entry: Exec=$exec_line Icon=$icon $(grep '^Categories=' "$desktop" 2>/dev/null)"
startup_wm_class="$(sed -n 's/^StartupWMClass=//p' "$desktop" 2>/dev/null)"
check "Exec= is the launcher" test "$exec_line" = "$launcher"
check "Icon= is a 256x256 PNG" test "$(identify -format '%m %wx%h' "$icon" 2>/dev/null)" = "PNG 256x256"
check "dpkg -L lists launcher, desktop file and icon" \
    bash -c "dpkg -L etcd-explorer | grep -qx '$launcher' && dpkg -L etcd-explorer | grep -q 'etcd-explorer.desktop$' \
             && dpkg -L etcd-explorer | grep -q 'lib/etcd-explorer.png$'"
check "the runtime is the trimmed one (no jdk.compiler, has jdk.crypto.ec)" \
    bash -c "grep -q jdk.crypto.ec /opt/etcd-explorer/lib/runtime/release \
             && ! grep -q jdk.compiler /opt/etcd-explorer/lib/runtime/release"

# --- 3. etcd, plain and TLS -------------------------------------------------------------------------------------
plain_port="$(free_port)"; plain_peer="$(free_port)"
tls_port="$(free_port)"; tls_peer="$(free_port)"
log "etcd plain on 127.0.0.1:$plain_port, TLS on 127.0.0.1:$tls_port"
etcd --name plain --data-dir "$work/etcd-plain" --listen-client-urls "http://127.0.0.1:$plain_port" \
    --advertise-client-urls "http://127.0.0.1:$plain_port" --listen-peer-urls "http://127.0.0.1:$plain_peer" \
    --initial-advertise-peer-urls "http://127.0.0.1:$plain_peer" \
    --initial-cluster "plain=http://127.0.0.1:$plain_peer" >"$work/etcd-plain.log" 2>&1 &
pids+=($!)

pki="$work/pki"; mkdir -p "$pki"
(
    cd "$pki" || exit 1
    openssl ecparam -name prime256v1 -genkey -noout -out ca.key
    openssl req -x509 -new -key ca.key -subj /CN=verify-ca -days 2 -out ca.crt
    for n in server client; do
        openssl ecparam -name prime256v1 -genkey -noout -out "$n.key"
        openssl req -new -key "$n.key" -subj "/CN=$n" -out "$n.csr"
    done
    printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n' >server.ext
    printf 'extendedKeyUsage=clientAuth\n' >client.ext
    openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 -extfile server.ext -out server.crt
    openssl x509 -req -in client.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 -extfile client.ext -out client.crt
) >"$work/pki.log" 2>&1 || bad "openssl certificates (see $work/pki.log)"
etcd --name tls --data-dir "$work/etcd-tls" --listen-client-urls "https://127.0.0.1:$tls_port" \
    --advertise-client-urls "https://127.0.0.1:$tls_port" --listen-peer-urls "http://127.0.0.1:$tls_peer" \
    --initial-advertise-peer-urls "http://127.0.0.1:$tls_peer" --initial-cluster "tls=http://127.0.0.1:$tls_peer" \
    --cert-file "$pki/server.crt" --key-file "$pki/server.key" --trusted-ca-file "$pki/ca.crt" \
    --client-cert-auth >"$work/etcd-tls.log" 2>&1 &
pids+=($!)
tlsflags=(--cacert="$pki/ca.crt" --cert="$pki/client.crt" --key="$pki/client.key")
plainctl() { ETCDCTL_API=3 etcdctl --endpoints="http://127.0.0.1:$plain_port" "$@"; }
tlsctl() { ETCDCTL_API=3 etcdctl --endpoints="https://127.0.0.1:$tls_port" "${tlsflags[@]}" "$@"; }
check "plain etcd up" wait_for 20 plainctl endpoint health
check "TLS etcd up" wait_for 20 tlsctl endpoint health
check "etcdctl put on plain etcd" plainctl put /verify-deb/greeting "hello from the plain etcd"
check "etcdctl put on TLS etcd" tlsctl put /verify-deb/tls-greeting "hello over TLS"
plain_metrics=("http://127.0.0.1:$plain_port/metrics")
tls_metrics=(--cacert "$pki/ca.crt" --cert "$pki/client.crt" --key "$pki/client.key" "https://127.0.0.1:$tls_port/metrics")

# --- 4. doctor from the installed launcher ----------------------------------------------------------------------
export HOME="$work/home"; mkdir -p "$HOME"   # the app's settings and JavaFX's library cache stay in $work
app_home=(-Detcd-explorer.home="$work/app-home")
if JAVA_TOOL_OPTIONS="${app_home[*]}" "$launcher" doctor --endpoints="http://127.0.0.1:$plain_port" >"$work/doctor-plain.log" 2>&1
then ok "installed launcher: doctor connects to the plain etcd"; else bad "doctor plain (see $work/doctor-plain.log)"; fi
if JAVA_TOOL_OPTIONS="${app_home[*]}" "$launcher" doctor --endpoints="https://127.0.0.1:$tls_port" "${tlsflags[@]}" \
    >"$work/doctor-tls.log" 2>&1
then ok "installed launcher: doctor connects to the TLS etcd with a client certificate"; else bad "doctor TLS (see $work/doctor-tls.log)"; fi

# --- 5. the window ----------------------------------------------------------------------------------------------
if xdpyinfo -display "$display" >/dev/null 2>&1; then log "display $display answers; using it"; else
    rm -f "/tmp/.X11-unix/X${display#:}" "/tmp/.X${display#:}-lock"   # left by a killed run: no server behind them
    Xvfb "$display" -screen 0 1440x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
    pids+=($!)
fi
export DISPLAY="$display"
check "Xvfb on $display" wait_for 10 xdotool getdisplaygeometry

# gui NAME PORT KEY N METRICS-ARGS... COMMAND...: starts the app, waits for its window, its connection and its
# reads; KEY (if not empty) is opened with "Go to key" (Ctrl+L) before the screenshot.
gui() {
    local name="$1" port="$2" key="$3" n="$4"; shift 4
    local metrics=("${@:1:$n}"); shift "$n"
    local before after pid
    before="$(range_count "${metrics[@]}")"
    JAVA_TOOL_OPTIONS="${app_home[*]}" "$@" >"$work/app-$name.out" 2>"$work/app-$name.err" &
    pid=$!; pids+=("$pid")
    if wait_for 60 xdotool search --onlyvisible --pid "$pid" --name .; then
        ok "$name: window open ($(xdotool search --onlyvisible --pid "$pid" --name . getwindowname 2>/dev/null | head -n 1))"
        # the dock/taskbar ties the window to the menu entry (and its icon) by WM_CLASS = StartupWMClass
        local wid wm_class
        wid="$(xdotool search --onlyvisible --pid "$pid" --name . 2>/dev/null | head -n 1)"
        wm_class="$(xprop -id "$wid" WM_CLASS 2>/dev/null | sed -n 's/.*= "\([^"]*\)".*/\1/p')"
        check "$name: WM_CLASS $wm_class is the entry's StartupWMClass" test "$wm_class" = "$startup_wm_class"
    else bad "$name: no window in 60 s (see $work/app-$name.err)"; fi
    if wait_for 30 bash -c "ss -tnpH state established '( dport = :$port )' | grep -q 'pid=$pid,'"; then
        ok "$name: pid $pid holds a TCP connection to 127.0.0.1:$port"
    else bad "$name: no TCP connection to 127.0.0.1:$port"; fi
    sleep 4   # let the key tree load and paint
    after="$(range_count "${metrics[@]}")"
    if [ "$after" -gt "$before" ]; then ok "$name: the app read keys (etcd Range requests $before -> $after)"
    else bad "$name: etcd saw no Range request from the app"; fi
    if [ -n "$key" ]; then
        xdotool search --onlyvisible --pid "$pid" --name . windowfocus 2>/dev/null
        xdotool key ctrl+l; sleep 1; xdotool type --delay 20 "$key"; sleep 0.5; xdotool key Return; sleep 3
    fi
    import -window root "$work/screen-$name.png" && log "screenshot: $work/screen-$name.png"
    if kill -0 "$pid" 2>/dev/null; then ok "$name: still running"; else bad "$name: exited early (see $work/app-$name.err)"; fi
    if grep -qiE 'exception|error' "$work/app-$name.err"; then
        log "$name: stderr mentions errors (not counted as a failure; see $work/app-$name.err):"
        grep -iE 'exception|error' "$work/app-$name.err" | head -n 5 | sed 's/^/    /'
    fi
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
}

# The menu entry's command exactly as the desktop would run it; it connects from ETCDCTL_ENDPOINTS.
log "menu entry: $exec_line  (ETCDCTL_ENDPOINTS=http://127.0.0.1:$plain_port)"
read -r -a exec_argv <<<"$exec_line"
ETCDCTL_ENDPOINTS="http://127.0.0.1:$plain_port" gui desktop-entry "$plain_port" "" "${#plain_metrics[@]}" \
    "${plain_metrics[@]}" "${exec_argv[@]}"
log "launcher: $launcher --endpoints=https://127.0.0.1:$tls_port --cacert --cert --key"
gui launcher-tls "$tls_port" /verify-deb/tls-greeting "${#tls_metrics[@]}" "${tls_metrics[@]}" \
    "$launcher" --endpoints="https://127.0.0.1:$tls_port" "${tlsflags[@]}"
if [ -n "${VERIFY_SCREENSHOT:-}" ] && [ -f "$work/screen-launcher-tls.png" ]; then
    cp "$work/screen-launcher-tls.png" "$VERIFY_SCREENSHOT" && log "screenshot copied to $VERIFY_SCREENSHOT"
fi
