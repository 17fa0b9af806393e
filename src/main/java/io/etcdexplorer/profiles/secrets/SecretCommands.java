package io.etcdexplorer.profiles.secrets;

import io.etcdexplorer.i18n.Messages;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/** What the command-line keychains share: the entry naming, argument checks, and error messages free of secrets. */
final class SecretCommands {

    private static final Messages TEXT = Messages.of(SecretCommands.class);

    /** The service (macOS) or "service" attribute (Secret Service) every entry of this app is filed under. */
    static final String SERVICE = "etcd-explorer";

    // From SecretStore.KINDS, so that a kind added there cannot be refused here (the SSH secret once was).
    private static final Set<String> KINDS = Set.copyOf(SecretStore.KINDS);
    private static final int MAX_DETAIL = 200;

    private SecretCommands() {
    }

    /** The account name of an entry, {@code <profileId>:<kind>}. */
    static String account(String profileId, String kind) {
        checkKind(kind);
        if (profileId == null || profileId.isBlank()) {
            throw new IllegalArgumentException("profile id is missing");
        }
        return profileId + ":" + kind;
    }

    static void checkKind(String kind) {
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("unknown secret kind " + kind + "; expected one of " + KINDS);
        }
    }

    /**
     * An error for a command that failed, with the first line of its error output. The secret, when given, is
     * masked in case a tool ever echoes its input.
     */
    static SecretStoreException failure(String store, String action, ProcessRunner.Result result, String secret) {
        String detail = firstLine(result.stderr());
        if (secret != null && !secret.isEmpty()) {
            detail = detail.replace(secret, "***");
        }
        if (detail.length() > MAX_DETAIL) {
            detail = detail.substring(0, MAX_DETAIL) + "...";
        }
        // action: read, store, delete (a password), or encrypt, decrypt (the DPAPI probe)
        return new SecretStoreException(TEXT.format("failure." + action, store, String.valueOf(result.exitCode()),
                detail.isEmpty() ? "" : ": " + detail));
    }

    /** Runs a keychain command; a tool that cannot start or does not answer in time is a failing keychain. */
    static ProcessRunner.Result run(ProcessRunner runner, String store, List<String> command, String input,
                                    Duration timeout) {
        try {
            return runner.run(command, input, timeout);
        } catch (IOException e) {
            throw new SecretStoreException(TEXT.format("failed", store, e.getMessage()), e);
        }
    }

    static String firstLine(String text) {
        String trimmed = text == null ? "" : text.strip();
        int end = trimmed.indexOf('\n');
        return (end < 0 ? trimmed : trimmed.substring(0, end)).strip();
    }
}
