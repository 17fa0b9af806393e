package io.etcdexplorer.keys;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.kubernetes.KubeDecodeException;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.SecretData;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueKind;
import io.etcdexplorer.values.ValueRenderer;
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

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The value of the selected key, read on demand and rendered as text, JSON, YAML or a hex dump. Kubernetes values
 * are decoded once per read and shown as the API server serves them; a Secret's values stay masked until revealed.
 * Reading and rendering run off the UI thread; a result for a key the user has since left is dropped.
 */
public final class ValueViewModel {

    // Properties
    private final ReadOnlyObjectWrapper<KeyValueData> value = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper key = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<ValueKind> kind = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<ValueMode> mode = new SimpleObjectProperty<>(ValueMode.TEXT);
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper kubernetes = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper decodedObject = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ObservableList<SecretEntryRow> secretEntries = FXCollections.observableArrayList();

    private final BackgroundExecutor executor;
    private final StatusViewModel status;
    private final KubeDecoder decoder;
    private final Latest reads = new Latest();
    private final Latest renders = new Latest();
    private ValueRendering.Decoded decoded = ValueRendering.Decoded.NONE;

    public ValueViewModel(BackgroundExecutor executor, StatusViewModel status, KubeDecoder decoder) {
        this.executor = executor;
        this.status = status;
        this.decoder = decoder;
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
        return text.getReadOnlyProperty();
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

    /** The values of a shown Secret, each masked until revealed. */
    public ObservableList<SecretEntryRow> secretEntries() {
        return secretEntries;
    }

    // Commands

    public void load(EtcdSession session, KeyNode node) {
        load(session, node, 0);
    }

    /** The value as it was at {@code revision} (0: now), for the timeline. */
    public void load(EtcdSession session, KeyNode node, long revision) {
        long ticket = reads.next();
        renders.invalidate();
        if (session == null || node == null) {
            clear();
            return;
        }
        byte[] path = node.path();
        key.set(KeyText.display(path));
        loading.set(true);
        notice.set("");
        executor.submit(() -> read(session, path, revision).map(data -> new Loaded(data, decode(data.value()))),
                found -> {
            if (reads.isCurrent(ticket)) {
                loading.set(false);
                show(found);
            }
        }, failure -> {
            if (reads.isCurrent(ticket)) {
                loading.set(false);
                clearValue();
                notice.set("Could not read the value.");
                status.report(Problem.of(failure, session.settings().endpointsLabel()));
            }
        });
    }

    private static Optional<KeyValueData> read(EtcdSession session, byte[] path, long revision) {
        if (revision <= 0) {
            return session.get(path);
        }
        GetOption at = GetOption.builder().withRevision(revision).build();
        return session.call(session.client().getKVClient().get(ByteSequence.from(path), at)).getKvs().stream()
                .findFirst().map(KeyValueData::of);
    }

    public void clear() {
        reads.invalidate();
        key.set("");
        loading.set(false);
        clearValue();
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
        status.say(object.kind() + " copied as " + format.label()
                + (served.isSecret() && revealed().size() < secretEntries.size() ? " (hidden values masked)" : ""));
    }

    private ValueRendering.Decoded decode(byte[] bytes) {
        try {
            return decoder.decode(bytes).map(kube -> new ValueRendering.Decoded(kube, ""))
                    .orElse(ValueRendering.Decoded.NONE);
        } catch (KubeDecodeException e) {
            return new ValueRendering.Decoded(null, e.getMessage());
        }
    }

    private record Loaded(KeyValueData data, ValueRendering.Decoded decoded) {
    }

    private void clearValue() {
        renders.invalidate();
        decoded = ValueRendering.Decoded.NONE;
        value.set(null);
        kind.set(null);
        text.set("");
        details.set("");
        notice.set("");
        kubernetes.set("");
        decodedObject.set(false);
        secretEntries.clear();
    }

    private void show(Optional<Loaded> found) {
        if (found.isEmpty()) {
            clearValue();
            notice.set("This key no longer exists: it was deleted after the tree was read. Refresh the tree.");
            return;
        }
        KeyValueData data = found.get().data();
        decoded = found.get().decoded();
        ValueKind detected = ValueInspector.detect(data.value());
        value.set(data);
        kind.set(detected);
        details.set(describe(data, detected));
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
        long ticket = renders.next();
        ValueMode wanted = mode.get();
        ValueRendering.Decoded current = decoded;
        Set<String> revealed = revealed();
        executor.submit(() -> ValueRendering.render(data.value(), wanted, current, data.meta().modRevision(),
                revealed), rendered -> {
                    if (renders.isCurrent(ticket)) {
                        text.set(rendered.text());
                        notice.set(rendered.notice());
                    }
                }, failure -> {
                    if (renders.isCurrent(ticket)) {
                        text.set("");
                        notice.set("Could not render the value: " + failure.getMessage());
                    }
                });
    }

    private static String describe(KeyValueData data, ValueKind detected) {
        KeyMeta meta = data.meta();
        String lease = meta.lease() == 0 ? "" : " · lease " + Long.toHexString(meta.lease());
        return ValueRenderer.humanSize(data.value().length) + " · " + detected.label()
                + " · version " + meta.version() + " · created at rev " + meta.createRevision()
                + " · modified at rev " + meta.modRevision() + lease;
    }
}
