package io.etcdexplorer.transfer;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.etcd.SnapshotReader;
import io.etcdexplorer.files.PendingFile;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Exports a prefix as one file per key, named by {@link FileNames}, plus a manifest {@value FileNames#MANIFEST}
 * mapping each key (base64) to its file and recording the snapshot's header. The tree is built in a temporary
 * folder beside the target (rwx------) and renamed into place when complete, so a cancelled export leaves nothing
 * behind; every file in it is owner-only on POSIX.
 */
public final class FileTreeExporter {

    private static final Messages TEXT = Messages.of(FileTreeExporter.class);

    private final SnapshotReader reader;

    public FileTreeExporter(EtcdSession session) {
        this(SnapshotReader.of(session));
    }

    /** An exporter reading with {@code reader}: tests pass one with small pages or a small client limit. */
    FileTreeExporter(SnapshotReader reader) {
        this.reader = reader;
    }

    /**
     * Writes every key under {@code prefix} into the folder {@code dir}, which must not exist or be empty.
     *
     * @throws TransferCancelledException when {@code cancelled} turned true
     */
    public JsonExporter.Result export(byte[] prefix, Path dir, Consumer<TransferProgress> progress,
                                      BooleanSupplier cancelled) throws IOException {
        if (Files.exists(dir) && !isEmptyDirectory(dir)) {
            throw new IOException(TEXT.format("export.folderNotEmpty", dir.toString()));
        }
        try {
            return exportInto(prefix, dir, progress, cancelled);
        } catch (AccessDeniedException e) {
            // The JDK's message is only the path of our hidden temporary folder; say which folder and what to do.
            throw new IOException(TEXT.format("export.denied", dir.toString()), e);
        } catch (FileSystemException e) {
            if (e.getReason() == null || e instanceof FileAlreadyExistsException) {
                throw e;
            }
            // E.g. a read-only file system or a full disk: the system's reason is data, quoted.
            throw new IOException(TEXT.format("export.cannotWrite", dir.toString(), e.getReason()), e);
        }
    }

    private JsonExporter.Result exportInto(byte[] prefix, Path dir, Consumer<TransferProgress> progress,
                                           BooleanSupplier cancelled) throws IOException {
        Path temp = SafeFiles.tempDirBeside(dir);
        // The key -> file list goes to disk as it grows: a million entries need not stay in memory.
        Path entries = Files.createTempFile(temp.getParent(), "." + dir.getFileName() + ".", ".entries");
        try {
            Tree tree = new Tree(temp, entries, progress);
            ResponseHeader header;
            try (tree) {
                header = reader.read(KeyRanges.start(prefix), KeyRanges.end(prefix), 0, tree, cancelled);
            } catch (CancellationException e) {
                throw TransferCancelledException.export();
            }
            writeManifest(temp.resolve(FileNames.MANIFEST), prefix, header, tree);
            SafeFiles.moveIntoPlace(temp, dir);
            return new JsonExporter.Result(header, tree.keys, tree.bytes);
        } finally {
            SafeFiles.deleteQuietly(temp);
            Files.deleteIfExists(entries);
        }
    }

    private static boolean isEmptyDirectory(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> children = Files.list(dir)) {
            return children.findAny().isEmpty();
        }
    }

    private static void writeManifest(Path file, byte[] prefix, ResponseHeader header, Tree tree) throws IOException {
        try (PendingFile pending = SafeFiles.begin(file);
             JsonGenerator json = new JsonFactory().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
                     .createGenerator(pending.stream());
             BufferedReader lines = Files.newBufferedReader(tree.entriesFile, StandardCharsets.UTF_8)) {
            json.useDefaultPrettyPrinter();
            json.writeStartObject();
            json.writeStringField("format", "etcd-explorer plain files 1");
            json.writeStringField("naming", "see io.etcdexplorer.transfer.FileNames: %XX escapes a byte, "
                    + FileNames.EMPTY + " is an empty part, " + FileNames.VALUE + " holds the value of a key that "
                    + "is also a folder, " + FileNames.NO_SLASH + " holds keys without a leading /");
            json.writeFieldName("prefix");
            json.writeBinary(prefix);
            json.writeNumberField("revision", header.revision());
            JsonExporter.writeHeader(json, header);
            json.writeNumberField("count", tree.keys);
            json.writeArrayFieldStart("files");
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                int tab = line.indexOf('\t');
                String path = line.substring(tab + 1);
                json.writeStartObject();
                json.writeStringField("key", line.substring(0, tab));
                json.writeStringField("file", tree.relocated.getOrDefault(path, path));
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
            json.close();
            pending.commit();
        }
    }

    /** Writes files as pages arrive; moves a file aside into its folder when a longer key turns it into one. */
    private static final class Tree implements SnapshotReader.Listener, AutoCloseable {
        private final Path root;
        private final Path entriesFile;
        private final BufferedWriter entries;
        private final Consumer<TransferProgress> progress;
        /** Files that became folders: old relative path -> new one ending in %value. Few in practice. */
        private final Map<String, String> relocated = new HashMap<>();
        private String lastFolder = "";
        private long totalKeys = -1;
        private long keys;
        private long bytes;

        Tree(Path root, Path entriesFile, Consumer<TransferProgress> progress) throws IOException {
            this.root = root;
            this.entriesFile = entriesFile;
            this.entries = Files.newBufferedWriter(entriesFile, StandardCharsets.UTF_8);
            this.progress = progress;
        }

        @Override
        public void started(ResponseHeader header, long total) {
            totalKeys = total;
        }

        @Override
        public void page(List<KeyValueData> kvs) throws IOException {
            for (KeyValueData kv : kvs) {
                byte[] key = kv.key();
                byte[] value = kv.value();
                String path = write(key, value);
                entries.write(Base64.getEncoder().encodeToString(key));
                entries.write('\t');
                entries.write(path);
                entries.write('\n');
                keys++;
                bytes += key.length + value.length;
            }
            progress.accept(new TransferProgress(keys, totalKeys, bytes));
        }

        private String write(byte[] key, byte[] value) throws IOException {
            List<String> parts;
            try {
                parts = FileNames.encode(key);
            } catch (IllegalArgumentException e) {
                throw new IOException(TEXT.format("export.keyNotFile", KeyText.display(key), e.getMessage()), e);
            }
            String folder = String.join("/", parts.subList(0, parts.size() - 1));
            if (!folder.equals(lastFolder)) {
                makeFolders(parts);
                lastFolder = folder;
            }
            String path = String.join("/", parts);
            Path file = root.resolve(path);
            if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
                path = path + "/" + FileNames.VALUE;
                file = root.resolve(path);
            }
            try {
                SafeFiles.createPrivate(file, value);
            } catch (FileAlreadyExistsException e) {
                throw new IOException(TEXT.format("export.caseClash", KeyText.display(key)), e);
            }
            return path;
        }

        private void makeFolders(List<String> parts) throws IOException {
            Path folder = root;
            String rel = "";
            for (String part : parts.subList(0, parts.size() - 1)) {
                folder = folder.resolve(part);
                rel = rel.isEmpty() ? part : rel + "/" + part;
                if (Files.isRegularFile(folder, LinkOption.NOFOLLOW_LINKS)) {
                    moveIntoOwnFolder(folder, rel);
                } else if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                    Files.createDirectory(folder);
                }
            }
        }

        /** {@code a} was the file of key {@code /a}; now {@code /a/b} needs the folder {@code a}. */
        private void moveIntoOwnFolder(Path file, String rel) throws IOException {
            // "%tmp" cannot be the name of any key's file: a literal % is always escaped.
            Path aside = file.resolveSibling("%tmp-" + file.getFileName());
            Files.move(file, aside);
            Files.createDirectory(file);
            Files.move(aside, file.resolve(FileNames.VALUE));
            relocated.put(rel, rel + "/" + FileNames.VALUE);
        }

        @Override
        public void close() throws IOException {
            entries.close();
        }
    }
}
