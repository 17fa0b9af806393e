package io.etcdexplorer.profiles.importers;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ManifestImportTest {

    private static final String PKI = "/etc/kubernetes/pki/";
    private static final List<String> KUBEADM_ETCD_IGNORED = List.of(
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
            "--snapshot-count (server tuning)");

    @Test
    void kubeadmEtcdManifest() throws Exception {
        assertEquals(new ConnectionDraft("etcd-cp-1", List.of("https://192.168.56.10:2379", "https://127.0.0.1:2379"),
                PKI + "etcd/ca.crt", PKI + "etcd/server.crt", PKI + "etcd/server.key", null, null, false, null, null,
                null, "kubeadm manifest etcd.yaml", KUBEADM_ETCD_IGNORED,
                List.of("the server requires client certificates (--client-cert-auth) but its own server.crt is used"
                        + " as the client certificate: it usually works with kubeadm certificates, but prefer the"
                        + " client certificate " + PKI + "etcd/healthcheck-client.crt with " + PKI
                        + "etcd/healthcheck-client.key")),
                ConnectionImporter.parse(Samples.KUBEADM_ETCD_YAML));
    }

    /**
     * kubeadm 1.34 runs etcd 3.6, which renamed the experimental flags of the 1.31 manifest above: the importer
     * reads the same connection from it and names the new flags with a reason.
     */
    @Test
    void kubeadmEtcdManifestForEtcd36() throws Exception {
        String etcd36 = Samples.KUBEADM_ETCD_YAML
                .replace("- --experimental-initial-corrupt-check=true",
                        "- --feature-gates=InitialCorruptCheck=true")
                .replace("- --experimental-watch-progress-notify-interval=5s",
                        "- --watch-progress-notify-interval=5s")
                .replace("registry.k8s.io/etcd:3.5.15-0", "registry.k8s.io/etcd:3.6.4-0");
        List<String> ignored = new ArrayList<>(KUBEADM_ETCD_IGNORED);
        ignored.remove("--experimental-initial-corrupt-check (experimental server setting)");
        ignored.remove("--experimental-watch-progress-notify-interval (experimental server setting)");
        ignored.add(1, "--feature-gates (server feature switch)");
        ignored.add(2, "--watch-progress-notify-interval (server setting, not needed to connect)");

        ConnectionDraft draft = ConnectionImporter.parse(etcd36);

        ConnectionDraft etcd35 = ConnectionImporter.parse(Samples.KUBEADM_ETCD_YAML);
        assertEquals(etcd35.endpoints(), draft.endpoints());
        assertEquals(etcd35.caCert(), draft.caCert());
        assertEquals(etcd35.cert(), draft.cert());
        assertEquals(etcd35.key(), draft.key());
        assertEquals(etcd35.warnings(), draft.warnings());
        assertEquals(ignored, draft.ignored());
    }

    @Test
    void kubeadmApiServerManifest() throws Exception {
        assertEquals(new ConnectionDraft("192.168.56.10", List.of("https://127.0.0.1:2379"), PKI + "etcd/ca.crt",
                PKI + "apiserver-etcd-client.crt", PKI + "apiserver-etcd-client.key", null, null, false, null, null,
                null, "kubeadm manifest kube-apiserver.yaml",
                List.of("23 kube-apiserver flags unrelated to etcd"),
                List.of("this is the API server's own etcd client certificate: it can change everything Kubernetes"
                        + " stores, so consider opening the connection read-only")),
                ConnectionImporter.parse(Samples.KUBEADM_APISERVER_YAML));
    }

    @Test
    void kubectlGetPodsListWithTheMinikubeMirrorPod() throws Exception {
        String text = """
                $ kubectl -n kube-system get pods -o yaml
                apiVersion: v1
                items:
                - apiVersion: v1
                  kind: Pod
                  metadata:
                    annotations:
                      kubeadm.kubernetes.io/etcd.advertise-client-urls: https://192.168.49.2:2379
                      kubernetes.io/config.source: file
                    labels:
                      component: etcd
                      tier: control-plane
                    name: etcd-minikube
                    namespace: kube-system
                    ownerReferences:
                    - apiVersion: v1
                      controller: true
                      kind: Node
                      name: minikube
                  spec:
                    containers:
                    - command:
                      - etcd
                      - --advertise-client-urls=https://192.168.49.2:2379
                      - --cert-file=/var/lib/minikube/certs/etcd/server.crt
                      - --client-cert-auth=true
                      - --data-dir=/var/lib/minikube/etcd
                      - --key-file=/var/lib/minikube/certs/etcd/server.key
                      - --listen-client-urls=https://127.0.0.1:2379,https://192.168.49.2:2379
                      - --name=minikube
                      - --trusted-ca-file=/var/lib/minikube/certs/etcd/ca.crt
                      image: registry.k8s.io/etcd:3.5.15-0
                      name: etcd
                      volumeMounts:
                      - mountPath: /var/lib/minikube/etcd
                        name: etcd-data
                      - mountPath: /var/lib/minikube/certs/etcd
                        name: etcd-certs
                    hostNetwork: true
                    volumes:
                    - hostPath:
                        path: /var/lib/minikube/certs/etcd
                        type: DirectoryOrCreate
                      name: etcd-certs
                    - hostPath:
                        path: /var/lib/minikube/etcd
                        type: DirectoryOrCreate
                      name: etcd-data
                  status:
                    phase: Running
                    podIP: 192.168.49.2
                - apiVersion: v1
                  kind: Pod
                  metadata:
                    name: kube-scheduler-minikube
                    namespace: kube-system
                  spec:
                    containers:
                    - command:
                      - kube-scheduler
                      - --kubeconfig=/etc/kubernetes/scheduler.conf
                      - --leader-elect=false
                      image: registry.k8s.io/kube-scheduler:v1.31.0
                      name: kube-scheduler
                kind: List
                metadata:
                  resourceVersion: ""
                """;
        String certs = "/var/lib/minikube/certs/etcd/";
        assertEquals(new ConnectionDraft("etcd-minikube",
                List.of("https://192.168.49.2:2379", "https://127.0.0.1:2379"), certs + "ca.crt", certs + "server.crt",
                certs + "server.key", null, null, false, null, null, null, "kubeadm manifest etcd.yaml",
                List.of("line 1: $ kubectl -n kube-system get pods -o yaml (text before the manifest)",
                        "--data-dir (server storage, not needed to connect)",
                        "1 other container in the manifest"),
                List.of("the server requires client certificates (--client-cert-auth) but its own server.crt is used"
                                + " as the client certificate: it usually works with kubeadm certificates, but prefer"
                                + " the client certificate " + certs + "healthcheck-client.crt with " + certs
                                + "healthcheck-client.key",
                        "paths under /var/lib/minikube are inside the minikube node, not on this machine: copy the"
                                + " files out first (e.g. minikube ssh \"sudo cat ...\")")),
                ConnectionImporter.parse(text));
    }

    @Test
    void handWrittenPodWhoseCertificatesComeFromAnotherHostPath() throws Exception {
        String text = """
                ```yaml
                apiVersion: v1
                kind: Pod
                metadata:
                  name: etcd-lab
                spec:
                  containers:
                  - name: etcd
                    image: quay.io/coreos/etcd:v3.5.15
                    command: ["/usr/local/bin/etcd"]
                    args:
                    - --name=lab
                    - --listen-client-urls=https://0.0.0.0:2379
                    - --advertise-client-urls=https://etcd-lab.default.svc:2379
                    - --cert-file=/certs/server.crt
                    - --key-file=/certs/server.key
                    - --trusted-ca-file=/certs/ca.crt
                    - --client-cert-auth
                    volumeMounts:
                    - name: certs
                      mountPath: /certs
                  volumes:
                  - name: certs
                    hostPath:
                      path: /srv/etcd-lab/pki
                ```
                """;
        assertEquals(new ConnectionDraft("etcd-lab",
                List.of("https://etcd-lab.default.svc:2379", "https://127.0.0.1:2379"), "/certs/ca.crt",
                "/certs/server.crt", "/certs/server.key", null, null, false, null, null, null,
                "kubeadm manifest etcd.yaml", List.of(),
                List.of("--listen-client-urls 0.0.0.0 is a bind address: using 127.0.0.1 instead",
                        "the server requires client certificates (--client-cert-auth) but its own server.crt is used"
                                + " as the client certificate: prefer a certificate issued for clients (kubeadm's is"
                                + " etcd/healthcheck-client.crt)",
                        "the container sees /certs mounted from /srv/etcd-lab/pki on the node: there, /certs/ca.crt"
                                + " is /srv/etcd-lab/pki/ca.crt",
                        "the container sees /certs mounted from /srv/etcd-lab/pki on the node: there,"
                                + " /certs/server.crt is /srv/etcd-lab/pki/server.crt",
                        "the container sees /certs mounted from /srv/etcd-lab/pki on the node: there,"
                                + " /certs/server.key is /srv/etcd-lab/pki/server.key")),
                ConnectionImporter.parse(text));
    }

    @Test
    void backupCronJobRunningEtcdctlThroughAShell() throws Exception {
        String text = """
                apiVersion: batch/v1
                kind: CronJob
                metadata:
                  name: etcd-backup
                  namespace: kube-system
                spec:
                  schedule: "0 */6 * * *"
                  jobTemplate:
                    spec:
                      template:
                        spec:
                          hostNetwork: true
                          containers:
                          - name: backup
                            image: registry.k8s.io/etcd:3.5.15-0
                            env:
                            - name: ETCDCTL_API
                              value: "3"
                            command:
                            - /bin/sh
                            - -c
                            - >-
                              etcdctl --endpoints=https://127.0.0.1:2379
                              --cacert=/etc/kubernetes/pki/etcd/ca.crt
                              --cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt
                              --key=/etc/kubernetes/pki/etcd/healthcheck-client.key
                              snapshot save /backup/etcd-$(date +%Y-%m-%d).db
                            volumeMounts:
                            - name: etcd-certs
                              mountPath: /etc/kubernetes/pki/etcd
                              readOnly: true
                            - name: backup
                              mountPath: /backup
                          restartPolicy: OnFailure
                          volumes:
                          - name: etcd-certs
                            hostPath:
                              path: /etc/kubernetes/pki/etcd
                          - name: backup
                            hostPath:
                              path: /var/backups/etcd
                """;
        assertEquals(new ConnectionDraft("127.0.0.1", List.of("https://127.0.0.1:2379"), PKI + "etcd/ca.crt",
                PKI + "etcd/healthcheck-client.crt", PKI + "etcd/healthcheck-client.key", null, null, false, null,
                null, null, "etcdctl command in a Kubernetes manifest",
                List.of("ETCDCTL_API=3 (the app always speaks the v3 API)",
                        "snapshot save /backup/etcd-$(date +%Y-%m-%d).db (an etcdctl command, not a connection"
                                + " setting)"),
                List.of()), ConnectionImporter.parse(text));
    }

    @Test
    void invalidYamlSaysWhere() {
        ImportException e = assertThrows(ImportException.class, () -> ConnectionImporter.parse(
                "apiVersion: v1\nkind: Pod\nspec:\n  containers: [\n    {name: etcd\n"));
        assertEquals("The text looks like a Kubernetes manifest but is not valid YAML (line 5, column 16): while"
                + " parsing a flow mapping; expected ',' or '}', but got <stream end>", e.getMessage());
        assertEquals(5, e.line());
        assertEquals(16, e.column());
    }

    @Test
    void manifestWithoutEtcdRelatedContainers() {
        ImportException e = assertThrows(ImportException.class, () -> ConnectionImporter.parse("""
                apiVersion: v1
                kind: Pod
                metadata:
                  name: nginx
                spec:
                  containers:
                  - name: nginx
                    image: nginx:1.27
                """));
        assertEquals("No container in the manifest runs etcd, kube-apiserver or etcdctl with connection settings",
                e.getMessage());
    }
}
