package io.etcdexplorer.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Start-up and idle cost, side by side in one run (issue 26): prints {@code startup_*} and {@code idle_*} lines.
 * Each start is a fresh {@code java} process with this JVM's options, started as the README's run command starts the
 * app ({@code -jar} the shaded jar, mapping the AppCDS archive {@code mvn package} made beside it) when the jar is
 * given (5th argument), else on this JVM's class path; timed from just before the process is started to the line the window prints on stdout when it is shown and taking input (the app's
 * {@code StartupSignal}, {@link HelloWindow} for the bare window): {@code startup_hello_ms}, {@code startup_window_ms}
 * (the welcome window, connection list showing) and {@code startup_playground_ms} (the app opens the playground as
 * soon as the window is up; the key tree's first level laid out). One unrecorded warm-up of each (it also seeds the
 * playground), then {@code runs} rounds interleaved, medians printed. With an app image's launcher (4th argument) the
 * same for it, through {@code JAVA_TOOL_OPTIONS}. Then an empty JVM ({@link EmptyJvm}, the floor of idle CPU), the bare
 * window, the welcome screen and the connected playground (Value tab, Events tab not shown) run side by side: after
 * {@code settle} seconds, CPU (utime+stime of /proc/pid/stat) over {@code runs} rounds of {@code seconds} each
 * ({@link IdleRounds}: medians), split by thread into the JVM's housekeeping and the app's, and VmRSS at the end; the
 * CPU per thread is printed as a comment line, to say who is busy.
 * With the jar, each round also starts it without the archive ({@code startup_*_noarchive_ms}), to show what the
 * archive buys. Args: runs settleSeconds idleSeconds [launcher [jar]].
 */
public final class StartupBench {

    private static final String READY = "etcd-explorer ready: ";
    private static final long TIMEOUT_MS = 180_000;
    /** The started processes' stderr, kept after the run to read why one failed. */
    private static final Path STDERR = Path.of("target", "startup-bench-stderr.log");

    private final List<String> java = new ArrayList<>();
    private final List<String> jvmOptions = new ArrayList<>();
    private final Path work;
    /** The shaded jar and its archive, as the README's run command starts them; null: this JVM's class path. */
    private final Path jar;

