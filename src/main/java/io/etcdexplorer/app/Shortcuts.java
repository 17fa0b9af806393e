package io.etcdexplorer.app;

import java.util.List;

/**
 * Every keyboard shortcut the window understands, for the help dialog (F1). Kept next to the window's own
 * accelerators; the panes' keys (editor, transaction, timeline, diffs, watches) are handled in their views.
 */
public final class Shortcuts {

    /** One shortcut: the keys as users type them, what it does, and where it works. */
    public record Shortcut(String keys, String action, String where) {
    }

    private Shortcuts() {
    }

    /** {@code mac} shows ⌘ for the shortcut key, as macOS users read it (and leaves ⌘Q to the system menu). */
    public static List<Shortcut> all(boolean mac) {
        String mod = mac ? "⌘" : "Ctrl+";
        String alt = mac ? "⌥" : "Alt+";
        List<Shortcut> all = new java.util.ArrayList<>(List.of(
                new Shortcut("F1", "Show this list", "anywhere"),
                new Shortcut("Enter", "Connect to the selected connection", "connection list"),
                new Shortcut(mod + "Shift+O", "Connect to the selected connection (a new tab, or its open one)",
                        "anywhere"),
                new Shortcut(mod + "W", "Close the connection in front (asks first about unsaved editor text)",
                        "when connected"),
                new Shortcut("Ctrl+Tab / Ctrl+Shift+Tab", "Next / previous connection tab", "when connected"),
                new Shortcut(mod + "Shift+N / E", "New connection / edit the selected one", "anywhere"),
                new Shortcut(mod + "1 … 9", "Tabs: Value, Editor, History, Operations, Transaction, Events, "
                        + "Compare, Cluster, Log", "when connected"),
                new Shortcut("F5", "Reload the keys", "when connected"),
                new Shortcut(mod + "L", "Go to a key by name", "when connected"),
                new Shortcut(mod + "F", "Search keys (in the editor: find in the value)", "when connected"),
                new Shortcut(mod + "S", "Save the value", "editor"),
                new Shortcut(mod + "Shift+F", "Format the value (JSON, YAML)", "editor"),
                new Shortcut(mod + "N", "New key", "editor"),
                new Shortcut(mod + "R", "Reload the value from etcd", "editor"),
                new Shortcut(mod + "D", "Duplicate the key", "editor"),
                new Shortcut("F2", "Rename the key", "editor"),
                new Shortcut(mod + "Shift+Delete", "Delete the key", "editor"),
                new Shortcut(mod + "Enter", "Run the transaction", "Transaction tab"),
                new Shortcut(mod + "T", "Open another watch tab", "Events tab"),
                new Shortcut(alt + "Left / " + alt + "Right", "Previous / next change of the selected key or prefix",
                        "timeline"),
                new Shortcut(alt + "Up / " + alt + "Down", "Previous / next difference", "side-by-side diffs"),
                new Shortcut("F11", "Full screen on / off", "anywhere")));
        if (!mac) {
            all.add(new Shortcut(mod + "Q", "Quit (the window's size and splits are kept)", "anywhere"));
        }
        return List.copyOf(all);
    }

    public static boolean isMac() {
        return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("mac");
    }
}
