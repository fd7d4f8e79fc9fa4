import SwiftUI

struct SettingsScreen: View {
    @State private var notifications = true

    var body: some View {
        NavigationStack {
            List {
                Section("settings.general") {
                    Toggle("settings.notifications", isOn: $notifications)
                    NavigationLink("settings.language") {
                        Text("settings.language")
                    }
                }
                Section {
                    Label("settings.about", systemImage: "info.circle")
                } footer: {
                    Text("settings.footer")
                }
            }
            .navigationTitle("settings.title")
        }
    }
}

struct BannerView: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("banner.big")
                .font(.largeTitle)
            Text("banner.small")
                .font(.footnote)
        }
        .environment(\.layoutDirection, .leftToRight)
    }
}

#Preview("Settings") {
    SettingsScreen()
}

#Preview("Banner") {
    BannerView()
        .background(Color.black.opacity(0.25))
}

#Preview("Plain") {
    List {
        Text("settings.about")
    }
    .listStyle(.plain)
    .navigationBarTitle(Text("settings.title"), displayMode: .inline)
}

struct TabsScreen: View {
    var body: some View {
        TabView {
            Text("settings.about")
                .tabItem {
                    Label("settings.general", systemImage: "gear")
                }
            Text("settings.language")
                .tabItem {
                    Label("tabs.regions", systemImage: "globe")
                }
        }
    }
}

#Preview("Tabs") {
    TabsScreen()
}
