package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kubernetes manifests: kubeadm's static pods (/etc/kubernetes/manifests/etcd.yaml, kube-apiserver.yaml),
 * {@code kubectl get pod -o yaml} output, lists, or any workload whose container runs etcd, kube-apiserver or
 * etcdctl. The container's command is read like a command line; the pod adds a name and its volumes.
 */
final class ManifestReader {

    private static final Messages TEXT = Messages.of(ManifestReader.class);


    private static final Pattern START = Pattern.compile("(?m)^(apiVersion|kind)[ \\t]*:");

    /** A container found in the manifest, with the pod spec around it and the nearest metadata.name. */
    private record Container(JsonNode podSpec, JsonNode node, String podName, ShellScript script) {
    }

    private ManifestReader() {
    }

    static boolean looksLikeManifest(String text) {
        String stripped = text.strip();
        return stripped.startsWith("{") || stripped.startsWith("[") || START.matcher(text).find();
    }

    static ConnectionDraft read(String text) throws ImportException {
        int start = start(text);
        List<Container> containers = new ArrayList<>();
        for (JsonNode document : documents(text, start)) {
            if (document.isArray() && document.size() > 0 && allText(document)) {
                // kubectl get pod -o jsonpath='{.spec.containers[0].command}' prints a JSON array of strings.
                containers.add(new Container(null, null, null, ShellScript.ofArguments(Map.of(), texts(document))));
            } else {
                collect(document, null, containers);
            }
        }
        for (Invocation.Program program : Invocation.Program.values()) {
            for (Container container : containers) {
                Optional<Invocation> invocation = usable(container, program);
                if (invocation.isPresent()) {
                    return draft(container, invocation.get(), containers.size() - 1, text.substring(0, start));
                }
            }
        }
        throw new ImportException(containers.isEmpty()
                ? TEXT.get("error.noContainer") : TEXT.get("error.noEtcdContainer"));
    }

    private static int start(String text) {
        String stripped = text.strip();
        if (stripped.startsWith("{") || stripped.startsWith("[")) {
            return text.indexOf(stripped.charAt(0));
        }
        Matcher m = START.matcher(text);
        return m.find() ? m.start() : 0;
    }

    private static List<JsonNode> documents(String text, int start) throws ImportException {
        YAMLMapper mapper = new YAMLMapper();
        // One tree per YAML document; readValues would split a top-level array into its items.
        try (JsonParser parser = mapper.createParser(text.substring(start))) {
            List<JsonNode> documents = new ArrayList<>();
            while (parser.nextToken() != null) {
                documents.add(mapper.readTree(parser));
            }
            return documents;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            int line = at == null ? 0 : at.getLineNr() + lines(text.substring(0, start));
            int column = at == null ? 0 : at.getColumnNr();
            throw new ImportException(line > 0
                    ? TEXT.format("error.badYamlAt", String.valueOf(line), String.valueOf(column),
                            summary(e.getOriginalMessage()))
                    : TEXT.format("error.badYaml", summary(e.getOriginalMessage())), line, column);
        } catch (IOException e) {
            throw new ImportException(TEXT.format("error.unreadableManifest", e.getMessage()));
        }
    }

    /** Walks any shape (Pod, List, Deployment, CronJob...) down to its containers. */
    private static void collect(JsonNode node, String podName, List<Container> out) {
        String name = node.path("metadata").path("name").isTextual() ? node.path("metadata").path("name").asText()
                : podName;
        if (node.path("containers").isArray()) {
            for (JsonNode container : node.path("containers")) {
                List<String> words = new ArrayList<>(texts(container.path("command")));
                words.addAll(texts(container.path("args")));
                out.add(new Container(node, container, name, ShellScript.ofArguments(env(container), words)));
            }
        }
        for (JsonNode child : node) {
            // Identity, not equals: comparing each child's whole subtree made wide manifests slow.
            if (child.isContainerNode() && child != node.get("containers")) {
                collect(child, name, out);
            }
        }
    }

    private static Optional<Invocation> usable(Container container, Invocation.Program program) {
        Optional<Invocation> found = container.script().invocations().stream()
                .filter(i -> i.program() == program).findFirst();
        if (found.isEmpty() && container.node() != null
                && container.node().path("name").asText().equals(program.binary)) {
            // No program in the command: the image's entrypoint is the program and the command holds its flags.
            List<String> words = new ArrayList<>(texts(container.node().path("command")));
            words.addAll(texts(container.node().path("args")));
            found = Optional.of(new Invocation(program, 1, List.of(),
                    words.stream().map(ShellScript.Arg::literal).toList()));
        }
        return found.filter(i -> switch (program) {
            case ETCDCTL -> EtcdctlReader.usable(i);
            case KUBE_APISERVER -> ApiServerReader.usable(i);
            case ETCD -> EtcdServerReader.usable(i);
        });
    }

    private static ConnectionDraft draft(Container container, Invocation invocation, int others, String before) {
        DraftBuilder draft = new DraftBuilder();
        ConnectionImporter.listLines(before, TEXT.get("ignored.beforeManifest"), draft);
        switch (invocation.program()) {
            case ETCDCTL -> EtcdctlReader.read(invocation, container.script(), draft);
            case KUBE_APISERVER -> ApiServerReader.read(invocation, draft);
            case ETCD -> EtcdServerReader.read(invocation, container.script(), draft);
        }
        if (container.podSpec() != null) {
            draft.source = switch (invocation.program()) {
                case ETCDCTL -> TEXT.get("source.etcdctlInManifest");
                case KUBE_APISERVER -> TEXT.get("source.apiserverManifest");
                case ETCD -> TEXT.get("source.etcdManifest");
            };
            nameFromPod(container.podName(), invocation.program(), draft);
            Volumes.check(container.podSpec(), container.node(), draft);
        }
        if (others > 0) {
            draft.ignoreLine(TEXT.format("ignored.otherContainers", others));
        }
        return draft.build();
    }

    /**
     * kubeadm's file names the pod just "etcd"; the kubelet's mirror pod adds the node name (etcd-minikube), which
     * is what people know it by, so build that name from --name when the file does not have it.
     */
    private static void nameFromPod(String podName, Invocation.Program program, DraftBuilder draft) {
        if (program != Invocation.Program.ETCD || podName == null) {
            return;
        }
        if (!podName.equals("etcd")) {
            draft.suggestedName = podName;
        } else if (draft.suggestedName != null) {
            draft.suggestedName = "etcd-" + draft.suggestedName;
        }
    }

    private static Map<String, String> env(JsonNode container) {
        Map<String, String> env = new LinkedHashMap<>();
        for (JsonNode variable : container.path("env")) {
            if (variable.path("value").isValueNode()) {
                env.put(variable.path("name").asText(), variable.path("value").asText());
            }
        }
        return env;
    }

    private static boolean allText(JsonNode array) {
        for (JsonNode item : array) {
            if (!item.isTextual()) {
                return false;
            }
        }
        return true;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }

    /** SnakeYAML's messages repeat the location with a drawing of it; keep the sentences. */
    private static String summary(String message) {
        List<String> sentences = new ArrayList<>();
        List<String> lines = message.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(" in '")) {
                i += 2;
            } else if (!lines.get(i).isBlank()) {
                sentences.add(lines.get(i).strip());
            }
        }
        return String.join("; ", sentences);
    }

    private static int lines(String text) {
        return (int) text.chars().filter(c -> c == '\n').count();
    }
}
