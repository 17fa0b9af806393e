package io.etcdexplorer.profiles.importers;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EtcdctlImportTest {

    private static final String PKI = "/etc/kubernetes/pki/etcd/";
    private static final String MINIKUBE = "/var/lib/minikube/certs/etcd/";
    private static final String MINIKUBE_WARNING = "paths under /var/lib/minikube are inside the minikube node, not on"
            + " this machine: copy the files out first (e.g. minikube ssh \"sudo cat ...\")";

    @Test
    void kubernetesDocsSecureCommunicationExample() throws Exception {
        // "Operating etcd clusters for Kubernetes", section "Securing communication".
        String text = """
                ETCDCTL_API=3 etcdctl --endpoints 10.2.0.9:2379 \\
                  --cert=/etc/kubernetes/pki/etcd/server.crt \\
                  --key=/etc/kubernetes/pki/etcd/server.key \\
                  --cacert=/etc/kubernetes/pki/etcd/ca.crt \\
                  member list
                """;
        assertEquals(new ConnectionDraft("10.2.0.9", List.of("10.2.0.9:2379"), PKI + "ca.crt", PKI + "server.crt",
                PKI + "server.key", null, null, false, null, null, null, "etcdctl command line",
                List.of("ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "member list (an etcdctl command, not a connection setting)"),
                List.of()), ConnectionImporter.parse(text));
    }

    @Test
    void kubernetesDocsSnapshotExampleKeepsPlaceholdersAndSaysSo() throws Exception {
        String text = """
                ETCDCTL_API=3 etcdctl --endpoints=https://127.0.0.1:2379 \\
                  --cacert=<trusted-ca-file> --cert=<cert-file> --key=<key-file> \\
                  snapshot save <backup-file-location>
                """;
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("https://127.0.0.1:2379"), "<trusted-ca-file>",
                "<cert-file>", "<key-file>", null, null, false, null, null, null, "etcdctl command line",
                List.of("ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "snapshot save <backup-file-location> (an etcdctl command, not a connection setting)"),
                List.of("<trusted-ca-file> looks like a placeholder from documentation: replace it with the real file",
                        "<cert-file> looks like a placeholder from documentation: replace it with the real file",
                        "<key-file> looks like a placeholder from documentation: replace it with the real file")),
                ConnectionImporter.parse(text));
    }

    @Test
    void kubectlExecIntoTheMinikubeEtcdPod() throws Exception {
        String text = "kubectl -n kube-system exec etcd-minikube -- etcdctl --endpoints=https://127.0.0.1:2379"
                + " --cacert=/var/lib/minikube/certs/etcd/ca.crt --cert=/var/lib/minikube/certs/etcd/server.crt"
                + " --key=/var/lib/minikube/certs/etcd/server.key get / --prefix --keys-only";
        assertEquals(new ConnectionDraft("etcd-minikube", List.of("https://127.0.0.1:2379"), MINIKUBE + "ca.crt",
                MINIKUBE + "server.crt", MINIKUBE + "server.key", null, null, false, null, null, null,
                "etcdctl command line",
                List.of("kubectl -n kube-system exec etcd-minikube -- (runs etcdctl inside pod etcd-minikube)",
                        "get / --prefix --keys-only (an etcdctl command, not a connection setting)"),
                List.of("the command runs inside pod etcd-minikube: the file paths are as that container sees them"
                        + " (for kubeadm, the same paths on the control-plane node)", MINIKUBE_WARNING)),
                ConnectionImporter.parse(text));
    }

    @Test
    void sudoWithInlinePasswordOutputFormatAndTimeouts() throws Exception {
        String text = "sudo ETCDCTL_API=3 etcdctl --endpoints=https://127.0.0.1:2379"
                + " --cacert=/etc/kubernetes/pki/etcd/ca.crt --cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt"
                + " --key=/etc/kubernetes/pki/etcd/healthcheck-client.key -w json --user root:s3cret"
                + " --dial-timeout=500ms --command-timeout=10s endpoint status";
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("https://127.0.0.1:2379"), PKI + "ca.crt",
                PKI + "healthcheck-client.crt", PKI + "healthcheck-client.key", "root", "s3cret", false, null, null, 1,
                "etcdctl command line",
                List.of("sudo (runs etcdctl as root)",
                        "ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "-w json (etcdctl's output format)",
                        "--command-timeout=10s (etcdctl's per-request timeout; the app has its own)",
                        "endpoint status (an etcdctl command, not a connection setting)"),
                List.of("password taken from the text: it will not be saved",
                        "--dial-timeout=500ms is rounded up to 1s",
                        "the command runs with sudo: the key file " + PKI + "healthcheck-client.key is probably"
                                + " readable only by root, and this app needs to read it")),
                ConnectionImporter.parse(text));
    }

    @Test
    void shellQuotedInsideKubectlExec() throws Exception {
        String text = "kubectl exec -it etcd-cp-1 -n kube-system -- sh -c \"ETCDCTL_API=3 etcdctl"
                + " --endpoints=https://127.0.0.1:2379 --cacert /etc/kubernetes/pki/etcd/ca.crt"
                + " --cert /etc/kubernetes/pki/etcd/server.crt --key /etc/kubernetes/pki/etcd/server.key"
                + " endpoint health\"";
        assertEquals(new ConnectionDraft("etcd-cp-1", List.of("https://127.0.0.1:2379"), PKI + "ca.crt",
                PKI + "server.crt", PKI + "server.key", null, null, false, null, null, null, "etcdctl command line",
                List.of("kubectl exec -it etcd-cp-1 -n kube-system -- sh -c (runs etcdctl inside pod etcd-cp-1)",
                        "ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "endpoint health (an etcdctl command, not a connection setting)"),
                List.of("the command runs inside pod etcd-cp-1: the file paths are as that container sees them"
                        + " (for kubeadm, the same paths on the control-plane node)")),
                ConnectionImporter.parse(text));
    }

    @Test
    void minikubeSshWithTheCommandInQuotesAndAPipe() throws Exception {
        String text = """
                minikube ssh "sudo ETCDCTL_API=3 etcdctl \\
                  --endpoints=https://127.0.0.1:2379 \\
                  --cacert=/var/lib/minikube/certs/etcd/ca.crt \\
                  --cert=/var/lib/minikube/certs/etcd/server.crt \\
                  --key=/var/lib/minikube/certs/etcd/server.key \\
                  get /registry/secrets/security-lab/plaintext-test" | head -20
                """;
        assertEquals(new ConnectionDraft("minikube", List.of("https://127.0.0.1:2379"), MINIKUBE + "ca.crt",
                MINIKUBE + "server.crt", MINIKUBE + "server.key", null, null, false, null, null, null,
                "etcdctl command line",
                List.of("minikube ssh sudo (runs etcdctl on the minikube node over ssh, runs etcdctl as root)",
                        "ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "get /registry/secrets/security-lab/plaintext-test (an etcdctl command, not a connection"
                                + " setting)",
                        "line 6: head -20 (not an etcd command)"),
                List.of("the command runs on the minikube node over ssh: the file paths are paths on that machine",
                        "the command runs with sudo: the key file " + MINIKUBE + "server.key is probably readable"
                                + " only by root, and this app needs to read it",
                        MINIKUBE_WARNING)),
                ConnectionImporter.parse(text));
    }

    @Test
    void terminalTranscriptWithPromptsAndOutput() throws Exception {
        String text = """
                controlplane ~ ➜  k exec -it -n kube-system etcd-controlplane -- sh
                sh-5.2# ETCDCTL_API=3 etcdctl --endpoints 127.0.0.1:2379 \\
                >   --cert=/etc/kubernetes/pki/etcd/server.crt \\
                >   --key=/etc/kubernetes/pki/etcd/server.key \\
                >   --cacert=/etc/kubernetes/pki/etcd/ca.crt \\
                >   member list
                99487c420363552e, started, controlplane, https://192.168.102.162:2380, https://192.168.102.162:2379
                """;
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("127.0.0.1:2379"), PKI + "ca.crt", PKI + "server.crt",
                PKI + "server.key", null, null, false, null, null, null, "etcdctl command line",
                List.of("sh-5.2# (a shell prompt)",
                        "ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "member list (an etcdctl command, not a connection setting)",
                        "line 1: controlplane ~ ➜ k exec -it -n kube-system etcd-controlpl... (not an etcd command)",
                        "line 7: 99487c420363552e, started, controlplane, https://192.168.... (not an etcd command)"),
                List.of()), ConnectionImporter.parse(text));
    }

    @Test
    void etcdDemoScriptVariablesAreExpanded() throws Exception {
        // etcd.io "Demo": shell variables defined in the same paste feed the command.
        String text = """
                ```bash
                export ETCDCTL_API=3
                HOST_1=10.240.0.17
                HOST_2=10.240.0.18
                HOST_3=10.240.0.19
                ENDPOINTS=$HOST_1:2379,$HOST_2:2379,${HOST_3}:2379
                etcdctl --endpoints=$ENDPOINTS member list
                ```
                """;
        assertEquals(new ConnectionDraft("10.240.0.17",
                List.of("10.240.0.17:2379", "10.240.0.18:2379", "10.240.0.19:2379"), null, null, null, null, null,
                false, null, null, null, "etcdctl command line",
                List.of("ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "member list (an etcdctl command, not a connection setting)"),
                List.of()), ConnectionImporter.parse(text));
    }

    @Test
    void repeatedFlagsSubstitutionsAndUnsupportedDiscovery() throws Exception {
        String text = "etcdctl --endpoints=http://10.0.0.1:2379 --user=root --password=\"$(cat /run/secrets/etcd)\""
                + " --endpoints http://10.0.0.2:2379 --cacert=$CA --cacert=/etc/etcd/ca.crt"
                + " --discovery-srv example.com --namespace=/app/ --insecure-transport=false get / --prefix";
        assertEquals(new ConnectionDraft("10.0.0.1", List.of("http://10.0.0.1:2379", "http://10.0.0.2:2379"),
                "/etc/etcd/ca.crt", null, null, "root", "$(cat /run/secrets/etcd)", false, null, "/app/", null,
                "etcdctl command line",
                List.of("--discovery-srv example.com (DNS SRV discovery is not supported: enter the endpoints it"
                                + " resolves to)",
                        "--insecure-transport=false (the endpoints decide: https:// or TLS files mean TLS, as in"
                                + " etcdctl)",
                        "get / --prefix (an etcdctl command, not a connection setting)"),
                List.of("--endpoints is given 2 times: the endpoints are combined, as etcdctl does",
                        "--cacert is given 2 times: the last value is used",
                        "--password contains the shell command $(cat /run/secrets/etcd): kept as text, replace it"
                                + " with the command's output",
                        "password taken from the text: it will not be saved")),
                ConnectionImporter.parse(text));
    }

    @Test
    void undefinedVariableApiVersionTwoAndUserWithoutPassword() throws Exception {
        String text = "ETCDCTL_API=2 etcdctl --endpoints $ENDPOINT --user root --insecure-skip-tls-verify"
                + " --dial-timeout 1m30s ls /";
        assertEquals(new ConnectionDraft("etcd", List.of("$ENDPOINT"), null, null, null, "root", null, true, null,
                null, 90, "etcdctl command line",
                List.of("ETCDCTL_API=2 (the app always speaks the v3 API)",
                        "ls / (an etcdctl command, not a connection setting)"),
                List.of("ETCDCTL_API=2 selects the v2 API: this app speaks v3 only, so keys written through v2"
                                + " are not visible",
                        "--endpoints uses $ENDPOINT, which the text does not define: kept as text, replace it with"
                                + " its value",
                        "no password is given for user root: enter it before connecting")),
                ConnectionImporter.parse(text));
    }

    @Test
    void powerShellWithBacktickContinuationsAndEnvVariables() throws Exception {
        String text = """
                $env:ETCDCTL_API = 3
                $env:ETCDCTL_CACERT="C:\\certs\\ca.crt"
                .\\etcdctl.exe `
                  --endpoints=https://10.0.0.5:2379 `
                  --cert C:\\certs\\client.crt --key C:\\certs\\client.key `
                  member list
                """;
        assertEquals(new ConnectionDraft("10.0.0.5", List.of("https://10.0.0.5:2379"), "C:\\certs\\ca.crt",
                "C:\\certs\\client.crt", "C:\\certs\\client.key", null, null, false, null, null, null,
                "etcdctl command line with ETCDCTL_* variables",
                List.of("ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "member list (an etcdctl command, not a connection setting)"),
                List.of()), ConnectionImporter.parse(text));
    }

    @Test
    void flagsWinOverVariablesAsInEtcdctl() throws Exception {
        String text = """
                export ETCDCTL_ENDPOINTS=https://10.0.0.1:2379
                export ETCDCTL_CACERT=/etc/etcd/old-ca.crt
                export ETCDCTL_CERT=/etc/etcd/client.crt
                export ETCDCTL_KEY=/etc/etcd/client.key
                etcdctl --endpoints=https://10.0.0.9:2379 --cacert=/etc/etcd/ca.crt endpoint health
                """;
        assertEquals(new ConnectionDraft("10.0.0.9", List.of("https://10.0.0.9:2379"), "/etc/etcd/ca.crt",
                "/etc/etcd/client.crt", "/etc/etcd/client.key", null, null, false, null, null, null,
                "etcdctl command line with ETCDCTL_* variables",
                List.of("endpoint health (an etcdctl command, not a connection setting)"),
                List.of("ETCDCTL_ENDPOINTS is overridden by --endpoints",
                        "ETCDCTL_CACERT is overridden by --cacert")),
                ConnectionImporter.parse(text));
    }

    @Test
    void bareCommandUsesEtcdctlsDefaultEndpoint() throws Exception {
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("127.0.0.1:2379"), null, null, null, null, null, false,
                null, null, null, "etcdctl command line",
                List.of("$ (a shell prompt)", "get foo (an etcdctl command, not a connection setting)"),
                List.of("no endpoint is given: etcdctl's default 127.0.0.1:2379 is used")),
                ConnectionImporter.parse("$ etcdctl get foo"));
    }

    @Test
    void badDurationRelativePathsHalfAPairAndAToken() throws Exception {
        String text = "etcdctl --endpoints=http://etcd-0.etcd:2379 --dial-timeout=5 --cacert=certs/ca.pem"
                + " --cert=/etc/etcd/client.crt --auth-jwt-token=eyJhbGciOi.secret watch /config --prefix";
        assertEquals(new ConnectionDraft("etcd-0.etcd", List.of("http://etcd-0.etcd:2379"), "certs/ca.pem",
                "/etc/etcd/client.crt", null, null, null, false, null, null, null, "etcdctl command line",
                List.of("--auth-jwt-token (JWT token authentication is not supported: use a user or a certificate)",
                        "watch /config --prefix (an etcdctl command, not a connection setting)"),
                List.of("--dial-timeout=5 is not a duration such as 5s: the default is kept",
                        "the path certs/ca.pem is relative to the directory the command ran in",
                        "a client certificate is given without its key")),
                ConnectionImporter.parse(text));
    }
}
