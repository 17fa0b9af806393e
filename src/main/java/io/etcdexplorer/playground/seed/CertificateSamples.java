package io.etcdexplorer.playground.seed;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The cluster CA certificate. A real self-signed P-256 certificate ("CN=minikubeCA", valid 2025-03-02 to
 * 2035-03-01) generated once with openssl and kept as a constant, so certificate viewers can parse it; its private
 * key was never kept.
 */
final class CertificateSamples {

    static final String CA_PEM = """
            -----BEGIN CERTIFICATE-----
            MIIBWjCCAQGgAwIBAgIBATAKBggqhkjOPQQDAjAVMRMwEQYDVQQDDAptaW5pa3Vi
            ZUNBMB4XDTI1MDMwMjA5MTAwMFoXDTM1MDMwMTA5MTAwMFowFTETMBEGA1UEAwwK
            bWluaWt1YmVDQTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABDIfDK+rBA9G0Yis
            sqEhhcPo7KDkJdDSt9g4J4a7dv8SM1cZ1xDMd6qxF9wv6ey3EnaUSefam/Q6P0sx
            BomVOdKjQjBAMA8GA1UdEwEB/wQFMAMBAf8wDgYDVR0PAQH/BAQDAgKkMB0GA1Ud
            DgQWBBSMUVNbip7u7M10lRI5cy7d71xdqTAKBggqhkjOPQQDAgNHADBEAiBhe2l1
            fcY1+Dz2F+8Z+N9ycNw3H7RJ8lB/tFZusLTE9gIgWR70pZKvIDEfe+dKKrv2qEgb
            LENz2Ga/BWYwBxI+qnc=
            -----END CERTIFICATE-----
            """;

    private CertificateSamples() {
    }

    /** The kubeconfig that kubeadm publishes in kube-public/cluster-info for bootstrapping nodes. */
    static String clusterInfoKubeconfig() {
        String caData = Base64.getEncoder().encodeToString(CA_PEM.getBytes(StandardCharsets.US_ASCII));
        return """
                apiVersion: v1
                clusters:
                - cluster:
                    certificate-authority-data: %s
                    server: https://control-plane.minikube.internal:8443
                  name: ""
                contexts: null
                current-context: ""
                kind: Config
                preferences: {}
                users: null
                """.formatted(caData);
    }
}
