package io.etcdexplorer.events;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.kubernetes.KubeDecodeException;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeObject;
import io.etcdexplorer.kubernetes.KubeValue;
import io.etcdexplorer.kubernetes.SecretData;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Writes watch events to a file as {@link EventsJson} lines, through {@link SafeFiles} (atomic, owner-only). A
 * Kubernetes Secret's values are masked as the value pane masks them unless the user asked for them: the event's
 * value is then the Secret as JSON with each value replaced by its size, and the line says
 * {@code "secret_values":"masked"}. With Secret values included, such lines say {@code "in clear"} and the file's
 * name carries {@value #SECRETS_MARK}, so nobody mistakes it for a masked export. No JavaFX; runs off the UI thread.
 */
final class EventsExport {

    /** Added to the file name of an export with Secret values in clear (unless the name mentions secrets). */
    static final String SECRETS_MARK = "with-secret-values";

    private static final io.etcdexplorer.i18n.Messages TEXT = io.etcdexplorer.i18n.Messages.of(EventsExport.class);

    private static final ObjectMapper JSON = new ObjectMapper();

    /** What was written: how many events, of which how many carried a Secret, and where. */
    record Result(int events, int secrets, boolean secretsIncluded, Path file) {

        /** The line the panel shows. */
        String notice() {
            if (secrets == 0) {
                return TEXT.format("exported", events, file.toString());
            }
            return TEXT.format(secretsIncluded ? "exportedSecretsInClear" : "exportedSecretsMasked", events,
                    file.toString(), secrets);
        }
    }

    private final KubeDecoder decoder;

    EventsExport(KubeDecoder decoder) {
        this.decoder = decoder;
    }

    /** Where an export chosen as {@code chosen} goes: with Secret values the name says so. */
    static Path target(Path chosen, boolean includeSecrets) {
        String name = chosen.getFileName().toString();
        if (!includeSecrets || name.toLowerCase(Locale.ROOT).contains("secret")) {
            return chosen;
        }
        int dot = name.lastIndexOf('.');
        String marked = dot > 0 ? name.substring(0, dot) + "-" + SECRETS_MARK + name.substring(dot)
                : name + "-" + SECRETS_MARK;
        return chosen.resolveSibling(marked);
    }

    /** Writes {@code events} to {@link #target}{@code (chosen, includeSecrets)}, replacing what was there. */
    Result write(List<WatchEvent> events, Path chosen, boolean includeSecrets) throws IOException {
        Path file = target(chosen, includeSecrets);
        int[] secrets = {0};
        SafeFiles.write(file, out -> {
            for (WatchEvent event : events) {
                Optional<byte[]> value = maskedSecret(event.value());
                Optional<byte[]> previous = maskedSecret(event.prevValue());
                String line;
                if (value.isEmpty() && previous.isEmpty()) {
                    line = EventsJson.line(event);
                } else {
                    secrets[0]++;
                    line = includeSecrets ? EventsJson.line(event, "in clear")
                            : EventsJson.line(masked(event, value, previous), "masked");
                }
                out.write(line.getBytes(StandardCharsets.UTF_8));
                out.write('\n');
            }
        });
        return new Result(events.size(), secrets[0], includeSecrets, file);
    }

    /** The Secret as JSON with every value masked, when {@code value} is a Secret; empty otherwise. */
    private Optional<byte[]> maskedSecret(byte[] value) {
        if (value == null || value.length == 0) {
            return Optional.empty();
        }
        Optional<KubeValue> decoded;
        try {
            decoded = decoder.decode(value);
        } catch (KubeDecodeException notKubernetes) {
            return Optional.empty();
        }
        if (decoded.isEmpty() || !(decoded.get() instanceof KubeObject object) || !object.isSecret()) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.writeValueAsBytes(SecretData.masked(object, Set.of())));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain nodes always serialises", e);
        }
    }

    private static WatchEvent masked(WatchEvent e, Optional<byte[]> value, Optional<byte[]> previous) {
        return new WatchEvent(e.revision(), e.type(), e.key(), value.orElse(e.value()), e.version(),
                e.createRevision(), e.lease(), previous.orElse(e.prevValue()), e.prevModRevision(), e.prevKnown(),
                e.receivedMillis());
    }
}
