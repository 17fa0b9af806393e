package io.etcdexplorer.logging;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;

/**
 * Hands java.util.logging records (gRPC, Vert.x, JavaFX, protobuf) to SLF4J, so they land in the log file with
 * their level and logger name instead of on the terminal. Logback's levels decide what is kept.
 */
final class JulBridge extends Handler {

    private final Formatter formatter = new SimpleFormatter();

    @Override
    public void publish(LogRecord record) {
        if (record == null) {
            return;
        }
        Logger logger = LoggerFactory.getLogger(record.getLoggerName() == null ? "jul" : record.getLoggerName());
        int level = record.getLevel().intValue();
        String message = text(record);
        Throwable thrown = record.getThrown();
        if (level >= Level.SEVERE.intValue()) {
            logger.error(message, thrown);
        } else if (level >= Level.WARNING.intValue()) {
            logger.warn(message, thrown);
        } else if (level >= Level.INFO.intValue()) {
            logger.info(message, thrown);
        } else if (level >= Level.FINE.intValue()) {
            logger.debug(message, thrown);
        } else {
            logger.trace(message, thrown);
        }
    }

    /** The message with its {0} parameters filled in, as JUL's own console output shows it. */
    private String text(LogRecord record) {
        return formatter.formatMessage(record);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
