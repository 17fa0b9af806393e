package io.etcdexplorer.profiles;

import io.etcdexplorer.etcd.MaskedUrls;

import java.util.List;

/**
 * What an import found in pasted text or a file, before the user reviews it in the editor.
 *
 * @param profile  the profile to review, or null when nothing usable was found
 * @param password a password found in the text (kept in memory only), or null
 * @param source   what was recognised, e.g. "kubeadm manifest etcd.yaml"
 * @param ignored  everything present that cannot be used to connect, each with the reason
 * @param warnings things to check before saving
 * @param error    why nothing could be imported, or null
 */
public record ImportPreview(ConnectionProfile profile, String password, String source, List<String> ignored,
                            List<String> warnings, String error) {

    public ImportPreview {
        ignored = ignored == null ? List.of() : List.copyOf(ignored);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    public static ImportPreview failed(String error) {
        return new ImportPreview(null, null, null, List.of(), List.of(), error);
    }

    public boolean usable() {
        return profile != null;
    }

    /** Lists longer than this show their first items and a count: a pasted script can yield thousands. */
    static final int LISTED = 30;
    /** Longer items are cut: the preview names things, and a text area slows down on megabytes. */
    static final int ITEM_CHARS = 200;

    /** The preview as text for the import dialog. */
    public String describe() {
        if (!usable()) {
            return error;
        }
        StringBuilder out = new StringBuilder("Recognised: ").append(source).append("\n\n");
        line(out, "Name:       ", profile.name());
        List<String> endpoints = profile.endpoints();
        String listed = String.join(", ", endpoints.subList(0, Math.min(endpoints.size(), LISTED)));
        line(out, "Endpoints:  ", MaskedUrls.mask(listed)
                + (endpoints.size() > LISTED ? " and " + (endpoints.size() - LISTED) + " more" : ""));
        line(out, "CA:         ", profile.caCert());
        line(out, "Cert:       ", profile.cert());
        line(out, "Key:        ", profile.key());
        line(out, "User:       ", profile.user());
        if (password != null) {
            out.append("Password:   (found in the text; kept in memory only)\n");
        }
        if (profile.insecureSkipTlsVerify()) {
            out.append("TLS:        certificate verification OFF (unsafe)\n");
        }
        if (!warnings.isEmpty()) {
            out.append("\nCheck:\n");
            list(out, warnings);
        }
        if (!ignored.isEmpty()) {
            out.append("\nNot used:\n");
            list(out, ignored);
        }
        return out.toString();
    }

    private static void list(StringBuilder out, List<String> items) {
        items.stream().limit(LISTED).forEach(item -> out.append("  - ").append(shorten(item)).append('\n'));
        if (items.size() > LISTED) {
            out.append("  - and ").append(items.size() - LISTED).append(" more\n");
        }
    }

    private static void line(StringBuilder out, String label, String value) {
        if (value != null && !value.isBlank()) {
            out.append(label).append(shorten(value)).append('\n');
        }
    }

    private static String shorten(String text) {
        return text.length() <= ITEM_CHARS ? text
                : text.substring(0, ITEM_CHARS - 50) + "\u2026 (" + text.length() + " characters)";
    }
}
