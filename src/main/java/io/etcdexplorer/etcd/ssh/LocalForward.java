package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import org.apache.sshd.client.channel.ChannelDirectTcpip;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.util.net.SshdSocketAddress;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One forwarded port: a loopback listener whose connections each become a direct-tcpip channel to the remote
 * address, over whatever SSH session is current. The listener is ours, not MINA's, so it keeps its port while the
 * session is re-established: a client pointed at it only sees its connections drop, and its next one waits for
 * the new session.
 */
final class LocalForward implements Closeable {

    private static final Logger LOG = LoggerFactory.getLogger(LocalForward.class);

    private static final int BUFFER = 32 * 1024;

    private final SshConnection connection;
    private final SshdSocketAddress remote;
    private final ServerSocket server;
    private final ExecutorService threads;
    private final Set<Closeable> live = ConcurrentHashMap.newKeySet();
    private volatile EtcdAccessException lastFailure;

    LocalForward(SshConnection connection, String host, int port, ExecutorService threads) throws IOException {
        this.connection = connection;
        this.remote = new SshdSocketAddress(host, port);
        this.threads = threads;
        this.server = new ServerSocket();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
    }

    int port() {
        return server.getLocalPort();
    }

    String host() {
        return remote.getHostName();
    }

    int remotePort() {
        return remote.getPort();
    }

    /** {@code host:port} as seen from the SSH host. */
    String remoteLabel() {
        String host = remote.getHostName();
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + remote.getPort();
    }

    /** Why the last connection through this forward could not be made; null when none failed yet. */
    EtcdAccessException lastFailure() {
        return lastFailure;
    }

    /**
     * With {@code check}, opens one channel and closes it again: fails with the FORWARD explanation when the host
     * cannot connect. Without, does nothing (an endpoint known to be down keeps its port for later).
     */
    void probe(boolean check) {
        if (check) {
            open(new SshdSocketAddress("127.0.0.1", port())).close(true);
        }
    }

    void start() {
        threads.execute(this::accept);
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            // Closing a listener fails only if it is closed already.
            LOG.debug("Closing a forwarded port's listener failed", e);
        }
        live.forEach(LocalForward::quietly);
        live.clear();
    }

    private void accept() {
        while (!server.isClosed()) {
            Socket socket;
            try {
                socket = server.accept();
                socket.setTcpNoDelay(true);
            } catch (IOException e) {
                LOG.debug("A forwarded port stopped accepting (closed)", e);
                return;
            }
            live.add(socket);
            threads.execute(() -> serve(socket));
        }
    }

    private void serve(Socket socket) {
        ChannelDirectTcpip channel;
        try {
            channel = open(new SshdSocketAddress(socket.getInetAddress().getHostAddress(), socket.getPort()));
        } catch (EtcdAccessException e) {
            LOG.debug("Could not open a forwarding channel", e);
            lastFailure = e;
            drop(socket, null);
            return;
        }
        lastFailure = null;
        Closeable closeChannel = () -> channel.close(true);
        live.add(closeChannel);
        Runnable fail = () -> drop(socket, closeChannel);
        AtomicInteger running = new AtomicInteger(2);
        Runnable done = () -> {
            if (running.decrementAndGet() == 0) {
                drop(socket, closeChannel);
            }
        };
        try {
            InputStream fromSocket = socket.getInputStream();
            OutputStream toSocket = socket.getOutputStream();
            OutputStream toChannel = channel.getInvertedIn();
            threads.execute(() -> pump(channel.getInvertedOut(), toSocket, socket::shutdownOutput, done, fail));
            pump(fromSocket, toChannel, toChannel::close, done, fail);
        } catch (IOException | RuntimeException e) {
            LOG.debug("A forwarded connection ended with a failure", e);
            fail.run();
        }
    }

    /** What passes the end of one direction on: a half close of the socket, or EOF on the channel. */
    private interface HalfClose {
        void run() throws IOException;
    }

    /** Copies until end of stream, then half-closes so the other direction can finish; any error closes both. */
    private static void pump(InputStream in, OutputStream out, HalfClose end, Runnable done, Runnable fail) {
        byte[] buffer = new byte[BUFFER];
        try {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                out.write(buffer, 0, n);
                out.flush();
            }
            end.run();
            done.run();
        } catch (IOException | RuntimeException e) {
            LOG.debug("Copying a forwarded connection's bytes ended with a failure", e);
            fail.run();
        }
    }

    private ChannelDirectTcpip open(SshdSocketAddress origin) {
        Duration timeout = connection.settings().connectTimeout();
        ClientSession session = connection.awaitSession(timeout);
        if (session == null) {
            throw connection.unavailable();
        }
        ChannelDirectTcpip channel = null;
        try {
            channel = session.createDirectTcpipChannel(origin, remote);
            channel.open().verify(timeout);
            return channel;
        } catch (IOException | RuntimeException e) {
            if (channel != null) {
                channel.close(true);
            }
            if (!session.isOpen()) {
                throw new EtcdAccessException(Hop.SSH_CONNECT, SshErrors.TEXT.format("forward.closed",
                        connection.settings().hostPort(), remoteLabel()), SshErrors.TEXT.get("forward.closed.fix"), e);
            }
            throw SshErrors.forward(connection.settings(), remoteLabel(), e);
        }
    }

    private void drop(Socket socket, Closeable channel) {
        quietly(socket);
        live.remove(socket);
        if (channel != null) {
            quietly(channel);
            live.remove(channel);
        }
    }

    private static void quietly(Closeable closeable) {
        try {
            closeable.close();
        } catch (IOException | RuntimeException e) {
            // Already closed, or the peer is gone: nothing left to release.
            LOG.debug("Closing a forwarded connection failed", e);
        }
    }
}
