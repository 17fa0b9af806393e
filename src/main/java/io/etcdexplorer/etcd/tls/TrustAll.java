package io.etcdexplorer.etcd.tls;

import java.net.Socket;
import java.security.cert.X509Certificate;
import java.util.List;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * Accepts any server and remembers what it presented: for {@code --insecure-skip-tls-verify} and for probes.
 * Extended, so the JDK does not add its own host name check on top, as it does for a plain X509TrustManager.
 */
final class TrustAll extends X509ExtendedTrustManager {

    private volatile List<X509Certificate> presented = List.of();

    List<X509Certificate> presented() {
        return presented;
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {
        presented = List.of(chain);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) {
        presented = List.of(chain);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) {
        presented = List.of(chain);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {
        presented = List.of(chain);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) {
        presented = List.of(chain);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) {
        presented = List.of(chain);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return new X509Certificate[0];
    }
}
