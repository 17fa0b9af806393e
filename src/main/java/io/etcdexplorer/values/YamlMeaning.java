package io.etcdexplorer.values;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.CommentEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * What a stream of YAML events means, with layout, styles and comments left out, so that formatting can prove
 * it changed nothing else. SnakeYAML's emitter was written for its own event streams; fed a parsed document
 * with comments in unusual places it can now and then write YAML that reads back differently, and a value
 * store must not have its data changed by a "format" button.
 */
final class YamlMeaning {

    private static final String STRING_TAG = "tag:yaml.org,2002:str";
    /** Only read after construction, so one instance serves every thread. */
    private static final Resolver RESOLVER = new Resolver();

    private final List<String> events = new ArrayList<>();

    private YamlMeaning() {
    }

    /**
     * The meaning of the text as the checks see it: parsed without comment processing, which in SnakeYAML is a
     * separate code path that can read odd documents differently.
     *
     * @throws YAMLException when the text is not valid YAML
     */
    static YamlMeaning of(String yaml) {
        YamlMeaning meaning = new YamlMeaning();
        YamlEvents events = new YamlEvents(yaml, false);
        Event event;
        do {
            event = events.next();
            String signature = signature(event);
            if (signature != null) {
                meaning.events.add(signature);
            }
        } while (!event.is(Event.ID.StreamEnd));
        return meaning;
    }

    /** True when the YAML is valid and means the same. */
    boolean isMeaningOf(String yaml) {
        try {
            return events.equals(of(yaml).events);
        } catch (YAMLException e) {
            return false;
        }
    }

    private static String signature(Event event) {
        if (event instanceof CommentEvent) {
            return null;
        }
        if (event instanceof ScalarEvent) {
            ScalarEvent scalar = (ScalarEvent) event;
            return "scalar " + scalar.getAnchor() + " " + type(scalar) + " " + scalar.getValue();
        }
        if (event instanceof CollectionStartEvent) {
            CollectionStartEvent start = (CollectionStartEvent) event;
            return event.getEventId() + " " + start.getAnchor() + " " + start.getTag();
        }
        if (event instanceof AliasEvent) {
            return "alias " + ((AliasEvent) event).getAnchor();
        }
        // Document markers, directives and ends carry no data once tags are resolved.
        return event.getEventId().name();
    }

    /** The type a loader gives the scalar: its tag, or for untagged ones what plain or quoted text implies. */
    private static String type(ScalarEvent scalar) {
        String tag = scalar.getTag();
        if (tag != null && !"!".equals(tag)) {
            return tag;
        }
        return tag == null && scalar.isPlain() ? RESOLVER.resolve(NodeId.scalar, scalar.getValue(), true).getValue()
                : STRING_TAG;
    }
}
