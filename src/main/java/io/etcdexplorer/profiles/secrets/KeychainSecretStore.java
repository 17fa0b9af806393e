package io.etcdexplorer.profiles.secrets;

import io.etcdexplorer.i18n.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The macOS Keychain through the {@code security} tool: generic passwords with service {@code etcd-explorer}
 * and account {@code <id>:<kind>}.
 *
 * <p>{@code add-generic-password -w <secret>} would show the secret to anyone running {@code ps}, and a bare
 * trailing {@code -w} prompts through readpassphrase, which uses the terminal when the app was started from one.
 * So the command is written to {@code security -i} (interactive mode) on standard input instead. The secret is
 * stored Base64-encoded behind a prefix: that needs no quoting in the interactive command line, and
 * {@code find-generic-password -w} would otherwise print non-ASCII or multi-line secrets as hex.
 */
public final class KeychainSecretStore implements SecretStore {

    private static final Messages TEXT = Messages.of(KeychainSecretStore.class);

    private static final Logger LOG = LoggerFactory.getLogger(KeychainSecretStore.class);

    static final String PREFIX = "etcd-explorer:b64:";
    /** errSecItemNotFound, as security's exit status. */
    static final int ITEM_NOT_FOUND = 44;

    private static final String NAME = "macOS Keychain";
    /** security -i cuts its input lines at about 4 KiB (as go-keyring found); a cut line would store garbage. */
    private static final int MAX_LINE = 4000;
    /** Safe unquoted in the interactive command line; ids are UUIDs. */
    private static final Pattern SAFE_ACCOUNT = Pattern.compile("[A-Za-z0-9._@:-]+");

    private final Path security;
    private final ProcessRunner runner;
    private final Duration timeout;
    private Boolean available;

    public KeychainSecretStore(Path security, ProcessRunner runner, Duration timeout) {
        this.security = security;
        this.runner = runner;
        this.timeout = timeout;
    }

    @Override
    public Optional<String> get(String profileId, String kind) {
        ProcessRunner.Result result = run(List.of("find-generic-password", "-s", SecretCommands.SERVICE, "-a",
                SecretCommands.account(profileId, kind), "-w"), null);
        if (result.exitCode() == 0) {
            return Optional.of(decode(result.stdout()));
        }
        if (isNotFound(result)) {
            return Optional.empty();
        }
        throw SecretCommands.failure(NAME, "read", result, null);
    }

    @Override
    public void put(String profileId, String kind, String secret) {
        String account = safeAccount(profileId, kind);
        String line = "add-generic-password -U -s " + SecretCommands.SERVICE + " -a " + account + " -w "
                + encode(secret) + "\n";
        if (line.length() > MAX_LINE) {
            throw new SecretStoreException(TEXT.get("keychain.tooLong"));
        }
        ProcessRunner.Result result = run(List.of("-i"), line);
        // Interactive mode may exit 0 after a failed command, so read the entry back to be sure it was kept.
        if (result.exitCode() != 0 || !get(profileId, kind).equals(Optional.of(secret))) {
            throw SecretCommands.failure(NAME, "store", result, secret);
        }
    }

    @Override
    public void delete(String profileId, String kind) {
        ProcessRunner.Result result = run(List.of("delete-generic-password", "-s", SecretCommands.SERVICE, "-a",
                SecretCommands.account(profileId, kind)), null);
        if (result.exitCode() != 0 && !isNotFound(result)) {
            throw SecretCommands.failure(NAME, "delete", result, null);
        }
    }

    /** Probes once, on first use: a session without a default keychain (some SSH or CI logins) cannot store. */
    @Override
    public synchronized boolean isPersistent() {
        if (available == null) {
            try {
                available = run(List.of("default-keychain"), null).exitCode() == 0;
            } catch (SecretStoreException e) {
                LOG.debug("The keychain is not available; secrets are kept for this run only", e);
                available = false;
            }
        }
        return available;
    }

    @Override
    public String description() {
        return NAME;
    }

    private ProcessRunner.Result run(List<String> arguments, String input) {
        List<String> command = new ArrayList<>();
        command.add(security.toString());
        command.addAll(arguments);
        return SecretCommands.run(runner, NAME, command, input, timeout);
    }

    private static String safeAccount(String profileId, String kind) {
        String account = SecretCommands.account(profileId, kind);
        if (!SAFE_ACCOUNT.matcher(account).matches()) {
            throw new SecretStoreException(TEXT.get("keychain.badId"));
        }
        return account;
    }

    private static String encode(String secret) {
        return PREFIX + Base64.getEncoder().encodeToString(secret.getBytes(StandardCharsets.UTF_8));
    }

    /** Entries written by this class carry the prefix; anything else (made by hand) is returned as it is. */
    private static String decode(String stdout) {
        String value = stdout.endsWith("\n") ? stdout.substring(0, stdout.length() - 1) : stdout;
        if (!value.startsWith(PREFIX)) {
            return value;
        }
        try {
            return new String(Base64.getDecoder().decode(value.substring(PREFIX.length())), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return value;
        }
    }

    private static boolean isNotFound(ProcessRunner.Result result) {
        return result.exitCode() == ITEM_NOT_FOUND || result.stderr().contains("could not be found");
    }
}
