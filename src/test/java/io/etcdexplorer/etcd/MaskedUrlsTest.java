package io.etcdexplorer.etcd;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Where an endpoint URL is shown, its password is not. */
class MaskedUrlsTest {

    @Test
    void thePasswordOfEveryUrlIsMaskedAndTheRestKept() {
        assertEquals("http://root:***@10.0.0.1:2379", MaskedUrls.mask("http://root:pw@10.0.0.1:2379"));
        assertEquals("Connection refused by https://u:***@h:2379/, http://v:***@g:2379.",
                MaskedUrls.mask("Connection refused by https://u:a@b@h:2379/, http://v:x@g:2379."));
        assertEquals("--endpoints=http://a:***@h1:2379,http://b:***@h2:2379",
                MaskedUrls.mask("--endpoints=http://a:p1@h1:2379,http://b:p2@h2:2379"));
        assertEquals("http://root@h:2379 and 10.0.0.1:2379 and me@example.org",
                MaskedUrls.mask("http://root@h:2379 and 10.0.0.1:2379 and me@example.org"));
        assertNull(MaskedUrls.mask(null));
    }

    @Test
    void labelsOfSettingsMaskButDialUrlsKeepThePassword() {
        ConnectionSettings s = ConnectionSettings.plain(List.of("http://root:pw@h:2379", "h2:2379"));
        assertEquals("http://root:***@h:2379, http://h2:2379", s.endpointsLabel());
        assertEquals("http://root:pw@h:2379", s.endpointUrls().get(0));
    }
}
