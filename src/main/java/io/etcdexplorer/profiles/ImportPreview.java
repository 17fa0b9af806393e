package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
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

    private static final Messages TEXT = Messages.of(ImportPreview.class);

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
    /**
     * Longer items are cut: the preview names things, and a text area slows down on megabytes. Not shorter: the
     * longest advice (kubeadm's healthcheck-client.crt and .key paths, ~320 characters in Russian) must stay whole.
     */
    static final int ITEM_CHARS = 400;

    /** The preview as text for the import dialog. */
    public String describe() {
        if (!usable()) {
            return error;
        }
        StringBuilder out = new StringBuilder(TEXT.format("preview.recognised", source)).append("\n\n");
        line(out, "preview.name", profile.name());
        List<String> endpoints = profile.endpoints();
        String listed = MaskedUrls.mask(String.join(", ", endpoints.subList(0, Math.min(endpoints.size(), LISTED))));
        line(out, "preview.endpoints", endpoints.size() > LISTED
                ? TEXT.format("preview.andMore", listed, endpoints.size() - LISTED) : listed);
        line(out, "preview.ca", profile.caCert());
        line(out, "preview.cert", profile.cert());
        line(out, "preview.key", profile.key());
        line(out, "preview.user", profile.user());
        if (password != null) {
            out.append(TEXT.get("preview.password")).append('\n');
        }
        if (profile.insecureSkipTlsVerify()) {
            out.append(TEXT.get("preview.unsafe")).append('\n');
        }
        if (!warnings.isEmpty()) {
            out.append('\n').append(TEXT.get("preview.check")).append('\n');
            list(out, warnings);
        }
        if (!ignored.isEmpty()) {
            out.append('\n').append(TEXT.get("preview.notUsed")).append('\n');
            list(out, ignored);
        }
        return out.toString();
    }

    private static void list(StringBuilder out, List<String> items) {
        items.stream().limit(LISTED).forEach(item -> out.append("  - ").append(shorten(item)).append('\n'));
        if (items.size() > LISTED) {
            out.append("  - ").append(TEXT.format("preview.more", items.size() - LISTED)).append('\n');
        }
    }

    private static void line(StringBuilder out, String labelKey, String value) {
        if (value != null && !value.isBlank()) {
            out.append(TEXT.format(labelKey, shorten(value))).append('\n');
        }
    }

    private static String shorten(String text) {
        return text.length() <= ITEM_CHARS ? text
                : TEXT.format("preview.cut", text.substring(0, ITEM_CHARS - 50), text.length());
    }
}
