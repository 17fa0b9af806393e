package io.etcdexplorer.profiles;

import io.etcdexplorer.etcd.ssh.UnknownHostKeyException;

/**
 * Connecting stopped at an SSH host this computer has never seen: the view shows the fingerprint and answers with
 * {@link SessionViewModel#trustHostKey} or {@link SessionViewModel#rejectHostKey}, as {@code ssh} asks on a first
 * connection.
 */
public record HostKeyQuestion(ConnectionEntry entry, UnknownHostKeyException problem) {

    /** The question in ssh's own words, so users who know ssh recognise it. */
    public String text() {
        return text(problem);
    }

    /** The same words for any first-seen host, e.g. a node probed while importing it. */
    public static String text(UnknownHostKeyException problem) {
        return "The authenticity of host " + (problem.port() == 22 ? problem.host()
                : "[" + problem.host() + "]:" + problem.port()) + " can't be established.\n"
                + problem.keyType() + " key fingerprint is " + problem.fingerprint() + ".\n\n"
                + "Compare it with the host's own (on the host: ssh-keygen -lf /etc/ssh/ssh_host_"
                + "*_key.pub). If it matches, it is added to " + problem.knownHostsFile()
                + " and not asked again.";
    }
}
