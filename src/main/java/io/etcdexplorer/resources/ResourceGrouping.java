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
    RESOURCE("By resource"),
    NAMESPACE("By namespace"),
    RESOURCE_NAMESPACE("By resource, then namespace"),
    NONE("No grouping");

    /** Label of the group of cluster-scoped objects when grouping by namespace. */
    static final String CLUSTER_SCOPED = "(cluster-scoped)";
    private static final Comparator<ResourceRow> ORDER = Comparator.comparing(ResourceRow::resource)
            .thenComparing(ResourceRow::namespace).thenComparing(ResourceRow::name);

    private final String label;

    ResourceGrouping(String label) {
        this.label = label;
    }

    public String label() {
        return label;
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
        return row.namespace().isEmpty() ? CLUSTER_SCOPED : row.namespace();
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
