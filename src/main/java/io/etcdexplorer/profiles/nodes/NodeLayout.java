package io.etcdexplorer.profiles.nodes;

import java.util.List;

/**
 * Where a kind of node keeps what a client of its etcd needs, as paths on the node. The defaults are minikube's and
 * kubeadm's; tests point a layout at a folder of their SSH host instead.
 *
 * @param endpoint etcd's client URL as the node itself reaches it, used when the node tells nothing better
 * @param manifest etcd's static pod manifest, read for its client URLs and CA; null when not read
 * @param caCert   the CA that signed etcd's server certificate, unless the manifest names another
 * @param clients  client certificate and key pairs, in order of preference: the first one present is used
 */
public record NodeLayout(String endpoint, String manifest, String caCert, List<ClientPair> clients) {

    /** etcd's own port on the node's loopback: both minikube and kubeadm have etcd listen there. */
    public static final String LOOPBACK_ENDPOINT = "https://127.0.0.1:2379";

    public NodeLayout {
        clients = List.copyOf(clients);
    }

    /** A client certificate and its key, both paths on the node. */
    public record ClientPair(String cert, String key) {

        /** {@code dir/name.crt} with {@code dir/name.key}, as kubeadm names its pairs. */
        public static ClientPair named(String dir, String name) {
            String folder = dir.endsWith("/") ? dir : dir + "/";
            return new ClientPair(folder + name + ".crt", folder + name + ".key");
        }

        /** The certificate's file name, e.g. {@code healthcheck-client.crt}. */
        public String fileName() {
            return cert.substring(cert.lastIndexOf('/') + 1);
        }
    }

    /**
     * minikube sets its node up with kubeadm but keeps the certificates in its own folder. The healthcheck client
     * pair is made for clients such as this one; etcd's server pair is also valid for client authentication.
     */
    public static NodeLayout minikube() {
        String dir = "/var/lib/minikube/certs/etcd/";
        return new NodeLayout(LOOPBACK_ENDPOINT, null, dir + "ca.crt",
                List.of(ClientPair.named(dir, "healthcheck-client"), ClientPair.named(dir, "server")));
    }

    /** A kubeadm control-plane node: the healthcheck pair, else the API server's own pair for etcd. */
    public static NodeLayout kubeadm() {
        String pki = "/etc/kubernetes/pki/";
        return new NodeLayout(LOOPBACK_ENDPOINT, "/etc/kubernetes/manifests/etcd.yaml", pki + "etcd/ca.crt",
                List.of(ClientPair.named(pki + "etcd", "healthcheck-client"),
                        ClientPair.named(pki, "apiserver-etcd-client")));
    }
}
