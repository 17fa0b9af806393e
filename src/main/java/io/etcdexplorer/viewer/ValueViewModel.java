package io.etcdexplorer.viewer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.SecretData;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueKind;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The value of the selected key, read on demand and rendered as text, JSON, YAML or a hex dump. Kubernetes values
 * are decoded once per read and shown as the API server serves them; a Secret's values stay masked until revealed.
 * Reading and rendering run off the UI thread; a result for a key the user has since left is dropped. A long text
 * shows its first {@link ValueRendering#TEXT_LIMIT} until the user asks for all of it.
 */
public final class ValueViewModel {

    private static final Messages TEXT = Messages.of(ValueViewModel.class);

    // Properties
    private final ReadOnlyObjectWrapper<KeyValueData> value = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper key = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<ValueKind> kind = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<ValueMode> mode = new SimpleObjectProperty<>(ValueMode.TEXT);
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper kubernetes = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper decodedObject = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ObservableList<SecretEntryRow> secretEntries = FXCollections.observableArrayList();

    private final Tasks tasks;
    private final StatusViewModel status;
    private final ValueLoads loads;
    private final ValueText rendering;
    private final Latest reads = new Latest();
    private ValueRendering.Decoded decoded = ValueRendering.Decoded.NONE;
    /** The user asked to see this value's whole text, past {@link ValueRendering#TEXT_LIMIT}. */
    private boolean whole;

    public ValueViewModel(BackgroundExecutor executor, StatusViewModel status, KubeDecoder decoder) {
        this.tasks = new Tasks(executor, status);
        this.status = status;
        this.loads = new ValueLoads(decoder);
        this.rendering = new ValueText(tasks, notice::set);
        mode.addListener((obs, old, now) -> render());
    }

    public ReadOnlyObjectProperty<KeyValueData> valueProperty() {
        return value.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty keyProperty() {
        return key.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ValueKind> kindProperty() {
        return kind.getReadOnlyProperty();
    }

    /** The user picks the rendering; loading a key picks the best one for its content first. */
    public ObjectProperty<ValueMode> modeProperty() {
        return mode;
    }

    public ReadOnlyStringProperty textProperty() {
        return rendering.textProperty();
    }

    /** Size, kind and revisions of the value, in one line. */
    public ReadOnlyStringProperty detailsProperty() {
        return details.getReadOnlyProperty();
    }

    /** Why the rendering differs from what was asked (not JSON, truncated hex, key deleted, encrypted). */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** For a Kubernetes value, e.g. "apps/v1 Deployment (protobuf)"; empty otherwise. */
    public ReadOnlyStringProperty kubernetesProperty() {
        return kubernetes.getReadOnlyProperty();
    }

    /** True when a Kubernetes object was decoded, so it can be copied as YAML or JSON. */
    public ReadOnlyBooleanProperty decodedObjectProperty() {
        return decodedObject.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /**
     * Set when a long text is cut or shown whole anyway: "Showing the first 1.0 MiB of 12.4 MiB…", with why the
     * rest waits; empty when the whole text is shown and short enough.
     */
    public ReadOnlyStringProperty truncationProperty() {
        return rendering.truncationProperty();
    }

    /** "Show all (12.4 MiB)" while the text is cut, else empty. */
    public ReadOnlyStringProperty showAllLabelProperty() {
        return rendering.showAllLabelProperty();
    }

    /** The values of a shown Secret, each masked until revealed. */
    public ObservableList<SecretEntryRow> secretEntries() {
        return secretEntries;
    }

    // Commands

    public void load(KeyReads session, KeyNode node) {
        load(session, node, 0);
    }

    /** The value as it was at {@code revision} (0: now), for the timeline. */
    public void load(KeyReads session, KeyNode node, long revision) {
        rendering.cancel();
        if (session == null || node == null) {
            clear();
            return;
        }
        byte[] path = node.path();
        key.set(KeyText.display(path));
        notice.set("");
        tasks.run(() -> loads.load(session, path, revision)).latestIn(reads).busy(loading).onSuccess(this::show)
                .onFailure(failure -> {
                    clearValue();
                    notice.set(TEXT.get("readFailed"));
                    status.report(Problem.of(failure, session.settings().endpointsLabel()));
                }).start();
    }

    public void clear() {
        reads.invalidate();
        key.set("");
        loading.set(false);
        clearValue();
    }

    /** Shows the whole text of a long value, which the user was warned may be slow. */
    public void showAll() {
        if (!whole && value.get() != null) {
            whole = true;
            render();
        }
    }

    /** Writes the value's bytes, exactly as stored, to {@code file} (off the UI thread). */
    public void saveValue(Path file) {
        KeyValueData data = value.get();
        if (data == null) {
            return;
        }
        tasks.run(() -> Files.write(file, data.value())).onSuccess(written -> status.say(TEXT.format("savedValue",
                        KeyText.display(data.key()), Units.bytes(data.value().length), file.toString())))
                .onFailure(failure -> status.report(Problem.of(TEXT.format("writeFailed", file.toString(),
                        String.valueOf(failure.getMessage())), TEXT.get("writeFailedFix")))).start();
    }

    /** Shows one Secret value, in the list and in the YAML and JSON text; the others stay masked. */
    public void reveal(SecretEntryRow row, boolean shown) {
        row.setRevealed(shown);
        render();
    }

    /** The decoded object as shown (hidden Secret values stay hidden) in kubectl's YAML or JSON. */
    public void copyObject(ValueMode format, Consumer<String> clipboard) {
        KubeObject object = decoded.object();
        KeyValueData data = value.get();
        if (object == null || data == null) {
            return;
        }
        KubeObject served = object.withResourceVersion(data.meta().modRevision());
        clipboard.accept(ValueRendering.format(served.isSecret() ? SecretData.masked(served, revealed())
                : served.json(), format));
        status.say(TEXT.format(served.isSecret() && revealed().size() < secretEntries.size() ? "copiedMasked"
                : "copied", object.kind(), format.label()));
    }

    private void clearValue() {
        rendering.clear();
        decoded = ValueRendering.Decoded.NONE;
        value.set(null);
        kind.set(null);
        details.set("");
        notice.set("");
        kubernetes.set("");
        decodedObject.set(false);
        secretEntries.clear();
        whole = false;
    }

    private void show(Optional<ValueLoads.Loaded> found) {
        if (found.isEmpty()) {
            clearValue();
            notice.set(TEXT.get("keyGone"));
            return;
        }
        KeyValueData data = found.get().data();
        decoded = found.get().decoded();
        whole = false;
        ValueKind detected = ValueInspector.detect(data.value());
        value.set(data);
        kind.set(detected);
        details.set(ValueLoads.describe(data, detected));
        kubernetes.set(decoded.kube() == null ? "" : decoded.kube().summary());
        decodedObject.set(decoded.object() != null);
        secretEntries.setAll(decoded.isSecret() ? SecretData.entries(decoded.object()).stream()
                .map(SecretEntryRow::new).toList() : java.util.List.of());
        ValueMode best = decoded.kube() != null ? ValueMode.YAML : switch (detected) {
            case JSON -> ValueMode.JSON;
            case EMPTY, TEXT, YAML -> ValueMode.TEXT;
            default -> ValueMode.HEX;
        };
        if (mode.get() == best) {
            render();
        } else {
            mode.set(best); // renders through the listener
        }
    }

    private Set<String> revealed() {
        Set<String> ids = new HashSet<>();
        secretEntries.stream().filter(SecretEntryRow::isRevealed).forEach(r -> ids.add(r.id()));
        return ids;
    }

    private void render() {
        KeyValueData data = value.get();
        if (data == null) {
            return;
        }
        rendering.render(data, mode.get(), decoded, revealed(), whole);
    }
}
