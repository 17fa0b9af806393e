package io.etcdexplorer.oplog;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.ops.EtcdctlFlavor;
import io.etcdexplorer.etcd.ops.OpResult;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.status.SessionScoped;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every operation the editor, the operation forms and the transaction builder ran in this window, newest last,
 * each with its etcdctl command and response. Shared by those view models; lives on the UI thread. It stays
 * readable (and savable) after a disconnect, and starts empty when another connection opens.
 */
public final class OperationLog implements SessionScoped {

    private static final Logger LOG = LoggerFactory.getLogger(OperationLog.class);

    /** Older entries are dropped past this, so a long session does not grow without bound. */
    static final int MAX_ENTRIES = 2_000;

    private final ObservableList<LogEntry> entries = FXCollections.observableArrayList();
    private final Clock clock;
    /** Set from the connected etcd's version: etcdctl 3.4 and 3.5 print a txn's responses differently. */
    private volatile EtcdctlFlavor flavor = EtcdctlFlavor.V3_5;

    public OperationLog(Clock clock) {
        this.clock = clock;
    }

    public ObservableList<LogEntry> entries() {
        return entries;
    }

    /** Responses from now on are shown as the etcdctl of {@code flavor} prints them. */
    public void speakEtcdctl(EtcdctlFlavor flavor) {
        this.flavor = flavor;
    }

    public EtcdctlFlavor flavor() {
        return flavor;
    }

    public LogEntry succeeded(String operation, String command, OpResult result) {
        return add(new LogEntry(clock.instant(), operation, command, result.summary(), result.toEtcdctlJson(flavor),
                false));
    }

    public LogEntry failed(String operation, String command, Throwable failure) {
        EtcdAccessException error = failure instanceof EtcdAccessException known ? known
                : EtcdErrors.translate(failure, "etcd");
        // Not the command: a put's command carries the value written, which may be a Secret.
        LOG.warn("{} failed: {}", operation, error.getMessage());
        return add(new LogEntry(clock.instant(), operation, command, error.getMessage(), error.describe(), true));
    }

    /** A line for something that is not an etcd response (a conflict resolved, a confirmation declined). */
    public LogEntry note(String operation, String command, String summary) {
        return add(new LogEntry(clock.instant(), operation, command, summary, "", false));
    }

    public void clear() {
        entries.clear();
    }

    /** The entries were another connection's operations: they would pass for this one's. */
    @Override
    public void opened() {
        clear();
    }

    /**
     * Writes the whole log as text (blocking; call off the UI thread with a copy of the entries), atomically and
     * owner-only: it holds keys, values and etcd's answers.
     */
    public static void save(java.util.List<LogEntry> entries, Path file) throws IOException {
        StringBuilder text = new StringBuilder();
        entries.forEach(e -> text.append(e.toText()));
        SafeFiles.writeString(file, text);
    }

    private LogEntry add(LogEntry entry) {
        entries.add(entry);
        if (entries.size() > MAX_ENTRIES) {
            entries.remove(0, entries.size() - MAX_ENTRIES);
        }
        return entry;
    }
}
