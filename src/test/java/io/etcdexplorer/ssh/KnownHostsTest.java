package io.etcdexplorer.ssh;

import io.etcdexplorer.files.SafeFiles;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
}
