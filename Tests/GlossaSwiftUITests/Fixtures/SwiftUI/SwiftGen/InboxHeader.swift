import SwiftUI

struct InboxHeader: View {
    var body: some View {
        HStack {
            Text(L10n.inboxTitle)
                .font(.headline)
            Spacer()
            Text(L10n.inboxUnread(3))
                .lineLimit(1)
            Text(L10n.Settings.title)
        }
        .padding()
    }
}

#Preview("Inbox") {
    InboxHeader()
}
