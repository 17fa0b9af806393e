package io.etcdexplorer.viewer;

import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.kubernetes.KubeDecodeException;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.values.ValueKind;
import io.etcdexplorer.values.ValueRenderer;

import java.util.Optional;

/** Reads one value for the value pane (now or at a revision) and decodes it once; runs off the UI thread. */
final class ValueLoads {

    /** A value as read, with what decoding found in it. */
    record Loaded(KeyValueData data, ValueRendering.Decoded decoded) {
    }

    private final KubeDecoder decoder;

    ValueLoads(KubeDecoder decoder) {
        this.decoder = decoder;
    }

    /** The key at {@code revision} (0: now), empty if it does not exist there. */
    Optional<Loaded> load(KeyReads session, byte[] path, long revision) {
        return session.get(path, revision).map(data -> new Loaded(data, decode(data.value())));
    }

    private ValueRendering.Decoded decode(byte[] bytes) {
        try {
            return decoder.decode(bytes).map(kube -> new ValueRendering.Decoded(kube, ""))
                    .orElse(ValueRendering.Decoded.NONE);
        } catch (KubeDecodeException e) {
            return new ValueRendering.Decoded(null, e.getMessage());
        }
    }

    /** Size, kind, version, revisions and lease, in one line. */
    static String describe(KeyValueData data, ValueKind detected) {
        KeyMeta meta = data.meta();
        String lease = meta.lease() == 0 ? "" : " · lease " + Long.toHexString(meta.lease());
        return ValueRenderer.humanSize(data.value().length) + " · " + detected.label()
                + " · version " + meta.version() + " · created at rev " + meta.createRevision()
                + " · modified at rev " + meta.modRevision() + lease;
    }
}
