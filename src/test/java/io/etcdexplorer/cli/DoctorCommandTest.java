package io.etcdexplorer.cli;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code doctor --snapshot FILE}: refused with why and what to use instead, never a check of 127.0.0.1:2379. */
class DoctorCommandTest {

    @Test
    void aSnapshotFileIsRefusedWithWhereToOpenItInstead() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = DoctorCommand.run(List.of("--snapshot", "backup.db"), Map.of(), new PrintStream(out, true, UTF_8),
                new PrintStream(err, true, UTF_8));
        assertEquals(2, code);
        assertEquals("", out.toString(UTF_8), "no report of a cluster it did not check");
        String said = err.toString(UTF_8);
        assertTrue(said.startsWith("etcd-explorer doctor: doctor checks a live cluster, and --snapshot names a file"),
                said);
        assertTrue(said.contains("java -jar etcd-explorer.jar --snapshot FILE"), "open it in the window: " + said);
        assertTrue(said.contains("java -jar etcd-explorer.jar space --snapshot FILE"), "or analyse it: " + said);
    }
}
