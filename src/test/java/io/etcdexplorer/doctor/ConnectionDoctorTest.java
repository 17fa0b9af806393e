package io.etcdexplorer.doctor;

import io.etcdexplorer.cli.DoctorCommand;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConnectionDoctorTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final ConnectionDoctor doctor = new ConnectionDoctor(new EtcdConnector());

    private static String deadEndpoint() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return "http://127.0.0.1:" + socket.getLocalPort();
        }
    }

    @Test
    void reportsMembersAndEveryEndpointsStatus() {
        DoctorReport report = doctor.examine(ConnectionSettings.plain(List.of(etcd.endpoint())));
        assertTrue(report.connected());
        assertEquals(1, report.members().size());
        assertEquals(List.of(etcd.endpoint()), report.members().get(0).clientUrls());
        EndpointStatus status = report.endpoints().get(0);
        assertTrue(status.ok(), status.error());
        assertTrue(status.version().startsWith("3."), status.version());
        assertTrue(status.isLeader(), "a single member leads");
        assertTrue(status.dbSize() > 0);
        assertTrue(report.toText().contains("leader"), report.toText());
    }

    @Test
    void oneOfTwoEndpointsDownStillConnectsAndIsReported() throws IOException {
        String dead = deadEndpoint();
        DoctorReport report = doctor.examine(ConnectionSettings.plain(List.of(dead, etcd.endpoint())));
        assertTrue(report.connected(), () -> report.toText());
        EndpointStatus down = report.endpoints().get(0);
        assertFalse(down.ok());
        assertTrue(down.error().startsWith("Connection refused"), down.error());
        assertTrue(report.endpoints().get(1).ok());
        assertTrue(report.notes().stream().anyMatch(n -> n.startsWith(dead + " does not answer")), report.notes()::toString);
    }

    @Test
    void commandPrintsTheDiagnosisAndExitsOneWhenItCannotConnect() throws IOException {
        String dead = deadEndpoint();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = DoctorCommand.run(List.of("--endpoints", dead), Map.of(),
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(1, code);
        assertTrue(text.contains("NOT CONNECTED: Connection refused by " + dead), text);
        assertTrue(text.contains("Failed at: etcd\n"), text);
        assertTrue(text.contains("Fix: Nothing listens there"), text);
    }

    @Test
    void commandExitsZeroWhenConnected() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = DoctorCommand.run(List.of(), Map.of("ETCDCTL_ENDPOINTS", etcd.endpoint()),
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code, out.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("Connected."));
    }
}
