package io.etcdexplorer.profiles.secrets;

import io.etcdexplorer.i18n.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs commands as child processes. Input and the two outputs are pumped by short-lived daemon threads, so a tool
 * that neither reads its input nor ends (a keyring daemon that never answers) cannot block past the timeout.
 */
public final class SystemProcessRunner implements ProcessRunner {

    private static final Messages TEXT = Messages.of(SystemProcessRunner.class);

    private static final Logger LOG = LoggerFactory.getLogger(SystemProcessRunner.class);

    private final Map<String, String> environment;

    /** Children inherit this JVM's environment. */
    public SystemProcessRunner() {
        this(Map.of());
    }

    /** Children inherit this JVM's environment plus {@code environment} (e.g. another D-Bus session's address). */
    public SystemProcessRunner(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    @Override
    public Result run(List<String> command, String input, Duration timeout) throws IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(environment);
        Process process = builder.start();
        String name = Path.of(command.get(0)).getFileName().toString();
        CompletableFuture<String> stdout = pump(() -> read(process.getInputStream()), name);
        CompletableFuture<String> stderr = pump(() -> read(process.getErrorStream()), name);
        pump(() -> write(process.getOutputStream(), input), name);
        try {
            if (!process.waitFor(remaining(deadline), TimeUnit.NANOSECONDS)) {
                throw new IOException(TEXT.format("process.timeout", name, describe(timeout)));
            }
            return new Result(process.exitValue(), await(stdout, deadline, name), await(stderr, deadline, name));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException(TEXT.format("process.interrupted", name));
        } finally {
            // Also ends helpers it started (e.g. an autolaunched D-Bus) that would keep the output pipes open.
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    private interface IoWork {
        String run() throws IOException;
    }

    private static CompletableFuture<String> pump(IoWork work, String name) {
        CompletableFuture<String> result = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                result.complete(work.run());
            } catch (IOException | RuntimeException e) {
                result.completeExceptionally(e);
            }
        }, "process-io-" + name);
        thread.setDaemon(true);
        thread.start();
        return result;
    }

    private static String read(InputStream in) throws IOException {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String write(OutputStream out, String input) {
        try (out) {
            if (input != null) {
                out.write(input.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException ignored) {
            // The tool exited without reading its input; its exit code says what went wrong.
            LOG.debug("A child process did not read its input", ignored);
        }
        return "";
    }

    private static String await(CompletableFuture<String> output, long deadline, String name) throws IOException,
            InterruptedException {
        try {
            return output.get(Math.max(remaining(deadline), TimeUnit.MILLISECONDS.toNanos(100)), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw new IOException(TEXT.format("process.outputOpen", name));
        } catch (ExecutionException e) {
            throw new IOException(TEXT.format("process.unreadable", name), e.getCause());
        }
    }

    private static String describe(Duration timeout) {
        return timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms";
    }

    private static long remaining(long deadline) {
        return Math.max(0, deadline - System.nanoTime());
    }
}
