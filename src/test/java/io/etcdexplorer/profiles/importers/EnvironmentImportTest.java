package io.etcdexplorer.profiles.importers;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class EnvironmentImportTest {

    @Test
    void exportBlockWithCommentsQuotesAndAnUnrelatedVariable() throws Exception {
        String text = """
                # etcdctl settings for the prod cluster
                export ETCDCTL_API=3
                export ETCDCTL_ENDPOINTS="https://10.0.0.11:2379,https://10.0.0.12:2379"
                export ETCDCTL_CACERT='/etc/etcd/ca.pem'   # the cluster CA

                export ETCDCTL_CERT=/etc/etcd/client.pem
                export ETCDCTL_KEY=/etc/etcd/client-key.pem
                export ETCDCTL_DIAL_TIMEOUT=3s
                export ETCDCTL_WRITE_OUT=table
                export KUBECONFIG=/etc/kubernetes/admin.conf
                """;
        assertEquals(new ConnectionDraft("10.0.0.11", List.of("https://10.0.0.11:2379", "https://10.0.0.12:2379"),
                "/etc/etcd/ca.pem", "/etc/etcd/client.pem", "/etc/etcd/client-key.pem", null, null, false, null,
                null, 3, "ETCDCTL_* variables",
                List.of("ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "ETCDCTL_WRITE_OUT=table (etcdctl's output format)",
                        "KUBECONFIG (not used by the imported command)"),
                List.of()), ConnectionImporter.parse(text));
    }

    @Test
    void etcdReadmeBlockWithoutEndpointsUsesTheDefault() throws Exception {
        // etcdctl's README: "Global flags can be set with environment variables".
        String text = """
                ETCDCTL_DIAL_TIMEOUT=3s
                ETCDCTL_CACERT=/tmp/ca.pem
                ETCDCTL_CERT=/tmp/cert.pem
                ETCDCTL_KEY=/tmp/key.pem
                """;
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("127.0.0.1:2379"), "/tmp/ca.pem", "/tmp/cert.pem",
                "/tmp/key.pem", null, null, false, null, null, 3, "ETCDCTL_* variables", List.of(),
                List.of("no endpoint is given: etcdctl's default 127.0.0.1:2379 is used")),
                ConnectionImporter.parse(text));
    }

    @Test
    void windowsCmdSetLinesWithQuotesAndRem() throws Exception {
        String text = """
                REM etcd on the build server
                set ETCDCTL_API=3
                set ETCDCTL_ENDPOINTS=https://etcd.example.com:2379
                set "ETCDCTL_CACERT=C:\\etcd\\certs\\ca.crt"
                set ETCDCTL_USER=builder:pa55word
                set ETCDCTL_DIAL_TIMEOUT=10s
                """;
        assertEquals(new ConnectionDraft("etcd.example.com", List.of("https://etcd.example.com:2379"),
                "C:\\etcd\\certs\\ca.crt", null, null, "builder", "pa55word", false, null, null, 10,
                "ETCDCTL_* variables",
                List.of("ETCDCTL_API=3 (the app always speaks the v3 API)"),
                List.of("password taken from the text: it will not be saved")),
                ConnectionImporter.parse(text));
    }

    @Test
    void fishAndEnvOutputWithRepeatedAndUnknownVariables() throws Exception {
        String text = """
                set -gx ETCDCTL_ENDPOINTS http://127.0.0.1:2379
                ETCDCTL_ENDPOINTS=http://127.0.0.1:22379
                ETCDCTL_INSECURE_SKIP_TLS_VERIFY=true
                ETCDCTL_WATCH_KEY=foo
                ETCDCTL_PASSWORD=secret
                ETCDCTL_USER=root
                """;
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("http://127.0.0.1:22379"), null, null, null, "root",
                "secret", true, null, null, null, "ETCDCTL_* variables",
                List.of("ETCDCTL_WATCH_KEY (not an etcdctl setting)"),
                List.of("ETCDCTL_ENDPOINTS is set 2 times: the last value is used",
                        "password taken from the text: it will not be saved")),
                ConnectionImporter.parse(text));
    }

    @Test
    void processEnvironmentReadsOnlyEtcdctlVariables() throws Exception {
        Map<String, String> environment = Map.of("PATH", "/usr/bin", "HOME", "/home/ann",
                "ETCDCTL_ENDPOINTS", "https://etcd-0:2379, https://etcd-1:2379", "ETCDCTL_CACERT", "/certs/ca.crt",
                "ETCDCTL_API", "3");
        assertEquals(new ConnectionDraft("etcd-0", List.of("https://etcd-0:2379", "https://etcd-1:2379"),
                "/certs/ca.crt", null, null, null, null, false, null, null, null, "ETCDCTL_* variables",
                List.of("ETCDCTL_API=3 (the app always speaks the v3 API)"), List.of()),
                ConnectionImporter.fromEnvironment(environment));
    }

    @Test
    void apiVersionAloneIsNotAConnection() {
        ImportException e = assertThrows(ImportException.class,
                () -> ConnectionImporter.parse("export ETCDCTL_API=3\n"));
        assertEquals("No etcd endpoint found: paste an etcdctl command, ETCDCTL_* variables, an etcd or"
                + " kube-apiserver command line, or a kubeadm manifest", e.getMessage());
        ImportException fromEnvironment = assertThrows(ImportException.class,
                () -> ConnectionImporter.fromEnvironment(Map.of("ETCDCTL_API", "3", "PATH", "/bin")));
        assertEquals("No ETCDCTL_ENDPOINTS or other ETCDCTL_* connection variable is set",
                fromEnvironment.getMessage());
    }
}
