package io.etcdexplorer.profiles.importers;

import java.util.List;
import java.util.stream.Collectors;

/** A shell word as written: literal text and the references a shell would expand in it. */
record ShellWord(List<Part> parts) {

    enum PartKind { LITERAL, VARIABLE, COMMAND }

    /** {@code text} is the literal text or the reference as written ($HOME, $(cat f)); {@code name} a variable's. */
    record Part(PartKind kind, String text, String name) {
        static Part literal(String text) {
            return new Part(PartKind.LITERAL, text, null);
        }
    }

    static ShellWord literal(String text) {
        return new ShellWord(List.of(Part.literal(text)));
    }

    /** The word with quotes removed and references left as written. */
    String raw() {
        return parts.stream().map(Part::text).collect(Collectors.joining());
    }
}
