package io.etcdexplorer.timeline;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.EtcdTools;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.etcdexplorer.timeline.HistoryReaderTest.revisions;
import static io.etcdexplorer.timeline.Writes.bytes;
import static io.etcdexplorer.timeline.Writes.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The history in two steps: the current life first, read from its create revision, then the earlier lives, read
 * from etcd's oldest revision up to just before it. Both together must list exactly what {@code etcdctl watch
 * --rev=1 KEY} prints, with other keys' writes between every change of the key.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES) // a read that never ends fails instead of hanging the build
class HistoryLivesTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    static final Duration LIMIT = Duration.ofSeconds(30);
    private static final Pattern EVENT = Pattern.compile("\\{(\"type\":1,)?\"kv\":\\{([^}]*)}}");

    private EtcdSession session;
    private Writes writes;
    private HistoryReader reader;

    @BeforeEach
    void connect() {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        writes = new Writes(etcd.client());
        reader = new HistoryReader(session);
    }

    @AfterEach
    void close() {
        session.close();
    }

    /** Other keys' revisions between the key's changes: what a real cluster writes meanwhile. */
    private void others(String prefix) {
        for (int i = 0; i < 30; i++) {
            writes.put(prefix + "/other-" + (i % 7), "x" + i);
        }
    }

    @Test
    void theCurrentLifeComesFirstThenTheEarlierOnesExactlyAsEtcdctlWatchesThem() throws Exception {
        String key = "/lives/k";
        others("/lives");
        long r1 = writes.put(key, "one");
        others("/lives");
        long r2 = writes.put(key, "two");
        others("/lives");
        long d1 = writes.delete(key);
        others("/lives");
        long r3 = writes.put(key, "three");
        others("/lives");
        long r4 = writes.put(key, "four");
        others("/lives");

        KeyHistory current = assertTimeoutPreemptively(LIMIT, () -> reader.readCurrentLife(bytes(key), () -> false));

        assertTrue(current.complete(), current.problem());
        assertEquals(1, current.lives().size(), "only the current life at first");
        assertEquals(List.of(r3, r4), revisions(current.lives().get(0)));
        assertTrue(current.existsNow());
        assertTrue(current.earlierPending());
        assertEquals(r3 - 1, current.earlierUpTo(), "earlier lives end before the current one was created");
        assertTrue(HistoryTable.summary(current, key).startsWith("2 versions in 1 life"),
                HistoryTable.summary(current, key));

        KeyHistory all = assertTimeoutPreemptively(LIMIT, () -> reader.readEarlierLives(current, () -> false,
                revision -> { }));

        assertTrue(all.complete(), all.problem());
        assertFalse(all.earlierPending());
        assertEquals(List.of(List.of(r1, r2), List.of(r3, r4)), all.lives().stream()
                .map(HistoryReaderTest::revisions).toList());
        assertEquals(d1, all.lives().get(0).deletedAt());
        assertEquals(etcdctlWatch(key, 5), entries(all));
        assertEquals(entries(all), entries(reader.read(bytes(key), () -> false)), "read() does both steps");
    }

    @Test
    void aKeyThatDoesNotExistNowHasNoCurrentLifeAndAllOfItsLivesAreEarlierOnes() throws Exception {
        String key = "/gone/k";
        others("/gone");
        long r1 = writes.put(key, "a");
        others("/gone");
        writes.delete(key);
        others("/gone");
        long r2 = writes.put(key, "b");
        writes.put(key, "c");
        others("/gone");
        long d2 = writes.delete(key);
        long now = writes.put("/gone/after", "z");

        KeyHistory current = assertTimeoutPreemptively(LIMIT, () -> reader.readCurrentLife(bytes(key), () -> false));

        assertTrue(current.lives().isEmpty());
        assertFalse(current.existsNow());
        assertEquals(now, current.earlierUpTo(), "every revision up to now may hold one of its lives");
        assertEquals(key + " does not exist now.", HistoryTable.summary(current, key));

        KeyHistory all = assertTimeoutPreemptively(LIMIT, () -> reader.readEarlierLives(current, () -> false,
                revision -> { }));

        assertEquals(List.of(r1, r2), all.lives().stream().map(KeyLife::createRevision).toList());
        assertEquals(d2, all.lives().get(1).deletedAt());
        assertFalse(all.existsNow());
        assertEquals(etcdctlWatch(key, 5), entries(all));
    }

    @Test
    void aKeyCreatedOnceHasNothingEarlierToFindAndSaysSoAfterReading() {
        String key = "/once/k";
        others("/once");
        long r1 = writes.put(key, "a");
        long r2 = writes.put(key, "b");
        List<Long> reached = new ArrayList<>();

        KeyHistory current = reader.readCurrentLife(bytes(key), () -> false);
        KeyHistory all = reader.readEarlierLives(current, () -> false, reached::add);

        assertEquals(List.of(List.of(r1, r2)), all.lives().stream().map(HistoryReaderTest::revisions).toList());
        assertTrue(all.complete());
        assertFalse(all.earlierPending());
        assertTrue(reached.stream().allMatch(revision -> revision < r1),
                "the earlier lives' watch reports progress below the current life only: " + reached);
    }

    @Test
    void cancellingTheEarlierLivesKeepsTheCurrentLifeAndThemStillToRead() {
        String key = "/cancel/k";
        writes.put(key, "a");
        writes.delete(key);
        long r2 = writes.put(key, "b");
        KeyHistory current = reader.readCurrentLife(bytes(key), () -> false);

        KeyHistory cancelled = assertTimeoutPreemptively(LIMIT, () -> reader.readEarlierLives(current, () -> true,
                revision -> { }));

        assertFalse(cancelled.complete());
        assertTrue(cancelled.problem().contains("cancelled"), cancelled.problem());
        assertEquals(List.of(List.of(r2)), cancelled.lives().stream().map(HistoryReaderTest::revisions).toList());
        assertEquals(r2 - 1, cancelled.earlierUpTo(), "the earlier lives can still be read");
    }

    /** Our entries as the lines below: type, revision, version and value. */
    private static List<String> entries(KeyHistory history) {
        return history.entries().stream().map(v -> v.deleted() ? "DELETE@" + v.modRevision()
                : "PUT@" + v.modRevision() + " v" + v.version() + " create " + v.createRevision() + " "
                + text(v.value())).toList();
    }

    /** {@code etcdctl watch --rev=1 KEY -w json} until it printed {@code count} events, in the same lines. */
    private static List<String> etcdctlWatch(String key, int count) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(EtcdTools.etcdctl().toString(), "--endpoints", etcd.endpoint(),
                "watch", "--rev=1", key, "-w", "json").redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        // etcdctl watches on once it printed everything: a wrong count must end in a failure, not a hang.
        Thread deadline = new Thread(() -> {
            try {
                Thread.sleep(LIMIT.toMillis());
                process.destroy();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        deadline.setDaemon(true);
        deadline.start();
        List<String> events = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while (events.size() < count && (line = in.readLine()) != null) {
                Matcher event = EVENT.matcher(line);
                while (event.find()) {
                    String kv = event.group(2);
                    events.add(event.group(1) != null ? "DELETE@" + field(kv, "mod_revision")
                            : "PUT@" + field(kv, "mod_revision") + " v" + field(kv, "version") + " create "
                            + field(kv, "create_revision") + " " + new String(Base64.getDecoder()
                            .decode(field(kv, "value")), StandardCharsets.UTF_8));
                }
            }
        } finally {
            deadline.interrupt();
            process.destroy();
            process.waitFor(5, TimeUnit.SECONDS);
        }
        return events;
    }

    private static String field(String kv, String name) {
        Matcher value = Pattern.compile("\"" + name + "\":\"?([^,\"]*)").matcher(kv);
        return value.find() ? value.group(1) : "";
    }
}
