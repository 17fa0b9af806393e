package io.etcdexplorer.oplog;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ops.EtcdctlFlavor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Log tab's commands: Save log writes the entries in the background and says how it went; Clear empties it. */
class OperationLogViewModelTest {

    @TempDir
    Path dir;

    private final OperationLog log = new OperationLog(Clock.systemUTC());
    private final List<String> said = new ArrayList<>();
    private final OperationLogViewModel viewModel = new OperationLogViewModel(log,
            BackgroundExecutor.sameThread(), said::add);

    @Test
    void saveWritesEveryEntryAndSaysWhere() throws Exception {
        log.speakEtcdctl(EtcdctlFlavor.V3_5);
        log.note("put", "etcdctl put /a 1", "declined: nothing written");
        log.note("delete", "etcdctl del /b", "declined: nothing deleted");
        assertFalse(viewModel.emptyBinding().get());
        Path file = dir.resolve("etcd-operations.log");

        viewModel.save(file);

        String saved = Files.readString(file);
        assertTrue(saved.contains("etcdctl put /a 1") && saved.contains("etcdctl del /b"), saved);
        assertEquals(List.of("Operation log saved to " + file), said);
    }

    @Test
    void aFolderThatCannotBeWrittenIsNamedWithWhatToDo() {
        log.note("put", "etcdctl put /a 1", "declined");
        Path file = dir.resolve("missing").resolve("etcd-operations.log");

        viewModel.save(file);

        assertEquals(1, said.size());
        assertTrue(said.get(0).startsWith("The operation log was not saved to " + file), said.get(0));
        assertTrue(said.get(0).endsWith("Choose a folder you can write to."), said.get(0));
        assertFalse(Files.exists(file));
    }

    @Test
    void clearEmptiesTheLog() {
        log.note("put", "etcdctl put /a 1", "declined");

        viewModel.clear();

        assertTrue(log.entries().isEmpty());
        assertTrue(viewModel.emptyBinding().get());
    }
}
