package io.etcdexplorer.profiles.importers;

/** Realistic pastes, in the shape kubeadm, minikube, the etcd and Kubernetes docs and terminals produce them. */
final class Samples {

    /** /etc/kubernetes/manifests/etcd.yaml as kubeadm 1.31 writes it (etcd 3.5.15). */
    static final String KUBEADM_ETCD_YAML = """
            apiVersion: v1
            kind: Pod
            metadata:
              annotations:
                kubeadm.kubernetes.io/etcd.advertise-client-urls: https://192.168.56.10:2379
              creationTimestamp: null
              labels:
                component: etcd
                tier: control-plane
              name: etcd
              namespace: kube-system
            spec:
              containers:
              - command:
                - etcd
                - --advertise-client-urls=https://192.168.56.10:2379
                - --cert-file=/etc/kubernetes/pki/etcd/server.crt
                - --client-cert-auth=true
                - --data-dir=/var/lib/etcd
                - --experimental-initial-corrupt-check=true
                - --experimental-watch-progress-notify-interval=5s
                - --initial-advertise-peer-urls=https://192.168.56.10:2380
                - --initial-cluster=cp-1=https://192.168.56.10:2380
                - --key-file=/etc/kubernetes/pki/etcd/server.key
                - --listen-client-urls=https://127.0.0.1:2379,https://192.168.56.10:2379
                - --listen-metrics-urls=http://127.0.0.1:2381
                - --listen-peer-urls=https://192.168.56.10:2380
                - --name=cp-1
                - --peer-cert-file=/etc/kubernetes/pki/etcd/peer.crt
                - --peer-client-cert-auth=true
                - --peer-key-file=/etc/kubernetes/pki/etcd/peer.key
                - --peer-trusted-ca-file=/etc/kubernetes/pki/etcd/ca.crt
                - --snapshot-count=10000
                - --trusted-ca-file=/etc/kubernetes/pki/etcd/ca.crt
                image: registry.k8s.io/etcd:3.5.15-0
                imagePullPolicy: IfNotPresent
                livenessProbe:
                  failureThreshold: 8
                  httpGet:
                    host: 127.0.0.1
                    path: /livez
                    port: 2381
                    scheme: HTTP
                  initialDelaySeconds: 10
                  periodSeconds: 10
                  timeoutSeconds: 15
                name: etcd
                readinessProbe:
                  failureThreshold: 3
                  httpGet:
                    host: 127.0.0.1
                    path: /readyz
                    port: 2381
                    scheme: HTTP
                  periodSeconds: 1
                  timeoutSeconds: 15
                resources:
                  requests:
                    cpu: 100m
                    memory: 100Mi
                startupProbe:
                  failureThreshold: 24
                  httpGet:
                    host: 127.0.0.1
                    path: /readyz
                    port: 2381
                    scheme: HTTP
                  initialDelaySeconds: 10
                  periodSeconds: 10
                  timeoutSeconds: 15
                volumeMounts:
                - mountPath: /var/lib/etcd
                  name: etcd-data
                - mountPath: /etc/kubernetes/pki/etcd
                  name: etcd-certs
              hostNetwork: true
              priority: 2000001000
              priorityClassName: system-node-critical
              securityContext:
                seccompProfile:
                  type: RuntimeDefault
              volumes:
              - hostPath:
                  path: /etc/kubernetes/pki/etcd
                  type: DirectoryOrCreate
                name: etcd-certs
              - hostPath:
                  path: /var/lib/etcd
                  type: DirectoryOrCreate
                name: etcd-data
            status: {}
            """;

