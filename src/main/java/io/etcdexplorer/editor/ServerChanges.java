package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.i18n.Messages;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

/**
 * Follows what others do to the key open in the editor, as the live tree reports it. Unchanged text is replaced by
 * the server's new value; unsaved text is never replaced: the editor says the server changed, with the same banner
 * and choices as a refused save. The editor's own writes come back through the watch too, and are recognised by
 * their revision.
 */
final class ServerChanges {

    private static final Messages TEXT = Messages.of(ServerChanges.class);

    private final EditorContext context;
    private final EditorDocument doc;
    private final Runnable flushTyping;
    /** Of the reads that follow the server, only the newest one's answer is weighed. */
    private final Latest reads = new Latest();
    /** The revision of this editor's last write: its echo from the watch is no news. */
    private long ownRevision;

    /** {@code flushTyping} hands over typing the view still holds, before the text is weighed as unsaved or not. */
    ServerChanges(EditorContext context, Runnable flushTyping) {
        this.context = context;
        this.doc = context.doc();
        this.flushTyping = flushTyping;
    }

    void wrote(long revision) {
        ownRevision = Math.max(ownRevision, revision);
    }

    /** {@code key} was written or deleted at {@code revision}; reads it when that is news to the editor. */
    void changed(byte[] key, long revision) {
        KeyValueData base = doc.loaded();
        EtcdSession open = context.session().get();
        if (base == null || open == null || !Arrays.equals(doc.path(), key) || context.outcome().isBusy()
                || revision <= Math.max(base.meta().modRevision(), ownRevision)) {
            return; // not the key shown, a save in flight decides by itself, or an echo of what is known
        }
        context.tasks().run(() -> open.get(key)).latestIn(reads).onSuccess(found -> {
            if (doc.loaded() == base) { // a load or a save meanwhile decided what the editor shows
                apply(base, found, open.isReadOnly());
            }
        }).onFailure(failure -> { /* the next change or a save will tell */ }).start();
    }

    private void apply(KeyValueData base, Optional<KeyValueData> found, boolean readOnly) {
        long now = found.map(d -> d.meta().modRevision()).orElse(Long.MAX_VALUE);
        if (found.isPresent() && (now == base.meta().modRevision() || now <= ownRevision)) {
            return;
        }
        flushTyping.run(); // typing still held by the view is an unsaved edit too
        if (doc.dirtyBinding().get()) {
            byte[] mine = doc.currentBytesOrNull();
            doc.setConflict(doc.conflictOf(mine != null ? mine
                    : doc.textProperty().get().getBytes(StandardCharsets.UTF_8), found, true));
        } else if (found.isPresent()) {
            doc.show(found.get(), readOnly);
            context.outcome().say(TEXT.format("reloadedChanged", String.valueOf(base.meta().modRevision()),
                    String.valueOf(now)));
        } else {
            context.outcome().say(TEXT.get("deletedOnServer"));
        }
    }
}
