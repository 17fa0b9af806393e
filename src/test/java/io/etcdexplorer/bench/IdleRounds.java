package io.etcdexplorer.bench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * StartupBench's idle measure: processes already started and settled, sampled side by side over {@code rounds}
 * windows of equal length, medians printed as the start-up figures are (one window caught whatever a 30 s or 60 s
 * period happened to put in it). The per-thread comment lines cover all rounds together.
 */
final class IdleRounds {

    private IdleRounds() {
    }

    /**
     * {@code names[i]} names {@code pids[i]}'s figures: the first is the empty JVM, the last the connected window,
     * whose {@code connected} process's children are the playground's etcd. Returns the last samples (RSS at the end).
     */
    static ProcessProbe.Sample[] measure(String[] names, long[] pids, Process connected, int seconds, int rounds)
            throws IOException, InterruptedException {
        int n = pids.length;
        List<List<Double>> cpu = lists(n);
        List<List<Double>> jvm = lists(n);
        List<List<Double>> app = lists(n);
        List<Double> etcd = new ArrayList<>();
        ProcessProbe.Sample[] first = sample(pids);
        ProcessProbe.Sample[] before = first;
        long start = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            long etcdBefore = ProcessProbe.descendantTicks(connected);
            long t0 = System.nanoTime();
            Thread.sleep(seconds * 1000L);
            ProcessProbe.Sample[] after = sample(pids);
            double minutes = (System.nanoTime() - t0) / 60e9;
            for (int i = 0; i < n; i++) {
                cpu.get(i).add(after[i].cpuMsSince(before[i]) / minutes);
                // Exact per-thread time, split: what the JVM does for itself, and what the program on it does.
                jvm.get(i).add(after[i].threadsMsSince(before[i], true) / minutes);
                app.get(i).add(after[i].threadsMsSince(before[i], false) / minutes);
            }
            etcd.add((ProcessProbe.descendantTicks(connected) - etcdBefore) * ProcessProbe.MS_PER_TICK / minutes);
            System.err.printf("idle round %d: %s ms/min%n", r + 1, cpuLine(names, cpu, r));
            before = after;
        }
        double minutes = (System.nanoTime() - start) / 60e9;
        for (int i = 0; i < n; i++) {
            StartupBench.print("idle_" + names[i] + "_rss_mb", before[i].rssKb() / 1024.0);
            StartupBench.print("idle_" + names[i] + "_cpu_ms_per_min", StartupBench.median(cpu.get(i)));
            StartupBench.print("idle_" + names[i] + "_jvm_threads_cpu_ms_per_min", StartupBench.median(jvm.get(i)));
            StartupBench.print("idle_" + names[i] + "_app_threads_cpu_ms_per_min", StartupBench.median(app.get(i)));
            System.out.println("# idle " + names[i] + ", CPU ms/min by thread over all rounds: "
                    + before[i].threadsSince(first[i], minutes));
        }
        StartupBench.print("idle_connected_over_jvm_cpu_ms_per_min",
                StartupBench.median(cpu.get(n - 1)) - StartupBench.median(cpu.get(0)));
        StartupBench.print("idle_connected_etcd_cpu_ms_per_min", StartupBench.median(etcd));
        return before;
    }

    private static ProcessProbe.Sample[] sample(long[] pids) throws IOException {
        ProcessProbe.Sample[] samples = new ProcessProbe.Sample[pids.length];
        for (int i = 0; i < pids.length; i++) {
            samples[i] = ProcessProbe.sample(pids[i]);
        }
        return samples;
    }

    private static List<List<Double>> lists(int n) {
        List<List<Double>> lists = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            lists.add(new ArrayList<>());
        }
        return lists;
    }

    private static String cpuLine(String[] names, List<List<Double>> cpu, int round) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            line.append(i == 0 ? "" : ", ").append(names[i]).append(' ').append(Math.round(cpu.get(i).get(round)));
        }
        return line.toString();
    }
}
