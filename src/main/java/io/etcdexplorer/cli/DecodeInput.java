package io.etcdexplorer.cli;

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
            throw new BadInput((input.length == 0 ? "the input is empty" : "the input holds only blank lines")
                    + ": there is no value to decode. etcdctl prints nothing for a key that does not exist; list the "
                    + "keys with etcdctl get --prefix --keys-only /registry/, then pipe one in (" + VALUE_EXAMPLE
                    + ") or many (" + PREFIX_EXAMPLE + ").");
        }
        if (KubeDecoder.hasKubernetesPrefix(input) || input[first] != '{') {
            return new Value(candidates(input));
        }
        JsonNode json;
        try {
            json = JSON.readTree(input);
        } catch (JsonProcessingException e) {
            String what = e.getOriginalMessage().startsWith("Unexpected end-of-input") ? "it ends too early"
                    : e.getOriginalMessage().lines().findFirst().orElse("");
            String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr();
            throw new BadInput("the input starts like JSON but is not valid JSON (" + what + where + "): it was cut "
                    + "short or changed on the way. Pipe etcdctl's output in unchanged, e.g. " + PREFIX_EXAMPLE + ".");
        } catch (IOException e) {
            throw new BadInput("the input cannot be read as JSON: " + e.getMessage());
        }
        if (EtcdctlKvs.isEtcdctlOutput(json)) {
            return new Keys(EtcdctlKvs.read(json));
        }
        if (json.hasNonNull("apiVersion") && json.hasNonNull("kind")) {
            return new Value(candidates(input));
        }
        throw new BadInput("the input is JSON, but neither the output of etcdctl get -w json (an object with "
                + "\"header\" and \"kvs\") nor a Kubernetes object (with \"apiVersion\" and \"kind\"); it has "
                + fields(json) + ". Pipe in what etcdctl prints: " + PREFIX_EXAMPLE + ", or " + VALUE_EXAMPLE + ".");
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
            return "no fields";
        }
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(n -> names.add("\"" + n + "\""));
        if (names.isEmpty()) {
            return "no fields";
        }
        String shown = String.join(", ", names.subList(0, Math.min(5, names.size())));
        return "the fields " + shown + (names.size() > 5 ? " and " + (names.size() - 5) + " more" : "");
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
