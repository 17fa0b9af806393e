package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceColumnDefinition;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceConversion;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceDefinition;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceDefinitionCondition;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceDefinitionNames;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceDefinitionSpec;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceDefinitionStatus;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceDefinitionVersion;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceSubresourceStatus;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceSubresources;
import io.kubernetes.client.proto.V1Apiextensions.CustomResourceValidation;
import io.kubernetes.client.proto.V1Apiextensions.JSON;
import io.kubernetes.client.proto.V1Apiextensions.JSONSchemaProps;

/** A CRD as the API server stores it: the schema is JSONSchemaProps in protobuf, served as JSON Schema. */
final class CrdFixture {

    private CrdFixture() {
    }

    static CustomResourceDefinition widgets() {
        CustomResourceDefinitionNames names = CustomResourceDefinitionNames.newBuilder().setPlural("widgets")
                .setSingular("widget").addShortNames("wd").setKind("Widget").setListKind("WidgetList").build();
        JSONSchemaProps spec = JSONSchemaProps.newBuilder().setType("object").addRequired("image")
                .putProperties("replicas", JSONSchemaProps.newBuilder().setType("integer").setMinimum(1)
                        .setMaximum(10).setDefault(JSON.newBuilder().setRaw(ByteString.copyFromUtf8("1"))).build())
                .putProperties("image", JSONSchemaProps.newBuilder().setType("string").setPattern("^[a-z]")
                        .setMaxLength(253).build())
                .build();
        JSONSchemaProps schema = JSONSchemaProps.newBuilder().setType("object")
                .putProperties("spec", spec)
                .putProperties("status", JSONSchemaProps.newBuilder().setType("object")
                        .setXKubernetesPreserveUnknownFields(true).build())
                .build();
        CustomResourceDefinitionVersion v1 = CustomResourceDefinitionVersion.newBuilder().setName("v1")
                .setServed(true).setStorage(true)
                .setSchema(CustomResourceValidation.newBuilder().setOpenAPIV3Schema(schema))
                .setSubresources(CustomResourceSubresources.newBuilder()
                        .setStatus(CustomResourceSubresourceStatus.getDefaultInstance()))
                .addAdditionalPrinterColumns(CustomResourceColumnDefinition.newBuilder().setName("Replicas")
                        .setType("integer").setJsonPath(".spec.replicas"))
                .build();
        return CustomResourceDefinition.newBuilder()
                .setMetadata(KubeFixtures.meta("", "widgets.example.com", "6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c")
                        .setGeneration(1))
                .setSpec(CustomResourceDefinitionSpec.newBuilder().setGroup("example.com").setNames(names)
                        .setScope("Namespaced").addVersions(v1)
                        .setConversion(CustomResourceConversion.newBuilder().setStrategy("None"))
                        .setPreserveUnknownFields(false))
                .setStatus(CustomResourceDefinitionStatus.newBuilder()
                        .addConditions(CustomResourceDefinitionCondition.newBuilder().setType("Established")
                                .setStatus("True").setLastTransitionTime(KubeFixtures.time("2025-03-03T09:15:05Z"))
                                .setReason("InitialNamesAccepted").setMessage("the initial names have been accepted"))
                        .setAcceptedNames(names).addStoredVersions("v1"))
                .build();
    }
}
