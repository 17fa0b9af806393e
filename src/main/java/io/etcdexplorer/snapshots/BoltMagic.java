package io.etcdexplorer.snapshots;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * How a file begins, read by us rather than by etcd's tool, because the tools' words cannot tell a cut snapshot
 * from something that never was one: etcd 3.5's etcdutl says "file size too small" for any file under two pages,
 * random bytes included; etcdctl 3.4 says "invalid database" for a real snapshot cut to 3 KB, and "cannot get hash
 * of bucket" or crashes (SIGBUS) for one cut further on, depending on where the cut falls.
 * <p>
 * A bbolt file starts with two meta pages: a 16-byte page header, then the magic 0xED0CDAED, a version, the page size,
 * flags, the root bucket, the freelist's page, the high-water mark (pages in use), the transaction id and an FNV-1a
 * checksum of the fields before it, all little-endian on every platform etcd ships for. The valid meta with the
 * higher transaction id says how many pages the file must hold, so a file shorter than that was cut.
 */
final class BoltMagic {
    private static final int MAGIC = 0xED0CDAED;
    private static final int META = 16;
    private static final int CHECKSUMMED = 56;

    private final boolean bolt;
    private final long pageSize;
    private final long needed;

    private BoltMagic(boolean bolt, long pageSize, long needed) {
        this.bolt = bolt;
        this.pageSize = pageSize;
        this.needed = needed;
    }

    static BoltMagic of(Path file) {
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer first = read(in, 0);
            if (first == null || first.getInt(META) != MAGIC) {
                return new BoltMagic(false, 0, 0);
            }
            long pageSize = Integer.toUnsignedLong(first.getInt(META + 8));
            ByteBuffer second = pageSize > 0 ? read(in, pageSize) : null;
            long bestTx = -1;
            long needed = 0;
            for (ByteBuffer meta : new ByteBuffer[]{first, second}) {
                if (meta != null && valid(meta) && meta.getLong(META + 48) > bestTx) {
                    bestTx = meta.getLong(META + 48);
                    needed = meta.getLong(META + 40) * pageSize;
                }
            }
            return new BoltMagic(true, pageSize, needed);
        } catch (IOException e) {
            return new BoltMagic(false, 0, 0); // unreadable: the tool's own failure says why
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

    /** The bytes a valid meta page says the file holds (its high-water mark of pages); 0 when none is readable. */
    long neededSize() {
        return needed;
    }

    /** The page header and meta at {@code offset}, or null when the file ends before it. */
    private static ByteBuffer read(FileChannel in, long offset) throws IOException {
        ByteBuffer page = ByteBuffer.allocate(META + CHECKSUMMED + 8).order(ByteOrder.LITTLE_ENDIAN);
        while (page.hasRemaining()) {
            if (in.read(page, offset + page.position()) < 0) {
                return null;
            }
        }
        return page;
    }

    /** The magic, and bbolt's FNV-1a 64 checksum over the meta's fields before the checksum. */
    private static boolean valid(ByteBuffer meta) {
        if (meta.getInt(META) != MAGIC) {
            return false;
        }
        long hash = 0xcbf29ce484222325L;
        for (int i = META; i < META + CHECKSUMMED; i++) {
            hash ^= meta.get(i) & 0xff;
            hash *= 0x100000001b3L;
        }
        return hash == meta.getLong(META + CHECKSUMMED);
    }
}
