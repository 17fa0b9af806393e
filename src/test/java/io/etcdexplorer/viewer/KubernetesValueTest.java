package io.etcdexplorer.viewer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeFixtures;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Kubernetes values in the value viewer, read from a real etcd: decoded by default, raw on demand, secrets masked. */
class KubernetesValueTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private final ValueViewModel value = new ValueViewModel(executor, status, new KubeDecoder(new KubeSchemas()));
    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private void load(String key) {
        keys.open(session);
        value.load(session, keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aPodOpensAsYamlWithItsResourceVersionAndRawBytesOnDemand() {
        String key = "/registry/pods/shop/web-5d4f8c9b7-x2k9p";
        etcd.put(key.getBytes(StandardCharsets.UTF_8), KubeFixtures.stored("v1", "Pod", KubeFixtures.pod()));
        long revision = etcd.client().getKVClient().get(io.etcd.jetcd.ByteSequence.from(key, StandardCharsets.UTF_8))
                .join().getKvs().get(0).getModRevision();

        load(key);

        assertEquals(ValueMode.YAML, value.modeProperty().get());
        assertEquals("v1 Pod (protobuf)", value.kubernetesProperty().get());
        assertTrue(value.textProperty().get().startsWith("apiVersion: v1\nkind: Pod\nmetadata:\n"));
        assertTrue(value.textProperty().get().contains("  resourceVersion: \"" + revision + "\"\n"));
        value.modeProperty().set(ValueMode.JSON);
        assertTrue(value.textProperty().get().startsWith("{\n    \"kind\": \"Pod\",\n    \"apiVersion\": \"v1\""));
        value.modeProperty().set(ValueMode.HEX);
        assertTrue(value.textProperty().get().startsWith("00000000  6b 38 73 00"), value.textProperty().get());
    }

    @Test
    void secretValuesStayMaskedUntilRevealedOneByOne() {
        String key = "/registry/secrets/shop/db-credentials";
        etcd.put(key.getBytes(StandardCharsets.UTF_8), KubeFixtures.stored("v1", "Secret", KubeFixtures.secret()));
        load(key);

        String yaml = value.textProperty().get();
        assertFalse(yaml.contains("czNjcjN0IQ=="), yaml); // base64 of the password
        assertFalse(yaml.contains("c2hvcA=="), yaml);
        assertTrue(yaml.contains("password: •••••••• hidden, 7 bytes"), yaml);
        assertEquals(2, value.secretEntries().size());

        SecretEntryRow password = value.secretEntries().stream().filter(r -> r.name().equals("password"))
                .findFirst().orElseThrow();
        value.reveal(password, true);
        assertEquals("s3cr3t!", password.shownProperty().get());
        assertTrue(value.textProperty().get().contains("password: czNjcjN0IQ=="), value.textProperty().get());
        assertFalse(value.textProperty().get().contains("c2hvcA=="), "the other value stays hidden");

        value.modeProperty().set(ValueMode.HEX);
        assertEquals("", value.textProperty().get(), "raw bytes would show the hidden username");
        assertTrue(value.noticeProperty().get().contains("Reveal every value"));

        String[] copied = {null};
        value.copyObject(ValueMode.YAML, text -> copied[0] = text);
        assertTrue(copied[0].contains("username: •••••••• hidden"), copied[0]);
    }

    @Test
    void encryptedValuesShowTheirEnvelopeAndSayTheKeyIsNeeded() {
        String key = "/registry/secrets/kube-system/bootstrap";
        byte[] stored = "k8s:enc:aescbc:v1:key1:\u0001\u0002\u0003ciphertext".getBytes(StandardCharsets.ISO_8859_1);
        etcd.put(key.getBytes(StandardCharsets.UTF_8), stored);
        load(key);

        assertEquals(ValueMode.YAML, value.modeProperty().get());
        assertTrue(value.textProperty().get().contains("provider: aescbc"), value.textProperty().get());
        assertTrue(value.textProperty().get().contains("keyName: key1"), value.textProperty().get());
        assertTrue(value.noticeProperty().get().contains("cannot be read without the key"));
        assertFalse(value.decodedObjectProperty().get(), "nothing to copy as an object");
    }

    @Test
    void aTruncatedKubernetesValueShowsItsBytesAndTheCause() {
        String key = "/registry/pods/shop/cut";
        byte[] whole = KubeFixtures.stored("v1", "Pod", KubeFixtures.pod());
        etcd.put(key.getBytes(StandardCharsets.UTF_8), java.util.Arrays.copyOf(whole, whole.length / 2));
        load(key);

        assertEquals(ValueMode.HEX, value.modeProperty().get());
        assertTrue(value.noticeProperty().get().contains("truncated"), value.noticeProperty().get());
    }
}
