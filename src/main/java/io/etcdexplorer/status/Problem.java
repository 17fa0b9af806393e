package io.etcdexplorer.status;

import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.MaskedUrls;
import io.etcdexplorer.etcd.Vocabulary;

import java.util.List;

/**
 * Something that went wrong, in words for the user: what happened and what to do, in the window's words. The
 * commands the fix asks for are kept as commands ({@link #commands()}), so the banner offers each for copying.
 */
public record Problem(String message, Advice fix) {

    /** Never shows a URL's password, whoever built the problem. */
    public Problem {
        message = MaskedUrls.mask(message);
        fix = fix == null ? Advice.NONE : fix.masked();
    }

    /** What to do, with its commands in backquotes; empty when there is nothing to advise. */
    public String hint() {
        return fix.text();
    }

    /** The commands in the fix, exactly as they are to be typed. */
    public List<String> commands() {
        return fix.commands();
    }

    public static Problem of(Throwable failure, String target) {
        return of(EtcdErrors.translate(failure, target));
    }

    /** The explanation as the window words it. */
    public static Problem of(EtcdAccessException explained) {
        return new Problem(explained.getMessage(), explained.advice(Vocabulary.GUI));
    }

    public static Problem of(String message, String hint) {
        return new Problem(message, Advice.of(hint));
    }
}
