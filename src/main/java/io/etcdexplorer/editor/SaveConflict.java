package io.etcdexplorer.editor;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.i18n.Messages;

import java.util.Optional;

/**
 * A save refused because the key changed on the server since it was loaded, or ({@code whileEditing}) a change on
 * the server seen while the user has unsaved text: the user's bytes, what the server has now (empty when the key
 * was deleted), and a unified diff between the two as text.
 */
public record SaveConflict(byte[] mine, Optional<KeyValueData> theirs, String theirsText, String diff,
                           boolean whileEditing) {

    private static final Messages TEXT = Messages.of(SaveConflict.class);

    public SaveConflict(byte[] mine, Optional<KeyValueData> theirs, String theirsText, String diff) {
        this(mine, theirs, theirsText, diff, false);
    }

    public boolean deleted() {
        return theirs.isEmpty();
    }

    /** One sentence for the conflict banner. */
    public String describe(long loadedRevision) {
        if (whileEditing) {
            return theirs.isEmpty() ? TEXT.format("deletedWhileEditing", String.valueOf(loadedRevision))
                    : TEXT.format("changedWhileEditing", String.valueOf(loadedRevision),
                    String.valueOf(theirs.get().meta().modRevision()));
        }
        if (theirs.isEmpty()) {
            return TEXT.format("deletedAfterLoad", String.valueOf(loadedRevision));
        }
        return TEXT.format("changedAfterLoad", String.valueOf(loadedRevision),
                String.valueOf(theirs.get().meta().modRevision()));
    }
}
