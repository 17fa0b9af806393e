package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.SessionScoped;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableLongValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * What fills the database: a breakdown of a prefix by bytes and keys (or by changes between two revisions), the
 * box the user drilled into, the largest keys and each member's file. The only class of the tab that talks to the
 * {@link SpaceSource}; the reads run in the background, the newest replacing the one before, and Stop ends one early
 * with what it read so far. Belongs to one workspace: {@link #closed()} with it.
 */
public final class SpaceViewModel implements SessionScoped {

    private static final Messages TEXT = Messages.of(SpaceViewModel.class);

    // Properties
    private final SpaceQuery query;
    private final SpaceProgress progress = new SpaceProgress();
    private final ReadOnlyObjectWrapper<SpaceReport> report = new ReadOnlyObjectWrapper<>();
    private final ObservableList<KeySize> largest = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final SpaceBrowser browser = new SpaceBrowser();
    private final SpaceMembers members;

    private final Tasks tasks;
    private final Supplier<? extends SpaceSource> source;
    private final TreeLink tree;
    private final ObservableLongValue oldest;
    private final Latest runs = new Latest();
    private boolean stoppedByUser;
    private long wholeBytes = -1;
    /** True while a command sets several switches: only the command reads. */
    private boolean settingUp;

    /**
     * @param source  a source on the workspace's cluster; null once it closed
     * @param oldest  the oldest revision etcd keeps (the timeline's left end): churn's default revision A
     * @param current the cluster's revision (the timeline's right end): churn's default revision B
     */
    public SpaceViewModel(BackgroundExecutor executor, Supplier<? extends SpaceSource> source, KeysViewModel keys,
                          ObservableLongValue oldest, ObservableLongValue current) {
        this.tasks = new Tasks(executor);
        this.source = source;
        this.tree = new TreeLink(keys);
        this.oldest = oldest;
        this.query = new SpaceQuery(oldest, current);
        this.members = new SpaceMembers(tasks);
        // Another cut or the other figures of what is shown: read again at once, as the user expects of a switch.
        query.groupingProperty().addListener((obs, old, now) -> analyseAgain());
        query.modeProperty().addListener((obs, old, now) -> analyseAgain());
    }

    /** Sizes or churn, prefix, grouping, churn's revisions. */
    public SpaceQuery query() {
        return query;
    }

    /** The running read's progress and the byte cap. */
    public SpaceProgress progress() {
        return progress;
    }

    /** The last breakdown; null before the first. */
    public ReadOnlyObjectProperty<SpaceReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    /** The box shown: the analysed prefix, or a part the user drilled into. */
    public ReadOnlyObjectProperty<SpaceNode> shownProperty() {
        return browser.shownProperty();
    }

    /** The breadcrumb: from the analysed prefix down to the box shown. */
    public ObservableList<SpaceNode> trail() {
        return browser.trail();
    }

    /** The parts of the box shown, for the table. */
    public ObservableList<SpaceRow> rows() {
        return browser.rows();
    }

    /** The 50 largest keys (churn: the 50 keys changed most). */
    public ObservableList<KeySize> largest() {
        return largest;
    }

    /** Each member's database file, with what maintenance would give back. */
    public ObservableList<MemberFigures> members() {
        return members.figures();
    }

    /** What the members' figures mean, or why they are missing. */
    public ReadOnlyStringProperty membersNoteProperty() {
        return members.noteProperty();
    }

    /** E.g. "/registry/ · 1,234 keys · 5.6 MiB of keys and values at revision 812". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Why the last request failed and what to do; null when it did not. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** The outcome of the last export. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** True while nothing was analysed yet and nothing runs: the tab explains itself instead. */
    public BooleanBinding idleBinding() {
        return report.isNull().and(progress.runningProperty().not());
    }

    /** Export needs figures to write. */
    public BooleanBinding exportableBinding() {
        return report.isNotNull().and(progress.runningProperty().not());
    }

    // Commands

    /** Reads what the switches ask for: sizes or churn of the prefix, cut by the grouping. */
    public void analyse() {
        SpaceSource open = source.get();
        if (open == null) {
            problem.set(TEXT.get("notConnected"));
            return;
        }
        try {
            run(open, query.read());
        } catch (InvalidQuery invalid) {
            problem.set(invalid.getMessage());
        }
    }

    /** Analyses {@code prefixText} cut by {@code by}, with the figures the Sizes / Churn switch shows. */
    public void analyse(String prefixText, SpaceGrouping by) {
        analyse(prefixText, by, query.modeProperty().get());
    }

    /** Analyses the prefix selected in the tree (the whole keyspace when nothing is). */
    public void analyseSelected() {
        analyse(tree.selectedPrefix(), query.groupingProperty().get());
    }

    /** The Kubernetes objects' sizes by resource and namespace. */
    public void analyseResources() {
        analyse("/registry/", SpaceGrouping.RESOURCE, SpaceMode.SIZES);
    }

    /** Ends the read early; what it read is shown, marked incomplete. */
    public void stop() {
        if (isRunning()) {
            stoppedByUser = true;
            runs.stopRunning();
        }
    }

    /** Four times the byte cap, and reads again when the last breakdown stopped at the old one. */
    public void raiseCap() {
        progress.raiseCap();
        if (progress.cappedProperty().get()) {
            analyse();
        }
    }

    /** Writes the breakdown shown as CSV to {@code file}, in the background. */
    public void exportTo(Path file) {
        SpaceReport shownReport = report.get();
        if (shownReport != null) {
            tasks.run(() -> SpaceExport.write(shownReport, file)).onSuccess(notice::set)
                    .onFailure(failure -> problem.set(SpaceExport.failure(file, failure))).start();
        }
    }

    /** The name the export dialog suggests. */
    public String exportFileName() {
        return report.get() == null ? "etcd-space.csv" : SpaceExport.fileName(report.get());
    }

    /** Looks inside {@code part} of the box shown. */
    public void drill(SpaceNode part) {
        browser.drill(part);
    }

    /** Back up to {@code box}, one of the breadcrumb's. */
    public void upTo(SpaceNode box) {
        browser.upTo(box);
    }

    /** Selects {@code key} in the tree, which shows its value; says so when the tree does not have it (any more). */
    public void showKey(String key) {
        if (!tree.select(key)) {
            problem.set(TEXT.format("notInTree", key));
        }
    }

    /** The connection closed: the reads stop and nothing of its cluster stays on screen. */
    @Override
    public void closed() {
        runs.invalidate();
        members.clear();
        wholeBytes = -1;
        progress.clear();
        report.set(null);
        browser.clear();
        largest.clear();
        summary.set("");
        problem.set(null);
        notice.set("");
    }

    private void run(SpaceSource open, SpaceQuery.Request request) {
        long cap = progress.byteCapProperty().get();
        byte[] prefix = request.prefix();
        stoppedByUser = false;
        problem.set(null);
        notice.set("");
        progress.started(prefix.length == 0 ? TEXT.get("allKeysLower") : request.shownPrefix());
        tasks.<SpaceReport, ScanProgress>runWithProgress((stopped, step) -> request.range() != null
                        ? open.churn(prefix, request.grouping(), request.range().from(), request.range().to(),
                        stopped, step)
                        : open.sizes(prefix, request.grouping(), cap, stopped, step), progress::progressed)
                .latestIn(runs).busy(progress.busy())
                .onSuccess(this::show)
                .onFailure(failure -> {
                    progress.finished(false);
                    problem.set(SpaceFailures.describe(failure, request.mode(), oldest.get()));
                })
                .start();
        members.read(open, this::wholeKeyspaceBytes);
    }

    private void show(SpaceReport read) {
        report.set(read);
        browser.show(read.root());
        largest.setAll(read.largest());
        progress.finished(!read.complete() && !stoppedByUser && read.kind() == SpaceReport.Kind.SIZE);
        summary.set(SpaceTexts.summary(read, stoppedByUser));
        members.estimate(wholeKeyspaceBytes());
    }

    /** The live bytes of the last complete size breakdown of the whole keyspace (kept through churn); -1: none. */
    private long wholeKeyspaceBytes() {
        SpaceReport read = report.get();
        if (read != null && read.kind() == SpaceReport.Kind.SIZE) {
            wholeBytes = read.complete() && read.root().prefix().isEmpty() ? read.root().bytes() : -1;
        }
        return wholeBytes;
    }

    /** Sets the switches without each of them reading on its own, then reads once. */
    private void analyse(String prefixText, SpaceGrouping by, SpaceMode what) {
        settingUp = true;
        try {
            query.prefixProperty().set(prefixText);
            query.groupingProperty().set(by);
            query.modeProperty().set(what);
        } finally {
            settingUp = false;
        }
        analyse();
    }

    private boolean isRunning() {
        return progress.runningProperty().get();
    }

    private void analyseAgain() {
        if (!settingUp && (report.get() != null || isRunning())) {
            analyse();
        }
    }
}
