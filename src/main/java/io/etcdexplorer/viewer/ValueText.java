package io.etcdexplorer.viewer;

import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Set;
import java.util.function.Consumer;

/**
 * The shown value's text in the chosen rendering, rendered off the UI thread; only the latest request's text lands.
 * A long text shows its first {@link ValueRendering#TEXT_LIMIT} until the user asks for all of it, and says so.
 */
final class ValueText {

    private static final Messages TEXT = Messages.of(ValueText.class);

    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper truncation = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper showAllLabel = new ReadOnlyStringWrapper("");
    private final Tasks tasks;
    private final Consumer<String> notice;
    private final Latest renders = new Latest();

    /** {@code notice} hears why a rendering differs from what was asked, or why it failed. */
    ValueText(Tasks tasks, Consumer<String> notice) {
        this.tasks = tasks;
        this.notice = notice;
    }

    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    ReadOnlyStringProperty truncationProperty() {
        return truncation.getReadOnlyProperty();
    }

    ReadOnlyStringProperty showAllLabelProperty() {
        return showAllLabel.getReadOnlyProperty();
    }

    /** Renders {@code data} as {@code wanted}; {@code all} asks for the whole text, however long. */
    void render(KeyValueData data, ValueMode wanted, ValueRendering.Decoded decoded, Set<String> revealed,
                boolean all) {
        tasks.run(() -> ValueRendering.render(data.value(), wanted, decoded, data.meta().modRevision(), revealed,
                all)).latestIn(renders).onSuccess(rendered -> {
                    text.set(rendered.text());
                    notice.accept(rendered.notice());
                    showCut(rendered, wanted, all);
                }).onFailure(failure -> {
                    text.set("");
                    notice.accept(TEXT.format("renderFailed", failure.getMessage()));
                }).start();
    }

    /** A rendering still on its way is dropped: the value it was for is no longer shown. */
    void cancel() {
        renders.invalidate();
    }

    void clear() {
        cancel();
        text.set("");
        truncation.set("");
        showAllLabel.set("");
    }

    private void showCut(ValueRendering.Rendered rendered, ValueMode wanted, boolean all) {
        String size = Units.bytes(rendered.total());
        String formatted = wanted == ValueMode.TEXT ? "" : "Formatted";
        truncation.set(rendered.cut() ? TEXT.format("showingFirst" + formatted, Units.bytes(rendered.shown()), size)
                : all && rendered.total() > ValueRendering.TEXT_LIMIT ? TEXT.format("showingAll" + formatted, size)
                : "");
        showAllLabel.set(rendered.cut() ? TEXT.format("showAll", size) : "");
    }
}
