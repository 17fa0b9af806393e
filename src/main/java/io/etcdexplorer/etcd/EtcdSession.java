package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.Response;
import io.etcd.jetcd.kv.GetResponse;
import io.etcd.jetcd.kv.TxnResponse;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.i18n.Messages;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * An open connection to one etcd cluster. Every method blocks (call it off the UI thread) and reports the header of
 * each response to the listener, so the status bar always shows what the server last said.
 */
public final class EtcdSession implements KeyReads, AutoCloseable {

    /** etcd 3.4 allows at most 128 operations in one transaction. */
    static final int MAX_TXN_OPS = 128;
    private static final Messages TEXT = Messages.of(EtcdSession.class);
    /** A key of one zero byte: with it as range end, a range covers every key from its start. */
    private static final ByteSequence ALL_KEYS_END = ByteSequence.from(new byte[]{0});

    private final Client client;
    private final ConnectionSettings settings;
    private final EndpointRoute route;
    private final Duration timeout;
    private final Consumer<ResponseHeader> headerListener;
    /**
     * The calls threads are waiting for. jetcd's client, once closed, never completes a call it had in flight (its
     * callbacks would run on the event loop it closed), so without this a thread waiting for one would wait for the
     * whole timeout (60 s), holding what it works for: a closed workspace's view models (WorkspaceLeakWindowTest).
     */
    private final Set<CompletableFuture<?>> waited = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    EtcdSession(Client client, ConnectionSettings settings, Duration timeout, Consumer<ResponseHeader> listener) {
        this(client, settings, EndpointRoute.DIRECT, timeout, listener);
    }

    EtcdSession(Client client, ConnectionSettings settings, EndpointRoute route, Duration timeout,
                Consumer<ResponseHeader> listener) {
        this.client = client;
        this.settings = settings;
        this.route = route;
        this.timeout = timeout;
        this.headerListener = listener;
    }

    @Override
    public ConnectionSettings settings() {
        return settings;
    }

    /** How the client reaches the endpoints: {@link EndpointRoute#DIRECT}, or the SSH tunnel this session owns. */
    public EndpointRoute route() {
        return route;
    }

    @Override
    public boolean isReadOnly() {
        return settings.readOnly();
    }

    /** Keys (without values) from {@code fromKey} on, at most {@code limit} of them. */
    public KeyPage listKeys(byte[] fromKey, int limit) {
        byte[] start = fromKey.length == 0 ? new byte[]{0} : fromKey;
        GetOption option = GetOption.builder().withRange(ALL_KEYS_END).withKeysOnly(true).withLimit(limit).build();
        GetResponse response = await(client.getKVClient().get(ByteSequence.from(start), option));
        List<KeyMeta> keys = new ArrayList<>(response.getKvs().size());
        for (KeyValue kv : response.getKvs()) {
            keys.add(KeyMeta.of(kv));
        }
        return new KeyPage(keys, response.isMore());
    }

    /**
     * Streams the whole keyspace page by page into {@code sink}, in key order, stopping early when {@code cancelled}
     * says so. Reads a consistent snapshot with bounded, parallel range requests: see {@link KeyLister}.
     */
    public void listAllKeys(int pageSize, Consumer<KeyPage> sink, BooleanSupplier cancelled) {
        new KeyLister(this).listAll(pageSize, sink, cancelled);
    }

    /**
     * {@link #listAllKeys(int, Consumer, BooleanSupplier)} as the keyspace was at {@code revision}, 0 for the latest;
     * a compacted revision fails with {@link CompactedRevisionException}.
     *
     * @return the revision listed ({@code revision}, or the latest one for 0)
     */
    public long listAllKeys(int pageSize, Consumer<KeyPage> sink, BooleanSupplier cancelled, long revision) {
        return new KeyLister(this).listAll(pageSize, sink, cancelled, revision);
    }

    @Override
    public Optional<KeyValueData> get(byte[] key) {
        GetResponse response = await(client.getKVClient().get(ByteSequence.from(key)));
        return response.getKvs().stream().findFirst().map(KeyValueData::of);
    }

    @Override
    public Optional<KeyValueData> get(byte[] key, long revision) {
        if (revision <= 0) {
            return get(key);
        }
        GetOption at = GetOption.builder().withRevision(revision).build();
        return await(client.getKVClient().get(ByteSequence.from(key), at)).getKvs().stream().findFirst()
                .map(KeyValueData::of);
    }

    @Override
    public ValuePage range(byte[] from, byte[] end, int limit, boolean withValues) {
        GetOption option = GetOption.builder().withRange(ByteSequence.from(end)).withKeysOnly(!withValues)
                .withLimit(limit).build();
        GetResponse response = await(client.getKVClient().get(ByteSequence.from(from.length == 0
                ? new byte[]{0} : from), option));
        return new ValuePage(response.getKvs().stream().map(KeyValueData::of).toList(), response.isMore());
    }

