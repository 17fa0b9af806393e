package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.i18n.Units;
import org.apache.sshd.agent.SshAgent;
import org.apache.sshd.agent.SshAgentFactory;
import org.apache.sshd.agent.SshAgentServer;
import org.apache.sshd.agent.common.AbstractAgentProxy;
import org.apache.sshd.common.FactoryManager;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.session.ConnectionService;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;

import java.io.EOFException;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.List;

/**
 * A client of the running SSH agent over its Unix socket ({@code SSH_AUTH_SOCK}). MINA's own agent client needs
 * Tomcat's native APR library; Java 16+ speaks Unix sockets itself, and the agent protocol is a few length-prefixed
 * messages.
 */
final class UnixAgent extends AbstractAgentProxy {

    /** Agent answers are small (a list of public keys, a signature); a bigger one is a broken stream. */
    private static final int MAX_MESSAGE = 256 * 1024;

    private final SocketChannel channel;

    private UnixAgent(SocketChannel channel) {
        super(null);
        this.channel = channel;
    }

    /** Answers MINA's requests for an agent with a connection to {@code socket}. */
    static SshAgentFactory factory(Path socket) {
        return new SshAgentFactory() {
            @Override
            public List<ChannelFactory> getChannelForwardingFactories(FactoryManager manager) {
                return List.of();
            }

            @Override
            public SshAgent createClient(Session session, FactoryManager manager) throws IOException {
                SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
                try {
                    channel.connect(UnixDomainSocketAddress.of(socket));
                } catch (IOException e) {
                    channel.close();
                    throw new IOException(SshErrors.TEXT.format("agent.unreachable", String.valueOf(socket),
                            String.valueOf(e.getMessage())), e);
                }
                return new UnixAgent(channel);
            }

            @Override
            public SshAgentServer createServer(ConnectionService service) {
                throw new UnsupportedOperationException("agent forwarding is not offered");
            }
        };
    }

    @Override
    public boolean isOpen() {
        return channel.isOpen();
    }

    @Override
    protected synchronized Buffer request(Buffer buffer) throws IOException {
        // The request starts with room for its length, which prepare() may not have filled in yet.
        int end = buffer.wpos();
        buffer.wpos(0);
        buffer.putUInt(end - 4L);
        buffer.wpos(end);
        ByteBuffer out = ByteBuffer.wrap(buffer.array(), buffer.rpos(), buffer.available());
        while (out.hasRemaining()) {
            channel.write(out);
        }
        ByteBuffer length = readFully(4);
        int size = length.getInt();
        if (size < 0 || size > MAX_MESSAGE) {
            throw new IOException(SshErrors.TEXT.format("agent.tooLarge", Units.bytes(size)));
        }
        return new ByteArrayBuffer(readFully(size).array());
    }

    private ByteBuffer readFully(int size) throws IOException {
        ByteBuffer in = ByteBuffer.allocate(size);
        while (in.hasRemaining()) {
            if (channel.read(in) < 0) {
                throw new EOFException(SshErrors.TEXT.get("agent.closed"));
            }
        }
        return in.flip();
    }

    @Override
    public void close() throws IOException {
        try {
            channel.close();
        } finally {
            super.close();
        }
    }
}
