package io.etcdexplorer.profiles.secrets;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The freedesktop Secret Service (GNOME Keyring, KWallet 5.97+, KeePassXC) through libsecret's
 * {@code secret-tool}. Entries carry the attributes {@code service=etcd-explorer account=<id>:<kind>}.
 * The secret goes in on standard input and comes back on standard output, never on a command line.
 */
public final class SecretToolSecretStore implements SecretStore {

    private static final Logger LOG = LoggerFactory.getLogger(SecretToolSecretStore.class);

    private static final String NAME = "Secret Service (secret-tool)";
    private static final String PROBE_ACCOUNT = "availability-probe";

    private final Path secretTool;
    private final ProcessRunner runner;
    private final Duration timeout;
    private Boolean available;

    public SecretToolSecretStore(Path secretTool, ProcessRunner runner, Duration timeout) {
        this.secretTool = secretTool;
        this.runner = runner;
        this.timeout = timeout;
    }

    @Override
    public Optional<String> get(String profileId, String kind) {
        ProcessRunner.Result result = lookup(SecretCommands.account(profileId, kind));
        if (result.exitCode() == 0) {
            return Optional.of(result.stdout());
        }
        if (isNotFound(result)) {
            return Optional.empty();
        }
        throw SecretCommands.failure(NAME, "read", result, null);
    }

    @Override
    public void put(String profileId, String kind, String secret) {
        String account = SecretCommands.account(profileId, kind);
        List<String> command = List.of(secretTool.toString(), "store", "--label=etcd-explorer " + account,
                "service", SecretCommands.SERVICE, "account", account);
        ProcessRunner.Result result = SecretCommands.run(runner, NAME, command, secret, timeout);
        if (result.exitCode() != 0) {
            throw SecretCommands.failure(NAME, "store", result, secret);
        }
    }

    @Override
    public void delete(String profileId, String kind) {
        List<String> command = List.of(secretTool.toString(), "clear", "service", SecretCommands.SERVICE,
                "account", SecretCommands.account(profileId, kind));
        ProcessRunner.Result result = SecretCommands.run(runner, NAME, command, null, timeout);
        if (result.exitCode() != 0 && !isNotFound(result)) {
            throw SecretCommands.failure(NAME, "delete", result, null);
        }
    }

    /**
     * Probes once, on first use: secret-tool being installed says nothing about a keyring daemon answering on
     * D-Bus (SSH sessions, minimal desktops, containers). A lookup of an entry that does not exist tells: no
     * error output means the service answered. Bounded by the timeout, so a D-Bus that never answers cannot hang.
     */
    @Override
    public synchronized boolean isPersistent() {
        if (available == null) {
            available = probe();
        }
        return available;
    }

    @Override
    public String description() {
        return NAME;
    }

    private boolean probe() {
        try {
            ProcessRunner.Result result = lookup(SecretCommands.SERVICE + ":" + PROBE_ACCOUNT);
            return result.exitCode() == 0 || isNotFound(result);
        } catch (SecretStoreException e) {
            LOG.debug("The Secret Service is not available; secrets are kept for this run only", e);
            return false;
        }
    }

    private ProcessRunner.Result lookup(String account) {
        return SecretCommands.run(runner, NAME, List.of(secretTool.toString(), "lookup", "service",
                SecretCommands.SERVICE, "account", account), null, timeout);
    }

    /** secret-tool exits 1 without a word when nothing matches; any D-Bus or service error is printed. */
    private static boolean isNotFound(ProcessRunner.Result result) {
        return result.exitCode() == 1 && result.stderr().isBlank();
    }
}
