package io.etcdexplorer.events;

import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.function.Predicate;

/** Which events an event panel shows: a text the key contains, and a type. The user edits both; UI thread only. */
final class EventFilter implements Predicate<WatchEvent> {

    private final StringProperty text = new SimpleStringProperty("");
    private final ObjectProperty<WatchEvent.Type> type = new SimpleObjectProperty<>();

    /** {@code changed} runs whenever the user changes either part. */
    EventFilter(Runnable changed) {
        text.addListener((obs, old, now) -> changed.run());
        type.addListener((obs, old, now) -> changed.run());
    }

    StringProperty textProperty() {
        return text;
    }

    ObjectProperty<WatchEvent.Type> typeProperty() {
        return type;
    }

    @Override
    public boolean test(WatchEvent event) {
        WatchEvent.Type wanted = type.get();
        if (wanted != null && event.type() != wanted) {
            return false;
        }
        String part = text.get();
        return part == null || part.isEmpty() || KeyText.display(event.key()).contains(part);
    }
}
