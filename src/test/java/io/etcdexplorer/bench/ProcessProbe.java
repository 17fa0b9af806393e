package io.etcdexplorer.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** What /proc says of a process for StartupBench: CPU ticks (whole and per thread) and resident memory. */
final class ProcessProbe {

    /** USER_HZ is 100 on every Linux the bench runs on (getconf CLK_TCK). */
    static final double MS_PER_TICK = 10.0;

    private ProcessProbe() {
    }

    record Sample(long ticks, long rssKb, Map<String, Long> threadTicks) {
        double cpuMsSince(Sample before) {
            return (ticks - before.ticks) * MS_PER_TICK;
        }

        /** Threads that used CPU between the two samples, busiest first, as "name=ms/min". */
        String threadsSince(Sample before, double minutes) {
            return threadTicks.entrySet().stream()
                    .map(e -> Map.entry(e.getKey(), e.getValue() - before.threadTicks.getOrDefault(e.getKey(), 0L)))
                    .filter(e -> e.getValue() > 0)
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .map(e -> e.getKey() + "=" + Math.round(e.getValue() * MS_PER_TICK / minutes))
                    .collect(Collectors.joining(", "));
        }
    }

    static Sample sample(long pid) throws IOException {
        long rss = Files.readAllLines(Path.of("/proc/" + pid + "/status")).stream()
                .filter(l -> l.startsWith("VmRSS:")).map(l -> Long.parseLong(l.replaceAll("\\D", "")))
                .findFirst().orElse(0L);
        Map<String, Long> threads = new HashMap<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
            tasks.forEach(task -> {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    // Thread names are cut to 15 characters by the kernel; the tid tells same-named threads apart.
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
                            + "#" + task.getFileName();
                    threads.put(name, ticks(stat));
                } catch (IOException e) {
                    // the thread ended between list and read
                }
            });
        }
        return new Sample(ticks(Files.readString(Path.of("/proc/" + pid + "/stat"))), rss, threads);
    }

    /** utime + stime of the process and of its children's live processes (the playground's etcd). */
    static long descendantTicks(Process process) {
        return process.descendants().mapToLong(h -> {
            try {
                return ticks(Files.readString(Path.of("/proc/" + h.pid() + "/stat")));
            } catch (IOException e) {
                return 0;
            }
        }).sum();
    }

    private static long ticks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // fields 14 and 15 of proc(5), counted from after the name: state is index 0
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    static void deleteTree(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
