package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.logging.LogFile;
import io.etcdexplorer.etcd.ssh.SshSettings;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * etcdctl's global connection flags and their {@code ETCDCTL_*} environment twins, read the way etcdctl reads
 * them: a flag wins over its variable, {@code --flag=value} and {@code --flag value} both work, and
 * {@code --user name:password} carries the password inline.
 */
public final class EtcdctlFlags {

    private static final Messages TEXT = Messages.of(EtcdctlFlags.class);

    private static final List<String> VALUE_FLAGS = List.of("endpoints", "cacert", "cert", "key", "user", "password",
            "dial-timeout");
    private static final List<String> BOOLEAN_FLAGS = List.of("insecure-skip-tls-verify", "insecure-transport",
            "debug");
    /** Ours, not etcdctl's: reach the endpoints through an SSH host (no ETCDCTL_* twins). */
    private static final List<String> SSH_VALUE_FLAGS = List.of("ssh", "ssh-key");
    /** Ours too: a snapshot file to open read-only, no connection needed. */
    private static final List<String> FILE_FLAGS = List.of("snapshot");
    private static final List<String> SSH_BOOLEAN_FLAGS = List.of("ssh-agent", "ssh-remote-certs", "ssh-sudo",
            "ssh-trust-new-host");
    /** The SSH key's passphrase comes from the environment only: flags show up in ps. */
    static final String SSH_PASSPHRASE_VARIABLE = SshSettings.PASSPHRASE_VARIABLE;

    private EtcdctlFlags() {
    }

    /**
     * What the command line asked for. {@code settings} is empty when nothing names a connection; {@code debug}
     * ({@code --debug} or {@code ETCDCTL_DEBUG}, etcdctl's own switch for client-side debug output) adds the app's
     * debug lines to the log file. {@code trustNewHostKey} ({@code --ssh-trust-new-host}) lets the doctor add a
     * first-seen SSH host key to known_hosts, as ssh's {@code StrictHostKeyChecking=accept-new}; never a changed one.
     * {@code snapshot} ({@code --snapshot FILE}, ours) is a snapshot file to open read-only.
     */
    public record Parsed(Optional<ConnectionSettings> settings, boolean help, boolean debug, List<String> errors,
                         boolean trustNewHostKey, Optional<Path> snapshot) {
    }

