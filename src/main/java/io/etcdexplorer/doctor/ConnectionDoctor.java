package io.etcdexplorer.doctor;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EndpointRoute;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.admin.ClusterAdmin;
import io.etcdexplorer.etcd.admin.EtcdMember;
import io.etcdexplorer.etcd.admin.MemberStatus;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tests a connection the way a person debugging it would: connect, list the members, ask every endpoint for its
 * status, and say plainly what is wrong. Blocking: call it off the UI thread.
 */
public final class ConnectionDoctor {

    private static final Messages TEXT = Messages.of(ConnectionDoctor.class);

    private final EtcdConnector connector;

    public ConnectionDoctor(EtcdConnector connector) {
        this.connector = connector;
    }

    public DoctorReport examine(ConnectionSettings settings) {
        String target = settings.endpointsLabel();
        List<String> notes = new ArrayList<>(settingsNotes(settings));
        if (!settings.remoteCertificates()) {
            // Remote files are only read while connecting; their notes follow from the session's copies.
            notes.addAll(CertificateNotes.forFiles(settings));
        }
        EtcdSession session;
        try {
            session = connector.connect(settings, header -> { });
        } catch (RuntimeException e) {
            return failed(settings, notes, EtcdErrors.translate(e, target));
        }
        try (session) {
            if (settings.remoteCertificates()) {
                notes.addAll(CertificateNotes.forFiles(session.settings()));
            }
            List<EtcdMember> members = new ClusterAdmin(session).members().await(settings.dialTimeout()).members();
            List<EndpointStatus> endpoints = new ArrayList<>();
            for (String endpoint : settings.endpointUrls()) {
                endpoints.add(status(session, endpoint, settings));
            }
            List<String> answered = endpoints.stream().filter(EndpointStatus::ok).map(EndpointStatus::endpoint)
                    .toList();
            Optional<EtcdAccessException> peerPort = PeerPorts.among(session.settings(), session.route(), answered);
            if (peerPort.isPresent()) {
                // gRPC works through a peer port too; "Connected" would send the user on with the wrong port.
                return new DoctorReport(target, false, List.of(), List.of(), notes, peerPort.get(),
                        session.route().describe());
            }
            endpoints.stream().filter(e -> !e.ok()).forEach(e -> notes.add(
                    TEXT.format("note.endpointDown", e.endpoint())));
            canRead(session, target).ifPresent(notes::add);
            notes.addAll(CertificateNotes.forConnection(session.settings(), session.route()));
            return new DoctorReport(target, true, members, endpoints, notes, null, session.route().describe());
        } catch (Exception e) {
            return failed(settings, notes, EtcdErrors.translate(e, target));
        }
    }

    /** A failed test; when what answered may be a peer port, the probe's word replaces a misleading diagnosis. */
    private static DoctorReport failed(ConnectionSettings settings, List<String> notes, EtcdAccessException problem) {
        EtcdAccessException shown = problem;
        if (PeerPorts.worthProbing(settings, problem)) {
            Optional<EtcdAccessException> peerPort = PeerPorts.among(settings, EndpointRoute.DIRECT,
                    settings.endpointUrls());
            if (peerPort.isPresent()) {
                shown = peerPort.get();
            } else if (problem.hop() == Hop.TLS) {
                PeerPorts.defaultPortNote(settings).ifPresent(notes::add);
            }
        }
        return new DoctorReport(settings.endpointsLabel(), false, List.of(), List.of(), notes, shown,
                tunnelBefore(settings, shown));
    }

    /** When the failure lies past the SSH tunnel, the tunnel itself worked; the report says so. */
    private static List<String> tunnelBefore(ConnectionSettings settings, EtcdAccessException problem) {
        if (settings.ssh() == null || problem.hop().isSsh()) {
            return List.of();
        }
        return List.of("ssh " + settings.ssh().label() + " → " + settings.endpointsLabel());
    }

    private static EndpointStatus status(EtcdSession session, String endpoint, ConnectionSettings settings) {
        try {
            MemberStatus s = new ClusterAdmin(session).status(endpoint).await(settings.dialTimeout());
            return new EndpointStatus(endpoint, s.version(), s.dbSize(), s.memberId(), s.leaderId(), s.raftTerm(),
                    s.raftIndex(), null);
        } catch (Exception e) {
            return EndpointStatus.failed(endpoint, EtcdErrors.translate(e, endpoint).getMessage());
        }
    }

    /** Connecting needs no key permission; reading does. Say so early rather than on the first click. */
    private static Optional<String> canRead(EtcdSession session, String target) {
        try {
            session.listKeys(new byte[]{0}, 1);
            return Optional.empty();
        } catch (EtcdAccessException e) {
            return Optional.of(TEXT.format("note.cannotList", e.getMessage(), e.hint()));
        }
    }

    private static List<String> settingsNotes(ConnectionSettings settings) {
        List<String> notes = new ArrayList<>();
        if (settings.insecureSkipTlsVerify()) {
            notes.add(TEXT.get("note.unsafe"));
        }
        if (settings.readOnly()) {
            notes.add(TEXT.get("note.readOnly"));
        }
        if (settings.user() != null && !settings.usesTls()) {
            notes.add(TEXT.get("note.plainPassword"));
        }
        return notes;
    }
}
