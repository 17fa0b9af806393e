package io.etcdexplorer.cli;

import io.etcdexplorer.etcd.ConnectionSettings;

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

    private static final List<String> VALUE_FLAGS = List.of("endpoints", "cacert", "cert", "key", "user", "password",
            "dial-timeout");
    private static final List<String> BOOLEAN_FLAGS = List.of("insecure-skip-tls-verify", "insecure-transport");

    private EtcdctlFlags() {
    }

    /** What the command line asked for. {@code settings} is empty when nothing names a connection. */
    public record Parsed(Optional<ConnectionSettings> settings, boolean help, List<String> errors) {
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
            if (!arg.startsWith("--")) {
                errors.add("Unexpected argument: " + arg);
                continue;
            }
            String name = arg.substring(2);
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (BOOLEAN_FLAGS.contains(name)) {
                values.put(name, value == null ? "true" : value);
            } else if (VALUE_FLAGS.contains(name)) {
                if (value == null) {
                    if (i + 1 >= args.size()) {
                        errors.add("--" + name + " needs a value");
                        continue;
                    }
                    value = args.get(++i);
                }
                values.put(name, value);
            } else {
                errors.add("Unknown option --" + name + " (see --help)");
            }
        }
        Optional<ConnectionSettings> settings = Optional.empty();
        if (errors.isEmpty() && namesConnection(values)) {
            try {
                settings = Optional.of(toSettings(values));
            } catch (IllegalArgumentException e) {
                errors.add(e.getMessage());
            }
        }
        return new Parsed(settings, help, errors);
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
        return values.keySet().stream().anyMatch(k -> !k.equals("dial-timeout") && !k.equals("insecure-transport"));
    }

    private static ConnectionSettings toSettings(Map<String, String> values) {
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
                .build();
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
            throw new IllegalArgumentException("Invalid duration '" + value + "': use e.g. 5s or 500ms");
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    public static String usage() {
        return """
                etcd-explorer: a desktop client for etcd v3

                Usage: java -jar etcd-explorer.jar [options]
                       java -jar etcd-explorer.jar doctor [options]   test a connection in the terminal
                       java -jar etcd-explorer.jar decode [-o yaml|json] [FILE]
                                                                      print a Kubernetes value as kubectl would

                With no options the window opens on the connection list. With connection options (or the
                ETCDCTL_* environment variables of the same names) it opens already connected.

                Options (the same as etcdctl's):
                  --endpoints=URLS                comma-separated endpoints, e.g. https://10.0.0.1:2379
                                                  (default 127.0.0.1:2379)
                  --cacert=FILE                   CA bundle that verifies the server certificate
                  --cert=FILE                     client certificate
                  --key=FILE                      client private key (PKCS#1, PKCS#8 or EC PEM)
                  --user=NAME[:PASSWORD]          user name, optionally with its password
                  --password=PASSWORD             password (prefer ETCDCTL_PASSWORD: flags show up in ps)
                  --insecure-skip-tls-verify      accept any server certificate (unsafe)
                  --dial-timeout=DURATION         how long connecting may take, e.g. 5s (default 5s)
                  -h, --help                      print this help

                Environment: ETCDCTL_ENDPOINTS, ETCDCTL_CACERT, ETCDCTL_CERT, ETCDCTL_KEY, ETCDCTL_USER,
                ETCDCTL_PASSWORD, ETCDCTL_INSECURE_SKIP_TLS_VERIFY, ETCDCTL_DIAL_TIMEOUT.
                """;
    }
}
