package io.etcdexplorer.testsupport;

import org.junit.jupiter.api.function.ThrowingSupplier;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Asserts that work is quick by the CPU time of its thread, so that other processes on a busy machine do not
 * count; a wall-clock timeout only ends work that would otherwise go on for minutes (or run out of memory).
 */
public final class CpuTime {

    /** Generous for a cold JIT; the inputs it is used with took seconds to minutes before. */
    public static final Duration BUDGET = Duration.ofMillis(1500);
    private static final Duration GIVE_UP = Duration.ofSeconds(30);

    private CpuTime() {
    }

    /** Runs the work and fails if it used more than {@link #BUDGET} of CPU. */
    public static <T> T quickly(ThrowingSupplier<T> work) {
        return assertTimeoutPreemptively(GIVE_UP, () -> {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long start = threads.getCurrentThreadCpuTime();
            T result = work.get();
            long used = (threads.getCurrentThreadCpuTime() - start) / 1_000_000;
            assertTrue(used < BUDGET.toMillis(), "took " + used + " ms of CPU");
            return result;
        });
    }
}
