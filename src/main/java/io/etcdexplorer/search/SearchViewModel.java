package io.etcdexplorer.search;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.values.KeyText;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.function.Supplier;

/**
 * Search over keys (by prefix on the server, or substring/regex while streaming the keyspace) and over values
 * (streamed, with a cap on the bytes read that the user sees and can change), plus "go to key". The matches
 * belong to the cluster searched: closing the connection stops the search and clears them.
 */
public final class SearchViewModel implements SessionScoped {

    private static final Messages TEXT = Messages.of(SearchViewModel.class);

    public static final int MAX_HITS = 10_000;
    private static final long MIB = 1024 * 1024;

    // Properties the user edits
    private final StringProperty query = new SimpleStringProperty("");
    private final ObjectProperty<SearchMode> mode = new SimpleObjectProperty<>(SearchMode.KEY_CONTAINS);
    private final StringProperty scope = new SimpleStringProperty("");
    private final IntegerProperty valueCapMiB = new SimpleIntegerProperty(256);

    // Read-only
    private final ObservableList<SearchHit> hits = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper progress = new ReadOnlyStringWrapper("");
    private final BooleanBinding canSearch;

    private final Tasks tasks;
    private final KeysViewModel keys;
    private final Supplier<? extends KeyReads> session;
    private final Latest runs = new Latest();

    public SearchViewModel(BackgroundExecutor executor, KeysViewModel keys, Supplier<? extends KeyReads> session,
                           javafx.beans.value.ObservableBooleanValue connected) {
        this.tasks = new Tasks(executor);
        this.keys = keys;
        this.session = session;
        this.canSearch = javafx.beans.binding.BooleanExpression.booleanExpression(connected).and(running.not());
    }

    public StringProperty queryProperty() {
        return query;
    }

    public ObjectProperty<SearchMode> modeProperty() {
        return mode;
    }

    /** Value searches look only below this prefix (escaped like keys on screen); empty for everything. */
    public StringProperty scopeProperty() {
        return scope;
    }

    /** Value searches stop after reading this many MiB of values. */
    public IntegerProperty valueCapMiBProperty() {
        return valueCapMiB;
    }

    public ObservableList<SearchHit> hits() {
        return hits;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Keys and bytes scanned, and how the search ended. */
    public ReadOnlyStringProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public BooleanBinding canSearchBinding() {
        return canSearch;
    }

    // Commands

    public void search() {
        KeyReads open = session.get();
        if (open == null || running.get()) {
            return;
        }
        SearchMode searchMode = mode.get();
        String text = query.get() == null ? "" : query.get();
        byte[] within;
        try {
            KeySearch.matcher(searchMode, text);
            within = searchMode == SearchMode.PREFIX ? new byte[0] : KeyText.parse(scope.get().trim());
            if (searchMode == SearchMode.PREFIX) {
                KeyText.parse(text);
            }
        } catch (IllegalArgumentException e) {
            progress.set(e.getMessage());
            return;
        }
        hits.clear();
        running.set(true);
        progress.set(TEXT.get("searching"));
        long cap = Math.max(1, valueCapMiB.get()) * MIB;
        KeySearch search = new KeySearch(open);
        tasks.runStoppable(stopped -> search.run(searchMode, text, within, cap, MAX_HITS,
                page -> tasks.onUi(() -> {
                    if (!stopped.getAsBoolean()) {
                        hits.addAll(page.hits()); // one change per page, never one per hit
                        progress.set(describe(page, searchMode));
                    }
                }), stopped::getAsBoolean)).latestIn(runs).onSuccess(outcome -> {
                    running.set(false);
                    progress.set(TEXT.format("withEnding", progress.get(), ending(outcome)));
                }).onFailure(failure -> {
                    running.set(false);
                    Problem problem = Problem.of(failure, open.settings().endpointsLabel());
                    progress.set(TEXT.format("failed", problem.message()));
                }).start();
    }

    /** Stops the search; its outcome still arrives and says how far it got. */
    public void cancel() {
        runs.stopRunning();
        if (running.get()) {
            running.set(false);
            progress.set(TEXT.format("withEnding", progress.get(), TEXT.get("stopped")));
        }
    }

    /** The connection closed: its search stops, and its matches and progress go (they were another cluster's). */
    @Override
    public void closed() {
        runs.invalidate(); // stops the search and drops what it would still deliver
        running.set(false);
        hits.clear();
        progress.set("");
    }

    /** Shows a search hit in the tree. */
    public void open(SearchHit hit) {
        reveal(hit.key());
    }

    /**
     * Selects the node at a typed path (escaped like keys on screen, e.g. {@code /demo/odd/bin-\xff}).
     *
     * @return a message when there is no such key or prefix, or the path cannot be read; empty on success
     */
    public String goTo(String typed) {
        String path = typed == null ? "" : typed.trim();
        try {
            byte[] bytes = path.equals("/") ? new byte[0] : KeyText.parse(path); // "/" is the node of "/..." keys
            if (reveal(bytes)) {
                return "";
            }
            // "/registry/pods/" means the pods folder when no key ends with that slash.
            if (path.length() > 1 && path.endsWith("/")
                    && reveal(KeyText.parse(path.substring(0, path.length() - 1)))) {
                return "";
            }
            return TEXT.format("noSuchPath", path);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private boolean reveal(byte[] path) {
        KeyNode node = keys.treeProperty().get().find(path);
        if (node == null) {
            return false;
        }
        keys.selectedNodeProperty().set(node);
        return true;
    }

    private String describe(SearchProgress page, SearchMode searchMode) {
        return searchMode.readsValues()
                ? TEXT.format("progressValues", hits.size(), page.keysScanned(), Units.bytes(page.bytesScanned()))
                : TEXT.format("progressKeys", hits.size(), page.keysScanned());
    }

    private String ending(KeySearch.Outcome outcome) {
        return switch (outcome) {
            case COMPLETE -> TEXT.get("done");
            case CANCELLED -> TEXT.get("stopped");
            case HIT_CAP_REACHED -> TEXT.format("hitCap", MAX_HITS);
            case BYTE_CAP_REACHED -> TEXT.format("byteCap", valueCapMiB.get());
        };
    }
}
