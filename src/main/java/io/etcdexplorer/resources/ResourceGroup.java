package io.etcdexplorer.resources;

import java.util.List;

/** A group of the resource view (a resource, or a namespace) with its subgroups or objects; immutable. */
public record ResourceGroup(String label, List<ResourceGroup> groups, List<ResourceRow> rows, int count) {

    static ResourceGroup of(String label, List<ResourceGroup> groups) {
        return new ResourceGroup(label, groups, List.of(), groups.stream().mapToInt(ResourceGroup::count).sum());
    }

    static ResourceGroup leaf(String label, List<ResourceRow> rows) {
        return new ResourceGroup(label, List.of(), rows, rows.size());
    }
}
