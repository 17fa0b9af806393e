package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;
import org.junit.jupiter.api.Test;

import static io.etcdexplorer.kubernetes.NewKindFixtures.W.m;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * resource.k8s.io's betas print their zeros by their own Go types. v1beta2's types.go (kubernetes/api 426b1b99) has
 * v1's pointers: ResourceSliceSpec.nodeName *string and allNodes *bool, printed whenever the server wrote them, even
 * empty or false. v1beta1's (kubernetes/kubernetes 0226316d) are a plain string and bool with omitempty, which Go
 * writes on the wire even when empty and kubectl leaves out. The same bytes under each apiVersion show both.
 */
class ResourceBetaJsonRulesTest {

    private static final KubeDecoder DECODER = new KubeDecoder(new KubeSchemas());

    /** A slice shared by the devices' own node selection: spec nodeName "", allNodes false, perDevice true. */
    private static final ByteString SLICE = m(1, m(1, "shared-gpus"),
            2, m(1, "gpu.example.com", 2, m(1, "pool-a", 2, 3, 3, 1), 3, "", 5, false, 7, true));

    @Test
    void v1beta2KeepsThePointersOfV1() throws Exception {
        assertEquals("{\"kind\":\"ResourceSlice\",\"apiVersion\":\"resource.k8s.io/v1beta2\",\"metadata\":{\"name\":"
                + "\"shared-gpus\"},\"spec\":{\"driver\":\"gpu.example.com\",\"pool\":{\"name\":\"pool-a\",\"generation\":3,"
                + "\"resourceSliceCount\":1},\"nodeName\":\"\",\"allNodes\":false,\"perDeviceNodeSelection\":true}}",
                decode("resource.k8s.io/v1beta2"));
    }

    @Test
    void v1beta1LeavesItsPlainEmptyFieldsOut() throws Exception {
        assertEquals("{\"kind\":\"ResourceSlice\",\"apiVersion\":\"resource.k8s.io/v1beta1\",\"metadata\":{\"name\":"
                + "\"shared-gpus\"},\"spec\":{\"driver\":\"gpu.example.com\",\"pool\":{\"name\":\"pool-a\",\"generation\":3,"
                + "\"resourceSliceCount\":1},\"perDeviceNodeSelection\":true}}", decode("resource.k8s.io/v1beta1"));
    }

    private static String decode(String apiVersion) throws KubeDecodeException {
        byte[] stored = KubeFixtures.stored(apiVersion, "ResourceSlice", SLICE);
        return ((KubeObject) DECODER.decode(stored).orElseThrow()).json().toString();
    }
}
