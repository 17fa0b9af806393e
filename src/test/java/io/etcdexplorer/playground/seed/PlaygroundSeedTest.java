package io.etcdexplorer.playground.seed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PlaygroundSeedTest {

    private final SeedIndex seed = new SeedIndex();

    @Test
    void stepsAreDeterministic() {
        List<SeedStep> first = PlaygroundSeed.steps();
        List<SeedStep> second = PlaygroundSeed.steps();
        assertEquals(first, second);
        for (int i = 0; i < first.size(); i++) {
            assertArrayEquals(first.get(i).key(), second.get(i).key());
            assertArrayEquals(first.get(i).value(), second.get(i).value());
        }
    }

    @Test
    void stepsCannotBeModified() {
        List<SeedStep> steps = PlaygroundSeed.steps();
        assertThrows(UnsupportedOperationException.class, () -> steps.add(SeedStep.delete("x")));
        SeedStep step = steps.get(0);
        step.value()[0] = 'X';
        step.key()[0] = 'X';
        assertEquals(PlaygroundSeed.steps().get(0), step);
    }

    @Test
    void reportsStepCount() {
        int total = seed.steps().size();
        long deletes = seed.steps().stream().filter(SeedStep::isDelete).count();
        System.out.printf("Playground seed: %d steps (%d deletes), %d distinct keys, %d kept after seeding%n",
                total, deletes, seed.keys().size(), seed.finalValues().size());
        assertTrue(total > 100, "expected a rich seed, got " + total);
    }

    @Test
    void containsEveryKeyFamily() {
        List<String> required = List.of(
                "welcome",
                "/registry/namespaces/default", "/registry/namespaces/kube-system", "/registry/namespaces/kube-public",
                "/registry/namespaces/kube-node-lease", "/registry/namespaces/shop",
                "/registry/minions/minikube",
                "/registry/leases/kube-node-lease/minikube", "/registry/leases/kube-system/kube-controller-manager",
                "/registry/priorityclasses/system-node-critical", "/registry/clusterroles/cluster-admin",
                "/registry/pods/kube-system/etcd-minikube", "/registry/pods/kube-system/kube-apiserver-minikube",
                "/registry/pods/kube-system/storage-provisioner", "/registry/deployments/kube-system/coredns",
                "/registry/deployments/shop/frontend", "/registry/deployments/shop/cart",
                "/registry/deployments/shop/checkout", "/registry/services/specs/default/kubernetes",
                "/registry/services/endpoints/default/kubernetes", "/registry/configmaps/shop/shop-config",
                "/registry/secrets/shop/checkout-credentials", "/registry/serviceaccounts/shop/default",
                CustomResourceSamples.CRD_KEY, CustomResourceSamples.WIDGET_KEY,
                "/demo/config/app.json", "/demo/config/app.yaml", "/demo/config/feature-flags.json",
                "/demo/notes/readme.txt", "/demo/notes/unicode.txt", "/demo/binary/logo.png",
                "/demo/binary/random.bin", "/demo/counters/visits", "/demo/counters/deleted-and-recreated",
                "/demo/large/lorem.txt", "/demo/services/inventory/instances/1",
                "/demo/odd/prefix", "/demo/odd/prefix/child", "/demo/odd//double-slash", "/demo/odd/trailing/",
                "/demo/odd/spaces in key", "/demo/odd/ключ-unicode");
        for (String key : required) {
            assertFalse(seed.history(key).isEmpty(), "missing " + key);
        }
        for (String prefix : List.of("/registry/pods/shop/frontend-", "/registry/pods/kube-system/coredns-",
                "/registry/pods/kube-system/kube-proxy-", "/registry/replicasets/shop/cart-", "/registry/events/shop/",
                "/demo/services/")) {
            assertTrue(seed.keys().stream().anyMatch(k -> k.startsWith(prefix)), "nothing under " + prefix);
        }
    }

    @Test
    void kubernetesKeyCountIsRealisticButSmall() {
        long registryKeys = seed.keys().stream().filter(k -> k.startsWith("/registry/")).count();
        assertTrue(registryKeys >= 60 && registryKeys <= 120, "registry keys: " + registryKeys);
    }

    @Test
    void nonUtf8KeyIsKeptAsRawBytes() {
        byte[] expected = new byte[] {'/', 'd', 'e', 'm', 'o', '/', 'o', 'd', 'd', '/', 'b', 'i', 'n', '-',
                (byte) 0xff, (byte) 0xfe};
        SeedStep step = seed.steps().stream().filter(s -> Arrays.equals(s.key(), expected)).findFirst()
                .orElseThrow();
        assertEquals("/demo/odd/bin-\\xff\\xfe", step.keyText());
        assertTrue(step.toString().startsWith("PUT /demo/odd/bin-\\xff\\xfe"));
    }

    /** etcd only creates a revision for a delete that removes something; the caller counts on one per step. */
    @Test
    void everyDeleteRemovesAKeyThatExists() {
        Set<String> present = new HashSet<>();
        for (SeedStep step : seed.steps()) {
            if (step.isDelete()) {
                assertTrue(present.remove(step.keyText()), "delete of absent key " + step.keyText());
            } else {
                present.add(step.keyText());
            }
        }
    }

    @Test
    void visitsCounterIsWrittenTenTimesFromOneToTen() {
        List<SeedStep> history = seed.history("/demo/counters/visits");
        assertEquals(10, history.size());
        for (int i = 0; i < 10; i++) {
            assertEquals(String.valueOf(i + 1), new String(history.get(i).value(), StandardCharsets.US_ASCII));
        }
    }

    @Test
    void deletedAndRecreatedHasADeleteBetweenTwoPuts() {
        List<SeedStep> history = seed.history("/demo/counters/deleted-and-recreated");
        assertEquals(3, history.size());
        assertFalse(history.get(0).isDelete());
        assertTrue(history.get(1).isDelete());
        assertNull(history.get(1).value());
        assertFalse(history.get(2).isDelete());
        assertNotEquals(history.get(0), history.get(2));
    }

    @Test
    void featureFlagsHaveFiveDistinctVersions() {
        List<SeedStep> history = seed.history("/demo/config/feature-flags.json");
        assertEquals(5, history.size());
        assertEquals(5, history.stream().distinct().count());
    }

    @Test
    void seedStepHasValueSemanticsAndReadableText() {
        SeedStep a = SeedStep.put("/a", "1");
        assertEquals(a, SeedStep.put("/a", "1".getBytes(StandardCharsets.UTF_8)));
        assertEquals(a.hashCode(), SeedStep.put("/a", "1").hashCode());
        assertNotEquals(a, SeedStep.delete("/a"));
        assertEquals("PUT /a (1 bytes)", a.toString());
        assertEquals("DELETE /a", SeedStep.delete("/a").toString());
        assertTrue(a.hasKey("/a"));
    }
}
