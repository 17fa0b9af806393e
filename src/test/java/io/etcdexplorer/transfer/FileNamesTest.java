package io.etcdexplorer.transfer;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FileNamesTest {

    private static String path(byte[] key) {
        return String.join("/", FileNames.encode(key));
    }

    private static void assertMaps(String key, String expected) {
        assertMaps(utf8(key), expected);
    }

    private static void assertMaps(byte[] key, String expected) {
        assertEquals(expected, path(key));
        assertArrayEquals(key, FileNames.decode(expected), "decodes back");
    }

    @Test
    void plainPathsMapToFolders() {
        assertMaps("/a/b/c", "a/b/c");
        assertMaps("/registry/pods/default/web-0", "registry/pods/default/web-0");
        assertMaps("/ünïcödé/ключ", "ünïcödé/ключ");
    }

    @Test
    void oddPathsAreEscaped() {
        assertMaps("/a//b", "a/%empty/b");
        assertMaps("/a/", "a/%empty");
        assertMaps("/", "%empty");
        assertMaps("/a/./..", "a/%2E/.%2E");
        assertMaps("/100%/x", "100%25/x");
        assertMaps("/%value", "%25value");
        assertMaps("/w:i<n>d\\o|w?s*\"", "w%3Ai%3Cn%3Ed%5Co%7Cw%3Fs%2A%22");
        assertMaps("/tab\there", "tab%09here");
        assertMaps("/trailing ", "trailing%20");
        assertMaps("/con/NUL.txt/com1", "%63on/%4EUL.txt/%63om1");
        assertMaps("/etcd-export.json", "%65tcd-export.json");
        assertMaps("/x/etcd-export.json", "x/etcd-export.json");
        assertMaps("relative/key", "%no-slash/relative/key");
        assertMaps("/a\u0085b", "a%C2%85b");
    }

    @Test
    void nonUtf8BytesArePercentEncoded() {
        assertMaps(new byte[]{'/', 'a', (byte) 0xff, (byte) 0xfe, 0, 'x'}, "a%FF%FE%00x");
        assertMaps(new byte[]{'/', (byte) 0xc3, '/', 'b'}, "%C3/b");
    }

    @Test
    void theValueOfAKeyThatIsAlsoAFolderDecodes() {
        assertArrayEquals(utf8("/a"), FileNames.decode("a/%value"));
        assertArrayEquals(utf8("/a/"), FileNames.decode("a/%empty"));
    }

    @Test
    void randomKeysRoundTrip() {
        Random random = new Random(7);
        byte[] alphabet = utf8("/./%a:\\ ");
        for (int n = 0; n < 5000; n++) {
            byte[] key = new byte[1 + random.nextInt(12)];
            for (int i = 0; i < key.length; i++) {
                key[i] = random.nextBoolean() ? alphabet[random.nextInt(alphabet.length)] : (byte) random.nextInt();
            }
            assertArrayEquals(key, FileNames.decode(path(key)), () -> path(key));
        }
    }

    @Test
    void badNamesAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> FileNames.decode("a/%zz"));
        assertThrows(IllegalArgumentException.class, () -> FileNames.encode(utf8("/" + "x".repeat(300))));
    }
}
