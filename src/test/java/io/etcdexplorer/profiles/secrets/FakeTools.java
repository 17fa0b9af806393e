package io.etcdexplorer.profiles.secrets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/**
 * Fake {@code secret-tool} and {@code security} shell scripts that keep entries in a file beside themselves, so
 * the Linux and macOS stores run end to end, through real processes, on any Unix. Each also logs its argv, to
 * show that no secret ever travels on a command line. Touching a flag file beside a script changes its behaviour.
 */
public final class FakeTools {

    public static final String SECRET_TOOL = """
            #!/bin/sh
            # Entries: "<attributes>\\t<base64 secret>" per line.
            dir=$(dirname "$0")
            db="$dir/secrets.db"
            touch "$db"
            printf '%s\\n' "$*" >> "$dir/argv.log"
            if [ -f "$dir/dbus-down" ]; then
              echo "secret-tool: Cannot autolaunch D-Bus without X11 \\$DISPLAY" >&2
              exit 1
            fi
            if [ -f "$dir/hang" ]; then
              sleep 30
            fi
            action=$1; shift
            case "$1" in --label=*) shift ;; esac
            key="$*"
            case "$action" in
              store)
                if [ -f "$dir/store-fails" ]; then
                  printf 'secret-tool: refused: ' >&2; cat >&2; exit 1
                fi
                value=$(base64 | tr -d '\\n')
                awk -F '\\t' -v k="$key" '$1 != k' "$db" > "$db.new"
                printf '%s\\t%s\\n' "$key" "$value" >> "$db.new"
                mv "$db.new" "$db" ;;
              lookup)
                value=$(awk -F '\\t' -v k="$key" '$1 == k { print $2 }' "$db")
                [ -n "$value" ] || exit 1
                printf '%s' "$value" | base64 -d ;;
              clear)
                awk -F '\\t' -v k="$key" '$1 != k' "$db" > "$db.new"
                mv "$db.new" "$db" ;;
              *) echo "usage: secret-tool store|lookup|clear" >&2; exit 2 ;;
            esac
            """;

    public static final String SECURITY = """
            #!/bin/sh
            # Entries: "<service>\\t<account>\\t<password>" per line.
            dir=$(dirname "$0")
            db="$dir/keychain.db"
            touch "$db"
            printf '%s\\n' "$*" >> "$dir/argv.log"
            entry() { awk -F '\\t' -v s="$1" -v a="$2" '$1 == s && $2 == a { print $3 }' "$db"; }
            remove() {
              awk -F '\\t' -v s="$1" -v a="$2" '!($1 == s && $2 == a)' "$db" > "$db.new"; mv "$db.new" "$db"
            }
            notfound() {
              echo "security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain." >&2
              return 44
            }
            run() {
              cmd=$1; shift; service=""; account=""; password=""; update=no
              while [ $# -gt 0 ]; do
                case "$1" in
                  -s) service=$2; shift 2 ;;
                  -a) account=$2; shift 2 ;;
                  -w) if [ "$cmd" = add-generic-password ]; then password=$2; shift 2; else shift; fi ;;
                  -U) update=yes; shift ;;
                  *) shift ;;
                esac
              done
              case "$cmd" in
                add-generic-password)
                  if [ -f "$dir/add-fails" ]; then
                    echo "security: SecKeychainItemCreateFromContent (<default>): User interaction is not allowed." >&2
                    return 25
                  fi
                  if [ -n "$(entry "$service" "$account")" ] && [ $update = no ]; then
                    echo "security: The specified item already exists in the keychain." >&2; return 45
                  fi
                  remove "$service" "$account"
                  printf '%s\\t%s\\t%s\\n' "$service" "$account" "$password" >> "$db" ;;
                find-generic-password)
                  value=$(entry "$service" "$account")
                  [ -n "$value" ] || { notfound; return 44; }
                  printf '%s\\n' "$value" ;;
                delete-generic-password)
                  [ -n "$(entry "$service" "$account")" ] || { notfound; return 44; }
                  remove "$service" "$account"
                  echo "password has been deleted." ;;
                default-keychain)
                  if [ -f "$dir/no-keychain" ]; then
                    echo "security: SecKeychainCopyDefault: A default keychain could not be found." >&2; return 50
                  fi
                  echo '    "/Users/me/Library/Keychains/login.keychain-db"' ;;
                *) echo "unknown command $cmd" >&2; return 2 ;;
              esac
            }
            if [ "$1" = "-i" ]; then
              # Like the real tool, interactive mode goes on after a failed command and exits 0.
              while IFS= read -r line; do
                set -f; set -- $line; set +f
                run "$@" || true
              done
              exit 0
            fi
            run "$@"
            """;

    /**
     * A fake {@code powershell.exe} for the Windows store: "protects" by prefixing the Base64 it reads and
     * "unprotects" by checking and removing the prefix, as DPAPI refuses a blob it did not make.
     */
    public static final String POWERSHELL = """
            #!/bin/sh
            dir=$(dirname "$0")
            printf '%s\\n' "$*" >> "$dir/argv.log"
            if [ -f "$dir/dpapi-fails" ]; then
              echo "Exception calling Protect: The system cannot find the file specified." >&2; exit 1
            fi
            input=$(cat)
            case "$*" in
              *::Unprotect*)
                case "$input" in
                  fake-dpapi:*) printf '%s' "${input#fake-dpapi:}" ;;
                  *) echo "Exception calling Unprotect: The data is invalid." >&2; exit 1 ;;
                esac ;;
              *::Protect*) printf 'fake-dpapi:%s' "$input" ;;
              *) echo "unexpected script" >&2; exit 2 ;;
            esac
            """;

    private FakeTools() {
    }

    /** Writes {@code script} as {@code dir/name}, executable, and returns an environment with dir first on PATH. */
    public static Map<String, String> install(Path dir, String name, String script) throws IOException {
        Path tool = dir.resolve(name);
        Files.writeString(tool, script);
        Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwx------"));
        return Map.of("PATH", dir + ":" + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
    }

    public static String argvLog(Path dir) throws IOException {
        Path log = dir.resolve("argv.log");
        return Files.exists(log) ? Files.readString(log) : "";
    }

    public static void flag(Path dir, String name) throws IOException {
        Files.writeString(dir.resolve(name), "");
    }
}
