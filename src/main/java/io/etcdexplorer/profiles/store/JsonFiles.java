package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads and writes small JSON documents safely: a write goes to a temporary file in the same folder that then
 * replaces the target in one move, so a crash or a full disk never leaves half a file behind.
 */
public final class JsonFiles {

    static final Set<PosixFilePermission> OWNER_FILE = PosixFilePermissions.fromString("rw-------");
    static final Set<PosixFilePermission> OWNER_DIR = PosixFilePermissions.fromString("rwx------");

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
        byte[] bytes = json.writeValueAsBytes(document);
        Path dir = file.toAbsolutePath().getParent();
        FileAttribute<?>[] ownerOnly = isPosix()
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_FILE)}
                : new FileAttribute<?>[0];
        Path temp = Files.createTempFile(dir, file.getFileName() + ".", ".tmp", ownerOnly);
        try {
            if (isPosix()) {
                // The umask can only remove bits, but set them anyway so the result never depends on it.
                Files.setPosixFilePermissions(temp, OWNER_FILE);
            }
            writeDurably(temp, bytes);
            moveOver(temp, file);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Creates {@code dir} if missing; only the folder created here becomes rwx------ (its parents, e.g.
     * ~/.config, are shared with other apps and keep the usual permissions).
     */
    public static void createPrivateDirectory(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        Path parent = dir.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try {
            if (isPosix()) {
                Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(OWNER_DIR));
                Files.setPosixFilePermissions(dir, OWNER_DIR);
            } else {
                Files.createDirectory(dir);
            }
        } catch (FileAlreadyExistsException e) {
            if (!Files.isDirectory(dir)) {
                throw e;
            }
        }
    }

    static boolean isPosix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    private static void writeDurably(Path temp, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            // Without this the rename can reach the disk before the data, leaving an empty file after a power cut.
            channel.force(true);
        }
    }

    private static void moveOver(Path temp, Path file) throws IOException {
        try {
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        }
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
