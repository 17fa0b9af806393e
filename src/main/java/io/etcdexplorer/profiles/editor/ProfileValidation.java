package io.etcdexplorer.profiles.editor;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Checks what was typed in the profile editor; each message says what is wrong and how it should look. */
final class ProfileValidation {

    private ProfileValidation() {
    }

    /** Endpoints separated by commas, spaces or new lines. */
    static List<String> splitEndpoints(String text) {
        if (text == null) {
            return List.of();
        }
        return Arrays.stream(text.split("[,\\s]+")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    static Optional<String> endpointProblem(String endpoint) {
        String url = endpoint.contains("://") ? endpoint : "http://" + endpoint;
        try {
            URI uri = new URI(url);
            String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("http") && !scheme.equals("https")) {
                return Optional.of("Endpoint " + endpoint + ": use http:// or https://");
            }
            if (uri.getHost() == null) {
                return Optional.of("Endpoint " + endpoint + " has no host: write it as host:port, e.g. 10.0.0.1:2379");
            }
            if (uri.getPort() == -1) {
                return Optional.of("Endpoint " + endpoint + " has no port: etcd's client port is usually 2379");
            }
            return Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.of("Endpoint " + endpoint + " is not a URL or host:port: " + e.getReason());
        }
    }

    static List<String> problems(String name, String endpoints, String cert, String key, String timeout,
                                 String color) {
        List<String> problems = new ArrayList<>();
        if (name == null || name.isBlank()) {
            problems.add("Give the connection a name.");
        }
        List<String> list = splitEndpoints(endpoints);
        if (list.isEmpty()) {
            problems.add("Give at least one endpoint, e.g. https://10.0.0.1:2379");
        }
        list.forEach(e -> endpointProblem(e).ifPresent(problems::add));
        boolean hasCert = cert != null && !cert.isBlank();
        boolean hasKey = key != null && !key.isBlank();
        if (hasCert && !hasKey) {
            problems.add("A client certificate needs its private key file too.");
        }
        if (hasKey && !hasCert && !isBundle(key)) {
            problems.add("A client key needs its certificate file too (or use a PKCS#12 .p12/.pfx bundle).");
        }
        if (timeoutSeconds(timeout).isEmpty()) {
            problems.add("Connect timeout: a whole number of seconds from 1 to 600.");
        }
        if (color != null && !color.isBlank() && !color.matches("#[0-9a-fA-F]{6}")) {
            problems.add("Colour: write it as #rrggbb.");
        }
        return problems;
    }

    static Optional<Integer> timeoutSeconds(String text) {
        try {
            int seconds = Integer.parseInt(text == null ? "" : text.trim());
            return seconds >= 1 && seconds <= 600 ? Optional.of(seconds) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static boolean isBundle(String key) {
        String lower = key.toLowerCase(Locale.ROOT);
        return lower.endsWith(".p12") || lower.endsWith(".pfx");
    }
}