    private StartupBench(Path work, Path jar) {
        this.work = work;
        this.jar = jar;
        jvmOptions.add(ProcessHandle.current().info().command().orElse("java"));
        jvmOptions.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        java.addAll(jvmOptions);
        java.add("-cp");
        java.add(System.getProperty("java.class.path"));
    }

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        int settle = Integer.parseInt(args[1]);
        int seconds = Integer.parseInt(args[2]);
        String launcher = args.length > 3 ? args[3] : "";
        Path jar = args.length > 4 && Files.isRegularFile(Path.of(args[4])) ? Path.of(args[4]) : null;
        if (jar == null) {
            System.out.println("# startup: no jar" + (args.length > 4 ? " at " + args[4] : "")
                    + " (mvn package builds it): the app runs on the bench's class path, without an AppCDS archive");
        } else if (!Files.isRegularFile(archive(jar))) {
            System.out.println("# startup: no AppCDS archive at " + archive(jar) + " (mvn package makes it on a "
                    + "display or Xvfb): the README's command starts without it");
        }
        Files.deleteIfExists(STDERR);
        StartupBench bench = new StartupBench(Files.createTempDirectory("etcd-explorer-startup"), jar);
        try {
            bench.startups(runs, launcher);
            bench.idle(settle, seconds, runs);
        } finally {
            ProcessProbe.deleteTree(bench.work);
        }
        System.exit(0);
    }

    private void startups(int runs, String launcher) throws Exception {
        Path home = work.resolve("home");
        System.err.println("startup: warm-up (seeds the playground)");
        time(hello(), "window").stop();
        time(app(home, "playground"), "playground").stop();
        List<Double> hello = new ArrayList<>();
        List<Double> window = new ArrayList<>();
        List<Double> playground = new ArrayList<>();
        List<Double> bareWindow = new ArrayList<>();
        List<Double> barePlayground = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            hello.add(time(hello(), "window").stop().ms("window"));
            Launch app = time(app(home, "playground"), "playground").stop();
            window.add(app.ms("window"));
            playground.add(app.ms("playground"));
            System.err.printf("startup run %d: hello %.0f ms, window %.0f ms, playground %.0f ms%n", i + 1,
                    hello.get(i), window.get(i), playground.get(i));
            if (jar != null) {
                Launch bare = time(withoutArchive(app(home, "playground")), "playground").stop();
                bareWindow.add(bare.ms("window"));
                barePlayground.add(bare.ms("playground"));
            }
        }
        double helloMs = median(hello);
        print("startup_hello_ms", helloMs);
        print("startup_window_ms", median(window));
        print("startup_playground_ms", median(playground));
        print("startup_window_ratio", median(window) / helloMs);
        print("startup_playground_ratio", median(playground) / helloMs);
        if (jar != null) {
            print("startup_window_noarchive_ms", median(bareWindow));
            print("startup_playground_noarchive_ms", median(barePlayground));
        }
        if (launcher.isEmpty() || !Files.isExecutable(Path.of(launcher))) {
            System.out.println("startup_package: skipped, no app image launcher"
                    + (launcher.isEmpty() ? "" : " at " + launcher) + " (packaging/package.sh builds it)");
            return;
        }
        Path packageHome = work.resolve("package-home");
        time(packaged(launcher, packageHome), "playground").stop();
        List<Double> pkgWindow = new ArrayList<>();
        List<Double> pkgPlayground = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            Launch app = time(packaged(launcher, packageHome), "playground").stop();
            pkgWindow.add(app.ms("window"));
            pkgPlayground.add(app.ms("playground"));
        }
        print("startup_package_window_ms", median(pkgWindow));
        print("startup_package_playground_ms", median(pkgPlayground));
    }

    private void idle(int settle, int seconds, int rounds) throws Exception {
        System.err.printf("idle: an empty JVM, the bare window, the welcome screen and the connected playground side "
                + "by side; %d s settle, then %d rounds of %d s%n", settle, rounds, seconds);
        String[] names = {"jvm", "hello", "welcome", "connected"};
        Launch[] launches = {time(main(EmptyJvm.class), "window"), time(hello(), "window"),
                time(app(work.resolve("idle-welcome"), "window"), "window"),
                time(app(work.resolve("home"), "playground"), "playground")};
        try {
            Thread.sleep(settle * 1000L);
            long[] pids = new long[launches.length];
            for (int i = 0; i < launches.length; i++) {
                pids[i] = launches[i].process.pid();
            }
            ProcessProbe.Sample[] last = IdleRounds.measure(names, pids, launches[3].process, seconds, rounds);
            print("idle_welcome_rss_ratio", last[2].rssKb() / (double) last[1].rssKb());
        } finally {
            for (Launch launch : launches) {
                launch.stop();
            }
        }
    }

    private List<String> hello() {
        return main(HelloWindow.class);
    }

    /** A main class of the bench's class path, started with the bench's JVM options. */
    private List<String> main(Class<?> mainClass) {
        List<String> cmd = new ArrayList<>(java);
        cmd.add(mainClass.getName());
        return cmd;
    }

    private List<String> app(Path home, String mode) {
        List<String> cmd = new ArrayList<>(jvmOptions);
        if (jar != null) {
            cmd.add("-XX:SharedArchiveFile=" + archive(jar));
        }
        cmd.add("-Detcd-explorer.home=" + home);
        cmd.add("-Detcd-explorer.bench.startup=" + mode);
        cmd.addAll(jar == null ? List.of("-cp", System.getProperty("java.class.path"), "io.etcdexplorer.Launcher")
                : List.of("-jar", jar.toString()));
        return cmd;
    }

    private static List<String> withoutArchive(List<String> command) {
        return command.stream().filter(a -> !a.startsWith("-XX:SharedArchiveFile=")).toList();
    }

    /** Where {@code mvn package} (packaging/cds-archive.sh --jar) puts the jar's archive. */
    static Path archive(Path jar) {
        return jar.resolveSibling(jar.getFileName().toString().replaceFirst("\\.jar$", ".jsa"));
    }

    private static List<String> packaged(String launcher, Path home) {
        return List.of(launcher, "JAVA_TOOL_OPTIONS=-Detcd-explorer.home=" + home
                + " -Detcd-explorer.bench.startup=playground");
    }

    /** Starts the command and waits for the {@code ready: what} line. */
    private Launch time(List<String> command, String what) throws Exception {
        List<String> cmd = new ArrayList<>(command);
        ProcessBuilder pb = new ProcessBuilder();
        if (cmd.size() == 2 && cmd.get(1).startsWith("JAVA_TOOL_OPTIONS=")) {
            pb.environment().put("JAVA_TOOL_OPTIONS", cmd.remove(1).substring("JAVA_TOOL_OPTIONS=".length()));
        }
        pb.command(cmd).redirectError(ProcessBuilder.Redirect.appendTo(STDERR.toFile()));
        Launch launch = new Launch(pb.start(), System.nanoTime());
        launch.await(what);
        return launch;
    }

    static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    static void print(String name, double value) {
        System.out.printf("%s: %.1f%n", name, value);
    }

    /** One started process and when each ready line arrived. */
    private final class Launch {
        final Process process;
        final long t0;
        final Map<String, Long> ready = new ConcurrentHashMap<>();

        Launch(Process process, long t0) {
            this.process = process;
            this.t0 = t0;
            Thread reader = new Thread(() -> {
                try (BufferedReader in = new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String line; (line = in.readLine()) != null; ) {
                        if (line.startsWith(READY)) {
                            ready.put(line.substring(READY.length()), System.nanoTime());
                        }
                    }
                } catch (IOException e) {
                    // the process ended; await reports it
                }
            });
            reader.setDaemon(true);
            reader.start();
        }

        void await(String what) throws InterruptedException {
            long deadline = System.currentTimeMillis() + TIMEOUT_MS;
            while (!ready.containsKey(what)) {
                if (!process.isAlive() || System.currentTimeMillis() > deadline) {
                    stop();
                    throw new IllegalStateException("no '" + READY + what + "' from " + process.info().command()
                            .orElse("?") + " (exit " + (process.isAlive() ? "none" : process.exitValue())
                            + "); see " + STDERR);
                }
                Thread.sleep(5);
            }
        }

        double ms(String what) {
            return (ready.get(what) - t0) / 1e6;
        }

        /** Ends the app as closing it would (SIGTERM), and anything it started that outlives it (the playground). */
        Launch stop() throws InterruptedException {
            List<ProcessHandle> children = process.descendants().toList();
            process.destroy();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
            for (ProcessHandle child : children) {
                if (child.isAlive()) {
                    System.err.println("startup: " + child.info().command().orElse("?") + " outlived the app; ended");
                    child.destroy();
                    child.onExit().orTimeout(10, TimeUnit.SECONDS).exceptionally(e -> null).join();
                }
            }
            return this;
        }
    }
}
