package io.etcdexplorer.etcd;

import io.grpc.Status;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The answers etcd gives under load, which a test cannot make a real etcd give on demand: status codes and texts
 * as etcd 3.4 and 3.5 send them (api/v3rpc/rpctypes, the same in both).
 */
class EtcdErrorsTest {

    @Test
    void tooManyRequestsIsAnOverloadedEtcdNotATooLargeResponse() {
        EtcdAccessException e = EtcdErrors.translate(Status.RESOURCE_EXHAUSTED
                .withDescription("etcdserver: too many requests").asRuntimeException(), "http://e:2379");

        assertEquals("etcd is overloaded: etcdserver: too many requests", e.getMessage());
        assertTrue(e.hint().contains("try again"), e.hint());
        assertFalse(e.getMessage().contains("too large"));
    }

    @Test
    void aResponseAboveTheLimitIsStillTooLarge() {
        EtcdAccessException e = EtcdErrors.translate(Status.RESOURCE_EXHAUSTED
                .withDescription("gRPC message exceeds maximum size 4194304: 5000000").asRuntimeException(),
                "http://e:2379");

        assertTrue(e.getMessage().startsWith("The response was too large"), e.getMessage());
    }

    @Test
    void noUserOnAnEtcdWithAuthenticationNamesTheFix() {
        EtcdAccessException e = EtcdErrors.translate(Status.INVALID_ARGUMENT
                .withDescription("etcdserver: user name is empty").asRuntimeException(), "http://e:2379");

        assertEquals(EtcdErrors.AUTH_ENABLED, e.getMessage());
        assertEquals(Hop.ETCD_AUTH, e.hop());
        assertFalse(e instanceof SecretRequiredException, "a password alone cannot help without a user");
    }
}
