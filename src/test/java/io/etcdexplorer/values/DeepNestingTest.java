package io.etcdexplorer.values;

import io.etcdexplorer.testsupport.HostileTexts;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static io.etcdexplorer.testsupport.CpuTime.quickly;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Check and Format on values nested far deeper than any real one: 200 KB of {@code [[[...]]]} took 16 s to check
 * and 43 s to format, {@code {a: {a: ...}}} ran formatting out of memory. Both now stop at 1000 levels, at once,
 * and say where; nesting up to the limit still works.
 */
class DeepNestingTest {

    private static final String TOO_DEEP = "collections nest more than 1,000 levels deep here, deeper than Format and"
            + " the YAML check go: flatten it, or save it from the Text view.";

    @Test
    void deeplyNestedFlowSequencesAreCheckedAtOnce() {
        String yaml = HostileTexts.deeplyNestedYaml(200 * 1024);
        Optional<ValueEditing.Problem> problem = quickly(() -> ValueEditing.validate(yaml, EditMode.YAML));
        assertEquals(Optional.of(new ValueEditing.Problem(TOO_DEEP, 1, 1001)), problem);
    }

    @Test
    void deeplyNestedFlowSequencesAreNotFormatted() {
        String yaml = HostileTexts.deeplyNestedYaml(200 * 1024);
        InvalidValueException e = assertThrows(InvalidValueException.class,
                () -> quickly(() -> ValueEditing.format(yaml, EditMode.YAML)));
        assertEquals("Line 1, column 1001: " + TOO_DEEP, e.getMessage());
    }

    @Test
    void deeplyNestedFlowMappingsAreNotFormatted() {
        String yaml = HostileTexts.deeplyNestedYamlMappings(200 * 1024);
        InvalidValueException e = assertThrows(InvalidValueException.class,
                () -> quickly(() -> ValueEditing.format(yaml, EditMode.YAML)));
        assertEquals("Line 1, column 4001: " + TOO_DEEP, e.getMessage());
    }

    @Test
    void deeplyNestedJsonStopsAtJacksonsLimit() {
        String json = HostileTexts.deeplyNestedYaml(200 * 1024);
        Optional<ValueEditing.Problem> problem = quickly(() -> ValueEditing.validate(json, EditMode.JSON));
        assertTrue(problem.isPresent() && problem.get().message().contains("nesting depth"), problem::toString);
        assertThrows(InvalidValueException.class, () -> quickly(() -> ValueEditing.format(json, EditMode.JSON)));
    }

    @Test
    void nestingUpToTheLimitIsCheckedAndFormatted() throws InvalidValueException {
        String flow = "[".repeat(YamlEvents.MAX_DEPTH) + "1" + "]".repeat(YamlEvents.MAX_DEPTH);
        assertEquals(Optional.empty(), quickly(() -> ValueEditing.validate(flow, EditMode.YAML)));
        StringBuilder block = new StringBuilder();
        for (int depth = 0; depth < 200; depth++) {
            block.append("  ".repeat(depth)).append("k").append(depth).append(depth < 199 ? ":\n" : ": v\n");
        }
        String formatted = quickly(() -> ValueEditing.format(block.toString(), EditMode.YAML));
        assertEquals(block.toString(), formatted, "block YAML with two-space indents is already formatted");
    }
}
