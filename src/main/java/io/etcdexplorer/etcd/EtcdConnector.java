package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.ClientBuilder;
import io.etcdexplorer.etcd.tls.TlsContexts;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Consumer;

/** Opens sessions: builds the jetcd client and proves the cluster answers before handing it out. */
public final class EtcdConnector {

    /**
     * jetcd refuses responses above 4 MiB by default, which a keys-only page of ~65k keys already exceeds.
     * 256 MiB leaves room for large pages while still bounding a single response.
     */
    static final int MAX_INBOUND_BYTES = 256 * 1024 * 1024;
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);

    /** Connects and checks the connection with a cheap call that any authenticated user may make. */
    public EtcdSession connect(ConnectionSettings settings, Consumer<ResponseHeader> headerListener) {
        Client client = build(settings);
        // The cluster API's header carries no revision, so it is not reported to the status bar.
        EtcdSession probe = new EtcdSession(client, settings, settings.dialTimeout(), header -> { });
        try {
            probe.await(client.getClusterClient().listMember());
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
        return new EtcdSession(client, settings, REQUEST_TIMEOUT, headerListener);
    }

    private static Client build(ConnectionSettings settings) {
        ClientBuilder builder = Client.builder()
                .endpoints(settings.endpointUrls().toArray(String[]::new))
                .connectTimeout(settings.dialTimeout())
                .maxInboundMessageSize(MAX_INBOUND_BYTES)
                // Fail fast on a dead endpoint instead of queueing calls until their deadline.
                .waitForReady(false)
                .retryMaxDuration(settings.dialTimeout());
        if (settings.usesTls()) {
            builder.sslContext(TlsContexts.forSettings(settings));
            if (settings.serverName() != null && !settings.serverName().isBlank()) {
                // gRPC verifies the server certificate against (and sends as SNI) the authority, not the address.
                builder.authority(settings.serverName().trim());
            }
        }
        if (settings.readOnly()) {
            builder.interceptor(new ReadOnlyGuard());
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

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
