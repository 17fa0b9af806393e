package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.importers.Flags.Flag;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** Collects a draft while a reader walks the text; fields are set directly by the readers of this package. */
final class DraftBuilder {

    private static final Messages TEXT = Messages.of(DraftBuilder.class);

    String suggestedName;
    final List<String> endpoints = new ArrayList<>();
    String caCert;
    String cert;
    String key;
    String user;
    String password;
    boolean insecureSkipTlsVerify;
    String serverName;
    String namespace;
    Integer dialTimeoutSeconds;
    String source;
    /** Other invocations a reader already drew from, so the importer does not list them as unused. */
    final Set<Invocation> merged = new HashSet<>();
    private final Set<String> ignored = new LinkedHashSet<>();
    private final Set<String> warnings = new LinkedHashSet<>();

    void ignore(String what, String why) {
        ignored.add(what + " (" + why + ")");
    }

    void ignoreLine(String line) {
        ignored.add(line);
    }

    void warn(String warning) {
        warnings.add(warning);
    }

    /** The flag's value, warning when it still holds references the text does not define. */
    String value(Flag flag) {
        if (flag == null) {
            return null;
        }
        for (String reference : flag.unresolved()) {
            if (reference.startsWith("$(") || reference.startsWith("`")) {
                warn(TEXT.format("warn.shellCommand", flag.label(), reference));
            } else {
                warn(TEXT.format("warn.undefined", flag.label(), reference));
            }
        }
        if (flag.value() == null || flag.value().isBlank()) {
            warn(TEXT.format("warn.noValue", flag.label()));
            return null;
        }
        return flag.value().strip();
    }

    ConnectionDraft build() {
        checkFiles();
        Stream.concat(endpoints.stream(), Stream.of(user)).filter(DraftBuilder::placeholder)
                .forEach(v -> warn(TEXT.format("warn.placeholder", v)));
        // A host still holding $VAR or <placeholder> makes a poor name.
        String name = suggestedName != null ? suggestedName : endpoints.stream().map(Endpoints::host)
                .filter(h -> !h.isEmpty() && !h.contains("$") && !h.contains("<")).findFirst().orElse("etcd");
        return new ConnectionDraft(name, endpoints.stream().distinct().toList(), caCert, cert, key, user, password,
                insecureSkipTlsVerify, serverName, namespace, dialTimeoutSeconds, source, List.copyOf(ignored),
                List.copyOf(warnings));
    }

    private void checkFiles() {
        boolean minikube = false;
        for (String path : new String[] {caCert, cert, key}) {
            if (path == null) {
                continue;
            }
            if (placeholder(path)) {
                warn(TEXT.format("warn.placeholderFile", path));
            } else if (relative(path)) {
                warn(TEXT.format("warn.relative", path));
            }
            minikube |= path.startsWith("/var/lib/minikube/");
        }
        if (minikube) {
            warn(TEXT.get("warn.minikubePaths"));
        }
        if (cert != null && key == null) {
            warn(TEXT.get("warn.certWithoutKey"));
        } else if (key != null && cert == null) {
            warn(TEXT.get("warn.keyWithoutCert"));
        }
    }

    /** Text for a message: a pasted value can be megabytes long, and the message only has to name it. */
    static String shorten(String value) {
        return value.length() <= 80 ? value : value.substring(0, 40) + "\u2026";
    }

    private static boolean placeholder(String value) {
        return value != null && value.contains("<") && value.contains(">");
    }

    private static boolean relative(String path) {
        return !(path.startsWith("/") || path.startsWith("~") || path.startsWith("$") || path.startsWith("\\")
                || path.matches("[A-Za-z]:[\\\\/].*"));
    }
}
