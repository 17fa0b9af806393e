package io.etcdexplorer.playground.seed;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The sample keyspace written into a fresh Playground etcd: a Kubernetes-like {@code /registry/} tree, a
 * {@code /demo/} tree of values in many formats, and a few deliberately awkward keys.
 *
 * <p>Apply the steps in order, one put or delete each: keys written several times then have several versions
 * and revisions, which is part of what the playground shows. The output is identical on every call and run.
 */
public final class PlaygroundSeed {

    private PlaygroundSeed() {
    }

    public static List<SeedStep> steps() {
        List<SeedStep> out = new ArrayList<>();
        out.add(OddKeySamples.welcome());
        out.addAll(KubernetesSamples.steps());
        out.addAll(DemoSamples.steps());
        out.addAll(OddKeySamples.steps());
        return Collections.unmodifiableList(out);
    }
}
