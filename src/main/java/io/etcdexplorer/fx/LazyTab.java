package io.etcdexplorer.fx;

import javafx.scene.Node;
import javafx.scene.control.Tab;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * A tab whose content is made the first time the tab is selected, then kept. A workspace has a dozen tabs of which
 * one or two show; building every one at connect (editor with its highlighter, charts, tables) cost start-up time
 * and memory for panels the user may never open (bench/README, "Start-up and idle"). The content is built in the
 * selection change, before the tab pane lays the tab out, so the user never sees an empty tab.
 */
public final class LazyTab<T extends Node> extends Tab {

    private final Supplier<T> make;
    private T content;

    public LazyTab(String text, String id, Supplier<T> make) {
        super(text);
        this.make = make;
        setId(id);
        selectedProperty().addListener((obs, was, now) -> {
            if (now) {
                built();
            }
        });
    }

    /** The content, made now if it was not yet. */
    public T built() {
        if (content == null) {
            content = make.get();
            setContent(content);
        }
        return content;
    }

    /** The content if the tab was ever selected; empty while it has not been built. */
    public Optional<T> ifBuilt() {
        return Optional.ofNullable(content);
    }

    /** Tells the content whether its tab shows (selected or not), from the moment it exists. */
    public LazyTab<T> onShown(ShownListener<T> listener) {
        selectedProperty().addListener((obs, was, now) -> ifBuilt().ifPresent(c -> listener.shown(c, now)));
        return this;
    }

    /** What a tab's content hears when its tab is selected or left. */
    @FunctionalInterface
    public interface ShownListener<T> {
        void shown(T content, boolean shown);
    }
}
