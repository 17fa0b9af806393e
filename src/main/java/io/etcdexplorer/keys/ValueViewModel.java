package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.values.InvalidValueException;
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

import java.util.Optional;

/**
 * The value of the selected key, read on demand and rendered as text, pretty JSON or a hex dump. Reading and
 * rendering run off the UI thread; a result for a key the user has since left is dropped.
 */
public final class ValueViewModel {

    /** A hex dump is ~4.3 characters per byte: past this the text control itself gets slow. */
    static final int HEX_LIMIT = 256 * 1024;

    // Properties
    private final ReadOnlyObjectWrapper<KeyValueData> value = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper key = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<ValueKind> kind = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<ValueMode> mode = new SimpleObjectProperty<>(ValueMode.TEXT);
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();

    private final BackgroundExecutor executor;
    private final StatusViewModel status;
    private final Latest reads = new Latest();
    private final Latest renders = new Latest();

    public ValueViewModel(BackgroundExecutor executor, StatusViewModel status) {
        this.executor = executor;
        this.status = status;
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

    /** Why the rendering differs from what was asked (not JSON, truncated hex, key deleted). */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    // Commands

    public void load(EtcdSession session, KeyNode node) {
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
        executor.submit(() -> session.get(path), found -> {
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

    public void clear() {
        reads.invalidate();
        key.set("");
        loading.set(false);
        clearValue();
    }

    private void clearValue() {
        renders.invalidate();
        value.set(null);
        kind.set(null);
        text.set("");
        details.set("");
        notice.set("");
    }

    private void show(Optional<KeyValueData> found) {
        if (found.isEmpty()) {
            clearValue();
            notice.set("This key no longer exists: it was deleted after the tree was read. Refresh the tree.");
            return;
        }
        KeyValueData data = found.get();
        ValueKind detected = ValueInspector.detect(data.value());
        value.set(data);
        kind.set(detected);
        details.set(describe(data, detected));
        ValueMode best = switch (detected) {
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

    private void render() {
        KeyValueData data = value.get();
        if (data == null) {
            return;
        }
        long ticket = renders.next();
        ValueMode wanted = mode.get();
        executor.submit(() -> renderText(data.value(), wanted), rendered -> {
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

    record Rendered(String text, String notice) {
    }

    static Rendered renderText(byte[] bytes, ValueMode wanted) {
        switch (wanted) {
            case JSON:
                try {
                    return new Rendered(ValueRenderer.prettyJson(bytes), "");
                } catch (InvalidValueException e) {
                    return new Rendered(ValueRenderer.text(bytes), "Not JSON, shown as text. " + e.getMessage());
                }
            case HEX:
                String more = bytes.length > HEX_LIMIT ? "Only the first " + ValueRenderer.humanSize(HEX_LIMIT)
                        + " are shown in hex." : "";
                return new Rendered(ValueRenderer.hexDump(bytes, HEX_LIMIT), more);
            default:
                boolean clean = ValueInspector.isUtf8Text(bytes);
                return new Rendered(ValueRenderer.text(bytes), clean || bytes.length == 0 ? ""
                        : "This value is not valid UTF-8 text: invalid bytes show as \uFFFD. Use Hex to see them.");
        }
    }

    private static String describe(KeyValueData data, ValueKind detected) {
        KeyMeta meta = data.meta();
        String lease = meta.lease() == 0 ? "" : " · lease " + Long.toHexString(meta.lease());
        return ValueRenderer.humanSize(data.value().length) + " · " + detected.label()
                + " · version " + meta.version() + " · created at rev " + meta.createRevision()
                + " · modified at rev " + meta.modRevision() + lease;
    }
}
