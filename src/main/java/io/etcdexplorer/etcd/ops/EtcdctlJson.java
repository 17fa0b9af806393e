package io.etcdexplorer.etcd.ops;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/**
 * Writes results exactly as {@code etcdctl -w json} (3.4 and 3.5, checked against the real binaries) prints them. etcdctl
 * marshals with Go's encoding/json, which gives two shapes:
 * <ul>
 *   <li>KV responses and lease revoke are the generated protobuf structs: snake_case names, fields in .proto order,
 *       every field {@code omitempty} (zero, false, empty left out), bytes as standard base64, the header nested
 *       under {@code "header"}. A txn's responses are wrapped in {@code {"Response":{...}}} and named as the
 *       {@link EtcdctlFlavor} says: by the Go oneof wrapper ({@code "ResponsePut"}) in 3.4, by the proto field
 *       ({@code "response_put"}) from 3.5 on.</li>
 *   <li>Lease grant, keep-alive, time-to-live and list are clientv3's own structs: the header fields are
 *       promoted to the top level (an embedded {@code *ResponseHeader}), the other fields have no
 *       {@code omitempty} and odd names: {@code ID}/{@code TTL}/{@code Error} for grant, {@code ID}/{@code TTL}
 *       for keep-alive, {@code id}/{@code ttl}/{@code granted-ttl}/{@code keys} (null when there are none) for
 *       time-to-live, {@code leases:[{"id":..}]} for list.</li>
 * </ul>
 * Ids in headers are uint64 and printed unsigned. The text has no trailing newline (etcdctl adds one).
 */
final class EtcdctlJson {

    private static final JsonFactory FACTORY = new JsonFactory();

    private EtcdctlJson() {
    }

    @FunctionalInterface
    interface Body {
        void write(JsonGenerator json) throws IOException;
    }

    /** One JSON object whose fields {@code body} writes. */
    static String object(Body body) {
        StringWriter out = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.writeStartObject();
            body.write(json);
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return out.toString();
    }

    static void header(JsonGenerator json, ResponseHeader header) throws IOException {
        json.writeObjectFieldStart("header");
        headerFields(json, header);
        json.writeEndObject();
    }

    /** The header's fields, each left out when zero (a txn's inner responses carry only the revision). */
    static void headerFields(JsonGenerator json, ResponseHeader header) throws IOException {
        if (header.clusterId() != 0) {
            json.writeFieldName("cluster_id");
            json.writeNumber(header.clusterIdText());
        }
        if (header.memberId() != 0) {
            json.writeFieldName("member_id");
            json.writeNumber(header.memberIdText());
        }
        nonZero(json, "revision", header.revision());
        nonZero(json, "raft_term", header.raftTerm());
    }

    static void kvs(JsonGenerator json, String field, List<KeyValueData> kvs) throws IOException {
        if (kvs.isEmpty()) {
            return;
        }
        json.writeArrayFieldStart(field);
        for (KeyValueData kv : kvs) {
            kv(json, kv);
        }
        json.writeEndArray();
    }

    /** mvccpb.KeyValue in .proto order: key, create_revision, mod_revision, version, value, lease. */
    static void kv(JsonGenerator json, KeyValueData kv) throws IOException {
        json.writeStartObject();
        bytes(json, "key", kv.key());
        nonZero(json, "create_revision", kv.meta().createRevision());
        nonZero(json, "mod_revision", kv.meta().modRevision());
        nonZero(json, "version", kv.meta().version());
        bytes(json, "value", kv.value());
        nonZero(json, "lease", kv.meta().lease());
        json.writeEndObject();
    }

    static void bytes(JsonGenerator json, String field, byte[] value) throws IOException {
        if (value != null && value.length > 0) {
            json.writeFieldName(field);
            json.writeBinary(value); // Jackson's default variant is standard base64 with padding, like Go
        }
    }

    static void nonZero(JsonGenerator json, String field, long value) throws IOException {
        if (value != 0) {
            json.writeNumberField(field, value);
        }
    }

    /** The fields of one response, without the surrounding object: shared by top level and txn responses. */
    static void fields(JsonGenerator json, OpResult result) throws IOException {
        fields(json, result, EtcdctlFlavor.V3_5);
    }

    /** As {@link #fields(JsonGenerator, OpResult)}, a txn's responses named as {@code flavor}'s etcdctl does. */
    static void fields(JsonGenerator json, OpResult result, EtcdctlFlavor flavor) throws IOException {
        header(json, result.header());
        if (result instanceof GetResult get) {
            kvs(json, "kvs", get.kvs());
            if (get.more()) {
                json.writeBooleanField("more", true);
            }
            nonZero(json, "count", get.count());
        } else if (result instanceof PutResult put) {
            if (put.prevKv().isPresent()) {
                json.writeFieldName("prev_kv");
                kv(json, put.prevKv().get());
            }
        } else if (result instanceof DeleteResult delete) {
            nonZero(json, "deleted", delete.deleted());
            kvs(json, "prev_kvs", delete.prevKvs());
        } else if (result instanceof TxnResult txn) {
            txnFields(json, txn, flavor);
        } else {
            throw new IllegalArgumentException("not a KV response: " + result.getClass().getSimpleName());
        }
    }

    private static void txnFields(JsonGenerator json, TxnResult txn, EtcdctlFlavor flavor) throws IOException {
        if (txn.succeeded()) {
            json.writeBooleanField("succeeded", true);
        }
        if (txn.responses().isEmpty()) {
            return;
        }
        json.writeArrayFieldStart("responses");
        for (OpResult response : txn.responses()) {
            json.writeStartObject();
            json.writeObjectFieldStart("Response");
            json.writeObjectFieldStart(oneofName(response, flavor));
            fields(json, response, flavor);
            json.writeEndObject();
            json.writeEndObject();
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    /** The name of a txn response's oneof (ResponseOp in rpc.proto): Go's wrapper type in 3.4, the field after. */
    private static String oneofName(OpResult response, EtcdctlFlavor flavor) {
        String go;
        if (response instanceof GetResult) {
            go = "ResponseRange";
        } else if (response instanceof PutResult) {
            go = "ResponsePut";
        } else if (response instanceof DeleteResult) {
            go = "ResponseDeleteRange";
        } else if (response instanceof TxnResult) {
            go = "ResponseTxn";
        } else {
            throw new IllegalArgumentException("not a txn response: " + response.getClass().getSimpleName());
        }
        return flavor == EtcdctlFlavor.V3_4 ? go : go.replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }
}
