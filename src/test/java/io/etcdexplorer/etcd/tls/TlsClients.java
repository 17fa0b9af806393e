package io.etcdexplorer.etcd.tls;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Connects the way the app does, for the TLS tests against a real etcd. */
final class TlsClients {

    static final String KEY = "/tls/probe";
    static final String VALUE = "read over TLS";

    private TlsClients() {
    }

    static ConnectionSettings.Builder settings(String endpoint) {
        return ConnectionSettings.builder(List.of(endpoint)).dialTimeout(Duration.ofSeconds(3));
    }

    /** Connects, reads {@link #KEY} and returns its value. */
    static String read(ConnectionSettings settings) {
        try (EtcdSession session = new EtcdConnector().connect(settings, header -> { })) {
            return session.get(KEY.getBytes(StandardCharsets.UTF_8)).map(KeyValueData::value)
                    .map(v -> new String(v, StandardCharsets.UTF_8)).orElse("(missing)");
        }
    }

    /** Writes {@link #KEY} through a good connection. */
    static void seed(ConnectionSettings settings) throws Exception {
        try (EtcdSession session = new EtcdConnector().connect(settings, header -> { })) {
            session.client().getKVClient().put(bytes(KEY), bytes(VALUE)).get(10, TimeUnit.SECONDS);
        }
    }

    /** The failure a user sees when connecting with these settings. */
    static EtcdAccessException failure(ConnectionSettings settings) {
        return assertThrows(EtcdAccessException.class, () -> read(settings));
    }

    /** Asserts that the text holds every part, showing the whole text when it does not. */
    static void assertContains(String text, String... parts) {
        for (String part : parts) {
            assertTrue(text.contains(part), () -> "expected \"" + part + "\" in:\n" + text);
        }
    }

    /** Message and hint as the user sees them. */
    static String shown(EtcdAccessException e) {
        return e.getMessage() + "\n" + e.hint();
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
