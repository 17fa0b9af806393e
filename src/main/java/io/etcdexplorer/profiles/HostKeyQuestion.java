package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ssh.UnknownHostKeyException;

/**
 * Connecting stopped at an SSH host this computer has never seen: the view shows the fingerprint and answers with
 * {@link SessionViewModel#trustHostKey} or {@link SessionViewModel#rejectHostKey}, as {@code ssh} asks on a first
 * connection.
 */
public record HostKeyQuestion(ConnectionEntry entry, UnknownHostKeyException problem) {

    private static final Messages TEXT = Messages.of(HostKeyQuestion.class);
    /** The question in ssh's own words, so users who know ssh recognise it. */
    public String text() {
        return text(problem);
    }

    /** The same words for any first-seen host, e.g. a node probed while importing it. */
    public static String text(UnknownHostKeyException problem) {
        String host = problem.port() == 22 ? problem.host() : "[" + problem.host() + "]:" + problem.port();
        return TEXT.format("hostKey.question", host, problem.keyType(), problem.fingerprint(),
                String.valueOf(problem.knownHostsFile()));
    }
}
