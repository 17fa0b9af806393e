package io.etcdexplorer.viewer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.kubernetes.KubeDecodeException;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.values.ValueKind;

import java.util.Optional;

/** Reads one value for the value pane (now or at a revision) and decodes it once; runs off the UI thread. */
final class ValueLoads {

    private static final Messages TEXT = Messages.of(ValueLoads.class);

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
        String size = Units.bytes(data.value().length);
        String version = String.valueOf(meta.version());
        String created = String.valueOf(meta.createRevision());
        String modified = String.valueOf(meta.modRevision());
        return meta.lease() == 0 ? TEXT.format("details", size, detected.label(), version, created, modified)
                : TEXT.format("detailsLease", size, detected.label(), version, created, modified,
                Long.toHexString(meta.lease()));
    }
}
