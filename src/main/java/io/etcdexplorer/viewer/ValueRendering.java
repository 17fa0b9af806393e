package io.etcdexplorer.viewer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.kubernetes.EncryptedValue;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.KubeText;
import io.etcdexplorer.kubernetes.KubeValue;
import io.etcdexplorer.kubernetes.SecretData;
import io.etcdexplorer.values.InvalidValueException;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueRenderer;

import java.io.IOException;
import java.util.Arrays;
import java.util.Set;

/**
 * Turns a value into the text of one viewer mode. Kubernetes values show decoded in YAML and JSON, and as stored in
 * Text and Hex; a Secret's values stay masked until revealed, in every mode. Runs off the UI thread.
 */
final class ValueRendering {

    private static final Messages TEXT = Messages.of(ValueRendering.class);

    /** A hex dump is ~4.3 characters per byte: past this the text control itself gets slow. */
    static final int HEX_LIMIT = 256 * 1024;
    /**
     * Text, JSON and YAML show this much first (bytes of the value in Text, characters of the formatted text in
     * JSON and YAML): a TextArea lays out and scrolls a longer text slowly, and tens of MiB freeze it.
     */
    static final int TEXT_LIMIT = 1024 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * The text to show; {@code shown} of {@code total} (same unit: bytes in Text, characters otherwise) says
     * whether it was cut at {@link #TEXT_LIMIT}.
     */
    record Rendered(String text, String notice, long shown, long total) {
        Rendered(String text, String notice) {
            this(text, notice, text.length(), text.length());
        }

        boolean cut() {
            return shown < total;
        }
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

    /** @param whole show the whole text even past {@link #TEXT_LIMIT} (the user asked for it) */
    static Rendered render(byte[] bytes, ValueMode mode, Decoded decoded, long modRevision, Set<String> revealed,
                           boolean whole) {
        Rendered rendered;
        if (mode == ValueMode.TEXT && !decoded.isSecret()) { // a masked Secret shows no bytes at all
            // Decoding only the start keeps a 100 MiB value from becoming a 100 MiB string first.
            int end = whole ? bytes.length : utf8Boundary(bytes, TEXT_LIMIT);
            Rendered start = renderMode(end == bytes.length ? bytes : Arrays.copyOf(bytes, end), mode, decoded,
                    modRevision, revealed);
            rendered = new Rendered(start.text(), start.notice(), end, bytes.length);
        } else {
            rendered = renderMode(bytes, mode, decoded, modRevision, revealed);
            if (mode != ValueMode.HEX && !whole && rendered.text().length() > TEXT_LIMIT) {
                String text = rendered.text();
                int end = Character.isHighSurrogate(text.charAt(TEXT_LIMIT - 1)) ? TEXT_LIMIT - 1 : TEXT_LIMIT;
                rendered = new Rendered(text.substring(0, end), rendered.notice(), end, text.length());
            }
        }
        // A Kubernetes-looking value that cannot be decoded says why in every mode, not only in YAML and JSON.
        return decoded.failure().isEmpty() ? rendered
                : new Rendered(rendered.text(), decoded.failure(), rendered.shown(), rendered.total());
    }

    /** The largest length up to {@code limit} that does not split a UTF-8 sequence. */
    static int utf8Boundary(byte[] bytes, int limit) {
        if (bytes.length <= limit) {
            return bytes.length;
        }
        int end = limit;
        // bytes[end] is the first byte left out; while it continues a sequence, that sequence goes too.
        for (int back = 0; back < 3 && end > 0 && (bytes[end] & 0xC0) == 0x80; back++) {
            end--;
        }
        return end;
    }

    private static Rendered renderMode(byte[] bytes, ValueMode mode, Decoded decoded, long modRevision,
                                       Set<String> revealed) {
        if ((mode == ValueMode.TEXT || mode == ValueMode.HEX) && decoded.isSecret()
                && revealed.size() < SecretData.entries(decoded.object()).size()) {
            return new Rendered("", TEXT.get("secretBytesHidden"));
        }
        switch (mode) {
            case YAML:
            case JSON:
                return structured(bytes, mode, decoded, modRevision, revealed);
            case HEX:
                String more = bytes.length > HEX_LIMIT ? TEXT.format("hexLimited", Units.bytes(HEX_LIMIT)) : "";
                return new Rendered(ValueRenderer.hexDump(bytes, HEX_LIMIT), more);
            default:
                boolean clean = ValueInspector.isUtf8Text(bytes);
                String notice = clean || bytes.length == 0 ? "" : decoded.kube() != null
                        ? TEXT.get("storedBytes") : TEXT.get("notUtf8");
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
            return new Rendered(format(shown, mode), notice(object));
        }
        if (!decoded.failure().isEmpty()) {
            return new Rendered(ValueRenderer.hexDump(bytes, HEX_LIMIT), decoded.failure());
        }
        return plain(bytes, mode);
    }

    /** What the YAML/JSON of a protobuf object cannot say by itself: which parts no schema here names. */
    private static String notice(KubeObject object) {
        if (!object.schemaKnown()) {
            return TEXT.format("schemaUnknown", object.apiVersion(), object.kind());
        }
        if (object.newerFields() > 0) {
            return TEXT.format("newerFields", object.newerFields());
        }
        return "";
    }

    /** Values that are not Kubernetes objects: JSON pretty-printed or converted to YAML, YAML as written. */
    private static Rendered plain(byte[] bytes, ValueMode mode) {
        if (mode == ValueMode.JSON) {
            try {
                return new Rendered(ValueRenderer.prettyJson(bytes), "");
            } catch (InvalidValueException e) {
                return new Rendered(ValueRenderer.text(bytes), TEXT.format("notJson", e.getMessage()));
            }
        }
        switch (ValueInspector.detect(bytes)) {
            case JSON:
                try {
                    return new Rendered(KubeText.yamlInOrder(JSON.readTree(bytes)), "");
                } catch (IOException e) {
                    return new Rendered(ValueRenderer.text(bytes), TEXT.get("invalidJson"));
                }
            case YAML:
                return new Rendered(ValueRenderer.text(bytes), "");
            default:
                return new Rendered(ValueRenderer.text(bytes), bytes.length == 0 ? ""
                        : TEXT.get("plainText"));
        }
    }
}
