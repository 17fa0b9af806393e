package io.etcdexplorer.cluster;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.ops.EtcdctlCommand;
import io.etcdexplorer.etcd.ops.ShellQuote;

import java.nio.file.Path;

/**
 * The etcdctl commands that do what the cluster panel does, for the Log tab. Commands etcd must receive on one
 * member (defrag, move-leader, snapshot save) name only that member's endpoint, as etcdctl needs.
 */
final class ClusterCommands {

    private ClusterCommands() {
    }

    static String compact(ConnectionSettings s, long revision, boolean physical) {
        EtcdctlCommand c = EtcdctlCommand.of(s).word("compact").word(Long.toString(revision));
        return (physical ? c.word("--physical") : c).toString();
    }

    static String defrag(ConnectionSettings s, String endpoint) {
        return one(s, endpoint).word("defrag").toString();
    }

    static String moveLeader(ConnectionSettings s, String leaderEndpoint, long targetId) {
        return one(s, leaderEndpoint).word("move-leader").word(Long.toHexString(targetId)).toString();
    }

    static String snapshotSave(ConnectionSettings s, String endpoint, Path file) {
        return one(s, endpoint).word("snapshot").word("save").word(ShellQuote.quote(file.toString())).toString();
    }

    static String disarm(ConnectionSettings s) {
        return EtcdctlCommand.of(s).word("alarm").word("disarm").toString();
    }

    static String authEnable(ConnectionSettings s) {
        return EtcdctlCommand.of(s).word("auth").word("enable").toString();
    }

    static String authDisable(ConnectionSettings s) {
        return EtcdctlCommand.of(s).word("auth").word("disable").toString();
    }

    /** The connection flags of {@code s}, with {@code endpoint} as the only endpoint. */
    private static EtcdctlCommand one(ConnectionSettings s, String endpoint) {
        return EtcdctlCommand.of(new ConnectionSettings(java.util.List.of(endpoint), s.caCert(), s.cert(), s.key(),
                s.keyPassword(), s.serverName(), s.insecureSkipTlsVerify(), s.user(), s.password(), s.dialTimeout(),
                s.namespace(), s.readOnly(), s.ssh(), s.remoteCertificates(), s.files()));
    }
}
