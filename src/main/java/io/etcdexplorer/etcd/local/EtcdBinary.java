package io.etcdexplorer.etcd.local;

import io.etcdexplorer.i18n.Messages;
import java.io.File;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Finds the {@code etcd} executable on this machine and asks it for its version. */
public final class EtcdBinary {

    private static final Logger LOG = LoggerFactory.getLogger(EtcdBinary.class);

    /** Environment variable that overrides every other way of finding etcd. */
    public static final String ETCD_BIN = "ETCD_BIN";

    private static final Pattern VERSION = Pattern.compile("etcd Version:\\s*(\\S+)");

    static final Messages TEXT = Messages.of(EtcdBinary.class);
    private static final long VERSION_TIMEOUT_SECONDS = 10;

    private EtcdBinary() {
    }

    /**
     * Finds etcd: {@code ETCD_BIN} first, then every {@code PATH} entry, then {@link #commonLocations()}.
     *
     * @param env the environment to read, usually {@code System.getenv()}
     * @throws IllegalStateException if {@code ETCD_BIN} is set but does not name an executable file, because
     *                               silently falling back to another etcd would hide the user's mistake
     */
    public static Optional<Path> locate(Map<String, String> env) {
        return locate(env, commonLocations());
    }

    /** As {@link #locate(Map)}, with the fallback locations given, so tests need not depend on this machine. */
    public static Optional<Path> locate(Map<String, String> env, List<Path> fallbacks) {
        String explicit = env.get(ETCD_BIN);
        if (explicit != null && !explicit.isBlank()) {
            Path path = Path.of(explicit.trim());
            if (!isExecutableFile(path)) {
                throw new IllegalStateException(TEXT.format("etcdBinNotExecutable", ETCD_BIN, explicit));
            }
            return Optional.of(path);
        }
        List<Path> candidates = new ArrayList<>(onPath(env));
        candidates.addAll(fallbacks);
        return candidates.stream().filter(EtcdBinary::isExecutableFile).findFirst();
    }

    /** Where package managers put etcd when it is not on {@code PATH} (e.g. a GUI app started from a dock). */
    public static List<Path> commonLocations() {
        return List.of(
                Path.of("/usr/bin/etcd"),
                Path.of("/usr/local/bin/etcd"),
                Path.of("/opt/homebrew/bin/etcd"),
                Path.of("/usr/local/opt/etcd/bin/etcd"),
                Path.of("/snap/bin/etcd"));
    }

    /** A short, multi-line explanation of how to install etcd, for error messages and dialogs. */
    public static String installHint() {
        return TEXT.format("etcdNotFound", ETCD_BIN).replace("\n", System.lineSeparator());
    }

    /**
     * Runs {@code etcd --version} and returns the version number, e.g. {@code "3.4.23"}.
     *
     * @throws IOException if etcd cannot run, hangs, or prints something unexpected
     */
    public static String version(Path binary) throws IOException {
        Process process = new ProcessBuilder(binary.toString(), "--version").redirectErrorStream(true).start();
        try {
            // The output is a few lines, far below a pipe buffer, so waiting before reading cannot deadlock.
            if (!process.waitFor(VERSION_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException("'" + binary + " --version' did not finish within " + VERSION_TIMEOUT_SECONDS
                        + " s; check that " + binary + " really is etcd.");
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while running '" + binary + " --version'");
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return parseVersion(output).orElseThrow(() -> new IOException("'" + binary + " --version' printed no"
                + " 'etcd Version:' line; is it really etcd? Output was: " + output.strip()));
    }

    static Optional<String> parseVersion(String versionOutput) {
        Matcher matcher = VERSION.matcher(versionOutput);
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }

    private static List<Path> onPath(Map<String, String> env) {
        String path = env.getOrDefault("PATH", env.get("Path"));
        if (path == null || path.isBlank()) {
            return List.of();
        }
        List<String> names = isWindows() ? List.of("etcd.exe", "etcd") : List.of("etcd");
        List<Path> candidates = new ArrayList<>();
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isBlank()) {
                continue;
            }
            try {
                names.forEach(name -> candidates.add(Path.of(dir.trim(), name)));
            } catch (InvalidPathException e) {
                // A malformed PATH entry (e.g. quoted on Windows) must not stop the search.
                LOG.debug("Skipped a PATH entry that is not a path", e);
            }
        }
        return candidates;
    }

    private static boolean isExecutableFile(Path path) {
        return Files.isRegularFile(path) && Files.isExecutable(path);
    }

    static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    }
}
