package io.etcdexplorer.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What /proc says of a process for StartupBench: CPU (whole, in ticks; per thread, in nanoseconds) and resident
 * memory. Per thread it reads {@code schedstat}, the scheduler's exact time on CPU, because an idle minute's figures
 * are tens of milliseconds, a few 10 ms ticks; threads are told apart as the JVM's own housekeeping or the app's.
 */
final class ProcessProbe {

    /** USER_HZ is 100 on every Linux the bench runs on (getconf CLK_TCK). */
    static final double MS_PER_TICK = 10.0;

    /**
     * The JVM's and the JDK's own threads as the kernel names them (15 characters at most): the collector's (ZGC, G1,
     * parallel workers), the VM thread, monitor deflation, the JIT, and the JDK's service threads. No option of an
     * application reaches what they do at rest; everything else (the app's executors, JavaFX, GTK, Vert.x, gRPC) is
     * the app's.
     */
    private static final Pattern JVM_THREAD = Pattern.compile("VM Thread|VM Periodic Tas|Monitor Deflati"
            + "|Z(Director|Stat|Uncommitter|Driver|Unmapper|Worker#\\d+|RuntimeWorke.*)|G1 .*|GC Thread#\\d+"
            + "|C[12] CompilerThre|Sweeper thread|Service Thread|Signal Dispatch|Reference Handl|Finalizer"
            + "|Common-Cleaner|Notification Th|Attach Listener");

    private ProcessProbe() {
    }

    /** {@code threadNs}: CPU nanoseconds per thread, keyed "name#tid". */
    record Sample(long ticks, long rssKb, Map<String, Long> threadNs) {
        double cpuMsSince(Sample before) {
            return (ticks - before.ticks) * MS_PER_TICK;
        }

        /** CPU of the JVM's own threads since {@code before} (true), or of all the others (false), in ms. */
        double threadsMsSince(Sample before, boolean jvm) {
            return since(before).filter(e -> isJvmThread(e.getKey()) == jvm).mapToLong(Map.Entry::getValue).sum() / 1e6;
        }

        /** Threads that used CPU between the two samples, busiest first, as "name=ms/min" to a tenth. */
        String threadsSince(Sample before, double minutes) {
            return since(before).filter(e -> e.getValue() > 0)
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .map(e -> e.getKey() + "=" + Math.round(e.getValue() / 1e5 / minutes) / 10.0)
                    .collect(Collectors.joining(", "));
        }

        /** Threads that ended between the samples are left out: their last CPU is not readable any more. */
        private Stream<Map.Entry<String, Long>> since(Sample before) {
            return threadNs.entrySet().stream()
                    .map(e -> Map.entry(e.getKey(), e.getValue() - before.threadNs.getOrDefault(e.getKey(), 0L)));
        }
    }

    /** Whether "name#tid" is one of the JVM's or JDK's own threads, not the app's. */
    static boolean isJvmThread(String nameAndTid) {
        return JVM_THREAD.matcher(nameAndTid.substring(0, nameAndTid.lastIndexOf('#'))).matches();
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
                    threads.put(name, threadNs(task, stat));
                } catch (IOException e) {
                    // the thread ended between list and read
                }
            });
        }
        return new Sample(ticks(Files.readString(Path.of("/proc/" + pid + "/stat"))), rss, threads);
    }

    /** The thread's time on CPU from schedstat, or from its ticks where the kernel keeps no schedstat. */
    private static long threadNs(Path task, String stat) throws IOException {
        Path schedstat = task.resolve("schedstat");
        if (Files.isReadable(schedstat)) {
            return Long.parseLong(Files.readString(schedstat).trim().split(" ")[0]);
        }
        return ticks(stat) * 10_000_000L;
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
