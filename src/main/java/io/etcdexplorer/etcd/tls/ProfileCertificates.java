package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.FileSource;
import io.etcdexplorer.etcd.tls.TlsFile.FileRole;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the certificate inspector says about a profile as a whole: whether the key belongs to the client certificate,
 * whether the CA signed it, whether each reachable server's certificate is signed by the CA and covers the host the
 * client checks, and the dates of every certificate involved. Reads files and probes servers: call it off the UI
 * thread. Each finding names the certificates and files and, when something is wrong, the fix.
 */
public final class ProfileCertificates {

    /** How long one endpoint may take to show its certificate: the inspector waits for it. */
    public static final Duration PROBE_TIMEOUT = Duration.ofSeconds(2);

    private final CertificateInspector inspector;
    private final EndpointCertificates endpoints;

    public ProfileCertificates() {
        this(new CertificateInspector(), PROBE_TIMEOUT);
    }

    /** With the inspector's clock deciding what has expired, and a probe timeout per endpoint. */
    public ProfileCertificates(CertificateInspector inspector, Duration probeTimeout) {
        this.inspector = inspector;
        this.endpoints = new EndpointCertificates(probeTimeout);
    }

    /** Checks the relations between the files of {@code set} and its servers; never throws for bad files. */
    public CertificateSetCheck check(CertificateSet set) {
        if (set.remoteFiles()) {
            return new CertificateSetCheck(List.of(CertificateCheck.skipped(TlsMessages.TEXT.format("files.viaSsh",
                    set.sshHost()), TlsMessages.TEXT.get("files.viaSsh.fix"))));
        }
        List<CertificateCheck> checks = new ArrayList<>();
        CertificateDates dates = new CertificateDates(inspector);
        ClientPair pair = ClientPair.read(FileSource.LOCAL, set.cert(), set.key(), set.keyPassword());
        ServerChecks cas = authorities(set, pair, checks, dates);
        checks.addAll(pairChecks(pair, cas));
        X509Certificate client = pair.certificate();
        if (client != null) {
            dates.add(client, TlsMessages.TEXT.format("label.client", TlsMessages.name(client.getSubjectX500Principal()),
                    String.valueOf(pair.certFile())), CertificateDates.Role.CLIENT);
            signedChecks(pair, client, cas).ifPresent(checks::add);
        }
        checks.addAll(endpoints.check(set, cas, dates));
        checks.addAll(dates.checks());
        return new CertificateSetCheck(checks);
    }

    /** The inspected file itself, as the inspector describes it, or why it cannot be read and what to do. */
    public String details(Path file, String password) {
        try {
            return inspector.inspect(file, password).toText();
        } catch (EtcdAccessException e) {
            String problem = TlsMessages.TEXT.format("report.failed", file.toString(), e.getMessage());
            return e.hint() == null ? problem : problem + System.lineSeparator() + e.hint();
        }
    }

    /**
     * The CAs the server is verified by: the CA file's, else those packed in a PKCS#12 bundle (as
     * {@link TlsMaterial#load} trusts them); null when there are none, none either when the CA file cannot be read
     * (which {@code checks} then says).
     */
    private static ServerChecks authorities(CertificateSet set, ClientPair pair, List<CertificateCheck> checks,
                                            CertificateDates dates) {
        List<X509Certificate> cas;
        String label;
        if (set.caCert() != null) {
            label = FileSource.LOCAL.label(set.caCert());
            try {
                cas = TlsMaterial.certificatesIn(TlsFile.read(set.caCert(), FileRole.CA), set.keyPassword());
            } catch (EtcdAccessException e) {
                checks.add(CertificateCheck.failed(e));
                return new ServerChecks(List.of(), label, set.serverName());
            }
        } else {
            cas = pair.authorities();
            label = pair.keyFile();
        }
        for (X509Certificate ca : cas) {
            dates.add(ca, TlsMessages.TEXT.format("label.ca", TlsMessages.name(ca.getSubjectX500Principal()),
                    String.valueOf(label)), CertificateDates.Role.CA);
        }
        return cas.isEmpty() ? null : new ServerChecks(cas, label, set.serverName());
    }

    /** Key and client certificate: readable, both there, and halves of one pair. */
    private static List<CertificateCheck> pairChecks(ClientPair pair, ServerChecks cas) {
        if (pair == ClientPair.NONE) {
            return List.of();
        }
        if (pair.problem() != null) {
            return List.of(CertificateCheck.failed(pair.problem()));
        }
        if (pair.key() == null) {
            return List.of(CertificateCheck.failed(TlsMessages.clientCertificateWithoutKey(pair.certFile())));
        }
        if (pair.chain().isEmpty()) {
            return List.of(CertificateCheck.failed(TlsMessages.clientKeyWithoutCertificate(pair.keyFile())));
        }
        Optional<X509Certificate> own = pair.keysCertificate();
        if (own.isPresent()) {
            String certificate = TlsMessages.name(own.get().getSubjectX500Principal());
            return List.of(CertificateCheck.passed(pair.keyFile().equals(pair.certFile())
                    ? TlsMessages.TEXT.format("pair.together", certificate, String.valueOf(pair.keyFile()))
                    : TlsMessages.TEXT.format("pair.matches", String.valueOf(pair.keyFile()), certificate,
                    String.valueOf(pair.certFile()))));
        }
        // Whose key is it then? A CA's key picked by mistake is the common case worth naming.
        List<X509Certificate> known = new ArrayList<>(pair.chain());
        if (cas != null) {
            known.addAll(cas.cas());
        }
        X509Certificate keyOf = known.stream().filter(c -> KeyTypes.matches(pair.key(), c.getPublicKey()))
                .findFirst().orElse(null);
        return List.of(CertificateCheck.failed(TlsMessages.keyOfAnotherPair(pair.keyFile(), pair.certFile(),
                pair.chain().get(0), KeyTypes.describe(pair.key()), keyOf)));
    }

    /** Client certificate and CA; empty when the CA file could not be read (that failure is already listed). */
    private static Optional<CertificateCheck> signedChecks(ClientPair pair, X509Certificate client,
                                                           ServerChecks cas) {
        String name = TlsMessages.name(client.getSubjectX500Principal());
        if (cas != null && cas.cas().isEmpty()) {
            return Optional.empty();
        }
        if (cas == null) {
            return Optional.of(CertificateCheck.skipped(TlsMessages.TEXT.format("client.noCaFile", name,
                    TlsMessages.name(client.getIssuerX500Principal())), TlsMessages.TEXT.get("client.noCaFile.fix")));
        }
        X509Certificate signer = cas.signer(client, pair.chain());
        if (signer == null) {
            return Optional.of(CertificateCheck.failed(TlsMessages.clientNotSignedByCa(pair.certFile(), client,
                    cas.caFile(), cas.cas())));
        }
        return Optional.of(CertificateCheck.passed(TlsMessages.TEXT.format("client.signed", name,
                TlsMessages.name(signer.getSubjectX500Principal()), String.valueOf(cas.caFile()))));
    }
}
