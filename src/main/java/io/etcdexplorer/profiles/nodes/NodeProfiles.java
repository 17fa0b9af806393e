package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.doctor.ConnectionDoctor;
import io.etcdexplorer.doctor.DoctorReport;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.SshHop;
import io.etcdexplorer.profiles.importers.ConnectionDraft;
import io.etcdexplorer.profiles.importers.ConnectionImporter;
import io.etcdexplorer.profiles.importers.ImportException;
import io.etcdexplorer.profiles.nodes.NodeLayout.ClientPair;
import io.etcdexplorer.etcd.ssh.SshConnection;
import io.etcdexplorer.etcd.ssh.SshSettings;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Builds profiles for an etcd that listens only inside a node: a minikube cluster's, or a kubeadm control plane's.
 * It logs in over SSH once to see which certificates the node has (and, for kubeadm, where etcd listens), then
 * closes the connection: the profile opens its own at each connect. Certificates stay paths on the node.
 * {@link #check} tests a profile through its tunnel before anyone saves it.
 *
 * <p>Blocks on the network: call it off the UI thread. A first-seen host key ({@code UnknownHostKeyException}) and
 * a missing or wrong SSH secret ({@code SecretRequiredException}) are thrown unchanged, so the caller can ask the
 * user and try again.
 */
public final class NodeProfiles {

    private static final Messages TEXT = Messages.of(NodeProfiles.class);

    private final Path knownHosts;
    private final NodeLayout minikube;
    private final NodeLayout kubeadm;
    private final ConnectionDoctor doctor;

    /** {@code knownHosts} vouches for SSH hosts; null means ~/.ssh/known_hosts, as for ssh. */
    public NodeProfiles(Path knownHosts, NodeLayout minikube, NodeLayout kubeadm) {
        this(knownHosts, minikube, kubeadm, new ConnectionDoctor(new EtcdConnector()));
    }

    /** {@code doctor} runs the connection test of {@link #check}. */
    public NodeProfiles(Path knownHosts, NodeLayout minikube, NodeLayout kubeadm, ConnectionDoctor doctor) {
        this.knownHosts = knownHosts;
        this.minikube = minikube;
        this.kubeadm = kubeadm;
        this.doctor = doctor;
    }

    /**
     * A profile that tunnels through the cluster's node to etcd on its loopback, with the certificates minikube
     * put there (keys are root-only; minikube's user may read them with passwordless sudo). Named "minikube", or
     * "minikube (NAME)" for another profile than the default one.
     */
    public NodeImport minikube(MinikubeCluster cluster) {
        SshHop hop = new SshHop(cluster.sshHost(), cluster.sshPort(), cluster.sshUser(), SshHop.Auth.KEY,
                cluster.sshKey(), true, true);
        List<String> notes = new ArrayList<>();
        if (cluster.note() != null) {
            notes.add(cluster.note());
        }
        ClientPair pair;
        List<EtcdAccessException> lacking = new ArrayList<>();
        try (SshConnection ssh = open(hop, null)) {
            pair = clientPair(ssh, minikube, notes, lacking);
        } catch (EtcdAccessException e) {
            throw minikubeHint(e, cluster.name());
        }
        if (!lacking.isEmpty()) {
            // minikube's dialog has no paths to type: say what the node lacks and where to look.
            throw new EtcdAccessException(Hop.REMOTE_FILE, String.join(" ", lacking.stream()
                    .map(EtcdAccessException::getMessage).toList()), lacking.get(0).hint(), lacking.get(0));
        }
        String name = cluster.name().equals("minikube") ? "minikube" : "minikube (" + cluster.name() + ")";
        notes.add(0, TEXT.format("notes.minikubeThrough", hop.label(), cluster.name(), cluster.driver(),
                minikube.endpoint()));
        return new NodeImport(profile(name, minikube.endpoint(), minikube.caCert(), pair, hop, false), notes,
                List.of());
    }

    /**
     * A read-only profile (a production control plane) for the node {@code target} logs in to: etcd's loopback
     * client URL and CA from its static pod manifest (read with sudo), and the first client pair present. What the
     * node does not have (a manifest, a client pair, a readable key) is in the result's {@code lacking}, with
     * kubeadm's defaults in its place: nothing is assumed silently.
     *
     * @param secret the SSH key's passphrase or the SSH password, as {@code target}'s login method says; may be null
     */
    public NodeImport kubeadm(SshHop target, String secret) {
        SshHop hop = new SshHop(target.host(), target.port(), target.user(), target.auth(), target.identityFile(),
                true, true);
        List<String> notes = new ArrayList<>();
        String endpoint;
        String ca;
        ClientPair pair;
        List<EtcdAccessException> lacking = new ArrayList<>();
        try (SshConnection ssh = open(hop, secret)) {
            ConnectionDraft manifest = readManifest(ssh, lacking);
            endpoint = endpoint(manifest, notes);
            ca = manifest != null && manifest.caCert() != null ? manifest.caCert() : kubeadm.caCert();
            notes.add(manifest != null && manifest.caCert() != null
                    ? TEXT.format("notes.caFromManifest", ca) : TEXT.format("notes.caDefault", ca));
            pair = clientPair(ssh, kubeadm, notes, lacking);
        }
        notes.add(readOnlyNote());
        return new NodeImport(profile("kubeadm " + hop.host(), endpoint, ca, pair, hop, true), notes,
                lacking.stream().map(EtcdAccessException::getMessage).toList());
    }

    /** Said of every kubeadm profile, however its paths were found. */
    static String readOnlyNote() {
        return TEXT.get("notes.readOnly");
    }

    /**
     * The connection test "Test connection" runs, through the profile's SSH tunnel: saving waits for it to pass.
     * Blocks on the network: off the UI thread.
     *
     * @param sshSecret the SSH key's passphrase or the SSH password typed for the import; may be null
     */
    public DoctorReport check(ConnectionProfile profile, String sshSecret) {
        ConnectionSettings settings = profile.toSettings(null, null, sshSecret);
        if (knownHosts != null && settings.ssh() != null) {
            settings = settings.toBuilder().ssh(settings.ssh().toBuilder().knownHosts(knownHosts).build()).build();
        }
        return doctor.examine(settings);
    }

    private SshConnection open(SshHop hop, String secret) {
        SshSettings settings = hop.toSettings(secret);
        if (knownHosts != null) {
            settings = settings.toBuilder().knownHosts(knownHosts).build();
        }
        return SshConnection.open(settings);
    }

    /** The manifest as the import dialog reads it; null (with what went wrong in {@code lacking}) when unread. */
    private ConnectionDraft readManifest(SshConnection ssh, List<EtcdAccessException> lacking) {
        try {
            String text = new String(ssh.readFile(kubeadm.manifest()), StandardCharsets.UTF_8);
            return ConnectionImporter.parse(text);
        } catch (EtcdAccessException e) {
            if (e.hop() != Hop.REMOTE_FILE) {
                throw e;
            }
            // RemoteFiles names the file and why: missing, root-only, sudo asking for a password...
            lacking.add(new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("lack.manifest", e.getMessage()), e.hint(),
                    e));
        } catch (ImportException e) {
            lacking.add(new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("lack.notStaticPod", kubeadm.manifest(),
                    e.getMessage()), "", e));
        }
        return null;
    }

    /** A loopback URL etcd listens on: what the node itself dials, and what a tunnel from it reaches for sure. */
    private String endpoint(ConnectionDraft manifest, List<String> notes) {
        if (manifest == null) {
            return kubeadm.endpoint();
        }
        List<String> urls = manifest.endpoints().stream().filter(u -> !u.toLowerCase(Locale.ROOT).startsWith("unix"))
                .toList();
        for (String url : urls) {
            if (loopback(url)) {
                notes.add(TEXT.format("notes.loopback", url, String.join(", ", urls)));
                return url;
            }
        }
        if (urls.isEmpty()) {
            notes.add(TEXT.format("notes.noUrl", kubeadm.endpoint()));
            return kubeadm.endpoint();
        }
        notes.add(TEXT.format("notes.advertised", urls.get(0)));
        return urls.get(0);
    }

    /**
     * The first pair whose certificate the node has; the key is read too, to say now if connecting will fail.
     * Without any, the first pair, and what is missing in {@code lacking}.
     */
    private static ClientPair clientPair(SshConnection ssh, NodeLayout layout, List<String> notes,
                                         List<EtcdAccessException> lacking) {
        List<String> missing = new ArrayList<>();
        EtcdAccessException first = null;
        for (ClientPair pair : layout.clients()) {
            try {
                ssh.readFile(pair.cert());
            } catch (EtcdAccessException e) {
                if (e.hop() != Hop.REMOTE_FILE) {
                    throw e;
                }
                first = first == null ? e : first;
                missing.add(pair.cert());
                continue;
            }
            if (!missing.isEmpty()) {
                notes.add(TEXT.format("notes.certInstead", pair.cert(), missing.size(), String.join(", ", missing),
                        first.getMessage()));
            } else {
                notes.add(TEXT.format("notes.cert", pair.cert(), pair.key()));
            }
            try {
                ssh.readFile(pair.key());
            } catch (EtcdAccessException e) {
                if (e.hop() != Hop.REMOTE_FILE) {
                    throw e;
                }
                lacking.add(new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("lack.key", e.getMessage()), e.hint(),
                        e));
            }
            return pair;
        }
        lacking.add(new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("lack.noCert", ssh.label(),
                String.join(", ", missing), first.getMessage()),
                TEXT.format("lack.noCertFix", folder(layout.caCert())), first));
        return layout.clients().get(0);
    }

    /** An SSH failure to reach a minikube node is most often a stopped cluster. */
    private static EtcdAccessException minikubeHint(EtcdAccessException e, String cluster) {
        if (e.getClass() != EtcdAccessException.class || e.hop() != Hop.SSH_CONNECT) {
            return e;
        }
        String start = cluster.equals("minikube") ? "minikube start" : "minikube start -p " + cluster;
        return new EtcdAccessException(e.hop(), e.getMessage(), e.hint().isEmpty()
                ? TEXT.format("lack.start", start) : TEXT.format("lack.startAnd", start, e.hint()), e);
    }

    private static ConnectionProfile profile(String name, String endpoint, String ca, ClientPair pair, SshHop hop,
                                             boolean readOnly) {
        return new ConnectionProfile(null, name, List.of(endpoint), ca, pair.cert(), pair.key(), null, false, null,
                false, null, readOnly, ConnectionProfile.DEFAULT_TIMEOUT_SECONDS, null, hop);
    }

    static boolean loopback(String url) {
        String rest = url.contains("://") ? url.substring(url.indexOf("://") + 3) : url;
        String host;
        if (rest.startsWith("[")) {
            host = rest.substring(1, Math.max(1, rest.indexOf(']')));
        } else {
            int end = 0;
            while (end < rest.length() && rest.charAt(end) != ':' && rest.charAt(end) != '/') {
                end++;
            }
            host = rest.substring(0, end);
        }
        host = host.toLowerCase(Locale.ROOT);
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1");
    }

    private static String folder(String path) {
        return path.substring(0, path.lastIndexOf('/') + 1);
    }
}
