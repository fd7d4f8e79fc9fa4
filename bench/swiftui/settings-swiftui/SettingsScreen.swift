import SwiftUI

// The SwiftUI side of `make bench-swiftui`'s screen ratio: a settings screen as an app writes it (a header, grouped
// sections of rows with a title, a value or a switch), laid out and checked per locale and content size beside the
// same screen as a storyboard (bench/swiftui/settings-storyboard; bench/swiftui/README.md).

struct SettingsRow: View {
    let title: LocalizedStringKey
    let value: LocalizedStringKey?

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct SettingsHeader: View {
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "person.crop.circle.fill")
                .font(.largeTitle)
            Text("settings.header.name")
                .font(.headline)
            Text("settings.header.subtitle")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 12)
    }
}

struct SettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var darkMode = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    SettingsHeader()
                }
                Section("settings.section.account") {
                    SettingsRow(title: "settings.profile", value: nil)
                    SettingsRow(title: "settings.language", value: "settings.language.value")
                    SettingsRow(title: "settings.storage", value: "settings.storage.value")
                }
                Section {
                    HStack {
                        Text("settings.notifications")
                        Spacer()
                        Toggle("settings.notifications", isOn: $notifications)
                            .labelsHidden()
                    }
                    HStack {
                        Text("settings.sounds")
                        Spacer()
                        Toggle("settings.sounds", isOn: $sounds)
                            .labelsHidden()
                    }
                    HStack {
                        Text("settings.darkMode")
                        Spacer()
                        Toggle("settings.darkMode", isOn: $darkMode)
                            .labelsHidden()
                    }
                } header: {
                    Text("settings.section.appearance")
                } footer: {
                    Text("settings.footer")
                }
            }
            .navigationTitle("settings.title")
        }
    }
}

#Preview("Settings") {
    SettingsScreen()
}
