package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.admin.ClusterAdmin;
import io.etcdexplorer.etcd.admin.EtcdMember;
import io.etcdexplorer.etcd.admin.MemberList;
import io.etcdexplorer.etcd.admin.MemberStatus;
import io.etcdexplorer.etcd.admin.Pending;
import io.etcdexplorer.etcd.admin.RaisedAlarm;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads the members, each profile endpoint's status and the alarms, all at once and each with the poll's bound, so
 * a member that is down costs one timeout, not one per call. Blocking: call it off the UI thread. Remembers which
 * member each endpoint reached, so an endpoint that stops answering is still shown as that member, down.
 */
final class ClusterReader {

    private static final Messages TEXT = Messages.of(ClusterReader.class);

    private final EtcdSession session;
    /** Profile endpoint → the member id its status named, from earlier reads. */
    private final Map<String, Long> reached = new ConcurrentHashMap<>();

    public ClusterReader(EtcdSession session) {
        this.session = session;
    }

    public ClusterOverview read() {
        Duration timeout = ClusterCalls.pollTimeout(session);
        ClusterAdmin admin = new ClusterAdmin(session);
        Pending<MemberList> list = admin.members();
        Pending<List<RaisedAlarm>> alarmCall = admin.alarms();
        Map<String, Pending<MemberStatus>> calls = new LinkedHashMap<>();
        for (String endpoint : session.settings().endpointUrls()) {
            calls.put(endpoint, admin.status(endpoint));
        }
        Map<String, MemberStatus> statuses = new LinkedHashMap<>();
        Map<String, String> failures = new LinkedHashMap<>();
        calls.forEach((endpoint, call) -> {
            try {
                MemberStatus status = call.await(timeout);
                statuses.put(endpoint, status);
                reached.put(endpoint, status.memberId());
            } catch (EtcdAccessException e) {
                failures.put(endpoint, e.getMessage());
            }
        });
        MemberList members = new MemberList(0, List.of());
        String membersProblem = "";
        try {
            members = list.await(timeout);
        } catch (EtcdAccessException e) {
            membersProblem = TEXT.format("read.membersFailed", e.getMessage());
        }
        List<Alarm> alarms = new ArrayList<>();
        String alarmsProblem = "";
        try {
            for (RaisedAlarm alarm : alarmCall.await(timeout)) {
                alarms.add(new Alarm(alarm.memberId(), members.nameOf(alarm.memberId()), alarm.type()));
            }
        } catch (EtcdAccessException e) {
            alarmsProblem = TEXT.format("read.alarmsFailed", e.getMessage());
        }
        return new ClusterOverview(members.clusterId(), rows(members.members(), statuses, failures), alarms,
                membersProblem, alarmsProblem);
    }

    private List<MemberRow> rows(List<EtcdMember> members, Map<String, MemberStatus> statuses,
                                 Map<String, String> failures) {
        long leader = leaderOf(statuses.values());
        Set<String> used = new HashSet<>();
        List<MemberRow> rows = new ArrayList<>();
        for (EtcdMember m : members) {
            List<String> clientUrls = m.clientUrls();
            List<String> peerUrls = m.peerUrls();
            String answered = statuses.entrySet().stream().filter(e -> e.getValue().memberId() == m.id())
                    .map(Map.Entry::getKey).findFirst().orElse(null);
            if (answered != null) {
                used.add(answered);
                MemberStatus status = statuses.get(answered);
                rows.add(new MemberRow(m.id(), m.name(), clientUrls, peerUrls, m.learner(), answered,
                        MemberRow.Health.UP, status, upProblem(status), m.id() == leader));
                continue;
            }
            String failed = failures.keySet().stream().filter(e -> !used.contains(e))
                    .filter(e -> Long.valueOf(m.id()).equals(reached.get(e)) || matches(e, clientUrls))
                    .findFirst().orElse(null);
            if (failed != null) {
                used.add(failed);
                rows.add(new MemberRow(m.id(), m.name(), clientUrls, peerUrls, m.learner(), failed,
                        MemberRow.Health.DOWN, null, failures.get(failed), m.id() == leader));
            } else {
                rows.add(new MemberRow(m.id(), m.name(), clientUrls, peerUrls, m.learner(), null,
                        MemberRow.Health.NO_STATUS, null, MemberRow.notReached(), m.id() == leader));
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
            problems.add(0, TEXT.get("read.noLeader"));
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
}
