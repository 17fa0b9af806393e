package io.etcdexplorer.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.util.Duration;
import ch.qos.logback.core.util.FileSize;
import io.etcdexplorer.files.SafeFiles;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The app's log: {@value #FILE_NAME} in the given folder, rolled over at {@value #MAX_MEGABYTES} MiB, with at most
 * {@value #FILES} files kept. Logging is process-wide in SLF4J, so this class configures Logback's one context;
 * the window starts it and stops it, the terminal verbs never do (see {@link QuietStart}).
 */
public final class LogFile {

    public static final String FILE_NAME = "etcd-explorer.log";
    public static final int MAX_MEGABYTES = 5;
    /** The current file and two older ones. */
    public static final int FILES = 3;
    /** The app's own code; {@code debug} lowers only these loggers. */
    static final String APP_LOGGERS = "io.etcdexplorer";
    /**
     * Libraries whose INFO and DEBUG lines are noise for our users, and at DEBUG may print request contents:
     * they stay at WARN even in debug mode.
     */
    static final List<String> QUIET_LIBRARIES = List.of("io.etcd", "io.grpc", "io.netty", "io.vertx",
            "org.apache.sshd", "com.google", "org.bouncycastle", "javafx", "com.sun.javafx", "org.testfx");
    /** How often the file's size is compared with the cap while lines are written. */
    static final long CHECK_MILLIS = 250;
    private static final String PATTERN = "%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level [%thread] %logger: %msg%n";

    private static JulBridge julBridge;
    private static java.util.logging.Handler[] julHandlersBefore;

    private LogFile() {
    }

    /**
     * Writes the log to {@code folder} (created owner-only) from now on; {@code debug} adds the app's debug lines.
     * Returns why the file cannot be written, in which case nothing is logged: a log is never worth not starting.
     */
    public static synchronized Optional<LogProblem> start(Path folder, boolean debug) {
        try {
            SafeFiles.createPrivateDirectory(folder);
        } catch (IOException | RuntimeException e) {
            return Optional.of(LogProblem.folder(folder, e.getMessage()));
        }
        LoggerContext context = context();
        context.reset();
        RollingFileAppender<ILoggingEvent> appender = appender(context, folder);
        if (!appender.isStarted()) {
            context.reset();
            context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).setLevel(Level.OFF);
            return Optional.of(LogProblem.file(folder.resolve(FILE_NAME)));
        }
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        root.addAppender(appender);
        context.getLogger(APP_LOGGERS).setLevel(debug ? Level.DEBUG : Level.INFO);
        QUIET_LIBRARIES.forEach(name -> context.getLogger(name).setLevel(Level.WARN));
        bridgeJul();
        return Optional.empty();
    }

    /** Back to logging nothing, the file closed (the window closed; tests open several windows in one run). */
    public static synchronized void stop() {
        LoggerContext context = context();
        context.reset();
        context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).setLevel(Level.OFF);
        unbridgeJul();
    }

    private static RollingFileAppender<ILoggingEvent> appender(LoggerContext context, Path folder) {
        RollingFileAppender<ILoggingEvent> appender = new RollingFileAppender<>();
        appender.setContext(context);
        appender.setName("file");
        appender.setFile(folder.resolve(FILE_NAME).toString());

        FixedWindowRollingPolicy rolling = new FixedWindowRollingPolicy();
        rolling.setContext(context);
        rolling.setParent(appender);
        rolling.setFileNamePattern(folder.resolve("etcd-explorer.%i.log").toString());
        rolling.setMinIndex(1);
        rolling.setMaxIndex(FILES - 1);
        rolling.start();

        SizeBasedTriggeringPolicy<ILoggingEvent> trigger = new SizeBasedTriggeringPolicy<>();
        trigger.setContext(context);
        trigger.setMaxFileSize(FileSize.valueOf(MAX_MEGABYTES + "MB"));
        // Logback looks at the size once a minute by default, long enough for a debug storm to write far past the
        // cap; a file length four times a second costs nothing.
        trigger.setCheckIncrement(Duration.buildByMilliseconds(CHECK_MILLIS));
        trigger.start();

        RedactingLayout layout = new RedactingLayout();
        layout.setContext(context);
        layout.setPattern(PATTERN);
        layout.start();
        LayoutWrappingEncoder<ILoggingEvent> encoder = new LayoutWrappingEncoder<>();
        encoder.setContext(context);
        encoder.setLayout(layout);
        encoder.setCharset(StandardCharsets.UTF_8);
        encoder.start();

        appender.setRollingPolicy(rolling);
        appender.setTriggeringPolicy(trigger);
        appender.setEncoder(encoder);
        appender.start();
        return appender;
    }

    /** gRPC, Vert.x and JavaFX log through java.util.logging: into the file, instead of onto the terminal. */
    private static void bridgeJul() {
        if (julBridge != null) {
            return;
        }
        java.util.logging.Logger root = java.util.logging.LogManager.getLogManager().getLogger("");
        julHandlersBefore = root.getHandlers();
        for (java.util.logging.Handler handler : julHandlersBefore) {
            root.removeHandler(handler);
        }
        julBridge = new JulBridge();
        root.addHandler(julBridge);
    }

    private static void unbridgeJul() {
        if (julBridge == null) {
            return;
        }
        java.util.logging.Logger root = java.util.logging.LogManager.getLogManager().getLogger("");
        root.removeHandler(julBridge);
        for (java.util.logging.Handler handler : julHandlersBefore) {
            root.addHandler(handler);
        }
        julBridge = null;
        julHandlersBefore = null;
    }

    private static LoggerContext context() {
        return (LoggerContext) LoggerFactory.getILoggerFactory();
    }
}
