package io.etcdexplorer.etcd.local;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Runs one etcd tool command to its end, or until stopped. Its output goes to a temporary file rather than a pipe:
 * a Go panic prints every goroutine's stack, far more than a pipe holds, and nobody needs to drain a file while
 * the tool runs. Only the output's last part is kept.
 */
final class ToolRun {

    private static final long POLL_MILLIS = 100;
    private static final int KEEP_BYTES = 64 * 1024;
    private static final int TAIL_LINES = 6;

    private ToolRun() {
    }

    /**
     * Runs {@code command}, calling {@code poll} about ten times a second meanwhile, and returns its output.
     *
     * @throws ToolFailure           when it exits with an error (classified by its output)
     * @throws CancellationException when {@code stopped} turned true; the tool is killed first
     */
    static String run(List<String> command, BooleanSupplier stopped, Runnable poll) throws IOException {
        Path out = Files.createTempFile("etcd-explorer-tool", ".out");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(out.toFile()).redirectInput(ProcessBuilder.Redirect.from(nullFile()));
            cleanEnvironment(builder.environment());
            Process process = builder.start();
            try {
                while (!process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                    poll.run();
                    if (stopped.getAsBoolean()) {
                        throw new CancellationException("stopped while running " + command.get(0));
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while running " + command.get(0));
            } finally {
                if (process.isAlive()) {
                    ProcessTree.terminate(process, -1, Duration.ZERO);
                }
            }
            poll.run();
            String output = lastPart(out);
            if (process.exitValue() != 0) {
                throw new ToolFailure(ToolFailure.classify(output), EtcdBinary.TEXT.format("toolFailed",
                        String.join(" ", command.subList(0, Math.min(3, command.size()))),
                        String.valueOf(process.exitValue()), tail(output)), output);
            }
            return output;
        } finally {
            Files.deleteIfExists(out);
        }
    }

    /** The last lines of what a tool printed, without Go's stack dump (from its first "goroutine " line). */
    static String tail(String output) {
        String text = output.strip();
        int stack = text.indexOf("\ngoroutine ");
        if (stack >= 0) {
            text = text.substring(0, stack).strip();
        }
        List<String> lines = text.lines().toList();
        return String.join(" ", lines.subList(Math.max(0, lines.size() - TAIL_LINES), lines.size()));
    }

    private static String lastPart(Path file) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            long length = raf.length();
            long from = Math.max(0, length - KEEP_BYTES);
            // A panic's cause is at its start: keep the head too when the output is long.
            byte[] head = new byte[(int) Math.min(length, 4096)];
            raf.readFully(head);
            byte[] rest = new byte[(int) (length - from)];
            raf.seek(from);
            raf.readFully(rest);
            String start = new String(head, StandardCharsets.UTF_8);
            return from == 0 ? new String(rest, StandardCharsets.UTF_8)
                    : start + "\n…\n" + new String(rest, StandardCharsets.UTF_8);
        }
    }

    /**
     * etcdctl 3.4 needs {@code ETCDCTL_API=3}; every other ETCDCTL_* or ETCD_* variable of the user's shell
     * (an output format, an endpoint) could change what the tool prints or does, so none is passed on.
     */
    private static void cleanEnvironment(Map<String, String> environment) {
        environment.keySet().removeIf(key -> key.startsWith("ETCDCTL_") || key.startsWith("ETCDUTL_")
                || key.startsWith("ETCD_") && !key.equals("ETCD_UNSUPPORTED_ARCH"));
        environment.put("ETCDCTL_API", "3");
    }

    private static java.io.File nullFile() {
        return new java.io.File(EtcdBinary.isWindows() ? "NUL" : "/dev/null");
    }
}
