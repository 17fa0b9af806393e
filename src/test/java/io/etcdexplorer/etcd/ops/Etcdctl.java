package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.testsupport.EtcdTools;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/** Runs the real etcdctl beside the etcd under test (v3 API) directly or through bash, as a user would. */
final class Etcdctl {

    /** What a run printed and returned. */
    record Run(int exit, String out, String err) {
        Run ok() {
            if (exit != 0) {
                fail("etcdctl failed with exit " + exit + ": " + err + out);
            }
            return this;
        }
    }

    private Etcdctl() {
    }

    /** {@code etcdctl --endpoints=ENDPOINT ARGS}, with {@code stdin} (may be null) as its input. */
    static Run run(String endpoint, String stdin, String... args) {
        List<String> command = new ArrayList<>(List.of(binary().toString(), "--endpoints=" + endpoint));
        command.addAll(List.of(args));
        return start(command, stdin, false);
    }

    /** A script, as a file, through bash: copied commands may be long, have pipes and here-documents. */
    static Run bash(String script) {
        return bash(script, false);
    }

    /** {@link #bash(String)}; with {@code json}, etcdctl prints -w json (set by ETCDCTL_WRITE_OUT). */
    static Run bash(String script, boolean json) {
        binary();
        try {
            Path file = Files.createTempFile("etcdctl-ops-", ".sh");
            try {
                Files.writeString(file, script + "\n");
                return start(List.of("bash", file.toString()), null, json);
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** The etcdctl -w json text, with the header revision and raft term (which may move) set to fixed values. */
    static String normalized(String json) {
        return json.strip().replaceAll("\"revision\":\\d+", "\"revision\":1").replaceAll("\"raft_term\":\\d+",
                "\"raft_term\":1");
    }

    private static Path binary() {
        return EtcdTools.etcdctl();
    }

    private static Run start(List<String> command, String stdin, boolean json) {
        try {
            Path err = Files.createTempFile("etcdctl-err-", ".txt");
            try {
                ProcessBuilder builder = new ProcessBuilder(command).redirectError(err.toFile());
                Map<String, String> env = builder.environment();
                env.put("ETCDCTL_API", "3");
                if (json) {
                    env.put("ETCDCTL_WRITE_OUT", "json");
                }
                // The commands say "etcdctl": make that the binary these tests compare with.
                env.put("PATH", binary().getParent() + ":" + env.getOrDefault("PATH", ""));
                Process process = builder.start();
                try (OutputStream in = process.getOutputStream()) {
                    if (stdin != null) {
                        in.write(stdin.getBytes(StandardCharsets.UTF_8));
                    }
                }
                String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!process.waitFor(60, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    fail("etcdctl did not finish: " + command);
                }
                return new Run(process.exitValue(), out, Files.readString(err));
            } finally {
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
