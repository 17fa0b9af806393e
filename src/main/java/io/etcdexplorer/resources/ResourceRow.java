package io.etcdexplorer.resources;

import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.kubernetes.RegistryKey;

/** One Kubernetes object in the resource view: where it is stored, and its kind (resolved for custom resources). */
public record ResourceRow(RegistryKey where, String kind, KeyMeta meta) {

    public String name() {
        return where.name();
    }

    public String namespace() {
        return where.namespace();
    }

    public String resource() {
        return where.qualifiedResource();
    }

    public byte[] key() {
        return meta.key();
    }

    boolean matches(String filter) {
        return filter.isEmpty() || where.name().contains(filter) || where.namespace().contains(filter)
                || kind.toLowerCase(java.util.Locale.ROOT).contains(filter) || resource().contains(filter);
    }
}
