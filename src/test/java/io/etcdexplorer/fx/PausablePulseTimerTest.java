package io.etcdexplorer.fx;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * On Linux's real toolkit (GTK, here on Xvfb; the other tests run headless on Monocle, whose timer is left alone) an
 * idle window no longer wakes its UI thread 60 times a second, yet a change after rest is drawn and an animation
 * runs at its frame rate. With JavaFX's own GTK timer ({@code -Detcd-explorer.pulseTimer=gtk}) the same probe counts
 * about 120 wake-ups in 2 s at rest, which is what the first test must not see.
 */
class PausablePulseTimerTest {

    @Test
    void anIdleWindowSleepsAndWakesForChangesAndAnimations() throws Exception {
        Map<String, String> probe = probe(List.of());
        assertEquals("true", probe.get("installed"), probe.toString());
        assertTrue(Long.parseLong(probe.get("restWakeups")) < 20,
                "the UI thread at rest woke " + probe.get("restWakeups") + " times in 2 s (GTK's timer: ~120)");
        assertEquals("0", probe.get("restPulses"), probe.toString());
        assertEquals("true", probe.get("changeShown"), "a change after rest is laid out: " + probe);
        assertTrue(Long.parseLong(probe.get("animationPulses")) >= 20,
                "a 1 s animation runs at its frame rate: " + probe.get("animationPulses") + " pulses");
        assertTrue(Long.parseLong(probe.get("afterWakeups")) < 20, "asleep again after it: " + probe);
    }

    @Test
    void optingOutKeepsJavaFxsTimerWhichWakesSixtyTimesASecond() throws Exception {
        Map<String, String> probe = probe(List.of("-D" + PulseTimers.PROPERTY + "=gtk"));
        assertEquals("false", probe.get("installed"), probe.toString());
        assertTrue(Long.parseLong(probe.get("restWakeups")) > 60, "GTK's timer at rest: " + probe);
        assertEquals("true", probe.get("changeShown"), probe.toString());
    }

    private static Map<String, String> probe(List<String> options) throws Exception {
        assumeTrue(onPath("Xvfb"), "needs Xvfb for a real GTK window (.ci/run installs xvfb)");
        String display = ":" + (600 + (int) (ProcessHandle.current().pid() % 300));
        Process xvfb = new ProcessBuilder("Xvfb", display, "-screen", "0", "1024x768x24", "-nolisten", "tcp")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        Path out = Files.createTempFile("pulse-probe", ".txt");
        try {
            Thread.sleep(1000);
            List<String> cmd = new java.util.ArrayList<>(List.of(
                    ProcessHandle.current().info().command().orElse("java"), "-cp",
                    System.getProperty("java.class.path")));
            cmd.addAll(options);
            cmd.add(PulseTimerProbe.class.getName());
            ProcessBuilder builder = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile());
            builder.environment().put("DISPLAY", display);
            Process process = builder.start();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the probe ended: " + Files.readString(out));
            Map<String, String> values = new HashMap<>();
            for (String line : Files.readAllLines(out)) {
                int eq = line.indexOf('=');
                if (eq > 0 && !line.contains(" ")) {
                    values.put(line.substring(0, eq), line.substring(eq + 1));
                }
            }
            assertTrue(values.containsKey("afterPulses") || values.containsKey("changeShown"),
                    "the probe's output:\n" + Files.readString(out));
            return values;
        } finally {
            xvfb.destroy();
            xvfb.waitFor(10, TimeUnit.SECONDS);
            Files.deleteIfExists(out);
        }
    }

    private static boolean onPath(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(d -> Files.isExecutable(Path.of(d, tool)));
    }
}
