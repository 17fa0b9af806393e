package io.etcdexplorer.search;

import java.util.List;

/** Matches found in one page of the scan, and how far the scan has got. */
public record SearchProgress(List<SearchHit> hits, long keysScanned, long bytesScanned) {
}
