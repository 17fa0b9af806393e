package io.etcdexplorer.doctor;

/**
 * What one endpoint says about itself ({@code etcdctl endpoint status}), or why it could not be asked.
 *
 * @param error null when the endpoint answered
 */
public record EndpointStatus(String endpoint, String version, long dbSize, long memberId, long leaderId,
                             long raftTerm, long raftIndex, String error) {

    public static EndpointStatus failed(String endpoint, String error) {
        return new EndpointStatus(endpoint, null, 0, 0, 0, 0, 0, error);
    }

    public boolean ok() {
        return error == null;
    }

    public boolean isLeader() {
        return ok() && memberId != 0 && memberId == leaderId;
    }
}
