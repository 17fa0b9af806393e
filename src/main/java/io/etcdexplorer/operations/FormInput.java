package io.etcdexplorer.operations;

import io.etcdexplorer.values.KeyText;

import static io.etcdexplorer.operations.OperationForm.TEXT;

/**
 * Reads the text fields of the operation forms. Each method returns the value, or the sentence to show next to the
 * field; a form sends nothing while any of its fields has one, so etcd never sees a guessed value.
 */
final class FormInput {

    /** A field's value, or why the text is not one ({@code problem} non-empty). */
    record Parsed<T>(T value, String problem) {

        static <T> Parsed<T> of(T value) {
            return new Parsed<>(value, "");
        }

        static <T> Parsed<T> problem(String problem) {
            return new Parsed<>(null, problem);
        }

        boolean ok() {
            return problem.isEmpty();
        }
    }

    private FormInput() {
    }

    /**
     * A key typed with the tree's escapes ({@code \xNN} for raw bytes). Empty is allowed only with a prefix, where
     * it means every key, as etcdctl's {@code ""} does.
     */
    static Parsed<byte[]> key(String text, boolean prefix) {
        if (text.isEmpty() && !prefix) {
            return Parsed.problem(TEXT.get("input.keyMissing"));
        }
        return parsed(text);
    }

    /** The one key a put writes; etcd has no empty key. */
    static Parsed<byte[]> keyToWrite(String text) {
        return text.isEmpty() ? Parsed.problem(TEXT.get("input.keyToWrite")) : parsed(text);
    }

    private static Parsed<byte[]> parsed(String text) {
        try {
            return Parsed.of(KeyText.parse(text));
        } catch (IllegalArgumentException e) {
            return Parsed.problem(TEXT.format("input.keyInvalid", e.getMessage()));
        }
    }

    /** Empty or 0: the latest revision. */
    static Parsed<Long> revision(String text) {
        return nonNegative(text, "input.revision");
    }

    /** Empty or 0: no limit. */
    static Parsed<Long> limit(String text) {
        return nonNegative(text, "input.limit");
    }

    static Parsed<Long> ttl(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return Parsed.problem(TEXT.get("input.ttlMissing"));
        }
        try {
            long ttl = Long.parseLong(t);
            if (ttl > 0) {
                return Parsed.of(ttl);
            }
        } catch (NumberFormatException e) {
            // worded below, like every other rejected text
        }
        return Parsed.problem(TEXT.format("input.ttl", t));
    }

    /** A lease id in hex, as etcdctl prints and parses it; a leading 0x is accepted. */
    static Parsed<Long> leaseId(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return Parsed.problem(TEXT.get("input.leaseIdMissing"));
        }
        try {
            long id = Long.parseUnsignedLong(t.replaceFirst("^0[xX]", ""), 16);
            if (id != 0) {
                return Parsed.of(id);
            }
        } catch (NumberFormatException e) {
            // worded below
        }
        return Parsed.problem(TEXT.format("input.leaseId", t));
    }

    /**
     * What to show next to a field while the user types: nothing for an empty field (the form says what is missing
     * when run), otherwise the field's own problem.
     */
    static String live(String text, Parsed<?> parsed) {
        return text.isBlank() ? "" : parsed.problem();
    }

    /** {@code rule} names the text that says what the field takes. */
    private static Parsed<Long> nonNegative(String text, String rule) {
        String t = text.strip();
        if (t.isEmpty()) {
            return Parsed.of(0L);
        }
        try {
            long value = Long.parseLong(t);
            if (value >= 0) {
                return Parsed.of(value);
            }
        } catch (NumberFormatException e) {
            // worded below
        }
        return Parsed.problem(TEXT.format(rule, t));
    }
}
