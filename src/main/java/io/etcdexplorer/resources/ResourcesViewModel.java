package io.etcdexplorer.resources;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeyTree;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.keys.index.KeyRanges;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.RegistryKey;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The Kubernetes objects of the keyspace (keys under /registry/) with kind, namespace and name, grouped by resource
 * and/or namespace and filtered by text. Built from the key tree's index when the view is shown and after each
 * listing; the index is copied in bounded chunks on the UI thread, everything else runs in the background.
 */
public final class ResourcesViewModel {

    private static final Messages TEXT = Messages.of(ResourcesViewModel.class);

    /** Keys copied from the index per UI-thread turn: a few milliseconds of work. */
    static final int CHUNK = 20_000;
    /** Rows cost ~300 bytes each; past this the view says to use the tree or search for the rest. */
    static final int MAX_ROWS = 250_000;
    private static final byte[] PREFIX = RegistryKey.PREFIX.getBytes(StandardCharsets.UTF_8);

    // Properties
    private final ObjectProperty<ResourceGrouping> grouping = new SimpleObjectProperty<>(ResourceGrouping.RESOURCE);
    private final StringProperty filter = new SimpleStringProperty("");
    private final BooleanProperty active = new SimpleBooleanProperty();
    private final ReadOnlyObjectWrapper<ResourceGroup> root = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper building = new ReadOnlyBooleanWrapper();

    private final BackgroundExecutor executor;
    private final Tasks tasks;
    private final KeysViewModel keys;
    private final Supplier<? extends KeyReads> session;
    private final KubeDecoder decoder;
    private final Latest builds = new Latest();
    private final Latest groupings = new Latest();
    private List<ResourceRow> rows = List.of();
    private boolean stale = true;
    /** The number of /registry keys when only the first {@link #MAX_ROWS} were taken, else 0. */
    private int truncatedFrom;

    public ResourcesViewModel(BackgroundExecutor executor, KeysViewModel keys, Supplier<? extends KeyReads> session,
                              KubeDecoder decoder) {
        this.executor = executor;
        this.tasks = new Tasks(executor);
        this.keys = keys;
        this.session = session;
        this.decoder = decoder;
        keys.loadingProperty().addListener((obs, was, now) -> {
            if (!now) {
                listingFinished();
            }
        });
        keys.treeProperty().addListener((obs, old, tree) -> clear());
        active.addListener((obs, was, now) -> {
            if (now && stale) {
                rebuild();
            }
        });
        grouping.addListener((obs, old, now) -> regroup());
        filter.addListener((obs, old, now) -> regroup());
    }

    public ObjectProperty<ResourceGrouping> groupingProperty() {
        return grouping;
    }

    /** Matches names, namespaces, kinds and resources (case-insensitive for kinds). */
    public StringProperty filterProperty() {
        return filter;
    }

    /** Set by the view while it is shown; the rows are built only then. */
    public BooleanProperty activeProperty() {
        return active;
    }

    public ReadOnlyObjectProperty<ResourceGroup> rootProperty() {
        return root.getReadOnlyProperty();
    }

    /** E.g. "73 objects · 18 resources · 5 namespaces". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** True when the keyspace has keys under /registry/, i.e. looks like a Kubernetes cluster's. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty buildingProperty() {
        return building.getReadOnlyProperty();
    }

    // Commands

    /** Selects the object's key in the tree, which shows its decoded value. */
    public void open(ResourceRow row) {
        KeyNode node = keys.treeProperty().get().find(row.key());
        if (node != null) {
            keys.selectedNodeProperty().set(node);
        }
    }

    /** Reads the object list again from the key index. */
    public void rebuild() {
        KeyTree tree = keys.treeProperty().get();
        long ticket = builds.next();
        building.set(true);
        stale = false;
        copyChunk(tree, PREFIX, new ArrayList<>(), ticket);
    }

    private void listingFinished() {
        available.set(keys.treeProperty().get().find("/registry".getBytes(StandardCharsets.UTF_8)) != null);
        stale = true;
        if (active.get()) {
            rebuild();
        }
    }

    private void clear() {
        builds.invalidate();
        groupings.invalidate();
        rows = List.of();
        stale = true;
        available.set(false);
        building.set(false);
        root.set(null);
        summary.set("");
    }

    private void copyChunk(KeyTree tree, byte[] from, List<KeyMeta> copied, long ticket) {
        if (!builds.isCurrent(ticket) || tree != keys.treeProperty().get()) {
            return;
        }
        List<KeyMeta> chunk = tree.keysBetween(from, KeyRanges.prefixEnd(PREFIX), CHUNK);
        copied.addAll(chunk);
        if (chunk.size() == CHUNK && copied.size() < MAX_ROWS) {
            byte[] last = chunk.get(chunk.size() - 1).key();
            byte[] next = java.util.Arrays.copyOf(last, last.length + 1); // the first key after the last one
            executor.onUi(() -> copyChunk(tree, next, copied, ticket));
            return;
        }
        KeyReads open = session.get();
        KeyNode registry = tree.find("/registry".getBytes(StandardCharsets.UTF_8));
        int total = registry == null ? copied.size() : registry.keyCount();
        // The build's last step: a newer build, or closing, drops it.
        tasks.run(() -> ResourceCatalog.rows(copied, open, decoder)).latestIn(builds).onSuccess(built -> {
            rows = built;
            truncatedFrom = copied.size() < total ? total : 0;
            building.set(false);
            regroup();
        }).onFailure(failure -> building.set(false)).start();
    }

    private void regroup() {
        List<ResourceRow> all = rows;
        int cut = truncatedFrom;
        ResourceGrouping by = grouping.get();
        String text = filter.get().strip().toLowerCase(Locale.ROOT);
        tasks.run(() -> {
            List<ResourceRow> shown = text.isEmpty() ? all : all.stream().filter(r -> r.matches(text)).toList();
            String summary = describe(shown, all.size());
            return new Grouped(by.group(shown), cut == 0 ? summary
                    : TEXT.format("summaryCut", summary, all.size(), cut));
        }).latestIn(groupings).onSuccess(grouped -> {
            root.set(grouped.root());
            summary.set(grouped.summary());
        }).onFailure(failure -> { /* grouping is pure; nothing to report */ }).start();
    }

    private record Grouped(ResourceGroup root, String summary) {
    }

    private static String describe(List<ResourceRow> shown, int total) {
        long resources = shown.stream().map(ResourceRow::resource).distinct().count();
        long namespaces = shown.stream().map(ResourceRow::namespace).filter(n -> !n.isEmpty()).distinct().count();
        return shown.size() == total ? TEXT.format("summary", total, resources, namespaces)
                : TEXT.format("summaryFiltered", shown.size(), total, resources, namespaces);
    }
}
