package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.i18n.Messages;

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Reads and writes small JSON documents safely: a write goes through {@link SafeFiles} (a temporary file in the same
 * folder that then replaces the target in one move, owner-only), so a crash or a full disk never leaves half a file.
 */
public final class JsonFiles {

    private static final Messages TEXT = Messages.of(JsonFiles.class);

    private static final Pattern SOURCE_REFERENCE = Pattern.compile(" ?\\(for [^(\\[]*\\[Source:[^\\]]*\\]\\)");

    private final ObjectMapper json = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    /**
     * Parses a file. A syntax error becomes an IOException naming the file, the problem with its line and
     * column, and {@code fix} (what the user can do about it).
     */
    public JsonNode read(Path file, String fix) throws IOException {
        JsonNode root;
        try {
            root = json.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new IOException(notJson(file, e, fix), e);
        }
        if (root == null || root.isMissingNode()) {
            throw new IOException(TEXT.format("file.empty", String.valueOf(file), fix));
        }
        return root;
    }

    /** Writes {@code document} over {@code file} in one atomic step, readable only by its owner on POSIX. */
    public void writeAtomically(Path file, JsonNode document) throws IOException {
        SafeFiles.write(file, json.writeValueAsBytes(document));
    }

    /** Jackson's own description of the problem stays as the parser wrote it; the sentence around it is ours. */
    private static String notJson(Path file, JsonProcessingException e, String fix) {
        JsonLocation where = e.getLocation();
        // Some messages point back to where an array or object began, in a form meant for developers.
        String problem = SOURCE_REFERENCE.matcher(e.getOriginalMessage()).replaceAll("");
        if (where == null || where.getLineNr() < 0) {
            return TEXT.format("file.notJson", String.valueOf(file), problem, fix);
        }
        return TEXT.format("file.notJsonAt", String.valueOf(file), problem, String.valueOf(where.getLineNr()),
                String.valueOf(where.getColumnNr()), fix);
    }
}
