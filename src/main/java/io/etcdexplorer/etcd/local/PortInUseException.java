package io.etcdexplorer.etcd.local;

import java.io.IOException;

/** etcd could not bind a port; {@link EtcdProcess#start} retries on fresh ports when it picked them itself. */
final class PortInUseException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String log;

    PortInUseException(String message, String log) {
        super(message);
        this.log = log;
    }

    /** Whether etcd's complaint names this port; Go logs "listen tcp 127.0.0.1:2379: bind: ...". */
    boolean blames(int port) {
        return port != 0 && log.contains(":" + port + ": bind");
    }
}
