package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ConnectionSettings;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EtcdctlCommandTest {

    @Test
    void getCarriesTheConnectionFlagsButNeverThePassword() {
        ConnectionSettings settings = ConnectionSettings.builder(List.of("10.0.0.1:2379"))
                .caCert(Path.of("/etc/kubernetes/pki/etcd/ca.crt")).cert(Path.of("/pki/c.crt"))
                .key(Path.of("/pki/my key.pem")).user("root").password("secret").build();
        assertEquals("etcdctl --endpoints=https://10.0.0.1:2379 --cacert=/etc/kubernetes/pki/etcd/ca.crt "
                + "--cert=/pki/c.crt --key='/pki/my key.pem' --user=root get /registry/pods/default/web",
                EtcdctlCommand.get(settings, "/registry/pods/default/web".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void keysAreQuotedSoTheShellPassesThemUnchanged() {
        assertEquals("'it'\\''s a key'", ShellQuote.quote("it's a key".getBytes(StandardCharsets.UTF_8)));
        assertEquals("'/demo/odd/ключ'", ShellQuote.quote("/demo/odd/ключ".getBytes(StandardCharsets.UTF_8)));
        assertEquals("$'/bin-\\xff\\xfe'", ShellQuote.quote(new byte[]{'/', 'b', 'i', 'n', '-', (byte) 0xff,
                (byte) 0xfe}));
        assertEquals("$'a\\x0ab'", ShellQuote.quote("a\nb".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void bashReadsTheQuotedWordBackByteForByte() throws Exception {
        byte[][] keys = {"/plain/key".getBytes(StandardCharsets.UTF_8), "it's $HOME `x`".getBytes(StandardCharsets.UTF_8),
                {'/', (byte) 0xff, 0, 1, '\\', '\'', (byte) 0xc3, (byte) 0xa9}};
        for (byte[] key : keys) {
            Process bash = new ProcessBuilder("bash", "-c", "printf %s " + ShellQuote.quote(key)).start();
            byte[] echoed = bash.getInputStream().readAllBytes();
            bash.waitFor();
            // bash cannot hold a NUL inside a word: everything up to it must come back exactly.
            int nul = indexOf(key, (byte) 0);
            assertEquals(java.util.Arrays.toString(nul < 0 ? key : java.util.Arrays.copyOf(key, nul)),
                    java.util.Arrays.toString(echoed));
        }
    }

    private static int indexOf(byte[] bytes, byte wanted) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == wanted) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void theProfilesKeyPrefixIsPartOfTheKey() {
        ConnectionSettings settings = ConnectionSettings.builder(List.of("http://127.0.0.1:2379"))
                .namespace("/app").build();
        assertEquals("etcdctl --endpoints=http://127.0.0.1:2379 get /app/config",
                EtcdctlCommand.get(settings, "/config".getBytes(StandardCharsets.UTF_8)));
    }
}