    public static Parsed parse(List<String> args, Map<String, String> env) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> errors = new ArrayList<>();
        boolean help = false;
        readEnvironment(env, values);
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--help") || arg.equals("-h")) {
                help = true;
                continue;
            }
            if (!arg.startsWith("-") || arg.equals("-") || arg.equals("--")) {
                // Never echoed: a stray word is as likely a password typed after a mistyped option as anything.
                errors.add(TEXT.format("unexpectedArgument", i + 1));
                continue;
            }
            String dashes = arg.startsWith("--") ? "--" : "-";
            String name = arg.substring(dashes.length());
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            boolean known = dashes.equals("--");
            if (known && (BOOLEAN_FLAGS.contains(name) || SSH_BOOLEAN_FLAGS.contains(name))) {
                values.put(name, value == null ? "true" : value);
            } else if (known && (VALUE_FLAGS.contains(name) || SSH_VALUE_FLAGS.contains(name)
                    || FILE_FLAGS.contains(name))) {
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        errors.add(TEXT.format("needsValue", "--" + name));
                        continue;
                    }
                    value = args.get(++i);
                }
                values.put(name, value);
            } else {
                errors.add(unknown(dashes + name, name));
                if (value == null && i + 1 < args.size() && !args.get(i + 1).startsWith("-")) {
                    i++; // most likely its value (--passwd rootpw): skipped, and never printed
                }
            }
        }
        Optional<ConnectionSettings> settings = Optional.empty();
        if (errors.isEmpty() && namesConnection(values)) {
            try {
                settings = Optional.of(toSettings(values, env.get(SSH_PASSPHRASE_VARIABLE)));
            } catch (IllegalArgumentException e) {
                errors.add(e.getMessage());
            }
        }
        return new Parsed(settings, help, bool(values.get("debug")), errors, bool(values.get("ssh-trust-new-host")),
                Optional.ofNullable(path(values.get("snapshot"))));
    }

    /** Names the option as typed, up to any "=", and the known one it probably meant; never its value. */
    private static String unknown(String typed, String name) {
        List<String> all = concat(concat(VALUE_FLAGS, BOOLEAN_FLAGS),
                concat(concat(SSH_VALUE_FLAGS, SSH_BOOLEAN_FLAGS), FILE_FLAGS));
        return NearestFlag.to(name, all).map(k -> TEXT.format("unknownOptionNear", typed, "--" + k))
                .orElseGet(() -> TEXT.format("unknownOption", typed));
    }

    private static void readEnvironment(Map<String, String> env, Map<String, String> values) {
        for (String flag : concat(VALUE_FLAGS, BOOLEAN_FLAGS)) {
            String variable = "ETCDCTL_" + flag.toUpperCase(Locale.ROOT).replace('-', '_');
            String value = env.get(variable);
            if (value != null && !value.isBlank()) {
                values.put(flag, value.trim());
            }
        }
    }

    private static boolean namesConnection(Map<String, String> values) {
        return values.keySet().stream().anyMatch(k -> !k.equals("dial-timeout") && !k.equals("insecure-transport")
                && !k.equals("debug") && !k.equals("snapshot"));
    }

    private static ConnectionSettings toSettings(Map<String, String> values, String sshPassphrase) {
        List<String> endpoints = Arrays.stream(values.getOrDefault("endpoints", "127.0.0.1:2379").split(","))
                .map(String::trim).filter(e -> !e.isEmpty()).toList();
        String user = values.get("user");
        String password = values.get("password");
        if (user != null && password == null && user.contains(":")) {
            password = user.substring(user.indexOf(':') + 1);
            user = user.substring(0, user.indexOf(':'));
        }
        return ConnectionSettings.builder(endpoints)
                .caCert(path(values.get("cacert")))
                .cert(path(values.get("cert")))
                .key(path(values.get("key")))
                .user(user)
                .password(password)
                .insecureSkipTlsVerify(bool(values.get("insecure-skip-tls-verify")))
                .dialTimeout(duration(values.get("dial-timeout")))
                .ssh(ssh(values, sshPassphrase))
                .remoteCertificates(bool(values.get("ssh-remote-certs")))
                .build();
    }

    /** {@code --ssh=[USER@]HOST[:PORT]} and its companions; null without {@code --ssh}. */
    private static SshSettings ssh(Map<String, String> values, String passphrase) {
        String target = values.get("ssh");
        if (target == null || target.isBlank()) {
            if (SSH_VALUE_FLAGS.stream().anyMatch(values::containsKey)
                    || SSH_BOOLEAN_FLAGS.stream().anyMatch(values::containsKey)) {
                throw new IllegalArgumentException(TEXT.get("sshFlagsNeedSsh"));
            }
            return null;
        }
        String user = null;
        String host = target.trim();
        int at = host.lastIndexOf('@');
        if (at >= 0) {
            user = host.substring(0, at);
            host = host.substring(at + 1);
            if (user.contains(":")) {
                throw new IllegalArgumentException(TEXT.get("sshNoPassword"));
            }
        }
        int port = 0;
        int colon = host.lastIndexOf(':');
        if (colon > 0 && !host.endsWith("]")) {
            try {
                port = Integer.parseInt(host.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(TEXT.get("sshPort"));
            }
            host = host.substring(0, colon);
        }
        host = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        return SshSettings.builder(host).port(port).user(user)
                .auth(bool(values.get("ssh-agent")) ? SshSettings.Auth.AGENT : SshSettings.Auth.KEY)
                .identityFile(path(values.get("ssh-key"))).passphrase(passphrase)
                .sudoRemoteFiles(bool(values.get("ssh-sudo"))).build();
    }

    private static Path path(String value) {
        return value == null || value.isBlank() ? null : Path.of(value);
    }

    private static boolean bool(String value) {
        return value != null && (value.equalsIgnoreCase("true") || value.equals("1"));
    }

    /** Go-style durations as etcdctl takes them: {@code 5s}, {@code 500ms}, {@code 1m}. */
    static Duration duration(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        try {
            if (v.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(v.substring(0, v.length() - 2)));
            }
            if (v.endsWith("s")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(v.substring(0, v.length() - 1)) * 1000));
            }
            if (v.endsWith("m")) {
                return Duration.ofSeconds(Long.parseLong(v.substring(0, v.length() - 1)) * 60);
            }
            return Duration.ofSeconds(Long.parseLong(v));
        } catch (NumberFormatException e) {
            // The value is not repeated: a misplaced argument could be anything, a password included.
            throw new IllegalArgumentException(TEXT.get("dialTimeout"));
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** The help text, ending with where the log file is. */
    public static String usage(Path logFile) {
        return usage() + System.lineSeparator() + TEXT.format("usage.logFile", String.valueOf(logFile),
                LogFile.MAX_MEGABYTES, LogFile.FILES) + System.lineSeparator();
    }

    public static String usage() {
        return TEXT.get("usage.head") + "\n\n" + options();
    }

    /** The connection options, shared by every verb's help. */
    public static String options() {
        return TEXT.get("usage.options") + "\n";
    }
}
