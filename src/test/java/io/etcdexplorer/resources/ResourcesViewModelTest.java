package io.etcdexplorer.resources;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
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

/** The resource view over a real etcd holding a small Kubernetes-shaped keyspace. */
class ResourcesViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private EtcdSession session;
    private ResourcesViewModel resources;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        etcd.put("/registry/pods/shop/web-1", "x");
        etcd.put("/registry/pods/shop/web-2", "x");
        etcd.put("/registry/pods/kube-system/etcd-minikube", "x");
        etcd.put("/registry/minions/minikube", "x");
        etcd.put("/registry/services/specs/shop/web", "x");
        etcd.put("/registry/example.com/widgets/shop/blue", "{\"apiVersion\":\"example.com/v1\",\"kind\":\"Widget\"}");
        etcd.put("/registry/apiextensions.k8s.io/customresourcedefinitions/widgets.example.com",
                "{\"apiVersion\":\"apiextensions.k8s.io/v1\",\"kind\":\"CustomResourceDefinition\","
                        + "\"metadata\":{\"name\":\"widgets.example.com\"},\"spec\":{\"group\":\"example.com\","
                        + "\"names\":{\"plural\":\"widgets\",\"kind\":\"Widget\"}}}");
        etcd.put("/registry/health", "{\"health\":\"true\"}");
        etcd.put("/app/config", "not kubernetes");
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        resources = new ResourcesViewModel(executor, keys, () -> session, new KubeDecoder(new KubeSchemas()));
        keys.open(session);
        resources.activeProperty().set(true);
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void groupsObjectsByResourceWithKindsIncludingCustomOnes() {
        assertTrue(resources.availableProperty().get());
        ResourceGroup root = resources.rootProperty().get();
        assertEquals(List.of("customresourcedefinitions.apiextensions.k8s.io", "nodes", "pods", "services",
                "widgets.example.com"), root.groups().stream().map(ResourceGroup::label).toList());
        ResourceGroup pods = root.groups().get(2);
        assertEquals(List.of("etcd-minikube", "web-1", "web-2"), pods.rows().stream().map(ResourceRow::name).toList());
        assertEquals("Pod", pods.rows().get(0).kind());
        assertEquals("Widget", root.groups().get(4).rows().get(0).kind(), "read from the CRD");
        assertEquals("7 objects · 5 resources · 2 namespaces", resources.summaryProperty().get());
    }

    @Test
    void groupsByNamespaceWithClusterScopedObjectsTogether() {
        resources.groupingProperty().set(ResourceGrouping.NAMESPACE);
        List<String> labels = resources.rootProperty().get().groups().stream().map(ResourceGroup::label).toList();
        assertEquals(List.of(ResourceGrouping.clusterScoped(), "kube-system", "shop"), labels);

        resources.groupingProperty().set(ResourceGrouping.RESOURCE_NAMESPACE);
        ResourceGroup pods = resources.rootProperty().get().groups().get(2);
        assertEquals(List.of("kube-system", "shop"), pods.groups().stream().map(ResourceGroup::label).toList());
    }

    @Test
    void theFilterMatchesNamesNamespacesAndKinds() {
        resources.filterProperty().set("widget");
        assertEquals(2, resources.rootProperty().get().count(), "the Widget and its CRD");
        resources.filterProperty().set("kube-system");
        assertEquals(1, resources.rootProperty().get().count());
        assertTrue(resources.summaryProperty().get().startsWith("1 of 7 objects"));
    }

    @Test
    void openingARowSelectsItsKeySoTheValueShows() {
        ResourceRow web = resources.rootProperty().get().groups().get(2).rows().get(1);
        resources.open(web);
        assertEquals("/registry/pods/shop/web-1",
                new String(keys.selectedKeyProperty().get().path(), StandardCharsets.UTF_8));
    }

    @Test
    void aKeyspaceWithoutRegistryKeysHasNoResourceView() {
        etcd.deleteAll();
        etcd.put("/app/config", "x");
        keys.refresh();
        assertFalse(resources.availableProperty().get());
    }
}
