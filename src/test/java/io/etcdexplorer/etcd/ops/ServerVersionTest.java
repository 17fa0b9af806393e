package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.EtcdTools;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The app learns which etcd it talks to and prints etcdctl's output as that release's etcdctl does. */
class ServerVersionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @Test
    void theServerSaysWhichReleaseItRuns() {
        try (OpsFixture f = new OpsFixture(etcd)) {
            assertEquals(EtcdTools.version(), ServerVersion.of(f.session));
        }
    }

    @Test
    void etcdctl34AndLaterNameTxnResponsesDifferently() {
        assertEquals(EtcdctlFlavor.V3_4, EtcdctlFlavor.forServer("3.4.23"));
        assertEquals(EtcdctlFlavor.V3_4, EtcdctlFlavor.forServer("3.3.27"));
        assertEquals(EtcdctlFlavor.V3_5, EtcdctlFlavor.forServer("3.5.30"));
        assertEquals(EtcdctlFlavor.V3_5, EtcdctlFlavor.forServer("3.6.0"));
        assertEquals(EtcdctlFlavor.V3_5, EtcdctlFlavor.forServer(""), "unknown: the newest");

        ResponseHeader inner = new ResponseHeader(0, 0, 7, 0);
        TxnResult txn = new TxnResult(new ResponseHeader(1, 2, 7, 3), true,
                List.of(new PutResult(inner, Optional.empty())));
        assertTrue(txn.toEtcdctlJson(EtcdctlFlavor.V3_4).contains("{\"Response\":{\"ResponsePut\":"));
        assertTrue(txn.toEtcdctlJson(EtcdctlFlavor.V3_5).contains("{\"Response\":{\"response_put\":"));

        OperationLog log = new OperationLog(Clock.systemUTC());
        log.speakEtcdctl(EtcdctlFlavor.V3_4);
        assertTrue(log.succeeded("txn", "etcdctl txn", txn).response().contains("ResponsePut"));
    }
}
