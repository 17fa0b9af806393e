package io.etcdexplorer.values;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.events.CollectionEndEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.parser.Parser;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;

/**
 * SnakeYAML's parser events with a nesting limit. Its own limit guards only the composer, which the editor skips;
 * the scanner keeps a possible key for every open flow collection and looks at all of them on every token, so
 * 200 KB of {@code [[[...]]]} took 16 s to check and formatting {@code {a: {a: ...}}} ran out of memory. Jackson
 * stops JSON at the same depth.
 */
final class YamlEvents {

    /** As Jackson's default for JSON; Kubernetes objects nest a few dozen levels. */
    static final int MAX_DEPTH = 1000;

    private final Parser parser;
    private int depth;

    /** Default loader options, as Jackson's YAML factory (and so the value viewer) uses them. */
    YamlEvents(String text, boolean comments) {
        LoaderOptions options = new LoaderOptions();
        options.setProcessComments(comments);
        parser = new ParserImpl(new StreamReader(text), options);
    }

    /**
     * The next event.
     *
     * @throws org.yaml.snakeyaml.error.YAMLException when the text is invalid or nests deeper than {@link #MAX_DEPTH}
     */
    Event next() {
        Event event = parser.getEvent();
        if (event instanceof CollectionStartEvent && ++depth > MAX_DEPTH) {
            throw new TooDeep(event.getStartMark());
        } else if (event instanceof CollectionEndEvent) {
            depth--;
        }
        return event;
    }

    /** Reported like a syntax error, at the collection that goes one level too deep. */
    static final class TooDeep extends MarkedYAMLException {
        TooDeep(Mark mark) {
            super(null, null, "collections nest more than " + MAX_DEPTH + " levels deep here, deeper than Format"
                    + " and the YAML check go: flatten it, or save it from the Text view", mark);
        }
    }
}
