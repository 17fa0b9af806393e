package io.etcdexplorer.operations;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.ManualExecutor;
import io.etcdexplorer.txn.TxnOpRow;
import io.etcdexplorer.txn.TxnViewModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Another connection opening: the operation forms, the transaction builder and the log forget what the previous
 * cluster answered (it would pass for this one's), and keep what the user typed.
 */
class OperationsSessionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OperationsFixture fixture;
    private TxnViewModel txn;

    @BeforeEach
    void connect() {
        fixture = new OperationsFixture(etcd);
        txn = new TxnViewModel(fixture.executor, () -> fixture.session, fixture.keys, fixture.log,
                (title, message) -> true);
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    /** As the window does when a connection opens. */
    private void anotherConnectionOpens() {
        fixture.reconnect(false);
        fixture.ops.opened();
        txn.opened();
        fixture.log.opened();
    }

    @Test
    void theFormsAnswersAndTheLogGoButWhatWasTypedStays() {
        etcd.put("/a", "1");
        GetForm get = fixture.ops.get();
        get.keyProperty().set("/a");
        get.read();
        PutForm put = fixture.ops.put();
        put.keyProperty().set("/b");
        put.valueProperty().set("2");
        put.write();
        LeaseForm leases = fixture.ops.leases();
        leases.ttlProperty().set("60");
        leases.grant();
        leases.list();
        assertEquals(1, get.rows().size());
        assertFalse(get.messageProperty().get().isEmpty());
        assertFalse(put.commandsProperty().get().isEmpty());
        assertEquals(1, leases.leaseIds().size());
        assertFalse(fixture.log.entries().isEmpty());

        anotherConnectionOpens();

        assertEquals(0, get.rows().size(), "the rows were the other cluster's");
        assertEquals("", get.messageProperty().get());
        assertEquals("", put.messageProperty().get());
        assertEquals("", put.commandsProperty().get());
        assertEquals("", leases.messageProperty().get());
        assertTrue(leases.leaseIds().isEmpty(), "another cluster has its own leases");
        assertTrue(fixture.log.entries().isEmpty(), "the log starts empty");
        assertEquals("/a", get.keyProperty().get(), "what was typed stays");
        assertEquals("2", put.valueProperty().get());
    }

    @Test
    void theTransactionsOutcomeGoesAndItsRowsStay() {
        txn.thenOps().add(TxnOpRow.put("/t", "v"));
        txn.run();
        assertFalse(txn.outcomeProperty().get().isEmpty());
        assertFalse(txn.resultProperty().get().isEmpty());

        anotherConnectionOpens();

        assertEquals("", txn.outcomeProperty().get());
        assertEquals("", txn.resultProperty().get());
        assertEquals(1, txn.thenOps().size(), "the draft stays, to run here if wanted");
        assertTrue(txn.canRunProperty().get());
    }

    @Test
    void answersOfTheOldConnectionThatArriveAfterAnotherOpensAreDropped() {
        etcd.put("/a", "1");
        ManualExecutor io = new ManualExecutor();
        ManualExecutor ui = new ManualExecutor();
        BackgroundExecutor late = new BackgroundExecutor(io, ui);
        OperationsViewModel ops = new OperationsViewModel(late, () -> fixture.session, fixture.keys, fixture.log,
                (title, message) -> true);
        TxnViewModel slowTxn = new TxnViewModel(late, () -> fixture.session, fixture.keys, fixture.log,
                (title, message) -> true);
        GetForm get = ops.get();
        get.keyProperty().set("/a");
        get.read();
        slowTxn.thenOps().add(TxnOpRow.get("/a"));
        slowTxn.run();
        assertTrue(get.busyProperty().get());
        assertTrue(slowTxn.busyProperty().get());

        fixture.reconnect(false);
        ops.opened();
        slowTxn.opened();
        assertFalse(get.busyProperty().get(), "nothing runs for the new connection");
        assertFalse(slowTxn.busyProperty().get());
        io.runAll(); // the old connection's answers come in now
        ui.runAll();

        assertEquals(0, get.rows().size(), "the old cluster's rows would pass for this one's");
        assertEquals("", get.messageProperty().get());
        assertEquals("", slowTxn.outcomeProperty().get());
        assertEquals("", slowTxn.resultProperty().get());
    }
}
