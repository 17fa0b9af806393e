package io.etcdexplorer.logging;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RedactionTest {

    @Test
    void masksUrlPasswordsAndWholePrivateKeyBlocks() {
        assertEquals("at https://root:***@etcd:2379, then", Redaction.mask("at https://root:s3cr3t@etcd:2379, then"));
        assertEquals("read -----BEGIN OPENSSH PRIVATE KEY----- *** -----END OPENSSH PRIVATE KEY----- ok",
                Redaction.mask("read -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n"
                        + "-----END OPENSSH PRIVATE KEY----- ok"));
        assertEquals("cut -----BEGIN EC PRIVATE KEY----- *** -----END EC PRIVATE KEY-----",
                Redaction.mask("cut -----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg"), "a key cut short still goes");
        assertEquals("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----",
                Redaction.mask("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----"), "certificates are public");
        assertEquals(null, Redaction.mask(null));
    }
}
