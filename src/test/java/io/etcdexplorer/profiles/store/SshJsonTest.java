package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.SshHop;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A profile's SSH hop is saved and read back as typed, and a broken one is refused naming the field. */
class SshJsonTest {

    @Test
    void aProfileThroughSshRoundTrips() throws Exception {
        SshHop hop = new SshHop("192.168.49.2", 2222, "docker", SshHop.Auth.KEY,
                "/home/me/.minikube/machines/minikube/id_rsa", true, true);
        ConnectionProfile profile = new ConnectionProfile(null, "minikube", List.of("https://127.0.0.1:2379"),
                "/var/lib/minikube/certs/etcd/ca.crt", null, null, null, false, null, false, null, true, 5, null, hop);

        ObjectNode json = ProfileJson.toJson(profile);
        assertEquals("key", json.get("ssh").get("auth").asText());
        assertTrue(!json.toString().contains("passphrase"), "no secret field is ever written");
        ConnectionProfile back = ProfileJson.fromJson(new ObjectMapper().readTree(json.toString()));

        assertEquals(profile, back);
        assertEquals("docker@192.168.49.2:2222", back.ssh().label());
    }

    @Test
    void aDirectProfileHasNoHopAndOldFilesStillRead() throws Exception {
        ObjectNode old = (ObjectNode) new ObjectMapper().readTree("{\"name\":\"old\",\"endpoints\":[\"h:2379\"]}");
        assertNull(ProfileJson.fromJson(old).ssh(), "files written before SSH support connect directly");
    }

    @Test
    void aBrokenHopIsRefusedNamingTheField() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        InvalidProfileException noHost = assertThrows(InvalidProfileException.class, () -> ProfileJson.fromJson(
                mapper.readTree("{\"name\":\"x\",\"endpoints\":[\"h:2379\"],\"ssh\":{\"port\":22}}")));
        assertTrue(noHost.getMessage().contains("ssh.host"), noHost.getMessage());
        InvalidProfileException badAuth = assertThrows(InvalidProfileException.class, () -> ProfileJson.fromJson(
                mapper.readTree("{\"name\":\"x\",\"endpoints\":[\"h:2379\"],\"ssh\":{\"host\":\"n\","
                        + "\"auth\":\"kerberos\"}}")));
        assertTrue(badAuth.getMessage().contains("key, agent or password"), badAuth.getMessage());
    }
}
