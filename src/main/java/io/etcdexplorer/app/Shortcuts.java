package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Messages;

import java.util.List;

/**
 * Every keyboard shortcut the window understands, for the help dialog (F1). Kept next to the window's own
 * accelerators; the panes' keys (editor, transaction, timeline, diffs, watches) are handled in their views. The keys
 * are written as the keyboard labels them (never translated); what they do and where, in the run's language.
 */
public final class Shortcuts {

    private static final Messages TEXT = Messages.of(Shortcuts.class);

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
                shortcut("F1", "showList", "anywhere"),
                shortcut("Enter", "connect", "connectionList"),
                shortcut(mod + "Shift+O", "connectTab", "anywhere"),
                shortcut(mod + "W", "closeFront", "connected"),
                shortcut("Ctrl+Tab / Ctrl+Shift+Tab", "nextTab", "connected"),
                shortcut(mod + "Shift+N / E", "newEdit", "anywhere"),
                shortcut(mod + "1 … 9", "tabs", "connected"),
                shortcut("F5", "reload", "connected"),
                shortcut(mod + "L", "goTo", "connected"),
                shortcut(mod + "F", "search", "connected"),
                shortcut(mod + "S", "save", "editor"),
                shortcut(mod + "Shift+F", "format", "editor"),
                shortcut(mod + "N", "newKey", "editor"),
                shortcut(mod + "R", "reloadValue", "editor"),
                shortcut(mod + "D", "duplicate", "editor"),
                shortcut("F2", "rename", "editor"),
                shortcut(mod + "Shift+Delete", "delete", "editor"),
                shortcut(mod + "Enter", "runTxn", "txnTab"),
                shortcut(mod + "T", "watchTab", "eventsTab"),
                shortcut(alt + "Left / " + alt + "Right", "changes", "timeline"),
                shortcut(alt + "Up / " + alt + "Down", "differences", "diffs"),
                shortcut("F11", "fullScreen", "anywhere")));
        if (!mac) {
            all.add(shortcut(mod + "Q", "quit", "anywhere"));
        }
        return List.copyOf(all);
    }

    private static Shortcut shortcut(String keys, String action, String where) {
        return new Shortcut(keys, TEXT.get("shortcut." + action), TEXT.get("where." + where));
    }

    public static boolean isMac() {
        return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("mac");
    }
}
