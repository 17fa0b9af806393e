package io.etcdexplorer.etcd.ssh;

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

    private HostKeyAdvice() {
    }

    /** A first-seen host: check the fingerprint on the host, then trust it the way the place showing this offers. */
    static Fix unknown(String host, int port, PublicKey key, Path knownHosts) {
        String type = KnownHosts.typeName(key).toLowerCase(Locale.ROOT);
        Advice check = Advice.of("Trust it only if this is the host's real fingerprint: on the host, ")
                .command("ssh-keygen -l -E sha256 -f /etc/ssh/ssh_host_" + type + "_key.pub").then(" prints it. ");
        return words -> switch (words) {
            case GUI -> check.then("Connecting asks whether to trust it; \"Trust and connect\" adds it to "
                    + knownHosts + ".");
            case CLI -> check.then("If it matches, run again with " + TRUST_FLAG + " to add it to " + knownHosts
                    + ", or add it yourself: ").command(keyscan(host, port, type, knownHosts)).then(".");
        };
    }

    /** A changed key: remove the old line (only if the change is known to be legitimate), then trust the new one. */
    static Fix changed(String host, int port, Path knownHosts) {
        Advice remove = Advice.of("Do not connect unless you know why it changed. If the host was legitimately"
                + " reinstalled (a new minikube or VM), remove the old key with ")
                .command("ssh-keygen -R " + ShellWords.quote(KnownHosts.pattern(host, port)) + " -f "
                        + ShellWords.arg(knownHosts.toString()));
        return words -> switch (words) {
            case GUI -> remove.then(" and connect again to trust the new one.");
            case CLI -> remove.then(" and run again with " + TRUST_FLAG + " to trust the new one.");
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
