package io.etcdexplorer.editor.highlight;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/**
 * Collects the lexers' styled ranges into style spans. Lexers only name the ranges they recognise; the gaps get
 * the empty style here, and the spans always add up to exactly the text's length, which the code area requires.
 */
final class SpanSink {

    static final Collection<String> NONE = Collections.emptyList();

    private final StyleSpansBuilder<Collection<String>> builder = new StyleSpansBuilder<>();
    private final int length;
    /** End of what has been added so far; ranges must come in order and are clipped to stay after it. */
    private int done;

    SpanSink(int length) {
        this.length = length;
    }

    /** One shared list per style class, so a million spans do not mean a million lists. */
    static Collection<String> style(String styleClass) {
        return List.of(styleClass);
    }

    /** Styles {@code [start, end)}; overlapping, reversed or out-of-range parts are dropped rather than thrown. */
    void add(int start, int end, Collection<String> style) {
        int from = Math.max(start, done);
        int to = Math.min(end, length);
        if (to <= from) {
            return;
        }
        if (from > done) {
            builder.add(NONE, from - done);
        }
        builder.add(style, to - from);
        done = to;
    }

    StyleSpans<Collection<String>> create() {
        // The builder needs at least one span, even for empty text.
        builder.add(NONE, length - done);
        done = length;
        return builder.create();
    }
}
