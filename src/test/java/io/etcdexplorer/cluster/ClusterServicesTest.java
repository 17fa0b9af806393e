package io.etcdexplorer.cluster;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.admin.MemberStatus;
import io.etcdexplorer.testsupport.EtcdClusterExtension;
import io.etcdexplorer.testsupport.EtcdTools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 10 on a 3-member cluster on loopback: each member's status, moving the leader, a member outside the
 * profile, and a member stopped and started again while a session on all three endpoints keeps working.
 */
class ClusterServicesTest {

    @RegisterExtension
    static final EtcdClusterExtension cluster = new EtcdClusterExtension();

    @Test
    void everyMemberShowsItsStatusAndExactlyOneLeads() throws Exception {
        try (EtcdSession session = connect(cluster.endpoints())) {
            ClusterOverview overview = new ClusterReader(session).read();
            int leaderIndex = cluster.awaitLeader(Duration.ofSeconds(10));

            assertEquals(List.of("m0", "m1", "m2"), overview.members().stream().map(MemberRow::name).toList());
            assertEquals(3, overview.answering());
            assertNotEquals(0, overview.clusterId());
            assertEquals("", overview.membersProblem());
            assertEquals(List.of(), overview.alarms());
            for (int i = 0; i < 3; i++) {
                MemberRow row = overview.members().get(i);
                MemberStatus status = row.status();
                assertEquals(MemberRow.Health.UP, row.health(), row.toString());
                assertEquals(cluster.member(i).endpoint(), row.endpoint());
                assertEquals(List.of(cluster.member(i).endpoint()), row.clientUrls());
                assertEquals(cluster.member(i).memberId(), row.id());
                assertEquals(EtcdTools.version(), status.version(), "the version of the etcd running");
                assertTrue(status.dbSize() > 0 && status.dbSizeInUse() > 0
                        && status.dbSizeInUse() <= status.dbSize(), status.toString());
                // The fields jetcd's protos lack arrive: applied index and size in use.
                assertTrue(status.raftTerm() > 0 && status.raftIndex() > 0 && status.raftAppliedIndex() > 0,
                        status.toString());
                assertEquals(List.of(), status.errors());
                assertFalse(row.unhealthy());
                assertEquals(i == leaderIndex, row.leader(), row.toString());
                assertEquals(i == leaderIndex ? "leader" : "follower", row.stateText());
            }
            assertEquals(cluster.member(leaderIndex).memberId(), overview.leader().orElseThrow().id());
        }
    }

    @Test
    void moveLeaderGoesToTheLeaderAndTheNewLeaderIsReported() throws Exception {
        int leader = cluster.awaitLeader(Duration.ofSeconds(10));
        int target = (leader + 1) % 3;
        long targetId = cluster.member(target).memberId();
        // The leader's endpoint last: jetcd's own moveLeader would go to whichever member its channel picks.
        List<String> endpoints = List.of(cluster.member(target).endpoint(), cluster.member((leader + 2) % 3)
                .endpoint(), cluster.member(leader).endpoint());
        try (EtcdSession session = connect(endpoints)) {
            ClusterReader reader = new ClusterReader(session);
            new ClusterMaintenance(session).moveLeader(reader.read(), targetId);

            ClusterOverview after = readUntil(reader, o -> o.leader().map(MemberRow::id).orElse(0L) == targetId);
            assertEquals("m" + target, after.leader().orElseThrow().name());
            assertEquals(target, cluster.leaderIndex());

            EtcdAccessException again = assertThrows(EtcdAccessException.class,
                    () -> new ClusterMaintenance(session).moveLeader(after, targetId));
            assertTrue(again.getMessage().contains("already leads"), again.getMessage());
        }
    }

