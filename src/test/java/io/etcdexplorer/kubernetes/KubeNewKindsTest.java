package io.etcdexplorer.kubernetes;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every kind beyond client-java-proto 27.0.0 (an older release's, derived and described) decodes to what kubectl
 * prints, field order included, with nothing left over as a field the schema does not know.
 */
class KubeNewKindsTest {

    private static final KubeDecoder DECODER = new KubeDecoder(new KubeSchemas());

    static List<NewKindFixtures.Case> cases() {
        return NewKindFixtures.cases();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void decodesAsKubectlPrintsIt(NewKindFixtures.Case c) throws Exception {
        KubeObject decoded = (KubeObject) DECODER.decode(c.stored()).orElseThrow();
        assertTrue(decoded.schemaKnown(), c + " has a schema");
        assertEquals(c.apiVersion() + " " + c.kind() + " (protobuf)", decoded.summary());
        assertEquals(c.json(), decoded.json().toString());
    }
}
