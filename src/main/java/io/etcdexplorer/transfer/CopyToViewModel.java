package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.status.Problem;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.function.Supplier;

/**
 * "Copy to…": copies the selected key or prefix of this workspace's cluster into another open workspace. The user
 * picks the target and the target prefix, previews (new / changed / identical, computed off the UI thread), picks
 * create-only or overwrite, then copies with progress and cancel. A read-only target is refused before anything is
 * sent. Every transaction is recorded in the target's operation log as its etcdctl equivalent, and the target's
 * tree re-reads the keyspace afterwards. Any change of source, target or prefix makes the preview (and its messages)
 * stale.
 */
public final class CopyToViewModel {

    private static final Messages TEXT = Messages.of(CopyToViewModel.class);

    private final CopyChoice choice = new CopyChoice();
    private final ObjectProperty<CopyMode> mode = new SimpleObjectProperty<>(CopyMode.CREATE_ONLY);
    private final ReadOnlyObjectWrapper<CopyPreview> preview = new ReadOnlyObjectWrapper<>();
    private final ObservableList<CopyPreview.Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final CopyRunState run = new CopyRunState();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>();
    private final BooleanBinding canPreview;
    private final BooleanBinding canCopy;

    private final BackgroundExecutor executor;
    private final Tasks tasks;
    private final Supplier<EtcdSession> sourceSession;
    private final Supplier<List<CopyTarget>> targetList;
    private final KeyCopier.Limits limits;
    private final Latest previews = new Latest();
    private final Latest copies = new Latest();

    public CopyToViewModel(BackgroundExecutor executor, Supplier<EtcdSession> source,
                           Supplier<List<CopyTarget>> targets) {
        this(executor, source, targets, KeyCopier.Limits.DEFAULT);
    }

    /** With other transaction bounds: tests cross several transactions with few keys. */
    public CopyToViewModel(BackgroundExecutor executor, Supplier<EtcdSession> source,
                           Supplier<List<CopyTarget>> targets, KeyCopier.Limits limits) {
        this.executor = executor;
        this.tasks = new Tasks(executor);
        this.sourceSession = source;
        this.targetList = targets;
        this.limits = limits;
        canPreview = Bindings.createBooleanBinding(() -> choice.sourceProperty().get() != null
                && choice.targetProperty().get() != null && !run.isBusy(), choice.sourceProperty(),
                choice.targetProperty(), run.busyProperty());
        canCopy = Bindings.createBooleanBinding(() -> preview.get() != null && preview.get().canCopy()
                && preview.get().toWrite(mode.get()) > 0 && !choice.targetRefusesWritesProperty().get()
                && !run.isBusy(), preview, mode, choice.targetRefusesWritesProperty(), run.busyProperty());
        choice.sourceProperty().addListener((obs, old, now) -> forgetPreview());
        choice.targetProperty().addListener((obs, old, now) -> forgetPreview());
        choice.targetPrefixProperty().addListener((obs, old, now) -> forgetPreview());
        mode.addListener((obs, old, now) -> showSummary());
    }

    public ReadOnlyStringProperty sourceTextProperty() {
        return choice.sourceTextProperty();
    }

    /** "Target prefix" for a prefix, "Target key" for a single key. */
    public ReadOnlyStringProperty targetPrefixLabelProperty() {
        return choice.targetPrefixLabelProperty();
    }

    /** The other open workspaces, as of the last {@link #chooseSource} or {@link #refreshTargets}. */
    public ObservableList<CopyTarget> targets() {
        return choice.targets();
    }

    public ObjectProperty<CopyTarget> targetProperty() {
        return choice.targetProperty();
    }

    /** Where the keys land, in key display form ({@code \xNN} for other bytes); the source prefix by default. */
    public StringProperty targetPrefixProperty() {
        return choice.targetPrefixProperty();
    }

    public ObjectProperty<CopyMode> modeProperty() {
        return mode;
    }

