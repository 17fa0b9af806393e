package io.etcdexplorer.playground.seed;

import java.util.List;

/** Five successive versions of a feature-flag document, so the history and diff views have something to show. */
final class FeatureFlags {

    private FeatureFlags() {
    }

    static List<String> versions() {
        return List.of(
                flags(1, "initial flags", false, 0, "control", false),
                flags(2, "enable dark mode for staff", true, 0, "control", false),
                flags(3, "start checkout experiment at 10%", true, 10, "one-page", false),
                flags(4, "ramp checkout experiment to 50%", true, 50, "one-page", false),
                flags(5, "roll out one-page checkout, kill switch for recommendations", true, 100, "one-page", true));
    }

    private static String flags(int revision, String comment, boolean darkMode, int rollout, String variant,
            boolean recommendationsOff) {
        return """
                {
                  "revision": %d,
                  "comment": "%s",
                  "updatedBy": "ops@example.com",
                  "flags": {
                    "dark-mode": {
                      "enabled": %s,
                      "audience": ["staff"]
                    },
                    "checkout-experiment": {
                      "enabled": %s,
                      "rolloutPercent": %d,
                      "variant": "%s"
                    },
                    "recommendations": {
                      "enabled": %s,
                      "model": "collaborative-v2"
                    }
                  }
                }
                """.formatted(revision, comment, darkMode, rollout > 0, rollout, variant, !recommendationsOff);
    }
}
