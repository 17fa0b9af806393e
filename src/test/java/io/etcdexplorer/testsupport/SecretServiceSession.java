package io.etcdexplorer.testsupport;

import io.etcdexplorer.profiles.secrets.CachingSecretStore;
import io.etcdexplorer.profiles.secrets.SecretStores;
import io.etcdexplorer.profiles.secrets.SystemProcessRunner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A real freedesktop Secret Service for one test class: a private D-Bus session bus ({@code dbus-daemon}) with
 * GNOME Keyring's secrets component on it, its login keyring created and unlocked in a temporary home. The app's
 * {@code secret-tool} store talks to it as to a desktop's keyring, and nothing touches the machine's own.
 * {@code .ci/run} installs {@code dbus}, {@code gnome-keyring} and {@code libsecret-tools}.
 */
public final class SecretServiceSession implements AutoCloseable {

    private static final Path DBUS_DAEMON = Path.of("/usr/bin/dbus-daemon");
    private static final Path KEYRING_DAEMON = Path.of("/usr/bin/gnome-keyring-daemon");
    private static final Path SECRET_TOOL = Path.of("/usr/bin/secret-tool");

    private final Map<String, String> environment;
    private final long busPid;

    private SecretServiceSession(Map<String, String> environment, long busPid) {
        this.environment = environment;
        this.busPid = busPid;
    }

    /** True when the three tools are installed. */
    public static boolean available() {
        return Files.isExecutable(DBUS_DAEMON) && Files.isExecutable(KEYRING_DAEMON) && Files.isExecutable(SECRET_TOOL);
    }

    /** What is missing, for an assumption's message; CI must not skip (see {@link #requireInCi()}). */
    public static String missing() {
        return "dbus-daemon, gnome-keyring-daemon and secret-tool are needed "
                + "(apt-get install dbus gnome-keyring libsecret-tools)";
    }

    /** On CI a missing Secret Service is a broken setup, not a reason to skip. */
    public static void requireInCi() {
        if ("true".equals(System.getenv("CI")) && !available()) {
            throw new IllegalStateException(missing());
        }
    }

    public static SecretServiceSession start(Path dir) throws IOException, InterruptedException {
        Path home = Files.createDirectories(dir.resolve("home"));
        Path runtime = Files.createDirectories(dir.resolve("run"));
        Files.setPosixFilePermissions(runtime, PosixFilePermissions.fromString("rwx------"));
        Process bus = new ProcessBuilder(DBUS_DAEMON.toString(), "--session", "--fork", "--nopidfile",
                "--print-address=1", "--print-pid=1").redirectErrorStream(true).start();
        List<String> lines = readLines(bus, 2);
        if (!bus.waitFor(10, TimeUnit.SECONDS) || lines.size() < 2) {
            bus.destroyForcibly();
            throw new IOException("dbus-daemon did not start: " + lines);
        }
        Map<String, String> env = new HashMap<>();
        env.put("DBUS_SESSION_BUS_ADDRESS", lines.get(0).strip());
        env.put("HOME", home.toString());
        env.put("XDG_RUNTIME_DIR", runtime.toString());
        env.put("XDG_DATA_HOME", home.resolve(".local/share").toString());
        SecretServiceSession session = new SecretServiceSession(Map.copyOf(env), Long.parseLong(lines.get(1).strip()));
        try {
            ProcessBuilder keyring = new ProcessBuilder(KEYRING_DAEMON.toString(), "--unlock", "--components=secrets",
                    "--daemonize").redirectErrorStream(true);
            keyring.environment().putAll(env);
            Process daemon = keyring.start();
            // The login keyring's password on standard input creates the keyring and unlocks it.
            daemon.getOutputStream().write("keyring-test-password".getBytes(StandardCharsets.UTF_8));
            daemon.getOutputStream().close();
            String output = new String(daemon.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!daemon.waitFor(10, TimeUnit.SECONDS) || daemon.exitValue() != 0) {
                throw new IOException("gnome-keyring-daemon did not start: " + output);
            }
            return session;
        } catch (IOException | RuntimeException e) {
            session.close();
            throw e;
        }
    }

    /** The variables a child needs to reach this session's keyring. */
    public Map<String, String> environment() {
        return environment;
    }

    /** A fresh store, as a newly started app makes it: nothing cached, the keyring probed on first use. */
    public CachingSecretStore newStore() {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.putAll(environment);
        return SecretStores.forCurrentSystem(env, "Linux", new SystemProcessRunner(environment));
    }

    /** What {@code secret-tool lookup} prints for an entry of this app, read by a process of its own. */
    public String lookup(String account) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(SECRET_TOOL.toString(), "lookup", "service", "etcd-explorer",
                "account", account);
        builder.environment().putAll(environment);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(10, TimeUnit.SECONDS);
        return process.exitValue() == 0 ? out : null;
    }

    private static List<String> readLines(Process process, int count) throws IOException {
        List<String> lines = new ArrayList<>();
        var reader = process.inputReader(StandardCharsets.UTF_8);
        for (int i = 0; i < count; i++) {
            String line = reader.readLine();
            if (line == null) {
                break;
            }
            lines.add(line);
        }
        return lines;
    }

    /** Ending the bus ends the keyring daemon too: it exits when its session bus goes away. */
    @Override
    public void close() {
        ProcessHandle.of(busPid).ifPresent(ProcessHandle::destroy);
        ProcessHandle.allProcesses()
                .filter(p -> p.info().command().map(c -> c.endsWith("gnome-keyring-daemon")).orElse(false))
                .filter(p -> p.info().arguments().map(a -> List.of(a).contains("--components=secrets"))
                        .orElse(false))
                .filter(p -> environmentOf(p).contains(environment.get("DBUS_SESSION_BUS_ADDRESS")))
                .forEach(ProcessHandle::destroy);
    }

    /** Linux only; another test's keyring daemon has another bus address. */
    private static String environmentOf(ProcessHandle process) {
        try {
            return new String(Files.readAllBytes(Path.of("/proc", String.valueOf(process.pid()), "environ")),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
