package io.etcdexplorer.etcd;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Regroups keys arriving in pieces of any size into pages of at most {@code pageSize}, in arrival order. */
final class Pager {

    private final int pageSize;
    private final Consumer<KeyPage> sink;
    private List<KeyMeta> pending = new ArrayList<>();

    Pager(int pageSize, Consumer<KeyPage> sink) {
        this.pageSize = Math.max(1, pageSize);
        this.sink = sink;
    }

    void add(List<KeyMeta> keys) {
        int i = 0;
        while (i < keys.size()) {
            int take = Math.min(keys.size() - i, pageSize - pending.size());
            pending.addAll(keys.subList(i, i + take));
            i += take;
            if (pending.size() == pageSize) {
                emit(true);
            }
        }
    }

    /** Hands over a partial page, e.g. while waiting for the network; {@code always} even when nearly empty. */
    void flush(boolean always) {
        if (!pending.isEmpty() && (always || pending.size() >= pageSize / 8)) {
            emit(true);
        }
    }

    /** Sends what is left as the last page (possibly empty, so the consumer always hears the end). */
    void finish() {
        emit(false);
    }

    private void emit(boolean more) {
        List<KeyMeta> page = pending;
        pending = new ArrayList<>();
        sink.accept(new KeyPage(page, more));
    }
}
