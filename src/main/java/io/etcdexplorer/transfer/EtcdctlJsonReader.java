package io.etcdexplorer.transfer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.JsonProblems;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads the output of {@code etcdctl get -w json} (or of {@link JsonExporter}) one key at a time, so a file of any
 * size is imported with one value in memory. Unknown fields are skipped, missing {@code value} means empty.
 */
final class EtcdctlJsonReader implements AutoCloseable {

    /** One key of the file, with its value; {@code leased} when the source key had a lease. */
    record Entry(byte[] key, byte[] value, boolean leased) {
    }

    private static final Messages TEXT = Messages.of(EtcdctlJsonReader.class);

    private final Path file;
    private final JsonParser parser;
    private ResponseHeader header;
    private boolean inKvs;
    private long index;

    EtcdctlJsonReader(Path file) throws IOException {
        this.file = file;
        this.parser = new JsonFactory().createParser(file.toFile());
        JsonToken first;
        try {
            first = parser.nextToken();
        } catch (JsonProcessingException e) {
            parser.close();
            throw syntax(e);
        }
        if (first != JsonToken.START_OBJECT) {
            parser.close();
            throw problem(TEXT.format("reader.notObject", "'{'"));
        }
    }

    /** The source's header, once it has been read (etcdctl writes it first); null if the file has none. */
    ResponseHeader header() {
        return header;
    }

    /** The next key, or null after the last one. */
    Entry next() throws IOException {
        try {
            return read();
        } catch (JsonProcessingException e) {
            throw syntax(e);
        }
    }

    private Entry read() throws IOException {
        while (true) {
            if (inKvs) {
                JsonToken token = parser.nextToken();
                if (token == JsonToken.START_OBJECT) {
                    return readEntry();
                }
                if (token != JsonToken.END_ARRAY) {
                    throw problem(TEXT.get("reader.notKeyObject"));
                }
                inKvs = false;
            }
            JsonToken token = parser.nextToken();
            if (token == JsonToken.END_OBJECT || token == null) {
                return null;
            }
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            if ("kvs".equals(field) && value == JsonToken.START_ARRAY) {
                inKvs = true;
            } else if ("header".equals(field) && value == JsonToken.START_OBJECT) {
                header = readHeader();
            } else {
                parser.skipChildren();
            }
        }
    }

    private Entry readEntry() throws IOException {
        byte[] key = null;
        byte[] value = new byte[0];
        boolean leased = false;
        index++;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            parser.nextToken();
            switch (field) {
                case "key" -> key = binary("key");
                case "value" -> value = binary("value");
                case "lease" -> leased = parser.getValueAsLong() != 0;
                default -> parser.skipChildren();
            }
        }
        if (key == null || key.length == 0) {
            throw problem(TEXT.format("reader.noKey", index));
        }
        return new Entry(key, value, leased);
    }

    private byte[] binary(String field) throws IOException {
        if (parser.currentToken() != JsonToken.VALUE_STRING) {
            throw problem(TEXT.format("reader.notBase64String", field, index));
        }
        try {
            return parser.getBinaryValue();
        } catch (IOException e) {
            throw problem(TEXT.format("reader.badBase64", field, index));
        }
    }

    private ResponseHeader readHeader() throws IOException {
        long clusterId = 0;
        long memberId = 0;
        long revision = 0;
        long raftTerm = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            parser.nextToken();
            // uint64 ids above Long.MAX_VALUE keep their bits, like ResponseHeader's longs.
            long number = parser.currentToken().isNumeric() ? parser.getBigIntegerValue().longValue() : 0;
            switch (field) {
                case "cluster_id" -> clusterId = number;
                case "member_id" -> memberId = number;
                case "revision" -> revision = number;
                case "raft_term" -> raftTerm = number;
                default -> parser.skipChildren();
            }
        }
        return new ResponseHeader(clusterId, memberId, revision, raftTerm);
    }

    private IOException problem(String what) {
        // Lines as an editor shows them: no grouping.
        return new IOException(TEXT.format("reader.notEtcdctlJson", file.getFileName().toString(), what,
                String.valueOf(parser.currentLocation().getLineNr())));
    }

    /** The file is not JSON at all: where and what, in the same words the key editor uses for JSON. */
    private IOException syntax(JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        int line = at == null ? 0 : at.getLineNr();
        int column = at == null ? 0 : at.getColumnNr();
        return new IOException(TEXT.format("reader.notJson", file.getFileName().toString(), String.valueOf(line),
                String.valueOf(column), JsonProblems.describe(e.getOriginalMessage())), e);
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
