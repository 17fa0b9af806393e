package io.etcdexplorer.etcd;

import io.etcd.jetcd.Client;

import java.time.Duration;
import java.util.List;

/** Sessions the app never builds, for tests of limits: e.g. a tiny inbound message limit. */
public final class TestSessions {

    private TestSessions() {
    }

    public static EtcdSession withInboundLimit(String endpoint, int maxInboundBytes) {
        Client client = Client.builder().endpoints(endpoint).maxInboundMessageSize(maxInboundBytes).build();
        return new EtcdSession(client, ConnectionSettings.plain(List.of(endpoint)), Duration.ofSeconds(10),
                header -> { });
    }
}
