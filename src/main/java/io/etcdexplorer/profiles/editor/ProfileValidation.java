package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.i18n.Messages;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Checks what was typed in the profile editor; each message says what is wrong and how it should look. */
final class ProfileValidation {

    private static final Messages TEXT = Messages.of(ProfileValidation.class);

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
                return Optional.of(TEXT.format("valid.scheme", endpoint));
            }
            if (uri.getHost() == null) {
                return Optional.of(TEXT.format("valid.noHost", endpoint));
            }
            if (uri.getPort() == -1) {
                return Optional.of(TEXT.format("valid.noPort", endpoint));
            }
            return Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.of(TEXT.format("valid.notUrl", endpoint, e.getReason()));
        }
    }

    static List<String> problems(String name, String endpoints, String cert, String key, String timeout,
                                 String color) {
        List<String> problems = new ArrayList<>();
        if (name == null || name.isBlank()) {
            problems.add(TEXT.get("valid.name"));
        }
        List<String> list = splitEndpoints(endpoints);
        if (list.isEmpty()) {
            problems.add(TEXT.get("valid.endpoints"));
        }
        list.forEach(e -> endpointProblem(e).ifPresent(problems::add));
        boolean hasCert = cert != null && !cert.isBlank();
        boolean hasKey = key != null && !key.isBlank();
        if (hasCert && !hasKey) {
            problems.add(TEXT.get("valid.certNeedsKey"));
        }
        if (hasKey && !hasCert && !isBundle(key)) {
            problems.add(TEXT.get("valid.keyNeedsCert"));
        }
        if (timeoutSeconds(timeout).isEmpty()) {
            problems.add(TEXT.get("valid.timeout"));
        }
        if (color != null && !color.isBlank() && !color.matches("#[0-9a-fA-F]{6}")) {
            problems.add(TEXT.get("valid.color"));
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
