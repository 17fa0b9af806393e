package io.etcdexplorer.app;

import io.etcdexplorer.logging.LogFile;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where the app keeps its settings and data, following each OS's custom. The system property
 * {@code etcd-explorer.home} puts everything under one folder instead (tests, portable installs).
 */
public record AppDirs(Path config, Path data) {

    public static final String HOME_PROPERTY = "etcd-explorer.home";
    private static final String APP = "etcd-explorer";

    public static AppDirs detect(Map<String, String> env, String osName, Path userHome, String homeOverride) {
        if (homeOverride != null && !homeOverride.isBlank()) {
            Path home = Path.of(homeOverride);
            return new AppDirs(home.resolve("config"), home.resolve("data"));
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            Path roaming = pathOr(env.get("APPDATA"), userHome.resolve("AppData").resolve("Roaming"));
            Path local = pathOr(env.get("LOCALAPPDATA"), userHome.resolve("AppData").resolve("Local"));
            return new AppDirs(roaming.resolve(APP), local.resolve(APP));
        }
        if (os.contains("mac")) {
            Path support = userHome.resolve("Library").resolve("Application Support").resolve(APP);
            return new AppDirs(support, support);
        }
        Path config = pathOr(env.get("XDG_CONFIG_HOME"), userHome.resolve(".config"));
        Path data = pathOr(env.get("XDG_DATA_HOME"), userHome.resolve(".local").resolve("share"));
        return new AppDirs(config.resolve(APP), data.resolve(APP));
    }

    public static AppDirs forCurrentUser() {
        return detect(System.getenv(), System.getProperty("os.name", ""), Path.of(System.getProperty("user.home")),
                System.getProperty(HOME_PROPERTY));
    }

    public Path playgroundDir() {
        return data.resolve("playground");
    }

    /** The temporary copies of opened snapshot files (see {@code snapshots.SnapshotWorkDirs}). */
    public Path snapshotsDir() {
        return data.resolve("snapshots");
    }

    /** The log file's folder (see {@link LogFile}). */
    public Path logDir() {
        return data.resolve("logs");
    }

    public Path logFile() {
        return logDir().resolve(LogFile.FILE_NAME);
    }

    private static Path pathOr(String value, Path fallback) {
        return value == null || value.isBlank() ? fallback : Path.of(value);
    }
}
