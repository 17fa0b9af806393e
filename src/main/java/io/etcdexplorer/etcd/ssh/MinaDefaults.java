package io.etcdexplorer.etcd.ssh;

/**
 * Settings MINA SSHD reads once, from system properties, when it first needs cryptography.
 *
 * <p>By default MINA adds BouncyCastle to the JVM's security providers. That changes the rest of the app: the
 * TLS code then gets BouncyCastle EC keys whose algorithm is "ECDSA", not "EC", and the JDK's TLS no longer offers
 * EC client certificates (measured: etcd then rejects the client). With {@code useNamed=false} MINA uses its
 * BouncyCastle instance privately and leaves the JVM's providers alone.
 */
final class MinaDefaults {

    private static final String BC_NAMED = "org.apache.sshd.security.provider.BC.useNamed";

    static {
        if (System.getProperty(BC_NAMED) == null) {
            System.setProperty(BC_NAMED, "false");
        }
    }

    private MinaDefaults() {
    }

    /** Call before anything of MINA runs; the work is done once, by loading this class. */
    static void apply() {
        // Loading the class ran the static initialiser.
    }
}
