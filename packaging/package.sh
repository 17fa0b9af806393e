#!/usr/bin/env bash
# Builds the app image, and the native installer of this OS when its tools are present:
#   packaging/package.sh            app image only (target/installer/etcd-explorer)
#   packaging/package.sh deb|rpm|msi|dmg
# Run from the repository root. Needs a full JDK 17+ (jpackage).
set -euo pipefail
cd "$(dirname "$0")/.."
type="${1:-app-image}"

mvn -B -q -DskipTests package
rm -rf target/jpackage-input target/installer
mkdir -p target/jpackage-input
cp target/etcd-explorer.jar target/jpackage-input/

case "$(uname -s)" in
    Darwin) icon=icons/etcd-explorer.icns ;;
    MINGW*|MSYS*|CYGWIN*) icon=icons/etcd-explorer.ico ;;
    *) icon=icons/etcd-explorer-256.png ;;
esac
extra=()
case "$type" in
    deb|rpm) extra+=(--linux-shortcut --linux-menu-group Development) ;;
    msi) extra+=(--win-menu --win-shortcut) ;;
esac
jpackage @packaging/jpackage.args --type "$type" --icon "$icon" "${extra[@]}"
echo "Built:"; ls -1 target/installer
