package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.ConnectionProfile;

import java.util.List;

/**
 * A profile built from what a node itself says, with notes for the user: what was chosen and why. When the node
 * did not tell everything (no readable manifest, no client certificate), {@code lacking} says what was not found
 * and why, and the profile holds kubeadm's defaults for the user to check by hand: it is a draft, not to be saved
 * as it is.
 *
 * @param lacking one line per thing not found, with the reason; empty when the node told everything
 */
public record NodeImport(ConnectionProfile profile, List<String> notes, List<String> lacking) {

    public NodeImport {
        notes = List.copyOf(notes);
        lacking = List.copyOf(lacking);
    }

    /** Everything came from the node. */
    public boolean complete() {
        return lacking.isEmpty();
    }
}
