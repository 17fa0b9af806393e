package io.etcdexplorer.txn;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.CompareOp;
import io.etcdexplorer.etcd.ops.CompareTarget;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Clock;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The transaction builder in Russian: row problems, the branch that ran and the count of responses (plural forms). */
class TxnLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
    private EtcdSession session;

    @AfterEach
    void close() {
        Locales.use(Language.ENGLISH);
        if (session != null) {
            session.close();
        }
    }

    @Test
    void russianSaysWhatIsWrongWhichBranchRanAndHowManyResponses() {
        etcd.deleteAll();
        Locales.use(Language.RUSSIAN);
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        TxnViewModel txn = new TxnViewModel(executor, () -> session, keys, new OperationLog(Clock.systemUTC()),
                (title, message) -> true);
        keys.open(session);
        txn.compares().add(new TxnCompareRow("/t/a", CompareTarget.VERSION, CompareOp.EQUAL, "abc"));
        assertEquals("Сравнение 1: версия — целое число, а не «abc»\n"
                + "Добавьте запрос в ветку then или else: без него выполнять нечего.", txn.problemProperty().get());

        txn.compares().get(0).operandProperty().set("0");
        txn.thenOps().addAll(List.of(TxnOpRow.put("/t/a", "1"), TxnOpRow.get("/t/a")));
        assertEquals("", txn.problemProperty().get());
        txn.run();
        assertEquals("выполнена ветка then", txn.outcomeProperty().get());
        assertTrue(txn.resultProperty().get().matches("(?s)Ревизия \\d+, 2 ответа из ветки then:\n.*"),
                txn.resultProperty().get());
    }
}
