import SwiftUI

struct AccountScreen: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("account.greeting \(name)")
            Text("account.signout")
            NavigationLink("account.orders") { OrdersDetail() }
        }
        .padding()
    }
}

struct SettingsDetail: View {
    let showsBeta: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("settings.sync")
            if showsBeta {
                Text("settings.beta")
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct AboutDetail: View {
    var body: some View {
        Text("about.body")
            .padding()
    }
}

struct HelpDetail: View {
    var body: some View {
        Text("help.body")
    }
}

struct ItemDetail: View {
    let item: Item

    var body: some View {
        Text(item.title)
    }
}

struct OrdersDetail: View {
    var body: some View {
        Text("orders.empty")
    }
}
