package io.etcdexplorer.etcd.ops;

/** A transaction compare's relation, with the symbol etcdctl's txn syntax uses for it. */
public enum CompareOp {
    EQUAL("="), NOT_EQUAL("!="), LESS("<"), GREATER(">");

    private final String symbol;

    CompareOp(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }
}
