package io.etcdexplorer.etcd.local;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Helpers shared by the tests of this package. */
final class LocalEtcd {

    private LocalEtcd() {
    }

    /** The etcd binary of this machine; fails (never skips) with install instructions when there is none. */
    static Path binary() {
        return EtcdBinary.locate(System.getenv()).orElseThrow(() -> new AssertionError(EtcdBinary.installHint()));
    }

    static EtcdOptions.Builder options(Path dataDir) {
        return EtcdOptions.builder(binary(), dataDir);
    }

    /**
     * True if the process runs. Java reports zombies as alive, but a zombie holds no port or lock; on a machine
     * whose init reaps slowly an orphan stays a zombie for a while.
     */
    static boolean isRunning(long pid) {
        boolean alive = ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        return alive && !isZombie(pid);
    }

    static boolean eventually(Duration timeout, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.sleep(50);
        }
        return true;
    }

    static void assertStopped(long pid, Duration within) throws InterruptedException {
        if (!eventually(within, () -> !isRunning(pid))) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            fail("etcd pid " + pid + " still runs " + within.toSeconds() + " s later (killed it now)");
        }
    }

    private static boolean isZombie(long pid) {
        Path stat = Path.of("/proc", Long.toString(pid), "stat");
        try {
            String text = Files.readString(stat, StandardCharsets.US_ASCII);
            // Format: "pid (comm) S ...": the state follows the last ')' because comm may contain spaces.
            return text.substring(text.lastIndexOf(')') + 2).startsWith("Z");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
