package io.etcdexplorer.events;

import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.diff.SideBySide;
import io.etcdexplorer.etcd.watch.WatchEvent;

/**
 * A selected event's previous and new value, decoded for reading (Kubernetes YAML, pretty JSON, text or hex) and
 * aligned for a side-by-side diff. No JavaFX: computed off the UI thread.
 */
public record EventComparison(String previousTitle, String previousText, String newTitle, String newText,
                              SideBySide diff) {

    static EventComparison of(WatchEvent event, DiffText texts) {
        boolean deleted = event.type() == WatchEvent.Type.DELETE;
        String previousTitle;
        String previousText;
        if (event.prevValue() != null) {
            DiffText.Text before = texts.of(event.prevValue(), event.prevModRevision());
            previousTitle = "Previous value · revision " + event.prevModRevision() + " · " + before.format();
            previousText = before.text();
        } else {
            previousTitle = event.prevKnown() ? "Previous value · none (new key)"
                    : "Previous value · unknown (etcd did not send it)";
            previousText = "";
        }
        String newTitle;
        String newText;
        if (deleted) {
            newTitle = "New value · none (deleted at revision " + event.revision() + ")";
            newText = "";
        } else {
            DiffText.Text after = texts.of(event.value(), event.revision());
            newTitle = "New value · revision " + event.revision() + " · " + after.format();
            newText = after.text();
        }
        return new EventComparison(previousTitle, previousText, newTitle, newText,
                SideBySide.of(previousText, newText));
    }
}
