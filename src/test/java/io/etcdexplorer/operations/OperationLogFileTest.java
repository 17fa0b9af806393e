package io.etcdexplorer.operations;


import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Save log" and what the log holds, against a real etcd reached through an endpoint URL with a password in it
 * (etcd ignores it): the password shows nowhere, and the saved log is owner-only.
 */
class OperationLogFileTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final String PASSWORD = "pw-in-the-url";

    @TempDir
    Path dir;

    private OperationsFixture f;
    private String endpoint;

    @BeforeEach
    void connectThroughAUrlWithAPassword() {
        f = new OperationsFixture(etcd);
        endpoint = etcd.endpoint().replace("http://", "http://root:" + PASSWORD + "@");
        f.reconnect(ConnectionSettings.plain(List.of(endpoint)));
    }

    @AfterEach
    void close() {
        f.close();
    }

    @Test
    void theLogAndItsSavedFileShowTheUrlWithoutItsPassword() throws Exception {
        PutForm put = f.ops.put();
        put.keyProperty().set("/logged");
        put.valueProperty().set("v");
        put.write();

        String command = f.lastLog().command();
        assertTrue(command.contains(endpoint.replace(PASSWORD, "***")), command);
        assertFalse(command.contains(PASSWORD), command);
        assertFalse(f.session.settings().endpointsLabel().contains(PASSWORD));
        f.status.setConnection("Command line · " + endpoint);
        assertFalse(f.status.connectionProperty().get().contains(PASSWORD), "the status line");

        Path file = dir.resolve("etcd-operations.log");
        Files.writeString(file, "an older log");
        if (SafeFiles.isPosix()) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
        OperationLog.save(List.copyOf(f.log.entries()), file);

        String saved = Files.readString(file);
        assertTrue(saved.contains("put /logged v"), saved);
        assertFalse(saved.contains(PASSWORD), saved);
        if (SafeFiles.isPosix()) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
    }

    @Test
    void aFailedConnectionNamesTheEndpointWithoutItsPassword() {
        String dead = "http://root:" + PASSWORD + "@127.0.0.1:1";
        EtcdAccessException e = assertThrows(EtcdAccessException.class, () -> new EtcdConnector().connect(
                ConnectionSettings.builder(List.of(dead)).dialTimeout(Duration.ofSeconds(1)).build(), h -> { }));

        assertTrue(e.describe().contains("http://root:***@127.0.0.1:1"), e.describe());
        assertFalse(e.describe().contains(PASSWORD), e.describe());
    }
}
