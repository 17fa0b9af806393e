package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;

import java.util.List;

import static io.etcdexplorer.kubernetes.NewKindFixtures.W.m;

/**
 * admissionregistration.k8s.io/v1alpha1 Validating- and MutatingAdmissionPolicy and their bindings, written by the
 * numbers of the released admissionregistration/v1alpha1 generated.proto (k8s.io/api v0.36, vendored in
 * rossigee/provider-discord 1ebb69a1): MutatingAdmissionPolicySpec paramKind 1, matchConstraints 2, variables 3,
 * mutations 4, failurePolicy 5, matchConditions 6, reinvocationPolicy 7; Mutation patchType 2,
 * applyConfiguration 3, jsonPatch 4; ApplyConfiguration and JSONPatch expression 1; the binding's spec
 * policyName 1, paramRef 2, matchResources 3; ValidatingAdmissionPolicySpec 1-7 and its status 1-3; MatchResources
 * 1-4 and 7; ParamRef 1-4; NamedRuleWithOperations 1-2 (admissionregistration/v1's RuleWithOperations).
 */
final class AdmissionPolicyFixtures {

    private static final String V = "admissionregistration.k8s.io/v1alpha1";

    private AdmissionPolicyFixtures() {
    }

    static List<NewKindFixtures.Case> cases() {
        ByteString deployments = m(3, m(2, m(1, "CREATE", 1, "UPDATE", 2, m(1, "apps", 2, "v1", 3, "deployments"))));
        ByteString pods = m(3, m(2, m(1, "CREATE", 2, m(1, "", 2, "v1", 3, "pods"))));
        return List.of(
                DerivedKindFixtures.c(V, "ValidatingAdmissionPolicy", m(1, m(1, "replica-limit"),
                                2, m(1, m(1, "rules.example.com/v1", 2, "ReplicaLimit"), 2, deployments,
                                        3, m(1, "object.spec.replicas <= params.maxReplicas", 2, "too many replicas"),
                                        4, "Fail", 5, m(1, "replicas", 2, "string(object.spec.replicas)"),
                                        6, m(1, "not-system", 2, "request.namespace != 'kube-system'"),
                                        7, m(1, "max", 2, "params.maxReplicas")),
                                3, m(1, 3, 2, m(1, m(2, "spec.validations[0].expression", 3, "no matching overload")))),
                        "{`kind`:`ValidatingAdmissionPolicy`,`apiVersion`:`admissionregistration.k8s.io/v1alpha1`,`metadata`:{`name`:`replica-limit`},`spec`:{`paramKind`:{`apiVersion`:`rules.example.com/v1`,`kind`:`ReplicaLimit`},`matchConstraints`:{`resourceRules`:[{`operations`:[`CREATE`,`UPDATE`],`apiGroups`:[`apps`],`apiVersions`:[`v1`],`resources`:[`deployments`]}]},`validations`:[{`expression`:`object.spec.replicas <= params.maxReplicas`,`message`:`too many replicas`}],`failurePolicy`:`Fail`,`auditAnnotations`:[{`key`:`replicas`,`valueExpression`:`string(object.spec.replicas)`}],`matchConditions`:[{`name`:`not-system`,`expression`:`request.namespace != 'kube-system'`}],`variables`:[{`name`:`max`,`expression`:`params.maxReplicas`}]},`status`:{`observedGeneration`:3,`typeChecking`:{`expressionWarnings`:[{`fieldRef`:`spec.validations[0].expression`,`warning`:`no matching overload`}]}}}"),
                DerivedKindFixtures.c(V, "ValidatingAdmissionPolicyBinding", m(1, m(1, "replica-limit-prod"),
                                2, m(1, "replica-limit", 2, m(1, "prod-limits", 4, "Deny"),
                                        3, m(1, m(1, m(1, "env", 2, "prod"))), 4, "Deny", 4, "Audit")),
                        "{`kind`:`ValidatingAdmissionPolicyBinding`,`apiVersion`:`admissionregistration.k8s.io/v1alpha1`,`metadata`:{`name`:`replica-limit-prod`},`spec`:{`policyName`:`replica-limit`,`paramRef`:{`name`:`prod-limits`,`parameterNotFoundAction`:`Deny`},`matchResources`:{`namespaceSelector`:{`matchLabels`:{`env`:`prod`}}},`validationActions`:[`Deny`,`Audit`]}}"),
                DerivedKindFixtures.c(V, "MutatingAdmissionPolicy", m(1, m(1, "set-replicas"),
                                2, m(1, m(1, "v1", 2, "ConfigMap"), 2, pods, 3, m(1, "team", 2, "'platform'"),
                                        4, m(2, "ApplyConfiguration", 3, m(1, "Object{spec: Object.spec{replicas: 1}}")),
                                        4, m(2, "JSONPatch", 4, m(1, "[JSONPatch{op: 'add', path: '/spec/replicas', value: 1}]")),
                                        5, "Fail", 6, m(1, "not-system", 2, "!request.userInfo.username.startsWith('system:')"),
                                        7, "IfNeeded")),
                        "{`kind`:`MutatingAdmissionPolicy`,`apiVersion`:`admissionregistration.k8s.io/v1alpha1`,`metadata`:{`name`:`set-replicas`},`spec`:{`paramKind`:{`apiVersion`:`v1`,`kind`:`ConfigMap`},`matchConstraints`:{`resourceRules`:[{`operations`:[`CREATE`],`apiGroups`:[``],`apiVersions`:[`v1`],`resources`:[`pods`]}]},`variables`:[{`name`:`team`,`expression`:`'platform'`}],`mutations`:[{`patchType`:`ApplyConfiguration`,`applyConfiguration`:{`expression`:`Object{spec: Object.spec{replicas: 1}}`}},{`patchType`:`JSONPatch`,`jsonPatch`:{`expression`:`[JSONPatch{op: 'add', path: '/spec/replicas', value: 1}]`}}],`failurePolicy`:`Fail`,`matchConditions`:[{`name`:`not-system`,`expression`:`!request.userInfo.username.startsWith('system:')`}],`reinvocationPolicy`:`IfNeeded`}}"),
                DerivedKindFixtures.c(V, "MutatingAdmissionPolicyBinding", m(1, m(1, "set-replicas-all"),
                                2, m(1, "set-replicas", 2, m(1, "team-config", 2, "default"), 3, m(7, "Equivalent"))),
                        "{`kind`:`MutatingAdmissionPolicyBinding`,`apiVersion`:`admissionregistration.k8s.io/v1alpha1`,`metadata`:{`name`:`set-replicas-all`},`spec`:{`policyName`:`set-replicas`,`paramRef`:{`name`:`team-config`,`namespace`:`default`},`matchResources`:{`matchPolicy`:`Equivalent`}}}"));
    }
}
