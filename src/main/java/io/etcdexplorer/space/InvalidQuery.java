package io.etcdexplorer.space;

/** What is wrong with what the user typed (a prefix, a revision) and what to type instead, in the tab's words. */
final class InvalidQuery extends Exception {

    InvalidQuery(String message) {
        super(message);
    }
}
