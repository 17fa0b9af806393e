package io.etcdexplorer.playground.seed;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** The {@code /demo/} tree: values in many formats and keys with a history, for exploring the viewer. */
final class DemoSamples {

    static final String ROOT = "/demo/";
    static final int VISITS = 10;
    /** Fixed seed: "random" bytes must be the same on every run. */
    private static final long RANDOM_SEED = 0x5EED_E7CDL;

    private DemoSamples() {
    }

    static List<SeedStep> steps() {
        List<SeedStep> out = new ArrayList<>();
        out.add(SeedStep.put(ROOT + "notes/readme.txt", DemoTexts.README));
        out.add(SeedStep.put(ROOT + "notes/unicode.txt", DemoTexts.UNICODE));
        out.add(SeedStep.put(ROOT + "config/app.json", DemoTexts.APP_JSON));
        out.add(SeedStep.put(ROOT + "config/app.yaml", DemoTexts.APP_YAML));
        for (String flags : FeatureFlags.versions()) {
            out.add(SeedStep.put(ROOT + "config/feature-flags.json", flags));
        }
        out.add(SeedStep.put(ROOT + "binary/logo.png", PngImage.logo()));
        out.add(SeedStep.put(ROOT + "binary/random.bin", randomBytes(256)));
        out.addAll(counters());
        out.add(SeedStep.put(ROOT + "large/lorem.txt", DemoTexts.lorem(64 * 1024)));
        out.addAll(ServiceRegistrySamples.steps());
        return out;
    }

    /** A counter bumped ten times gives ten versions to step through; the other key shows a gap in history. */
    private static List<SeedStep> counters() {
        List<SeedStep> out = new ArrayList<>();
        for (int visit = 1; visit <= VISITS; visit++) {
            out.add(SeedStep.put(ROOT + "counters/visits", String.valueOf(visit)));
        }
        String recreated = ROOT + "counters/deleted-and-recreated";
        out.add(SeedStep.put(recreated, "first life"));
        out.add(SeedStep.delete(recreated));
        out.add(SeedStep.put(recreated, "second life: created again after a delete, so its version restarts at 1"));
        return out;
    }

    static byte[] randomBytes(int count) {
        byte[] out = new byte[count];
        new Random(RANDOM_SEED).nextBytes(out);
        return out;
    }
}
