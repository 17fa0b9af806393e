package io.etcdexplorer.cluster;

import java.util.List;

/**
 * Whether authentication is on, the users with their roles and the roles with their key permissions.
 *
 * @param problem why users and roles could not be listed (etcd lets only root list them once auth is on), or empty
 */
record AuthOverview(boolean enabled, List<User> users, List<Role> roles, String problem) {

    public AuthOverview {
        users = List.copyOf(users);
        roles = List.copyOf(roles);
        problem = problem == null ? "" : problem;
    }

    public record User(String name, List<String> roles) {
        public User {
            roles = List.copyOf(roles);
        }
    }

    /** A role and its permissions, each as etcdctl role get prints it: "READWRITE [/a/, /a0) (prefix /a/)". */
    public record Role(String name, List<String> permissions) {
        public Role {
            permissions = List.copyOf(permissions);
        }
    }

    /** True when a user named root exists with the root role: etcd refuses to enable auth otherwise. */
    public boolean rootReady() {
        return users.stream().anyMatch(u -> u.name().equals("root") && u.roles().contains("root"));
    }
}
