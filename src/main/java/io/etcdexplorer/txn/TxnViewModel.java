package io.etcdexplorer.txn;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.CompareOp;
import io.etcdexplorer.etcd.ops.CompareTarget;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.TxnCompare;
import io.etcdexplorer.etcd.ops.TxnOp;
import io.etcdexplorer.etcd.ops.TxnRequest;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.values.KeyText;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The transaction builder: compares and two branches of requests edited as rows, the {@code etcdctl txn}
 * here-document they make (kept current as rows change), and a Run that shows which branch ran and every response.
 * Running, logging and updating the tree afterwards live in {@link TxnRun}. The rows stay when the connection
 * changes (they are the user's draft); the last run's outcome goes once another connection opens.
 */
public final class TxnViewModel implements SessionScoped {

    /** The texts of the whole Transaction tab. */
    static final Messages TEXT = Messages.of(TxnViewModel.class);

    private final ObservableList<TxnCompareRow> compares =
            FXCollections.observableArrayList(TxnCompareRow::observables);
    private final ObservableList<TxnOpRow> thenOps = FXCollections.observableArrayList(TxnOpRow::observables);
    private final ObservableList<TxnOpRow> elseOps = FXCollections.observableArrayList(TxnOpRow::observables);
    private final ReadOnlyStringWrapper preview = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canRun = new ReadOnlyBooleanWrapper();
    private final TxnOutcome shown = new TxnOutcome();
    private final BooleanBinding canCompareSelected;

    private final Supplier<EtcdSession> session;
    private final KeysViewModel keys;
    private final TxnRun runner;

    public TxnViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, KeysViewModel keys,
                        OperationLog log, Confirmations confirmations) {
        this.session = session;
        this.keys = keys;
        this.runner = new TxnRun(new Tasks(executor), keys, log, confirmations, shown);
        ListChangeListener<Object> changed = change -> check();
        compares.addListener(changed);
        thenOps.addListener(changed);
        elseOps.addListener(changed);
        shown.busyProperty().addListener((obs, was, now) -> check());
        // The tree is replaced whenever a connection opens or closes, which is when read-only can change; the
        // session itself is only a supplier and cannot be watched.
        keys.treeProperty().addListener((obs, old, now) -> check());
        canCompareSelected = keys.selectedKeyProperty().isNotNull();
        check();
    }

    public ObservableList<TxnCompareRow> compares() {
        return compares;
    }

    /** The requests that run when every compare holds (etcd's "success" list). */
    public ObservableList<TxnOpRow> thenOps() {
        return thenOps;
    }

    /** The requests that run when any compare fails (etcd's "failure" list). */
    public ObservableList<TxnOpRow> elseOps() {
        return elseOps;
    }

    /** The {@code etcdctl txn} command with its here-document, for the rows that are valid. */
    public ReadOnlyStringProperty previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** Why Run is disabled, one line per reason (e.g. each invalid row by name), or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRunProperty() {
        return canRun.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return shown.busyProperty();
    }

    /** "then-branch ran", "else-branch ran (a compare failed)", or why the last run did not happen. */
    public ReadOnlyStringProperty outcomeProperty() {
        return shown.outcomeProperty();
    }

    /** Each response of the last run: what was asked, its summary, and etcdctl's JSON; or the error. */
    public ReadOnlyStringProperty resultProperty() {
        return shown.resultProperty();
    }

    public BooleanBinding canCompareSelectedBinding() {
        return canCompareSelected;
    }

    // Commands

    public TxnCompareRow addCompare() {
        TxnCompareRow row = new TxnCompareRow();
        compares.add(row);
        return row;
    }

    public TxnOpRow addThen() {
        TxnOpRow row = new TxnOpRow();
        thenOps.add(row);
        return row;
    }

    public TxnOpRow addElse() {
        TxnOpRow row = new TxnOpRow();
        elseOps.add(row);
        return row;
    }

    /**
     * Adds {@code mod(key) = <mod revision>} for the key selected in the tree: the transaction then only runs its
     * then-branch if nobody changed the key since the tree read it.
     */
    public void compareWithSelectedKey() {
        KeyNode node = keys.selectedKeyProperty().get();
        if (node != null && node.meta() != null) {
            compares.add(new TxnCompareRow(KeyText.display(node.path()), CompareTarget.MOD, CompareOp.EQUAL,
                    Long.toString(node.meta().modRevision())));
        }
    }

    public void remove(TxnCompareRow row) {
        compares.remove(row);
    }

    public void remove(TxnOpRow row) {
        if (!thenOps.remove(row)) {
            elseOps.remove(row);
        }
    }

    public void moveUp(TxnCompareRow row) {
        move(compares, row, -1);
    }

    public void moveDown(TxnCompareRow row) {
        move(compares, row, 1);
    }

    /** Order matters within a branch: a get after a put in the same branch reads the new value. */
    public void moveUp(TxnOpRow row) {
        move(thenOps.contains(row) ? thenOps : elseOps, row, -1);
    }

    public void moveDown(TxnOpRow row) {
        move(thenOps.contains(row) ? thenOps : elseOps, row, 1);
    }

    /** Starts over: no rows, no result. */
    public void clear() {
        compares.clear();
        thenOps.clear();
        elseOps.clear();
        shown.clear();
    }

    @Override
    public void opened() {
        runner.forget();
        shown.clear();
    }

    /** Runs the transaction as the preview shows it, after confirming writes under /registry/. */
    public void run() {
        TxnRequest request = check();
        EtcdSession open = session.get();
        if (canRun.get() && open != null) {
            runner.run(open, request);
        }
    }

    /**
     * Rebuilds the request from the rows (invalid ones left out), and with it the preview, the problems and
     * whether Run is possible.
     */
    private TxnRequest check() {
        List<String> problems = new ArrayList<>();
        List<TxnCompare> validCompares = new ArrayList<>();
        for (int i = 0; i < compares.size(); i++) {
            try {
                validCompares.add(TxnRows.compare(compares.get(i)));
            } catch (IllegalArgumentException e) {
                problems.add(TEXT.format("problem.compare", i + 1, e.getMessage()));
            }
        }
        List<TxnOp> success = ops(thenOps, "problem.then", problems);
        List<TxnOp> failure = ops(elseOps, "problem.else", problems);
        TxnRequest request = new TxnRequest(validCompares, success, failure);
        boolean invalid = !problems.isEmpty();
        EtcdSession open = session.get();
        if (thenOps.isEmpty() && elseOps.isEmpty()) {
            problems.add(TEXT.get("problem.noRequests"));
        }
        boolean writes = thenOps.stream().anyMatch(r -> r.kindProperty().get() != TxnOpRow.Kind.GET)
                || elseOps.stream().anyMatch(r -> r.kindProperty().get() != TxnOpRow.Kind.GET);
        if (open == null) {
            problems.add(TEXT.get("problem.notConnected"));
        } else if (open.isReadOnly() && writes) {
            problems.add(TEXT.get("problem.readOnly"));
        }
        String command = EtcdctlOps.txn(open == null ? null : open.settings(), request);
        preview.set(invalid ? TEXT.get("previewProblems") + "\n" + command : command);
        problem.set(String.join("\n", problems));
        canRun.set(problems.isEmpty() && !shown.isBusy());
        return request;
    }

    /** {@code problemKey} words a row's problem with the branch's name. */
    private static List<TxnOp> ops(List<TxnOpRow> rows, String problemKey, List<String> problems) {
        List<TxnOp> valid = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            try {
                valid.add(TxnRows.op(rows.get(i)));
            } catch (IllegalArgumentException e) {
                problems.add(TEXT.format(problemKey, i + 1, e.getMessage()));
            }
        }
        return valid;
    }

    private static <T> void move(ObservableList<T> rows, T row, int delta) {
        int from = rows.indexOf(row);
        int to = from + delta;
        if (from >= 0 && to >= 0 && to < rows.size()) {
            // One change that replaces the list rather than a remove and an add, so views do not take the move
            // for a new row; the same row object moves, so what was typed in it stays.
            List<T> reordered = new ArrayList<>(rows);
            reordered.set(from, reordered.get(to));
            reordered.set(to, row);
            rows.setAll(reordered);
        }
    }
}
