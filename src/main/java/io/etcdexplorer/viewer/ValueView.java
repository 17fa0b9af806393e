package io.etcdexplorer.viewer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import atlantafx.base.theme.Styles;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** Shows the selected key's value as text, JSON, YAML or a hex dump; Kubernetes objects decoded, Secrets masked. */
public final class ValueView extends VBox {

    private static final Messages TEXT = Messages.of(ValueView.class);

    public ValueView(ValueViewModel viewModel) {
        setId("valuePane");
        getStyleClass().add("value-pane");
        setSpacing(6);
        setPadding(new Insets(8));

        TextField key = new TextField();
        key.setId("valueKey");
        key.setEditable(false);
        key.getStyleClass().add("value-key");
        key.textProperty().bind(viewModel.keyProperty());
        key.setPromptText(TEXT.get("keyPrompt"));
        HBox.setHgrow(key, Priority.ALWAYS);

        HBox modes = new HBox();
        modes.getStyleClass().add("segmented");
        ToggleGroup group = new ToggleGroup();
        for (ValueMode mode : ValueMode.values()) {
            ToggleButton button = new ToggleButton(mode.label());
            button.setId("valueMode" + mode.token());
            button.setUserData(mode);
            button.setToggleGroup(group);
            button.disableProperty().bind(viewModel.valueProperty().isNull());
            modes.getChildren().add(button);
        }
        selectToggle(group, viewModel.modeProperty().get());
        viewModel.modeProperty().addListener((obs, old, mode) -> selectToggle(group, mode));
        group.selectedToggleProperty().addListener((obs, old, toggle) -> {
            if (toggle == null) {
                selectToggle(group, viewModel.modeProperty().get()); // a mode is always chosen
            } else {
                viewModel.modeProperty().set((ValueMode) toggle.getUserData());
            }
        });

        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(18, 18);
        spinner.visibleProperty().bind(viewModel.loadingProperty());
        spinner.managedProperty().bind(spinner.visibleProperty());
        HBox top = new HBox(8, key, spinner, modes);
        top.setAlignment(Pos.CENTER_LEFT);

        Label kube = new Label();
        kube.setId("kubernetesBadge");
        kube.getStyleClass().add("kube-badge");
        kube.setGraphic(new FontIcon(Feather.BOX));
        kube.textProperty().bind(viewModel.kubernetesProperty());
        kube.visibleProperty().bind(Bindings.isNotEmpty(viewModel.kubernetesProperty()));
        kube.managedProperty().bind(kube.visibleProperty());
        Button copyYaml = copyButton(TEXT.get("copyYaml"), "copyYamlButton", ValueMode.YAML, viewModel);
        Button copyJson = copyButton(TEXT.get("copyJson"), "copyJsonButton", ValueMode.JSON, viewModel);
        HBox kubeBar = new HBox(8, kube, copyYaml, copyJson);
        kubeBar.setAlignment(Pos.CENTER_LEFT);
        kubeBar.visibleProperty().bind(kube.visibleProperty());
        kubeBar.managedProperty().bind(kubeBar.visibleProperty());

        Label details = io.etcdexplorer.fx.Texts.wrapping(new Label()); // whole on two lines rather than cut
        details.setId("valueDetails");
        details.getStyleClass().add("text-muted");
        details.textProperty().bind(viewModel.detailsProperty());

        Label notice = new Label();
        notice.setId("valueNotice");
        notice.getStyleClass().add("value-notice");
        notice.setWrapText(true);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(Bindings.isNotEmpty(viewModel.noticeProperty()));
        notice.managedProperty().bind(notice.visibleProperty());

        HBox cut = cutBanner(viewModel);

        TextArea text = new TextArea();
        text.setId("valueView");
        text.setEditable(false);
        text.getStyleClass().add("value-text");
        text.textProperty().bind(viewModel.textProperty());
        // Prose reads best wrapped; JSON and hex dumps rely on their line structure.
        text.wrapTextProperty().bind(viewModel.modeProperty().isEqualTo(ValueMode.TEXT));
        Label empty = new Label(TEXT.get("noKeySelected"));
        empty.getStyleClass().add("text-muted");
        empty.visibleProperty().bind(viewModel.valueProperty().isNull().and(viewModel.loadingProperty().not())
                .and(Bindings.isEmpty(viewModel.noticeProperty())));
        StackPane body = new StackPane(text, empty);
        VBox.setVgrow(body, Priority.ALWAYS);

        getChildren().addAll(top, kubeBar, details, notice, cut, body, new SecretEntriesView(viewModel));
    }

    /** "Showing the first 1 MiB of 12.4 MiB…", Show all, and Save to file for the whole value as stored. */
    private static HBox cutBanner(ValueViewModel viewModel) {
        Label says = new Label();
        says.setId("valueTruncation");
        says.getStyleClass().add("value-notice");
        says.setWrapText(true);
        says.textProperty().bind(viewModel.truncationProperty());
        HBox.setHgrow(says, Priority.ALWAYS);
        Button all = new Button();
        all.setId("valueShowAll");
        all.getStyleClass().add(Styles.SMALL);
        all.setMinWidth(Region.USE_PREF_SIZE);
        all.textProperty().bind(viewModel.showAllLabelProperty());
        all.visibleProperty().bind(Bindings.isNotEmpty(viewModel.showAllLabelProperty()));
        all.managedProperty().bind(all.visibleProperty());
        all.setOnAction(e -> viewModel.showAll());
        Button save = new Button(TEXT.get("saveToFile"), new FontIcon(Feather.DOWNLOAD));
        save.setId("valueSaveToFile");
        save.getStyleClass().add(Styles.SMALL);
        save.setMinWidth(Region.USE_PREF_SIZE);
        save.setTooltip(new Tooltip(TEXT.get("saveToFileTip")));
        save.setOnAction(e -> {
            FileDialogs.save(save.getScene().getWindow(), FolderPurpose.EXPORT,
                    TEXT.format("saveTitle", viewModel.keyProperty().get()), null).ifPresent(viewModel::saveValue);
        });
        HBox banner = new HBox(8, says, all, save);
        banner.setAlignment(Pos.CENTER_LEFT);
        banner.visibleProperty().bind(Bindings.isNotEmpty(viewModel.truncationProperty()));
        banner.managedProperty().bind(banner.visibleProperty());
        return banner;
    }

    /** Copies the decoded object in kubectl's layout; read-only, so this is how an object leaves the viewer. */
    private static Button copyButton(String label, String id, ValueMode format, ValueViewModel viewModel) {
        Button button = new Button(label, new FontIcon(Feather.COPY));
        button.setId(id);
        button.getStyleClass().add(Styles.SMALL);
        button.setMinWidth(Region.USE_PREF_SIZE); // the kind badge gives way (with an ellipsis) instead
        button.setTooltip(new Tooltip(TEXT.format("copyTip", format.token().toLowerCase(java.util.Locale.ROOT))));
        button.visibleProperty().bind(viewModel.decodedObjectProperty());
        button.managedProperty().bind(button.visibleProperty());
        button.setOnAction(e -> viewModel.copyObject(format, text -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        }));
        return button;
    }

    private static void selectToggle(ToggleGroup group, ValueMode mode) {
        group.getToggles().stream().filter(t -> t.getUserData() == mode).findFirst().ifPresent(group::selectToggle);
    }
}
