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

    /** The preview as text for the import dialog. */
    public String describe() {
        if (!usable()) {
            return error;
        }
        StringBuilder out = new StringBuilder("Recognised: ").append(source).append("\n\n");
        out.append("Name:       ").append(profile.name()).append('\n');
        out.append("Endpoints:  ").append(MaskedUrls.mask(String.join(", ", profile.endpoints()))).append('\n');
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
            warnings.forEach(w -> out.append("  - ").append(w).append('\n'));
        }
        if (!ignored.isEmpty()) {
            out.append("\nNot used:\n");
            ignored.forEach(i -> out.append("  - ").append(i).append('\n'));
        }
        return out.toString();
    }

    private static void line(StringBuilder out, String label, String value) {
        if (value != null && !value.isBlank()) {
            out.append(label).append(value).append('\n');
        }
    }
}
