package io.etcdexplorer.snapshots;

import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.SnapshotFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A real snapshot's own meta pages say how long it must be, wherever it is cut: etcdctl 3.4's words for a cut file
 * change with where the cut falls ("invalid database", "cannot get hash of bucket", a SIGBUS crash).
 */
class BoltMagicTest {

    @RegisterExtension
    static final EtcdExtension source = new EtcdExtension();

    @TempDir
    Path files;

    @Test
    void aWholeSnapshotHoldsWhatItsMetaSaysAndEveryCutFallsShort() throws Exception {
        SnapshotFiles.seed(source);
        Path snapshot = SnapshotFiles.save(source, files.resolve("whole.db"));
        long size = Files.size(snapshot);
        BoltMagic whole = BoltMagic.of(snapshot);
        assertTrue(whole.present());
        assertTrue(whole.neededSize() > 0 && whole.neededSize() <= size, whole.neededSize() + " of " + size);
        for (long cut : new long[]{3_000, 10_000, size / 2, whole.neededSize() - 1}) {
            Path part = SnapshotFiles.truncated(snapshot, files.resolve("cut-" + cut + ".db"), cut);
            BoltMagic head = BoltMagic.of(part);
            assertTrue(head.present(), "cut at " + cut);
            assertTrue(head.neededSize() > cut, "cut at " + cut + " needs " + head.neededSize());
        }
    }

    @Test
    void randomBytesAreNoBoltFile() throws Exception {
        BoltMagic noise = BoltMagic.of(SnapshotFiles.random(files.resolve("noise.db"), 40_000));
        assertFalse(noise.present());
        assertTrue(noise.neededSize() == 0);
    }
}
