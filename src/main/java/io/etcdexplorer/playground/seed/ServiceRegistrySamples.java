package io.etcdexplorer.playground.seed;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A service-discovery tree like the ones applications keep in etcd: one JSON record per running instance under
 * {@code /demo/services/<name>/instances/<n>}.
 */
final class ServiceRegistrySamples {

    private static final Instant REGISTERED = Instant.parse("2025-03-04T08:30:00Z");

    private record Service(String name, String version, int port, int instances) {
    }

    private static final List<Service> SERVICES = List.of(
            new Service("api-gateway", "3.2.0", 8443, 2),
            new Service("inventory", "1.8.5", 9090, 3),
            new Service("payments", "4.0.1", 7070, 1));

    private static final String[] ZONES = {"eu-west-1a", "eu-west-1b", "eu-west-1c"};

    private ServiceRegistrySamples() {
    }

    static List<SeedStep> steps() {
        List<SeedStep> out = new ArrayList<>();
        int address = 11;
        for (Service service : SERVICES) {
            for (int n = 1; n <= service.instances(); n++) {
                String key = DemoSamples.ROOT + "services/" + service.name() + "/instances/" + n;
                out.add(SeedStep.put(key, record(service, n, "10.0." + n + "." + address++)));
            }
        }
        return out;
    }

    private static String record(Service service, int n, String ip) {
        return """
                {
                  "id": "%s-%d",
                  "address": "%s",
                  "port": %d,
                  "version": "%s",
                  "zone": "%s",
                  "healthy": true,
                  "registeredAt": "%s",
                  "metadata": {"protocol": "%s", "weight": %d}
                }
                """.formatted(service.name(), n, ip, service.port(), service.version(), ZONES[(n - 1) % ZONES.length],
                REGISTERED.plusSeconds(37L * n + service.port() % 60), service.port() == 8443 ? "https" : "grpc",
                100 / service.instances());
    }
}
