package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.SshHop;
import io.etcdexplorer.profiles.nodes.NodeLayout.ClientPair;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * "Connect to a kubeadm node" against a fake control plane: a real sshd, a TLS etcd behind it, and kubeadm's
 * static pod manifest (root-only, as kubeadm writes it) naming the certificates in the node's folder.
 */
class KubeadmImportTest {

    @TempDir
    static Path dir;
    static SshEtcd host;
    static Path manifest;
    static Path pki;

    @TempDir
    Path home;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        host = SshEtcd.start(dir, "localhost", "127.0.0.1");
        manifest = Files.createDirectories(dir.resolve("host/manifests")).resolve("etcd.yaml");
        Files.writeString(manifest, kubeadmManifest(host.remote("").toString(), host.etcd().port()));
        SshdServer.exposeToSftp(manifest);
        if (SshdServer.runsAsRoot()) {
            Files.setPosixFilePermissions(manifest, PosixFilePermissions.fromString("rw-------"));
        }
        // The API server's own client pair for etcd, one folder up from etcd's, as in /etc/kubernetes/pki.
        pki = Files.createDirectories(dir.resolve("host/pki"));
        TestPki.Issued apiserver = host.pki().ca().issue(TestPki.Spec.client("apiserver-etcd-client"));
        Files.copy(apiserver.certPem(), pki.resolve("apiserver-etcd-client.crt"));
        Files.copy(apiserver.keyFile(TestPki.KeyFormat.PKCS1_PEM), pki.resolve("apiserver-etcd-client.key"));
        for (String name : List.of("apiserver-etcd-client.crt", "apiserver-etcd-client.key")) {
            SshdServer.exposeToSftp(pki.resolve(name));
        }
    }

    @AfterAll
    static void stop() {
        if (host != null) {
            host.close();
        }
    }

    /** What kubeadm 1.28 writes, with the node's folder instead of /etc/kubernetes/pki/etcd and etcd's test port. */
    private static String kubeadmManifest(String certs, int port) {
        return """
                apiVersion: v1
                kind: Pod
                metadata:
                  annotations:
                    kubeadm.kubernetes.io/etcd.advertise-client-urls: https://10.0.0.9:%2$d
                  creationTimestamp: null
                  labels:
                    component: etcd
                    tier: control-plane
                  name: etcd
                  namespace: kube-system
                spec:
                  containers:
                  - command:
                    - etcd
                    - --advertise-client-urls=https://10.0.0.9:%2$d
                    - --cert-file=%1$s/server.crt
                    - --client-cert-auth=true
                    - --data-dir=/var/lib/etcd
                    - --experimental-initial-corrupt-check=true
                    - --initial-advertise-peer-urls=https://10.0.0.9:2380
                    - --initial-cluster=cp1=https://10.0.0.9:2380
                    - --key-file=%1$s/server.key
                    - --listen-client-urls=https://127.0.0.1:%2$d,https://10.0.0.9:%2$d
                    - --listen-metrics-urls=http://127.0.0.1:2381
                    - --listen-peer-urls=https://10.0.0.9:2380
                    - --name=cp1
                    - --peer-cert-file=%1$s/peer.crt
                    - --peer-client-cert-auth=true
                    - --peer-key-file=%1$s/peer.key
                    - --peer-trusted-ca-file=%1$s/ca.crt
                    - --snapshot-count=10000
                    - --trusted-ca-file=%1$s/ca.crt
                    image: registry.k8s.io/etcd:3.5.9-0
                    imagePullPolicy: IfNotPresent
                    name: etcd
                    volumeMounts:
                    - mountPath: /var/lib/etcd
                      name: etcd-data
                    - mountPath: %1$s
                      name: etcd-certs
                  hostNetwork: true
                  priorityClassName: system-node-critical
                  volumes:
                  - hostPath:
                      path: %1$s
                      type: DirectoryOrCreate
                    name: etcd-certs
                  - hostPath:
                      path: /var/lib/etcd
                      type: DirectoryOrCreate
                    name: etcd-data
                status: {}
                """.formatted(certs, port);
    }

    /** kubeadm's layout on the fake node; the default CA path is kubeadm's real one, absent here. */
    private static NodeLayout layout(String manifestPath, Path healthcheckDir) throws IOException {
        return new NodeLayout(NodeTestKit.loopbackEndpoint(host), manifestPath, NodeLayout.kubeadm().caCert(),
                List.of(new ClientPair(healthcheckDir.resolve("healthcheck-client.crt").toString(),
                                NodeTestKit.clientKey(host)),
                        ClientPair.named(pki.toString(), "apiserver-etcd-client")));
    }

    private static SshHop target(String key) {
        return new SshHop(host.sshd().host(), host.sshd().port(), host.sshd().user(), SshHop.Auth.KEY, key, false,
                false);
    }

    private static NodeImportViewModel typedIn(NodeTestKit kit, NodeLayout layout, String key) {
        NodeImportViewModel vm = kit.importer(new NodeProfiles(kit.knownHosts, NodeLayout.minikube(), layout),
                new MinikubeFinder(Path.of("/nonexistent/.minikube"), NodeTestKit.dockerPublishing("none", 0)));
        vm.login().hostProperty().set(host.sshd().host());
        vm.login().portProperty().set(String.valueOf(host.sshd().port()));
        vm.login().userProperty().set(host.sshd().user());
        vm.login().authProperty().set(SshHop.Auth.KEY);
        vm.login().identityFileProperty().set(key);
        return vm;
    }

    @Test
    void readsTheManifestAsksAboutTheHostAndConnectsReadOnlyToTheLoopbackUrl() throws Exception {
        NodeTestKit kit = new NodeTestKit(home);
        NodeImportViewModel vm = typedIn(kit, layout(manifest.toString(), host.remote("")),
                host.sshd().userKey().toString());
        assertTrue(vm.canImportKubeadmBinding().get());

        vm.importKubeadmNode();

        assertNotNull(vm.hostKeyQuestionProperty().get(), "a first-seen node is asked about: " + vm.messageProperty()
                .get());
        assertNull(vm.importedProperty().get());
        vm.trustHostKey();
        ConnectionEntry entry = vm.importedProperty().get();
        assertNotNull(entry, vm.messageProperty().get());
        ConnectionProfile profile = entry.profile();
        assertEquals(List.of("https://127.0.0.1:" + host.etcd().port()), profile.endpoints(),
                "the loopback URL of --listen-client-urls, not the advertised 10.0.0.9");
        assertEquals(host.remote("ca.crt").toString(), profile.caCert(), "--trusted-ca-file of the manifest");
        assertEquals(host.remote("healthcheck-client.crt").toString(), profile.cert());
        assertTrue(profile.readOnly(), "a production control plane");
        assertEquals("kubeadm " + host.sshd().host(), profile.name());
        assertTrue(profile.ssh().remoteFiles() && profile.ssh().sudoForFiles());
        assertTrue(String.join("\n", vm.notes()).contains("--trusted-ca-file"), String.join("\n", vm.notes()));
        assertTrue(String.join("\n", vm.notes()).contains("Read-only"), String.join("\n", vm.notes()));
        assertEquals(entry, kit.session.connectedProperty().get(), String.valueOf(kit.status.problemProperty().get()));
        assertTrue(kit.session.sessionProperty().get().isReadOnly());
        kit.session.sessionProperty().get().get("/anything".getBytes());
        kit.session.disconnect();
    }

    @Test
    void aMissingManifestIsNamedWithWhyAndLeavesKubeadmsDefaultsAsADraft() throws Exception {
        Path absent = dir.resolve("host/manifests/absent.yaml");
        NodeProfiles nodes = new NodeProfiles(host.knownHosts(), NodeLayout.minikube(),
                new NodeLayout(NodeTestKit.loopbackEndpoint(host), absent.toString(), host.remote("ca.crt").toString(),
                        layout(absent.toString(), host.remote("")).clients()));

        NodeImport imported = nodes.kubeadm(target(host.sshd().userKey().toString()), null);

        assertFalse(imported.complete(), "a draft, not a profile to save");
        String lacking = String.join("\n", imported.lacking());
        assertTrue(lacking.contains(absent.toString()) && lacking.contains("does not exist"), lacking);
        assertEquals(List.of(NodeTestKit.loopbackEndpoint(host)), imported.profile().endpoints());
        assertEquals(host.remote("healthcheck-client.crt").toString(), imported.profile().cert());
    }

    @Test
    void withoutTheHealthcheckPairTheApiServersClientPairIsUsed() throws Exception {
        NodeProfiles nodes = new NodeProfiles(host.knownHosts(), NodeLayout.minikube(),
                layout(manifest.toString(), dir.resolve("host/no-such-folder")));

        NodeImport imported = nodes.kubeadm(target(host.sshd().userKey().toString()), null);

        assertEquals(pki.resolve("apiserver-etcd-client.crt").toString(), imported.profile().cert());
        assertEquals(pki.resolve("apiserver-etcd-client.key").toString(), imported.profile().key());
        assertTrue(String.join("\n", imported.notes()).contains("healthcheck-client.crt"), imported.notes()
                .toString());
    }

    @Test
    void anEncryptedKeyIsAskedForInTheDialogAndRememberedForConnecting() throws Exception {
        Path key = home.resolve("id_ed25519_node");
        SshdServer.keygen(key, "ed25519", "kubeadm node", "node secret");
        host.sshd().authorize(Path.of(key + ".pub"));
        NodeTestKit kit = new NodeTestKit(home);
        NodeImportViewModel vm = typedIn(kit, layout(manifest.toString(), host.remote("")), key.toString());

        vm.importKubeadmNode();

        assertNull(vm.importedProperty().get());
        assertNull(vm.hostKeyQuestionProperty().get(), "the key is opened before connecting");
        assertTrue(vm.messageProperty().get().contains("encrypted"), vm.messageProperty().get());
        assertTrue(vm.messageProperty().get().contains("passphrase"), vm.messageProperty().get());
        vm.login().secretProperty().set("node secret");
        vm.importKubeadmNode();
        assertNotNull(vm.hostKeyQuestionProperty().get(), vm.messageProperty().get());
        vm.trustHostKey(); // the retry keeps the passphrase

        ConnectionEntry entry = vm.importedProperty().get();
        assertNotNull(entry, vm.messageProperty().get());
        assertEquals("node secret", kit.session.knownSecrets(entry.profile()).get("sshSecret"));
        assertNull(kit.session.secretRequestProperty().get(), "the passphrase typed in the dialog is used");
        assertEquals(entry, kit.session.connectedProperty().get(), String.valueOf(kit.status.problemProperty().get()));
        kit.session.disconnect();
    }
}
