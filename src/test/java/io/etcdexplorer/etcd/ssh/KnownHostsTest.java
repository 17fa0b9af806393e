package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.files.SafeFiles;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** known_hosts lines as ssh reads them: ports, patterns, markers, and what counts as a changed key. */
class KnownHostsTest {

    static {
        // The test calls MINA itself (to write key lines) before any class of the ssh package does.
        MinaDefaults.apply();
    }

    @TempDir
    Path dir;

    private static PublicKey ec() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        return generator.generateKeyPair().getPublic();
    }

    private static PublicKey rsa() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(1024);
        return generator.generateKeyPair().getPublic();
    }

    private KnownHosts file(String... lines) throws Exception {
        Path file = dir.resolve("known_hosts");
        Files.write(file, List.of(lines));
        return new KnownHosts(file);
    }

    private static String line(String hosts, PublicKey key) {
        return hosts + " " + PublicKeyEntry.toString(key);
    }

    @Test
    void aPlainNameMeansPort22AndBracketsNameOtherPorts() throws Exception {
        PublicKey key = ec();
        KnownHosts known = file("# comment", "", line("node1", key), line("[node2]:2222", key));

        assertEquals(KnownHosts.Verdict.TRUSTED, known.check("node1", 22, key).verdict());
        assertEquals(KnownHosts.Verdict.UNKNOWN, known.check("node1", 2222, key).verdict());
        assertEquals(KnownHosts.Verdict.TRUSTED, known.check("node2", 2222, key).verdict());
        assertEquals(KnownHosts.Verdict.UNKNOWN, known.check("node2", 22, key).verdict());
    }

    @Test
    void wildcardsAndNegationsWorkAsInSsh() throws Exception {
        PublicKey key = ec();
        KnownHosts known = file(line("!bad.example.org,*.example.org", key));

        assertEquals(KnownHosts.Verdict.TRUSTED, known.check("a.example.org", 22, key).verdict());
        assertEquals(KnownHosts.Verdict.UNKNOWN, known.check("bad.example.org", 22, key).verdict());
    }

    @Test
    void anotherKeyOfTheSameOrAnotherTypeIsAChangeNamingItsLine() throws Exception {
        PublicKey old = ec();
        KnownHosts known = file("garbage that is not a known_hosts line", line("other", old), line("node", old));

        KnownHosts.Check sameType = known.check("node", 22, ec());
        KnownHosts.Check otherType = known.check("node", 22, rsa());

        assertEquals(KnownHosts.Verdict.CHANGED, sameType.verdict());
        assertEquals(3, sameType.line().number());
        assertEquals(KnownHosts.Verdict.CHANGED, otherType.verdict());
        assertEquals(Set.of("ecdsa-sha2-nistp256"), known.knownKeyTypes("node", 22));
    }

    @Test
    void aRevokedKeyIsRefusedEvenIfAlsoListedAsGood() throws Exception {
        PublicKey key = ec();
        KnownHosts known = file(line("node", key), "@revoked " + line("*", key));

        assertEquals(KnownHosts.Verdict.REVOKED, known.check("node", 22, key).verdict());
    }

    @Test
    void trustingAppendsALineThatMatchesNextTime() throws Exception {
        PublicKey key = ec();
        KnownHosts known = file(line("other", ec()).strip());
        Files.writeString(known.file(), Files.readString(known.file()).strip()); // no final newline

        known.trust("Node.Example", 22, key);
        known.trust("10.0.0.5", 2200, key);

        List<String> lines = Files.readAllLines(known.file());
        assertEquals(line("node.example", key), lines.get(1));
        assertEquals(line("[10.0.0.5]:2200", key), lines.get(2));
        assertEquals(KnownHosts.Verdict.TRUSTED, known.check("node.example", 22, key).verdict());
        assertEquals(KnownHosts.Verdict.TRUSTED, known.check("10.0.0.5", 2200, key).verdict());
    }

    @Test
    void trustingKeepsTheUsersModeAndCreatesAMissingFileOwnerOnly() throws Exception {
        assumeTrue(SafeFiles.isPosix(), "POSIX permissions");
        KnownHosts shared = file(line("other", ec()));
        Files.setPosixFilePermissions(shared.file(), PosixFilePermissions.fromString("rw-r--r--"));
        shared.trust("node", 22, ec());
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(shared.file())));
        assertEquals(2, Files.readAllLines(shared.file()).size());

        KnownHosts fresh = new KnownHosts(dir.resolve("ssh/known_hosts"));
        fresh.trust("node", 22, ec());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh.file())));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("ssh"))));
    }

    @Test
    void aByteThatIsNotUtf8SpoilsOnlyItsOwnLine() throws Exception {
        PublicKey old = ec();
        PublicKey other = ec();
        Path file = dir.resolve("known_hosts");
        // "café" in Latin-1: 0xE9 alone is not UTF-8. Once in a comment line, once in a key line's comment.
        byte[] latin1 = ("# caf\u00e9 by hand\n" + line("other", other) + " caf\u00e9\n" + line("node", old) + "\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        Files.write(file, latin1);
        KnownHosts known = new KnownHosts(file);

        KnownHosts.Check changed = known.check("node", 22, ec());

        assertEquals(KnownHosts.Verdict.CHANGED, changed.verdict(), "not UNKNOWN: the file says node had a key");
        assertEquals(3, changed.line().number());
        assertEquals(KnownHosts.Verdict.TRUSTED, known.check("other", 22, other).verdict());
        assertEquals(KnownHosts.Verdict.TRUSTED, known.check("node", 22, old).verdict());

        PublicKey added = ec();
        known.trust("new", 22, added);
        byte[] after = Files.readAllBytes(file);
        assertArrayEquals(latin1, Arrays.copyOf(after, latin1.length), "the existing bytes are kept as they were");
        assertEquals(KnownHosts.Verdict.TRUSTED, known.check("new", 22, added).verdict());
    }

    @Test
    void aFileThatCannotBeReadIsAnErrorNotAnEmptyFile() throws Exception {
        PublicKey key = ec();
        Path folder = Files.createDirectory(dir.resolve("known_hosts"));
        Path underAFile = Files.writeString(dir.resolve("plain"), "").resolve("known_hosts");

        IOException isFolder = assertThrows(IOException.class, () -> new KnownHosts(folder).check("node", 22, key));
        assertThrows(IOException.class, () -> new KnownHosts(underAFile).check("node", 22, key));
        assertThrows(IOException.class, () -> new KnownHosts(folder).knownKeyTypes("node", 22));

        assertTrue(isFolder.getMessage().contains("Is a directory"), isFolder.getMessage());
        assertEquals(KnownHosts.Verdict.UNKNOWN, new KnownHosts(dir.resolve("missing")).check("node", 22, key)
                .verdict(), "a file that does not exist yet knows no host");
    }
}
