package io.etcdexplorer.logging;

import io.etcdexplorer.etcd.MaskedUrls;

import java.util.regex.Pattern;

/**
 * The last line of defence before text reaches the log file: a URL's password and a PEM private key block are
 * masked whoever logged them (a library's exception message included). The app's own log lines never hold a
 * secret in the first place; this catches what nobody thought of.
 */
public final class Redaction {

    /** From the BEGIN line to its END line, whatever kind of key (RSA, EC, ENCRYPTED, OPENSSH...). */
    private static final Pattern PRIVATE_KEY = Pattern.compile(
            "-----BEGIN ([A-Z0-9 ]*PRIVATE KEY)-----.*?(-----END \\1-----|\\z)", Pattern.DOTALL);

    private Redaction() {
    }

    /** {@code text} with URL passwords and private key blocks replaced by {@value MaskedUrls#MASK}. */
    public static String mask(String text) {
        if (text == null) {
            return null;
        }
        String masked = MaskedUrls.mask(text);
        if (masked.contains("PRIVATE KEY-----")) {
            masked = PRIVATE_KEY.matcher(masked).replaceAll("-----BEGIN $1----- " + MaskedUrls.MASK + " -----END $1-----");
        }
        return masked;
    }
}
