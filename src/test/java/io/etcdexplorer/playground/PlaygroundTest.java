package io.etcdexplorer.playground;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.playground.seed.PlaygroundSeed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlaygroundTest {

    @TempDir
    Path dir;

    private static final ByteSequence ALL = ByteSequence.from(new byte[]{0});

    private static long[] countAndRevision(String endpoint) throws Exception {
        try (Client client = Client.builder().endpoints(endpoint).build()) {
            var response = client.getKVClient().get(ALL, GetOption.builder().withRange(ALL).withCountOnly(true).build())
                    .get();
            return new long[]{response.getCount(), response.getHeader().getRevision()};
        }
    }

    private static boolean exists(String endpoint, String key) throws Exception {
        try (Client client = Client.builder().endpoints(endpoint).build()) {
            return client.getKVClient().get(ByteSequence.from(key, StandardCharsets.UTF_8)).get().getCount() == 1;
        }
    }

    @Test
    void firstStartSeedsLaterStartsKeepTheDataAndResetStartsOver() throws Exception {
        try (Playground playground = new Playground(dir, System.getenv())) {
            assertTrue(playground.unavailableReason().isEmpty());
            String endpoint = playground.start();
            long[] seeded = countAndRevision(endpoint);
            assertTrue(seeded[0] > 50, "sample keys written: " + seeded[0]);
            assertEquals(PlaygroundSeed.steps().size() + 1, seeded[1], "one revision per seed step");
            assertTrue(exists(endpoint, "welcome"));
            assertTrue(exists(endpoint, "/registry/namespaces/default"));
            try (Client client = Client.builder().endpoints(endpoint).build()) {
                client.getKVClient().put(ByteSequence.from("/mine", StandardCharsets.UTF_8),
                        ByteSequence.from("x", StandardCharsets.UTF_8)).get();
            }

            playground.stop();
            assertFalse(playground.isRunning());
            String again = playground.start();
            assertEquals(endpoint, again, "the port is kept across starts");
            assertEquals(seeded[0] + 1, countAndRevision(again)[0], "data kept, not seeded twice");

            String reset = playground.reset();
            assertFalse(exists(reset, "/mine"), "reset removes what the user wrote");
            assertEquals(seeded[0], countAndRevision(reset)[0]);
        }
    }

    /**
     * A restarted one-member etcd waits an election timeout before it serves (bench/README.md, "Start-up": 1.3-1.9 s
     * with etcd's default 1 s). The playground's etcd runs with 250 ms, as its own log says, on 3.4 and 3.5 alike.
     */
    @Test
    void restartsWithAQuarterSecondElection() throws Exception {
        try (Playground playground = new Playground(dir, System.getenv())) {
            playground.start();
            playground.stop();
            String endpoint = playground.start();
            assertTrue(countAndRevision(endpoint)[0] > 50, "serving the seeded keys after the restart");
            String log = java.nio.file.Files.readString(dir.resolve("etcd.log"));
            assertTrue(log.contains("election = 250ms") || log.contains("\"election-timeout\":\"250ms\""),
                    "etcd's log names the election timeout:\n" + log.lines().filter(l -> l.contains("election"))
                            .toList());
        }
    }

    @Test
    void withoutAnEtcdBinaryItSaysHowToInstallOne() {
        Playground playground = new Playground(dir, Map.of("PATH", dir.toString(), "ETCD_BIN",
                dir.resolve("nope").toString()));
        String reason = playground.unavailableReason().orElseThrow();
        assertTrue(reason.contains("ETCD_BIN"), reason);
        assertTrue(EtcdBinary.installHint().contains("apt install etcd-server"));
    }
}