    /**
     * Value sizes of the given keys, in order; -1 for a key that no longer exists. Batched into transactions so a
     * table of a few hundred rows costs a handful of round trips, not one per row.
     */
    public long[] valueSizes(List<byte[]> keys) {
        return valueSizes(keys, 0);
    }

    /** The same at {@code revision} (0: now), for the table at a past revision. */
    public long[] valueSizes(List<byte[]> keys, long revision) {
        GetOption at = revision > 0 ? GetOption.builder().withRevision(revision).build() : GetOption.DEFAULT;
        long[] sizes = new long[keys.size()];
        for (int start = 0; start < keys.size(); start += MAX_TXN_OPS) {
            int end = Math.min(keys.size(), start + MAX_TXN_OPS);
            Op[] gets = keys.subList(start, end).stream()
                    .map(k -> Op.get(ByteSequence.from(k), at))
                    .toArray(Op[]::new);
            TxnResponse response = await(client.getKVClient().txn().Then(gets).commit());
            List<GetResponse> answers = response.getGetResponses();
            for (int i = 0; i < answers.size(); i++) {
                List<KeyValue> kvs = answers.get(i).getKvs();
                sizes[start + i] = kvs.isEmpty() ? -1 : kvs.get(0).getValue().size();
            }
        }
        return sizes;
    }

    /**
     * Sends a count-only get of {@code key} (empty: the key "\0") at {@code revision} (0: the latest) and returns at
     * once; see {@link RevisionProbe}. The key must be readable for the user: etcd checks permissions first.
     */
    public RevisionProbe probe(byte[] key, long revision) {
        GetOption.Builder option = GetOption.builder().withCountOnly(true);
        if (revision > 0) {
            option.withRevision(revision);
        }
        return new RevisionProbe(this, client.getKVClient().get(ByteSequence.from(key.length == 0
                ? new byte[]{0} : key), option.build()));
    }

    /**
     * The underlying client, for the {@code etcd} packages and for tests that set up what they assert on; features
     * outside {@code io.etcdexplorer.etcd} never see jetcd ({@code architecture.EtcdDoorTest}). It carries the
     * read-only guard.
     */
    public Client client() {
        return client;
    }

    /**
     * Waits for a call made directly on {@link #client()} (or its channel) exactly like the session's own methods:
     * with the session's timeout, reporting the response header to the listener and translating failures into
     * {@link EtcdAccessException}s. For feature packages such as {@code etcd.ops} that build their own requests.
     */
    public <R extends Response> R call(CompletableFuture<R> call) {
        return await(call);
    }

    /**
     * Waits at most {@code limit} for {@code call}, a request made on this session's client, like
     * {@link CompletableFuture#get(long, TimeUnit)}; but once the session closes the wait ends at once with an
     * {@link EtcdAccessException} (as the cause of the {@link ExecutionException}) saying the connection was closed.
     */
    public <T> T waitFor(CompletableFuture<T> call, Duration limit)
            throws InterruptedException, ExecutionException, TimeoutException {
        waited.add(call);
        try {
            if (closed) { // closed before the call was added: close() did not see it
                call.completeExceptionally(closedFailure());
            }
            return call.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } finally {
            waited.remove(call);
        }
    }

    private EtcdAccessException closedFailure() {
        return new EtcdAccessException(TEXT.format("sessionClosed", settings.endpointsLabel()),
                TEXT.get("sessionClosed.fix"), null);
    }

    <R extends Response> R await(CompletableFuture<R> call) {
        try {
            R response = waitFor(call, timeout);
            headerListener.accept(ResponseHeader.of(response.getHeader()));
            return response;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            call.cancel(true);
            throw translate(e);
        } catch (Exception e) {
            call.cancel(true);
            throw translate(e);
        }
    }

    /**
     * A failure explained. When etcd could not be reached and the tunnel itself is down, the tunnel is the
     * explanation, not what gRPC saw of it.
     */
    private EtcdAccessException translate(Exception failure) {
        if (EtcdErrors.isUnreachable(failure)) {
            Optional<EtcdAccessException> trouble = route.trouble();
            if (trouble.isPresent()) {
                return trouble.get();
            }
        }
        return EtcdErrors.translate(failure, settings.endpointsLabel(),
                String.join(", ", settings.endpointUrls().stream().map(route::dialUrl).toList()));
    }

    /** Ends every wait for a call (see {@link #waited}), then closes the client and the tunnel it went through. */
    @Override
    public void close() {
        closed = true;
        for (CompletableFuture<?> call : waited) {
            call.completeExceptionally(closedFailure());
        }
        try {
            client.close();
        } finally {
            route.close();
        }
    }
}
