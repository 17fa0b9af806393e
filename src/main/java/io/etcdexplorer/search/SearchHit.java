package io.etcdexplorer.search;

/**
 * One match: the key, and for value searches the text around the first match.
 *
 * @param keyText the key escaped for display
 * @param snippet text around the match in the value, or "" for key searches
 */
public record SearchHit(byte[] key, String keyText, long modRevision, long valueSize, String snippet) {
}
