package io.etcdexplorer.etcd.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Picks free TCP ports, e.g. to plan the peer URLs of a multi-member cluster before starting it. */
public final class FreePorts {

    private static final Logger LOG = LoggerFactory.getLogger(FreePorts.class);

    private FreePorts() {
    }

    /**
     * Returns {@code count} distinct ports that were free on {@code host} a moment ago. Another process may still
     * take one before etcd binds it; {@link EtcdProcess#start} retries such races.
     */
    public static List<Integer> pick(String host, int count) {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            InetAddress address = InetAddress.getByName(host);
            // All sockets stay open until every port is chosen, so the OS cannot hand out one port twice.
            for (int i = 0; i < count; i++) {
                sockets.add(new ServerSocket(0, 1, address));
            }
            return sockets.stream().map(ServerSocket::getLocalPort).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot find a free port on " + host + ": " + e.getMessage(), e);
        } finally {
            sockets.forEach(FreePorts::closeQuietly);
        }
    }

    private static void closeQuietly(ServerSocket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // The port was only probed; a failed close changes nothing for etcd.
            LOG.debug("Closing a probed port failed", e);
        }
    }
}
