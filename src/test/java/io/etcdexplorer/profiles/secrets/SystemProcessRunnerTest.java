package io.etcdexplorer.profiles.secrets;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class SystemProcessRunnerTest {

    private final SystemProcessRunner runner = new SystemProcessRunner();

    @BeforeEach
    void needsShell() {
        assumeTrue(Files.exists(Path.of("/bin/sh")), "needs a POSIX shell");
    }

    @Test
    void passesInputAndCollectsBothOutputs() throws IOException {
        ProcessRunner.Result result = runner.run(List.of("/bin/sh", "-c", "cat; echo oops >&2; exit 3"),
                "line 1\nü\n", Duration.ofSeconds(5));

        assertEquals(3, result.exitCode());
        assertEquals("line 1\nü\n", result.stdout());
        assertEquals("oops\n", result.stderr());
        assertFalse(result.toString().contains("line 1"), "toString never shows stdout, which may be a secret");
    }

    @Test
    void aCommandThatHangsIsKilledAtTheTimeout() {
        long start = System.nanoTime();
        IOException e = assertThrows(IOException.class,
                () -> runner.run(List.of("/bin/sh", "-c", "sleep 30"), null, Duration.ofMillis(300)));

        assertTrue(e.getMessage().startsWith("sh did not answer within"), e.getMessage());
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(5).toNanos());
    }

    @Test
    void aCommandThatDoesNotReadItsInputStillFinishes() throws IOException {
        ProcessRunner.Result result = runner.run(List.of("/bin/sh", "-c", "exit 0"), "x".repeat(1_000_000),
                Duration.ofSeconds(5));
        assertEquals(0, result.exitCode());
    }

    @Test
    void aMissingCommandIsAnIOException() {
        assertThrows(IOException.class, () -> runner.run(List.of("/nonexistent/tool"), null, Duration.ofSeconds(1)));
    }
}
