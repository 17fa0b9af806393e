#!/usr/bin/env bash
# Builds a trimmed Java runtime (jlink), the app image and the native installer of this OS (jpackage):
#   packaging/package.sh              app image only (target/installer/etcd-explorer)
#   packaging/package.sh deb|rpm      Linux installer
#   packaging/package.sh linux        .deb, and .rpm too when rpmbuild is installed
#   packaging/package.sh msi          Windows installer (needs the WiX Toolset 3 on the PATH)
#   packaging/package.sh dmg          macOS disk image
#   packaging/package.sh modules      print what jdeps finds in the jar (to review MODULES below)
# jpackage cannot cross-build: each installer is made on its own OS. Run from anywhere; needs a full JDK 17+
# with jmods (jlink, jpackage). Environment: JAVA_HOME (else the JDK of `java` on the PATH), MVN_FLAGS (extra
# Maven flags, e.g. -o), SKIP_BUILD=1 (reuse target/etcd-explorer.jar), DEB_MAINTAINER (the e-mail of the
# .deb's Maintainer field; its name is the vendor).
set -euo pipefail
cd "$(dirname "$0")/.."
type="${1:-app-image}"

if [ -z "${JAVA_HOME:-}" ]; then
    if [ "$(uname -s)" = Darwin ]; then
        JAVA_HOME="$(/usr/libexec/java_home -v 17+)"   # /usr/bin/java is a stub there, and readlink has no -f
    else
        JAVA_HOME="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
    fi
fi
bin="$JAVA_HOME/bin"
[ -d "$JAVA_HOME/jmods" ] || { echo "package.sh: $JAVA_HOME has no jmods/ (jlink needs them: on Debian openjdk-17-jdk-headless has them, on Ubuntu openjdk-17-jmods)" >&2; exit 1; }

# The runtime's modules. jdeps (see `package.sh modules`) finds java.base, java.compiler, java.desktop,
# java.management, java.naming, java.rmi, java.security.jgss, java.sql, jdk.jfr and jdk.unsupported in the jar;
# it cannot see what is only loaded by name or as a service, so these are added by hand:
#   java.logging      java.util.logging (the app's and JavaFX's loggers)
#   jdk.crypto.ec     the SunEC provider: ECDHE key exchange and EC certificates in TLS to etcd, EC client keys,
#                     Ed25519/X25519 for SSH
#   jdk.naming.dns    JNDI DNS, used by grpc/jetcd for dns+srv:// endpoints and DNS TXT/SRV lookups
#   jdk.zipfs         the zip file system (java.nio.file.spi.FileSystemProvider)
#   jdk.charsets      the charsets outside java.base (values decoded in a legacy encoding)
#   jdk.management    com.sun.management (the platform MXBeans that JFR and some libraries probe for)
# jdk.localedata (10 MB) is left out on purpose: the UI is English and its one localized pattern ("MMM d") then
# shows English month names instead of a mix of languages.
MODULES=java.base,java.compiler,java.desktop,java.logging,java.management,java.naming,java.rmi,java.security.jgss,\
java.sql,jdk.charsets,jdk.crypto.ec,jdk.jfr,jdk.management,jdk.naming.dns,jdk.unsupported,jdk.zipfs

if [ "$type" = modules ]; then
    "$bin/jdeps" --ignore-missing-deps --multi-release 17 --print-module-deps target/etcd-explorer.jar
    exit 0
fi

if [ "${SKIP_BUILD:-0}" != 1 ]; then
    # shellcheck disable=SC2086
    mvn -B -q ${MVN_FLAGS:-} -DskipTests package
fi
rm -rf target/jpackage-input target/jpackage-runtime target/installer
mkdir -p target/jpackage-input target/installer
cp target/etcd-explorer.jar target/jpackage-input/

