package io.etcdexplorer.kubernetes;

import org.junit.jupiter.api.Test;

import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Beta and older versions reuse the GA version's Go field facts where they have none of their own: inline members
 * are flattened, while fields required only in GA are not forced into the output.
 */
class OtherVersionsTest {

    private final KubeDecoder decoder = new KubeDecoder(new KubeSchemas());

    @Test
    void aBetaAdmissionPolicyFlattensItsInlineRule() throws Exception {
        // admissionregistration.k8s.io/v1beta1 ValidatingAdmissionPolicy "demo" with one resource rule.
        String json = decode("6b3873000a410a2461646d697373696f6e726567697374726174696f6e2e6b38732e696f2f76316265746131"
                + "121956616c69646174696e6741646d697373696f6e506f6c69637912320a060a0464656d6f122812261a240a0377656212"
                + "1d0a0643524541544512130a04617070731a0b6465706c6f796d656e7473");
        assertEquals("{\"kind\":\"ValidatingAdmissionPolicy\",\"apiVersion\":\"admissionregistration.k8s.io/v1beta1\","
                + "\"metadata\":{\"name\":\"demo\"},\"spec\":{\"matchConstraints\":{\"resourceRules\":[{\"resourceNames\":"
                + "[\"web\"],\"operations\":[\"CREATE\"],\"apiGroups\":[\"apps\"],\"resources\":[\"deployments\"]}]}}}",
                json);
    }

    @Test
    void anExtensionsIngressFlattensItsRuleValueWithoutGaOnlyRequiredFields() throws Exception {
        // extensions/v1beta1 Ingress "demo": host example.com, one path "/" and no pathType (required only in GA).
        String json = decode("6b3873000a1d0a12657874656e73696f6e732f763162657461311207496e677265737312220a060a046465"
                + "6d6f12181a160a0b6578616d706c652e636f6d12070a050a030a012f");
        assertEquals("{\"kind\":\"Ingress\",\"apiVersion\":\"extensions/v1beta1\",\"metadata\":{\"name\":\"demo\"},"
                + "\"spec\":{\"rules\":[{\"host\":\"example.com\",\"http\":{\"paths\":[{\"path\":\"/\"}]}}]}}", json);
    }

    private String decode(String hex) throws KubeDecodeException {
        return ((KubeObject) decoder.decode(HexFormat.of().parseHex(hex)).orElseThrow()).json().toString();
    }
}
