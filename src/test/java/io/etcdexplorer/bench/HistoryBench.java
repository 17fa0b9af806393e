package io.etcdexplorer.bench;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.timeline.HistoryReader;
import io.etcdexplorer.timeline.KeyHistory;
import io.etcdexplorer.timeline.RevisionBounds;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Times the key history of the revision timeline against etcdctl doing the same reads, and prints {@code name: value}
 * lines prefixed {@code history_}. Writes one key with {@value #VERSIONS} versions of {@value #VALUE_BYTES}-byte
 * values under a fresh prefix, then, {@value #RUNS} times interleaved: one {@code etcdctl watch --rev=<create
 * revision>} timed to its last event, {@link HistoryReader#readCurrentLife} (one watch from the key's create
 * revision: what the History tab shows first), {@link HistoryReader#read} (that, then the earlier lives: a watch
 * from the oldest revision up to the create revision), {@link HistoryReader#readByGets} (one get per version) and
 * {@code etcdctl get --rev} walking back by mod revision (one process per version). {@code HISTORY_WALKS=0} skips
 * the two get walks, which take minutes on a busy machine. Usage: {@code HistoryBench <endpoint>}.
 */
public final class HistoryBench {

    /** bench/run exports the etcdctl it was given, so that etcd and etcdctl are of the same release. */
    private static final String ETCDCTL = System.getenv().getOrDefault("ETCDCTL", "/usr/bin/etcdctl");
    private static final int VERSIONS = 1000;
    private static final int VALUE_BYTES = 100;
    private static final int RUNS = 3;
    private static final long SETTLE_MS = 3_000;
    private static final boolean WALKS = !"0".equals(System.getenv("HISTORY_WALKS"));
    private static final Pattern MOD_REVISION = Pattern.compile("\"mod_revision\":(\\d+)");
    private static final Pattern VERSION = Pattern.compile("\"version\":(\\d+)");

    private HistoryBench() {
    }

    public static void main(String[] args) throws Exception {
        String endpoint = args[0];
        String key = "/history-bench/" + System.currentTimeMillis() + "/key";
        byte[] keyBytes = key.getBytes(StandardCharsets.UTF_8);
        List<Double> ours = new ArrayList<>();
        List<Double> allLives = new ArrayList<>();
        List<Double> gets = new ArrayList<>();
        List<Double> ctlWalk = new ArrayList<>();
        List<Double> ctlWatch = new ArrayList<>();
        int versions;
        long window;
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(endpoint)), h -> { });
             Client writer = Client.builder().endpoints(endpoint).build()) {
            long create = write(writer, key);
            RevisionBounds bounds = RevisionBounds.read(session, keyBytes);
            window = bounds.current() - bounds.oldest();
            HistoryReader reader = new HistoryReader(session);
            versions = check(reader.read(keyBytes, () -> false));
            check(reader.readCurrentLife(keyBytes, () -> false));
            for (int run = 0; run < RUNS; run++) {
                ctlWatch.add(etcdctlWatch(endpoint, key, create));
                ours.add(millis(() -> check(reader.readCurrentLife(keyBytes, () -> false))));
                allLives.add(millis(() -> check(reader.read(keyBytes, () -> false))));
                // The earlier lives' watch makes etcd read the whole keyspace's history: let it settle, so that
                // the next round's etcdctl watch is not timed against its after-effects.
                Thread.sleep(SETTLE_MS);
                if (WALKS) {
                    gets.add(millis(() -> check(reader.readByGets(keyBytes, () -> false))));
                    ctlWalk.add(etcdctlWalk(endpoint, key));
                }
            }
        }
        System.out.println("history_versions: " + versions);
        System.out.println("history_window_revisions: " + window);
        print("history_ms", median(ours));
        print("history_all_lives_ms", median(allLives));
        print("history_etcdctl_watch_ms", median(ctlWatch));
        print("history_ratio_vs_etcdctl_watch", median(ours) / median(ctlWatch));
        if (WALKS) {
            print("history_getwalk_ms", median(gets));
            print("history_etcdctl_getwalk_ms", median(ctlWalk));
            print("history_speedup_vs_etcdctl_getwalk", median(ctlWalk) / median(ours));
        }
        System.exit(0);
    }

    /** Puts the versions one after another (each acknowledged), as an app updating a key would; returns the create revision. */
    private static long write(Client writer, String key) throws Exception {
        long create = 0;
        for (int i = 1; i <= VERSIONS; i++) {
            char[] value = new char[VALUE_BYTES];
            Arrays.fill(value, 'v'); // no newline: etcdctl watch prints each event as exactly 3 lines
            String number = Integer.toString(i);
            number.getChars(0, number.length(), value, 0);
            long revision = writer.getKVClient().put(bytes(key), bytes(new String(value))).get()
                    .getHeader().getRevision();
            create = create == 0 ? revision : create;
        }
        return create;
    }

    private static int check(KeyHistory history) {
        if (!history.complete() || history.versionCount() != VERSIONS || !history.existsNow()) {
            throw new IllegalStateException("expected " + VERSIONS + " versions, complete; got "
                    + history.versionCount() + " (" + history.problem() + ")");
        }
        return history.versionCount();
    }

    /** {@code etcdctl get KEY --rev=N -w json} from the newest version back to version 1, one process each. */
    private static double etcdctlWalk(String endpoint, String key) throws Exception {
        long start = System.nanoTime();
        long revision = 0;
        int read = 0;
        while (true) {
            List<String> command = new ArrayList<>(List.of(ETCDCTL, "--endpoints", endpoint, "get", key, "-w", "json"));
            if (revision > 0) {
                command.add("--rev=" + revision);
            }
            String json = run(command);
            Matcher mod = MOD_REVISION.matcher(json);
            Matcher version = VERSION.matcher(json);
            if (!mod.find() || !version.find()) {
                break;
            }
            read++;
            if (Long.parseLong(version.group(1)) == 1) {
                break;
            }
            revision = Long.parseLong(mod.group(1)) - 1;
        }
        double ms = (System.nanoTime() - start) / 1e6;
        if (read != VERSIONS) {
            throw new IllegalStateException("etcdctl walk read " + read + " versions");
        }
        return ms;
    }

    /** One {@code etcdctl watch --rev=CREATE KEY}, from process start to its last event's last line. */
    private static double etcdctlWatch(String endpoint, String key, long create) throws Exception {
        long start = System.nanoTime();
        ProcessBuilder builder = new ProcessBuilder(ETCDCTL, "--endpoints", endpoint, "watch", "--rev=" + create, key)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        long lines = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8), 1 << 16)) {
            while (lines < 3L * VERSIONS && in.readLine() != null) {
                lines++;
            }
        } finally {
            process.destroy();
            process.waitFor(5, TimeUnit.SECONDS);
        }
        double ms = (System.nanoTime() - start) / 1e6;
        if (lines != 3L * VERSIONS) {
            throw new IllegalStateException("etcdctl watch printed " + lines + " lines, expected " + 3 * VERSIONS);
        }
        return ms;
    }

    private static String run(List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException(command + " failed: " + new String(out, StandardCharsets.UTF_8));
        }
        return new String(out, StandardCharsets.UTF_8);
    }

    private interface Work {
        void run() throws Exception;
    }

    private static double millis(Work work) throws Exception {
        long start = System.nanoTime();
        work.run();
        return (System.nanoTime() - start) / 1e6;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }

    private static void print(String name, double value) {
        System.out.printf("%s: %.1f%n", name, value);
    }
}
