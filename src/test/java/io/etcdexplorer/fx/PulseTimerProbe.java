package io.etcdexplorer.fx;

import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Run by {@link PausablePulseTimerTest} in a JVM of its own on a real GTK display (Xvfb): a window with a label,
 * {@link PulseTimers} as the app installs it, then what a user would notice if the pulse timer slept too much or too
 * little. Prints {@code key=value} lines: whether it was installed, the UI thread's wake-ups in 2 s at rest, pulses
 * in 2 s at rest, whether a change after rest was laid out, and pulses during a 1 s animation and in 2 s after it.
 */
public final class PulseTimerProbe {

    public static void main(String[] args) throws Exception {
        CountDownLatch shown = new CountDownLatch(1);
        AtomicInteger pulses = new AtomicInteger();
        Label[] made = new Label[1];
        Platform.startup(() -> { });
        // Where the app calls it: Application.start runs once the toolkit has started its timer.
        Platform.runLater(() -> {
            made[0] = new Label("at rest");
            System.out.println("installed=" + PulseTimers.makeIdleWindowsSleep());
            Stage stage = new Stage();
            Scene scene = new Scene(new StackPane(made[0]), 300, 200);
            scene.addPostLayoutPulseListener(pulses::incrementAndGet);
            stage.setScene(scene);
            stage.setOnShown(e -> shown.countDown());
            stage.show();
        });
        shown.await(20, TimeUnit.SECONDS);
        Label label = made[0];
        Thread.sleep(1500); // JavaFX asks its timer to pause after 250 ms without a pulse
        long wakeups = uiThreadWakeups();
        int before = pulses.get();
        Thread.sleep(2000);
        System.out.println("restWakeups=" + (uiThreadWakeups() - wakeups));
        System.out.println("restPulses=" + (pulses.get() - before));

        CountDownLatch laidOut = new CountDownLatch(1);
        Platform.runLater(() -> {
            label.setText("changed after rest");
            label.getScene().addPostLayoutPulseListener(() -> {
                if (label.getWidth() > 0 && label.getText().startsWith("changed")) {
                    laidOut.countDown();
                }
            });
        });
        System.out.println("changeShown=" + laidOut.await(5, TimeUnit.SECONDS));

        Thread.sleep(1000);
        before = pulses.get();
        CountDownLatch animated = new CountDownLatch(1);
        Platform.runLater(() -> {
            Timeline fade = new Timeline(new KeyFrame(Duration.seconds(1),
                    new KeyValue(label.opacityProperty(), 0.2, Interpolator.LINEAR)));
            fade.setOnFinished(e -> animated.countDown());
            fade.play();
        });
        animated.await(10, TimeUnit.SECONDS);
        System.out.println("animationPulses=" + (pulses.get() - before));
        Thread.sleep(1000);
        before = pulses.get();
        wakeups = uiThreadWakeups();
        Thread.sleep(2000);
        System.out.println("afterWakeups=" + (uiThreadWakeups() - wakeups));
        System.out.println("afterPulses=" + (pulses.get() - before));
        Platform.exit();
        System.exit(0);
    }

    /** Voluntary context switches of the JavaFX Application Thread: each time it woke from waiting. */
    private static long uiThreadWakeups() throws IOException {
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                if (Files.readString(task.resolve("comm")).startsWith("JavaFX Applicat")) {
                    return Files.readAllLines(task.resolve("status")).stream()
                            .filter(l -> l.startsWith("voluntary_ctxt_switches"))
                            .mapToLong(l -> Long.parseLong(l.split("\\s+")[1])).findFirst().orElseThrow();
                }
            }
        }
        throw new IllegalStateException("no JavaFX Application Thread");
    }
}
