package io.etcdexplorer.snapshots;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.local.EtcdProcess;
import io.etcdexplorer.etcd.local.LoopbackTls;
import io.etcdexplorer.etcd.local.SnapshotTool;
import io.etcdexplorer.i18n.Messages;

import java.nio.file.Path;
import java.util.List;

/**
 * A snapshot file served by a private etcd: the restored copy in its own temporary folder. {@link #close()} stops
 * etcd and deletes the folder, leaving nothing behind.
 *
 * @param file        the snapshot file as the user gave it
 * @param status      what the tool read from it (revision, keys, size)
 * @param hashChecked false when it was opened without checking its hash (a member's db, or the user's choice)
 * @param etcd        the private etcd serving the restored copy on a loopback port
 * @param tls         the certificates that etcd asks for, made for it alone
 * @param dir         the temporary folder: restored data dir, certificates and etcd's log
 */
public record OpenedSnapshot(Path file, SnapshotTool.Status status, boolean hashChecked, EtcdProcess etcd,
                             LoopbackTls tls, Path dir) implements AutoCloseable {

    /** The workspace's name for it, e.g. "snapshot: etcd-backup.db", in the app's language. */
    public String name() {
        return Messages.of(OpenedSnapshot.class).format("workspaceName", String.valueOf(file.getFileName()));
    }

    /**
     * How to reach it: loopback with its client certificate, and read-only, so nothing can ever be written to the
     * copy.
     */
    public ConnectionSettings settings() {
        return ConnectionSettings.builder(List.of(etcd.clientUrl())).caCert(tls.caCert()).cert(tls.clientCert())
                .key(tls.clientKey()).readOnly(true).build();
    }

    /** Stops etcd and deletes the folder. Blocking (etcd gets up to 10 s to stop): off the UI thread. */
    @Override
    public void close() {
        etcd.close();
        SnapshotWorkDirs.delete(dir);
    }
}
