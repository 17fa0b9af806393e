package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.session.ClientSession;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A logged-in SSH connection to a jump host, with local port forwards through it and file reads from it. When the
 * connection drops (network, sshd restart) it reconnects in the background with backoff, and every forward keeps
 * its local port, so a client pointed at that port keeps working. Opening, forwarding and reading block: call
 * them off the UI thread. Every failure is an {@link EtcdAccessException} whose {@link EtcdAccessException#hop()}
 * says which step failed.
 */
public final class SshConnection implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SshConnection.class);

    private static final long FIRST_RETRY_MILLIS = 500;
    private static final long MAX_RETRY_MILLIS = 5000;

    private final SshSettings settings;
    private final SshLogin login;
    private final SshClient client;
    private final ScheduledExecutorService reconnector;
    private final ExecutorService forwardThreads;
    private final List<LocalForward> forwards = new CopyOnWriteArrayList<>();
    private final List<Consumer<SshState>> listeners = new CopyOnWriteArrayList<>();
    private final AtomicInteger reconnects = new AtomicInteger();
    private final SessionSlot slot = new SessionSlot();

    private SshConnection(SshSettings settings, SshLogin login) {
        this.settings = settings;
        this.login = login;
        this.client = login.newClient();
        this.reconnector = Executors.newSingleThreadScheduledExecutor(
                new DaemonThreads("ssh-reconnect " + settings.label()));
        this.forwardThreads = Executors.newCachedThreadPool(new DaemonThreads("ssh-forward " + settings.label()));
    }

    /** Connects, checks the host key against known_hosts and logs in, with the process's environment. */
    public static SshConnection open(SshSettings settings) {
        return open(settings, System.getenv());
    }

    /**
     * The same with {@code environment} for {@code SSH_AUTH_SOCK} (the agent's socket).
     *
     * @throws UnknownHostKeyException  on the first connection to a host: trust its key, then open again
     * @throws EtcdAccessException      naming the hop (SSH_CONNECT, HOST_KEY, SSH_AUTH) and the fix otherwise
     */
    public static SshConnection open(SshSettings settings, Map<String, String> environment) {
        MinaDefaults.apply();
        SshConnection connection = new SshConnection(settings, SshLogin.prepare(settings, environment));
        try {
            connection.client.start();
            connection.attach(connection.login.establish(connection.client));
            return connection;
        } catch (RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    public SshSettings settings() {
        return settings;
    }

    /** {@code user@host:port}. */
    public String label() {
        return settings.label();
    }

    /**
     * Forwards a loopback port to {@code remoteHost:remotePort} as seen from the SSH host, and checks once that
     * the host can connect there. The same target twice gives the same port.
     *
     * @return the local port on 127.0.0.1, which stays the same across reconnects
     * @throws EtcdAccessException with hop FORWARD when the host cannot or may not connect there
     */
    public int forward(String remoteHost, int remotePort) {
        return forward(remoteHost, remotePort, true);
    }

    /** The same, with the check that the host can connect there only when {@code probe} is true. */
    int forward(String remoteHost, int remotePort, boolean probe) {
        for (LocalForward existing : forwards) {
            if (existing.host().equalsIgnoreCase(remoteHost) && existing.remotePort() == remotePort) {
                return existing.port();
            }
        }
        LocalForward forward;
        try {
            forward = new LocalForward(this, remoteHost, remotePort, forwardThreads);
        } catch (IOException e) {
            throw new EtcdAccessException(Hop.FORWARD, SshErrors.TEXT.format("tunnel.listen",
                    String.valueOf(e.getMessage())), SshErrors.TEXT.get("tunnel.listen.fix"), e);
        }
        try {
            forward.probe(probe);
        } catch (RuntimeException e) {
            forward.close();
            throw e;
        }
        if (!slot.ifOpen(() -> forwards.add(forward))) {
            forward.close();
            throw unavailable();
        }
        forward.start();
        return forward.port();
    }

    /**
     * Reads a small file (at most 1 MiB) from the SSH host over SFTP, into memory only. With
     * {@link SshSettings#sudoRemoteFiles()}, a file the user may not read is read with {@code sudo -n cat}.
     *
     * @throws EtcdAccessException with hop REMOTE_FILE naming {@code user@host:path}, the cause and the fix
     */
    public byte[] readFile(String remotePath) {
        ClientSession current = awaitSession(settings.connectTimeout());
        if (current == null) {
            throw unavailable();
        }
        return new RemoteFiles(settings).read(current, remotePath);
    }

    public SshState state() {
        return slot.state();
    }

    /** Called with every change of {@link #state()}, on a background thread. */
    public void addStateListener(Consumer<SshState> listener) {
        listeners.add(listener);
    }

    public void removeStateListener(Consumer<SshState> listener) {
        listeners.remove(listener);
    }

    /** How often the connection was re-established after a drop. */
    public int reconnects() {
        return reconnects.get();
    }

    /** Why the last connection through a forward to {@code remoteHost:remotePort} failed; null if none did. */
    public EtcdAccessException lastForwardFailure(String remoteHost, int remotePort) {
        return forwards.stream().filter(f -> f.host().equalsIgnoreCase(remoteHost) && f.remotePort() == remotePort)
                .map(LocalForward::lastFailure).filter(Objects::nonNull).findFirst().orElse(null);
    }

    /** Stops reconnecting, closes every forward (freeing its port) and the SSH session. */
    @Override
    public void close() {
        SessionSlot.Closing closing = slot.close();
        if (!closing.first()) {
            return;
        }
        forwards.forEach(LocalForward::close);
        reconnector.shutdownNow();
        if (closing.last() != null) {
            closing.last().close(true);
        }
        try {
            client.stop();
        } catch (RuntimeException e) {
            // Stopping releases MINA's threads; a failure there leaves nothing of ours open.
            LOG.debug("Stopping the SSH client failed", e);
        }
        forwardThreads.shutdownNow();
        publish(SshState.CLOSED);
    }

    /** The current session, waiting up to {@code timeout} while reconnecting; null when closed or still down. */
    ClientSession awaitSession(Duration timeout) {
        return slot.await(timeout);
    }

    /** The explanation for a request made while the connection is down. */
    EtcdAccessException unavailable() {
        return SshErrors.unavailable(settings, isClosed() ? SshState.CLOSED : state());
    }

    private void attach(ClientSession established) {
        if (!slot.attach(established)) {
            established.close(true);
            return;
        }
        publish(SshState.CONNECTED);
        // Registered after it became current, so that a session already closed again is noticed right away (and
        // its RECONNECTING follows the CONNECTED above).
        established.addCloseFutureListener(future -> lost(established));
    }

    private void lost(ClientSession dropped) {
        if (!slot.detach(dropped)) {
            return;
        }
        publish(new SshState(SshState.Phase.RECONNECTING, 0, new EtcdAccessException(Hop.SSH_CONNECT,
                SshErrors.TEXT.format("connection.lost", settings.hostPort()), "", null)));
        schedule(1, 0);
    }

    private void schedule(int attempt, long delayMillis) {
        try {
            reconnector.schedule(() -> reconnect(attempt), delayMillis, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            LOG.debug("No reconnect scheduled: the SSH connection was closed meanwhile", e);
        }
    }

    private void reconnect(int attempt) {
        if (isClosed()) {
            return;
        }
        try {
            ClientSession established = login.establish(client);
            reconnects.incrementAndGet();
            attach(established);
        } catch (RuntimeException e) {
            if (isClosed()) {
                return;
            }
            EtcdAccessException cause = e instanceof EtcdAccessException known ? known
                    : new EtcdAccessException(Hop.SSH_CONNECT, SshErrors.TEXT.format("reconnect.failed",
                            String.valueOf(e.getMessage())), "", e);
            publish(new SshState(SshState.Phase.RECONNECTING, attempt, cause));
            long delay = Math.min(MAX_RETRY_MILLIS, FIRST_RETRY_MILLIS << Math.min(attempt - 1, 10));
            schedule(attempt + 1, delay);
        }
    }

    private boolean isClosed() {
        return slot.isClosed();
    }

    private void publish(SshState next) {
        if (!slot.publish(next)) {
            return;
        }
        if (next.phase() == SshState.Phase.RECONNECTING) {
            LOG.warn("SSH connection to {} {}", settings.label(), next.describe());
        } else {
            LOG.info("SSH connection to {} {}", settings.label(), next.describe());
        }
        for (Consumer<SshState> listener : listeners) {
            try {
                listener.accept(next);
            } catch (RuntimeException e) {
                // A listener's failure must not stop reconnecting.
                LOG.debug("An SSH state listener failed", e);
            }
        }
    }
}
