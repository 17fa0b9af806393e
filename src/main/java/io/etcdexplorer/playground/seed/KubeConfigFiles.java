package io.etcdexplorer.playground.seed;

/** Configuration files that kube-system ConfigMaps and annotations carry, as minikube writes them. */
final class KubeConfigFiles {

    static final String COREFILE = """
            .:53 {
                log
                errors
                health {
                   lameduck 5s
                }
                ready
                kubernetes cluster.local in-addr.arpa ip6.arpa {
                   pods insecure
                   fallthrough in-addr.arpa ip6.arpa
                   ttl 30
                }
                prometheus :9153
                hosts {
                   192.168.49.1 host.minikube.internal
                   fallthrough
                }
                forward . /etc/resolv.conf {
                   max_concurrent 1000
                }
                cache 30
                loop
                reload
                loadbalance
            }
            """;

    static final String KUBE_PROXY_CONFIG = """
            apiVersion: kubeproxy.config.k8s.io/v1alpha1
            bindAddress: 0.0.0.0
            bindAddressHardFail: false
            clientConnection:
              acceptContentTypes: ""
              burst: 0
              contentType: ""
              kubeconfig: /var/lib/kube-proxy/kubeconfig.conf
              qps: 0
            clusterCIDR: 10.244.0.0/16
            configSyncPeriod: 0s
            conntrack:
              maxPerCore: 0
              min: null
              tcpCloseWaitTimeout: 0s
              tcpEstablishedTimeout: 0s
            enableProfiling: false
            healthzBindAddress: ""
            hostnameOverride: ""
            iptables:
              masqueradeAll: false
              masqueradeBit: null
              minSyncPeriod: 0s
              syncPeriod: 0s
            kind: KubeProxyConfiguration
            metricsBindAddress: 0.0.0.0:10249
            mode: ""
            nodePortAddresses: null
            oomScoreAdj: null
            portRange: ""
            """;

    static final String KUBE_PROXY_KUBECONFIG = """
            apiVersion: v1
            kind: Config
            clusters:
            - cluster:
                certificate-authority: /var/run/secrets/kubernetes.io/serviceaccount/ca.crt
                server: https://control-plane.minikube.internal:8443
              name: default
            contexts:
            - context:
                cluster: default
                namespace: default
                user: default
              name: default
            current-context: default
            users:
            - name: default
              user:
                tokenFile: /var/run/secrets/kubernetes.io/serviceaccount/token
            """;

    /** kubectl stores the applied manifest as compact JSON followed by a newline. */
    static final String PROVISIONER_APPLIED = "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":"
            + "{\"annotations\":{},\"labels\":{\"addonmanager.kubernetes.io/mode\":\"Reconcile\",\"integration-test\":"
            + "\"storage-provisioner\"},\"name\":\"storage-provisioner\",\"namespace\":\"kube-system\"},\"spec\":"
            + "{\"containers\":[{\"command\":[\"/storage-provisioner\"],\"image\":"
            + "\"gcr.io/k8s-minikube/storage-provisioner:v5\",\"imagePullPolicy\":\"IfNotPresent\",\"name\":"
            + "\"storage-provisioner\",\"volumeMounts\":[{\"mountPath\":\"/tmp\",\"name\":\"tmp\"}]}],"
            + "\"hostNetwork\":true,\"serviceAccountName\":\"storage-provisioner\",\"volumes\":[{\"hostPath\":"
            + "{\"path\":\"/tmp\",\"type\":\"Directory\"},\"name\":\"tmp\"}]}}\n";

    private KubeConfigFiles() {
    }
}
