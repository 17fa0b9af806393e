package io.etcdexplorer.cluster;

import io.etcdexplorer.etcd.EtcdSession;

import java.time.Duration;

/**
 * The bound of the cluster panel's calls: a status poll must not wait the session's minute for a member that is
 * down.
 */
final class ClusterCalls {

    private ClusterCalls() {
    }

    /** How long a poll waits for one answer: the profile's connect timeout, at least 2 s. */
    static Duration pollTimeout(EtcdSession session) {
        Duration dial = session.settings().dialTimeout();
        return dial.compareTo(Duration.ofSeconds(2)) < 0 ? Duration.ofSeconds(2) : dial;
    }
}
