package io.etcdexplorer.search;

import io.etcdexplorer.i18n.Messages;

/** What a search looks at, and where the work happens. */
public enum SearchMode {
    /** Keys starting with the text: one server-side range request per page. */
    PREFIX("prefix", false, false),
    KEY_CONTAINS("keyContains", false, false),
    KEY_REGEX("keyRegex", false, true),
    /** Values are read page by page; a cap on the bytes read keeps a search of a big cluster bounded. */
    VALUE_CONTAINS("valueContains", true, false),
    VALUE_REGEX("valueRegex", true, true);

    private static final Messages TEXT = Messages.of(SearchMode.class);

    private final String key;
    private final boolean values;
    private final boolean regex;

    SearchMode(String key, boolean values, boolean regex) {
        this.key = key;
        this.values = values;
        this.regex = regex;
    }

    /** The mode's name in this run's language. */
    public String label() {
        return TEXT.get("mode." + key);
    }

    public boolean readsValues() {
        return values;
    }

    public boolean isRegex() {
        return regex;
    }

    @Override
    public String toString() {
        return label();
    }
}
