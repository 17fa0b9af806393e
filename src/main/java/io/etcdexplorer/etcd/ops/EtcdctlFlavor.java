package io.etcdexplorer.etcd.ops;

/**
 * Which etcdctl's {@code -w json} output to match, where releases differ. The one difference found (checked with
 * etcdctl 3.4.23 and 3.5.30 on the same requests): a txn's responses name their oneof wrapper as Go does in 3.4
 * ({@code "ResponseRange"}) and by the proto field name from 3.5 on ({@code "response_range"}).
 */
public enum EtcdctlFlavor {
    /** etcdctl 3.4 and older. */
    V3_4,
    /** etcdctl 3.5 and newer: what Kubernetes 1.22 and later run. */
    V3_5;

    /** The flavor of the etcdctl that goes with a server of this version; the newest when it is not known. */
    public static EtcdctlFlavor forServer(String version) {
        String[] parts = version == null ? new String[0] : version.strip().split("\\.");
        try {
            if (parts.length >= 2 && (Integer.parseInt(parts[0]) < 3
                    || Integer.parseInt(parts[0]) == 3 && Integer.parseInt(parts[1]) <= 4)) {
                return V3_4;
            }
        } catch (NumberFormatException e) {
            // Not a version number: fall through to the newest.
        }
        return V3_5;
    }
}