    /** /etc/kubernetes/manifests/kube-apiserver.yaml as kubeadm 1.31 writes it. */
    static final String KUBEADM_APISERVER_YAML = """
            apiVersion: v1
            kind: Pod
            metadata:
              annotations:
                kubeadm.kubernetes.io/kube-apiserver.advertise-address.endpoint: 192.168.56.10:6443
              creationTimestamp: null
              labels:
                component: kube-apiserver
                tier: control-plane
              name: kube-apiserver
              namespace: kube-system
            spec:
              containers:
              - command:
                - kube-apiserver
                - --advertise-address=192.168.56.10
                - --allow-privileged=true
                - --authorization-mode=Node,RBAC
                - --client-ca-file=/etc/kubernetes/pki/ca.crt
                - --enable-admission-plugins=NodeRestriction
                - --enable-bootstrap-token-auth=true
                - --etcd-cafile=/etc/kubernetes/pki/etcd/ca.crt
                - --etcd-certfile=/etc/kubernetes/pki/apiserver-etcd-client.crt
                - --etcd-keyfile=/etc/kubernetes/pki/apiserver-etcd-client.key
                - --etcd-servers=https://127.0.0.1:2379
                - --kubelet-client-certificate=/etc/kubernetes/pki/apiserver-kubelet-client.crt
                - --kubelet-client-key=/etc/kubernetes/pki/apiserver-kubelet-client.key
                - --kubelet-preferred-address-types=InternalIP,ExternalIP,Hostname
                - --proxy-client-cert-file=/etc/kubernetes/pki/front-proxy-client.crt
                - --proxy-client-key-file=/etc/kubernetes/pki/front-proxy-client.key
                - --requestheader-allowed-names=front-proxy-client
                - --requestheader-client-ca-file=/etc/kubernetes/pki/front-proxy-ca.crt
                - --requestheader-extra-headers-prefix=X-Remote-Extra-
                - --requestheader-group-headers=X-Remote-Group
                - --requestheader-username-headers=X-Remote-User
                - --secure-port=6443
                - --service-account-issuer=https://kubernetes.default.svc.cluster.local
                - --service-account-key-file=/etc/kubernetes/pki/sa.pub
                - --service-account-signing-key-file=/etc/kubernetes/pki/sa.key
                - --service-cluster-ip-range=10.96.0.0/12
                - --tls-cert-file=/etc/kubernetes/pki/apiserver.crt
                - --tls-private-key-file=/etc/kubernetes/pki/apiserver.key
                image: registry.k8s.io/kube-apiserver:v1.31.1
                imagePullPolicy: IfNotPresent
                livenessProbe:
                  failureThreshold: 8
                  httpGet:
                    host: 192.168.56.10
                    path: /livez
                    port: 6443
                    scheme: HTTPS
                  initialDelaySeconds: 10
                  periodSeconds: 10
                  timeoutSeconds: 15
                name: kube-apiserver
                readinessProbe:
                  failureThreshold: 3
                  httpGet:
                    host: 192.168.56.10
                    path: /readyz
                    port: 6443
                    scheme: HTTPS
                  periodSeconds: 1
                  timeoutSeconds: 15
                resources:
                  requests:
                    cpu: 250m
                startupProbe:
                  failureThreshold: 24
                  httpGet:
                    host: 192.168.56.10
                    path: /livez
                    port: 6443
                    scheme: HTTPS
                  initialDelaySeconds: 10
                  periodSeconds: 10
                  timeoutSeconds: 15
                volumeMounts:
                - mountPath: /etc/ssl/certs
                  name: ca-certs
                  readOnly: true
                - mountPath: /etc/ca-certificates
                  name: etc-ca-certificates
                  readOnly: true
                - mountPath: /etc/kubernetes/pki
                  name: k8s-certs
                  readOnly: true
                - mountPath: /usr/local/share/ca-certificates
                  name: usr-local-share-ca-certificates
                  readOnly: true
                - mountPath: /usr/share/ca-certificates
                  name: usr-share-ca-certificates
                  readOnly: true
              hostNetwork: true
              priority: 2000001000
              priorityClassName: system-node-critical
              securityContext:
                seccompProfile:
                  type: RuntimeDefault
              volumes:
              - hostPath:
                  path: /etc/ssl/certs
                  type: DirectoryOrCreate
                name: ca-certs
              - hostPath:
                  path: /etc/ca-certificates
                  type: DirectoryOrCreate
                name: etc-ca-certificates
              - hostPath:
                  path: /etc/kubernetes/pki
                  type: DirectoryOrCreate
                name: k8s-certs
              - hostPath:
                  path: /usr/local/share/ca-certificates
                  type: DirectoryOrCreate
                name: usr-local-share-ca-certificates
              - hostPath:
                  path: /usr/share/ca-certificates
                  type: DirectoryOrCreate
                name: usr-share-ca-certificates
            status: {}
            """;

    /** The etcd line of `ps aux` inside minikube (docker driver, Kubernetes 1.31). */
    static final String MINIKUBE_PS_AUX = "root        3516  2.0  1.4 11214804 57868 ?      Ssl  11:09   8:52 etcd"
            + " --advertise-client-urls=https://192.168.49.2:2379"
            + " --cert-file=/var/lib/minikube/certs/etcd/server.crt --client-cert-auth=true"
            + " --data-dir=/var/lib/minikube/etcd --experimental-initial-corrupt-check=true"
            + " --experimental-watch-progress-notify-interval=5s"
            + " --initial-advertise-peer-urls=https://192.168.49.2:2380"
            + " --initial-cluster=minikube=https://192.168.49.2:2380"
            + " --key-file=/var/lib/minikube/certs/etcd/server.key"
            + " --listen-client-urls=https://127.0.0.1:2379,https://192.168.49.2:2379"
            + " --listen-metrics-urls=http://127.0.0.1:2381 --listen-peer-urls=https://192.168.49.2:2380"
            + " --name=minikube --peer-cert-file=/var/lib/minikube/certs/etcd/peer.crt"
            + " --peer-client-cert-auth=true --peer-key-file=/var/lib/minikube/certs/etcd/peer.key"
            + " --peer-trusted-ca-file=/var/lib/minikube/certs/etcd/ca.crt --proxy-refresh-interval=70000"
            + " --snapshot-count=10000 --trusted-ca-file=/var/lib/minikube/certs/etcd/ca.crt\n";

    private Samples() {
    }
}
