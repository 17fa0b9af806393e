package io.etcdexplorer.kubernetes;

/** What a value stored by the Kubernetes API server holds, as far as it can be read. */
public sealed interface KubeValue permits KubeObject, EncryptedValue {

    /** How the API server wrote the value. */
    enum Storage {
        PROTOBUF("protobuf"),
        JSON("JSON"),
        CBOR("CBOR"),
        ENCRYPTED("encrypted");

        private final String label;

        Storage(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    Storage storage();

    /** One line for a badge or a status bar, e.g. "apps/v1 Deployment (protobuf)". */
    String summary();
}
