package io.etcdexplorer.etcd;

import io.etcdexplorer.i18n.Messages;
import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.ClientBuilder;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.etcd.tls.TlsContexts;
import io.etcdexplorer.etcd.ssh.SshTunnel;
import io.netty.handler.ssl.SslContext;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Opens sessions: builds the jetcd client, through an SSH tunnel when the settings name a jump host, and proves
 * the cluster answers before handing it out.
 */
public final class EtcdConnector {

    private static final Messages TEXT = Messages.of(EtcdConnector.class);

    /**
     * jetcd refuses responses above 4 MiB by default, which a keys-only page of ~65k keys already exceeds.
     * 256 MiB leaves room for large pages while still bounding a single response.
     */
    static final int MAX_INBOUND_BYTES = 256 * 1024 * 1024;
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);

    private final Map<String, String> environment;

    public EtcdConnector() {
        this(System.getenv());
    }

    /** With {@code environment} for what SSH takes from it ({@code SSH_AUTH_SOCK}, the agent's socket). */
    public EtcdConnector(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    /**
     * Connects and checks the connection with a cheap call that any authenticated user may make (and, without a
     * user, with a single-key read, which an etcd that has authentication enabled refuses). Through SSH, the
     * session owns the tunnel and closes it; if connecting fails, whatever was opened is closed again.
     *
     * @throws EtcdAccessException naming the {@link Hop} that failed, the cause and the fix
     */
    public EtcdSession connect(ConnectionSettings settings, Consumer<ResponseHeader> headerListener) {
        if (settings.ssh() == null) {
            if (settings.remoteCertificates()) {
                throw new EtcdAccessException(Hop.REMOTE_FILE, TEXT.get("remoteWithoutSsh"),
                        TEXT.get("remoteWithoutSsh.fix"), null);
            }
            return connect(settings, EndpointRoute.DIRECT, null, headerListener);
        }
        SshTunnel tunnel = SshTunnel.open(settings, environment);
        try {
            return connect(tunnel.settings(), tunnel, tunnel.serverName(), headerListener);
        } catch (RuntimeException e) {
            tunnel.close();
            throw e;
        }
    }

    private EtcdSession connect(ConnectionSettings settings, EndpointRoute route, String tunnelServerName,
                                Consumer<ResponseHeader> headerListener) {
        Client client = build(settings, route, tunnelServerName);
        // The cluster API's header carries no revision, so it is not reported to the status bar.
        EtcdSession probe = new EtcdSession(client, settings, route, settings.dialTimeout(), header -> { });
        try {
            probe.await(client.getClusterClient().listMember());
            if (settings.user() == null || settings.user().isEmpty()) {
                // Without a user, etcd 3.5 with authentication on refuses the member list already, 3.4 only keys:
                // one single-key read makes both say so here, at connect, rather than at the first key opened.
                // The key is made here, not in a constant: the window makes a connector before any jetcd class.
                probe.await(client.getKVClient().get(ByteSequence.from(new byte[]{0}),
                        GetOption.builder().withCountOnly(true).build()));
            }
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
        return new EtcdSession(client, settings, route, REQUEST_TIMEOUT, headerListener);
    }

    private static Client build(ConnectionSettings settings, EndpointRoute route, String tunnelServerName) {
        ClientBuilder builder = Client.builder()
                .endpoints(settings.endpointUrls().stream().map(route::dialUrl).toArray(String[]::new))
                .connectTimeout(settings.dialTimeout())
                .maxInboundMessageSize(MAX_INBOUND_BYTES)
                // Fail fast on a dead endpoint instead of queueing calls until their deadline.
                .waitForReady(false)
                .retryMaxDuration(settings.dialTimeout());
        if (settings.usesTls()) {
            builder.sslContext(tlsContext(settings));
            String serverName = settings.serverName() != null && !settings.serverName().isBlank()
                    ? settings.serverName().trim() : tunnelServerName;
            if (serverName != null) {
                // gRPC verifies the server certificate against (and sends as SNI) the authority, not the address:
                // through a tunnel the address is 127.0.0.1, but the certificate names the endpoint's host.
                builder.authority(serverName);
            }
        }
        if (settings.readOnly()) {
            builder.interceptor(ReadOnlyGuard.interceptor());
        }
        if (settings.namespace() != null && !settings.namespace().isEmpty()) {
            // jetcd adds the prefix to every key sent and strips it from every key received.
            builder.namespace(bytes(settings.namespace()));
        }
        if (settings.user() != null && !settings.user().isEmpty()) {
            builder.user(bytes(settings.user()));
            builder.password(bytes(settings.password() == null ? "" : settings.password()));
        }
        return builder.build();
    }

    /** Certificate and key files that cannot be used are a TLS problem, wherever they were read from. */
    private static SslContext tlsContext(ConnectionSettings settings) {
        try {
            return TlsContexts.forSettings(settings);
        } catch (EtcdAccessException e) {
            throw e.atHop(Hop.TLS);
        }
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
