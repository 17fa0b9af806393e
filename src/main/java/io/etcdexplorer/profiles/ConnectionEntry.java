package io.etcdexplorer.profiles;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.MaskedUrls;

/**
 * One line of the connection list: the built-in playground, a saved profile, or the connection given on the
 * command line (not saved unless the user asks).
 */
public record ConnectionEntry(Kind kind, String name, ConnectionProfile profile, ConnectionSettings settings) {

    public enum Kind { PLAYGROUND, SAVED, COMMAND_LINE }

    public static ConnectionEntry playground() {
        return new ConnectionEntry(Kind.PLAYGROUND, "Playground", null, null);
    }

    public static ConnectionEntry saved(ConnectionProfile profile) {
        return new ConnectionEntry(Kind.SAVED, profile.name(), profile, null);
    }

    public static ConnectionEntry commandLine(ConnectionSettings settings) {
        return new ConnectionEntry(Kind.COMMAND_LINE, "Command line", null, settings);
    }

    /** Second line under the name: where it connects to. */
    public String description() {
        return switch (kind) {
            case PLAYGROUND -> "Local etcd with sample data";
            case SAVED -> MaskedUrls.mask(String.join(", ", profile.endpoints()));
            case COMMAND_LINE -> settings.endpointsLabel();
        };
    }

    /** How settings.json names this entry as the last connection; null for one that only lives in this run. */
    public String rememberKey() {
        return switch (kind) {
            case PLAYGROUND -> "playground";
            case SAVED -> "profile:" + profile.id();
            case COMMAND_LINE -> null;
        };
    }
}
