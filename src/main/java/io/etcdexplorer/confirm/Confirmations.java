package io.etcdexplorer.confirm;

/** Asks the user before a risky write; the view shows a dialog, tests answer directly. */
@FunctionalInterface
public interface Confirmations {

    /** True when the user agreed. */
    boolean confirm(String title, String message);
}
