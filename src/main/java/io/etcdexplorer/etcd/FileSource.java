package io.etcdexplorer.etcd;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where a connection's certificate and key files are read from: the local disk, or contents fetched from
 * elsewhere (an SSH host) that live in memory only and are never written to this computer's disk.
 */
public interface FileSource {

    /** The local disk; messages name files by their path. */
    FileSource LOCAL = new FileSource() {
        @Override
        public byte[] read(Path file) throws IOException {
            return Files.readAllBytes(file);
        }

        @Override
        public String label(Path file) {
            return String.valueOf(file);
        }

        @Override
        public String toString() {
            return "local files";
        }
    };

    /**
     * The file's bytes.
     *
     * @throws NoSuchFileException when there is no such file; other {@link IOException}s as {@link Files} throws
     */
    byte[] read(Path file) throws IOException;

    /** How messages name the file, e.g. {@code docker@192.168.49.2:/var/lib/minikube/certs/etcd/ca.crt}. */
    String label(Path file);

    /**
     * Contents already fetched from {@code origin} (e.g. {@code docker@192.168.49.2}), named {@code origin:path} in
     * every message. A path that was not fetched reads as missing.
     */
    static FileSource inMemory(String origin, Map<Path, byte[]> contents) {
        Map<Path, byte[]> files = Map.copyOf(contents);
        return new FileSource() {
            @Override
            public byte[] read(Path file) throws IOException {
                byte[] bytes = files.get(file);
                if (bytes == null) {
                    throw new NoSuchFileException(label(file));
                }
                return bytes.clone();
            }

            @Override
            public String label(Path file) {
                return origin + ":" + remotePath(file);
            }

            @Override
            public String toString() {
                return "files read from " + origin;
            }
        };
    }

    /** A path as the (POSIX) remote host spells it, also when this computer runs Windows. */
    static String remotePath(Path file) {
        return file.toString().replace('\\', '/');
    }
}
