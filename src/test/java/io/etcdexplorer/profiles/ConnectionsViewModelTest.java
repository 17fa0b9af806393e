package io.etcdexplorer.profiles;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConnectionsViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();

    private ConnectionsViewModel viewModel() {
        return new ConnectionsViewModel(BackgroundExecutor.sameThread(), new EtcdConnector(),
                new ProfileStore(home.resolve("config")), new Playground(home.resolve("pg"), Map.of()), status);
    }

    @Test
    void connectsAndShowsTheResponseHeader() {
        ConnectionsViewModel vm = viewModel();
        vm.connectCommandLine(ConnectionSettings.plain(List.of(etcd.endpoint())));
        assertNotNull(vm.sessionProperty().get());
        assertEquals("Command line", vm.connectedProperty().get().name());
        vm.sessionProperty().get().get(new byte[]{'x'});
        assertTrue(status.headerProperty().get().revision() >= 1, "every response updates the header");
        assertTrue(status.connectionProperty().get().contains(etcd.endpoint()));
        vm.disconnect();
        assertNull(vm.sessionProperty().get());
        assertNull(status.headerProperty().get());
    }

    @Test
    void aRefusedConnectionNamesTheCauseAndTheFix() throws IOException {
        int unused;
        try (ServerSocket socket = new ServerSocket(0)) {
            unused = socket.getLocalPort();
        }
        ConnectionsViewModel vm = viewModel();
        vm.connectCommandLine(ConnectionSettings.plain(List.of("127.0.0.1:" + unused)));
        assertNull(vm.sessionProperty().get());
        assertFalse(vm.connectingProperty().get());
        var problem = status.problemProperty().get();
        assertNotNull(problem);
        assertTrue(problem.message().startsWith("Connection refused by http://127.0.0.1:" + unused),
                problem.message());
        assertTrue(problem.hint().contains("check that etcd is running"), problem.hint());
    }

    @Test
    void savedProfilesSurviveARestartAndBadInputIsExplained() {
        ConnectionsViewModel vm = viewModel();
        assertEquals("Give at least one endpoint, e.g. http://127.0.0.1:2379",
                vm.addProfile("staging", " , ").orElseThrow());
        assertTrue(vm.addProfile("staging", "http://10.0.0.1:2379, 10.0.0.2:2379").isEmpty());

        ConnectionsViewModel reopened = viewModel();
        List<String> names = reopened.entries().stream().map(ConnectionEntry::name).toList();
        assertEquals(List.of("Playground", "staging"), names);
        assertEquals(List.of("http://10.0.0.1:2379", "10.0.0.2:2379"), reopened.entries().get(1).profile().endpoints());

        reopened.selectedProperty().set(reopened.entries().get(1));
        assertTrue(reopened.canRemoveBinding().get());
        reopened.removeSelected();
        assertEquals(1, viewModel().entries().size());
    }
}
