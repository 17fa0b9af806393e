package io.etcdexplorer.profiles.nodes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.profiles.secrets.ProcessRunner;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the user's minikube clusters from minikube's own files: {@code profiles/NAME/config.json} (driver, nodes)
 * and {@code machines/MACHINE/config.json} (SSH user, address and port) under {@code ~/.minikube} or
 * {@code $MINIKUBE_HOME}. With the docker and podman drivers the node's SSH port is published on this computer's
 * loopback at a port only the container engine knows, so {@code docker port} is asked; without it, the node's
 * own address is used, which only Linux can reach.
 */
public final class MinikubeFinder {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PUBLISHED = Pattern.compile("(?m)^\\s*(?:0\\.0\\.0\\.0|127\\.0\\.0\\.1|\\[::]):(\\d+)");

    private final Path home;
    private final ProcessRunner processes;

    /** {@code home} is the {@code .minikube} folder itself. */
    public MinikubeFinder(Path home, ProcessRunner processes) {
        this.home = home;
        this.processes = processes;
    }

    /** The {@code .minikube} folder minikube uses for this user, honouring {@code MINIKUBE_HOME} as minikube does. */
    public static Path defaultHome(Map<String, String> environment, Path userHome) {
        String configured = environment.get("MINIKUBE_HOME");
        if (configured == null || configured.isBlank()) {
            return userHome.resolve(".minikube");
        }
        Path path = Path.of(configured.trim());
        return path.getFileName() != null && path.getFileName().toString().equals(".minikube")
                ? path : path.resolve(".minikube");
    }

    public Path home() {
        return home;
    }

    /**
     * Every cluster whose profile and machine files can be read, sorted by name.
     *
     * @throws IOException naming the folder when there is no minikube profile at all
     */
    public List<MinikubeCluster> find() throws IOException {
        Path profiles = home.resolve("profiles");
        if (!Files.isDirectory(profiles)) {
            throw new IOException("No minikube clusters: " + profiles + " does not exist. Start one with "
                    + "\"minikube start\", or set MINIKUBE_HOME if minikube keeps its files elsewhere.");
        }
        List<MinikubeCluster> found = new ArrayList<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(profiles, Files::isDirectory)) {
            for (Path dir : dirs) {
                read(dir).ifPresent(found::add);
            }
        }
        if (found.isEmpty()) {
            throw new IOException("No minikube cluster with readable files under " + profiles + ".");
        }
        found.sort(java.util.Comparator.comparing(MinikubeCluster::name));
        return found;
    }

    private Optional<MinikubeCluster> read(Path profileDir) throws IOException {
        Path config = profileDir.resolve("config.json");
        if (!Files.isRegularFile(config)) {
            return Optional.empty();
        }
        JsonNode profile = JSON.readTree(config.toFile());
        String name = text(profile, "Name", profileDir.getFileName().toString());
        String driver = text(profile, "Driver", "");
        String nodeIp = controlPlaneIp(profile);
        // The first control-plane node's machine is named after the profile (others: NAME-m02, ...).
        Path machine = home.resolve("machines").resolve(name);
        JsonNode machineConfig = Files.isRegularFile(machine.resolve("config.json"))
                ? JSON.readTree(machine.resolve("config.json").toFile()) : JSON.createObjectNode();
        JsonNode d = machineConfig.path("Driver");
        driver = driver.isEmpty() ? text(machineConfig, "DriverName", "") : driver;
        String ip = text(d, "IPAddress", nodeIp);
        int port = d.path("SSHPort").asInt(0);
        String user = text(d, "SSHUser", "docker");
        String key = text(d, "SSHKeyPath", "");
        if (key.isEmpty()) {
            key = machine.resolve("id_rsa").toString();
        }
        String host = ip;
        String note = null;
        if (driver.equals("docker") || driver.equals("podman")) {
            Optional<Integer> published = publishedSshPort(driver, name);
            if (published.isPresent()) {
                host = "127.0.0.1";
                port = published.get();
            } else {
                port = 22;
                note = "Could not ask " + driver + " which port publishes the node's SSH (is " + driver
                        + " running?); trying the node's address " + ip + ":22, which only Linux can reach.";
            }
        } else if (driver.equals("virtualbox") && port > 0) {
            host = "127.0.0.1"; // VirtualBox forwards a loopback port to the VM's SSH
        }
        if (port <= 0) {
            port = 22;
        }
        if (host == null || host.isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new MinikubeCluster(name, driver, nodeIp, host, port, user, key, note));
    }

    private Optional<Integer> publishedSshPort(String engine, String container) {
        try {
            ProcessRunner.Result result = processes.run(List.of(engine, "port", container, "22/tcp"), null,
                    Duration.ofSeconds(5));
            Matcher m = PUBLISHED.matcher(result.stdout());
            return result.exitCode() == 0 && m.find() ? Optional.of(Integer.parseInt(m.group(1))) : Optional.empty();
        } catch (IOException | RuntimeException notAvailable) {
            return Optional.empty();
        }
    }

    private static String controlPlaneIp(JsonNode profile) {
        for (JsonNode node : profile.path("Nodes")) {
            if (node.path("ControlPlane").asBoolean(false)) {
                return text(node, "IP", "");
            }
        }
        return profile.path("Nodes").size() > 0 ? text(profile.path("Nodes").get(0), "IP", "") : "";
    }

    private static String text(JsonNode node, String field, String fallback) {
        JsonNode value = node.get(field);
        return value != null && value.isTextual() && !value.asText().isBlank() ? value.asText() : fallback;
    }
}
