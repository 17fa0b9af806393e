package io.etcdexplorer.etcd.admin;

import com.google.protobuf.UnknownFieldSet;
import io.etcd.jetcd.api.StatusResponse;

import java.util.List;

/**
 * What one member says about itself (etcd's Status RPC, {@code etcdctl endpoint status}). jetcd's protos stop at
 * raft term; the applied index, errors, size in use and learner flag (fields 7-10 since etcd 3.4) arrive as unknown
 * fields and are read from there; an older etcd leaves them 0 and empty. {@code revision} is the member's revision
 * when it answered (its response header).
 */
public record MemberStatus(String endpoint, long memberId, String version, long dbSize, long dbSizeInUse,
                           long leaderId, long raftTerm, long raftIndex, long raftAppliedIndex, List<String> errors,
                           boolean learner, long revision) {

    public MemberStatus {
        errors = List.copyOf(errors);
    }

    static MemberStatus of(String endpoint, StatusResponse r) {
        UnknownFieldSet extra = r.getUnknownFields();
        return new MemberStatus(endpoint, r.getHeader().getMemberId(), r.getVersion(), r.getDbSize(),
                varint(extra, 9), r.getLeader(), r.getRaftTerm(), r.getRaftIndex(), varint(extra, 7),
                extra.hasField(8) ? extra.getField(8).getLengthDelimitedList().stream()
                        .map(b -> b.toStringUtf8()).toList() : List.of(),
                varint(extra, 10) != 0, r.getHeader().getRevision());
    }

    private static long varint(UnknownFieldSet fields, int number) {
        if (!fields.hasField(number)) {
            return 0;
        }
        List<Long> values = fields.getField(number).getVarintList();
        return values.isEmpty() ? 0 : values.get(values.size() - 1);
    }

    /** True when this member believes it leads. */
    public boolean leads() {
        return leaderId != 0 && leaderId == memberId;
    }
}
