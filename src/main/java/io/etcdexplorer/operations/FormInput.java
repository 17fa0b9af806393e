package io.etcdexplorer.operations;

import io.etcdexplorer.values.KeyText;

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
            return Parsed.problem("Type a key, or tick Prefix with an empty key for every key.");
        }
        return parsed(text);
    }

    /** The one key a put writes; etcd has no empty key. */
    static Parsed<byte[]> keyToWrite(String text) {
        return text.isEmpty() ? Parsed.problem("Type the key to write.") : parsed(text);
    }

    private static Parsed<byte[]> parsed(String text) {
        try {
            return Parsed.of(KeyText.parse(text));
        } catch (IllegalArgumentException e) {
            return Parsed.problem("Not a valid key: " + e.getMessage() + " (write raw bytes as \\xNN).");
        }
    }

    /** Empty or 0: the latest revision. */
    static Parsed<Long> revision(String text) {
        return nonNegative(text, "The revision must be a whole number of 0 or more (empty or 0: the latest)");
    }

    /** Empty or 0: no limit. */
    static Parsed<Long> limit(String text) {
        return nonNegative(text, "The limit must be a whole number of 0 or more (empty or 0: no limit)");
    }

    static Parsed<Long> ttl(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return Parsed.problem("Type a TTL in seconds, e.g. 60.");
        }
        try {
            long ttl = Long.parseLong(t);
            if (ttl > 0) {
                return Parsed.of(ttl);
            }
        } catch (NumberFormatException e) {
            // worded below, like every other rejected text
        }
        return Parsed.problem("The TTL must be a whole number of seconds above 0, e.g. 60; \"" + t + "\" is not.");
    }

    /** A lease id in hex, as etcdctl prints and parses it; a leading 0x is accepted. */
    static Parsed<Long> leaseId(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return Parsed.problem("Type a lease id, or pick one from the lease list.");
        }
        try {
            long id = Long.parseUnsignedLong(t.replaceFirst("^0[xX]", ""), 16);
            if (id != 0) {
                return Parsed.of(id);
            }
        } catch (NumberFormatException e) {
            // worded below
        }
        return Parsed.problem("A lease id is a hexadecimal number as etcdctl prints it, e.g. 694d7f3a1b2c3d4e; \""
                + t + "\" is not.");
    }

    /**
     * What to show next to a field while the user types: nothing for an empty field (the form says what is missing
     * when run), otherwise the field's own problem.
     */
    static String live(String text, Parsed<?> parsed) {
        return text.isBlank() ? "" : parsed.problem();
    }

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
        return Parsed.problem(rule + "; \"" + t + "\" is not.");
    }
}
