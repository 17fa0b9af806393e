package io.etcdexplorer.etcd.local;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/** Asks etcd's plain-http {@code /health} endpoint whether the member can serve requests. */
final class HealthProbe {

    private static final Pattern HEALTHY = Pattern.compile("\"health\"\\s*:\\s*\"true\"");
    private static final int CONNECT_TIMEOUT_MILLIS = 1_000;
    private static final int READ_TIMEOUT_MILLIS = 2_000;

    private HealthProbe() {
    }

    /** The response body, or a description of why there is none; never throws. */
    static String ask(String clientUrl) {
        try {
            // No proxy: a user's http.proxyHost must not intercept a loopback health check.
            HttpURLConnection connection = (HttpURLConnection) URI.create(clientUrl + "/health").toURL()
                    .openConnection(Proxy.NO_PROXY);
            connection.setConnectTimeout(CONNECT_TIMEOUT_MILLIS);
            connection.setReadTimeout(READ_TIMEOUT_MILLIS);
            try (InputStream body = connection.getInputStream()) {
                return new String(body.readAllBytes(), StandardCharsets.UTF_8).strip();
            } finally {
                connection.disconnect();
            }
        } catch (IOException | IllegalArgumentException e) {
            return e.toString();
        }
    }

    static boolean isHealthy(String answer) {
        return HEALTHY.matcher(answer).find();
    }
}
