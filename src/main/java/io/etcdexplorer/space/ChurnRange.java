package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;

/**
 * The two revisions of a churn breakdown as the user typed them, checked against the history etcd still keeps:
 * empty A means the oldest revision kept, empty B means now.
 *
 * @param from the first revision (exclusive, as {@link SpaceSource#churn} counts)
 * @param to   the last revision (inclusive)
 */
record ChurnRange(long from, long to) {

    private static final Messages TEXT = Messages.of(ChurnRange.class);

    /** Reads the two fields; {@code oldest} and {@code current} are the timeline's bounds. */
    static ChurnRange parse(String fromText, String toText, long oldest, long current) throws InvalidQuery {
        long from = number(fromText, oldest, "A");
        long to = number(toText, current, "B");
        if (from < oldest) {
            throw new InvalidQuery(TEXT.format("range.compacted", String.valueOf(from), String.valueOf(oldest)));
        }
        if (to > current) {
            throw new InvalidQuery(TEXT.format("range.future", String.valueOf(to), String.valueOf(current)));
        }
        if (from >= to) {
            throw new InvalidQuery(TEXT.format("range.order", String.valueOf(from), String.valueOf(to)));
        }
        return new ChurnRange(from, to);
    }

    private static long number(String text, long empty, String which) throws InvalidQuery {
        String trimmed = text == null ? "" : text.strip();
        if (trimmed.isEmpty()) {
            return empty;
        }
        try {
            long revision = Long.parseLong(trimmed);
            if (revision >= 1) {
                return revision;
            }
        } catch (NumberFormatException notANumber) {
            // worded below, with the field it came from
        }
        throw new InvalidQuery(TEXT.format(which.equals("A") ? "range.notNumberA" : "range.notNumberB", trimmed));
    }
}
