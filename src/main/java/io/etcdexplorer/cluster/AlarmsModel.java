package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdSession;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.stream.Collectors;

/** The Alarms section: the active alarms, what each means, and disarming them as {@code etcdctl alarm disarm}. */
final class AlarmsModel extends ClusterSection {

    private static final Messages TEXT = Messages.of(AlarmsModel.class);

    private final ObservableList<Alarm> alarms = FXCollections.observableArrayList();
    private final ObservableList<Alarm> shown = FXCollections.unmodifiableObservableList(alarms);
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final BooleanBinding canDisarm;

    AlarmsModel(ClusterContext cluster) {
        super(cluster);
        canDisarm = Bindings.createBooleanBinding(() -> cluster().canChange().get() && !alarms.isEmpty()
                && !busyProperty().get(), cluster().canChange(), alarms, busyProperty());
    }

    public ObservableList<Alarm> alarms() {
        return shown;
    }

    /** Why the alarms could not be read (etcd serves them through raft, so not without a quorum), or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public BooleanBinding canDisarmBinding() {
        return canDisarm;
    }

    @Override
    void reset() {
        super.reset();
        alarms.clear();
        problem.set("");
    }

    void show(ClusterOverview overview) {
        if (!alarms.equals(overview.alarms())) {
            alarms.setAll(overview.alarms());
        }
        problem.set(overview.alarmsProblem());
    }

    // Commands

    /** Asks, saying what each alarm means, then deactivates every alarm listed. */
    public void disarm() {
        EtcdSession open = forChange();
        if (open == null || alarms.isEmpty()) {
            return;
        }
        List<Alarm> now = List.copyOf(alarms);
        String command = ClusterCommands.disarm(open.settings());
        String list = now.stream().map(a -> TEXT.format("alarms.item", a.type(), a.memberText(), a.meaning()))
                .collect(Collectors.joining("\n"));
        boolean noSpace = now.stream().anyMatch(a -> a.typeNumber() == 1);
        if (!confirm(TEXT.get("alarms.confirmTitle"), TEXT.format("alarms.confirm", now.size(), list)
                + (noSpace ? "\n\n" + TEXT.get("alarms.confirmNospace") : ""))) {
            cluster().log().note("alarm disarm", command, TEXT.get("log.declined"));
            say(TEXT.get("alarms.declined"));
            return;
        }
        run("alarm disarm", command, () -> {
            new ClusterMaintenance(open).disarm(now);
            return null;
        }, done -> {
            cluster().log().note("alarm disarm", command, TEXT.get("log.disarmed") + " " + now.stream().map(Alarm::type)
                    .collect(Collectors.joining(", ")));
            say(TEXT.format("alarms.disarmed", now.size()));
            cluster().refresh().run();
        });
    }
}
