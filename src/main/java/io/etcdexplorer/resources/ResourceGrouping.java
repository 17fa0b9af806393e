package io.etcdexplorer.resources;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/** How the resource view groups objects. */
public enum ResourceGrouping {
    RESOURCE("byResource"),
    NAMESPACE("byNamespace"),
    RESOURCE_NAMESPACE("byResourceNamespace"),
    NONE("noGrouping");

    private static final io.etcdexplorer.i18n.Messages TEXT = io.etcdexplorer.i18n.Messages.of(ResourceGrouping.class);

    private static final Comparator<ResourceRow> ORDER = Comparator.comparing(ResourceRow::resource)
            .thenComparing(ResourceRow::namespace).thenComparing(ResourceRow::name);

    private final String key;

    ResourceGrouping(String key) {
        this.key = key;
    }

    /** How the grouping menu names it, in this run's language. */
    public String label() {
        return TEXT.get("grouping." + key);
    }

    /** The grouped tree of the rows; groups sorted by name, objects by resource, namespace and name. */
    ResourceGroup group(List<ResourceRow> rows) {
        List<ResourceRow> sorted = new ArrayList<>(rows);
        sorted.sort(ORDER);
        return switch (this) {
            case RESOURCE -> ResourceGroup.of("", split(sorted, ResourceRow::resource, ResourceGroup::leaf));
            case NAMESPACE -> ResourceGroup.of("", split(sorted, ResourceGrouping::namespaceLabel,
                    ResourceGroup::leaf));
            case RESOURCE_NAMESPACE -> ResourceGroup.of("", split(sorted, ResourceRow::resource,
                    (label, inResource) -> inResource.stream().allMatch(r -> r.namespace().isEmpty())
                            ? ResourceGroup.leaf(label, inResource)
                            : ResourceGroup.of(label, split(inResource, ResourceGrouping::namespaceLabel,
                                    ResourceGroup::leaf))));
            case NONE -> ResourceGroup.leaf("", sorted);
        };
    }

    private static String namespaceLabel(ResourceRow row) {
        return row.namespace().isEmpty() ? clusterScoped() : row.namespace();
    }

    /** Label of the group of cluster-scoped objects when grouping by namespace, in this run's language. */
    static String clusterScoped() {
        return TEXT.get("clusterScoped");
    }

    private static List<ResourceGroup> split(List<ResourceRow> rows, Function<ResourceRow, String> by,
                                             java.util.function.BiFunction<String, List<ResourceRow>,
                                                     ResourceGroup> make) {
        Map<String, List<ResourceRow>> groups = rows.stream()
                .collect(Collectors.groupingBy(by, TreeMap::new, Collectors.toList()));
        List<ResourceGroup> out = new ArrayList<>();
        groups.forEach((label, members) -> out.add(make.apply(label, members)));
        return out;
    }
}
