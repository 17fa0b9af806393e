package io.etcdexplorer.etcd.local;

import java.io.IOException;

/** An etcd tool (etcdutl, etcdctl) refused its work; {@link #reason()} says why in terms a message can use. */
public final class ToolFailure extends IOException {

    /** What the tool's own words mean. */
    public enum Reason {
        /** "invalid database": not a bbolt file at all. */
        NOT_A_SNAPSHOT,
        /** The tool crashed reading past the end of the file (SIGBUS, fault address): the file was cut short. */
        TRUNCATED,
        /** "expected sha256 …, got …": the database does not match the hash saved after it. */
        HASH_MISMATCH,
        /** "snapshot missing hash": no hash after the database, as in a member's own db file. */
        NO_HASH,
        /** "no space left on device" while writing the restored copy. */
        NO_SPACE,
        /** Anything else: the message carries the tool's last lines. */
        OTHER
    }

    private final Reason reason;
    private final String output;

    public ToolFailure(Reason reason, String message, String output) {
        super(message);
        this.reason = reason;
        this.output = output;
    }

    public Reason reason() {
        return reason;
    }

    /** What the tool printed (capped), for the log. */
    public String output() {
        return output;
    }

    static Reason classify(String output) {
        String text = output == null ? "" : output;
        if (text.contains("invalid database")) {
            return Reason.NOT_A_SNAPSHOT;
        }
        if (text.contains("unexpected fault address") || text.contains("SIGBUS") || text.contains("SIGSEGV")
                || text.contains("unexpected EOF") || text.contains("file size too small")) {
            return Reason.TRUNCATED;
        }
        if (text.contains("expected sha256")) {
            return Reason.HASH_MISMATCH;
        }
        if (text.contains("missing hash")) {
            return Reason.NO_HASH;
        }
        if (text.contains("no space left on device")) {
            return Reason.NO_SPACE;
        }
        return Reason.OTHER;
    }
}
