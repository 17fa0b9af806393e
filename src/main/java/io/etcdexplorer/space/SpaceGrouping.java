package io.etcdexplorer.space;

/** How a breakdown is cut: by key path segments, or by Kubernetes resource and then namespace. */
public enum SpaceGrouping {
    /** {@code /registry/} then {@code pods/} then {@code ns-1/}: the key tree's own levels. */
    PREFIX,
    /** Kubernetes resource (with its API group), then namespace; keys outside {@code /registry/} by prefix. */
    RESOURCE
}
