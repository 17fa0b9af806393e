package io.etcdexplorer.oplog;

import java.time.Instant;

/**
 * One operation as the log shows it: what was done, the etcdctl command that does the same, and the response as
 * {@code etcdctl -w json} prints it (or the error, for a failed operation).
 */
public record LogEntry(Instant time, String operation, String command, String summary, String response,
                       boolean failed) {

    /** The entry as a block of text, for the saved log file. */
    public String toText() {
        return "# " + time + "  " + operation + (failed ? "  FAILED" : "") + "\n"
                + "$ " + command + "\n"
                + summary + "\n"
                + (response.isEmpty() ? "" : response + (response.endsWith("\n") ? "" : "\n"))
                + "\n";
    }
}
