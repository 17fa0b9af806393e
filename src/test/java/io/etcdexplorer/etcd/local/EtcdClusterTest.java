package io.etcdexplorer.etcd.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.etcd.jetcd.Client;
import io.etcd.jetcd.cluster.Member;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Three members on one machine: ports planned up front, all launched, then awaited (quorum needs them all). */
class EtcdClusterTest {

    @TempDir
    Path tempDir;

    @Test
    void threeMembersFormOneCluster() throws Exception {
        List<Integer> peerPorts = FreePorts.pick(EtcdOptions.DEFAULT_HOST, 3);
        List<String> peers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            peers.add("m" + i + "=http://127.0.0.1:" + peerPorts.get(i));
        }
        List<EtcdProcess> members = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                members.add(EtcdProcess.launch(LocalEtcd.options(tempDir.resolve("m" + i))
                        .name("m" + i)
                        .peerPort(peerPorts.get(i))
                        .initialCluster(String.join(",", peers))
                        .extraArgs("--initial-cluster-token", "test-cluster")
                        .build()));
            }
            for (EtcdProcess member : members) {
                member.awaitReady();
            }

            try (Client client = Client.builder().endpoints(members.get(0).clientUrl()).build()) {
                List<Member> listed = client.getClusterClient().listMember().get(10, TimeUnit.SECONDS).getMembers();
                assertEquals(3, listed.size());
            }
            assertTrue(members.stream().allMatch(EtcdProcess::isAlive));
        } finally {
            members.forEach(EtcdProcess::close);
        }
    }
}
