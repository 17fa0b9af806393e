package io.etcdexplorer.space;

/** What the space tab shows: the sizes of what exists, or the churn between two revisions. */
public enum SpaceMode {
    SIZES("Sizes"),
    CHURN("Churn");

    private final String label;

    SpaceMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
