package io.etcdexplorer.search;

import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ValuePage;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueRenderer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Scans the keyspace (or one prefix) page by page and reports matches as they are found. Blocking: runs on the
 * background executor. Every page is a bounded range request, so a search never loads the whole keyspace at
 * once and stops promptly when cancelled.
 */
public final class KeySearch {

    private static final Messages TEXT = Messages.of(KeySearch.class);

    /** Why a search stopped before the end of the range. */
    public enum Outcome { COMPLETE, CANCELLED, BYTE_CAP_REACHED, HIT_CAP_REACHED }

    static final int KEY_PAGE = 10_000;
    static final int VALUE_PAGE = 500;
    private static final int SNIPPET_CONTEXT = 40;

    private final KeyReads session;

    public KeySearch(KeyReads session) {
        this.session = session;
    }

    /** Compiles the query, or explains what is wrong with it (a regex error points at the position). */
    public static Predicate<String> matcher(SearchMode mode, String query) {
        if (mode.isRegex()) {
            try {
                Pattern pattern = Pattern.compile(query);
                return text -> pattern.matcher(text).find();
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException(TEXT.format("badRegex", e.getDescription(), e.getIndex()));
            }
        }
        return text -> text.contains(query);
    }

    /**
     * Runs the search.
     *
     * @param scope    only keys starting with these bytes (empty: the whole keyspace)
     * @param byteCap  value searches stop after reading this many value bytes
     * @param hitCap   stop after this many matches
     */
    public Outcome run(SearchMode mode, String query, byte[] scope, long byteCap, int hitCap,
                       Consumer<SearchProgress> sink, BooleanSupplier cancelled) {
        byte[] from = mode == SearchMode.PREFIX ? KeyText.parse(query) : scope;
        byte[] end = from.length == 0 ? new byte[]{0} : prefixEnd(from);
        from = from.length == 0 ? new byte[]{0} : from;
        Predicate<String> test = mode == SearchMode.PREFIX ? text -> true : matcher(mode, query);
        Pattern regex = mode.readsValues() && mode.isRegex() ? Pattern.compile(query) : null;
        long keys = 0;
        long bytes = 0;
        int hits = 0;
        while (true) {
            if (cancelled.getAsBoolean()) {
                return Outcome.CANCELLED;
            }
            ValuePage page = session.range(from, end, mode.readsValues() ? VALUE_PAGE : KEY_PAGE,
                    mode.readsValues());
            List<SearchHit> found = new ArrayList<>();
            for (KeyValueData entry : page.entries()) {
                keys++;
                byte[] key = entry.key();
                String keyText = KeyText.display(key);
                if (mode.readsValues()) {
                    byte[] value = entry.value();
                    bytes += value.length;
                    String text = ValueRenderer.text(value);
                    if (test.test(text)) {
                        found.add(new SearchHit(key, keyText, entry.meta().modRevision(), value.length,
                                snippet(text, query, regex)));
                    }
                } else if (test.test(keyText)) {
                    found.add(new SearchHit(key, keyText, entry.meta().modRevision(), -1, ""));
                }
            }
            hits += found.size();
            sink.accept(new SearchProgress(found, keys, bytes));
            if (hits >= hitCap) {
                return Outcome.HIT_CAP_REACHED;
            }
            if (mode.readsValues() && bytes >= byteCap) {
                return page.more() ? Outcome.BYTE_CAP_REACHED : Outcome.COMPLETE;
            }
            if (!page.more() || page.entries().isEmpty()) {
                return Outcome.COMPLETE;
            }
            byte[] last = page.lastKey();
            from = Arrays.copyOf(last, last.length + 1);
        }
    }

    /** The smallest key greater than every key starting with {@code prefix}, as etcdctl's --prefix uses. */
    static byte[] prefixEnd(byte[] prefix) {
        byte[] end = Arrays.copyOf(prefix, prefix.length);
        for (int i = end.length - 1; i >= 0; i--) {
            if (end[i] != (byte) 0xff) {
                end[i]++;
                return Arrays.copyOf(end, i + 1);
            }
        }
        return new byte[]{0}; // all 0xff: no upper bound
    }

    static String snippet(String text, String query, Pattern regex) {
        int start;
        int length;
        if (regex != null) {
            Matcher m = regex.matcher(text);
            if (!m.find()) {
                return "";
            }
            start = m.start();
            length = m.end() - m.start();
        } else {
            start = text.indexOf(query);
            length = query.length();
        }
        int from = Math.max(0, start - SNIPPET_CONTEXT);
        int to = Math.min(text.length(), start + length + SNIPPET_CONTEXT);
        String around = text.substring(from, to).replaceAll("\\s+", " ");
        return (from > 0 ? "…" : "") + around + (to < text.length() ? "…" : "");
    }
}
