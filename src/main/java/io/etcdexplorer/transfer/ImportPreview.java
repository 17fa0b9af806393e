package io.etcdexplorer.transfer;

import io.etcdexplorer.etcd.ResponseHeader;

import java.util.List;

/**
 * What an import would do, measured against the cluster as it is now; nothing has been written.
 *
 * @param keys          keys that would be written (after the prefix rewrite)
 * @param bytes         their key and value bytes
 * @param added         keys that do not exist yet
 * @param changed       keys that exist with a different value and would be overwritten
 * @param identical     keys that exist with exactly this value
 * @param skipped       keys of the file outside the rewrite's source prefix, which are not imported
 * @param leased        keys that had a lease in the source
 * @param sampleKeys    a few target keys, in display form
 * @param tooLarge      keys (display form) whose value exceeds the request limit; the import refuses while any
 * @param rewrite       the prefix rewrite applied
 * @param sourceHeader  the header recorded in the file, or null
 * @param notes         sentences for the user, e.g. that lease ids are not kept
 * @param seen          each key's mod revision as the preview read it, which the import guards its writes with
 */
public record ImportPreview(long keys, long bytes, long added, long changed, long identical, long skipped,
                            long leased, List<String> sampleKeys, List<String> tooLarge, PrefixRewrite rewrite,
                            ResponseHeader sourceHeader, List<String> notes, PreviewSeen seen) {

    public ImportPreview {
        sampleKeys = List.copyOf(sampleKeys);
        tooLarge = List.copyOf(tooLarge);
        notes = List.copyOf(notes);
    }

    public boolean canImport() {
        return tooLarge.isEmpty();
    }
}
