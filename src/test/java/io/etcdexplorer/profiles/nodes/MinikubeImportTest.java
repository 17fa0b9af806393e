package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.nodes.NodeLayout.ClientPair;
import io.etcdexplorer.etcd.ssh.UnknownHostKeyException;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import io.etcdexplorer.testsupport.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static io.etcdexplorer.profiles.nodes.NodeTestKit.minikubeProfile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * "Connect to minikube" end to end: a fake ~/.minikube whose machines point at a real sshd, a TLS etcd behind it
 * with its certificates on the "node", the host-key question, then a working connection.
 */
class MinikubeImportTest {

    @TempDir
    static Path dir;
    static SshEtcd host;
    static Path noHealthcheck;

    @TempDir
    Path home;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        host = SshEtcd.start(dir, "localhost", "127.0.0.1");
        // A node without healthcheck-client.crt: etcd's server pair (valid for clients too, as kubeadm makes it). Its
        // own name: TestPki writes files by name, and "etcd-server" would replace the running etcd's key.
        noHealthcheck = Files.createDirectories(dir.resolve("host/no-healthcheck"));
        TestPki.Issued server = host.pki().ca().issue(TestPki.Spec.server("node-server", "localhost", "127.0.0.1")
                .usage(true, true));
        Files.copy(server.certPem(), noHealthcheck.resolve("server.crt"));
        Files.copy(server.keyFile(TestPki.KeyFormat.PKCS1_PEM), noHealthcheck.resolve("server.key"));
        SshdServer.exposeToSftp(noHealthcheck.resolve("server.crt"));
        if (SshdServer.runsAsRoot()) {
            Files.setPosixFilePermissions(noHealthcheck.resolve("server.key"),
                    PosixFilePermissions.fromString("rw-------"));
        } else {
            SshdServer.exposeToSftp(noHealthcheck.resolve("server.key"));
        }
    }

    @AfterAll
    static void stop() {
        if (host != null) {
            host.close();
        }
    }

    /** minikube's folders, but on the fake node: the healthcheck pair first, then etcd's server pair. */
    private static NodeLayout layout(Path certs) throws IOException {
        return new NodeLayout(NodeTestKit.loopbackEndpoint(host), null, host.remote("ca.crt").toString(), List.of(
                new ClientPair(certs.resolve("healthcheck-client.crt").toString(), NodeTestKit.clientKey(host)),
                ClientPair.named(certs.toString(), "server")));
    }

    private NodeImportViewModel importer(NodeTestKit kit, NodeLayout layout, MinikubeFinder finder) {
        return kit.importer(new NodeProfiles(kit.knownHosts, layout, NodeLayout.kubeadm()), finder);
    }

    @Test
    void findsTheClustersAsksAboutTheNodeOnceAndConnects() throws Exception {
        Path minikube = home.resolve(".minikube");
        int port = host.sshd().port();
        minikubeProfile(minikube, "minikube", "kvm2", "192.168.39.12", "127.0.0.1", port, host.sshd().user(),
                host.sshd().userKey(), "");
        Path dockerKey = minikube.resolve("machines/docker-dev/id_rsa");
        minikubeProfile(minikube, "docker-dev", "docker", "192.168.58.2", "", 0, host.sshd().user(),
                host.sshd().userKey(), dockerKey.toString());
        NodeTestKit kit = new NodeTestKit(home);
        NodeImportViewModel vm = importer(kit, layout(host.remote("")),
                new MinikubeFinder(minikube, NodeTestKit.dockerPublishing("docker-dev", port)));

        vm.findMinikubeClusters();

        assertEquals(List.of("docker-dev", "minikube"), vm.clusters().stream().map(MinikubeCluster::name).toList());
        MinikubeCluster docker = vm.clusters().get(0);
        assertEquals("127.0.0.1", docker.sshHost(), "the port docker publishes on this computer");
        assertEquals(port, docker.sshPort());
        assertEquals(dockerKey.toString(), docker.sshKey());
        assertNull(docker.note());
        MinikubeCluster kvm = vm.clusters().get(1);
        assertEquals("kvm2", kvm.driver());
        assertEquals(minikube.resolve("machines/minikube/id_rsa").toString(), kvm.sshKey(),
                "an empty SSHKeyPath means the machine's id_rsa in this .minikube, whatever StorePath says");
        assertNull(vm.importedProperty().get(), "several clusters wait for the user's choice");

        vm.selectedClusterProperty().set(kvm);
        vm.importMinikube();

        UnknownHostKeyException question = vm.hostKeyQuestionProperty().get();
        assertNotNull(question, "minikube's nodes are never in known_hosts: " + vm.messageProperty().get());
        assertEquals(host.sshd().hostKeyFingerprint(), question.fingerprint());
        assertEquals(kit.knownHosts, question.knownHostsFile());
        vm.trustHostKey();

        ConnectionEntry entry = vm.importedProperty().get();
        assertNotNull(entry, vm.messageProperty().get());
        ConnectionProfile profile = entry.profile();
        assertEquals("minikube", profile.name());
        assertEquals(List.of(NodeTestKit.loopbackEndpoint(host)), profile.endpoints());
        assertEquals(host.remote("healthcheck-client.crt").toString(), profile.cert());
        assertEquals(host.remote("ca.crt").toString(), profile.caCert());
        assertTrue(profile.ssh().remoteFiles() && profile.ssh().sudoForFiles(), profile.ssh().toString());
        assertEquals(kvm.sshKey(), profile.ssh().identityFile());
        assertFalse(profile.readOnly(), "minikube is a development cluster");
        assertEquals(entry, kit.list.selectedProperty().get());
        assertNull(kit.session.hostKeyQuestionProperty().get(), "the session finds the host trusted already");
        assertEquals(entry, kit.session.connectedProperty().get(), String.valueOf(kit.status.problemProperty().get()));
        NodeTestKit.assertPutAndGet(kit.session.sessionProperty().get(), "/minikube/hello", "world");
        assertTrue(String.join("\n", vm.notes()).contains("healthcheck-client.crt"), String.join("\n", vm.notes()));

        NodeImportViewModel again = importer(kit, layout(host.remote("")),
                new MinikubeFinder(minikube, NodeTestKit.dockerPublishing("docker-dev", port)));
        again.findMinikubeClusters();
        again.importMinikube(); // docker-dev, selected first: the same node, now known
        assertNull(again.hostKeyQuestionProperty().get());
        assertNotNull(again.duplicateQuestionProperty().get(), "the same SSH login and endpoint: asked, not"
                + " numbered: " + again.messageProperty().get());
        assertEquals("minikube", again.duplicateQuestionProperty().get().existing().name());
        assertEquals(1, kit.list.savedProfiles().size(), "nothing saved while asking");
        again.answerDuplicate(DuplicateQuestion.Answer.KEEP_BOTH);
        assertEquals("minikube (docker-dev)", again.importedProperty().get().name(), again.messageProperty().get());
        assertEquals(again.importedProperty().get(), kit.session.connectedProperty().get());
        kit.session.disconnect();
    }

    @Test
    void aSingleClusterIsImportedAtOnceAndWithoutHealthcheckCertificateUsesEtcdsServerPair() throws Exception {
        Path minikube = home.resolve(".minikube");
        minikubeProfile(minikube, "minikube", "qemu2", "192.168.105.2", "127.0.0.1", host.sshd().port(),
                host.sshd().user(), host.sshd().userKey(), "");
        NodeTestKit kit = new NodeTestKit(home);
        NodeImportViewModel vm = importer(kit, layout(noHealthcheck),
                new MinikubeFinder(minikube, NodeTestKit.dockerPublishing("none", 0)));

        vm.findMinikubeClusters();
        assertNotNull(vm.hostKeyQuestionProperty().get(), "one cluster: no choice to make, the import starts");
        vm.trustHostKey();

        ConnectionEntry entry = vm.importedProperty().get();
        assertNotNull(entry, vm.messageProperty().get());
        assertEquals(noHealthcheck.resolve("server.crt").toString(), entry.profile().cert());
        assertEquals(noHealthcheck.resolve("server.key").toString(), entry.profile().key());
        assertTrue(String.join("\n", vm.notes()).contains("healthcheck-client.crt"), "the note says why: " + String.join("\n", vm.notes()));
        assertEquals(entry, kit.session.connectedProperty().get(), String.valueOf(kit.status.problemProperty().get()));
        NodeTestKit.assertPutAndGet(kit.session.sessionProperty().get(), "/minikube/server-pair", "ok");
        kit.session.disconnect();
    }

    @Test
    void withoutMinikubeTheMessageNamesTheFolderAndHowToStartOne() {
        NodeTestKit kit = new NodeTestKit(home);
        Path absent = home.resolve(".minikube");
        NodeImportViewModel vm = importer(kit, NodeLayout.minikube(),
                new MinikubeFinder(absent, NodeTestKit.dockerPublishing("none", 0)));

        vm.findMinikubeClusters();

        String message = vm.messageProperty().get();
        assertTrue(message.contains(absent.resolve("profiles").toString()), message);
        assertTrue(message.contains("minikube start"), message);
        assertTrue(vm.clusters().isEmpty());
        assertFalse(vm.busyProperty().get());
        assertFalse(vm.canImportMinikubeBinding().get());
    }

    @Test
    void aStoppedDockerClusterFallsBackToTheNodeAddressAndSaysSo() throws IOException {
        Path minikube = home.resolve(".minikube");
        minikubeProfile(minikube, "dev", "docker", "192.168.49.2", "", 0, "docker", host.sshd().userKey(), "");
        minikubeProfile(minikube, "gone", "kvm2", "192.168.39.3", "192.168.39.3", 22, "docker",
                host.sshd().userKey(), "");
        Files.writeString(minikube.resolve("profiles/gone/config.json"), "{ broken");
        Files.createDirectories(minikube.resolve("profiles/leftover")); // no config.json: minikube leaves these

        List<MinikubeCluster> found = new MinikubeFinder(minikube, (command, input, timeout) -> {
            throw new IOException("docker: not found");
        }).find();

        assertEquals(1, found.size(), found.toString());
        MinikubeCluster dev = found.get(0);
        assertEquals("192.168.49.2", dev.sshHost());
        assertEquals(22, dev.sshPort());
        assertTrue(dev.note().contains("docker"), dev.note());
    }
}
