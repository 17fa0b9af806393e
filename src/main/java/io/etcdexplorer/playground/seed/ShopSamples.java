package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.SHOP_DEPLOYED;
import static io.etcdexplorer.playground.seed.KubeMeta.labels;
import static io.etcdexplorer.playground.seed.KubePods.container;
import static io.etcdexplorer.playground.seed.KubePods.httpProbe;
import static io.etcdexplorer.playground.seed.KubePods.port;
import static io.etcdexplorer.playground.seed.KubePods.resources;

import io.kubernetes.client.proto.V1.ConfigMapEnvSource;
import io.kubernetes.client.proto.V1.Container;
import io.kubernetes.client.proto.V1.EndpointAddress;
import io.kubernetes.client.proto.V1.EnvFromSource;
import io.kubernetes.client.proto.V1.EnvVar;
import io.kubernetes.client.proto.V1.LocalObjectReference;
import io.kubernetes.client.proto.V1.SecretEnvSource;
import io.kubernetes.client.proto.V1.ServicePort;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** "shop", a small demo application: three Deployments behind three Services, a ConfigMap and a Secret. */
final class ShopSamples {

    static final String NS = "shop";
    static final String REGISTRY = "registry.example.com/shop/";

    static final KubeWorkloads FRONTEND = app("frontend", "1.4.2", List.of("10.244.0.3", "10.244.0.4"),
            frontendContainer());
    static final KubeWorkloads CART = app("cart", "2.1.0", List.of("10.244.0.5", "10.244.0.6"), cartContainer());
    static final KubeWorkloads CHECKOUT = app("checkout", "0.9.7", List.of("10.244.0.7"), checkoutContainer());

    private ShopSamples() {
    }

    static List<String> images() {
        return List.of(REGISTRY + "frontend:1.4.2", REGISTRY + "cart:2.1.0", REGISTRY + "checkout:0.9.7");
    }

    static List<SeedStep> steps() {
        List<SeedStep> out = new ArrayList<>();
        out.add(KubeBasics.serviceAccount(NS, "shop", labels("app.kubernetes.io/part-of", "shop"), SHOP_DEPLOYED));
        out.add(KubeBasics.configMap(NS, "shop-config", shopConfig(), Map.of(), SHOP_DEPLOYED));
        out.add(KubeBasics.secret(NS, "checkout-credentials", "Opaque", labels("app", "checkout"),
                labels("DB_PASSWORD", "correct-horse-battery-staple",
                        "PAYMENT_API_KEY", "pk_playground_not_a_real_key_5f2b"), SHOP_DEPLOYED));
        out.addAll(serviceWithEndpoints(FRONTEND, "10.105.12.40", 80, 8080));
        out.addAll(serviceWithEndpoints(CART, "10.99.203.7", 80, 8081));
        out.addAll(serviceWithEndpoints(CHECKOUT, "10.110.64.193", 80, 8082));
        out.addAll(FRONTEND.steps());
        out.addAll(CART.steps());
        out.addAll(CHECKOUT.steps());
        return out;
    }

    private static KubeWorkloads app(String name, String version, List<String> podIps, Container container) {
        Map<String, String> labels = labels("app", name, "app.kubernetes.io/part-of", "shop");
        var spec = KubePods.spec("shop").addContainers(container).build();
        return new KubeWorkloads(NS, name, labels, spec, podIps, SHOP_DEPLOYED.plusSeconds(name.length()));
    }

    private static List<SeedStep> serviceWithEndpoints(KubeWorkloads app, String clusterIp, int port, int target) {
        List<ServicePort> ports = List.of(KubeBasics.servicePort("http", "TCP", port, target));
        List<EndpointAddress> addresses = new ArrayList<>();
        for (int i = 0; i < app.replicas(); i++) {
            addresses.add(KubeBasics.podAddress(app.podIps().get(i), NS, app.podName(i)));
        }
        Map<String, String> labels = labels("app", app.name(), "app.kubernetes.io/part-of", "shop");
        return List.of(
                KubeBasics.service(NS, app.name(), labels, clusterIp, labels("app", app.name()), ports,
                        SHOP_DEPLOYED),
                KubeBasics.endpoints(NS, app.name(), labels, addresses, ports, app.created().plusSeconds(9)));
    }

    private static Map<String, String> shopConfig() {
        Map<String, String> data = new LinkedHashMap<>();
        data.put("CURRENCY", "EUR");
        data.put("CART_URL", "http://cart.shop.svc.cluster.local");
        data.put("CHECKOUT_URL", "http://checkout.shop.svc.cluster.local");
        data.put("FEATURE_RECOMMENDATIONS", "true");
        data.put("application.properties", """
                shop.title=Playground Shop
                shop.items-per-page=24
                shop.session-timeout=30m
                logging.level.root=INFO
                logging.level.com.example.shop=DEBUG
                """);
        return data;
    }

    private static Container frontendContainer() {
        return container("frontend", REGISTRY + "frontend:1.4.2")
                .addPorts(port("http", 8080))
                .addEnvFrom(EnvFromSource.newBuilder().setConfigMapRef(ConfigMapEnvSource.newBuilder()
                        .setLocalObjectReference(LocalObjectReference.newBuilder().setName("shop-config"))))
                .setResources(resources("100m", "128Mi", "500m", "256Mi"))
                .setReadinessProbe(httpProbe("/healthz", 8080, 5, 3))
                .setLivenessProbe(httpProbe("/healthz", 8080, 15, 3))
                .build();
    }

    private static Container cartContainer() {
        return container("cart", REGISTRY + "cart:2.1.0")
                .addPorts(port("http", 8081))
                .addEnv(EnvVar.newBuilder().setName("CART_TTL").setValue("72h"))
                .addEnv(EnvVar.newBuilder().setName("STORE").setValue("etcd://etcd.shop.svc:2379/carts/"))
                .setResources(resources("50m", "64Mi", "250m", "128Mi"))
                .setReadinessProbe(httpProbe("/ready", 8081, 2, 3))
                .build();
    }

    /** Requests equal to limits: checkout is the one Guaranteed pod of the shop. */
    private static Container checkoutContainer() {
        return container("checkout", REGISTRY + "checkout:0.9.7")
                .addPorts(port("http", 8082))
                .addEnvFrom(EnvFromSource.newBuilder().setSecretRef(SecretEnvSource.newBuilder()
                        .setLocalObjectReference(LocalObjectReference.newBuilder().setName("checkout-credentials"))))
                .setResources(resources("200m", "256Mi", "200m", "256Mi"))
                .setReadinessProbe(httpProbe("/health/ready", 8082, 10, 3))
                .build();
    }
}
