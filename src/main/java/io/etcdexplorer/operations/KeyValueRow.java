package io.etcdexplorer.operations;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.values.KeyText;

/**
 * One key of a Get result as the table shows it: key and a one-line value preview escaped like keys, so binary
 * values and newlines stay readable; the lease in hex as etcdctl writes it, empty for none.
 */
public record KeyValueRow(String key, String valuePreview, long createRevision, long modRevision, long version,
                          String lease) {

    /** Enough for a table cell; longer values end in an ellipsis. */
    static final int PREVIEW_CHARS = 80;

    static KeyValueRow of(KeyValueData kv) {
        return new KeyValueRow(KeyText.display(kv.key()), preview(kv.value()), kv.meta().createRevision(),
                kv.meta().modRevision(), kv.meta().version(),
                kv.meta().lease() == 0 ? "" : OperationForm.hex(kv.meta().lease()));
    }

    /** Escapes only the start of the value: a 1 MiB value must not be escaped whole for one cell. */
    static String preview(byte[] value) {
        // Four bytes per char is the most UTF-8 needs, so this many bytes always fill the preview.
        int end = Math.min(value.length, PREVIEW_CHARS * 4);
        String shown = KeyText.display(value, 0, end);
        return shown.length() > PREVIEW_CHARS || end < value.length
                ? shown.substring(0, Math.min(shown.length(), PREVIEW_CHARS)) + "…" : shown;
    }
}
