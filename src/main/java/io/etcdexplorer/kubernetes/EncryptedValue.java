package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.i18n.Messages;

import java.util.Map;

/**
 * A value encrypted at rest by the API server: {@code k8s:enc:<provider>:v1:<key name>:<ciphertext>}, or for KMS v2
 * {@code k8s:enc:kms:v2:<plugin name>:} followed by a protobuf EncryptedObject. Only the envelope can be read; the
 * body needs the key, which lives with the API server (or its KMS plugin), never in etcd.
 */
public record EncryptedValue(String provider, String version, String keyName, int totalBytes, int ciphertextBytes,
                             String kmsKeyId, Map<String, Integer> kmsAnnotationSizes, String dekSourceType,
                             int encryptedDekBytes) implements KubeValue {

    private static final Messages TEXT = Messages.of(EncryptedValue.class);

    public boolean isKmsV2() {
        return provider.equals("kms") && version.equals("v2");
    }

    @Override
    public Storage storage() {
        return Storage.ENCRYPTED;
    }

    @Override
    public String summary() {
        return TEXT.format(isKmsV2() ? "enc.summaryPlugin" : "enc.summaryKey", provider, version, keyName);
    }

    /** What the envelope tells, as an object the viewer can show as YAML or JSON. */
    public ObjectNode envelope() {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        json.put("encrypted", true);
        json.put("provider", provider);
        json.put("version", version);
        json.put(isKmsV2() ? "kmsPlugin" : "keyName", keyName);
        json.put("storedBytes", totalBytes);
        json.put("ciphertextBytes", ciphertextBytes);
        if (isKmsV2()) {
            json.put("kmsKeyID", kmsKeyId);
            json.put("encryptedDEKSourceType", dekSourceType);
            json.put("encryptedDEKSourceBytes", encryptedDekBytes);
            ObjectNode annotations = json.putObject("annotations");
            kmsAnnotationSizes.forEach((k, v) -> annotations.put(k, v + " bytes"));
        }
        return json;
    }

    /** One sentence for a notice line. */
    public String notice() {
        return TEXT.format(isKmsV2() ? "enc.noticePlugin" : "enc.noticeKey", provider, version, keyName);
    }

    /** A plain-language account for the value viewer and the decode command. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        text.append(TEXT.get("enc.describeIntro")).append("\n\n");
        text.append(TEXT.format("enc.provider", provider, version)).append('\n');
        text.append(TEXT.format(isKmsV2() ? "enc.plugin" : "enc.keyName", keyName)).append('\n');
        text.append(TEXT.format("enc.storedSize", totalBytes)).append('\n');
        text.append(TEXT.format("enc.ciphertext", ciphertextBytes)).append('\n');
        if (isKmsV2()) {
            text.append(TEXT.format("enc.kmsKeyId", kmsKeyId.isEmpty() ? TEXT.get("enc.none") : kmsKeyId))
                    .append('\n');
            text.append(TEXT.format("enc.dekSource", dekSourceType, encryptedDekBytes)).append('\n');
            if (!kmsAnnotationSizes.isEmpty()) {
                text.append(TEXT.get("enc.annotations")).append('\n');
                kmsAnnotationSizes.forEach((k, v) -> text.append(TEXT.format("enc.annotation", k, v)).append('\n'));
            }
        }
        text.append('\n').append(TEXT.get(isKmsV2() || provider.equals("kms") ? "enc.heldByPlugin"
                : "enc.heldByConfig")).append('\n');
        return text.toString();
    }
}
