package io.etcdexplorer.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ConfiguratorRank;
import ch.qos.logback.core.spi.ContextAwareBase;
import org.slf4j.Logger;

/**
 * Logback's first configuration, found through {@code META-INF/services}: nothing is logged anywhere until the
 * window opens the log file ({@link LogFile#start}). Without it Logback would print every library's debug lines
 * to the terminal, in the middle of what {@code doctor} and {@code decode} print.
 */
@ConfiguratorRank(ConfiguratorRank.CUSTOM_HIGH_PRIORITY)
public final class QuietStart extends ContextAwareBase implements Configurator {

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        context.getLogger(Logger.ROOT_LOGGER_NAME).setLevel(Level.OFF);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }
}
