package io.etcdexplorer.bench;

/** {@code -Dbench.threads=true} diagnostics for the watch bench: CPU per thread and what long UI tasks do. */
final class ThreadProbe {

    private ThreadProbe() {
    }

    /**
     * With -Dbench.threads=true: samples the UI thread's stack every 5 ms while a task has run for over 30 ms, and
     * prints the most frequent frames of the app, to say what the long UI tasks do.
     */
    static final class LongTasks {
        private volatile Thread ui;
        private volatile long taskStart;
        private final java.util.Map<String, Integer> counts = new java.util.concurrent.ConcurrentHashMap<>();

        LongTasks() {
            if (!Boolean.getBoolean("bench.threads")) {
                return;
            }
            Thread sampler = new Thread(() -> {
                while (true) {
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        return;
                    }
                    Thread thread = ui;
                    long start = taskStart;
                    if (thread != null && start != 0 && System.nanoTime() - start > 30_000_000L) {
                        String frames = java.util.Arrays.stream(thread.getStackTrace())
                                .filter(f -> f.getClassName().startsWith("io.etcdexplorer")
                                        && !f.getClassName().contains("bench"))
                                .limit(4).map(f -> f.getClassName().replaceAll(".*\\.", "") + "."
                                        + f.getMethodName() + ":" + f.getLineNumber())
                                .collect(java.util.stream.Collectors.joining(" < "));
                        counts.merge(frames, 1, Integer::sum);
                    }
                }
            }, "long-task-sampler");
            sampler.setDaemon(true);
            sampler.start();
        }

        void started(long start) {
            ui = Thread.currentThread();
            taskStart = start;
        }

        void ended() {
            taskStart = 0;
        }

        void print() {
            counts.entrySet().stream().sorted(java.util.Map.Entry.comparingByValue(java.util.Comparator.reverseOrder()))
                    .limit(12).forEach(e -> System.out.println("long_task_sample " + e.getValue() + " " + e.getKey()));
        }
    }

    /** With -Dbench.threads=true: CPU seconds per thread during the run, to see which stage is busy. */
    static void printCpu(java.util.Map<String, Double> atStart) {
        cpuTimes().entrySet().stream()
                .map(e -> java.util.Map.entry(e.getKey(), e.getValue() - atStart.getOrDefault(e.getKey(), 0.0)))
                .filter(e -> e.getValue() > 0.05)
                .sorted(java.util.Map.Entry.comparingByValue(java.util.Comparator.reverseOrder()))
                .forEach(e -> System.out.printf("thread_cpu_s %s: %.2f%n", e.getKey(), e.getValue()));
    }

    static java.util.Map<String, Double> cpuTimes() {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        java.util.Map<String, Double> times = new java.util.HashMap<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            times.put(t.getName() + "#" + t.getId(), mx.getThreadCpuTime(t.getId()) / 1e9);
        }
        return times;
    }
}
