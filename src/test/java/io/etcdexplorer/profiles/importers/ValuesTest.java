package io.etcdexplorer.profiles.importers;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The small value parsers: endpoints and Go durations. */
class ValuesTest {

    @Test
    void endpointsSplitOnCommasAndSpaces() {
        assertEquals(List.of("https://a:2379", "b:2379", "http://[::1]:2379"),
                Endpoints.split(" https://a:2379, b:2379 ,,http://[::1]:2379 "));
    }

    @Test
    void endpointHosts() {
        assertEquals("10.0.0.1", Endpoints.host("https://10.0.0.1:2379"));
        assertEquals("etcd.local", Endpoints.host("etcd.local:2379"));
        assertEquals("::1", Endpoints.host("http://[::1]:2379"));
        assertEquals("node", Endpoints.host("https://user@node:2379/path"));
        assertEquals("https://127.0.0.1:2379", Endpoints.withHost("https://[::]:2379", "127.0.0.1"));
    }

    @Test
    void bindAddressesAndLoopback() {
        assertTrue(Endpoints.wildcard("http://0.0.0.0:2379"));
        assertTrue(Endpoints.wildcard("https://[::]:2379"));
        assertTrue(Endpoints.wildcard("http://:2379"));
        assertFalse(Endpoints.wildcard("unix:///var/run/etcd.sock"));
        assertTrue(Endpoints.loopback("https://127.0.0.1:2379"));
        assertTrue(Endpoints.loopback("http://localhost:2379"));
        assertFalse(Endpoints.loopback("https://192.168.49.2:2379"));
    }

    @Test
    void goDurations() {
        assertEquals(5_000, GoDurations.millis("5s"));
        assertEquals(500, GoDurations.millis("500ms"));
        assertEquals(90_000, GoDurations.millis("1m30s"));
        assertEquals(1_500, GoDurations.millis("1.5s"));
        assertEquals(3_600_000, GoDurations.millis("1h"));
        assertEquals(0, GoDurations.millis("0"));
        assertEquals(-1, GoDurations.millis("5"));
        assertEquals(-1, GoDurations.millis("five seconds"));
    }
}
