package io.etcdexplorer.transfer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.etcd.SnapshotReader;
import io.etcdexplorer.files.PendingFile;
import io.etcdexplorer.files.SafeFiles;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
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

    private final SnapshotReader reader;

    public JsonExporter(EtcdSession session) {
        this(SnapshotReader.of(session));
    }

    /** An exporter reading with {@code reader}: tests pass one with small pages or a small client limit. */
    JsonExporter(SnapshotReader reader) {
        this.reader = reader;
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
        ResponseHeader header;
        try {
            header = reader.read(KeyRanges.start(prefix), KeyRanges.end(prefix), 0, writer, cancelled);
        } catch (CancellationException e) {
            throw TransferCancelledException.export();
        }
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
        public void page(List<KeyValueData> kvs) throws IOException {
            for (KeyValueData kv : kvs) {
                if (keys == 0) {
                    json.writeArrayFieldStart("kvs");
                }
                writeKv(kv);
                keys++;
                bytes += kv.key().length + kv.value().length;
            }
            progress.accept(new TransferProgress(keys, totalKeys, bytes));
        }

        private void writeKv(KeyValueData kv) throws IOException {
            json.writeStartObject();
            json.writeFieldName("key");
            json.writeBinary(kv.key());
            writeNonZero("create_revision", kv.meta().createRevision());
            writeNonZero("mod_revision", kv.meta().modRevision());
            writeNonZero("version", kv.meta().version());
            if (kv.value().length > 0) {
                json.writeFieldName("value");
                json.writeBinary(kv.value());
            }
            writeNonZero("lease", kv.meta().lease());
            json.writeEndObject();
        }

        private void writeNonZero(String field, long value) throws IOException {
            if (value != 0) {
                json.writeNumberField(field, value);
            }
        }
    }
}
