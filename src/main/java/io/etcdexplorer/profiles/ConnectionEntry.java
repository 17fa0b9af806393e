package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.MaskedUrls;

/**
 * One line of the connection list: the built-in playground, a saved profile, or the connection given on the
 * command line (not saved unless the user asks); or an opened snapshot file, which has a workspace but no line.
 *
 * @param source the snapshot file a {@link Kind#SNAPSHOT} entry serves; null for the others
 */
public record ConnectionEntry(Kind kind, String name, ConnectionProfile profile, ConnectionSettings settings,
                              SnapshotSource source) {

    private static final Messages TEXT = Messages.of(ConnectionEntry.class);

    public enum Kind { PLAYGROUND, SAVED, COMMAND_LINE, SNAPSHOT }

    /**
     * The snapshot file a {@link Kind#SNAPSHOT} entry serves.
     *
     * @param file        the file's path as the user gave it
     * @param revision    the revision it was saved at, which its copy never leaves
     * @param hashChecked false when it was opened without checking its hash
     */
    public record SnapshotSource(String file, long revision, boolean hashChecked) {

        /** "/backups/etcd.db", with " (hash not checked)" when so. */
        public String describe() {
            return hashChecked ? file : TEXT.format("entry.hashNotChecked", file);
        }
    }

    public ConnectionEntry(Kind kind, String name, ConnectionProfile profile, ConnectionSettings settings) {
        this(kind, name, profile, settings, null);
    }

    public static ConnectionEntry playground() {
        return new ConnectionEntry(Kind.PLAYGROUND, TEXT.get("entry.playground"), null, null);
    }

    public static ConnectionEntry saved(ConnectionProfile profile) {
        return new ConnectionEntry(Kind.SAVED, profile.name(), profile, null);
    }

    public static ConnectionEntry commandLine(ConnectionSettings settings) {
        return new ConnectionEntry(Kind.COMMAND_LINE, TEXT.get("entry.commandLine"), null, settings);
    }

    /** A snapshot file served read-only by a private etcd at {@code settings}' endpoint. */
    public static ConnectionEntry snapshot(String name, SnapshotSource file, ConnectionSettings settings) {
        return new ConnectionEntry(Kind.SNAPSHOT, name, null, settings, file);
    }

    /** Second line under the name: where it connects to. */
    public String description() {
        return switch (kind) {
            case PLAYGROUND -> TEXT.get("entry.playgroundDescription");
            case SAVED -> MaskedUrls.mask(String.join(", ", profile.endpoints()));
            case COMMAND_LINE -> settings.endpointsLabel();
            case SNAPSHOT -> TEXT.format("entry.snapshotDescription", source.describe());
        };
    }

    /** How settings.json names this entry as the last connection; null for one that only lives in this run. */
    public String rememberKey() {
        return switch (kind) {
            case PLAYGROUND -> "playground";
            case SAVED -> "profile:" + profile.id();
            case COMMAND_LINE, SNAPSHOT -> null;
        };
    }
}
