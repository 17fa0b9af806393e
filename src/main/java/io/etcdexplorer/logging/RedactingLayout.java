package io.etcdexplorer.logging;

import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.spi.ILoggingEvent;

/** The log file's line format, with {@link Redaction} applied to the whole entry, stack trace included. */
final class RedactingLayout extends PatternLayout {

    @Override
    public String doLayout(ILoggingEvent event) {
        return Redaction.mask(super.doLayout(event));
    }
}
