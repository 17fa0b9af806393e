package io.etcdexplorer.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.options.GetOption;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EtcdExtensionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension().withArgs("--auto-compaction-retention", "1");

    private static long firstPid;

    @Test
    @Order(1)
    void putAndGetThroughTheSharedClient() {
        firstPid = etcd.process().pid();
        etcd.put("/a", "1");
        etcd.put(new byte[] {(byte) 0xff, 0}, new byte[] {1, 2});

        assertEquals(Optional.of("1"), etcd.get("/a"));
        assertTrue(etcd.endpoint().startsWith("http://127.0.0.1:"));
        assertTrue(etcd.process().isAlive());
    }

    @Test
    @Order(2)
    void staticFieldKeepsOneEtcdForTheClassAndDeleteAllEmptiesIt() throws Exception {
        assertEquals(firstPid, etcd.process().pid(), "a static extension starts etcd once per class");

        etcd.deleteAll();

        ByteSequence zero = ByteSequence.from(new byte[] {0});
        GetOption everything = GetOption.builder().withRange(zero).withCountOnly(true).build();
        long count = etcd.client().getKVClient().get(zero, everything).get(10, TimeUnit.SECONDS).getCount();
        assertEquals(0, count);
    }

    @Test
    @Order(3)
    void extraArgsReachEtcd() {
        List<String> args = ProcessHandle.of(etcd.process().pid()).flatMap(h -> h.info().arguments())
                .map(List::of).orElse(etcd.process().options().extraArgs());

        assertTrue(args.contains("--auto-compaction-retention"), "etcd runs with " + args);
    }

    @Nested
    class AsInstanceField {

        @RegisterExtension
        final EtcdExtension own = new EtcdExtension();

        @Test
        void startsItsOwnEtcdPerTest() {
            assertNotEquals(etcd.endpoint(), own.endpoint());
            own.put("/own", "yes");
            assertEquals(Optional.of("yes"), own.get("/own"));
            assertEquals(Optional.empty(), etcd.get("/own"));
        }
    }
}
