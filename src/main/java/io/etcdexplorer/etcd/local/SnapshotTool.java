package io.etcdexplorer.etcd.local;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * etcd's own offline snapshot commands: {@code etcdutl snapshot status|restore} (etcd 3.5 and later), or
 * {@code ETCDCTL_API=3 etcdctl snapshot status|restore} where only etcd 3.4's etcdctl is there. The file is never
 * read here: what a snapshot holds is the tool's business, what it says is classified by {@link ToolRun}.
 *
 * @param binary the etcdutl or etcdctl executable
 * @param etcdutl true for etcdutl, false for etcdctl
 */
public record SnapshotTool(Path binary, boolean etcdutl) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * Finds the tool: etcdutl beside {@code etcd} (the etcd that will serve the restored copy, so both come from one
     * release), then on {@code PATH}; then etcdctl the same way; then the usual install locations.
     */
    public static Optional<SnapshotTool> locate(Map<String, String> env, Optional<Path> etcd) {
        return locate(env, etcd, EtcdBinary.commonLocations());
    }

    /** As {@link #locate(Map, Optional)}, with etcd's usual locations given (tests: none). */
    public static Optional<SnapshotTool> locate(Map<String, String> env, Optional<Path> etcd,
                                                List<Path> etcdFallbacks) {
        for (String name : List.of("etcdutl", "etcdctl")) {
            List<Path> candidates = new ArrayList<>();
            etcd.ifPresent(e -> candidates.add(e.toAbsolutePath().resolveSibling(exe(name))));
            candidates.addAll(onPath(env, exe(name)));
            etcdFallbacks.forEach(p -> candidates.add(p.resolveSibling(exe(name))));
            Optional<Path> found = candidates.stream().filter(p -> Files.isRegularFile(p) && Files.isExecutable(p))
                    .findFirst();
            if (found.isPresent()) {
                return Optional.of(new SnapshotTool(found.get(), name.equals("etcdutl")));
            }
        }
        return Optional.empty();
    }

    /** How to get the tools, for a message: they come with etcd's client package. */
    public static String installHint() {
        return EtcdBinary.TEXT.get("toolsNotFound").replace("\n", System.lineSeparator());
    }

    /** What the tool reads from a snapshot's database, as {@code snapshot status -w json} prints it. */
    public record Status(long hash, long revision, long totalKey, long totalSize) {
    }

    /**
     * Runs {@code snapshot status -w json}.
     *
     * @throws ToolFailure when the tool refuses the file (see {@link ToolFailure#reason()}) or does not run
     */
    public Status status(Path file, BooleanSupplier stopped) throws IOException {
        String out = ToolRun.run(command("snapshot", "status", file.toString(), "-w", "json"), stopped, () -> { });
        String json = out.lines().filter(l -> l.startsWith("{")).reduce((a, b) -> b).orElse("");
        try {
            JsonNode node = JSON.readTree(json);
            if (node == null || !node.has("totalSize")) {
                throw new IOException("no JSON status line");
            }
            return new Status(node.path("hash").asLong(), node.path("revision").asLong(),
                    node.path("totalKey").asLong(), node.path("totalSize").asLong());
        } catch (IOException e) {
            throw new ToolFailure(ToolFailure.Reason.OTHER, EtcdBinary.TEXT.format("snapshotStatus.none",
                    binary.getFileName() + " snapshot status", ToolRun.tail(out)), out);
        }
    }

    /**
     * Restores {@code file} into the new data dir {@code dataDir} (which must not exist yet). {@code progress} is
     * polled by the caller's own thread while the tool copies; {@code stopped} ends the tool early.
     */
    public void restore(Path file, Path dataDir, boolean skipHashCheck, BooleanSupplier stopped, Runnable poll)
            throws IOException {
        List<String> args = new ArrayList<>(command("snapshot", "restore", file.toString(),
                "--data-dir", dataDir.toString()));
        if (skipHashCheck) {
            args.add("--skip-hash-check");
        }
        ToolRun.run(args, stopped, poll);
    }

    /** Whether this tool's restore has {@code --skip-hash-check} (etcd 3.3 and later do). */
    public boolean canSkipHashCheck() {
        try {
            return ToolRun.run(command("snapshot", "restore", "--help"), () -> false, () -> { })
                    .contains("skip-hash-check");
        } catch (IOException e) {
            return false; // a help text that does not print cannot promise the flag
        }
    }

    /** The bytes restored so far into {@code dataDir}: its database file, the bulk of the work. */
    public static LongSupplier restoredBytes(Path dataDir) {
        Path db = dataDir.resolve("member").resolve("snap").resolve("db");
        return () -> {
            try {
                return Files.exists(db) ? Files.size(db) : 0;
            } catch (IOException e) {
                return 0; // between the tool's create and rename: the next poll sees it
            }
        };
    }

    private List<String> command(String... args) {
        List<String> command = new ArrayList<>();
        command.add(binary.toString());
        command.addAll(List.of(args));
        return command;
    }

    private static String exe(String name) {
        return EtcdBinary.isWindows() ? name + ".exe" : name;
    }

    private static List<Path> onPath(Map<String, String> env, String name) {
        String path = env.getOrDefault("PATH", env.get("Path"));
        List<Path> found = new ArrayList<>();
        if (path == null) {
            return found;
        }
        for (String dir : path.split(File.pathSeparator)) {
            try {
                if (!dir.isBlank()) {
                    found.add(Path.of(dir.trim(), name));
                }
            } catch (InvalidPathException e) {
                // A malformed PATH entry must not stop the search (as for etcd itself).
            }
        }
        return found;
    }
}
