package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import io.etcdexplorer.testsupport.TlsEtcd;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static io.etcdexplorer.etcd.ops.OpsFixture.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ops channel keeps the session's TLS, and the etcdctl lines carry the certificate flags. */
class EtcdOpsTlsTest {

    @TempDir
    static Path dir;
    static TlsEtcd etcd;
    static ConnectionSettings settings;

    @BeforeAll
    static void start() throws Exception {
        TestPki pki = TestPki.create(dir.resolve("pki"));
        TestPki.Issued client = pki.ca().issue(Spec.client("client"));
        TestPki.Issued server = pki.ca().issue(Spec.server("server", "127.0.0.1", "localhost"));
        etcd = TlsEtcd.start(dir, TestPki.etcdServerFlags(server, pki.ca()));
        settings = ConnectionSettings.builder(List.of(etcd.endpoint())).caCert(pki.ca().certPem())
                .cert(client.certPem()).key(client.keyFile(KeyFormat.PKCS8_PEM)).build();
    }

    @AfterAll
    static void stop() {
        etcd.close();
    }

    @Test
    void mutualTlsCarriesEveryKindOfCall() {
        try (OpsFixture f = new OpsFixture(settings)) {
            long lease = f.ops.grant(60).id();
            f.ops.put(PutRequest.of(b("/tls"), b("secure")).withLease(lease));
            TxnResult txn = f.ops.txn(new TxnRequest(List.of(TxnCompare.lease(b("/tls"), CompareOp.EQUAL, lease)),
                    List.of(new TxnOp.Get(GetRequest.of(b("/tls")))), List.of()));
            assertTrue(txn.succeeded());
            assertEquals(List.of(lease), f.ops.leases().ids());

            String command = EtcdctlOps.get(settings, GetRequest.of(b("/tls")));
            assertTrue(command.contains(" --cacert=") && command.contains(" --cert=") && command.contains(" --key="),
                    command);
            assertTrue(Etcdctl.bash(command).ok().out().contains("secure"));
            Etcdctl.bash(EtcdctlOps.put(settings, PutRequest.of(b("/tls"), b("via etcdctl")))).ok();
            assertEquals("via etcdctl", s(f.ops.get(GetRequest.of(b("/tls"))).kvs().get(0).value()));
        }
    }
}
