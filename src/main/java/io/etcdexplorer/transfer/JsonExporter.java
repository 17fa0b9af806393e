package io.etcdexplorer.transfer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.files.PendingFile;
import io.etcdexplorer.files.SafeFiles;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Exports a prefix as exactly the JSON {@code etcdctl get --prefix <p> -w json} prints (etcdctl 3.4): the header
 * with unsigned ids, then {@code kvs} with base64 keys and values, then {@code count}. Like etcdctl (Go's
 * {@code omitempty}) it leaves out zero and empty fields: {@code value} when empty, {@code lease} when 0, and
 * {@code kvs} and {@code count} when nothing matched. Values are streamed to disk page by page, never all in memory.
 */
public final class JsonExporter {

    /** What an export read: the snapshot's header (its revision is the export's), keys and key+value bytes. */
    public record Result(ResponseHeader header, long keys, long bytes) {
    }

    private final Client client;
    private final String target;
    private final SnapshotReader.Limits limits;

    public JsonExporter(EtcdSession session) {
        this(session.client(), session.settings().endpointsLabel(), SnapshotReader.Limits.DEFAULT);
    }

    JsonExporter(Client client, String target, SnapshotReader.Limits limits) {
        this.client = client;
        this.target = target;
        this.limits = limits;
    }

    /**
     * Writes every key under {@code prefix} (all keys for an empty prefix) to {@code file}, atomically: a failed or
     * cancelled export leaves no file behind (and an existing file untouched). The file is owner-only on POSIX.
     *
     * @throws TransferCancelledException when {@code cancelled} turned true
     */
    public Result export(byte[] prefix, Path file, Consumer<TransferProgress> progress, BooleanSupplier cancelled)
            throws IOException {
        try (PendingFile pending = SafeFiles.begin(file)) {
            Result result = write(prefix, pending.stream(), progress, cancelled);
            pending.commit();
            return result;
        }
    }

    /** Streams the export to {@code out} (left open). */
    Result write(byte[] prefix, OutputStream out, Consumer<TransferProgress> progress, BooleanSupplier cancelled)
            throws IOException {
        JsonGenerator json = new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET).createGenerator(out);
        Writer writer = new Writer(json, progress);
        json.writeStartObject();
        ResponseHeader header = new SnapshotReader(client, target, limits)
                .read(KeyRanges.start(prefix), KeyRanges.end(prefix), writer, cancelled);
        if (writer.keys > 0) {
            json.writeEndArray();
            json.writeNumberField("count", writer.keys);
        }
        json.writeEndObject();
        json.close();
        out.write('\n'); // etcdctl ends its output with a newline
        return new Result(header, writer.keys, writer.bytes);
    }

    static void writeHeader(JsonGenerator json, ResponseHeader header) throws IOException {
        json.writeObjectFieldStart("header");
        // Ids are uint64 in etcd's API: written as unsigned decimals, never as negative longs.
        json.writeFieldName("cluster_id");
        json.writeNumber(header.clusterIdText());
        json.writeFieldName("member_id");
        json.writeNumber(header.memberIdText());
        json.writeNumberField("revision", header.revision());
        json.writeNumberField("raft_term", header.raftTerm());
        json.writeEndObject();
    }

    private static final class Writer implements SnapshotReader.Listener {
        private final JsonGenerator json;
        private final Consumer<TransferProgress> progress;
        private long totalKeys = -1;
        private long keys;
        private long bytes;

        Writer(JsonGenerator json, Consumer<TransferProgress> progress) {
            this.json = json;
            this.progress = progress;
        }

        @Override
        public void started(ResponseHeader header, long total) throws IOException {
            totalKeys = total;
            writeHeader(json, header);
        }

        @Override
        public void page(List<KeyValue> kvs) throws IOException {
            for (KeyValue kv : kvs) {
                if (keys == 0) {
                    json.writeArrayFieldStart("kvs");
                }
                writeKv(kv);
                keys++;
                bytes += kv.getKey().size() + kv.getValue().size();
            }
            progress.accept(new TransferProgress(keys, totalKeys, bytes));
        }

        private void writeKv(KeyValue kv) throws IOException {
            json.writeStartObject();
            json.writeFieldName("key");
            json.writeBinary(kv.getKey().getBytes());
            writeNonZero("create_revision", kv.getCreateRevision());
            writeNonZero("mod_revision", kv.getModRevision());
            writeNonZero("version", kv.getVersion());
            if (!kv.getValue().isEmpty()) {
                json.writeFieldName("value");
                json.writeBinary(kv.getValue().getBytes());
            }
            writeNonZero("lease", kv.getLease());
            json.writeEndObject();
        }

        private void writeNonZero(String field, long value) throws IOException {
            if (value != 0) {
                json.writeNumberField(field, value);
            }
        }
    }
}
