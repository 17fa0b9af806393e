package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The contents of a PKCS#12 ({@code .p12}, {@code .pfx}) bundle: a private key with its certificate chain, and any
 * CA certificates packed beside them ({@code openssl pkcs12 -export -certfile ca.crt}).
 *
 * @param key         the first private key in the bundle, null when it holds none
 * @param chain       that key's certificate chain, leaf first
 * @param authorities CA certificates in the bundle (from the chain or stored on their own)
 */
record Pkcs12Bundle(PrivateKey key, List<X509Certificate> chain, List<X509Certificate> authorities) {

    static Pkcs12Bundle open(TlsFile file, String password) {
        char[] secret = password == null ? new char[0] : password.toCharArray();
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(new ByteArrayInputStream(file.pkcs12()), secret);
            PrivateKey key = null;
            List<X509Certificate> chain = List.of();
            List<X509Certificate> authorities = new ArrayList<>();
            for (String alias : Collections.list(store.aliases())) {
                if (key == null && store.isKeyEntry(alias)) {
                    Key found = store.getKey(alias, secret);
                    if (found instanceof PrivateKey privateKey) {
                        key = privateKey;
                        chain = x509(store.getCertificateChain(alias));
                    }
                } else if (store.getCertificate(alias) instanceof X509Certificate certificate) {
                    authorities.add(certificate);
                }
            }
            chain.stream().skip(1).filter(c -> c.getBasicConstraints() >= 0).forEach(authorities::add);
            return new Pkcs12Bundle(key, chain, List.copyOf(authorities));
        } catch (IOException | UnrecoverableKeyException e) {
            if (isPasswordProblem(e)) {
                throw password == null || password.isEmpty() ? PrivateKeys.needsPassword(file)
                        : PrivateKeys.wrongPassword(file, e);
            }
            throw damaged(file, e);
        } catch (GeneralSecurityException | RuntimeException e) {
            throw damaged(file, e);
        }
    }

    /** The JDK reports a wrong PKCS#12 password as an IOException caused by an UnrecoverableKeyException. */
    private static boolean isPasswordProblem(Exception e) {
        return e instanceof UnrecoverableKeyException || e.getCause() instanceof UnrecoverableKeyException
                || String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT).contains("password");
    }

    private static EtcdAccessException damaged(TlsFile file, Exception e) {
        return new EtcdAccessException(TlsMessages.TEXT.format("pkcs12.damaged", file.name(), String.valueOf(e.getMessage())),
                TlsMessages.TEXT.get("pkcs12.damaged.fix"), e);
    }

    private static List<X509Certificate> x509(Certificate[] certificates) {
        List<X509Certificate> result = new ArrayList<>();
        if (certificates != null) {
            for (Certificate certificate : certificates) {
                if (certificate instanceof X509Certificate x509) {
                    result.add(x509);
                }
            }
        }
        return List.copyOf(result);
    }
}
