package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.confirm.RegistryKeys;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.values.KeyText;

import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * What the editor's write commands work with, handed to them by {@link EditorViewModel}: the services, the open
 * document, the outcome line, and the editor's own steps: {@code wrote}, told the revision of each write so that its
 * echo from the watch is not taken for someone else's change; {@code startEmpty}, which opens an empty unsaved key
 * as New key does; {@code closeKey}, which forgets the key as after a delete. {@code reads} holds the read that
 * will show a key (a load, or the read-back after a write): a newer one, or forgetting the key, drops its result.
 */
record EditorContext(Tasks tasks, Latest reads, Supplier<EtcdSession> session, KeysViewModel keys,
                     OperationLog log, Confirmations confirmations, EditorDocument doc, EditorOutcome outcome,
                     LongConsumer wrote, Consumer<byte[]> startEmpty, Runnable closeKey) {

    private static final Messages TEXT = Messages.of(EditorContext.class);

    /** Reads the written key back so the tree and the editor show its new revision, then says {@code message}. */
    void afterWrite(EtcdSession open, byte[] key, String message) {
        tasks.run(() -> open.get(key)).latestIn(reads).onSuccess(found -> {
            found.ifPresent(data -> {
                keys.keyWritten(data.meta());
                outcome.say(doc.show(data, open.isReadOnly()));
            });
            outcome.say(message);
        }).onFailure(failure -> outcome.say(message)).start();
    }

    /** Asks before changing a key under /registry/; true for any other key. */
    boolean confirmRegistry(byte[] key) {
        return !RegistryKeys.isRegistry(key) || confirmations.confirm(TEXT.get("registryTitle"),
                TEXT.format("registryChange", KeyText.display(key)) + registryWarning(key));
    }

    static String registryWarning(byte[] key) {
        return RegistryKeys.isRegistry(key) ? "\n\n" + TEXT.get("registryWarning") : "";
    }
}
