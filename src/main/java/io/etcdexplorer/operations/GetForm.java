package io.etcdexplorer.operations;

import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.GetRequest;
import io.etcdexplorer.etcd.ops.GetResult;
import io.etcdexplorer.etcd.ops.SortOrder;
import io.etcdexplorer.etcd.ops.SortTarget;
import io.etcdexplorer.operations.FormInput.Parsed;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** etcdctl get: one key or a prefix, at a revision, keys or count only, sorted, limited. Reads only. */
final class GetForm extends OperationForm {

    // Properties
    private final StringProperty key = new SimpleStringProperty("");
    private final BooleanProperty prefix = new SimpleBooleanProperty();
    private final StringProperty revision = new SimpleStringProperty("");
    private final BooleanProperty keysOnly = new SimpleBooleanProperty();
    private final BooleanProperty countOnly = new SimpleBooleanProperty();
    private final ObjectProperty<SortTarget> sortTarget = new SimpleObjectProperty<>(SortTarget.KEY);
    private final ObjectProperty<SortOrder> sortOrder = new SimpleObjectProperty<>(SortOrder.NONE);
    private final StringProperty limit = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper keyProblem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper revisionProblem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper limitProblem = new ReadOnlyStringWrapper("");
    private final ObservableList<KeyValueRow> rows = FXCollections.observableArrayList();
    private final ObservableList<KeyValueRow> shownRows = FXCollections.unmodifiableObservableList(rows);

    GetForm(FormContext context) {
        super(context);
        key.addListener((obs, old, text) -> keyProblem.set(FormInput.live(text, FormInput.key(text, true))));
        revision.addListener((obs, old, text) -> revisionProblem.set(FormInput.revision(text).problem()));
        limit.addListener((obs, old, text) -> limitProblem.set(FormInput.limit(text).problem()));
    }

    /** The key or prefix, with {@code \xNN} for raw bytes. */
    public StringProperty keyProperty() {
        return key;
    }

    public BooleanProperty prefixProperty() {
        return prefix;
    }

    /** Empty for the latest revision. */
    public StringProperty revisionProperty() {
        return revision;
    }

    public BooleanProperty keysOnlyProperty() {
        return keysOnly;
    }

    public BooleanProperty countOnlyProperty() {
        return countOnly;
    }

    public ObjectProperty<SortTarget> sortTargetProperty() {
        return sortTarget;
    }

    public ObjectProperty<SortOrder> sortOrderProperty() {
        return sortOrder;
    }

    /** Empty for no limit. */
    public StringProperty limitProperty() {
        return limit;
    }

    public ReadOnlyStringProperty keyProblemProperty() {
        return keyProblem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty revisionProblemProperty() {
        return revisionProblem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty limitProblemProperty() {
        return limitProblem.getReadOnlyProperty();
    }

    /** The keys the last read returned, in etcd's order. */
    public ObservableList<KeyValueRow> rows() {
        return shownRows;
    }

    // Commands

    /** Sends the read as the form describes it; invalid fields are marked and nothing is sent. */
    public void read() {
        Parsed<byte[]> k = FormInput.key(key.get(), prefix.get());
        Parsed<Long> rev = FormInput.revision(revision.get());
        Parsed<Long> max = FormInput.limit(limit.get());
        keyProblem.set(k.problem());
        revisionProblem.set(rev.problem());
        limitProblem.set(max.problem());
        if (!k.ok() || !rev.ok() || !max.ok()) {
            refuseInput();
            return;
        }
        EtcdSession open = session(false);
        if (open == null) {
            return;
        }
        GetRequest request = new GetRequest(k.value(), prefix.get(), rev.value(), keysOnly.get(), countOnly.get(),
                sortTarget.get(), sortOrder.get(), max.value());
        String command = EtcdctlOps.get(open.settings(), request);
        rows.clear(); // rows of an earlier read must not pass for the answer to this one
        submit(new LogLine("get", command), () -> new EtcdOps(open).get(request), result -> {
            logged("get", command, result);
            rows.setAll(result.kvs().stream().map(KeyValueRow::of).toList());
            succeed(summary(request, result));
        });
    }

    @Override
    void forgetResults() {
        super.forgetResults();
        rows.clear();
    }

    /** "N keys at revision R", saying when the limit cut the answer short or only counted. */
    static String summary(GetRequest request, GetResult result) {
        long latest = result.header().revision();
        // Revisions are passed as text: they are ids, never grouped like "1,234".
        String at = request.revision() == 0 ? TEXT.format("get.atRevision", Long.toString(latest))
                : TEXT.format("get.atOldRevision", Long.toString(request.revision()), Long.toString(latest));
        if (request.countOnly()) {
            return TEXT.format("get.counted", result.count(), at);
        }
        int read = result.kvs().size();
        if (result.more() || result.count() > read) {
            return TEXT.format("get.cutShort", read, result.count(), at);
        }
        return TEXT.format("get.summary", read, at);
    }
}
