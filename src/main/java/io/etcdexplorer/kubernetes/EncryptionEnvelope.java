package io.etcdexplorer.kubernetes;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import io.etcdexplorer.i18n.Messages;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/** Reads the envelope of an encrypted value: the {@code k8s:enc:} prefix and, for KMS v2, the EncryptedObject. */
final class EncryptionEnvelope {

    private static final Messages TEXT = Messages.of(EncryptionEnvelope.class);

    static final byte[] PREFIX = "k8s:enc:".getBytes(StandardCharsets.US_ASCII);
    private static final int PREFIX_PARTS = 3; // provider, version, key or plugin name

    private EncryptionEnvelope() {
    }

    static EncryptedValue read(byte[] value) throws KubeDecodeException {
        int at = PREFIX.length;
        String[] parts = new String[PREFIX_PARTS];
        for (int i = 0; i < PREFIX_PARTS; i++) {
            int colon = indexOf(value, (byte) ':', at);
            if (colon < 0) {
                throw new KubeDecodeException(TEXT.get("enc.shortPrefix"));
            }
            parts[i] = new String(value, at, colon - at, StandardCharsets.UTF_8);
            at = colon + 1;
        }
        int body = value.length - at;
        if (parts[0].equals("kms") && parts[1].equals("v2")) {
            return kmsV2(parts, value, at);
        }
        return new EncryptedValue(parts[0], parts[1], parts[2], value.length, body, "", Map.of(), "", 0);
    }

    /** EncryptedObject: encryptedData 1, keyID 2, encryptedDEKSource 3, annotations 4, encryptedDEKSourceType 5. */
    private static EncryptedValue kmsV2(String[] parts, byte[] value, int at) throws KubeDecodeException {
        int data = 0;
        int dek = 0;
        String keyId = "";
        int sourceType = 0;
        Map<String, Integer> annotations = new TreeMap<>();
        try {
            CodedInputStream in = CodedInputStream.newInstance(value, at, value.length - at);
            for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
                switch (WireFormat.getTagFieldNumber(tag)) {
                    case 1 -> data = in.readBytes().size();
                    case 2 -> keyId = in.readString();
                    case 3 -> dek = in.readBytes().size();
                    case 4 -> readAnnotation(CodedInputStream.newInstance(in.readBytes().toByteArray()), annotations);
                    case 5 -> sourceType = in.readEnum();
                    default -> in.skipField(tag);
                }
            }
        } catch (IOException e) {
            throw new KubeDecodeException(TEXT.format("enc.badKmsEnvelope", String.valueOf(e.getMessage())), e);
        }
        String source = sourceType == 1 ? "HKDF_SHA256_XNONCE_AES_GCM_SEED" : "AES_GCM_KEY";
        return new EncryptedValue(parts[0], parts[1], parts[2], value.length, data, keyId,
                Collections.unmodifiableMap(annotations), source, dek);
    }

    private static void readAnnotation(CodedInputStream entry, Map<String, Integer> into) throws IOException {
        String key = "";
        int size = 0;
        for (int tag = entry.readTag(); tag != 0; tag = entry.readTag()) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case 1 -> key = entry.readString();
                case 2 -> size = entry.readBytes().size();
                default -> entry.skipField(tag);
            }
        }
        into.put(key, size);
    }

    private static int indexOf(byte[] value, byte b, int from) {
        for (int i = from; i < value.length; i++) {
            if (value[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
