package io.etcdexplorer.cli;

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
            throw new DecodeInput.BadInput("the etcdctl output holds no keys (\"count\": "
                    + json.path("count").asLong(0) + "): the key or prefix matched nothing. List what there is "
                    + "with etcdctl get --prefix --keys-only /registry/ and check the spelling and the trailing /.");
        }
        if (!kvs.isArray()) {
            throw notEtcdctl("\"kvs\" is not a list");
        }
        List<Kv> out = new ArrayList<>();
        for (int i = 0; i < kvs.size(); i++) {
            JsonNode kv = kvs.get(i);
            byte[] key = base64(kv.path("key"), "key", i);
            if (key == null || key.length == 0) {
                throw notEtcdctl("key number " + (i + 1) + " has no \"key\"");
            }
            out.add(new Kv(key, base64(kv.path("value"), "value", i), kv.path("mod_revision").asLong(0)));
        }
        if (out.stream().allMatch(kv -> kv.value() == null)) {
            throw new DecodeInput.BadInput("the etcdctl output has keys but no values: it was read with --keys-only. "
                    + "Run the same etcdctl get without --keys-only.");
        }
        return out;
    }

    /** The field decoded from base64, null when absent. */
    private static byte[] base64(JsonNode field, String name, int index) throws DecodeInput.BadInput {
        if (field.isMissingNode() || field.isNull()) {
            return null;
        }
        if (!field.isTextual()) {
            throw notEtcdctl("\"" + name + "\" of key number " + (index + 1) + " is not a base64 string");
        }
        try {
            return Base64.getDecoder().decode(field.asText());
        } catch (IllegalArgumentException e) {
            throw notEtcdctl("\"" + name + "\" of key number " + (index + 1) + " is not valid base64");
        }
    }

    private static DecodeInput.BadInput notEtcdctl(String what) {
        return new DecodeInput.BadInput("the input looks like the output of etcdctl get -w json, but " + what
                + ". Pipe etcdctl's output in unchanged: " + DecodeInput.PREFIX_EXAMPLE + ".");
    }
}
