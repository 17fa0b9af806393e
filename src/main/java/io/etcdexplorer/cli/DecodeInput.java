package io.etcdexplorer.cli;

import io.etcdexplorer.i18n.Messages;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.etcdexplorer.kubernetes.KubeDecoder;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What was piped into {@code decode}, told apart by its first bytes: the output of {@code etcdctl get -w json}
 * (many keys), or one value as {@code etcdctl get KEY [--print-value-only]} prints it. Users have either at hand
 * and should not need a flag to say which.
 */
sealed interface DecodeInput {

    /** The verb's texts; an interface's field is public, but the interface is not. */
    Messages TEXT = Messages.of(DecodeInput.class);

    ObjectMapper JSON = JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();
    String VALUE_EXAMPLE = "etcdctl get KEY --print-value-only | java -jar etcd-explorer.jar decode";
    String PREFIX_EXAMPLE = "etcdctl get --prefix /registry/pods/ -w json | java -jar etcd-explorer.jar decode";

    /**
     * One value; each candidate is a way to read it, tried in order (see {@link #candidates}).
     */
    record Value(List<byte[]> candidates) implements DecodeInput {
    }

    /** The keys of {@code etcdctl get -w json}, in etcdctl's order. */
    record Keys(List<EtcdctlKvs.Kv> kvs) implements DecodeInput {
    }

    /** Why the input cannot be decoded at all, with the fix: printed as it is, exit code 1. */
    final class BadInput extends Exception {
        BadInput(String message) {
            super(message);
        }
    }

    /** Tells what {@code input} is; JSON is parsed here, a single value is left to the decoder. */
    static DecodeInput detect(byte[] input) throws BadInput {
        int first = firstNonBlank(input);
        if (first == input.length) {
            throw new BadInput(TEXT.format(input.length == 0 ? "decode.inputEmpty" : "decode.inputBlank",
                    VALUE_EXAMPLE, PREFIX_EXAMPLE));
        }
        if (KubeDecoder.hasKubernetesPrefix(input) || input[first] != '{') {
            return new Value(candidates(input));
        }
        JsonNode json;
        try {
            json = JSON.readTree(input);
        } catch (JsonProcessingException e) {
            String what = e.getOriginalMessage().startsWith("Unexpected end-of-input") ? TEXT.get("decode.endsEarly")
                    : e.getOriginalMessage().lines().findFirst().orElse("");
            String shown = e.getLocation() == null ? what : TEXT.format("decode.at", what,
                    e.getLocation().getLineNr(), e.getLocation().getColumnNr());
            throw new BadInput(TEXT.format("decode.badJson", shown, PREFIX_EXAMPLE));
        } catch (IOException e) {
            throw new BadInput(TEXT.format("decode.unreadableJson", e.getMessage()));
        }
        if (EtcdctlKvs.isEtcdctlOutput(json)) {
            return new Keys(EtcdctlKvs.read(json));
        }
        if (json.hasNonNull("apiVersion") && json.hasNonNull("kind")) {
            return new Value(candidates(input));
        }
        throw new BadInput(TEXT.format("decode.otherJson", fields(json), PREFIX_EXAMPLE, VALUE_EXAMPLE));
    }

    /**
     * The input as given, without the one trailing newline etcdctl adds, and without the key line that
     * "etcdctl get" prints first. The exact bytes are tried first: a protobuf value may itself end in 0x0a.
     */
    private static List<byte[]> candidates(byte[] input) {
        byte[] value = input;
        if (!KubeDecoder.hasKubernetesPrefix(input) && input[firstNonBlank(input)] != '{') {
            int newline = indexOf(input, (byte) '\n');
            if (newline >= 0) {
                value = Arrays.copyOfRange(input, newline + 1, input.length);
            }
        }
        if (value.length > 0 && value[value.length - 1] == '\n') {
            return List.of(value, Arrays.copyOf(value, value.length - 1));
        }
        return List.of(value);
    }

    private static String fields(JsonNode json) {
        if (!json.isObject()) {
            return TEXT.get("decode.noFields");
        }
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(n -> names.add("\"" + n + "\""));
        if (names.isEmpty()) {
            return TEXT.get("decode.noFields");
        }
        String shown = String.join(", ", names.subList(0, Math.min(5, names.size())));
        return names.size() > 5 ? TEXT.format("decode.fieldsMore", shown, names.size() - 5)
                : TEXT.format("decode.fields", shown);
    }

    private static int firstNonBlank(byte[] input) {
        int i = 0;
        while (i < input.length && (input[i] == ' ' || input[i] == '\n' || input[i] == '\r' || input[i] == '\t')) {
            i++;
        }
        return i;
    }

    private static int indexOf(byte[] bytes, byte b) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
