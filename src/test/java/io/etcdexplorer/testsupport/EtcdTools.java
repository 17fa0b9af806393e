package io.etcdexplorer.testsupport;

import io.etcdexplorer.etcd.local.EtcdBinary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The etcd the tests run against ({@code ETCD_BIN}, else {@code PATH}, as {@link EtcdExtension} finds it) and the
 * etcdctl and etcdutl that came with it. Tests that compare with etcdctl must run the one of the same release:
 * its output formats and commands differ between 3.4 and 3.5, so a 3.5 run must not compare with the system's 3.4.
 */
public final class EtcdTools {

    private static String version;

    private EtcdTools() {
    }

    /** The etcd binary the tests start. */
    public static Path etcd() {
        return EtcdBinary.locate(System.getenv()).orElseGet(() -> fail(EtcdBinary.installHint()));
    }

    /** The etcdctl beside {@link #etcd()}, failing with how to install it when there is none. */
    public static Path etcdctl() {
        Path etcdctl = etcd().resolveSibling("etcdctl");
        if (!Files.isExecutable(etcdctl)) {
            fail("These tests compare with the real etcdctl, which is missing at " + etcdctl
                    + " (beside the etcd they run). Install it: sudo apt install etcd-client");
        }
        return etcdctl;
    }

    /** The etcdutl beside {@link #etcd()}: etcd 3.5 moved the offline commands (snapshot status) there. */
    public static Optional<Path> etcdutl() {
        Path etcdutl = etcd().resolveSibling("etcdutl");
        return Files.isExecutable(etcdutl) ? Optional.of(etcdutl) : Optional.empty();
    }

    /** {@code etcd --version}'s number, e.g. "3.5.30". */
    public static synchronized String version() {
        if (version == null) {
            try {
                version = EtcdBinary.version(etcd());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return version;
    }

    /** Whether the etcd under test is at least {@code major.minor}. */
    public static boolean atLeast(int major, int minor) {
        String[] parts = version().split("\\.");
        int ma = Integer.parseInt(parts[0]);
        int mi = Integer.parseInt(parts[1]);
        return ma > major || ma == major && mi >= minor;
    }
}
