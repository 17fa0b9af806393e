package io.etcdexplorer.doctor;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** With authentication on, a wrong password fails at the etcd authentication hop. */
class EtcdAuthDoctorTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @BeforeAll
    static void enableAuth() throws Exception {
        Client client = etcd.client();
        ByteSequence root = ByteSequence.from("root", StandardCharsets.UTF_8);
        client.getAuthClient().userAdd(root, ByteSequence.from("right", StandardCharsets.UTF_8))
                .get(10, TimeUnit.SECONDS);
        client.getAuthClient().userGrantRole(root, root).get(10, TimeUnit.SECONDS);
        client.getAuthClient().authEnable().get(10, TimeUnit.SECONDS);
    }

    @Test
    void aWrongPasswordFailsAtEtcdAuthentication() {
        DoctorReport report = new ConnectionDoctor(new EtcdConnector()).examine(ConnectionSettings
                .builder(List.of(etcd.endpoint())).user("root").password("wrong").build());

        assertFalse(report.connected());
        assertEquals(Hop.ETCD_AUTH, report.failedHop());
        assertTrue(report.toText().contains("Failed at: etcd authentication\n"), report::toText);
    }
}
