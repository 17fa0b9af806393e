package io.etcdexplorer.i18n;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceValue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds text written in code that reaches the screen: a string constant (or a concatenation or String.format
 * around one) that flows into a JavaFX text setter or a JavaFX control's constructor, directly or through the
 * project's own methods that pass a parameter on to one (a {@code menuItem(String text, …)} helper). It reads the
 * compiled classes' data flow with ASM, so a literal is found however the call is written.
 */
final class UiLiterals {

    /** JavaFX setters whose text a user sees or a screen reader speaks. */
    private static final Set<String> SETTERS = Set.of("setText", "setPromptText", "setTitle", "setHeaderText",
            "setContentText", "setAccessibleText", "setAccessibleHelp", "setAccessibleRoleDescription");
    /** Classes whose String constructor arguments are user data, not labels. */
    private static final Set<String> DATA_CONTROLS = Set.of("javafx/scene/control/TextField",
            "javafx/scene/control/TextArea", "javafx/scene/control/PasswordField", "javafx/scene/control/ButtonType");
    /** Text a user reads as a word: two letters in a row (symbols such as "…", "×" or "→" need no translation). */
    private static final Pattern WORDS = Pattern.compile("\\p{L}{2,}");

    record Found(String className, String method, String literal) {
        /** The top-level class: a lambda or inner class's text belongs to the file it is written in. */
        String topLevel() {
            int dollar = className.indexOf('$');
            return dollar < 0 ? className : className.substring(0, dollar);
        }
    }

    /** One String argument of one call: the constants it is made of and the caller's parameters it carries. */
    private record Argument(String caller, String callerMethod, String callee, int index, List<String> literals,
                            Set<Integer> parameters) {
    }

    private UiLiterals() {
    }

