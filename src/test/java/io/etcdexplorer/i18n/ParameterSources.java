package io.etcdexplorer.i18n;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

import java.util.HashMap;
import java.util.Map;

/**
 * ASM's source interpreter, with each method parameter's value marked by a placeholder instruction, so that a value
 * reaching a call can be told to come from the method's own caller (and that method becomes a text sink too).
 */
final class ParameterSources extends SourceInterpreter {

    private final Map<AbstractInsnNode, Integer> markers = new HashMap<>();
    private final Map<Integer, Integer> parameterOfLocal = new HashMap<>();

    ParameterSources(boolean instance, Type[] parameters) {
        super(Opcodes.ASM9);
        int local = instance ? 1 : 0;
        for (int i = 0; i < parameters.length; i++) {
            parameterOfLocal.put(local, i);
            local += parameters[i].getSize();
        }
    }

    @Override
    public SourceValue newParameterValue(boolean isInstanceMethod, int local, Type type) {
        Integer parameter = parameterOfLocal.get(local);
        if (parameter == null) {
            return super.newParameterValue(isInstanceMethod, local, type);
        }
        // A label is never an instruction's source, so it serves as a marker no analysis step mistakes.
        AbstractInsnNode marker = new LabelNode();
        markers.put(marker, parameter);
        return new SourceValue(type.getSize(), marker);
    }

    /** The parameter index a source stands for, or null for a real instruction. */
    Integer parameterOf(AbstractInsnNode source) {
        return markers.get(source);
    }

}
