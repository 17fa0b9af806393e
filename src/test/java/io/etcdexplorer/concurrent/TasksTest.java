package io.etcdexplorer.concurrent;

import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The task helper with a same-thread executor and with a manual one whose threads are two queues run by hand. */
class TasksTest {

    /** Work and results wait in queues until the test runs them, so "late" and "meanwhile" can be staged. */
    private final Queue<Runnable> io = new ArrayDeque<>();
    private final Queue<Runnable> ui = new ArrayDeque<>();
    private final StatusViewModel status = new StatusViewModel();
    private final Tasks manual = new Tasks(new BackgroundExecutor(io::add, ui::add), status);

    private void runAll() {
        while (!io.isEmpty() || !ui.isEmpty()) {
            if (!io.isEmpty()) {
                io.poll().run();
            } else {
                ui.poll().run();
            }
        }
    }

    @Test
    void sameThreadDeliversTheResultAfterTheStatusLineAndBusyFlagEnded() {
        Tasks tasks = new Tasks(BackgroundExecutor.sameThread(), status);
        SimpleBooleanProperty busy = new SimpleBooleanProperty();
        List<String> seen = new ArrayList<>();
        RunningTask task = tasks.run(() -> "value").showing("Reading /a…").busy(busy)
                .onSuccess(v -> seen.add(v + " busy=" + busy.get() + " statusBusy=" + status.busyBinding().get()))
                .start();
        assertEquals(List.of("value busy=false statusBusy=false"), seen);
        assertEquals("Reading /a…", status.activityProperty().get());
        assertFalse(task.isRunning());
    }

    @Test
    void showsTheActivityAndBusyWhileTheWorkRuns() {
        SimpleBooleanProperty busy = new SimpleBooleanProperty();
        manual.run(() -> 1).showing("Reading /a…").busy(busy).start();
        assertTrue(busy.get());
        assertTrue(status.busyBinding().get());
        assertEquals("Reading /a…", status.activityProperty().get());
        runAll();
        assertFalse(busy.get());
        assertFalse(status.busyBinding().get());
    }

    @Test
    void aNewerTaskInTheSameGroupDropsTheLateResultOfTheOlder() {
        Latest reads = new Latest();
        SimpleBooleanProperty busy = new SimpleBooleanProperty();
        List<String> shown = new ArrayList<>();
        manual.run(() -> "old").showing("Reading /a…").busy(busy).latestIn(reads).onSuccess(shown::add).start();
        io.poll().run(); // the old read finished: its result waits on the UI queue...
        manual.run(() -> "new").showing("Reading /b…").busy(busy).latestIn(reads).onSuccess(shown::add).start();
        assertTrue(busy.get(), "the newer read is running");
        runAll(); // ...and arrives after the newer read started
        assertEquals(List.of("new"), shown);
        assertFalse(busy.get());
        assertFalse(status.busyBinding().get(), "each status line ended once");
    }

    @Test
    void invalidatingTheGroupByHandDropsTheRunningTask() {
        Latest reads = new Latest();
        List<String> shown = new ArrayList<>();
        manual.run(() -> "late").showing("Reading…").latestIn(reads).onSuccess(shown::add).start();
        reads.invalidate(); // the user cleared the selection
        assertFalse(status.busyBinding().get());
        runAll();
        assertEquals(List.of(), shown);
    }

    @Test
    void cancelEndsTheStatusLineAtOnceAndNoCallbackRunsAfterwards() {
        AtomicInteger worked = new AtomicInteger();
        List<Object> callbacks = new ArrayList<>();
        SimpleBooleanProperty busy = new SimpleBooleanProperty();
        RunningTask task = manual.run(worked::incrementAndGet).showing("Listing…").busy(busy)
                .onSuccess(callbacks::add).onFailure(callbacks::add).start();
        task.cancel();
        assertFalse(busy.get());
        assertFalse(status.busyBinding().get());
        assertFalse(task.isRunning());
        runAll();
        assertEquals(0, worked.get(), "work not yet started when cancelled never starts");
        assertEquals(List.of(), callbacks);
    }

    @Test
    void onFinishedRunsOnceWhateverEndsTheTask() {
        List<String> ends = new ArrayList<>();
        manual.run(() -> 1).onFinished(() -> ends.add("succeeded")).start();
        manual.run(() -> {
            throw new IllegalStateException("x");
        }).onFinished(() -> ends.add("failed")).onFailure(f -> { }).start();
        RunningTask cancelled = manual.run(() -> 3).onFinished(() -> ends.add("cancelled")).start();
        cancelled.cancel();
        cancelled.cancel();
        runAll();
        assertEquals(List.of("cancelled", "succeeded", "failed"), ends);
    }

    @Test
    void theStatusLineEndsExactlyOnceWhateverEndsIt() {
        RunningTask other = manual.run(() -> 0).showing("Other work…").start();
        io.poll().run(); // keep the other task's result waiting
        RunningTask task = manual.run(() -> 1).showing("Reading…").start();
        io.poll().run();
        ui.poll().run(); // the other task is done: one status line left
        ui.poll().run(); // the task is done too
        task.cancel();   // too late to cancel: ends nothing a second time
        other.cancel();
        assertFalse(status.busyBinding().get());
        RunningTask still = manual.run(() -> 2).showing("Still running…").start();
        task.cancel();
        assertTrue(status.busyBinding().get(), "a finished task cancelled again must not end another's line");
        still.cancel();
        still.cancel();
        assertFalse(status.busyBinding().get());
    }

