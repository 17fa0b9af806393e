package io.etcdexplorer.etcd.ops;

/** The field of a key a transaction compare looks at, named as in etcdctl's txn syntax. */
public enum CompareTarget {
    VALUE, VERSION, CREATE, MOD, LEASE
}
