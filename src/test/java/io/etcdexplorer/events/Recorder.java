package io.etcdexplorer.events;

import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.etcd.watch.WatchListener;
import io.etcdexplorer.etcd.watch.WatchListener.State;
import io.etcdexplorer.etcd.watch.WatchStatus;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.fail;

/** A listener that records everything, for tests; all access is synchronized because jetcd threads call it. */
class Recorder implements WatchListener {

    final List<WatchEvent> events = new ArrayList<>();
    final List<String> log = new ArrayList<>();
    final List<long[]> compacted = new ArrayList<>();
    final List<long[]> gaps = new ArrayList<>();
    final List<WatchStatus> statuses = new ArrayList<>();

    @Override
    public synchronized void events(List<WatchEvent> batch) {
        events.addAll(batch);
    }

    @Override
    public synchronized void gap(long fromRevision, long toRevision, String reason) {
        gaps.add(new long[]{fromRevision, toRevision});
        log.add("GAP " + fromRevision + ".." + toRevision + " " + reason);
    }

    @Override
    public synchronized void compacted(long requestedRevision, long compactRevision) {
        compacted.add(new long[]{requestedRevision, compactRevision});
        log.add("COMPACTED " + requestedRevision + " " + compactRevision);
    }

    @Override
    public synchronized void state(WatchStatus status) {
        statuses.add(status);
        log.add(status.state() + " " + WatchStatusText.detail(status));
    }

    synchronized List<WatchEvent> events() {
        return new ArrayList<>(events);
    }

    synchronized List<String> log() {
        return new ArrayList<>(log);
    }

    synchronized boolean saw(State state) {
        return log.stream().anyMatch(line -> line.startsWith(state + " "));
    }

    synchronized List<WatchStatus> statuses() {
        return new ArrayList<>(statuses);
    }

    synchronized List<Long> revisions() {
        return events.stream().map(WatchEvent::revision).toList();
    }

    static void await(String what, Duration timeout, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("timed out waiting for " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted");
            }
        }
    }
}
