package io.etcdexplorer.transfer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ops.TxnResult;
import io.etcdexplorer.i18n.Messages;

/**
 * Records a copy's transactions in the target workspace's operation log, as "copy to NAME" with the etcdctl txn
 * that does the same on the target; hands each entry to the UI thread, where the log lives.
 */
final class CopyLog implements KeyCopier.Log {

    private static final Messages TEXT = Messages.of(CopyLog.class);

    private final BackgroundExecutor executor;
    private final CopyTarget target;

    CopyLog(BackgroundExecutor executor, CopyTarget target) {
        this.executor = executor;
        this.target = target;
    }

    @Override
    public void sent(String command, TxnResult result) {
        executor.onUi(() -> target.log().succeeded(operation(), command, result));
    }

    @Override
    public void failed(String command, Throwable failure) {
        executor.onUi(() -> target.log().failed(operation(), command, failure));
    }

    private String operation() {
        return TEXT.format("log.copyTo", target.name());
    }
}
