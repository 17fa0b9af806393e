package io.etcdexplorer.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.etcd.watch.WatchStream;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.EtcdTools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static io.etcdexplorer.events.WatchStreamTest.seq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Compares each exported line with what {@code etcdctl watch -w json --prev-kv} prints for the same events. */
class EventsJsonTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void linesUseEtcdctlFieldNamesAndValues() throws Exception {
        long first = etcd.client().getKVClient().put(seq("/j/a"), seq("x")).get().getHeader().getRevision();
        etcd.put("/j/a", "y");
        etcd.client().getKVClient().delete(seq("/j/a")).get();

        List<JsonNode> etcdctl = etcdctlEvents(first, 3);
        List<WatchEvent> ours = watchOurs(first, 3);
        for (int i = 0; i < 3; i++) {
            JsonNode theirs = etcdctl.get(i);
            JsonNode mine = JSON.readTree(EventsJson.line(ours.get(i)));
            // etcdctl omits zero values (type 0 = PUT, a delete's version): every name it prints, we print too.
            assertTrue(names(mine).containsAll(names(theirs)), names(mine) + " vs " + names(theirs));
            assertTrue(names(mine.get("kv")).containsAll(names(theirs.get("kv"))));
            assertEquals(Set.of("type", "kv", "prev_kv"), union(names(mine), Set.of("type", "kv", "prev_kv")));
            assertEquals(Set.of("key", "create_revision", "mod_revision", "version", "value", "lease"),
                    names(mine.get("kv")));
            assertEquals(theirs.path("type").asInt(0), mine.get("type").asInt());
            for (String field : List.of("key", "value", "mod_revision", "create_revision", "version")) {
                assertEquals(theirs.get("kv").path(field).asText(field.endsWith("ion") ? "0" : ""),
                        mine.get("kv").get(field).asText(), field);
            }
            if (theirs.has("prev_kv")) {
                assertEquals(theirs.get("prev_kv").get("key").asText(), mine.get("prev_kv").get("key").asText());
                assertEquals(theirs.get("prev_kv").get("value").asText(), mine.get("prev_kv").get("value").asText());
                assertEquals(theirs.get("prev_kv").get("mod_revision").asLong(),
                        mine.get("prev_kv").get("mod_revision").asLong());
            } else {
                assertTrue(!mine.has("prev_kv"));
            }
        }
    }

    private static List<WatchEvent> watchOurs(long from, int count) {
        Recorder seen = new Recorder();
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                h -> { });
             WatchStream stream = WatchStream.start(session, "/j/".getBytes(), from, seen)) {
            Recorder.await(count + " events", Duration.ofSeconds(20), () -> seen.events().size() >= count);
            return seen.events();
        }
    }

    private static List<JsonNode> etcdctlEvents(long from, int count) throws Exception {
        Path etcdctl = EtcdTools.etcdctl();
        Process process = new ProcessBuilder(etcdctl.toString(), "--endpoints=" + etcd.endpoint(), "watch",
                "-w", "json", "--prev-kv", "--prefix", "--rev=" + from, "/j/")
                .redirectErrorStream(true).start();
        List<JsonNode> events = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            while (events.size() < count) {
                String line = out.readLine();
                assertTrue(line != null, "etcdctl ended early");
                if (line.startsWith("{")) {
                    JSON.readTree(line).get("Events").forEach(events::add);
                }
            }
        } finally {
            process.destroy();
        }
        return events;
    }

    private static Set<String> names(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new TreeSet<>(a);
        all.addAll(b);
        return all;
    }
}
