package io.etcdexplorer.etcd.tls;

import java.nio.file.Path;
import java.util.List;

/**
 * The TLS files of one profile as the user has typed them, with what they are used against: the endpoints and the
 * server name override. Input of {@link ProfileCertificates#check}; nothing is read until then.
 *
 * @param caCert      the CA file, null when none is given (the system's CAs verify the server then)
 * @param cert        the client certificate, null when none (a PKCS#12 bundle may sit in {@code key} alone)
 * @param key         the client key, PKCS#12 bundle or combined PEM, null when none
 * @param keyPassword for an encrypted key or a bundle, null when none
 * @param endpoints   as typed: URLs or bare {@code host:port}
 * @param serverName  the name the server certificate is verified by instead of each endpoint's host, or null
 * @param sshHost     the SSH host the endpoints are reached through, null when they are reached directly
 * @param remoteFiles whether the files are paths on {@code sshHost}, read there when connecting
 */
public record CertificateSet(Path caCert, Path cert, Path key, String keyPassword, List<String> endpoints,
                             String serverName, String sshHost, boolean remoteFiles) {

    public CertificateSet {
        endpoints = List.copyOf(endpoints);
        serverName = serverName == null || serverName.isBlank() ? null : serverName.trim();
    }

    /** Files and endpoints reached directly from this computer. */
    public static CertificateSet direct(Path caCert, Path cert, Path key, String keyPassword, List<String> endpoints,
                                        String serverName) {
        return new CertificateSet(caCert, cert, key, keyPassword, endpoints, serverName, null, false);
    }
}
