import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            RootTabs()
        }
    }
}

struct RootTabs: View {
    var body: some View {
        TabView {
            HomeScreen(items: Item.samples)
                .tabItem {
                    Label("tab.home", systemImage: "house")
                }
            AccountScreen(name: "Ana")
                .tabItem {
                    Label("tab.account", systemImage: "person")
                }
        }
    }
}

struct HomeScreen: View {
    let items: [Item]
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("home.settings") {
                    SettingsDetail(showsBeta: true)
                }
                NavigationLink(destination: AboutDetail()) {
                    Text("home.about")
                }
                ForEach(items) { item in
                    NavigationLink {
                        ItemDetail(item: item)
                    } label: {
                        Text(item.title)
                    }
                }
            }
            .navigationTitle("home.title")
            .navigationDestination(isPresented: $showsHelp) {
                HelpDetail()
            }
        }
    }
}

#Preview {
    AboutDetail()
}
