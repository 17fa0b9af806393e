package io.etcdexplorer.timeline;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.CatchUpWatch;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.Random;
import java.util.zip.CRC32;

import static io.etcdexplorer.timeline.HistoryReaderTest.assertComplete;
import static io.etcdexplorer.timeline.HistoryReaderTest.revisions;
import static io.etcdexplorer.timeline.Writes.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A history too big for one watch response: the session accepts responses up to 256 MiB, etcd values up to
 * 1.5 MiB, so 200 versions of 1.4 MB make a catch-up response of about 280 MB. The reader must fall back to gets.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES) // a read that never ends fails instead of hanging the build
class HistoryOversizeTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    static final int VERSIONS = 200;
    static final int VALUE_BYTES = 1_400_000;

    @Test
    void aHistoryOverTheInboundLimitIsReadVersionByVersion() {
        Writes writes = new Writes(etcd.client());
        Random random = new Random(42);
        List<Long> revisions = new ArrayList<>();
        List<Long> checksums = new ArrayList<>();
        byte[] value = new byte[VALUE_BYTES];
        for (int i = 0; i < VERSIONS; i++) {
            random.nextBytes(value);
            revisions.add(writes.put(bytes("/big"), value, 0));
            checksums.add(crc(value));
        }
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                h -> { })) {
            // The precondition: one watch cannot carry this history.
            CatchUpWatch.Outcome watch = new CatchUpWatch(session, new CatchUpWatch.Range(bytes("/big"), false, false),
                    1, revisions.get(VERSIONS - 1), revisions.get(VERSIONS - 1), revisions.get(VERSIONS - 1),
                    event -> true).run(() -> false);
            assertEquals(CatchUpWatch.Kind.FAILED, watch.kind());
            String reason = EtcdErrors.translate(watch.failure(), "etcd").getMessage();
            assertTrue(reason.contains("exceeds maximum size"), reason);

            KeyHistory history = assertTimeoutPreemptively(Duration.ofMinutes(3),
                    () -> new HistoryReader(session).read(bytes("/big"), () -> false));

            assertComplete(history, revisions.get(VERSIONS - 1));
            KeyLife life = history.lives().get(0);
            assertEquals(revisions, revisions(life));
            assertEquals(checksums, life.versions().stream().map(v -> crc(v.value())).toList());
        }
    }

    private static long crc(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return crc.getValue();
    }
}
