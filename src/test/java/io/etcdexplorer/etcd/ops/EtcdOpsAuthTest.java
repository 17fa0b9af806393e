package io.etcdexplorer.etcd.ops;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static io.etcdexplorer.etcd.ops.OpsFixture.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The ops channel carries the session's auth token, and renews it when etcd let it expire. */
class EtcdOpsAuthTest {

    /** Simple tokens expire after this many idle seconds (5 minutes by default). */
    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension().withArgs("--auth-token-ttl", "1");

    private static final String PASSWORD = "ops-root-pw";

    @BeforeAll
    static void enableAuth() throws Exception {
        Client client = etcd.client();
        ByteSequence root = ByteSequence.from("root", StandardCharsets.UTF_8);
        client.getAuthClient().userAdd(root, ByteSequence.from(PASSWORD, StandardCharsets.UTF_8))
                .get(10, TimeUnit.SECONDS);
        client.getAuthClient().userGrantRole(root, root).get(10, TimeUnit.SECONDS);
        client.getAuthClient().authEnable().get(10, TimeUnit.SECONDS);
    }

    @Test
    void callsWorkWithAuthAndSurviveAnExpiredToken() throws InterruptedException {
        ConnectionSettings settings = ConnectionSettings.builder(List.of(etcd.endpoint())).user("root")
                .password(PASSWORD).build();
        try (OpsFixture f = new OpsFixture(settings)) {
            f.ops.put(PutRequest.of(b("/auth"), b("1")));
            assertEquals("1", s(f.ops.get(GetRequest.of(b("/auth"))).kvs().get(0).value()));

            Thread.sleep(2500); // the token expires unused
            f.ops.put(PutRequest.of(b("/auth"), b("2")));
            assertEquals("2", s(f.ops.get(GetRequest.of(b("/auth"))).kvs().get(0).value()));
            Thread.sleep(2500);
            assertEquals(List.of(), f.ops.leases().ids());
        }
    }

    @Test
    void aReadOnlyConnectionLogsInAndReadsButWritesNothing() throws InterruptedException {
        ConnectionSettings settings = ConnectionSettings.builder(List.of(etcd.endpoint())).user("root")
                .password(PASSWORD).readOnly(true).build();
        try (OpsFixture f = new OpsFixture(settings)) {
            // Logging in (Authenticate) is on the read-only guard's allow-list; without it nothing could be read.
            f.ops.get(GetRequest.of(b("/auth")));
            Thread.sleep(2500); // the token expires unused, and logging in again must pass the guard too
            f.ops.get(GetRequest.of(b("/auth")));
            EtcdAccessException e = assertThrows(EtcdAccessException.class,
                    () -> f.ops.put(PutRequest.of(b("/auth-ro"), b("1"))));
            assertEquals("This connection is read-only: nothing was written.", e.getMessage());
        }
    }
}
