package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.doctor.ConnectionDoctor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.tls.ProfileCertificates;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileEditorViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private static ProfileEditorViewModel editor(ConnectionProfile profile) {
        return new ProfileEditorViewModel(profile, null, null, null, BackgroundExecutor.sameThread(),
                new ConnectionDoctor(new EtcdConnector()), new ProfileCertificates());
    }

    @Test
    void badInputIsExplainedAndBlocksSaving() {
        ProfileEditorViewModel vm = editor(ConnectionProfile.ofEndpoints("x", List.of("127.0.0.1:2379")));
        assertTrue(vm.validBinding().get());
        vm.endpointsProperty().set("10.0.0.1, ftp://h:1, nohost:");
        vm.certProperty().set("/pki/client.crt");
        vm.timeoutSecondsProperty().set("soon");
        vm.colorProperty().set("red");
        assertFalse(vm.validBinding().get());
        assertEquals(List.of(
                "Endpoint 10.0.0.1 has no port: etcd's client port is usually 2379",
                "Endpoint ftp://h:1: use http:// or https://",
                "Endpoint nohost: has no port: etcd's client port is usually 2379",
                "A client certificate needs its private key file too.",
                "Connect timeout: a whole number of seconds from 1 to 600.",
                "Colour: write it as #rrggbb."), vm.problemsBinding().get());
        assertFalse(vm.canTestBinding().get());
    }

    @Test
    void testsTheSettingsAsTypedAndForgetsTheReportWhenTheyChange() {
        ProfileEditorViewModel vm = editor(ConnectionProfile.ofEndpoints("local", List.of(etcd.endpoint())));
        vm.testConnection();
        assertTrue(vm.reportProperty().get().connected(), () -> vm.reportProperty().get().toText());
        vm.endpointsProperty().set("127.0.0.1:1");
        assertNull(vm.reportProperty().get(), "a report about other settings would mislead");
        vm.testConnection();
        assertFalse(vm.reportProperty().get().connected());
        assertTrue(vm.reportProperty().get().problem().getMessage().startsWith("Connection refused"));
    }

    @Test
    void testingThePeerPortSaysItIsThePeerPort() {
        // etcd serves gRPC on its peer port too: Test connection must not call that connected.
        String peer = "http://127.0.0.1:" + etcd.process().peerPort();
        ProfileEditorViewModel vm = editor(ConnectionProfile.ofEndpoints("peer", List.of(peer)));
        vm.testConnection();
        assertFalse(vm.reportProperty().get().connected(), () -> vm.reportProperty().get().toText());
        assertEquals(peer + " is etcd's peer port, where the members talk to each other; clients use the port in "
                + "--listen-client-urls (usually 2379).", vm.reportProperty().get().problem().getMessage());
        assertEquals("Use " + etcd.endpoint() + ", the client URL this cluster advertises.",
                vm.reportProperty().get().problem().hint());
    }

    @Test
    void savingKeepsSecretsOutOfTheProfile() {
        ConnectionProfile original = ConnectionProfile.ofEndpoints("prod", List.of("https://10.0.0.1:2379"));
        ProfileEditorViewModel vm = editor(original);
        vm.userProperty().set("root");
        vm.passwordProperty().set("pw");
        vm.keyProperty().set("/pki/bundle.p12");
        vm.keyPasswordProperty().set("kpw");
        vm.readOnlyProperty().set(true);
        vm.colorProperty().set("#cc0000");
        ProfileEditorViewModel.Result result = vm.save();
        assertEquals(original.id(), result.profile().id(), "an edit keeps the identity");
        assertEquals("root", result.profile().user());
        assertEquals("/pki/bundle.p12", result.profile().key());
        assertTrue(result.profile().readOnly());
        assertEquals("pw", result.password());
        assertEquals("kpw", result.keyPassword());
        assertFalse(result.profile().toString().contains("pw,"), "no secret in the profile");
    }

    @Test
    void inspectionRelatesTheFilesAsTypedThenDescribesTheChosenOne(@TempDir Path dir) {
        TestPki pki = TestPki.create(dir);
        TestPki.Issued client = pki.ca().issue(TestPki.Spec.client("client"));
        TestPki.Issued other = pki.ca().issue(TestPki.Spec.client("other"));
        ProfileEditorViewModel vm = editor(ConnectionProfile.ofEndpoints("x", List.of(etcd.endpoint())));
        vm.caCertProperty().set(pki.ca().certPem().toString());
        vm.certProperty().set(client.certPem().toString());
        vm.keyProperty().set(other.keyFile(TestPki.KeyFormat.PKCS1_PEM).toString());

        vm.inspect(client.certPem().toString());

        Inspection inspection = vm.inspectionProperty().get();
        assertEquals(List.of(Inspection.Mark.FAILED, Inspection.Mark.PASSED, Inspection.Mark.SKIPPED,
                Inspection.Mark.PASSED), inspection.summary().stream().map(Inspection.Line::mark).toList(),
                inspection::toString);
        assertTrue(inspection.summary().get(0).text().contains("does not belong to the client certificate"
                + " 'CN=client'"), inspection::toString);
        assertTrue(inspection.summary().get(2).text().contains("uses http://"), inspection::toString);
        assertTrue(inspection.details().contains("Subject:  CN=client"), inspection::details);
        assertFalse(vm.inspectingProperty().get());
    }
}
