package io.etcdexplorer.operations;

import io.etcdexplorer.confirm.RegistryKeys;
import io.etcdexplorer.editor.LeaseMode;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.LeaseGrantResult;
import io.etcdexplorer.etcd.ops.PutRequest;
import io.etcdexplorer.etcd.ops.PutResult;
import io.etcdexplorer.operations.FormInput.Parsed;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.LongConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * etcdctl put: a text value, with no lease, an existing one or a new one granted just before (both logged), and
 * --prev-kv, --ignore-value, --ignore-lease. The key is read back afterwards so the tree shows its revisions.
 */
final class PutForm extends OperationForm {

    private static final Logger LOG = LoggerFactory.getLogger(PutForm.class);

    // Properties
    private final StringProperty key = new SimpleStringProperty("");
    private final StringProperty value = new SimpleStringProperty("");
    private final ObjectProperty<LeaseMode> leaseMode = new SimpleObjectProperty<>(LeaseMode.NONE);
    private final StringProperty leaseValue = new SimpleStringProperty("");
    private final BooleanProperty prevKv = new SimpleBooleanProperty();
    private final BooleanProperty ignoreValue = new SimpleBooleanProperty();
    private final BooleanProperty ignoreLease = new SimpleBooleanProperty();
    private final ReadOnlyStringWrapper keyProblem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper leaseProblem = new ReadOnlyStringWrapper("");
    private final LongConsumer leaseGranted;

    /** What one put did: the answer, the command it ran as, the key read back (empty if that read failed). */
    private record Written(PutResult result, String command, long lease, boolean granted,
                           Optional<KeyValueData> now) {
    }

    /** {@code leaseGranted} is told each lease this form grants, so the Leases form can list it. */
    PutForm(FormContext context, LongConsumer leaseGranted) {
        super(context);
        this.leaseGranted = leaseGranted;
        key.addListener((obs, old, text) -> keyProblem.set(FormInput.live(text, FormInput.keyToWrite(text))));
        leaseValue.addListener((obs, old, text) -> leaseProblem.set(FormInput.live(text, lease())));
        leaseMode.addListener((obs, old, mode) -> leaseProblem.set(FormInput.live(leaseValue.get(), lease())));
    }

    public StringProperty keyProperty() {
        return key;
    }

    /** The value as text, written as UTF-8. */
    public StringProperty valueProperty() {
        return value;
    }

    /** NONE, EXISTING (id in {@link #leaseValueProperty()}) or NEW (TTL there); KEEP acts as --ignore-lease. */
    public ObjectProperty<LeaseMode> leaseModeProperty() {
        return leaseMode;
    }

    public StringProperty leaseValueProperty() {
        return leaseValue;
    }

    public BooleanProperty prevKvProperty() {
        return prevKv;
    }

    /** Keep the key's value: the value field is not sent. */
    public BooleanProperty ignoreValueProperty() {
        return ignoreValue;
    }

    /** Keep the key's lease: the lease choice is not sent. */
    public BooleanProperty ignoreLeaseProperty() {
        return ignoreLease;
    }

    public ReadOnlyStringProperty keyProblemProperty() {
        return keyProblem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty leaseProblemProperty() {
        return leaseProblem.getReadOnlyProperty();
    }

    // Commands

    /** Writes the key as the form describes it, after confirmation under /registry/. */
    public void write() {
        Parsed<byte[]> k = FormInput.keyToWrite(key.get());
        boolean keepLease = keepsLease();
        Parsed<Long> lease = lease();
        keyProblem.set(k.problem());
        leaseProblem.set(lease.problem());
        if (!k.ok() || !lease.ok()) {
            refuseInput();
            return;
        }
        EtcdSession open = session(true);
        if (open == null) {
            return;
        }
        boolean grant = !keepLease && leaseMode.get() == LeaseMode.NEW;
        long ttl = grant ? lease.value() : 0;
        PutRequest planned = new PutRequest(k.value(), ignoreValue.get() ? new byte[0]
                : value.get().getBytes(StandardCharsets.UTF_8), grant ? 0 : lease.value(), prevKv.get(),
                ignoreValue.get(), keepLease);
        String shown = KeyText.display(k.value());
        if (RegistryKeys.isRegistry(k.value()) && !context().confirmRegistryWrite(shown)) {
            context().log().note("put", EtcdctlOps.put(open.settings(), planned), TEXT.get("put.noteDeclined"));
            succeed(TEXT.get("put.declined"));
            return;
        }
        LogLine line = new LogLine(grant ? "lease grant" : "put", grant ? EtcdctlOps.grant(open.settings(), ttl)
                : EtcdctlOps.put(open.settings(), planned));
        submit(line, () -> {
            EtcdOps etcd = new EtcdOps(open);
            PutRequest request = planned;
            if (grant) {
                LeaseGrantResult granted = etcd.grant(ttl);
                String grantCommand = line.command();
                context().tasks().onUi(() -> {
                    logged("lease grant", grantCommand, granted);
                    leaseGranted.accept(granted.id());
                });
                request = planned.withLease(granted.id());
                line.set("put", EtcdctlOps.put(open.settings(), request));
            }
            PutResult result = etcd.put(request);
            return new Written(result, line.command(), request.lease(), grant, readBack(open, request.key()));
        }, written -> {
            logged("put", written.command(), written.result());
            written.now().ifPresent(data -> context().keys().keyWritten(data.meta()));
            succeed(describe(shown, written, planned.prevKv()));
        });
    }

    /** The key as etcd now has it, for the tree; a failed read only costs the tree's update, not the put. */
    private static Optional<KeyValueData> readBack(EtcdSession open, byte[] key) {
        try {
            return open.get(key);
        } catch (RuntimeException e) {
            LOG.debug("Reading back a put key failed; the tree is not updated for it", e);
            return Optional.empty();
        }
    }

    private static String describe(String shown, Written written, boolean askedPrevKv) {
        String lease = written.granted() ? TEXT.format("put.withNewLease", hex(written.lease()))
                : written.lease() != 0 ? TEXT.format("put.withLease", hex(written.lease())) : "";
        String before = !askedPrevKv ? "" : written.result().prevKv()
                .map(kv -> TEXT.format("put.previousValue", KeyValueRow.preview(kv.value())))
                .orElse(TEXT.get("put.noPreviousValue"));
        return TEXT.format("put.done", shown, Long.toString(written.result().header().revision()), lease, before);
    }

    /** etcd refuses a lease together with ignore-lease, so keeping the lease wins over the lease choice. */
    private boolean keepsLease() {
        return ignoreLease.get() || leaseMode.get() == LeaseMode.KEEP;
    }

    /** The lease id for the put, or the TTL of the lease to grant (NEW), or 0 for none. */
    private Parsed<Long> lease() {
        if (keepsLease()) {
            return Parsed.of(0L);
        }
        return switch (leaseMode.get()) {
            case EXISTING -> FormInput.leaseId(leaseValue.get());
            case NEW -> FormInput.ttl(leaseValue.get());
            default -> Parsed.of(0L);
        };
    }

    /** A lease picked in the Leases form: it fills the lease id here when this form uses an existing lease. */
    void useLease(String hexId) {
        if (leaseMode.get() == LeaseMode.EXISTING) {
            leaseValue.set(hexId);
        }
    }
}
