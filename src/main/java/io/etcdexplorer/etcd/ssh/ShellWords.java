package io.etcdexplorer.etcd.ssh;

import java.util.regex.Pattern;

/** Arguments written into the commands a fix offers, so that pasted into a POSIX shell they mean what they say. */
final class ShellWords {

    /** Characters no shell treats specially; anything else gets quoted. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=@%+,~-]+");

    private ShellWords() {
    }

    /** {@code text} as one shell word: as it is when that is safe, else in single quotes (a quote inside as '\''). */
    static String arg(String text) {
        return PLAIN.matcher(text).matches() ? text : quote(text);
    }

    /** Always in single quotes. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
