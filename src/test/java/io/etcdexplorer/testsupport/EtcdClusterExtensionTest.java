package io.etcdexplorer.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.GetOption;
import io.etcd.jetcd.options.GetOption.SortOrder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The 3-member cluster itself: one leader, a new one when it dies, and a killed member that rejoins. */
class EtcdClusterExtensionTest {

    @RegisterExtension
    final EtcdClusterExtension cluster = new EtcdClusterExtension();

    @Test
    void threeHealthyMembersAndExactlyOneLeader() throws Exception {
        List<String> endpoints = cluster.endpoints();
        assertEquals(3, endpoints.size());
        assertEquals(3, new HashSet<>(endpoints).size(), endpoints.toString());
        assertTrue(endpoints.stream().allMatch(e -> e.startsWith("http://127.0.0.1:")), endpoints.toString());

        List<io.etcd.jetcd.cluster.Member> listed = cluster.client().getClusterClient().listMember()
                .get(10, TimeUnit.SECONDS).getMembers();
        assertEquals(3, listed.size());

        int leader = cluster.awaitLeader(Duration.ofSeconds(10));
        Set<Long> leaders = new HashSet<>();
        Set<Long> ids = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            EtcdClusterExtension.Member member = cluster.member(i);
            assertTrue(member.isRunning(), member.toString());
            var status = member.status();
            assertTrue(status != null, member + " answers its status");
            leaders.add(status.getLeader());
            ids.add(status.getHeader().getMemberId());
        }
        assertEquals(3, ids.size(), "three distinct members");
        assertEquals(Set.of(cluster.member(leader).memberId()), leaders, "all agree on one leader");

        // Every member serves a write made through the shared client.
        put(cluster.client(), "/k", "v");
        for (String endpoint : endpoints) {
            try (Client single = Client.builder().endpoints(endpoint).build()) {
                assertEquals("v", get(single, "/k"), endpoint);
            }
        }
    }

    @Test
    void killingTheLeaderElectsANewOneAndTheKilledMemberRejoins() throws Exception {
        int oldLeader = cluster.awaitLeader(Duration.ofSeconds(10));
        EtcdClusterExtension.Member victim = cluster.member(oldLeader);
        long killedAt = System.nanoTime();
        victim.kill();
        assertTrue(!victim.isRunning(), victim + " is gone after kill()");

        int newLeader = cluster.awaitLeader(Duration.ofSeconds(5));
        long electionMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killedAt);
        assertNotEquals(oldLeader, newLeader);
        assertTrue(electionMillis < 5_000, "new leader after " + electionMillis + " ms");

        // Writes while it is down, through a client on the survivors only.
        List<String> survivors = cluster.endpoints().stream().filter(e -> !e.equals(victim.endpoint())).toList();
        try (Client client = Client.builder().endpoints(survivors.toArray(String[]::new)).build()) {
            for (int i = 0; i < 20; i++) {
                put(client, "/down/" + i, "v" + i);
            }
        }

        victim.start();
        assertTrue(victim.isRunning());
        try (Client rejoined = Client.builder().endpoints(victim.endpoint()).build()) {
            // Serializable: answered from the rejoined member's own store, so this proves it caught up.
            GetOption local = GetOption.builder().isPrefix(true).withSerializable(true)
                    .withSortField(GetOption.SortTarget.CREATE).withSortOrder(SortOrder.ASCEND).build();
            List<KeyValue> kvs = List.of();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (kvs.size() < 20 && System.nanoTime() < deadline) {
                kvs = rejoined.getKVClient().get(bytes("/down/"), local).get(10, TimeUnit.SECONDS).getKvs();
                Thread.sleep(kvs.size() < 20 ? 20 : 0);
            }
            assertEquals(20, kvs.size());
            assertEquals("v19", kvs.get(19).getValue().toString(StandardCharsets.UTF_8));
        }
        assertEquals(3, cluster.client().getClusterClient().listMember().get(10, TimeUnit.SECONDS)
                .getMembers().size());
        assertTrue(cluster.awaitLeader(Duration.ofSeconds(5)) >= 0);
    }

    private static void put(Client client, String key, String value) throws Exception {
        client.getKVClient().put(bytes(key), bytes(value)).get(10, TimeUnit.SECONDS);
    }

    private static String get(Client client, String key) throws Exception {
        return client.getKVClient().get(bytes(key)).get(10, TimeUnit.SECONDS).getKvs().get(0).getValue()
                .toString(StandardCharsets.UTF_8);
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
