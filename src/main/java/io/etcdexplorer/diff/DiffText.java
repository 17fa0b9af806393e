package io.etcdexplorer.diff;

import io.etcdexplorer.i18n.Messages;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.kubernetes.EncryptedValue;
import io.etcdexplorer.kubernetes.KubeDecodeException;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.KubeText;
import io.etcdexplorer.kubernetes.KubeValue;
import io.etcdexplorer.kubernetes.SecretData;
import io.etcdexplorer.values.InvalidValueException;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueKind;
import io.etcdexplorer.values.ValueRenderer;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;

/**
 * A value as text that diffs well: Kubernetes objects decoded to kubectl's YAML, JSON pretty-printed, text as is,
 * and anything else as a hex dump. Secret values are never shown: each is replaced by its size and a keyed
 * fingerprint, so a diff still tells which entries changed without revealing them. No JavaFX; runs off the UI thread.
 */
public final class DiffText {

    private static final Messages TEXT = Messages.of(DiffText.class);

    /** Beyond this a hex dump is cut: a diff of megabytes of hex helps nobody and costs seconds. */
    static final int HEX_LIMIT = 64 * 1024;

    private final KubeDecoder decoder;
    /**
     * Keys the Secret fingerprints. Random per instance (per app run), so equal values still match within a run,
     * which is all a diff needs, while an exported report gives nothing to brute-force short secrets against.
     */
    private final byte[] fingerprintKey = new byte[32];

    public DiffText(KubeDecoder decoder) {
        this.decoder = decoder;
        new java.security.SecureRandom().nextBytes(fingerprintKey);
    }

    /** The decoder this uses, for others that must recognise the same Kubernetes values (Secrets to mask). */
    public KubeDecoder decoder() {
        return decoder;
    }

    /** The text and what it is ("Kubernetes YAML", "JSON", "text", "hex"). */
    public record Text(String text, String format) {
    }

    /** {@code value} null (no such version, or a deleted key) gives empty text. */
    public Text of(byte[] value, long modRevision) {
        if (value == null) {
            return new Text("", TEXT.get("format.absent"));
        }
        if (value.length == 0) {
            return new Text("", TEXT.get("format.empty"));
        }
        try {
            Optional<KubeValue> kube = decoder.decode(value);
            if (kube.isPresent()) {
                return kubernetes(kube.get(), modRevision);
            }
        } catch (KubeDecodeException notDecodable) {
            return hex(value);
        }
        if (ValueInspector.detect(value) == ValueKind.JSON) {
            try {
                return new Text(ValueRenderer.prettyJson(value), "JSON");
            } catch (InvalidValueException e) {
                // shown as text below
            }
        }
        return ValueInspector.isUtf8Text(value) ? new Text(new String(value, StandardCharsets.UTF_8), TEXT.get("format.text"))
                : hex(value);
    }

    private Text kubernetes(KubeValue kube, long modRevision) {
        if (kube instanceof EncryptedValue encrypted) {
            return new Text(KubeText.yaml(encrypted.envelope()), TEXT.get("format.encrypted"));
        }
        KubeObject object = ((KubeObject) kube).withResourceVersion(modRevision);
        JsonNode json = object.isSecret() ? digested(object) : object.json();
        return new Text(KubeText.yaml(json), "Kubernetes YAML");
    }

    /** The Secret with each value replaced by "hidden, N bytes, fingerprint abcd1234". */
    private JsonNode digested(KubeObject secret) {
        ObjectNode copy = secret.json().deepCopy();
        for (SecretData.Entry entry : SecretData.entries(secret)) {
            ((ObjectNode) copy.get(entry.field())).put(entry.name(), SecretData.mask(entry.bytes().length)
                    + ", fingerprint " + fingerprint(entry.bytes()));
        }
        return copy;
    }

    private String fingerprint(byte[] bytes) {
        try {
            javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
            mac.init(new javax.crypto.spec.SecretKeySpec(fingerprintKey, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(bytes), 0, 4);
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    private static Text hex(byte[] value) {
        return new Text(ValueRenderer.hexDump(value, HEX_LIMIT), "hex");
    }
}
