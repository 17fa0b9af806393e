package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.doctor.DoctorReport;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import javafx.beans.binding.Bindings;
import javafx.beans.property.StringProperty;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.function.Consumer;

/** The profile editor: general settings, TLS, authentication, and a test of the connection as typed. */
public final class ProfileEditorView extends Dialog<ProfileEditorViewModel.Result> {

    private static final Messages TEXT = Messages.of(ProfileEditorView.class);

    private final ProfileEditorViewModel vm;

    public ProfileEditorView(Window owner, String title, ProfileEditorViewModel vm, String keychainNote) {
        this.vm = vm;
        Consumer<String> inspect = vm::inspect;
        vm.inspectionProperty().addListener((obs, old, inspection) -> {
            // An answer that comes after the editor closed has no one left to show it to.
            if (inspection != null && getDialogPane().getScene().getWindow().isShowing()) {
                InspectionDialog.show(getDialogPane().getScene().getWindow(), inspection);
            }
        });
        initOwner(owner);
        setTitle(title);
        setHeaderText(null);
        setResizable(true);
        TabPane tabs = new TabPane(new Tab(TEXT.get("tab.connection"), scrolled(general())),
                new Tab("TLS", scrolled(tls(inspect))), new Tab(TEXT.get("tab.auth"), scrolled(auth(keychainNote))),
                new Tab("SSH", scrolled(SshTab.build(vm.ssh()))),
                new Tab(TEXT.get("tab.test"), test()));
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.setId("profileTabs");
        tabs.setPrefSize(700, 470);

        Label problems = new Label();
        problems.setId("profileProblems");
        problems.getStyleClass().add("danger");
        problems.setWrapText(true);
        problems.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // every problem whole; the tabs give way
        VBox.setVgrow(tabs, Priority.ALWAYS);
        problems.textProperty().bind(Bindings.createStringBinding(
                () -> String.join("\n", vm.problemsBinding().get()), vm.problemsBinding()));
        getDialogPane().setContent(new VBox(8, tabs, problems));
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        Node ok = getDialogPane().lookupButton(ButtonType.OK);
        ok.disableProperty().bind(vm.validBinding().not());
        ok.addEventFilter(ActionEvent.ACTION, e -> {
            if (!vm.validBinding().get()) {
                e.consume();
            }
        });
        setResultConverter(button -> button == ButtonType.OK ? vm.save() : null);
    }

    private Node general() {
        GridPane grid = grid();
        row(grid, 0, TEXT.get("general.name"), field(vm.nameProperty(), "profileName", TEXT.get("general.namePrompt")));
        TextArea endpoints = new TextArea();
        endpoints.setId("profileEndpoints");
        endpoints.setPrefRowCount(3);
        endpoints.setPromptText(TEXT.get("general.endpointsPrompt"));
        endpoints.textProperty().bindBidirectional(vm.endpointsProperty());
        row(grid, 1, TEXT.get("general.endpoints"), endpoints);
        grid.add(hint(TEXT.get("general.endpointsHint")), 1, 2);
        row(grid, 3, TEXT.get("general.prefix"), field(vm.namespaceProperty(), "profileNamespace",
                TEXT.get("general.prefixPrompt")));
        row(grid, 4, TEXT.get("general.timeout"), field(vm.timeoutSecondsProperty(), "profileTimeout", "5"));
        CheckBox readOnly = new CheckBox(TEXT.get("general.readOnly"));
        readOnly.setId("profileReadOnly");
        readOnly.selectedProperty().bindBidirectional(vm.readOnlyProperty());
        grid.add(readOnly, 1, 5);
        CheckBox tagged = new CheckBox();
        tagged.setId("profileColorOn");
        ColorPicker color = new ColorPicker(Color.web("#d1242f")); // red: the colour people pick for production
        color.setId("profileColor");
        boolean hasColor = !vm.colorProperty().get().isBlank();
        if (hasColor) {
            color.setValue(Color.web(vm.colorProperty().get()));
        }
        tagged.setSelected(hasColor);
        color.disableProperty().bind(tagged.selectedProperty().not());
        Runnable apply = () -> vm.colorProperty().set(tagged.isSelected() ? hex(color.getValue()) : "");
        tagged.selectedProperty().addListener((obs, old, on) -> apply.run());
        color.valueProperty().addListener((obs, old, c) -> apply.run());
        HBox colorRow = new HBox(6, tagged, color);
        colorRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        row(grid, 6, TEXT.get("general.color"), colorRow);
        grid.add(hint(TEXT.get("general.colorHint")), 1, 7);
        return grid;
    }

