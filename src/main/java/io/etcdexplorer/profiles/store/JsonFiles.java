package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.etcdexplorer.files.SafeFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * Reads and writes small JSON documents safely: a write goes through {@link SafeFiles} (a temporary file in the same
 * folder that then replaces the target in one move, owner-only), so a crash or a full disk never leaves half a file.
 */
public final class JsonFiles {

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
            throw new IOException(file + " is not valid JSON: " + describe(e) + ". " + fix, e);
        }
        if (root == null || root.isMissingNode()) {
            throw new IOException(file + " is empty. " + fix);
        }
        return root;
    }

    /** Writes {@code document} over {@code file} in one atomic step, readable only by its owner on POSIX. */
    public void writeAtomically(Path file, JsonNode document) throws IOException {
        SafeFiles.write(file, json.writeValueAsBytes(document));
    }

    private static String describe(JsonProcessingException e) {
        JsonLocation where = e.getLocation();
        // Some messages point back to where an array or object began, in a form meant for developers.
        String problem = SOURCE_REFERENCE.matcher(e.getOriginalMessage()).replaceAll("");
        if (where == null || where.getLineNr() < 0) {
            return problem;
        }
        return problem + " (line " + where.getLineNr() + ", column " + where.getColumnNr() + ")";
    }
}
