package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import java.util.List;

/**
 * What a copy would do, measured against the target as it was at the preview; nothing has been written.
 *
 * @param source         what is copied
 * @param targetName     the target workspace's name
 * @param rewrite        source prefix to target prefix
 * @param sourceRevision the source revision read; the copy writes the source as it was then
 * @param keys           source keys
 * @param bytes          their key and value bytes
 * @param added          keys absent on the target
 * @param changed        keys present on the target with another value
 * @param identical      keys present on the target with exactly this value
 * @param leased         source keys that have a lease (the copies will not)
 * @param rows           the keys, each with what the copy does to it; at most {@link #MAX_ROWS}
 * @param tooLarge       keys (display form) too large for one request; the copy refuses while any
 * @param notes          sentences for the user
 */
public record CopyPreview(CopySource source, String targetName, PrefixRewrite rewrite, long sourceRevision,
                          long keys, long bytes, long added, long changed, long identical, long leased,
                          List<Row> rows, List<String> tooLarge, List<String> notes) {

    /** Rows kept for the list; counts always cover every key. */
    public static final int MAX_ROWS = 10_000;

    /** How a target key compares with its source. */
    public enum Change {
        NEW, CHANGED, IDENTICAL;

        private static final Messages TEXT = Messages.of(CopyPreview.class);

        public String label() {
            return TEXT.get(switch (this) {
                case NEW -> "change.new";
                case CHANGED -> "change.changed";
                case IDENTICAL -> "change.identical";
            });
        }
    }

    /** One key of the list: the key on the target and how it differs there. */
    public record Row(Change change, String targetKey) {
    }

    public CopyPreview {
        rows = List.copyOf(rows);
        tooLarge = List.copyOf(tooLarge);
        notes = List.copyOf(notes);
    }

    /** Keys the copy writes in {@code mode}: new ones, and changed ones when overwriting. */
    public long toWrite(CopyMode mode) {
        return mode == CopyMode.OVERWRITE ? added + changed : added;
    }

    public boolean canCopy() {
        return tooLarge.isEmpty();
    }
}
