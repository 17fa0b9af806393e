package io.etcdexplorer.txn;

import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.confirm.RegistryKeys;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.OpResult;
import io.etcdexplorer.etcd.ops.TxnOp;
import io.etcdexplorer.etcd.ops.TxnRequest;
import io.etcdexplorer.etcd.ops.TxnResult;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.values.KeyText;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import static io.etcdexplorer.txn.TxnViewModel.TEXT;

/**
 * Runs the builder's transaction: confirms writes under /registry/, sends it off the UI thread, logs it with its
 * here-document, shows which branch ran with every response, and brings the key tree up to date.
 */
final class TxnRun {

    private static final Logger LOG = LoggerFactory.getLogger(TxnRun.class);

    private final Tasks tasks;
    /** The run on its way, dropped by {@link #forget()}. */
    private final Latest runs = new Latest();
    private final KeysViewModel keys;
    private final OperationLog log;
    private final Confirmations confirmations;
    private final TxnOutcome shown;

    TxnRun(Tasks tasks, KeysViewModel keys, OperationLog log, Confirmations confirmations, TxnOutcome shown) {
        this.tasks = tasks;
        this.keys = keys;
        this.log = log;
        this.confirmations = confirmations;
        this.shown = shown;
    }

    /**
     * What came back: the result, the requests of the branch that ran, and the keys its puts wrote as they are
     * now ({@code refreshTree} when a delete ran or a key could not be read, so only a new listing is right).
     */
    private record Ran(TxnResult result, List<TxnOp> branch, List<KeyMeta> written, boolean refreshTree) {
    }

    void run(EtcdSession open, TxnRequest request) {
        String command = EtcdctlOps.txn(open.settings(), request);
        List<String> registry = registryKeys(request, open.settings().namespace());
        if (!registry.isEmpty() && !confirmations.confirm(TEXT.get("registryTitle"),
                TEXT.format("registryAsk", String.join(", ", registry)))) {
            log.note("txn", command, TEXT.format("noteDeclined", RegistryKeys.REGISTRY));
            shown.show(TEXT.format("declined", RegistryKeys.REGISTRY), "");
            return;
        }
        shown.running();
        tasks.run(() -> send(open, request)).latestIn(runs).busy(shown.busyFlag()).onSuccess(ran -> {
            log.succeeded("txn", command, ran.result());
            shown.show(TEXT.get(ran.result().succeeded() ? "thenRan" : "elseRan"), describe(ran));
            if (ran.refreshTree()) {
                keys.refresh();
            } else {
                ran.written().forEach(keys::keyWritten);
            }
        }).onFailure(failure -> {
            log.failed("txn", command, failure);
            EtcdAccessException error = failure instanceof EtcdAccessException known ? known
                    : EtcdErrors.translate(failure, open.settings().endpointsLabel());
            shown.show(TEXT.get("failed"), error.describe());
        }).start();
    }

    /** Another connection opened: the answer of a run still on its way belongs to the old one and is dropped. */
    void forget() {
        runs.invalidate();
    }

    /** Off the UI thread: the transaction, then the written keys' metadata for the tree. */
    private static Ran send(EtcdSession open, TxnRequest request) {
        TxnResult result = new EtcdOps(open).txn(request);
        List<TxnOp> branch = result.succeeded() ? request.success() : request.failure();
        if (branch.stream().anyMatch(op -> op instanceof TxnOp.Delete)) {
            // A delete (perhaps of a whole prefix) can remove keys the tree would have to find one by one.
            return new Ran(result, branch, List.of(), true);
        }
        List<KeyMeta> written = new ArrayList<>();
        try {
            for (TxnOp op : branch) {
                if (op instanceof TxnOp.Put put) {
                    open.get(put.request().key()).map(KeyValueData::meta).ifPresent(written::add);
                }
            }
        } catch (RuntimeException e) {
            // The transaction did run; only the follow-up read failed, so let a fresh listing sort the tree out.
            LOG.debug("Reading back the keys a transaction wrote failed; the tree is listed again", e);
            return new Ran(result, branch, List.of(), true);
        }
        return new Ran(result, branch, written, false);
    }

    /** One block per response, in request order: what was asked, etcd's answer in a line, then etcdctl's JSON. */
    private static String describe(Ran ran) {
        TxnResult result = ran.result();
        String revision = Long.toString(result.header().revision());
        if (result.responses().isEmpty()) {
            return TEXT.format(result.succeeded() ? "emptyThen" : "emptyElse", revision);
        }
        StringBuilder out = new StringBuilder(TEXT.format(result.succeeded() ? "responsesThen" : "responsesElse",
                revision, result.responses().size())).append('\n');
        for (int i = 0; i < result.responses().size(); i++) {
            OpResult response = result.responses().get(i);
            String asked = i < ran.branch().size() ? TxnRows.describe(ran.branch().get(i)) : TEXT.get("request");
            out.append('\n').append(i + 1).append(". ").append(asked).append(" → ").append(response.summary())
                    .append('\n').append(response.toEtcdctlJson()).append('\n');
        }
        return out.toString();
    }

    /** The keys (or prefixes) of puts and deletes that reach into /registry/, as the user typed them. */
    private static List<String> registryKeys(TxnRequest request, String namespace) {
        List<String> found = new ArrayList<>();
        for (List<TxnOp> branch : List.of(request.success(), request.failure())) {
            for (TxnOp op : branch) {
                if (TxnRows.touchesRegistry(op, namespace)) {
                    found.add(keyOf(op).map(KeyText::display).orElse("?"));
                }
            }
        }
        return found.stream().distinct().toList();
    }

    private static Optional<byte[]> keyOf(TxnOp op) {
        if (op instanceof TxnOp.Put put) {
            return Optional.of(put.request().key());
        }
        if (op instanceof TxnOp.Delete delete) {
            return Optional.of(delete.request().key());
        }
        return Optional.empty();
    }
}
