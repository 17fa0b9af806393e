package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.profiles.importers.Flags.Flag;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** Collects a draft while a reader walks the text; fields are set directly by the readers of this package. */
final class DraftBuilder {

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
                warn(flag.label() + " contains the shell command " + reference
                        + ": kept as text, replace it with the command's output");
            } else {
                warn(flag.label() + " uses " + reference
                        + ", which the text does not define: kept as text, replace it with its value");
            }
        }
        if (flag.value() == null || flag.value().isBlank()) {
            warn(flag.label() + " has no value");
            return null;
        }
        return flag.value().strip();
    }

    ConnectionDraft build() {
        checkFiles();
        Stream.concat(endpoints.stream(), Stream.of(user)).filter(DraftBuilder::placeholder)
                .forEach(v -> warn(v + " looks like a placeholder from documentation: replace it"));
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
                warn(path + " looks like a placeholder from documentation: replace it with the real file");
            } else if (relative(path)) {
                warn("the path " + path + " is relative to the directory the command ran in");
            }
            minikube |= path.startsWith("/var/lib/minikube/");
        }
        if (minikube) {
            warn("paths under /var/lib/minikube are inside the minikube node, not on this machine:"
                    + " copy the files out first (e.g. minikube ssh \"sudo cat ...\")");
        }
        if (cert != null && key == null) {
            warn("a client certificate is given without its key");
        } else if (key != null && cert == null) {
            warn("a client key is given without its certificate");
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
