package io.etcdexplorer.etcd.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Reads what etcd logged since it was started, to tell ready from failed and to explain failures. */
final class StartupLog {

    /** Logged by both etcd's capnslog (3.4 default) and zap (3.5 default) loggers once the client listeners serve. */
    static final String READY = "ready to serve client requests";

    private static final int MAX_BYTES = 256 * 1024;
    private static final List<String> PORT_IN_USE = List.of(
            "address already in use",
            "Only one usage of each socket address");
    private static final List<String> DATA_DIR_LOCKED = List.of(
            "another etcd process is using",
            "holds the file lock",
            // etcd 3.5 (zap, level info): {"msg":"db file is flocked by another process, or taking too long"}
            "is flocked by another process");

    private static final Pattern BAD_FLAG = Pattern.compile(
            "(flag provided but not defined|flag needs an argument|invalid (boolean )?value .* for flag)");

    private StartupLog() {
    }

    /** The log text from {@code offset} on (at most the last 256 KiB), or "" if etcd has not written it yet. */
    static String readFrom(Path log, long offset) {
        try (FileChannel channel = FileChannel.open(log, StandardOpenOption.READ)) {
            long start = Math.max(offset, channel.size() - MAX_BYTES);
            ByteBuffer buffer = ByteBuffer.allocate((int) Math.max(0, channel.size() - start));
            while (buffer.hasRemaining() && channel.read(buffer, start + buffer.position()) > 0) {
                // keep reading: a single read may return fewer bytes than asked for
            }
            return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return "";
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read etcd log " + log, e);
        }
    }

    static long sizeOf(Path log) throws IOException {
        return Files.exists(log) ? Files.size(log) : 0;
    }

    static boolean isReady(String logText) {
        return logText.contains(READY);
    }

    static boolean isPortInUse(String logText) {
        return PORT_IN_USE.stream().anyMatch(logText::contains);
    }

    /**
     * The data dir is held by another etcd. Neither etcd 3.4 nor 3.5 fails on this: each logs a line after 10 s
     * (3.4 a warning, 3.5 at level info and in other words) and waits forever, which would look like a slow start
     * unless we recognise it.
     */
    static boolean isDataDirLocked(String logText) {
        return DATA_DIR_LOCKED.stream().anyMatch(logText::contains);
    }

    /**
     * What etcd said as it died, readable whatever its log format: its last critical, fatal or panic line, else
     * Go's complaint about a flag (printed before any logger starts, then the usage text).
     */
    static Optional<String> deathCause(String logText) {
        Optional<String> deadly = deadlyLines(logText).reduce((first, second) -> second).map(EtcdLogLine::text);
        return deadly.isPresent() ? deadly
                : logText.lines().filter(l -> BAD_FLAG.matcher(l).lookingAt()).reduce((a, b) -> b).map(String::strip);
    }

    /** The lines with which etcd died: one per run that ended this way (3.5 logs its cause several times). */
    static Stream<EtcdLogLine> deadlyLines(String logText) {
        return logText.lines().map(EtcdLogLine::parse).filter(EtcdLogLine::isDeadly);
    }

    /** The last lines, JSON ones (etcd 3.5) shown as level, message and fields without the stack trace. */
    static String lastLines(String logText, int count) {
        List<String> lines = logText.strip().lines().filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty()) {
            return "    " + EtcdBinary.TEXT.get("emptyLog");
        }
        List<String> tail = lines.subList(Math.max(0, lines.size() - count), lines.size()).stream()
                .map(l -> l.strip().startsWith("{") ? EtcdLogLine.parse(l).readable() : l).toList();
        return "    " + String.join(System.lineSeparator() + "    ", tail);
    }
}
