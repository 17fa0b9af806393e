package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.Fix;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.Locale;

/**
 * What to do about a host key known_hosts does not vouch for. The window asks about a new key and offers to trust
 * it; the terminal has {@code --ssh-trust-new-host} and {@code ssh-keyscan}. A changed key is never trusted by
 * either: the old line has to go first, by the user's own hand.
 */
final class HostKeyAdvice {

    /** The command line's switch that trusts a first-seen host key (never a changed one). */
    static final String TRUST_FLAG = "--ssh-trust-new-host";

    private static final Messages TEXT = Messages.of(HostKeyAdvice.class);

    private HostKeyAdvice() {
    }

    /** A first-seen host: check the fingerprint on the host, then trust it the way the place showing this offers. */
    static Fix unknown(String host, int port, PublicKey key, Path knownHosts) {
        String type = KnownHosts.typeName(key).toLowerCase(Locale.ROOT);
        String print = "ssh-keygen -l -E sha256 -f /etc/ssh/ssh_host_" + type + "_key.pub";
        return words -> switch (words) {
            case GUI -> Advice.withCommands(TEXT.format("unknown.gui", print, String.valueOf(knownHosts)), print);
            case CLI -> {
                String scan = keyscan(host, port, type, knownHosts);
                yield Advice.withCommands(TEXT.format("unknown.cli", print, TRUST_FLAG, String.valueOf(knownHosts),
                        scan), print, scan);
            }
        };
    }

    /** A changed key: remove the old line (only if the change is known to be legitimate), then trust the new one. */
    static Fix changed(String host, int port, Path knownHosts) {
        String remove = "ssh-keygen -R " + ShellWords.quote(KnownHosts.pattern(host, port)) + " -f "
                + ShellWords.arg(knownHosts.toString());
        return words -> switch (words) {
            case GUI -> Advice.withCommands(TEXT.format("changed.gui", remove), remove);
            case CLI -> Advice.withCommands(TEXT.format("changed.cli", remove, TRUST_FLAG), remove);
        };
    }

    /**
     * Appends the host's key of {@code type} as ssh itself would write it (port 22 is then the bare host), first
     * making the file's folder when there is none yet (a computer that never ran ssh has no ~/.ssh).
     */
    private static String keyscan(String host, int port, String type, Path knownHosts) {
        Path folder = knownHosts.toAbsolutePath().getParent();
        String mkdir = folder == null || Files.isDirectory(folder) ? ""
                : "mkdir -p -m 700 " + ShellWords.arg(folder.toString()) + " && ";
        return mkdir + "ssh-keyscan -t " + type + " -p " + port + " " + ShellWords.arg(host) + " >> "
                + ShellWords.arg(knownHosts.toString());
    }
}
