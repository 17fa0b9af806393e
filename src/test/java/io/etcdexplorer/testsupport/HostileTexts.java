package io.etcdexplorer.testsupport;

/**
 * Pasted or typed text that once froze the window or ran it out of memory (issue 18): each is small to build and
 * was costly to read. Shared by the importer's and the editor's unit tests and by the FX-thread tests.
 */
public final class HostileTexts {

    private HostileTexts() {
    }

    /** An etcdctl command whose --dial-timeout is a run of digits: 14 s in a regex that searched along it. */
    public static String longDialTimeout(int digits) {
        return "etcdctl --endpoints=https://10.0.0.1:2379 --dial-timeout=" + "7".repeat(digits) + " get /a";
    }

    /** {@code export Vn=$V(n-1)$V(n-1)}: each line doubles the value, 27 lines make hundreds of MiB. */
    public static String doublingVariables(int lines) {
        StringBuilder text = new StringBuilder("export V0=ab\n");
        for (int i = 1; i < lines; i++) {
            text.append("export V").append(i).append("=$V").append(i - 1).append("$V").append(i - 1).append('\n');
        }
        return text.append("etcdctl --endpoints=https://10.0.0.1:2379 get /$V").append(lines - 1).append('\n')
                .toString();
    }

    /** A kubeadm-style etcd Pod padded with annotations to about {@code bytes}. */
    public static String largeManifest(int bytes) {
        StringBuilder text = new StringBuilder("""
                apiVersion: v1
                kind: Pod
                metadata:
                  name: etcd
                  namespace: kube-system
                  annotations:
                """);
        for (int i = 0; text.length() < bytes - 400; i++) {
            text.append("    note-").append(i).append(": \"").append("x".repeat(60)).append("\"\n");
        }
        return text.append("""
                spec:
                  containers:
                  - name: etcd
                    command:
                    - etcd
                    - --advertise-client-urls=https://10.0.0.1:2379
                    - --cert-file=/etc/kubernetes/pki/etcd/server.crt
                    - --key-file=/etc/kubernetes/pki/etcd/server.key
                    - --trusted-ca-file=/etc/kubernetes/pki/etcd/ca.crt
                """).toString();
    }

    /** Flow sequences nested {@code bytes / 2} deep: {@code [[[...]]]}, 16 s for SnakeYAML's scanner at 200 KB. */
    public static String deeplyNestedYaml(int bytes) {
        return "[".repeat(bytes / 2) + "]".repeat(bytes / 2);
    }

    /** Flow mappings nested deep: {@code {a: {a: ...}}}; formatting it ran out of memory. */
    public static String deeplyNestedYamlMappings(int bytes) {
        int depth = bytes / 5;
        return "{a: ".repeat(depth) + "1" + "}".repeat(depth);
    }
}
