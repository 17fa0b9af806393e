package io.etcdexplorer.etcd.ops;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;
import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.api.Compare;
import io.etcd.jetcd.api.DeleteRangeRequest;
import io.etcd.jetcd.api.RangeRequest;
import io.etcd.jetcd.api.RequestOp;
import io.etcd.jetcd.api.ResponseOp;
import io.etcd.jetcd.impl.AbstractResponse;
import io.etcd.jetcd.kv.DeleteResponse;
import io.etcd.jetcd.kv.GetResponse;
import io.etcd.jetcd.kv.PutResponse;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Translates the ops records to etcd's protobuf requests and etcd's responses back to results, applying the
 * session's namespace the way jetcd does: prefixed onto every key and range end sent, stripped from every key
 * received (jetcd's response classes strip it).
 */
final class KvProtos {

    /** Compare.CompareTarget.LEASE and Compare.lease, which jetcd 0.8.5's rpc.proto lacks (etcd 3.3+ has them). */
    private static final int LEASE_TARGET = 4;
    private static final int LEASE_FIELD = 8;
    /** As a range end: "to the end of the keyspace". */
    private static final byte[] ALL = {0};

    private final byte[] namespace;
    private final ByteSequence namespaceSequence;

    KvProtos(byte[] namespace) {
        this.namespace = namespace.clone();
        this.namespaceSequence = ByteSequence.from(namespace);
    }

    RangeRequest range(GetRequest r) {
        byte[][] range = range(r.key(), r.prefix());
        RangeRequest.Builder b = RangeRequest.newBuilder().setKey(bytes(range[0]))
                .setRevision(r.revision()).setKeysOnly(r.keysOnly()).setCountOnly(r.countOnly()).setLimit(r.limit())
                .setSortOrder(switch (r.sortOrder()) {
                    case NONE -> RangeRequest.SortOrder.NONE;
                    case ASCEND -> RangeRequest.SortOrder.ASCEND;
                    case DESCEND -> RangeRequest.SortOrder.DESCEND;
                })
                .setSortTarget(switch (r.sortTarget()) {
                    case KEY -> RangeRequest.SortTarget.KEY;
                    case VERSION -> RangeRequest.SortTarget.VERSION;
                    case CREATE -> RangeRequest.SortTarget.CREATE;
                    case MODIFY -> RangeRequest.SortTarget.MOD;
                    case VALUE -> RangeRequest.SortTarget.VALUE;
                });
        if (range[1] != null) {
            b.setRangeEnd(bytes(range[1]));
        }
        return b.build();
    }

    /** The ops PutRequest as etcd's (both classes are called PutRequest, hence the full name). */
    io.etcd.jetcd.api.PutRequest put(PutRequest r) {
        return io.etcd.jetcd.api.PutRequest.newBuilder().setKey(bytes(prefixed(r.key())))
                .setValue(bytes(r.value())).setLease(r.lease()).setPrevKv(r.prevKv())
                .setIgnoreValue(r.ignoreValue()).setIgnoreLease(r.ignoreLease()).build();
    }

    DeleteRangeRequest delete(DeleteRequest r) {
        byte[][] range = range(r.key(), r.prefix());
        DeleteRangeRequest.Builder b = DeleteRangeRequest.newBuilder().setKey(bytes(range[0])).setPrevKv(r.prevKv());
        if (range[1] != null) {
            b.setRangeEnd(bytes(range[1]));
        }
        return b.build();
    }

    io.etcd.jetcd.api.TxnRequest txn(TxnRequest r) {
        io.etcd.jetcd.api.TxnRequest.Builder b = io.etcd.jetcd.api.TxnRequest.newBuilder();
        r.compares().forEach(c -> b.addCompare(compare(c)));
        r.success().forEach(op -> b.addSuccess(op(op)));
        r.failure().forEach(op -> b.addFailure(op(op)));
        return b.build();
    }

    private Compare compare(TxnCompare c) {
        byte[][] range = range(c.key(), c.prefix());
        Compare.Builder b = Compare.newBuilder().setKey(bytes(range[0]))
                .setResult(switch (c.op()) {
                    case EQUAL -> Compare.CompareResult.EQUAL;
                    case NOT_EQUAL -> Compare.CompareResult.NOT_EQUAL;
                    case LESS -> Compare.CompareResult.LESS;
                    case GREATER -> Compare.CompareResult.GREATER;
                });
        switch (c.target()) {
            case VALUE -> b.setTarget(Compare.CompareTarget.VALUE).setValue(bytes(c.value()));
            case VERSION -> b.setTarget(Compare.CompareTarget.VERSION).setVersion(c.number());
            case CREATE -> b.setTarget(Compare.CompareTarget.CREATE).setCreateRevision(c.number());
            case MOD -> b.setTarget(Compare.CompareTarget.MOD).setModRevision(c.number());
            case LEASE -> b.setTargetValue(LEASE_TARGET).setUnknownFields(UnknownFieldSet.newBuilder()
                    .addField(LEASE_FIELD, UnknownFieldSet.Field.newBuilder().addVarint(c.number()).build())
                    .build()); // protobuf writes unknown fields as they are, so etcd reads a LEASE compare
        }
        if (range[1] != null) {
            b.setRangeEnd(bytes(range[1]));
        }
        return b.build();
    }

    private RequestOp op(TxnOp op) {
        if (op instanceof TxnOp.Get get) {
            return RequestOp.newBuilder().setRequestRange(range(get.request())).build();
        }
        if (op instanceof TxnOp.Put put) {
            return RequestOp.newBuilder().setRequestPut(put(put.request())).build();
        }
        return RequestOp.newBuilder().setRequestDeleteRange(delete(((TxnOp.Delete) op).request())).build();
    }

    /** Key and range end (null for a single key) of a request, with the namespace applied. */
    private byte[][] range(byte[] key, boolean prefix) {
        if (!prefix) {
            return new byte[][]{prefixed(key), null};
        }
        if (key.length == 0) {
            // Every key: "\0" to the end without a namespace (etcd rejects an empty key), else the namespace itself.
            return namespace.length == 0 ? new byte[][]{ALL, ALL} : new byte[][]{namespace, prefixEnd(namespace)};
        }
        byte[] start = prefixed(key);
        byte[] end = prefixEnd(start);
        if (Arrays.equals(end, ALL) && namespace.length > 0) {
            end = prefixEnd(namespace); // an all-0xff prefix ends where the namespace ends, not the keyspace
        }
        return new byte[][]{start, end};
    }

    byte[] prefixed(byte[] key) {
        byte[] full = Arrays.copyOf(namespace, namespace.length + key.length);
        System.arraycopy(key, 0, full, namespace.length, key.length);
        return full;
    }

    /** A key relative to the namespace; a key outside it (only lease listings show such keys) stays whole. */
    byte[] unprefixed(byte[] key) {
        if (namespace.length > 0 && key.length >= namespace.length
                && Arrays.equals(key, 0, namespace.length, namespace, 0, namespace.length)) {
            return Arrays.copyOfRange(key, namespace.length, key.length);
        }
        return key;
    }

    /** The smallest key greater than every key starting with {@code prefix}, as etcdctl computes it. */
    static byte[] prefixEnd(byte[] prefix) {
        for (int i = prefix.length - 1; i >= 0; i--) {
            if ((prefix[i] & 0xff) != 0xff) {
                byte[] end = Arrays.copyOf(prefix, i + 1);
                end[i]++;
                return end;
            }
        }
        return ALL;
    }

    private static ByteString bytes(byte[] b) {
        return ByteString.copyFrom(b);
    }

    // Responses. jetcd's response classes strip the namespace from keys, so they are reused rather than redone.

    GetResponse wrapRange(io.etcd.jetcd.api.RangeResponse r) {
        return new GetResponse(r, namespaceSequence);
    }

    PutResponse wrapPut(io.etcd.jetcd.api.PutResponse r) {
        return new PutResponse(r, namespaceSequence);
    }

    DeleteResponse wrapDelete(io.etcd.jetcd.api.DeleteRangeResponse r) {
        return new DeleteResponse(r, namespaceSequence);
    }

    /** A txn answer kept whole: jetcd's TxnResponse only offers the inner responses grouped by type. */
    static final class TxnAnswer extends AbstractResponse<io.etcd.jetcd.api.TxnResponse> {
        TxnAnswer(io.etcd.jetcd.api.TxnResponse response) {
            super(response, response.getHeader());
        }

        io.etcd.jetcd.api.TxnResponse raw() {
            return getResponse();
        }
    }

    static GetResult getResult(GetResponse r) {
        return new GetResult(ResponseHeader.of(r.getHeader()), data(r.getKvs()), r.getCount(), r.isMore());
    }

    static PutResult putResult(PutResponse r) {
        return new PutResult(ResponseHeader.of(r.getHeader()),
                r.hasPrevKv() ? Optional.of(KeyValueData.of(r.getPrevKv())) : Optional.empty());
    }

    static DeleteResult deleteResult(DeleteResponse r) {
        return new DeleteResult(ResponseHeader.of(r.getHeader()), r.getDeleted(), data(r.getPrevKvs()));
    }

    /** A txn's responses in the order of its requests. */
    TxnResult txnResult(TxnAnswer answer) {
        return txnResult(answer.raw());
    }

    private TxnResult txnResult(io.etcd.jetcd.api.TxnResponse raw) {
        List<OpResult> results = new ArrayList<>(raw.getResponsesCount());
        for (ResponseOp op : raw.getResponsesList()) {
            results.add(switch (op.getResponseCase()) {
                case RESPONSE_RANGE -> getResult(wrapRange(op.getResponseRange()));
                case RESPONSE_PUT -> putResult(wrapPut(op.getResponsePut()));
                case RESPONSE_DELETE_RANGE -> deleteResult(wrapDelete(op.getResponseDeleteRange()));
                case RESPONSE_TXN -> txnResult(op.getResponseTxn());
                case RESPONSE_NOT_SET -> throw new IllegalStateException("etcd sent an empty txn response");
            });
        }
        return new TxnResult(header(raw.getHeader()), raw.getSucceeded(), results);
    }

    private static ResponseHeader header(io.etcd.jetcd.api.ResponseHeader h) {
        return new ResponseHeader(h.getClusterId(), h.getMemberId(), h.getRevision(), h.getRaftTerm());
    }

    private static List<KeyValueData> data(List<KeyValue> kvs) {
        return kvs.stream().map(KeyValueData::of).toList();
    }
}