    @Test
    void aLeaderOutsideTheProfileIsNamedAndMembersOutsideItHaveNoStatus() throws Exception {
        int leader = cluster.awaitLeader(Duration.ofSeconds(10));
        EtcdClusterExtension.Member follower = cluster.member((leader + 1) % 3);
        try (EtcdSession session = connect(List.of(follower.endpoint()))) {
            ClusterOverview overview = new ClusterReader(session).read();

            assertEquals(3, overview.members().size());
            assertEquals(1, overview.answering());
            for (MemberRow row : overview.members()) {
                if (row.id() == follower.memberId()) {
                    assertEquals(MemberRow.Health.UP, row.health());
                } else {
                    assertEquals(MemberRow.Health.NO_STATUS, row.health(), row.toString());
                    assertEquals(MemberRow.notReached(), row.problem());
                    assertFalse(row.unhealthy(), "not reached is not down");
                }
            }
            // The follower's status names the leader, so the panel still knows who leads.
            MemberRow leaderRow = overview.leader().orElseThrow();
            assertEquals(cluster.member(leader).memberId(), leaderRow.id());
            assertEquals("leader (no status)", leaderRow.stateText());

            EtcdAccessException refused = assertThrows(EtcdAccessException.class, () -> new ClusterMaintenance(
                    session).moveLeader(overview, follower.memberId()));
            assertTrue(refused.getMessage().contains("is not among this profile's endpoints"), refused.getMessage());
            assertTrue(refused.hint().contains(cluster.member(leader).endpoint()), refused.hint());
        }
    }

    @Test
    void aStoppedMemberShowsDownWhileTheOthersKeepWorkingAndComesBack() throws Exception {
        int leader = cluster.awaitLeader(Duration.ofSeconds(10));
        EtcdClusterExtension.Member victim = cluster.member((leader + 1) % 3);
        long victimId = victim.memberId();
        try (EtcdSession session = connect(cluster.endpoints())) {
            ClusterReader reader = new ClusterReader(session);
            assertEquals(3, reader.read().answering());
            victim.stop();
            try {
                ClusterOverview down = reader.read();
                MemberRow row = down.member(victimId).orElseThrow();
                assertEquals(MemberRow.Health.DOWN, row.health(), row.toString());
                assertEquals("DOWN", row.stateText());
                assertTrue(row.unhealthy());
                assertTrue(row.problem().contains(victim.endpoint()), row.problem());
                assertEquals(2, down.answering());
                assertTrue(down.leader().isPresent(), "the others still have a leader");

                // The session goes on through the other endpoints, reads and writes alike.
                session.call(session.client().getKVClient().put(bytes("/during"), bytes("outage")));
                assertTrue(session.get(bytes("/during").getBytes()).isPresent());
            } finally {
                victim.start();
            }
            ClusterOverview back = readUntil(reader, o -> o.answering() == 3);
            assertEquals(MemberRow.Health.UP, back.member(victimId).orElseThrow().health());
        }
    }

    @Test
    void aReadOnlySessionsGuardStopsEveryChangeEvenOnOneEndpointsOwnChannel() {
        int leader = cluster.awaitLeader(Duration.ofSeconds(10));
        long follower = cluster.member((leader + 1) % 3).memberId();
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.builder(cluster.endpoints())
                .readOnly(true).build(), header -> { })) {
            ClusterOverview overview = new ClusterReader(session).read();
            ClusterMaintenance maintenance = new ClusterMaintenance(session);
            List<org.junit.jupiter.api.function.Executable> changes = List.of(
                    () -> maintenance.moveLeader(overview, follower),
                    () -> maintenance.defragment(cluster.member(0).endpoint()),
                    () -> maintenance.compact(1, false),
                    () -> maintenance.disarm(List.of(new Alarm(follower, "m", 1))),
                    () -> new AuthReader(session).enable());
            for (var change : changes) {
                EtcdAccessException refused = assertThrows(EtcdAccessException.class, change);
                assertTrue(refused.getMessage().contains("read-only"), refused.getMessage());
            }
            assertEquals(leader, cluster.leaderIndex(), "the leader did not move");
            assertEquals(3, overview.answering(), "reading works");
        }
    }

    @Test
    void membersAreTheSameSetWhicheverEndpointAnswers() throws Exception {
        try (EtcdSession session = connect(List.of(cluster.member(2).endpoint()))) {
            Set<Long> ids = new ClusterReader(session).read().members().stream().map(MemberRow::id)
                    .collect(Collectors.toSet());
            assertEquals(Set.of(cluster.member(0).memberId(), cluster.member(1).memberId(),
                    cluster.member(2).memberId()), ids);
        }
    }

    static ClusterOverview readUntil(ClusterReader reader, Predicate<ClusterOverview> wanted)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        ClusterOverview last = reader.read();
        while (!wanted.test(last)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not reached in 15 s: " + last);
            }
            Thread.sleep(100);
            last = reader.read();
        }
        return last;
    }

    static EtcdSession connect(List<String> endpoints) {
        return new EtcdConnector().connect(ConnectionSettings.plain(endpoints), header -> { });
    }

    static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
