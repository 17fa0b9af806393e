package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.CasResult;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.values.KeyText;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * The History tab's Restore: after asking, a compare-and-swap put of an old version's value (so a key changed since
 * its history was read is not overwritten), logged with its etcdctl command.
 */
final class HistoryRestore {

    private static final Messages TEXT = Messages.of(HistoryRestore.class);

    /** What the restore did, in words; {@code now} is the key as written, for the tree (empty when refused). */
    record Done(String message, Optional<KeyValueData> now) {
    }

    private final BackgroundExecutor executor;
    private final OperationLog log;
    private final Confirmations confirmations;

    HistoryRestore(BackgroundExecutor executor, OperationLog log, Confirmations confirmations) {
        this.executor = executor;
        this.log = log;
        this.confirmations = confirmations;
    }

    /**
     * Writes {@code version}'s value back to {@code path} if the key's mod revision is still {@code expected} (0:
     * the key must not exist). Nothing happens when the user declines.
     */
    void restore(EtcdSession open, byte[] path, KeyVersion version, long expected, Consumer<Done> done,
                 Consumer<String> failed) {
        byte[] value = version.value();
        String shown = KeyText.display(path);
        if (!confirmations.confirm(TEXT.get("restore.title"), TEXT.format("restore.question",
                String.valueOf(version.modRevision()), String.valueOf(version.version()), shown))) {
            return;
        }
        String command = EtcdctlOps.casPut(open.settings(), path, value, expected);
        new Tasks(executor).run(() -> {
            CasResult cas = new EtcdOps(open).putIfUnchanged(path, value, expected, 0);
            // The tree wants the key's real metadata (create revision, version) after the write.
            return new Written(cas, cas instanceof CasResult.Applied ? open.get(path) : Optional.empty());
        }).onSuccess(written -> {
            if (written.cas() instanceof CasResult.Applied applied) {
                long revision = applied.put().header().revision();
                log.note("restore", command, TEXT.format("restore.logged", String.valueOf(version.modRevision()),
                        String.valueOf(revision)));
                done.accept(new Done(TEXT.format("restore.done", shown, String.valueOf(version.modRevision()),
                        String.valueOf(revision)), written.now()));
            } else {
                log.note("restore", command, TEXT.get("restore.refusedLogged"));
                done.accept(new Done(TEXT.format("restore.changed", shown), Optional.empty()));
            }
        }).onFailure(failure -> {
            log.failed("restore", command, failure);
            failed.accept(TEXT.format("restore.failed", EtcdErrors.translate(failure,
                    open.settings().endpointsLabel()).describe()));
        }).start();
    }

    private record Written(CasResult cas, Optional<KeyValueData> now) {
    }
}
