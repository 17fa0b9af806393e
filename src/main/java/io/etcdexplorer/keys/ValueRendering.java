package io.etcdexplorer.keys;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.kubernetes.EncryptedValue;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.KubeText;
import io.etcdexplorer.kubernetes.KubeValue;
import io.etcdexplorer.kubernetes.SecretData;
import io.etcdexplorer.values.InvalidValueException;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueRenderer;

import java.io.IOException;
import java.util.Set;

/**
 * Turns a value into the text of one viewer mode. Kubernetes values show decoded in YAML and JSON, and as stored in
 * Text and Hex; a Secret's values stay masked until revealed, in every mode. Runs off the UI thread.
 */
final class ValueRendering {

    /** A hex dump is ~4.3 characters per byte: past this the text control itself gets slow. */
    static final int HEX_LIMIT = 256 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();

    record Rendered(String text, String notice) {
    }

    /** What decoding found once per value: a Kubernetes value, or why a Kubernetes-looking value failed. */
    record Decoded(KubeValue kube, String failure) {
        static final Decoded NONE = new Decoded(null, "");

        KubeObject object() {
            return kube instanceof KubeObject object ? object : null;
        }

        boolean isSecret() {
            return object() != null && object().isSecret();
        }
    }

    private ValueRendering() {
    }

    static Rendered render(byte[] bytes, ValueMode mode, Decoded decoded, long modRevision, Set<String> revealed) {
        Rendered rendered = renderMode(bytes, mode, decoded, modRevision, revealed);
        // A Kubernetes-looking value that cannot be decoded says why in every mode, not only in YAML and JSON.
        return decoded.failure().isEmpty() ? rendered : new Rendered(rendered.text(), decoded.failure());
    }

    private static Rendered renderMode(byte[] bytes, ValueMode mode, Decoded decoded, long modRevision,
                                       Set<String> revealed) {
        if ((mode == ValueMode.TEXT || mode == ValueMode.HEX) && decoded.isSecret()
                && revealed.size() < SecretData.entries(decoded.object()).size()) {
            return new Rendered("", "The stored bytes of a Secret contain all its values. Reveal every value "
                    + "below (or use YAML/JSON) to see them.");
        }
        switch (mode) {
            case YAML:
            case JSON:
                return structured(bytes, mode, decoded, modRevision, revealed);
            case HEX:
                String more = bytes.length > HEX_LIMIT ? "Only the first " + ValueRenderer.humanSize(HEX_LIMIT)
                        + " are shown in hex." : "";
                return new Rendered(ValueRenderer.hexDump(bytes, HEX_LIMIT), more);
            default:
                boolean clean = ValueInspector.isUtf8Text(bytes);
                String notice = clean || bytes.length == 0 ? "" : decoded.kube() != null
                        ? "These are the stored bytes; YAML and JSON show the decoded object."
                        : "This value is not valid UTF-8 text: invalid bytes show as \uFFFD. Use Hex to see them.";
                return new Rendered(ValueRenderer.text(bytes), notice);
        }
    }

    /** Any JSON shown as YAML or JSON text, kubectl's layout for Kubernetes objects. */
    static String format(JsonNode json, ValueMode mode) {
        return mode == ValueMode.YAML ? KubeText.yaml(json) : KubeText.json(json);
    }

    private static Rendered structured(byte[] bytes, ValueMode mode, Decoded decoded, long modRevision,
                                       Set<String> revealed) {
        if (decoded.kube() instanceof EncryptedValue encrypted) {
            return new Rendered(format(encrypted.envelope(), mode), encrypted.notice());
        }
        KubeObject object = decoded.object();
        if (object != null) {
            KubeObject served = object.withResourceVersion(modRevision);
            JsonNode shown = served.isSecret() ? SecretData.masked(served, revealed) : served.json();
            return new Rendered(format(shown, mode), object.schemaKnown() ? "" : "client-java-proto does not "
                    + "describe " + object.apiVersion() + " " + object.kind() + ": fields are shown by number.");
        }
        if (!decoded.failure().isEmpty()) {
            return new Rendered(ValueRenderer.hexDump(bytes, HEX_LIMIT), decoded.failure());
        }
        return plain(bytes, mode);
    }

    /** Values that are not Kubernetes objects: JSON pretty-printed or converted to YAML, YAML as written. */
    private static Rendered plain(byte[] bytes, ValueMode mode) {
        if (mode == ValueMode.JSON) {
            try {
                return new Rendered(ValueRenderer.prettyJson(bytes), "");
            } catch (InvalidValueException e) {
                return new Rendered(ValueRenderer.text(bytes), "Not JSON, shown as text. " + e.getMessage());
            }
        }
        switch (ValueInspector.detect(bytes)) {
            case JSON:
                try {
                    return new Rendered(KubeText.yamlInOrder(JSON.readTree(bytes)), "");
                } catch (IOException e) {
                    return new Rendered(ValueRenderer.text(bytes), "Not valid JSON, shown as text.");
                }
            case YAML:
                return new Rendered(ValueRenderer.text(bytes), "");
            default:
                return new Rendered(ValueRenderer.text(bytes), bytes.length == 0 ? ""
                        : "Neither JSON nor YAML, shown as text.");
        }
    }
}
