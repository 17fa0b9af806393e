package io.etcdexplorer.profiles.nodes;

/**
 * One minikube cluster found on this computer, with how to SSH into its control-plane node.
 *
 * @param name     the minikube profile name ({@code minikube -p NAME})
 * @param driver   minikube's driver (docker, kvm2, virtualbox, hyperkit, qemu2, ...)
 * @param nodeIp   the node's address in the cluster network
 * @param sshHost  where this computer reaches the node's SSH server
 * @param sshPort  its port
 * @param sshUser  the login user minikube itself uses (usually {@code docker})
 * @param sshKey   the machine's private key that minikube generated
 * @param note     why the SSH address is a guess, or null when minikube's files gave it
 */
public record MinikubeCluster(String name, String driver, String nodeIp, String sshHost, int sshPort,
                              String sshUser, String sshKey, String note) {
}
