package io.etcdexplorer.profiles.nodes;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.ConnectionsViewModel;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.profiles.secrets.MemorySecretStore;
import io.etcdexplorer.profiles.secrets.ProcessRunner;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The app's pieces around a node import, as the main window wires them, with everything the user's machine would
 * hold (known_hosts, profiles, minikube's folder) in a temporary home.
 */
public final class NodeTestKit {

    final StatusViewModel status = new StatusViewModel();
    final Path knownHosts;
    final ConnectionsViewModel list;
    final SessionViewModel session;

    NodeTestKit(Path home) {
        knownHosts = home.resolve("ssh/known_hosts"); // absent, as on a laptop that never saw the node
        list = new ConnectionsViewModel(BackgroundExecutor.sameThread(), new ProfileStore(home.resolve("config")),
                status, profile -> { });
        session = new SessionViewModel(BackgroundExecutor.sameThread(), new EtcdConnector(),
                new Playground(home.resolve("playground"), Map.of()), new MemorySecretStore(), status, knownHosts);
    }

    NodeImportViewModel importer(NodeProfiles nodes, MinikubeFinder finder) {
        return new NodeImportViewModel(BackgroundExecutor.sameThread(), nodes, finder, list, session);
    }

    /** The client key the fake node has: root-only (read with its passwordless sudo) when the tests run as root. */
    static String clientKey(SshEtcd host) throws IOException {
        if (SshdServer.runsAsRoot()) {
            host.sudo(SshEtcd.Sudo.PASSWORDLESS);
            return host.rootOnlyKey().toString();
        }
        return host.readableKey().toString();
    }

    /** etcd on the fake node's loopback, as minikube's and kubeadm's etcd listen on 127.0.0.1:2379. */
    static String loopbackEndpoint(SshEtcd host) {
        return "https://127.0.0.1:" + host.etcd().port();
    }

    /** Writes a key and reads it back through the open session. */
    static void assertPutAndGet(EtcdSession open, String key, String value) throws Exception {
        open.client().getKVClient().put(bytes(key), bytes(value)).get(10, TimeUnit.SECONDS);
        assertEquals(value, new String(open.get(key.getBytes(StandardCharsets.UTF_8)).orElseThrow().value(),
                StandardCharsets.UTF_8));
    }

    static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }

    /** Answers {@code docker port NAME 22/tcp} as Docker does for a running minikube container; nothing else. */
    static ProcessRunner dockerPublishing(String container, int port) {
        return (command, input, timeout) -> {
            if (command.equals(List.of("docker", "port", container, "22/tcp"))) {
                return new ProcessRunner.Result(0, "127.0.0.1:" + port + "\n", "");
            }
            throw new IOException("Cannot run program \"" + command.get(0) + "\": No such file or directory");
        };
    }

    /**
     * A minikube profile as minikube writes it: {@code profiles/NAME/config.json} (the cluster config, abridged to
     * the fields around those read) and {@code machines/NAME/config.json} (libmachine's host file) with the
     * machine's key, which is the test sshd's authorised key.
     *
     * @param keyPath what the host file says in SSHKeyPath ("" as kvm2 writes it: the key is then machines/NAME/id_rsa)
     */
    public static void minikubeProfile(Path minikubeHome, String name, String driver, String nodeIp, String machineIp,
                                int sshPort, String user, Path key, String keyPath) throws IOException {
        Path profile = Files.createDirectories(minikubeHome.resolve("profiles").resolve(name));
        Files.writeString(profile.resolve("config.json"), """
                {
                    "Name": "%1$s",
                    "KeepContext": false,
                    "EmbedCerts": false,
                    "MinikubeISO": "https://storage.googleapis.com/minikube/iso/minikube-v1.32.1-amd64.iso",
                    "KicBaseImage": "gcr.io/k8s-minikube/kicbase:v0.0.42",
                    "Memory": 6000,
                    "CPUs": 2,
                    "DiskSize": 20000,
                    "VMDriver": "",
                    "Driver": "%2$s",
                    "HyperkitVpnKitSock": "",
                    "HyperkitVSockPorts": [],
                    "DockerEnv": null,
                    "KVMNetwork": "default",
                    "KubernetesConfig": {
                        "KubernetesVersion": "v1.28.3",
                        "ClusterName": "%1$s",
                        "Namespace": "default",
                        "APIServerName": "minikubeCA",
                        "DNSDomain": "cluster.local",
                        "ContainerRuntime": "docker",
                        "NetworkPlugin": "cni",
                        "ServiceCIDR": "10.96.0.0/12",
                        "ExtraOptions": null
                    },
                    "Nodes": [
                        {
                            "Name": "",
                            "IP": "%3$s",
                            "Port": 8443,
                            "KubernetesVersion": "v1.28.3",
                            "ContainerRuntime": "docker",
                            "ControlPlane": true,
                            "Worker": true
                        }
                    ],
                    "Addons": {"default-storageclass": true, "storage-provisioner": true},
                    "VerifyComponents": {"apiserver": true, "system_pods": true},
                    "StartHostTimeout": 360000000000,
                    "ScheduledStop": null,
                    "ExposedPorts": [],
                    "Network": "",
                    "MultiNodeRequested": false
                }
                """.formatted(name, driver, nodeIp));
        Path machine = Files.createDirectories(minikubeHome.resolve("machines").resolve(name));
        Files.copy(key, machine.resolve("id_rsa"));
        Files.writeString(machine.resolve("config.json"), """
                {
                    "ConfigVersion": 3,
                    "Driver": {
                        "IPAddress": "%2$s",
                        "MachineName": "%1$s",
                        "SSHUser": "%4$s",
                        "SSHPort": %3$d,
                        "SSHKeyPath": "%5$s",
                        "StorePath": "/home/someone-else/.minikube",
                        "SwarmMaster": false,
                        "SwarmHost": "",
                        "SwarmDiscovery": ""
                    },
                    "DriverName": "%6$s",
                    "HostOptions": {
                        "Driver": "",
                        "Memory": 0,
                        "Disk": 0,
                        "EngineOptions": {"StorageDriver": "", "InstallURL": "https://get.docker.com"},
                        "AuthOptions": {"StorePath": "/home/someone-else/.minikube"}
                    },
                    "Name": "%1$s"
                }
                """.formatted(name, machineIp, sshPort, user, keyPath, driver));
    }
}
