package io.etcdexplorer.etcd;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hides the password of URLs written {@code scheme://user:password@host}: {@code http://root:pw@host:2379} is shown
 * as {@code http://root:***@host:2379}. etcd never reads such a password (jetcd and etcdctl ignore the user part),
 * but users paste such URLs, and whatever shows an endpoint (status line, doctor report, etcdctl command, error
 * messages, the operation log) must not print it back. The URL itself stays as typed for dialling.
 */
public final class MaskedUrls {

    /** The password runs to the last {@code @} before a slash, a comma or a blank: it may contain {@code @} itself. */
    private static final Pattern USERINFO =
            Pattern.compile("(?i)\\b([a-z][a-z0-9+.-]*://[^\\s,/@:]*):[^\\s,/]*@");

    public static final String MASK = "***";

    private MaskedUrls() {
    }

    /** {@code text} with the password of every URL in it replaced by {@value #MASK}; null stays null. */
    public static String mask(String text) {
        if (text == null || text.indexOf('@') < 0) {
            return text;
        }
        return USERINFO.matcher(text).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + ":" + MASK + "@"));
    }
}
