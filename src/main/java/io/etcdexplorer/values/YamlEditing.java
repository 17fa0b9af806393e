package io.etcdexplorer.values;

import io.etcdexplorer.i18n.Messages;
import java.io.IOException;
import java.io.StringWriter;
import java.util.BitSet;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.comments.CommentType;
import org.yaml.snakeyaml.emitter.Emitter;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.CollectionEndEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.CommentEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.MappingStartEvent;
import org.yaml.snakeyaml.events.SequenceStartEvent;

/**
 * Checks and re-indents YAML at the level of SnakeYAML's parser events, the layer Jackson's YAML parser is built
 * on. Events keep what a tree would lose: key order, anchors and aliases, tags, scalar styles and the exact
 * scalar text (so {@code 1.10}, {@code 0o17} and 30-digit numbers stay as written), and comments. Skipping
 * Jackson's scalar typing also makes a check of 1.5 MiB several times cheaper.
 */
final class YamlEditing {

    private static final Messages TEXT = Messages.of(YamlEditing.class);

    private YamlEditing() {
    }

    /** The first problem, or null when the text is a valid YAML stream (any number of documents, even none). */
    static ValueEditing.Problem check(String text) {
        try {
            // Only the parser's complaints matter: nothing is built from the events.
            YamlEvents events = new YamlEvents(text, false);
            Event event;
            do {
                event = events.next();
            } while (!event.is(Event.ID.StreamEnd));
            return null;
        } catch (YAMLException e) {
            return YamlProblems.of(e);
        }
    }

    /**
     * The same documents in block style: flow collections ({@code {a: 1}}, {@code [1, 2]}) become indented
     * blocks, two spaces a level, lines never wrapped. Scalars keep their style; a tagged plain scalar comes back
     * quoted ({@code !t 2} as {@code !t '2'}), which SnakeYAML's emitter insists on and which means the same.
     */
    static String format(String text) throws InvalidValueException {
        try {
            YamlMeaning meaning = YamlMeaning.of(text);
            // SnakeYAML's comment support is young: if it trips over a comment somewhere, formatting without
            // comments beats not formatting.
            String formatted = emitOrNull(text, true, meaning);
            if (formatted == null) {
                formatted = emitOrNull(text, false, meaning);
            }
            if (formatted == null) {
                throw new InvalidValueException(TEXT.get("yaml.cannotReindent"), 0, 0, null);
            }
            return formatted;
        } catch (YAMLException e) {
            throw TextProblems.exception(YamlProblems.of(e), e);
        }
    }

    /** The re-emitted text, or null when emitting fails or the result would not mean the same. */
    private static String emitOrNull(String text, boolean comments, YamlMeaning meaning) {
        try {
            String formatted = emit(text, comments);
            return meaning.isMeaningOf(formatted) ? formatted : null;
        } catch (YAMLException | IOException e) {
            // IOException cannot happen with a StringWriter; YAMLException is the emitter refusing the events.
            return null;
        }
    }

    private static String emit(String text, boolean comments) throws IOException {
        DumperOptions options = new DumperOptions();
        options.setIndent(2);
        options.setSplitLines(false);
        options.setAllowUnicode(true);
        options.setProcessComments(comments);
        options.setLineBreak(DumperOptions.LineBreak.UNIX);
        StringWriter out = new StringWriter(text.length() + text.length() / 4);
        Emitter emitter = new Emitter(out, options);
        YamlEvents events = new YamlEvents(text, comments);
        // Which open collections were written in flow style, to know when one of them has just ended.
        BitSet flow = new BitSet();
        int depth = 0;
        boolean afterFlow = false;
        Event event;
        do {
            event = events.next();
            if (afterFlow && event instanceof CommentEvent
                    && ((CommentEvent) event).getCommentType() == CommentType.IN_LINE) {
                // "a: {b: 1}  # note": the emitter takes no comment after a block it did not start itself, so
                // the note moves to a line of its own after the block.
                CommentEvent comment = (CommentEvent) event;
                event = new CommentEvent(CommentType.BLOCK, comment.getValue(), comment.getStartMark(),
                        comment.getEndMark());
            }
            afterFlow = false;
            if (event instanceof CollectionStartEvent) {
                flow.set(depth++, ((CollectionStartEvent) event).isFlow());
            } else if (event instanceof CollectionEndEvent && depth > 0) {
                afterFlow = flow.get(--depth);
            }
            emitter.emit(block(event));
        } while (!event.is(Event.ID.StreamEnd));
        return out.toString();
    }

    private static Event block(Event event) {
        if (event instanceof MappingStartEvent && ((MappingStartEvent) event).isFlow()) {
            MappingStartEvent m = (MappingStartEvent) event;
            return new MappingStartEvent(m.getAnchor(), m.getTag(), m.getImplicit(), m.getStartMark(),
                    m.getEndMark(), DumperOptions.FlowStyle.BLOCK);
        }
        if (event instanceof SequenceStartEvent && ((SequenceStartEvent) event).isFlow()) {
            SequenceStartEvent s = (SequenceStartEvent) event;
            return new SequenceStartEvent(s.getAnchor(), s.getTag(), s.getImplicit(), s.getStartMark(),
                    s.getEndMark(), DumperOptions.FlowStyle.BLOCK);
        }
        return event;
    }
}
