package io.etcdexplorer.timeline;

import io.etcdexplorer.etcd.EtcdSession;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A cluster the Compare tab can read a side from: an open workspace, named by its profile. Sides are told apart by
 * identity of their supplier, so each workspace should hand out one {@code CompareSide} for its whole life.
 *
 * @param name    the profile name, as the tab and the report show it
 * @param session the workspace's open session; null once its connection is closed
 */
public record CompareSide(String name, Supplier<EtcdSession> session) {

    public CompareSide {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(session, "session");
    }

    /** The name, as a choice box shows it. */
    @Override
    public String toString() {
        return name;
    }
}
