package io.etcdexplorer.workspace;

import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.timeline.TimelineViewModel;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * How one workspace's features follow each other: the timeline drives what the tree, the table and the value
 * show; the selected key drives the history, the value and the editor; a write re-reads what shows the key written;
 * every response's revision reaches the timeline. Kept apart from {@link Workspace}, which owns and closes them.
 */
final class FeatureWiring {

    private FeatureWiring() {
    }

    /** {@code session} is the workspace's session while open, null once closed. */
    static void connect(Features features, StatusViewModel status, Supplier<EtcdSession> session) {
        KeysViewModel keys = features.keys();
        TimelineViewModel timeline = features.timeline();
        status.headerProperty().addListener((obs, old, header) -> {
            if (header != null) {
                features.seen().record(header.revision());
                timeline.seen(header.revision());
            }
        });
        // The timeline drives what the tree, the table and the value show.
        timeline.revisionProperty().addListener((obs, old, revision) -> keys.showRevision(revision.longValue()));
        keys.selectedNodeProperty().addListener((obs, old, node) -> timeline.markChangesOf(node));
        keys.selectedKeyProperty().addListener((obs, old, node) -> features.history().select(node));
        keys.selectedKeyProperty().addListener((obs, old, node) ->
                features.value().load(session.get(), node, timeline.revisionProperty().get()));
        keys.selectedKeyProperty().addListener((obs, old, node) -> features.editor().select(node));
        // A write from the editor or the operation forms: the value tab re-reads the key it shows.
        keys.changedKeyProperty().addListener((obs, old, key) -> {
            timeline.keyChanged(key); // its ticks and note count the changes of the selected key or subtree
            KeyNode shown = keys.selectedKeyProperty().get();
            if (key != null && shown != null && Arrays.equals(shown.path(), key)) {
                features.value().load(session.get(), shown, timeline.revisionProperty().get());
            }
        });
    }
}
