package io.etcdexplorer.cluster;

import io.etcd.jetcd.api.AlarmRequest;
import io.etcd.jetcd.api.AlarmResponse;
import io.etcd.jetcd.api.AlarmType;
import io.etcd.jetcd.api.MaintenanceGrpc;
import io.etcd.jetcd.api.StatusRequest;
import io.etcd.jetcd.api.StatusResponse;
import io.etcd.jetcd.cluster.Member;
import io.etcd.jetcd.cluster.MemberListResponse;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.RawGrpc;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Reads the members, each profile endpoint's status and the alarms, all at once and each with the poll's bound, so
 * a member that is down costs one timeout, not one per call. Blocking: call it off the UI thread. Remembers which
 * member each endpoint reached, so an endpoint that stops answering is still shown as that member, down.
 */
public final class ClusterReader {

    private final EtcdSession session;
    /** Profile endpoint → the member id its status named, from earlier reads. */
    private final Map<String, Long> reached = new ConcurrentHashMap<>();

    public ClusterReader(EtcdSession session) {
        this.session = session;
    }

    public ClusterOverview read() {
        Duration timeout = ClusterCalls.pollTimeout(session);
        CompletableFuture<MemberListResponse> list = session.client().getClusterClient().listMember();
        CompletableFuture<AlarmResponse> alarmCall = RawGrpc.of(session.client()).unary(
                MaintenanceGrpc.getAlarmMethod(), AlarmRequest.newBuilder()
                        .setAction(AlarmRequest.AlarmAction.GET).setAlarm(AlarmType.NONE).build(),
                Function.identity());
        Map<String, CompletableFuture<StatusResponse>> calls = new LinkedHashMap<>();
        for (String endpoint : session.settings().endpointUrls()) {
            calls.put(endpoint, ClusterCalls.atEndpoint(session, endpoint, MaintenanceGrpc.getStatusMethod(),
                    StatusRequest.getDefaultInstance()));
        }
        Map<String, MemberStatus> statuses = new LinkedHashMap<>();
        Map<String, String> failures = new LinkedHashMap<>();
        calls.forEach((endpoint, call) -> {
            try {
                MemberStatus status = MemberStatus.of(endpoint, ClusterCalls.await(call, timeout, session, endpoint));
                statuses.put(endpoint, status);
                reached.put(endpoint, status.memberId());
            } catch (EtcdAccessException e) {
                failures.put(endpoint, e.getMessage());
            }
        });
        List<Member> members = List.of();
        long clusterId = 0;
        String membersProblem = "";
        try {
            MemberListResponse response = ClusterCalls.await(list, timeout, session, null);
            members = response.getMembers();
            clusterId = response.getHeader().getClusterId();
        } catch (EtcdAccessException e) {
            membersProblem = "The member list could not be read: " + e.getMessage();
        }
        List<Alarm> alarms = new ArrayList<>();
        String alarmsProblem = "";
        try {
            for (var alarm : ClusterCalls.await(alarmCall, timeout, session, null).getAlarmsList()) {
                alarms.add(new Alarm(alarm.getMemberID(), nameOf(members, alarm.getMemberID()),
                        alarm.getAlarmValue()));
            }
        } catch (EtcdAccessException e) {
            alarmsProblem = "The alarms could not be read: " + e.getMessage();
        }
        return new ClusterOverview(clusterId, rows(members, statuses, failures), alarms, membersProblem,
                alarmsProblem);
    }

    private List<MemberRow> rows(List<Member> members, Map<String, MemberStatus> statuses,
                                 Map<String, String> failures) {
        long leader = leaderOf(statuses.values());
        Set<String> used = new HashSet<>();
        List<MemberRow> rows = new ArrayList<>();
        for (Member m : members) {
            List<String> clientUrls = m.getClientURIs().stream().map(URI::toString).toList();
            List<String> peerUrls = m.getPeerURIs().stream().map(URI::toString).toList();
            String answered = statuses.entrySet().stream().filter(e -> e.getValue().memberId() == m.getId())
                    .map(Map.Entry::getKey).findFirst().orElse(null);
            if (answered != null) {
                used.add(answered);
                MemberStatus status = statuses.get(answered);
                rows.add(new MemberRow(m.getId(), m.getName(), clientUrls, peerUrls, m.isLearner(), answered,
                        MemberRow.Health.UP, status, upProblem(status), m.getId() == leader));
                continue;
            }
            String failed = failures.keySet().stream().filter(e -> !used.contains(e))
                    .filter(e -> Long.valueOf(m.getId()).equals(reached.get(e)) || matches(e, clientUrls))
                    .findFirst().orElse(null);
            if (failed != null) {
                used.add(failed);
                rows.add(new MemberRow(m.getId(), m.getName(), clientUrls, peerUrls, m.isLearner(), failed,
                        MemberRow.Health.DOWN, null, failures.get(failed), m.getId() == leader));
            } else {
                rows.add(new MemberRow(m.getId(), m.getName(), clientUrls, peerUrls, m.isLearner(), null,
                        MemberRow.Health.NO_STATUS, null, MemberRow.NOT_REACHED, m.getId() == leader));
            }
        }
        // Endpoints that match no listed member: the list failed, or the endpoint is not a member's.
        statuses.forEach((endpoint, status) -> {
            if (!used.contains(endpoint)) {
                rows.add(new MemberRow(status.memberId(), "", List.of(), List.of(), status.learner(), endpoint,
                        MemberRow.Health.UP, status, upProblem(status), status.memberId() == leader));
            }
        });
        failures.forEach((endpoint, error) -> {
            if (!used.contains(endpoint)) {
                long id = reached.getOrDefault(endpoint, 0L);
                rows.add(new MemberRow(id, "", List.of(), List.of(), false, endpoint, MemberRow.Health.DOWN, null,
                        error, id != 0 && id == leader));
            }
        });
        rows.sort(Comparator.comparing(MemberRow::name).thenComparing(r -> r.endpoint() == null ? ""
                : r.endpoint()));
        return rows;
    }

    /** The leader the members of the newest term agree on; 0 when none answers or none knows one. */
    private static long leaderOf(Iterable<MemberStatus> statuses) {
        long term = -1;
        long leader = 0;
        for (MemberStatus s : statuses) {
            if (s.raftTerm() > term || s.raftTerm() == term && leader == 0) {
                term = s.raftTerm();
                leader = s.leaderId();
            }
        }
        return leader;
    }

    private static String upProblem(MemberStatus status) {
        List<String> problems = new ArrayList<>(status.errors());
        if (status.leaderId() == 0) {
            problems.add(0, "no leader: this member cannot reach a quorum");
        }
        return String.join("; ", problems);
    }

    /** Endpoint and advertised URL name the same place (scheme, host and port; case and a trailing / aside). */
    static boolean matches(String endpoint, List<String> urls) {
        String wanted = normalized(endpoint);
        return urls.stream().map(ClusterReader::normalized).anyMatch(wanted::equals);
    }

    private static String normalized(String url) {
        String u = url.trim().toLowerCase(Locale.ROOT);
        return u.endsWith("/") ? u.substring(0, u.length() - 1) : u;
    }

    static String nameOf(List<Member> members, long id) {
        return members.stream().filter(m -> m.getId() == id).map(Member::getName).findFirst().orElse("");
    }
}
