package io.etcdexplorer.doctor;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EndpointRoute;
import io.etcdexplorer.etcd.tls.CertificateInspector;
import io.etcdexplorer.etcd.tls.ServerCertificateProbe;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Certificate trouble that does not stop a connection today but will: files that expire soon, and endpoints the
 * server certificate does not cover (one that works only because another endpoint answered first).
 */
final class CertificateNotes {

    private static final Logger LOG = LoggerFactory.getLogger(CertificateNotes.class);

    private static final Messages TEXT = Messages.of(CertificateNotes.class);

    private CertificateNotes() {
    }

    static List<String> forFiles(ConnectionSettings settings) {
        CertificateInspector inspector = new CertificateInspector();
        List<String> notes = new ArrayList<>();
        for (Path file : new Path[]{settings.caCert(), settings.cert()}) {
            if (file == null) {
                continue;
            }
            try {
                inspector.inspect(settings.files(), file, settings.keyPassword()).warnings()
                        .forEach(w -> notes.add(TEXT.format("note.file", file.getFileName(), w)));
            } catch (RuntimeException e) {
                // The connection attempt reports unreadable files with a better message.
                LOG.debug("No certificate notes for {}", file.getFileName(), e);
            }
        }
        return notes;
    }

    static List<String> forConnection(ConnectionSettings settings, EndpointRoute route) {
        if (!settings.usesTls() || settings.insecureSkipTlsVerify()) {
            return List.of();
        }
        try {
            String endpoint = settings.endpointUrls().get(0);
            URI first = URI.create(endpoint);
            // Through a tunnel the probe dials the local port but names the endpoint's host, as the client does.
            URI dial = URI.create(route.dialUrl(endpoint));
            String name = settings.serverName() != null && !settings.serverName().isBlank() ? settings.serverName()
                    : first.getHost();
            var probe = ServerCertificateProbe.probe(dial.getHost(), dial.getPort(), name,
                    ServerCertificateProbe.DEFAULT_TIMEOUT);
            if (probe.chain().isEmpty()) {
                return List.of();
            }
            List<String> uncovered = CertificateInspector.uncoveredEndpoints(probe.chain().get(0), settings);
            List<String> notes = new ArrayList<>();
            uncovered.forEach(e -> notes.add(TEXT.format("note.uncovered", e)));
            new CertificateInspector().warnings(probe.chain().get(0))
                    .forEach(w -> notes.add(TEXT.format("note.serverCertificate", w)));
            return notes;
        } catch (Exception e) {
            LOG.debug("No notes on the server certificate: it could not be fetched", e);
            return List.of();
        }
    }
}
