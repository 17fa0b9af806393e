package io.etcdexplorer.snapshots;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How a file begins, read by us rather than by etcd's tool, because the tools' words cannot tell a cut snapshot
 * from something that never was one when the file is small: etcd 3.5's etcdutl says "file size too small" for any
 * file under two pages, random bytes included, and etcdctl 3.4 says "invalid database" for a real snapshot cut to
 * 3 KB. A bbolt file starts with a meta page: a 16-byte page header, then the magic 0xED0CDAED, a version and the
 * page size, all little-endian on every platform etcd ships for.
 */
final class BoltMagic {
    private static final int MAGIC = 0xED0CDAED;
    private static final int HEAD = 32;

    private final boolean bolt;
    private final long pageSize;

    private BoltMagic(boolean bolt, long pageSize) {
        this.bolt = bolt;
        this.pageSize = pageSize;
    }

    static BoltMagic of(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(HEAD);
            if (head.length < HEAD) {
                return new BoltMagic(false, 0);
            }
            ByteBuffer meta = ByteBuffer.wrap(head).order(ByteOrder.LITTLE_ENDIAN);
            return new BoltMagic(meta.getInt(16) == MAGIC, Integer.toUnsignedLong(meta.getInt(24)));
        } catch (IOException e) {
            return new BoltMagic(false, 0); // unreadable: the tool's own failure says why
        }
    }

    /** Starts like a bbolt database. */
    boolean present() {
        return bolt;
    }

    /** Starts like a bbolt database but ends before its two meta pages do. */
    boolean cutInItsHeader(long size) {
        return bolt && size < 2 * pageSize;
    }
}
