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

    private static final io.etcdexplorer.i18n.Messages TEXT = io.etcdexplorer.i18n.Messages.of(EventComparison.class);

    static EventComparison of(WatchEvent event, DiffText texts) {
        boolean deleted = event.type() == WatchEvent.Type.DELETE;
        String previousTitle;
        String previousText;
        if (event.prevValue() != null) {
            DiffText.Text before = texts.of(event.prevValue(), event.prevModRevision());
            previousTitle = TEXT.format("previousAt", String.valueOf(event.prevModRevision()), before.format());
            previousText = before.text();
        } else {
            previousTitle = event.prevKnown() ? TEXT.get("previousNone") : TEXT.get("previousUnknown");
            previousText = "";
        }
        String newTitle;
        String newText;
        if (deleted) {
            newTitle = TEXT.format("newDeleted", String.valueOf(event.revision()));
            newText = "";
        } else {
            DiffText.Text after = texts.of(event.value(), event.revision());
            newTitle = TEXT.format("newAt", String.valueOf(event.revision()), after.format());
            newText = after.text();
        }
        return new EventComparison(previousTitle, previousText, newTitle, newText,
                SideBySide.of(previousText, newText));
    }
}
