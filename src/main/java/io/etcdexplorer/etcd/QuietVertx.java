package io.etcdexplorer.etcd;

import io.vertx.core.impl.VertxBuilder;
import io.vertx.core.spi.VertxServiceProvider;

import java.util.concurrent.TimeUnit;

/**
 * jetcd builds a Vert.x of its own for every connection, with Vert.x's default options, and Vert.x's watchdog for
 * blocked event loops then wakes the app once a second per open connection, idle or not: a third of what an idle
 * connected window still cost the CPU, besides the collector (bench/README, issue 26). Once a minute is enough for a
 * desktop client: a stuck event loop is still logged. jetcd 0.8.5 takes no Vert.x options, but Vert.x hands every
 * {@link VertxServiceProvider} listed in {@code META-INF/services} the options of each instance it builds, before it
 * starts the watchdog.
 */
public final class QuietVertx implements VertxServiceProvider {

    /** How often Vert.x looks for an event loop blocked for longer than its limit (2 s by default). */
    static final long BLOCKED_THREAD_CHECK_SECONDS = 60;

    @Override
    public void init(VertxBuilder builder) {
        builder.options().setBlockedThreadCheckInterval(BLOCKED_THREAD_CHECK_SECONDS)
                .setBlockedThreadCheckIntervalUnit(TimeUnit.SECONDS);
    }
}