# --generate-cds-archive: the runtime's own base CDS archives (lib/server/classes*.jsa, with and without compressed
# oops: ZGC runs without), which the app's archive (cds-archive.sh) extends; it runs the image's bin/java, so the
# native commands stay (JDK 17's jlink cannot strip them and generate the archive: "Cannot find java executable").
echo "jlink: $MODULES"
"$bin/jlink" --module-path "$JAVA_HOME/jmods" --add-modules "$MODULES" --output target/jpackage-runtime \
    --strip-debug --no-man-pages --no-header-files --compress=2 --generate-cds-archive

case "$(uname -s)" in
    Darwin) icon=icons/etcd-explorer.icns ;;
    MINGW*|MSYS*|CYGWIN*) icon=icons/etcd-explorer.ico ;;
    *) icon=icons/etcd-explorer-256.png ;;
esac

# The desktop entry's Categories= is the menu group. jpackage's postinst installs the entry with xdg-desktop-menu,
# so the packages depend on xdg-utils (the .deb gets it from jpackage, the .rpm from us). xdg-desktop-menu fails
# where there is no desktop environment (no /usr/share/desktop-directories), which would leave the .deb half-installed and the
# .rpm impossible to remove: the .deb's postinst and prerm and the .rpm's spec are ours (packaging/linux/) and fall
# back to /usr/share/applications.
# JavaFX's native libraries come inside the jar, so jpackage does not see that they need GTK 3.
linux_common=(--linux-shortcut --linux-menu-group Development --linux-package-name etcd-explorer)
run_jpackage() {
    local t="$1"; shift
    local extra=()
    case "$t" in
        deb) extra+=("${linux_common[@]}" --linux-app-category devel
                     --linux-deb-maintainer "${DEB_MAINTAINER:-etcd-explorer@localhost}"
                     --linux-package-deps libgtk-3-0 --resource-dir packaging/linux) ;;
        rpm) extra+=("${linux_common[@]}" --linux-app-category "Development/Tools"
                     --linux-package-deps "xdg-utils, gtk3" --resource-dir packaging/linux) ;;
        msi) extra+=(--win-menu --win-menu-group etcd-explorer --win-shortcut --win-dir-chooser
                     --win-upgrade-uuid 6f1c3b0e-5d52-4c8e-9a51-2f3e7f1f9e10) ;;
        dmg) extra+=(--mac-package-name etcd-explorer) ;;
        # The AppCDS archive that cds-archive.sh makes in the image once it is built. JDK 17 uses it only at the
        # path where it was made (class path check), so the installers, which install elsewhere, get only the
        # runtime's base archive: naming a missing archive would turn that off too.
        app-image) extra+=(--java-options '-XX:SharedArchiveFile=$APPDIR/etcd-explorer.jsa') ;;
    esac
    echo "jpackage --type $t"
    "$bin/jpackage" @packaging/jpackage.args --runtime-image target/jpackage-runtime --type "$t" \
        --icon "$icon" "${extra[@]}"
}

case "$type" in
    linux)
        run_jpackage deb
        if command -v rpmbuild >/dev/null 2>&1; then run_jpackage rpm; else echo "rpmbuild not found: no .rpm (apt install rpm)"; fi
        run_jpackage app-image ;;
    *)  run_jpackage "$type" ;;
esac
# The app image's AppCDS archive, made by starting it once (needs a display or Xvfb; skipped with a message if not).
if [ -d target/installer/etcd-explorer/lib/app ] && [ "${CDS:-1}" != 0 ]; then
    packaging/cds-archive.sh target/installer/etcd-explorer
fi

echo "Built:"
printf '  %-40s %s\n' "runtime (jlink)" "$(du -sh target/jpackage-runtime | cut -f1)"
for f in target/installer/*; do
    if [ -d "$f" ]; then size="$(du -sh "$f" | cut -f1) (directory)"; else size="$(du -h "$f" | cut -f1)"; fi
    printf '  %-40s %s\n' "$f" "$size"
done
