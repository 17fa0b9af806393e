package io.etcdexplorer.profiles.importers;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EtcdServerImportTest {

    private static final String MINIKUBE = "/var/lib/minikube/certs/etcd/";

    @Test
    void minikubePsAuxLine() throws Exception {
        assertEquals(new ConnectionDraft("minikube", List.of("https://192.168.49.2:2379", "https://127.0.0.1:2379"),
                MINIKUBE + "ca.crt", MINIKUBE + "server.crt", MINIKUBE + "server.key", null, null, false, null, null,
                null, "etcd server command line",
                List.of("root 3516 2.0 1.4 11214804 57868 ? Ssl 11:09 8:52 (ps columns before the command)",
                        "--data-dir (server storage, not needed to connect)",
                        "--experimental-initial-corrupt-check (experimental server setting)",
                        "--experimental-watch-progress-notify-interval (experimental server setting)",
                        "--initial-advertise-peer-urls (traffic between members, not clients)",
                        "--initial-cluster (cluster bootstrap setting)",
                        "--listen-metrics-urls (metrics endpoint, not the client API)",
                        "--listen-peer-urls (traffic between members, not clients)",
                        "--peer-cert-file (traffic between members, not clients)",
                        "--peer-client-cert-auth (traffic between members, not clients)",
                        "--peer-key-file (traffic between members, not clients)",
                        "--peer-trusted-ca-file (traffic between members, not clients)",
                        "--proxy-refresh-interval (v2 proxy setting)",
                        "--snapshot-count (server tuning)"),
                List.of("the server requires client certificates (--client-cert-auth) but its own server.crt is used"
                                + " as the client certificate: it usually works with kubeadm certificates, but prefer"
                                + " the client certificate " + MINIKUBE + "healthcheck-client.crt with " + MINIKUBE
                                + "healthcheck-client.key",
                        "paths under /var/lib/minikube are inside the minikube node, not on this machine: copy the"
                                + " files out first (e.g. minikube ssh \"sudo cat ...\")")),
                ConnectionImporter.parse(Samples.MINIKUBE_PS_AUX));
    }

    @Test
    void procCmdlineWithNulSeparatorsAndABindAddress() throws Exception {
        String cmdline = "/usr/local/bin/etcd\0--name\0infra0\0--listen-client-urls\0http://0.0.0.0:2379\0"
                + "--advertise-client-urls\0http://10.0.1.10:2379\0--data-dir\0/var/lib/etcd\0";
        assertEquals(new ConnectionDraft("infra0", List.of("http://10.0.1.10:2379", "http://127.0.0.1:2379"), null,
                null, null, null, null, false, null, null, null, "etcd server command line",
                List.of("--data-dir (server storage, not needed to connect)"),
                List.of("--listen-client-urls 0.0.0.0 is a bind address: using 127.0.0.1 instead")),
                ConnectionImporter.parse(cmdline));
    }

    @Test
    void procfileOfALocalThreeMemberCluster() throws Exception {
        // etcd's Procfile, run with goreman: the members' client URLs add up to the cluster's endpoints.
        String member = "bin/etcd --name infra%1$d --listen-client-urls http://127.0.0.1:%1$d2379"
                + " --advertise-client-urls http://127.0.0.1:%1$d2379 --listen-peer-urls http://127.0.0.1:%1$d2380"
                + " --initial-advertise-peer-urls http://127.0.0.1:%1$d2380 --initial-cluster-token etcd-cluster-1"
                + " --initial-cluster 'infra1=http://127.0.0.1:12380,infra2=http://127.0.0.1:22380,"
                + "infra3=http://127.0.0.1:32380' --initial-cluster-state new --enable-pprof --logger=zap"
                + " --log-outputs=stderr";
        String text = "# Use goreman to run `go install github.com/mattn/goreman@latest`\n"
                + "etcd1: " + member.formatted(1) + "\n"
                + "etcd2: " + member.formatted(2) + "\n"
                + "etcd3: " + member.formatted(3) + "\n";
        assertEquals(new ConnectionDraft("infra1",
                List.of("http://127.0.0.1:12379", "http://127.0.0.1:22379", "http://127.0.0.1:32379"), null, null,
                null, null, null, false, null, null, null, "etcd server command line",
                List.of("etcd1: (text before the command)",
                        "--listen-peer-urls (traffic between members, not clients)",
                        "--initial-advertise-peer-urls (traffic between members, not clients)",
                        "--initial-cluster-token (cluster bootstrap setting)",
                        "--initial-cluster (cluster bootstrap setting)",
                        "--initial-cluster-state (cluster bootstrap setting)",
                        "--enable-pprof (server feature switch)",
                        "--logger (server logging)",
                        "--log-outputs (server logging)"),
                List.of("line 3: another etcd server (infra2): its client URLs are added to the endpoints; its other"
                                + " flags are not read",
                        "line 4: another etcd server (infra3): its client URLs are added to the endpoints; its other"
                                + " flags are not read")),
                ConnectionImporter.parse(text));
    }

    @Test
    void dockerRunFromTheEtcdInstallGuide() throws Exception {
        String text = """
                docker run \\
                  -p 2379:2379 \\
                  -p 2380:2380 \\
                  --mount type=bind,source=/tmp/etcd-data.tmp,destination=/etcd-data \\
                  --name etcd-gcr-v3.5.16 \\
                  gcr.io/etcd-development/etcd:v3.5.16 \\
                  /usr/local/bin/etcd \\
                  --name s1 \\
                  --data-dir /etcd-data \\
                  --listen-client-urls http://0.0.0.0:2379 \\
                  --advertise-client-urls http://0.0.0.0:2379 \\
                  --listen-peer-urls http://0.0.0.0:2380 \\
                  --initial-advertise-peer-urls http://0.0.0.0:2380 \\
                  --initial-cluster s1=http://0.0.0.0:2380 \\
                  --initial-cluster-token tkn \\
                  --initial-cluster-state new \\
                  --log-level info \\
                  --logger zap \\
                  --log-outputs stderr
                """;
        assertEquals(new ConnectionDraft("s1", List.of("http://127.0.0.1:2379"), null, null, null, null, null, false,
                null, null, null, "etcd server command line",
                List.of("docker run -p 2379:2379 -p 2380:2380 --mount type=bind,source=/tmp/etcd-data.tmp,"
                                + "destination=/etcd-data --name etcd-gcr-v3.5.16 gcr.io/etcd-development/etcd:v3.5.16"
                                + " (text before the command)",
                        "--data-dir (server storage, not needed to connect)",
                        "--listen-peer-urls (traffic between members, not clients)",
                        "--initial-advertise-peer-urls (traffic between members, not clients)",
                        "--initial-cluster (cluster bootstrap setting)",
                        "--initial-cluster-token (cluster bootstrap setting)",
                        "--initial-cluster-state (cluster bootstrap setting)",
                        "--log-level (server logging)",
                        "--logger (server logging)",
                        "--log-outputs (server logging)"),
                List.of("--advertise-client-urls 0.0.0.0 is a bind address: using 127.0.0.1 instead",
                        "--listen-client-urls 0.0.0.0 is a bind address: using 127.0.0.1 instead")),
                ConnectionImporter.parse(text));
    }

    @Test
    void systemdUnitFromKubernetesTheHardWay() throws Exception {
        String text = """
                [Unit]
                Description=etcd

                [Service]
                Type=notify
                ExecStart=/usr/local/bin/etcd \\
                  --name ${ETCD_NAME} \\
                  --cert-file=/etc/etcd/kubernetes.pem \\
                  --key-file=/etc/etcd/kubernetes-key.pem \\
                  --peer-cert-file=/etc/etcd/kubernetes.pem \\
                  --peer-key-file=/etc/etcd/kubernetes-key.pem \\
                  --trusted-ca-file=/etc/etcd/ca.pem \\
                  --peer-trusted-ca-file=/etc/etcd/ca.pem \\
                  --peer-client-cert-auth \\
                  --client-cert-auth \\
                  --initial-advertise-peer-urls https://${INTERNAL_IP}:2380 \\
                  --listen-peer-urls https://${INTERNAL_IP}:2380 \\
                  --listen-client-urls https://${INTERNAL_IP}:2379,https://127.0.0.1:2379 \\
                  --advertise-client-urls https://${INTERNAL_IP}:2379 \\
                  --initial-cluster-token etcd-cluster-0 \\
                  --initial-cluster controller-0=https://10.240.0.10:2380 \\
                  --initial-cluster-state new \\
                  --data-dir=/var/lib/etcd
                Restart=on-failure
                """;
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("https://${INTERNAL_IP}:2379", "https://127.0.0.1:2379"),
                "/etc/etcd/ca.pem", "/etc/etcd/kubernetes.pem", "/etc/etcd/kubernetes-key.pem", null, null, false,
                null, null, null, "etcd server command line",
                List.of("--peer-cert-file (traffic between members, not clients)",
                        "--peer-key-file (traffic between members, not clients)",
                        "--peer-trusted-ca-file (traffic between members, not clients)",
                        "--peer-client-cert-auth (traffic between members, not clients)",
                        "--initial-advertise-peer-urls (traffic between members, not clients)",
                        "--listen-peer-urls (traffic between members, not clients)",
                        "--initial-cluster-token (cluster bootstrap setting)",
                        "--initial-cluster (cluster bootstrap setting)",
                        "--initial-cluster-state (cluster bootstrap setting)",
                        "--data-dir (server storage, not needed to connect)",
                        "line 1: [Unit] (not an etcd command)",
                        "line 4: [Service] (not an etcd command)",
                        "Description (not used by the imported command)",
                        "Type (not used by the imported command)",
                        "Restart (not used by the imported command)"),
                List.of("--name uses ${ETCD_NAME}, which the text does not define: kept as text, replace it with"
                                + " its value",
                        "--advertise-client-urls uses ${INTERNAL_IP}, which the text does not define: kept as text,"
                                + " replace it with its value",
                        "--listen-client-urls uses ${INTERNAL_IP}, which the text does not define: kept as text,"
                                + " replace it with its value",
                        "the server requires client certificates (--client-cert-auth) but its own kubernetes.pem is"
                                + " used as the client certificate: prefer a certificate issued for clients"
                                + " (kubeadm's is etcd/healthcheck-client.crt)")),
                ConnectionImporter.parse(text));
    }

    @Test
    void goStyleSingleDashFlagsWithoutClientCertificates() throws Exception {
        String text = "/usr/bin/etcd -name infra0 -data-dir /var/lib/etcd -listen-client-urls http://10.0.1.10:2379"
                + " -advertise-client-urls http://10.0.1.10:2379 -client-cert-auth=false -cert-file server.crt"
                + " -key-file server.key extra";
        assertEquals(new ConnectionDraft("infra0", List.of("http://10.0.1.10:2379"), null, null, null, null, null,
                false, null, null, null, "etcd server command line",
                List.of("-cert-file (the server's own certificate; it does not ask clients for one)",
                        "-key-file (the server's own certificate; it does not ask clients for one)",
                        "-data-dir (server storage, not needed to connect)",
                        "extra (unexpected argument)"),
                List.of()), ConnectionImporter.parse(text));
    }

    @Test
    void explicitClientCertificateAndRepeatedName() throws Exception {
        String text = "etcd --name s1 --advertise-client-urls https://s1.example.com:2379"
                + " --listen-client-urls https://0.0.0.0:2379 --trusted-ca-file /etc/etcd/ca.crt"
                + " --cert-file /etc/etcd/server.crt --key-file /etc/etcd/server.key"
                + " --client-cert-file /etc/etcd/client.crt --client-key-file /etc/etcd/client.key"
                + " --client-cert-auth --name s2";
        assertEquals(new ConnectionDraft("s2", List.of("https://s1.example.com:2379", "https://127.0.0.1:2379"),
                "/etc/etcd/ca.crt", "/etc/etcd/client.crt", "/etc/etcd/client.key", null, null, false, null, null,
                null, "etcd server command line",
                List.of("--cert-file (the server's own certificate; --client-cert-file is used)",
                        "--key-file (the server's own certificate; --client-cert-file is used)"),
                List.of("--name is given 2 times: the last value is used",
                        "--listen-client-urls 0.0.0.0 is a bind address: using 127.0.0.1 instead")),
                ConnectionImporter.parse(text));
    }

    @Test
    void autoTlsIpv6WildcardAndConfigFile() throws Exception {
        String text = "etcd --name n1 --auto-tls --listen-client-urls https://[::]:2379"
                + " --config-file /etc/etcd/etcd.conf.yml";
        assertEquals(new ConnectionDraft("n1", List.of("https://127.0.0.1:2379"), null, null, null, null, null, true,
                null, null, null, "etcd server command line",
                List.of("--config-file (the file is not read)"),
                List.of("--listen-client-urls [::] is a bind address: using 127.0.0.1 instead",
                        "--auto-tls: the server uses a self-signed certificate, so certificate checks are turned off",
                        "--config-file /etc/etcd/etcd.conf.yml: settings in that file are not read; client URLs or"
                                + " certificates set there must be entered by hand")),
                ConnectionImporter.parse(text));
    }

    @Test
    void rhelEtcdConfVariables() throws Exception {
        // /etc/etcd/etcd.conf of the RHEL and Fedora packages.
        String text = """
                #[Member]
                ETCD_DATA_DIR="/var/lib/etcd/default.etcd"
                ETCD_LISTEN_CLIENT_URLS="https://0.0.0.0:2379"
                ETCD_NAME="etcd-a"
                #[Clustering]
                ETCD_ADVERTISE_CLIENT_URLS="https://etcd-a.lab:2379"
                #[Security]
                ETCD_TRUSTED_CA_FILE="/etc/etcd/ca.crt"
                ETCD_CERT_FILE="/etc/etcd/server.crt"
                ETCD_KEY_FILE="/etc/etcd/server.key"
                """;
        assertEquals(new ConnectionDraft("etcd-a", List.of("https://etcd-a.lab:2379", "https://127.0.0.1:2379"),
                "/etc/etcd/ca.crt", null, null, null, null, false, null, null, null,
                "etcd configuration variables (ETCD_*)",
                List.of("ETCD_CERT_FILE (the server's own certificate; it does not ask clients for one)",
                        "ETCD_KEY_FILE (the server's own certificate; it does not ask clients for one)",
                        "ETCD_DATA_DIR (server storage, not needed to connect)"),
                List.of("ETCD_LISTEN_CLIENT_URLS 0.0.0.0 is a bind address: using 127.0.0.1 instead")),
                ConnectionImporter.parse(text));
    }

    @Test
    void noClientUrlsMeansEtcdsDefault() throws Exception {
        assertEquals(new ConnectionDraft("localhost", List.of("http://localhost:2379"), null, null, null, null, null,
                false, null, null, null, "etcd server command line",
                List.of("--data-dir (server storage, not needed to connect)"),
                List.of("no --advertise-client-urls or --listen-client-urls: etcd's default http://localhost:2379 is"
                        + " assumed")),
                ConnectionImporter.parse("etcd --data-dir=/tmp/etcd"));
    }

    @Test
    void flagsPastedWithoutTheProgram() throws Exception {
        // From the etcd clustering guide, copied without the "etcd" line; /var/lib/etcd is a value, not a program.
        String text = """
                --name infra0 --data-dir /var/lib/etcd
                --listen-client-urls http://10.0.1.10:2379,http://127.0.0.1:2379 \\
                --advertise-client-urls http://10.0.1.10:2379
                """;
        assertEquals(new ConnectionDraft("infra0", List.of("http://10.0.1.10:2379", "http://127.0.0.1:2379"), null,
                null, null, null, null, false, null, null, null, "etcd server command line",
                List.of("--data-dir (server storage, not needed to connect)"), List.of()),
                ConnectionImporter.parse(text));
    }
}
