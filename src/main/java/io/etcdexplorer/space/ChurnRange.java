package io.etcdexplorer.space;

/**
 * The two revisions of a churn breakdown as the user typed them, checked against the history etcd still keeps:
 * empty A means the oldest revision kept, empty B means now.
 *
 * @param from the first revision (exclusive, as {@link SpaceSource#churn} counts)
 * @param to   the last revision (inclusive)
 */
record ChurnRange(long from, long to) {

    /** Reads the two fields; {@code oldest} and {@code current} are the timeline's bounds. */
    static ChurnRange parse(String fromText, String toText, long oldest, long current) throws InvalidQuery {
        long from = number(fromText, oldest, "A");
        long to = number(toText, current, "B");
        if (from < oldest) {
            throw new InvalidQuery("Revision A (" + from + ") is compacted: etcd keeps history from revision " + oldest
                    + " on. Set A to " + oldest + " or later, or leave it empty for the oldest kept.");
        }
        if (to > current) {
            throw new InvalidQuery("Revision B (" + to + ") is in the future: the cluster is at revision " + current
                    + ". Set B to " + current + " or less, or leave it empty for now.");
        }
        if (from >= to) {
            throw new InvalidQuery("Revision A (" + from + ") must be before revision B (" + to + "): the churn counts"
                    + " the changes after A up to B.");
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
        throw new InvalidQuery("Revision " + which + " must be a revision number (1 or more), not \"" + trimmed
                + "\"; leave it empty for " + (which.equals("A") ? "the oldest kept." : "now."));
    }
}
