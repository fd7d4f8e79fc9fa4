import SwiftUI

extension EnvironmentValues {
    @Entry var showsBadges: Bool = false
}

struct Badge: View {
    @Environment(\.showsBadges) private var showsBadges

    var body: some View {
        if showsBadges {
            Text("badge.new")
        } else {
            Text("key.title")
        }
    }
}

struct EditBadge: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if isEnabled {
            Text("badge.new")
        }
    }
}

#Preview("Badges") {
    VStack {
        Badge()
        Badge()
            .environment(\.showsBadges, true)
        EditBadge()
            .disabled(true)
    }
}
