package io.etcdexplorer.etcd.ops;

/** What a range read sorts by; the names are etcdctl's {@code --sort-by} values except MODIFY (etcd's MOD). */
public enum SortTarget {
    KEY, VERSION, CREATE, MODIFY, VALUE
}
