package io.etcdexplorer.profiles.importers;

import java.util.List;

/**
 * A connection recognised in pasted text, for the user to review before it becomes a profile. Absent values are
 * null. File paths are kept exactly as found: they may name files on another machine (a cluster node, a
 * container), so checking them is the caller's job.
 *
 * @param suggestedName         a label for the connection list, never null
 * @param endpoints             as found, schemes kept; at least one
 * @param source                what was recognised, e.g. "etcdctl command line" or "kubeadm manifest etcd.yaml"
 * @param ignored               everything present in the text that a client connection cannot use, each with the
 *                              reason, so nothing disappears silently
 * @param warnings              what the user should review before saving
 */
public record ConnectionDraft(String suggestedName, List<String> endpoints, String caCert, String cert, String key,
                              String user, String password, boolean insecureSkipTlsVerify, String serverName,
                              String namespace, Integer dialTimeoutSeconds, String source, List<String> ignored,
                              List<String> warnings) {

    public ConnectionDraft {
        endpoints = endpoints == null ? List.of() : List.copyOf(endpoints);
        ignored = ignored == null ? List.of() : List.copyOf(ignored);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    /** Hides the password so drafts can be logged or shown in test failures safely. */
    @Override
    public String toString() {
        return "ConnectionDraft[suggestedName=" + suggestedName + ", endpoints=" + endpoints + ", caCert=" + caCert
                + ", cert=" + cert + ", key=" + key + ", user=" + user
                + ", password=" + (password == null ? null : "***") + ", insecureSkipTlsVerify="
                + insecureSkipTlsVerify + ", serverName=" + serverName + ", namespace=" + namespace
                + ", dialTimeoutSeconds=" + dialTimeoutSeconds + ", source=" + source + ", ignored=" + ignored
                + ", warnings=" + warnings + "]";
    }
}
