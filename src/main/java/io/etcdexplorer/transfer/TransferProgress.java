package io.etcdexplorer.transfer;

/**
 * How far an export or import has got.
 *
 * @param keys      keys exported or written so far
 * @param totalKeys keys in the whole transfer, or -1 while unknown
 * @param bytes     key and value bytes exported or written so far
 */
public record TransferProgress(long keys, long totalKeys, long bytes) {
}
