package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Messages;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * The keys in {@code etcdctl get -w json} output: {@code {"header":{…},"kvs":[{"key":"<base64>",
 * "mod_revision":5,"value":"<base64>"},…],"count":N}}, as etcd 3.4 and 3.5 print it. etcdctl leaves out
 * {@code kvs} when nothing matched and {@code value} with {@code --keys-only}.
 */
final class EtcdctlKvs {

    private static final Messages TEXT = Messages.of(EtcdctlKvs.class);

    /**
     * One key with its value; {@code value} is null when the output has none (read with --keys-only).
     */
    record Kv(byte[] key, byte[] value, long modRevision) {
    }

    private EtcdctlKvs() {
    }

    /** True for etcdctl's response shape: a header or a kvs list, and not an object that has a kind. */
    static boolean isEtcdctlOutput(JsonNode json) {
        return json.isObject() && (json.path("header").isObject() || json.path("kvs").isArray())
                && !json.has("kind");
    }

    static List<Kv> read(JsonNode json) throws DecodeInput.BadInput {
        JsonNode kvs = json.path("kvs");
        if (kvs.isMissingNode() || kvs.isNull() || kvs.isArray() && kvs.isEmpty()) {
            throw new DecodeInput.BadInput(TEXT.format("decode.noKeys", String.valueOf(json.path("count").asLong(0))));
        }
        if (!kvs.isArray()) {
            throw notEtcdctl(TEXT.get("decode.kvsNotList"));
        }
        List<Kv> out = new ArrayList<>();
        for (int i = 0; i < kvs.size(); i++) {
            JsonNode kv = kvs.get(i);
            byte[] key = base64(kv.path("key"), "key", i);
            if (key == null || key.length == 0) {
                throw notEtcdctl(TEXT.format("decode.noKeyField", i + 1));
            }
            out.add(new Kv(key, base64(kv.path("value"), "value", i), kv.path("mod_revision").asLong(0)));
        }
        if (out.stream().allMatch(kv -> kv.value() == null)) {
            throw new DecodeInput.BadInput(TEXT.get("decode.keysOnly"));
        }
        return out;
    }

    /** The field decoded from base64, null when absent. */
    private static byte[] base64(JsonNode field, String name, int index) throws DecodeInput.BadInput {
        if (field.isMissingNode() || field.isNull()) {
            return null;
        }
        if (!field.isTextual()) {
            throw notEtcdctl(TEXT.format("decode.notBase64String", name, index + 1));
        }
        try {
            return Base64.getDecoder().decode(field.asText());
        } catch (IllegalArgumentException e) {
            throw notEtcdctl(TEXT.format("decode.badBase64", name, index + 1));
        }
    }

    private static DecodeInput.BadInput notEtcdctl(String what) {
        return new DecodeInput.BadInput(TEXT.format("decode.brokenEtcdctl", what, DecodeInput.PREFIX_EXAMPLE));
    }
}