    private Node tls(Consumer<String> inspect) {
        GridPane grid = grid();
        row(grid, 0, TEXT.get("tls.ca"), file(vm.caCertProperty(), "profileCaCert", TEXT.get("tls.caPrompt"),
                inspect));
        row(grid, 1, TEXT.get("tls.cert"), file(vm.certProperty(), "profileCert", TEXT.get("tls.certPrompt"),
                inspect));
        row(grid, 2, TEXT.get("tls.key"), file(vm.keyProperty(), "profileKey", TEXT.get("tls.keyPrompt"), inspect));
        PasswordField keyPassword = new PasswordField();
        keyPassword.setId("profileKeyPassword");
        keyPassword.setPromptText(TEXT.get("tls.keyPasswordPrompt"));
        keyPassword.textProperty().bindBidirectional(vm.keyPasswordProperty());
        row(grid, 3, TEXT.get("tls.keyPassword"), keyPassword);
        TextField serverName = field(vm.serverNameProperty(), "profileServerName",
                TEXT.get("tls.serverNamePrompt"));
        // The prompt stays short enough to be read whole; the tooltip says when it is needed.
        serverName.setTooltip(new javafx.scene.control.Tooltip(TEXT.get("tls.serverNameTip")));
        row(grid, 4, TEXT.get("tls.serverName"), serverName);
        CheckBox skip = new CheckBox(TEXT.get("tls.skipVerify"));
        skip.setId("profileSkipVerify");
        skip.selectedProperty().bindBidirectional(vm.insecureSkipTlsVerifyProperty());
        grid.add(skip, 1, 5);
        Label unsafe = new Label(TEXT.get("tls.unsafe"), new FontIcon(Feather.ALERT_TRIANGLE));
        unsafe.setId("profileSkipVerifyWarning");
        unsafe.getStyleClass().add("danger");
        unsafe.setWrapText(true);
        unsafe.visibleProperty().bind(vm.insecureSkipTlsVerifyProperty());
        unsafe.managedProperty().bind(unsafe.visibleProperty());
        grid.add(unsafe, 1, 6);
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(16, 16);
        Label inspecting = new Label(TEXT.get("tls.inspecting"), spinner);
        inspecting.setId("profileInspecting");
        inspecting.setWrapText(true);
        inspecting.visibleProperty().bind(vm.inspectingProperty());
        inspecting.managedProperty().bind(inspecting.visibleProperty());
        grid.add(inspecting, 1, 7);
        return grid;
    }

    private Node auth(String keychainNote) {
        GridPane grid = grid();
        row(grid, 0, TEXT.get("auth.user"), field(vm.userProperty(), "profileUser", TEXT.get("auth.userPrompt")));
        PasswordField password = new PasswordField();
        password.setId("profilePassword");
        password.textProperty().bindBidirectional(vm.passwordProperty());
        row(grid, 1, TEXT.get("auth.password"), password);
        CheckBox remember = new CheckBox(TEXT.get("auth.remember"));
        remember.setId("profileRemember");
        remember.selectedProperty().bindBidirectional(vm.rememberSecretsProperty());
        grid.add(remember, 1, 2);
        grid.add(hint(keychainNote), 1, 3);
        grid.add(hint(TEXT.get("auth.hint")), 1, 4);
        return grid;
    }

    private Node test() {
        Button run = new Button(TEXT.get("test.run"), new FontIcon(Feather.ACTIVITY));
        run.setId("testConnectionButton");
        run.disableProperty().bind(vm.canTestBinding().not());
        run.setOnAction(e -> vm.testConnection());
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(18, 18);
        spinner.visibleProperty().bind(vm.testingProperty());
        TextArea report = new TextArea();
        report.setId("testReport");
        report.setWrapText(true); // the cause and the fix of a failure are long lines: whole, never cut at the edge
        report.setEditable(false);
        report.getStyleClass().add("value-text");
        report.setPromptText(TEXT.get("test.prompt"));
        report.textProperty().bind(Bindings.createStringBinding(() -> {
            DoctorReport r = vm.reportProperty().get();
            return r == null ? "" : r.toText();
        }, vm.reportProperty()));
        VBox.setVgrow(report, Priority.ALWAYS);
        VBox box = new VBox(8, new HBox(8, run, spinner), report);
        box.setPadding(new Insets(12));
        return box;
    }

    private Node file(StringProperty property, String id, String prompt, Consumer<String> inspect) {
        TextField path = field(property, id, prompt);
        HBox.setHgrow(path, Priority.ALWAYS);
        // A long path shows its end, the file name, except while the user edits it.
        javafx.beans.InvalidationListener showEnd = o -> {
            if (!path.isFocused()) {
                javafx.application.Platform.runLater(path::end);
            }
        };
        path.textProperty().addListener(showEnd);
        path.focusedProperty().addListener(showEnd);
        Button browse = new Button(null, new FontIcon(Feather.FOLDER));
        browse.setId(id + "Browse");
        browse.setOnAction(e -> {
            FileDialogs.open(getDialogPane().getScene().getWindow(), FolderPurpose.CERTIFICATES, TEXT.get("tls.chooseFile"))
                    .ifPresent(chosen -> property.set(chosen.toAbsolutePath().toString()));
        });
        Button look = new Button(null, new FontIcon(Feather.SEARCH));
        look.setId(id + "Inspect");
        look.setTooltip(new javafx.scene.control.Tooltip(TEXT.get("tls.inspectTip")));
        look.disableProperty().bind(Bindings.isEmpty(property));
        look.setOnAction(e -> inspect.accept(property.get()));
        return new HBox(4, path, browse, look);
    }

    private static TextField field(StringProperty property, String id, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(property);
        return field;
    }

    private static GridPane grid() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.setPadding(new Insets(12));
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);
        return grid;
    }

    private static void row(GridPane grid, int row, String label, Node field) {
        grid.add(new Label(label), 0, row);
        grid.add(field, 1, row);
    }

    /** A tab's rows scroll when the problems below take its room (several, or long in a language), never cut off. */
    private static Node scrolled(Node rows) {
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(rows);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("edge-to-edge");
        return scroll;
    }

    private static Label hint(String text) {
        Label hint = new Label(text);
        hint.getStyleClass().addAll("text-muted", "text-small");
        hint.setWrapText(true);
        return hint;
    }

    private static String hex(Color c) {
        return String.format("#%02x%02x%02x", Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255),
                Math.round(c.getBlue() * 255));
    }
}
