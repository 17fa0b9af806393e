package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.ConnectionProfile;

import java.util.List;

/**
 * A profile built from what a node itself says, with notes for the user: what was chosen and why, and what was
 * assumed because the node did not tell.
 */
public record NodeImport(ConnectionProfile profile, List<String> notes) {

    public NodeImport {
        notes = List.copyOf(notes);
    }
}
