package io.etcdexplorer.status;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.MaskedUrls;

/** Something that went wrong, in words for the user: what happened and what to do. */
public record Problem(String message, String hint) {

    /** Never shows a URL's password, whoever built the problem. */
    public Problem {
        message = MaskedUrls.mask(message);
        hint = MaskedUrls.mask(hint);
    }

    public static Problem of(Throwable failure, String target) {
        EtcdAccessException e = EtcdErrors.translate(failure, target);
        return new Problem(e.getMessage(), e.hint());
    }

    public static Problem of(String message, String hint) {
        return new Problem(message, hint == null ? "" : hint);
    }
}
