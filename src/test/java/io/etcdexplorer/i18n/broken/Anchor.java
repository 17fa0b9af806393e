package io.etcdexplorer.i18n.broken;

/** Names the package of the deliberately broken test bundle. */
public final class Anchor {
    private Anchor() {
    }
}