    @Test
    void aFailureReachesTheStatusLineByDefaultNamingWhatItIsAbout() {
        manual.run(() -> {
            throw new TimeoutException("slow");
        }).showing("Reading…").reporting("10.0.0.1:2379").start();
        runAll();
        assertNotNull(status.problemProperty().get());
        assertEquals("No answer from 10.0.0.1:2379 in time.", status.problemProperty().get().message());
        assertFalse(status.busyBinding().get());
    }

    @Test
    void anOwnFailureHandlerReplacesTheReport() {
        List<String> said = new ArrayList<>();
        manual.run(() -> {
            throw new IllegalStateException("broken");
        }).onFailure(f -> said.add(f.getMessage())).start();
        runAll();
        assertEquals(List.of("broken"), said);
        assertNull(status.problemProperty().get());
    }

    @Test
    void stopAsksStoppableWorkToEndAndItsOutcomeStillArrives() {
        List<String> outcome = new ArrayList<>();
        RunningTask task = manual.runStoppable(stopped -> stopped.getAsBoolean() ? "stopped early" : "complete")
                .onSuccess(outcome::add).start();
        task.stop();
        runAll();
        assertEquals(List.of("stopped early"), outcome);
    }

    @Test
    void aStopPressedDuringTheFirstProgressReachesTheWorkOnASameThreadExecutor() {
        Tasks tasks = new Tasks(BackgroundExecutor.sameThread(), status);
        Latest copies = new Latest();
        List<Integer> outcome = new ArrayList<>();
        tasks.runStoppable(stopped -> {
            int done = 0;
            while (done < 10 && !stopped.getAsBoolean()) {
                done++;
                int soFar = done;
                tasks.onUi(() -> {
                    if (soFar == 3) {
                        copies.stopRunning(); // the user pressed Cancel while "3 of 10" was shown
                    }
                });
            }
            return done;
        }).latestIn(copies).onSuccess(outcome::add).start();
        assertEquals(List.of(3), outcome);
    }

    @Test
    void aDroppedResultThatMustNotLeakGoesToItsCleanup() {
        List<String> shown = new ArrayList<>();
        List<String> closed = new ArrayList<>();
        RunningTask task = manual.run(() -> "connection").onSuccess(shown::add).ifDropped(closed::add).start();
        task.cancel();
        runAll();
        assertEquals(List.of(), shown);
        assertEquals(List.of("connection"), closed, "the work ran to its end and its result was handed back");
    }

    @Test
    void aClosedScopeStartsNothingAndLeavesNoStatusLineBehind() {
        BackgroundExecutor scope = new BackgroundExecutor(io::add, ui::add).scope();
        scope.close();
        AtomicInteger worked = new AtomicInteger();
        RunningTask task = new Tasks(scope, status).run(worked::incrementAndGet).showing("Reading…").start();
        runAll();
        assertEquals(0, worked.get());
        assertFalse(task.isRunning());
        assertFalse(status.busyBinding().get());
    }

    @Test
    void progressReachesTheUiInOrderWhileTheTaskRunsAndIsDroppedWithIt() {
        List<Object> shown = new ArrayList<>();
        manual.runWithProgress((stopped, progress) -> {
            progress.accept(1);
            progress.accept(2);
            return "done";
        }, shown::add).onSuccess(shown::add).start();
        runAll();
        assertEquals(List.of(1, 2, "done"), shown);

        shown.clear();
        RunningTask dropped = manual.runWithProgress((stopped, progress) -> {
            progress.accept(3);
            return "late";
        }, shown::add).onSuccess(shown::add).start();
        io.poll().run(); // the work reported and finished; its progress and result wait on the UI queue...
        dropped.cancel(); // ...when the user closes the session
        runAll();
        assertEquals(List.of(), shown, "an old run's numbers never reach the bar");
    }

    @Test
    void afterHoldsTheWorkBackAndATaskReplacedMeanwhileNeverStarts() throws Exception {
        BlockingQueue<Runnable> results = new LinkedBlockingQueue<>();
        try (BackgroundExecutor pool = BackgroundExecutor.withDaemonPool(results::add)) {
            Tasks tasks = new Tasks(pool, status);
            Latest checks = new Latest();
            List<String> worked = java.util.Collections.synchronizedList(new ArrayList<>());
            List<String> shown = new ArrayList<>();
            Duration quiet = Duration.ofMillis(300);
            long started = System.nanoTime();
            tasks.run(() -> worked.add("first")).after(quiet).latestIn(checks).onSuccess(v -> shown.add("first"))
                    .start();
            Thread.sleep(100); // the user types on before the pause is over
            long[] secondRan = new long[1];
            tasks.run(() -> {
                secondRan[0] = System.nanoTime();
                return worked.add("second");
            }).after(quiet).latestIn(checks).onSuccess(v -> shown.add("second")).start();
            Runnable result = results.poll(10, TimeUnit.SECONDS);
            assertNotNull(result, "the second task ran after its pause");
            result.run();
            assertEquals(List.of("second"), shown);
            assertEquals(List.of("second"), worked, "the first task was replaced before its pause ended");
            assertTrue(secondRan[0] - started >= quiet.plusMillis(100).toNanos(),
                    "the work waited for the pause after the last request");
        }
    }
}
