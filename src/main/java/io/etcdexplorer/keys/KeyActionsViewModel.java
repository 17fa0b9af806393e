package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.KeyReads;
import io.etcdexplorer.etcd.ops.EtcdctlCommand;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueRenderer;

import java.util.function.Consumer;
import java.util.function.Supplier;

/** What the tree's and table's context menus copy: the key, its value, or the etcdctl command that reads it. */
public final class KeyActionsViewModel {

    private static final Messages TEXT = Messages.of(KeyActionsViewModel.class);

    private final Tasks tasks;
    private final Supplier<? extends KeyReads> session;
    private final StatusViewModel status;

    public KeyActionsViewModel(BackgroundExecutor executor, Supplier<? extends KeyReads> session, StatusViewModel status) {
        this.tasks = new Tasks(executor, status);
        this.session = session;
        this.status = status;
    }

    /** The key as shown on screen: escaped where it is not printable UTF-8, so it can be pasted back. */
    public String keyText(KeyNode node) {
        return KeyText.display(node.path());
    }

    /** {@code etcdctl get} for the key, or {@code get --prefix} for a folder, with this connection's flags. */
    public String etcdctlGet(KeyNode node) {
        KeyReads open = session.get();
        EtcdctlCommand command = EtcdctlCommand.of(open == null ? null : open.settings()).word("get");
        if (node.isKey()) {
            return command.key(open == null ? null : open.settings(), node.path()).toString();
        }
        return command.key(open == null ? null : open.settings(), node.childPrefix()).word("--prefix").toString();
    }

    /** Reads the value off the UI thread and hands it over as text; binary values go as base64, and say so. */
    public void copyValue(KeyNode node, Consumer<String> clipboard) {
        KeyReads open = session.get();
        if (open == null || !node.isKey()) {
            return;
        }
        byte[] key = node.path();
        tasks.run(() -> open.get(key)).onSuccess(found -> {
            if (found.isEmpty()) {
                status.say(TEXT.get("copyGone"));
                return;
            }
            byte[] value = found.get().value();
            if (ValueInspector.isUtf8Text(value)) {
                clipboard.accept(ValueRenderer.text(value));
                status.say(TEXT.format("valueCopied", Units.bytes(value.length)));
            } else {
                clipboard.accept(ValueRenderer.base64(value));
                status.say(TEXT.format("binaryCopied", Units.bytes(value.length)));
            }
        }).reporting(open.settings().endpointsLabel()).start();
    }
}
