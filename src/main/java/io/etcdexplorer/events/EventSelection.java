package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.i18n.Messages;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;

import java.util.function.Consumer;

/**
 * The event selected in the panel's table and its previous and new value, decoded and diffed off the UI thread;
 * only the latest selection's diff lands. UI thread only.
 */
final class EventSelection {

    private static final Messages TEXT = Messages.of(EventSelection.class);

    private final ObjectProperty<WatchEvent> selected = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<EventComparison> comparison = new ReadOnlyObjectWrapper<>();
    private final Latest comparisons = new Latest();
    private final Tasks tasks;
    private final DiffText texts;
    private final Consumer<String> notice;

    /** {@code notice} hears why an event's values could not be shown. */
    EventSelection(Tasks tasks, DiffText texts, Consumer<String> notice) {
        this.tasks = tasks;
        this.texts = texts;
        this.notice = notice;
        selected.addListener((obs, old, event) -> show(event));
    }

    ObjectProperty<WatchEvent> selectedProperty() {
        return selected;
    }

    ReadOnlyObjectProperty<EventComparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    private void show(WatchEvent event) {
        if (event == null) {
            comparisons.invalidate();
            comparison.set(null);
            return;
        }
        tasks.run(() -> EventComparison.of(event, texts)).latestIn(comparisons).onSuccess(comparison::set)
                .onFailure(failure -> notice.accept(TEXT.format("valuesFailed", failure.getMessage())))
                .start();
    }
}
