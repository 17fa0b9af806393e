package io.etcdexplorer.etcd;

import java.util.List;

/** One page of a key listing: keys in etcd's (unsigned byte) order, and whether more follow. */
public record KeyPage(List<KeyMeta> keys, boolean more) {
}