    public ReadOnlyObjectProperty<CopyPreview> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** The previewed keys, each with what the copy does to it. */
    public ObservableList<CopyPreview.Row> rows() {
        return FXCollections.unmodifiableObservableList(rows);
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** A preview or a copy is running. */
    public ReadOnlyBooleanProperty busyProperty() {
        return run.busyProperty();
    }

    /** "312 of 1,000 keys" while a copy runs. */
    public ReadOnlyStringProperty progressProperty() {
        return run.textProperty();
    }

    /** 0 to 1 while a copy runs; -1 while its size is unknown (previewing). */
    public ReadOnlyDoubleProperty progressFractionProperty() {
        return run.fractionProperty();
    }

    /** What the last preview or copy did, or why the target is refused. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty targetRefusesWritesProperty() {
        return choice.targetRefusesWritesProperty();
    }

    public BooleanBinding canPreviewProperty() {
        return canPreview;
    }

    public BooleanBinding canCopyProperty() {
        return canCopy;
    }

    // Commands

    /** True when another workspace is open to copy into (the menu item is disabled otherwise). */
    public boolean hasTargets() {
        return !targetList.get().isEmpty();
    }

    /** Copies what {@code node} stands for: a plain key itself, a folder its child prefix. */
    public void chooseSource(KeyNode node) {
        chooseSource(CopySource.of(node));
    }

    public void chooseSource(CopySource chosen) {
        choice.choose(chosen);
        refreshTargets();
        forgetPreview();
    }

    /** Reads the list of open workspaces again, keeping the chosen one if it is still open. */
    public void refreshTargets() {
        choice.offer(targetList.get());
        showRefusal();
    }

    /** Compares the source with the target, off the UI thread; writes nothing (read-only targets too). */
    public void preview() {
        CopySource what = choice.sourceProperty().get();
        CopyTarget to = choice.targetProperty().get();
        if (what == null || to == null || run.isBusy()) {
            return;
        }
        CopyChoice.Parsed parsed = choice.rewrite();
        if (parsed.problem() != null) {
            problem.set(parsed.problem());
            return;
        }
        PrefixRewrite rewrite = parsed.rewrite();
        EtcdSession from = sourceSession.get();
        EtcdSession into = to.session().get();
        if (!sessionsOpen(from, into, to)) {
            return;
        }
        begin(TEXT.format("comparing", to.name()));
        tasks.runStoppable(stopped -> new KeyCopier(from, into, to.name(), limits).preview(what, rewrite,
                stopped::getAsBoolean)).latestIn(previews).onFinished(run::end).onSuccess(result -> {
                    preview.set(result);
                    rows.setAll(result.rows());
                    showSummary();
                    showRefusal();
                }).onFailure(failure -> report(failure, to)).start();
    }

    /** Writes what the preview showed, in the chosen mode; refused on a read-only target with nothing sent. */
    public void copy() {
        CopyPreview shown = preview.get();
        CopyTarget to = choice.targetProperty().get();
        if (shown == null || to == null || run.isBusy()) {
            return;
        }
        if (to.refusesWrites()) {
            showRefusal();
            return;
        }
        EtcdSession from = sourceSession.get();
        EtcdSession into = to.session().get();
        if (!sessionsOpen(from, into, to)) {
            return;
        }
        CopyMode chosen = mode.get();
        begin(CopyTexts.progress(new TransferProgress(0, shown.keys(), 0)));
        run.sized();
        tasks.runStoppable(stopped -> new KeyCopier(from, into, to.name(), limits).copy(shown, chosen,
                p -> tasks.onUi(() -> run.show(p)), stopped::getAsBoolean, new CopyLog(executor, to)))
                .latestIn(copies).onFinished(run::end).onSuccess(result -> {
                    preview.set(null); // the target changed: a second copy needs a fresh look
                    message.set(CopyTexts.copied(result, to.name()));
                    if (result.written() > 0) {
                        to.refreshTree().run();
                    }
                }).onFailure(failure -> {
                    preview.set(null);
                    report(failure, to);
                    if (failure instanceof TransferCancelledException c && c.keysDone() > 0
                            || failure instanceof CopyStoppedException s && s.keysWritten() > 0) {
                        to.refreshTree().run();
                    }
                }).start();
    }

    /** Stops a preview, or a copy between two transactions (the message then says how many keys were written). */
    public void cancel() {
        previews.stopRunning();
        copies.stopRunning();
    }

    private void begin(String what) {
        run.begin(what);
        message.set("");
        problem.set(null);
    }

    private void report(Throwable failure, CopyTarget to) {
        if (failure instanceof TransferCancelledException) {
            message.set(failure.getMessage());
            return;
        }
        EtcdSession into = to.session().get();
        problem.set(Problem.of(failure, into == null ? to.name() : to.name() + " (" + into.settings()
                .endpointsLabel() + ")"));
    }

    private boolean sessionsOpen(EtcdSession from, EtcdSession into, CopyTarget to) {
        if (from == null || into == null) {
            problem.set(Problem.of(from == null ? TEXT.get("thisClosed")
                    : TEXT.format("targetClosed", to.name()), TEXT.get("closed.fix")));
            return false;
        }
        return true;
    }

    private void forgetPreview() {
        previews.invalidate();
        preview.set(null);
        rows.clear();
        summary.set("");
        message.set("");
        problem.set(null);
        showRefusal();
    }

    private void showSummary() {
        summary.set(preview.get() == null ? "" : CopyTexts.summary(preview.get(), mode.get()));
    }

    /** A read-only target is named as such as soon as it is chosen, so the user never waits for a refusal. */
    private void showRefusal() {
        Problem refusal = choice.refusal();
        if (refusal != null) {
            problem.set(refusal);
        }
    }
}
