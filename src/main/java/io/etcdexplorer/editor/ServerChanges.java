package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;

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

    private final EditorViewModel editor;
    private final Latest reads = new Latest();
    /** The revision of this editor's last write: its echo from the watch is no news. */
    private long ownRevision;

    ServerChanges(EditorViewModel editor) {
        this.editor = editor;
    }

    void wrote(long revision) {
        ownRevision = Math.max(ownRevision, revision);
    }

    /** {@code key} was written or deleted at {@code revision}; reads it when that is news to the editor. */
    void changed(byte[] key, long revision) {
        KeyValueData base = editor.loaded;
        EtcdSession open = editor.session.get();
        if (base == null || open == null || !Arrays.equals(editor.path, key) || editor.busy.get()
                || revision <= Math.max(base.meta().modRevision(), ownRevision)) {
            return; // not the key shown, a save in flight decides by itself, or an echo of what is known
        }
        long ticket = reads.next();
        editor.executor.submit(() -> open.get(key), found -> {
            if (reads.isCurrent(ticket) && editor.loaded == base) {
                apply(base, found, open.isReadOnly());
            }
        }, failure -> { /* the next change or a save will tell */ });
    }

    private void apply(KeyValueData base, Optional<KeyValueData> found, boolean readOnly) {
        long now = found.map(d -> d.meta().modRevision()).orElse(Long.MAX_VALUE);
        if (found.isPresent() && (now == base.meta().modRevision() || now <= ownRevision)) {
            return;
        }
        editor.flushTyping(); // typing still held by the view is an unsaved edit too
        if (editor.dirtyBinding().get()) {
            byte[] mine = editor.currentBytesOrNull();
            editor.conflict.set(editor.writes().conflictOf(mine != null ? mine
                    : editor.textProperty().get().getBytes(StandardCharsets.UTF_8), found, true));
        } else if (found.isPresent()) {
            editor.show(found.get(), readOnly);
            editor.notice.set("Reloaded: the key changed on the server (revision " + base.meta().modRevision()
                    + " → " + now + ").");
        } else {
            editor.notice.set("This key was deleted on the server. Its last value is still here: Save offers to "
                    + "create the key again.");
        }
    }
}
