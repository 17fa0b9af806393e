package io.etcdexplorer.profiles.secrets;

import io.etcdexplorer.i18n.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Picks the secret store for the system the app runs on. */
public final class SecretStores {

    private static final Messages TEXT = Messages.of(SecretStores.class);

    /** What {@link CachingSecretStore#description()} says without a keychain, in this run's language. */
    public static String noKeychain() {
        return TEXT.get("noKeychain");
    }

    /** The longest any keychain command may take before it is killed and the keychain counts as failing. */
    public static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(5);

    private static final Path MAC_SECURITY = Path.of("/usr/bin/security");

    private SecretStores() {
    }

    /** For this JVM's environment, OS and child processes. */
    public static CachingSecretStore forCurrentSystem() {
        return forCurrentSystem(System.getenv(), System.getProperty("os.name", ""));
    }

    /** As {@link #forCurrentSystem(Map, String, ProcessRunner)}, running the tools as child processes. */
    public static CachingSecretStore forCurrentSystem(Map<String, String> env, String osName) {
        return forCurrentSystem(env, osName, new SystemProcessRunner());
    }

    /**
     * macOS: the Keychain via {@code security}. Linux and other Unixes: the Secret Service via {@code secret-tool},
     * if it is on the PATH and a keyring daemon answers (probed on first use, not here, so this returns at once).
     * Windows: DPAPI for the current user through Windows PowerShell (see {@link WindowsDpapiSecretStore}). Always
     * with memory
     * in front; without a keychain, {@link CachingSecretStore#description()} is {@link #noKeychain()}.
     *
     * @param env    supplies the PATH searched for the tools
     * @param osName as the {@code os.name} system property
     */
    public static CachingSecretStore forCurrentSystem(Map<String, String> env, String osName, ProcessRunner runner) {
        return forCurrentSystem(env, osName, runner, COMMAND_TIMEOUT);
    }

    /** As {@link #forCurrentSystem(Map, String, ProcessRunner)} with another command timeout, for tests. */
    public static CachingSecretStore forCurrentSystem(Map<String, String> env, String osName, ProcessRunner runner,
                                                      Duration timeout) {
        return new CachingSecretStore(keychainFor(env, osName.toLowerCase(Locale.ROOT), runner, timeout));
    }

    /** Beside the app's settings in the roaming profile, as AppDirs places them. */
    private static Path windowsFolder(Map<String, String> env) {
        String appData = env.get("APPDATA");
        Path roaming = appData != null && !appData.isBlank() ? Path.of(appData)
                : Path.of(System.getProperty("user.home"), "AppData", "Roaming");
        return roaming.resolve("etcd-explorer").resolve("secrets");
    }

    private static SecretStore keychainFor(Map<String, String> env, String os, ProcessRunner runner,
                                           Duration timeout) {
        if (os.contains("win")) {
            Optional<Path> powershell = Executables.find("powershell.exe", env)
                    .or(() -> Optional.ofNullable(env.get("SystemRoot"))
                            .map(root -> Path.of(root, "System32", "WindowsPowerShell", "v1.0", "powershell.exe"))
                            .filter(Files::isExecutable));
            return powershell.map(path -> new WindowsDpapiSecretStore(path, windowsFolder(env), runner, timeout))
                    .orElse(null);
        }
        if (os.contains("mac") || os.contains("darwin")) {
            // A Finder-launched app has a minimal PATH; security always lives in /usr/bin.
            Optional<Path> security = Executables.find("security", env)
                    .or(() -> Optional.of(MAC_SECURITY).filter(Files::isExecutable));
            return security.map(path -> new KeychainSecretStore(path, runner, timeout)).orElse(null);
        }
        return Executables.find("secret-tool", env)
                .map(path -> new SecretToolSecretStore(path, runner, timeout))
                .orElse(null);
    }
}
