package io.etcdexplorer.etcd.admin;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.tls.TlsContexts;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.net.ssl.HttpsURLConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Each member's database file and backend quota. The sizes come from the member's status; the quota is not in the
 * Status API, so it is read from the gauge {@code etcd_server_quota_backend_bytes} on the member's
 * {@code /metrics}, served on its client URL with the connection's TLS settings.
 */
public final class MemberQuotas {

    private static final Logger LOG = LoggerFactory.getLogger(MemberQuotas.class);
    static final String QUOTA_GAUGE = "etcd_server_quota_backend_bytes";

    /**
     * One member's figures; -1 for what could not be read ({@code dbSize} -1: the member did not answer its status;
     * {@code quota} -1: its metrics could not be read, e.g. through a tunnel whose address the certificate lacks).
     */
    public record Quota(String endpoint, long dbSize, long dbSizeInUse, long quota) {
    }

    private final EtcdSession session;
    private final Duration timeout;

    public MemberQuotas(EtcdSession session) {
        this.session = session;
        Duration dial = session.settings().dialTimeout();
        this.timeout = dial == null ? Duration.ofSeconds(5) : dial;
    }

    /** One entry per member behind the connection's endpoints (an endpoint reaching a member twice counts once). */
    public List<Quota> read() {
        ClusterAdmin admin = new ClusterAdmin(session);
        List<Quota> quotas = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (String endpoint : session.settings().endpointUrls()) {
            try {
                MemberStatus status = admin.status(endpoint).await(timeout);
                if (!seen.add(status.memberId())) {
                    continue;
                }
                // etcd before 3.4 does not send the size in use: 0 there means "not said".
                long inUse = status.dbSizeInUse() > 0 ? status.dbSizeInUse() : -1;
                quotas.add(new Quota(endpoint, status.dbSize(), inUse, quota(endpoint)));
            } catch (EtcdAccessException e) {
                LOG.debug("No status from {}", endpoint, e);
                quotas.add(new Quota(endpoint, -1, -1, -1));
            }
        }
        return quotas;
    }

    /** The member's backend quota in bytes from its metrics; -1 when they cannot be read. */
    long quota(String endpoint) {
        String url = session.route().dialUrl(endpoint);
        try {
            HttpURLConnection connection = (HttpURLConnection) URI.create(url + "/metrics").toURL()
                    .openConnection(Proxy.NO_PROXY);
            if (connection instanceof HttpsURLConnection https) {
                https.setSSLSocketFactory(TlsContexts.forHttps(session.settings()).getSocketFactory());
            }
            int millis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
            connection.setConnectTimeout(millis);
            connection.setReadTimeout(millis);
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(connection.getInputStream(),
                    StandardCharsets.UTF_8))) {
                return parse(lines);
            } finally {
                connection.disconnect();
            }
        } catch (IOException | RuntimeException e) {
            LOG.debug("No metrics from {}", url, e);
            return -1;
        }
    }

    /** The gauge's value in Prometheus' text format ({@code name 2.147483648e+09}); -1 when absent. */
    static long parse(BufferedReader lines) throws IOException {
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            if (line.startsWith(QUOTA_GAUGE + " ") || line.startsWith(QUOTA_GAUGE + "{")) {
                String value = line.substring(line.lastIndexOf(' ') + 1).trim();
                return (long) Double.parseDouble(value);
            }
        }
        return -1;
    }
}
