package io.etcdexplorer.testsupport;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * An {@link Executor} that only queues: the test decides when, and in which order, what was submitted runs. Two of
 * them behind a {@code BackgroundExecutor} (work and results) let a view-model test deliver an answer late, after
 * the user has moved on, or out of order, on the test's own thread.
 */
public final class ManualExecutor implements Executor {

    private final List<Runnable> queued = new ArrayList<>();

    @Override
    public void execute(Runnable command) {
        queued.add(command);
    }

    /** How many actions wait. */
    public int pending() {
        return queued.size();
    }

    /** Runs the oldest waiting action; fails when none waits. */
    public void runOldest() {
        if (queued.isEmpty()) {
            throw new AssertionError("nothing was submitted");
        }
        queued.remove(0).run();
    }

    /** Runs the newest waiting action first, then the others, newest to oldest: answers that arrive out of order. */
    public void runNewestFirst() {
        while (!queued.isEmpty()) {
            queued.remove(queued.size() - 1).run();
        }
    }

    /** Runs everything waiting, oldest first, including what the actions queue while running. */
    public void runAll() {
        while (!queued.isEmpty()) {
            runOldest();
        }
    }
}
