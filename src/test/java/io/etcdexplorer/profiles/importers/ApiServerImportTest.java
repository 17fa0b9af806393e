package io.etcdexplorer.profiles.importers;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ApiServerImportTest {

    private static final String CLIENT_CERT_WARNING = "this is the API server's own etcd client certificate: it can"
            + " change everything Kubernetes stores, so consider opening the connection read-only";
    private static final String MINIKUBE_WARNING = "paths under /var/lib/minikube are inside the minikube node, not on"
            + " this machine: copy the files out first (e.g. minikube ssh \"sudo cat ...\")";
    private static final String MINIKUBE_APISERVER = "kube-apiserver --advertise-address=192.168.49.2"
            + " --allow-privileged=true --authorization-mode=Node,RBAC --client-ca-file=/var/lib/minikube/certs/ca.crt"
            + " --enable-admission-plugins=NamespaceLifecycle,LimitRanger,ServiceAccount,DefaultStorageClass,"
            + "DefaultTolerationSeconds,NodeRestriction,MutatingAdmissionWebhook,ValidatingAdmissionWebhook,"
            + "ResourceQuota --enable-bootstrap-token-auth=true --etcd-cafile=/var/lib/minikube/certs/etcd/ca.crt"
            + " --etcd-certfile=/var/lib/minikube/certs/apiserver-etcd-client.crt"
            + " --etcd-keyfile=/var/lib/minikube/certs/apiserver-etcd-client.key --etcd-servers=https://127.0.0.1:2379"
            + " --kubelet-client-certificate=/var/lib/minikube/certs/apiserver-kubelet-client.crt"
            + " --kubelet-client-key=/var/lib/minikube/certs/apiserver-kubelet-client.key"
            + " --kubelet-preferred-address-types=InternalIP,ExternalIP,Hostname"
            + " --proxy-client-cert-file=/var/lib/minikube/certs/front-proxy-client.crt"
            + " --proxy-client-key-file=/var/lib/minikube/certs/front-proxy-client.key"
            + " --requestheader-allowed-names=front-proxy-client"
            + " --requestheader-client-ca-file=/var/lib/minikube/certs/front-proxy-ca.crt"
            + " --requestheader-extra-headers-prefix=X-Remote-Extra- --requestheader-group-headers=X-Remote-Group"
            + " --requestheader-username-headers=X-Remote-User --secure-port=8443"
            + " --service-account-issuer=https://kubernetes.default.svc.cluster.local"
            + " --service-account-key-file=/var/lib/minikube/certs/sa.pub"
            + " --service-account-signing-key-file=/var/lib/minikube/certs/sa.key"
            + " --service-cluster-ip-range=10.96.0.0/12 --tls-cert-file=/var/lib/minikube/certs/apiserver.crt"
            + " --tls-private-key-file=/var/lib/minikube/certs/apiserver.key";

    @Test
    void psAuxGrepEtcdOnMinikubePrefersTheApiServersClientCertificate() throws Exception {
        // grep etcd matches the API server (its flags mention etcd), etcd itself and the grep.
        String text = "$ ps aux | grep etcd\n"
                + "root        3580  6.1  7.9 1563224 318156 ?      Ssl  11:09  15:19 " + MINIKUBE_APISERVER + "\n"
                + Samples.MINIKUBE_PS_AUX
                + "docker      9893  0.0  0.0   6432   720 pts/0    S+   11:41   0:00 grep --color=auto etcd\n";
        assertEquals(new ConnectionDraft("192.168.49.2", List.of("https://127.0.0.1:2379"),
                "/var/lib/minikube/certs/etcd/ca.crt", "/var/lib/minikube/certs/apiserver-etcd-client.crt",
                "/var/lib/minikube/certs/apiserver-etcd-client.key", null, null, false, null, null, null,
                "kube-apiserver command line",
                List.of("root 3580 6.1 7.9 1563224 318156 ? Ssl 11:09 15:19 (ps columns before the command)",
                        "23 kube-apiserver flags unrelated to etcd",
                        "line 3: another etcd command (only one is imported)",
                        "line 1: $ ps aux (not an etcd command)",
                        "line 1: grep etcd (not an etcd command)",
                        "line 4: docker 9893 0.0 0.0 6432 720 pts/0 S+ 11:41 0:00 grep --c... (not an etcd command)"),
                List.of(CLIENT_CERT_WARNING, MINIKUBE_WARNING)),
                ConnectionImporter.parse(text));
    }

    @Test
    void externalEtcdClusterFromASystemdUnit() throws Exception {
        String text = """
                ExecStart=/usr/local/bin/kube-apiserver \\
                  --advertise-address=10.240.0.10 \\
                  --allow-privileged=true \\
                  --etcd-cafile=/var/lib/kubernetes/ca.pem \\
                  --etcd-certfile=/var/lib/kubernetes/kubernetes.pem \\
                  --etcd-keyfile=/var/lib/kubernetes/kubernetes-key.pem \\
                  --etcd-servers=https://10.240.0.10:2379,https://10.240.0.11:2379,https://10.240.0.12:2379 \\
                  --etcd-servers-overrides=/events#https://10.240.0.20:2379 \\
                  --etcd-prefix=/k8s-prod \\
                  --etcd-compaction-interval=10m \\
                  --event-ttl=1h \\
                  --v=2
                """;
        assertEquals(new ConnectionDraft("10.240.0.10",
                List.of("https://10.240.0.10:2379", "https://10.240.0.11:2379", "https://10.240.0.12:2379"),
                "/var/lib/kubernetes/ca.pem", "/var/lib/kubernetes/kubernetes.pem",
                "/var/lib/kubernetes/kubernetes-key.pem", null, null, false, null, null, null,
                "kube-apiserver command line",
                List.of("--etcd-servers-overrides=/events#https://10.240.0.20:2379 (resources kept in a separate"
                                + " etcd: import that one as its own connection)",
                        "--etcd-compaction-interval (the API server's own etcd client tuning)",
                        "4 kube-apiserver flags unrelated to etcd"),
                List.of(CLIENT_CERT_WARNING,
                        "--etcd-prefix=/k8s-prod: Kubernetes stores its objects under /k8s-prod; it is not used as"
                                + " a namespace, so every key stays visible")),
                ConnectionImporter.parse(text));
    }

    @Test
    void grepOutputOfTheManifestWithComments() throws Exception {
        String text = """
                cat /etc/kubernetes/manifests/kube-apiserver.yaml|egrep -i etcd
                    - --etcd-cafile=/etc/kubernetes/pki/etcd/ca.crt  # ETCDCTL_CACERT in the script
                    - --etcd-certfile=/etc/kubernetes/pki/apiserver-etcd-client.crt # ETCDCTL_CERT
                    - --etcd-keyfile=/etc/kubernetes/pki/apiserver-etcd-client.key # ETCDCTL_KEY
                    - --etcd-servers=https://127.0.0.1:2379 # the member
                """;
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("https://127.0.0.1:2379"),
                "/etc/kubernetes/pki/etcd/ca.crt", "/etc/kubernetes/pki/apiserver-etcd-client.crt",
                "/etc/kubernetes/pki/apiserver-etcd-client.key", null, null, false, null, null, null,
                "kube-apiserver command line",
                List.of("line 1: cat /etc/kubernetes/manifests/kube-apiserver.yaml (not an etcd command)",
                        "line 1: egrep -i etcd (not an etcd command)"),
                List.of(CLIENT_CERT_WARNING)),
                ConnectionImporter.parse(text));
    }

    @Test
    void jsonArrayPrintedByKubectlJsonpath() throws Exception {
        // kubectl -n kube-system get pod kube-apiserver-minikube -o jsonpath='{.spec.containers[0].command}'
        String text = "[\"kube-apiserver\",\"--advertise-address=192.168.49.2\",\"--allow-privileged=true\","
                + "\"--etcd-cafile=/var/lib/minikube/certs/etcd/ca.crt\","
                + "\"--etcd-certfile=/var/lib/minikube/certs/apiserver-etcd-client.crt\","
                + "\"--etcd-keyfile=/var/lib/minikube/certs/apiserver-etcd-client.key\","
                + "\"--etcd-servers=https://127.0.0.1:2379\",\"--secure-port=8443\"]";
        assertEquals(new ConnectionDraft("192.168.49.2", List.of("https://127.0.0.1:2379"),
                "/var/lib/minikube/certs/etcd/ca.crt", "/var/lib/minikube/certs/apiserver-etcd-client.crt",
                "/var/lib/minikube/certs/apiserver-etcd-client.key", null, null, false, null, null, null,
                "kube-apiserver command line",
                List.of("3 kube-apiserver flags unrelated to etcd"),
                List.of(CLIENT_CERT_WARNING, MINIKUBE_WARNING)),
                ConnectionImporter.parse(text));
    }

    @Test
    void withoutEtcdServersTheEtcdIsUnknown() {
        ImportException e = assertThrows(ImportException.class, () -> ConnectionImporter.parse(
                "kube-apiserver --advertise-address=10.0.0.1 --secure-port=6443 --authorization-mode=Node,RBAC"));
        assertEquals("The kube-apiserver command line has no --etcd-servers flag, so the etcd it uses is unknown:"
                + " paste the full command line or its manifest", e.getMessage());
    }
}
