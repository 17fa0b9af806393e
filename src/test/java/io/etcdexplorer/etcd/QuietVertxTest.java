package io.etcdexplorer.etcd;

import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An idle connection does not wake the app once a second: jetcd's Vert.x watchdog for blocked event loops looks once
 * a minute ({@link QuietVertx}). Counted the way the idle bench sees it, from the thread's wake-ups in /proc.
 */
@EnabledOnOs(OS.LINUX)
class QuietVertxTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @Test
    void anIdleConnectionsWatchdogDoesNotWakeEverySecond() throws Exception {
        Set<String> before = watchdogs().keySet();
        EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        try {
            Map<String, Long> started = watchdogs();
            started.keySet().removeAll(before);
            assertEquals(1, started.size(), "the connection's own Vert.x watchdog: " + started);
            String thread = started.keySet().iterator().next();
            Thread.sleep(3500); // Vert.x's default would wake it three times meanwhile
            assertEquals(started.get(thread), watchdogs().get(thread), "wake-ups of the idle connection's watchdog");
        } finally {
            session.close();
        }
    }

    /** Vert.x's watchdog threads, by their task id in /proc, with how often each has woken so far. */
    private static Map<String, Long> watchdogs() throws IOException {
        Map<String, Long> found = new HashMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                try {
                    if (Files.readString(task.resolve("comm")).startsWith("vertx-blocked")) {
                        found.put(task.getFileName().toString(), wakeUps(task));
                    }
                } catch (IOException ended) {
                    // the thread ended while we read it: not the connection's, which is open
                }
            }
        }
        return found;
    }

    private static long wakeUps(Path task) throws IOException {
        for (String line : Files.readAllLines(task.resolve("status"))) {
            if (line.startsWith("voluntary_ctxt_switches:")) {
                return Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
            }
        }
        return 0;
    }
}
