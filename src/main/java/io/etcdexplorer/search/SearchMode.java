package io.etcdexplorer.search;

/** What a search looks at, and where the work happens. */
public enum SearchMode {
    /** Keys starting with the text: one server-side range request per page. */
    PREFIX("Key prefix", false, false),
    KEY_CONTAINS("Key contains", false, false),
    KEY_REGEX("Key regex", false, true),
    /** Values are read page by page; a cap on the bytes read keeps a search of a big cluster bounded. */
    VALUE_CONTAINS("Value contains", true, false),
    VALUE_REGEX("Value regex", true, true);

    private final String label;
    private final boolean values;
    private final boolean regex;

    SearchMode(String label, boolean values, boolean regex) {
        this.label = label;
        this.values = values;
        this.regex = regex;
    }

    public String label() {
        return label;
    }

    public boolean readsValues() {
        return values;
    }

    public boolean isRegex() {
        return regex;
    }

    @Override
    public String toString() {
        return label;
    }
}
