package io.etcdexplorer.workspace;

import io.etcdexplorer.cluster.ClusterViewModel;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.editor.EditorViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.operations.OperationsViewModel;
import io.etcdexplorer.txn.TxnViewModel;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.events.EventsViewModel;
import io.etcdexplorer.events.LiveTreeViewModel;
import io.etcdexplorer.events.WatchesViewModel;
import io.etcdexplorer.keys.KeyActionsViewModel;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.viewer.ValueViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.resources.ResourcesViewModel;
import io.etcdexplorer.search.SearchViewModel;
import io.etcdexplorer.space.EtcdSpaceSource;
import io.etcdexplorer.space.SpaceViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.timeline.CompareSide;
import io.etcdexplorer.timeline.CompareViewModel;
import io.etcdexplorer.timeline.HistoryViewModel;
import io.etcdexplorer.timeline.SeenRevisions;
import io.etcdexplorer.timeline.TimelineViewModel;
import io.etcdexplorer.transfer.TransferViewModel;
import javafx.beans.value.ObservableBooleanValue;

import java.time.Clock;
import java.util.function.Supplier;

/**
 * The feature view models of one workspace, built together because they feed each other: the live tree tells the
 * editor about server changes, the cluster panel tells the tree about keys a revoked lease took. The
 * {@link Workspace} wires the rest and owns their life.
 */
record Features(KeysViewModel keys, ValueViewModel value, OperationLog operationLog, EditorViewModel editor,
                OperationsViewModel operations, TxnViewModel txn, LiveTreeViewModel live, WatchesViewModel events,
                CompareViewModel compare, SeenRevisions seen, TimelineViewModel timeline, HistoryViewModel history,
                ClusterViewModel cluster, SearchViewModel search, KeyActionsViewModel keyActions,
                ResourcesViewModel resources, TransferViewModel transfer, SpaceViewModel space) {

    static Features build(BackgroundExecutor executor, CompareSide self, StatusViewModel status,
                          KubeDecoder decoder, Confirmations confirmations, ObservableBooleanValue open) {
        Supplier<EtcdSession> session = self.session();
        Clock clock = Clock.systemDefaultZone();
        KeysViewModel keys = new KeysViewModel(executor, status);
        OperationLog log = new OperationLog(clock);
        EditorViewModel editor = new EditorViewModel(executor, status, session, keys, log, confirmations);
        DiffText diffTexts = new DiffText(decoder);
        SeenRevisions seen = new SeenRevisions(clock);
        TimelineViewModel timeline = new TimelineViewModel(executor, session, seen);
        // The tree follows the cluster; the editor hears about changes to the key it has open, and the timeline's
        // right end moves with each new revision, so it needs no poll while the watch runs.
        LiveTreeViewModel live = new LiveTreeViewModel(executor, keys, event -> {
            editor.serverChanged(event.key(), event.revision());
            seen.record(event.revision());
            timeline.seen(event.revision());
        });
        live.stateProperty().addListener((obs, old, state) ->
                timeline.setWatched(state == LiveTreeViewModel.State.LIVE));
        return new Features(keys,
                new ValueViewModel(executor, status, decoder),
                log,
                editor,
                new OperationsViewModel(executor, session, keys, log, confirmations),
                new TxnViewModel(executor, session, keys, log, confirmations),
                live,
                new WatchesViewModel(() -> new EventsViewModel(executor, session, diffTexts)),
                new CompareViewModel(executor, self, diffTexts),
                seen,
                timeline,
                new HistoryViewModel(executor, session, keys, log, confirmations, diffTexts, seen),
                // Keys a revoked lease took along leave the tree; a compaction moves the timeline's left end.
                new ClusterViewModel(executor, session, log, confirmations, keys::keyDeleted,
                        timeline::refreshBounds),
                new SearchViewModel(executor, keys, session, open),
                new KeyActionsViewModel(executor, session, status),
                new ResourcesViewModel(executor, keys, session, decoder),
                new TransferViewModel(executor, session, status, keys::refresh),
                // A source per analysis, on the session of the moment: none once the workspace closed.
                new SpaceViewModel(executor, () -> session.get() == null ? null : new EtcdSpaceSource(session.get()),
                        keys, timeline.oldestProperty(), timeline.currentProperty()));
    }
}
