package io.etcdexplorer.kubernetes;

/** A value that looks like a Kubernetes value but cannot be read; the message names the cause and what to do. */
public final class KubeDecodeException extends Exception {

    public KubeDecodeException(String message) {
        super(message);
    }

    public KubeDecodeException(String message, Throwable cause) {
        super(message, cause);
    }
}
