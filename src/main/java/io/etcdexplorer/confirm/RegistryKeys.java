package io.etcdexplorer.confirm;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Which keys belong to a Kubernetes API server: those under /registry/. The editor, the operation forms and the
 * transaction builder ask before writing them, since changing a cluster's etcd behind the API server can break
 * the cluster.
 */
public final class RegistryKeys {

    /** Where the API server keeps its objects. */
    public static final String REGISTRY = "/registry/";

    private static final byte[] REGISTRY_BYTES = REGISTRY.getBytes(StandardCharsets.UTF_8);

    private RegistryKeys() {
    }

    public static boolean isRegistry(byte[] key) {
        return new String(key, StandardCharsets.UTF_8).startsWith(REGISTRY);
    }

    /** True when the key (or, with {@code prefix}, any key under it) belongs to a Kubernetes API server. */
    public static boolean touches(byte[] key, boolean prefix) {
        return isRegistry(key) || prefix && key.length <= REGISTRY_BYTES.length
                && Arrays.equals(key, Arrays.copyOf(REGISTRY_BYTES, key.length));
    }
}
