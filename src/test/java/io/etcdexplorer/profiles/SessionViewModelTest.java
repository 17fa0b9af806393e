package io.etcdexplorer.profiles;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.secrets.MemorySecretStore;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Connecting, against a real etcd that has authentication enabled. */
class SessionViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private static final String ROOT_PASSWORD = "s3cret-root";

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();

    @BeforeAll
    static void enableAuth() throws Exception {
        Client client = etcd.client();
        ByteSequence root = ByteSequence.from("root", StandardCharsets.UTF_8);
        client.getAuthClient().userAdd(root, ByteSequence.from(ROOT_PASSWORD, StandardCharsets.UTF_8)).get();
        client.getAuthClient().userGrantRole(root, root).get();
        client.getAuthClient().authEnable().get();
    }

    private SessionViewModel viewModel() {
        return new SessionViewModel(BackgroundExecutor.sameThread(), new EtcdConnector(),
                new Playground(home.resolve("pg"), Map.of()), new MemorySecretStore(), status);
    }

    private static ConnectionEntry saved(String user) {
        return ConnectionEntry.saved(new ConnectionProfile(null, "auth", List.of(etcd.endpoint()), null, null, null,
                null, false, user, false, null, false, 5, null, null));
    }

    @Test
    void asksForThePasswordThenConnectsWithIt() {
        SessionViewModel vm = viewModel();
        ConnectionEntry entry = saved("root");
        vm.connect(entry);
        SecretRequest request = vm.secretRequestProperty().get();
        assertNotNull(request, "a password is asked for, not an error shown");
        assertTrue(request.password());
        assertNull(vm.sessionProperty().get());

        vm.provideSecrets(request, ROOT_PASSWORD, null, false);
        assertNotNull(vm.sessionProperty().get());
        assertNull(vm.secretRequestProperty().get());

        vm.disconnect();
        vm.connect(entry);
        assertNotNull(vm.sessionProperty().get(), "the password is remembered for the app's lifetime");
    }

    @Test
    void aWrongPasswordIsRefusedAndAskedForAgain() {
        SessionViewModel vm = viewModel();
        ConnectionEntry entry = saved("root");
        vm.connect(entry);
        vm.provideSecrets(vm.secretRequestProperty().get(), "wrong", null, false);
        SecretRequest again = vm.secretRequestProperty().get();
        assertNotNull(again);
        assertTrue(again.reason().startsWith("Authentication failed"), again.reason());
        assertNull(vm.sessionProperty().get());
    }

    @Test
    void withoutAUserTheServerSaysAuthenticationIsNeeded() {
        SessionViewModel vm = viewModel();
        vm.connect(ConnectionEntry.commandLine(ConnectionSettings.plain(List.of(etcd.endpoint()))));
        // At connect, on etcd 3.4 (which lists members to anyone) as on 3.5 (which does not); and with no user
        // to go with it, a password prompt would be useless: the problem says what to do instead.
        assertNull(vm.sessionProperty().get());
        assertNull(vm.secretRequestProperty().get(), "no password is asked for a connection without a user");
        var problem = status.problemProperty().get();
        assertNotNull(problem);
        assertEquals("This etcd has authentication enabled.", problem.message());
        assertTrue(problem.hint().contains("user name"), problem.hint());
    }

    @Test
    void aRefusedConnectionNamesTheCauseAndTheFix() throws IOException {
        int unused;
        try (ServerSocket socket = new ServerSocket(0)) {
            unused = socket.getLocalPort();
        }
        SessionViewModel vm = viewModel();
        vm.connect(ConnectionEntry.commandLine(ConnectionSettings.plain(List.of("127.0.0.1:" + unused))));
        assertNull(vm.sessionProperty().get());
        assertFalse(vm.connectingProperty().get());
        var problem = status.problemProperty().get();
        assertTrue(problem.message().startsWith("Connection refused by http://127.0.0.1:" + unused),
                problem.message());
        assertTrue(problem.hint().contains("check that etcd is running"), problem.hint());
    }

    @Test
    void connectsWithCommandLineSettingsAndShowsTheHeader() {
        SessionViewModel vm = viewModel();
        vm.connect(ConnectionEntry.commandLine(ConnectionSettings.builder(List.of(etcd.endpoint())).user("root")
                .password(ROOT_PASSWORD).build()));
        assertNotNull(vm.sessionProperty().get());
        vm.sessionProperty().get().get(new byte[]{'x'});
        assertTrue(status.headerProperty().get().revision() >= 1, "every response updates the header");
        assertTrue(status.connectionProperty().get().contains(etcd.endpoint()));
        vm.disconnect();
        assertNull(status.headerProperty().get());
    }

    @Test
    void aProblemOfTheClosedConnectionLeavesWithIt() {
        SessionViewModel vm = viewModel();
        vm.connect(ConnectionEntry.commandLine(ConnectionSettings.builder(List.of(etcd.endpoint())).user("root")
                .password(ROOT_PASSWORD).build()));
        status.report(io.etcdexplorer.status.Problem.of("Could not read the keys from " + etcd.endpoint(), ""));

        vm.disconnect();

        assertNull(status.problemProperty().get(), "the banner talked about the connection just closed");
    }
}
