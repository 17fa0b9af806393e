package io.etcdexplorer.profiles.secrets;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.files.SafeFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Windows: each secret encrypted with DPAPI for the current user (what Credential Manager and browsers use under
 * the hood), by Windows PowerShell's {@code ProtectedData}, and kept as one small file per entry in the app's
 * roaming folder. Only the same Windows user on the same machine can decrypt it.
 *
 * <p>No built-in command reads a Credential Manager password back, so this is the keychain Windows offers to a
 * program without native code. The secret crosses the process boundary as Base64 of its UTF-8 bytes on standard
 * input and output, never on a command line, and so survives any console code page.
 */
public final class WindowsDpapiSecretStore implements SecretStore {

    private static final Messages TEXT = Messages.of(WindowsDpapiSecretStore.class);

    private static final Logger LOG = LoggerFactory.getLogger(WindowsDpapiSecretStore.class);

    private static final String NAME = "Windows user data protection (DPAPI)";
    private static final String PROTECT = script("Protect");
    private static final String UNPROTECT = script("Unprotect");
    /** File names are the account names; ids are UUIDs, and anything else is refused rather than escaped. */
    private static final Pattern SAFE_ACCOUNT = Pattern.compile("[A-Za-z0-9._@-]+:[A-Za-z]+");

    private final Path powershell;
    private final Path folder;
    private final ProcessRunner runner;
    private final Duration timeout;
    private Boolean available;

    public WindowsDpapiSecretStore(Path powershell, Path folder, ProcessRunner runner, Duration timeout) {
        this.powershell = powershell;
        this.folder = folder;
        this.runner = runner;
        this.timeout = timeout;
    }

    /** Reads stdin (Base64), runs ProtectedData.Protect or Unprotect for the current user, writes Base64. */
    private static String script(String operation) {
        return "$ErrorActionPreference='Stop'; Add-Type -AssemblyName System.Security; "
                + "$b=[Convert]::FromBase64String([Console]::In.ReadToEnd().Trim()); "
                + "$r=[Security.Cryptography.ProtectedData]::" + operation + "($b,$null,'CurrentUser'); "
                + "[Console]::Out.Write([Convert]::ToBase64String($r))";
    }

    @Override
    public Optional<String> get(String profileId, String kind) {
        Path file = file(profileId, kind);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            String blob = Files.readString(file, StandardCharsets.US_ASCII).strip();
            byte[] plain = Base64.getDecoder().decode(run(UNPROTECT, blob, "read", null).strip());
            return Optional.of(new String(plain, StandardCharsets.UTF_8));
        } catch (IOException | IllegalArgumentException e) {
            throw new SecretStoreException(TEXT.format("dpapi.read", NAME, e.getMessage()), e);
        }
    }

    @Override
    public void put(String profileId, String kind, String secret) {
        Path file = file(profileId, kind);
        String input = Base64.getEncoder().encodeToString(secret.getBytes(StandardCharsets.UTF_8));
        String blob = run(PROTECT, input, "store", input).strip();
        try {
            SafeFiles.createPrivateDirectory(folder);
            SafeFiles.writeString(file, blob);
        } catch (IOException e) {
            throw new SecretStoreException(TEXT.format("dpapi.store", NAME, folder, e.getMessage()), e);
        }
    }

    @Override
    public void delete(String profileId, String kind) {
        try {
            Files.deleteIfExists(file(profileId, kind));
        } catch (IOException e) {
            throw new SecretStoreException(TEXT.format("dpapi.delete", NAME, e.getMessage()), e);
        }
    }

    /** Probes once, on first use: a round trip through DPAPI (it fails where the user profile is not loaded). */
    @Override
    public synchronized boolean isPersistent() {
        if (available == null) {
            try {
                String probe = Base64.getEncoder().encodeToString("probe".getBytes(StandardCharsets.UTF_8));
                String blob = run(PROTECT, probe, "encrypt", null).strip();
                available = probe.equals(run(UNPROTECT, blob, "decrypt", null).strip());
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

    private Path file(String profileId, String kind) {
        String account = SecretCommands.account(profileId, kind);
        if (!SAFE_ACCOUNT.matcher(account).matches()) {
            throw new SecretStoreException(TEXT.get("dpapi.badId"));
        }
        return folder.resolve(account.replace(':', '.') + ".dpapi");
    }

    private String run(String script, String input, String action, String secret) {
        ProcessRunner.Result result = SecretCommands.run(runner, NAME, List.of(powershell.toString(), "-NoProfile",
                "-NonInteractive", "-Command", script), input, timeout);
        if (result.exitCode() != 0) {
            throw SecretCommands.failure(NAME, action, result, secret);
        }
        return result.stdout();
    }
}
