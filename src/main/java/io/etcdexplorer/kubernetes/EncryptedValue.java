package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Map;

/**
 * A value encrypted at rest by the API server: {@code k8s:enc:<provider>:v1:<key name>:<ciphertext>}, or for KMS v2
 * {@code k8s:enc:kms:v2:<plugin name>:} followed by a protobuf EncryptedObject. Only the envelope can be read; the
 * body needs the key, which lives with the API server (or its KMS plugin), never in etcd.
 */
public record EncryptedValue(String provider, String version, String keyName, int totalBytes, int ciphertextBytes,
                             String kmsKeyId, Map<String, Integer> kmsAnnotationSizes, String dekSourceType,
                             int encryptedDekBytes) implements KubeValue {

    public boolean isKmsV2() {
        return provider.equals("kms") && version.equals("v2");
    }

    @Override
    public Storage storage() {
        return Storage.ENCRYPTED;
    }

    @Override
    public String summary() {
        return "encrypted with " + provider + " " + version + (isKmsV2() ? " plugin " : " key ") + keyName;
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
        return "Encrypted at rest with " + provider + " " + version + (isKmsV2() ? " (plugin " : " (key ") + keyName
                + "): the object cannot be read without the key, which the API server holds, not etcd. "
                + "Read it with kubectl get instead.";
    }

    /** A plain-language account for the value viewer and the decode command. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        text.append("This value is encrypted at rest by the Kubernetes API server.\n\n");
        text.append("Provider:        ").append(provider).append(' ').append(version).append('\n');
        text.append(isKmsV2() ? "KMS plugin:      " : "Key name:        ").append(keyName).append('\n');
        text.append("Stored size:     ").append(totalBytes).append(" bytes\n");
        text.append("Ciphertext:      ").append(ciphertextBytes).append(" bytes\n");
        if (isKmsV2()) {
            text.append("KMS key id:      ").append(kmsKeyId.isEmpty() ? "(none)" : kmsKeyId).append('\n');
            text.append("DEK source:      ").append(dekSourceType).append(", ").append(encryptedDekBytes)
                    .append(" bytes\n");
            if (!kmsAnnotationSizes.isEmpty()) {
                text.append("Annotations:\n");
                kmsAnnotationSizes.forEach((k, v) -> text.append("  ").append(k).append(" (").append(v)
                        .append(" bytes)\n"));
            }
        }
        text.append("\nThe object cannot be read without the encryption key, which is held by the API server");
        text.append(isKmsV2() || provider.equals("kms") ? " through its KMS plugin" : " in its EncryptionConfiguration");
        text.append(", not in etcd. Read it through the API server instead: kubectl get <resource> -o yaml.\n");
        return text.toString();
    }
}
