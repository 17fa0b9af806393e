package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.profiles.secrets.ProcessRunner;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the user's minikube clusters from minikube's own files: {@code profiles/NAME/config.json} (driver, nodes)
 * and {@code machines/MACHINE/config.json} (libmachine's host file: SSH user, address, port and key) under
 * {@code ~/.minikube} or {@code $MINIKUBE_HOME}. With the docker and podman drivers the node's SSH port is published
 * on this computer's loopback at a port only the container engine knows, so {@code docker port} is asked; without
 * it, the node's own address is used, which only Linux can reach. Reads files and runs a command: call it off the
 * UI thread.
 */
public final class MinikubeFinder {

    private static final Messages TEXT = Messages.of(MinikubeFinder.class);

    private static final Logger LOG = LoggerFactory.getLogger(MinikubeFinder.class);

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern PUBLISHED = Pattern.compile("(?m)^\\s*(?:0\\.0\\.0\\.0|127\\.0\\.0\\.1|\\[::]|::"
            + "|\\[::1]):(\\d+)\\s*$");

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
     * Every cluster whose files can be read, sorted by name. Profiles that cannot be used (broken files, the
     * {@code none} driver) are left out; they are named only when nothing usable is found.
     *
     * @throws EtcdAccessException naming the folder and what to do when there is no usable cluster
     */
    public List<MinikubeCluster> find() {
        Path profiles = home.resolve("profiles");
        if (!Files.isDirectory(profiles)) {
            throw new EtcdAccessException(TEXT.format("finder.noFolder", String.valueOf(profiles)),
                    TEXT.get("finder.noFolderFix"),
                    null);
        }
        List<MinikubeCluster> found = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(profiles, Files::isDirectory)) {
            for (Path dir : dirs) {
                try {
                    read(dir, skipped).ifPresent(found::add);
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    skipped.add(TEXT.format("finder.badJson", String.valueOf(dir.getFileName()),
                            e.getOriginalMessage()));
                } catch (IOException e) {
                    skipped.add(dir.getFileName() + ": " + e.getMessage());
                }
            }
        } catch (IOException e) {
            throw new EtcdAccessException(TEXT.format("finder.cannotList", String.valueOf(profiles), e.getMessage()),
                    TEXT.get("finder.cannotListFix"), e);
        }
        if (found.isEmpty()) {
            throw new EtcdAccessException(skipped.isEmpty()
                    ? TEXT.format("finder.none", String.valueOf(profiles))
                    : TEXT.format("finder.noneSkipped", String.valueOf(profiles), String.join("; ", skipped)),
                    TEXT.get("finder.noneFix"), null);
        }
        found.sort(Comparator.comparing(MinikubeCluster::name));
        return found;
    }

    private Optional<MinikubeCluster> read(Path profileDir, List<String> skipped) throws IOException {
        Path config = profileDir.resolve("config.json");
        if (!Files.isRegularFile(config)) {
            return Optional.empty(); // minikube leaves such folders behind; nothing to report
        }
        JsonNode profile = JSON.readTree(config.toFile());
        String name = text(profile, "Name", profileDir.getFileName().toString());
        // "VMDriver" is what minikube before 1.7 wrote.
        String driver = text(profile, "Driver", text(profile, "VMDriver", ""));
        if (driver.equals("none")) {
            skipped.add(TEXT.format("finder.noneDriver", name, NodeLayout.LOOPBACK_ENDPOINT));
            return Optional.empty();
        }
        String nodeIp = controlPlaneIp(profile);
        // The first control-plane node's machine is named after the profile (others: NAME-m02, ...).
        Path machine = home.resolve("machines").resolve(name);
        Path machineFile = machine.resolve("config.json");
        boolean hasMachine = Files.isRegularFile(machineFile);
        JsonNode host = hasMachine ? JSON.readTree(machineFile.toFile()) : JSON.createObjectNode();
        JsonNode d = host.path("Driver");
        driver = driver.isEmpty() ? text(host, "DriverName", "") : driver;
        String ip = text(d, "IPAddress", nodeIp);
        int port = d.path("SSHPort").asInt(0);
        String user = text(d, "SSHUser", "docker");
        // libmachine's default when the field is empty; minikube's own store, wherever StorePath once pointed.
        String key = text(d, "SSHKeyPath", machine.resolve("id_rsa").toString());
        String sshHost = ip;
        String note = hasMachine ? null : TEXT.format("finder.noMachine", String.valueOf(machineFile));
        if (driver.equals("docker") || driver.equals("podman")) {
            Optional<Integer> published = publishedSshPort(driver, name);
            if (published.isPresent()) {
                sshHost = "127.0.0.1";
                port = published.get();
            } else {
                port = 22;
                note = TEXT.format("finder.noPort", driver, ip);
            }
        } else if (driver.equals("virtualbox") && port > 0) {
            sshHost = "127.0.0.1"; // VirtualBox forwards a loopback port to the VM's SSH
        }
        if (port <= 0) {
            port = 22;
        }
        if (sshHost == null || sshHost.isBlank()) {
            skipped.add(TEXT.format("finder.noAddress", name));
            return Optional.empty();
        }
        return Optional.of(new MinikubeCluster(name, driver, nodeIp, sshHost, port, user, key, note));
    }

    private Optional<Integer> publishedSshPort(String engine, String container) {
        try {
            ProcessRunner.Result result = processes.run(List.of(engine, "port", container, "22/tcp"), null,
                    Duration.ofSeconds(5));
            Matcher m = PUBLISHED.matcher(result.stdout());
            return result.exitCode() == 0 && m.find() ? Optional.of(Integer.parseInt(m.group(1))) : Optional.empty();
        } catch (IOException | RuntimeException notAvailable) {
            LOG.debug("docker port gave no answer", notAvailable);
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
