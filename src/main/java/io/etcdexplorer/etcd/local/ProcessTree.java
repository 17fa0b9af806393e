package io.etcdexplorer.etcd.local;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Stops a launched etcd: politely first, then every process of its tree by force. */
final class ProcessTree {

    private static final Logger LOG = LoggerFactory.getLogger(ProcessTree.class);

    private static final long KILL_WAIT_SECONDS = 5;

    private ProcessTree() {
    }

    /**
     * Asks {@code root} to stop (on POSIX by closing the wrapper's stdin, which makes it SIGTERM etcd), waits up
     * to {@code grace}, then kills the root and every descendant seen before the request.
     *
     * @param etcdPid etcd's own pid, or -1; added in case the wrapper already died and etcd was re-parented
     */
    static void terminate(Process root, long etcdPid, Duration grace) {
        // Snapshot first: once the root exits, its children are re-parented and no longer its descendants.
        List<ProcessHandle> tree = new ArrayList<>(root.descendants().toList());
        if (etcdPid > 0) {
            ProcessHandle.of(etcdPid).filter(handle -> !tree.contains(handle)).ifPresent(tree::add);
        }
        requestStop(root);
        if (!waitFor(root, grace.toMillis())) {
            root.destroyForcibly();
        }
        // Harmless for processes already gone: ProcessHandle checks the start time, so a reused pid is safe.
        tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        waitFor(root, TimeUnit.SECONDS.toMillis(KILL_WAIT_SECONDS));
        // Only etcd's own exit matters to callers (port and data dir free again); helper shells may linger.
        if (etcdPid > 0) {
            ProcessHandle.of(etcdPid).ifPresent(etcd -> awaitExit(etcd, KILL_WAIT_SECONDS));
        }
    }

    private static void requestStop(Process root) {
        if (EtcdBinary.isWindows()) {
            root.destroy();
            return;
        }
        try {
            root.getOutputStream().close();
        } catch (IOException e) {
            // The pipe is already broken, so the wrapper has already seen EOF: that is the request.
            LOG.debug("The stop request's pipe was already closed", e);
        }
    }

    private static boolean waitFor(Process process, long millis) {
        try {
            return process.waitFor(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }

    private static void awaitExit(ProcessHandle handle, long seconds) {
        try {
            handle.onExit().get(seconds, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // A process we cannot watch or that will not die: we did all we can, callers see isAlive().
            LOG.debug("Waiting for a process to exit failed", e);
        }
    }
}