    static List<Found> scan(Path classesRoot, Set<String> allowed) throws IOException {
        List<Argument> arguments = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classesRoot)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                try (InputStream in = Files.newInputStream(file)) {
                    ClassNode node = new ClassNode();
                    new ClassReader(in).accept(node, 0);
                    for (MethodNode method : node.methods) {
                        collect(node.name, method, arguments);
                    }
                }
            }
        }
        Set<String> sinks = projectSinks(arguments);
        List<Found> found = new ArrayList<>();
        for (Argument a : arguments) {
            if (isJavaFxSink(a.callee()) || sinks.contains(a.callee() + "#" + a.index())) {
                for (String literal : a.literals()) {
                    if (WORDS.matcher(literal).find() && !allowed.contains(literal.strip())) {
                        found.add(new Found(a.caller().replace('/', '.'),
                                a.callerMethod().substring(0, a.callerMethod().indexOf('(')), literal));
                    }
                }
            }
        }
        return found;
    }

    /** The project's methods that hand a String parameter on to a sink, found until nothing new turns up. */
    private static Set<String> projectSinks(List<Argument> arguments) {
        Set<String> sinks = new HashSet<>();
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Argument a : arguments) {
                if (isJavaFxSink(a.callee()) || sinks.contains(a.callee() + "#" + a.index())) {
                    for (int parameter : a.parameters()) {
                        grew |= sinks.add(a.caller() + "." + a.callerMethod() + "#" + parameter);
                    }
                }
            }
        }
        return sinks;
    }

    private static void collect(String owner, MethodNode method, List<Argument> out) {
        if (method.instructions.size() == 0) {
            return;
        }
        ParameterSources interpreter = new ParameterSources((method.access & Opcodes.ACC_STATIC) == 0,
                Type.getArgumentTypes(method.desc));
        Frame<SourceValue>[] frames;
        try {
            frames = new Analyzer<>(interpreter).analyze(owner, method);
        } catch (AnalyzerException e) {
            throw new IllegalStateException("cannot analyse " + owner + "." + method.name, e);
        }
        AbstractInsnNode[] insns = method.instructions.toArray();
        for (int i = 0; i < insns.length; i++) {
            if (insns[i] instanceof MethodInsnNode call && frames[i] != null) {
                Type[] params = Type.getArgumentTypes(call.desc);
                Frame<SourceValue> frame = frames[i];
                int first = frame.getStackSize() - params.length;
                for (int p = 0; p < params.length; p++) {
                    if (params[p].getDescriptor().equals("Ljava/lang/String;")) {
                        List<String> literals = new ArrayList<>();
                        Set<Integer> parameters = new HashSet<>();
                        trace(frame.getStack(first + p), method, frames, interpreter, literals, parameters, 0);
                        if (!literals.isEmpty() || !parameters.isEmpty()) {
                            out.add(new Argument(owner, method.name + method.desc,
                                    call.owner + "." + call.name + call.desc, p, literals, parameters));
                        }
                    }
                }
            }
        }
    }

    private static boolean isJavaFxSink(String callee) {
        if (!callee.startsWith("javafx/")) {
            return false;
        }
        String owner = callee.substring(0, callee.indexOf('.'));
        String name = callee.substring(callee.indexOf('.') + 1, callee.indexOf('('));
        if (name.equals("<init>")) {
            return (owner.startsWith("javafx/scene/control/") || owner.equals("javafx/scene/text/Text"))
                    && !DATA_CONTROLS.contains(owner);
        }
        return SETTERS.contains(name);
    }

    /** What a value is made of: constants, a concatenation's fixed parts, a format's pattern, the caller's parameters. */
    private static void trace(SourceValue value, MethodNode method, Frame<SourceValue>[] frames,
                              ParameterSources interpreter, List<String> literals, Set<Integer> parameters,
                              int depth) {
        if (depth > 12) {
            return;
        }
        for (AbstractInsnNode source : value.insns) {
            Integer parameter = interpreter.parameterOf(source);
            if (parameter != null) {
                parameters.add(parameter);
            } else if (source instanceof VarInsnNode local) {
                // A load gives what the local held there; a store, what was on the stack when it was made.
                Frame<SourceValue> frame = frames[method.instructions.indexOf(source)];
                if (frame != null) {
                    trace(local.getOpcode() == Opcodes.ALOAD ? frame.getLocal(local.var)
                            : frame.getStack(frame.getStackSize() - 1), method, frames, interpreter, literals,
                            parameters, depth + 1);
                }
            } else if (source.getOpcode() == Opcodes.CHECKCAST || source.getOpcode() == Opcodes.DUP) {
                Frame<SourceValue> frame = frames[method.instructions.indexOf(source)];
                if (frame != null) {
                    trace(frame.getStack(frame.getStackSize() - 1), method, frames, interpreter, literals,
                            parameters, depth + 1);
                }
            } else if (source instanceof LdcInsnNode ldc && ldc.cst instanceof String text) {
                literals.add(text);
            } else if (source instanceof InvokeDynamicInsnNode indy
                    && indy.bsm.getName().equals("makeConcatWithConstants")) {
                literals.add(String.valueOf(indy.bsmArgs[0]).replace("\u0001", "{}").replace("\u0002", "{}"));
                traceArguments(source, Type.getArgumentTypes(indy.desc).length, method, frames, interpreter,
                        literals, parameters, depth);
            } else if (source instanceof MethodInsnNode call && call.owner.equals("java/lang/String")
                    && (call.name.equals("format") || call.name.equals("formatted"))) {
                int count = Type.getArgumentTypes(call.desc).length
                        + (call.getOpcode() == Opcodes.INVOKESTATIC ? 0 : 1);
                traceArguments(source, count, method, frames, interpreter, literals, parameters, depth);
            }
        }
    }

    private static void traceArguments(AbstractInsnNode at, int count, MethodNode method, Frame<SourceValue>[] frames,
                                       ParameterSources interpreter, List<String> literals, Set<Integer> parameters,
                                       int depth) {
        Frame<SourceValue> frame = frames[method.instructions.indexOf(at)];
        if (frame == null) {
            return;
        }
        for (int k = Math.max(0, frame.getStackSize() - count); k < frame.getStackSize(); k++) {
            trace(frame.getStack(k), method, frames, interpreter, literals, parameters, depth + 1);
        }
    }
}
