package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;

import java.util.ArrayList;
import java.util.List;

import static io.etcdexplorer.kubernetes.NewKindFixtures.W.m;

/**
 * flowcontrol.apiserver.k8s.io v1beta1 to v1beta3 FlowSchema and PriorityLevelConfiguration, written by the numbers
 * of the published flowcontrol/v1beta1 generated.proto (k8s.io/api v0.36, vendored in rossigee/provider-discord
 * 1ebb69a1; v1beta2 and v1beta3 number their messages the same): FlowSchemaSpec 1-4, PolicyRulesWithSubjects 1-3,
 * Subject 1-4, ResourcePolicyRule 1-5, FlowSchemaCondition 1-5, PriorityLevelConfigurationSpec 1-3,
 * LimitedPriorityLevelConfiguration 1-4 (1 is assuredConcurrencyShares before v1beta3), LimitResponse 1-2,
 * QueuingConfiguration 1-3, ExemptPriorityLevelConfiguration 1-2.
 */
final class FlowControlFixtures {

    private static final long T = 1_740_993_304L;

    private FlowControlFixtures() {
    }

    static List<NewKindFixtures.Case> cases() {
        List<NewKindFixtures.Case> cases = new ArrayList<>();
        for (String version : List.of("v1beta1", "v1beta2", "v1beta3")) {
            String v = "flowcontrol.apiserver.k8s.io/" + version;
            String shares = version.equals("v1beta3") ? "nominalConcurrencyShares" : "assuredConcurrencyShares";
            cases.add(DerivedKindFixtures.c(v, "FlowSchema", flowSchema(),
                    "{`kind`:`FlowSchema`,`apiVersion`:`" + v + "`,`metadata`:{`name`:`system-leader-election`},`spec`:{`priorityLevelConfiguration`:{`name`:`leader-election`},`matchingPrecedence`:100,`distinguisherMethod`:{`type`:`ByUser`},`rules`:[{`subjects`:[{`kind`:`User`,`user`:{`name`:`system:kube-controller-manager`}}],`resourceRules`:[{`verbs`:[`get`,`update`],`apiGroups`:[`coordination.k8s.io`],`resources`:[`leases`],`clusterScope`:true,`namespaces`:null}]}]},`status`:{`conditions`:[{`type`:`Dangling`,`status`:`False`,`lastTransitionTime`:`2025-03-03T09:15:04Z`,`reason`:`Found`,`message`:`the priority level exists`}]}}"));
            cases.add(DerivedKindFixtures.c(v, "PriorityLevelConfiguration", limited(),
                    "{`kind`:`PriorityLevelConfiguration`,`apiVersion`:`" + v + "`,`metadata`:{`name`:`workload-low`},`spec`:{`type`:`Limited`,`limited`:{`" + shares + "`:100,`limitResponse`:{`type`:`Queue`,`queuing`:{`queues`:128,`handSize`:6,`queueLengthLimit`:50}},`lendablePercent`:90,`borrowingLimitPercent`:200}},`status`:{`conditions`:[{`type`:`ConcurrencyShared`,`status`:`True`,`lastTransitionTime`:`2025-03-03T09:15:04Z`,`reason`:`Lendable`,`message`:`lends 90 percent`}]}}"));
        }
        // Exempt's fields are pointers: the zeros the server wrote are printed.
        cases.add(DerivedKindFixtures.c("flowcontrol.apiserver.k8s.io/v1beta1", "PriorityLevelConfiguration",
                m(1, m(1, "exempt"), 2, m(1, "Exempt", 3, m(1, 0, 2, 0)), 3, m()),
                "{`kind`:`PriorityLevelConfiguration`,`apiVersion`:`flowcontrol.apiserver.k8s.io/v1beta1`,`metadata`:{`name`:`exempt`},`spec`:{`type`:`Exempt`,`exempt`:{`nominalConcurrencyShares`:0,`lendablePercent`:0}},`status`:{}}"));
        return cases;
    }

    private static ByteString flowSchema() {
        ByteString subject = m(1, "User", 2, m(1, "system:kube-controller-manager"));
        ByteString rule = m(1, "get", 1, "update", 2, "coordination.k8s.io", 3, "leases", 4, true);
        return m(1, m(1, "system-leader-election"),
                2, m(1, m(1, "leader-election"), 2, 100, 3, m(1, "ByUser"), 4, m(1, subject, 2, rule)),
                3, m(1, m(1, "Dangling", 2, "False", 3, m(1, T), 4, "Found", 5, "the priority level exists")));
    }

    private static ByteString limited() {
        return m(1, m(1, "workload-low"),
                2, m(1, "Limited", 2, m(1, 100, 2, m(1, "Queue", 2, m(1, 128, 2, 6, 3, 50)), 3, 90, 4, 200)),
                3, m(1, m(1, "ConcurrencyShared", 2, "True", 3, m(1, T), 4, "Lendable", 5, "lends 90 percent")));
    }
}
