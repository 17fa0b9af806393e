package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.ValueInspector;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Reads the CBOR that the API server writes for custom resources under its CBOR feature gate (the value starts with
 * the self-describe tag {@code d9 d9 f7}) into the JSON the server would serve. Kubernetes writes Go strings as byte
 * strings, and []byte values as byte strings tagged for base64, so an untagged byte string is text.
 */
final class CborReader {

    private static final Messages TEXT = Messages.of(CborReader.class);

    static final byte[] MAGIC = {(byte) 0xd9, (byte) 0xd9, (byte) 0xf7};
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 1_000;
    private static final int TAG_BASE64URL = 21;
    private static final int TAG_BASE64 = 22;
    private static final int TAG_BASE16 = 23;
    private static final int BREAK = 0xff;

    private final byte[] data;
    private int at;

    private CborReader(byte[] data) {
        this.data = data;
    }

    static JsonNode read(byte[] value) throws KubeDecodeException {
        CborReader reader = new CborReader(value);
        try {
            JsonNode node = reader.item(0, 0);
            if (reader.at != value.length) {
                throw new KubeDecodeException(TEXT.format("cbor.trailing", value.length - reader.at));
            }
            return node;
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new KubeDecodeException(TEXT.get("cbor.truncated"), e);
        }
    }

    private JsonNode item(int depth, int tag) throws KubeDecodeException {
        if (depth > MAX_DEPTH) {
            throw new KubeDecodeException(TEXT.format("cbor.tooDeep", MAX_DEPTH));
        }
        int initial = data[at++] & 0xff;
        int major = initial >>> 5;
        int info = initial & 0x1f;
        switch (major) {
            case 0:
                return unsigned(argument(info));
            case 1: {
                BigInteger n = new BigInteger(Long.toUnsignedString(argument(info)));
                return NODES.numberNode(n.negate().subtract(BigInteger.ONE));
            }
            case 2:
                return bytes(info == 31 ? chunks(2) : take(length(info)), tag);
            case 3:
                return NODES.textNode(new String(info == 31 ? chunks(3) : take(length(info)),
                        StandardCharsets.UTF_8));
            case 4: {
                ArrayNode array = NODES.arrayNode();
                for (long i = 0, n = info == 31 ? Long.MAX_VALUE : argument(info); i < n && !atBreak(info); i++) {
                    array.add(item(depth + 1, 0));
                }
                return array;
            }
            case 5: {
                ObjectNode object = NODES.objectNode();
                for (long i = 0, n = info == 31 ? Long.MAX_VALUE : argument(info); i < n && !atBreak(info); i++) {
                    JsonNode key = item(depth + 1, 0);
                    object.set(key.isTextual() ? key.asText() : key.toString(), item(depth + 1, 0));
                }
                return object;
            }
            case 6:
                return item(depth + 1, (int) argument(info));
            default:
                return simple(info);
        }
    }

    private JsonNode bytes(byte[] bytes, int tag) {
        switch (tag) {
            case TAG_BASE64:
                return NODES.textNode(Base64.getEncoder().encodeToString(bytes));
            case TAG_BASE64URL:
                return NODES.textNode(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
            case TAG_BASE16:
                return NODES.textNode(HexFormat.of().formatHex(bytes));
            default:
                return ValueInspector.isUtf8Text(bytes) || bytes.length == 0
                        ? NODES.textNode(new String(bytes, StandardCharsets.UTF_8))
                        : NODES.textNode(Base64.getEncoder().encodeToString(bytes));
        }
    }

    private JsonNode simple(int info) throws KubeDecodeException {
        switch (info) {
            case 20:
                return NODES.booleanNode(false);
            case 21:
                return NODES.booleanNode(true);
            case 22:
            case 23:
                return NODES.nullNode();
            case 25:
                return KubeScalars.goFloat(halfToDouble((int) argument(info)));
            case 26:
                return KubeScalars.goFloat(Float.intBitsToFloat((int) argument(info)));
            case 27:
                return KubeScalars.goFloat(Double.longBitsToDouble(argument(info)));
            default:
                throw new KubeDecodeException(TEXT.format("cbor.unknownItem", info));
        }
    }

    /** IEEE 754 half precision; Float.float16ToFloat only arrived in Java 20. */
    static double halfToDouble(int half) {
        int exponent = (half >>> 10) & 0x1f;
        int mantissa = half & 0x3ff;
        double magnitude;
        if (exponent == 0) {
            magnitude = mantissa * Math.pow(2, -24);
        } else if (exponent == 31) {
            magnitude = mantissa == 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        } else {
            magnitude = (1 + mantissa / 1024.0) * Math.pow(2, exponent - 15);
        }
        return (half & 0x8000) != 0 ? -magnitude : magnitude;
    }

    private boolean atBreak(int info) {
        if (info == 31 && (data[at] & 0xff) == BREAK) {
            at++;
            return true;
        }
        return false;
    }

    private byte[] chunks(int major) throws KubeDecodeException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        while ((data[at] & 0xff) != BREAK) {
            int initial = data[at++] & 0xff;
            if (initial >>> 5 != major) {
                throw new KubeDecodeException(TEXT.get("cbor.mixedChunks"));
            }
            out.writeBytes(take(length(initial & 0x1f)));
        }
        at++;
        return out.toByteArray();
    }

    private JsonNode unsigned(long value) {
        return value >= 0 ? NODES.numberNode(value) : NODES.numberNode(new BigInteger(Long.toUnsignedString(value)));
    }

    private int length(int info) throws KubeDecodeException {
        long length = argument(info);
        if (length < 0 || length > data.length - at) {
            throw new KubeDecodeException(TEXT.format("cbor.shortItem", Long.toUnsignedString(length),
                    data.length - at));
        }
        return (int) length;
    }

    private long argument(int info) throws KubeDecodeException {
        if (info < 24) {
            return info;
        }
        int size = switch (info) {
            case 24 -> 1;
            case 25 -> 2;
            case 26 -> 4;
            case 27 -> 8;
            default -> throw new KubeDecodeException(TEXT.format("cbor.badLength", info));
        };
        long value = 0;
        for (int i = 0; i < size; i++) {
            value = (value << 8) | (data[at++] & 0xff);
        }
        return value;
    }

    private byte[] take(int length) {
        if (length > data.length - at) {
            throw new ArrayIndexOutOfBoundsException(at + length);
        }
        byte[] out = java.util.Arrays.copyOfRange(data, at, at + length);
        at += length;
        return out;
    }
}
