import SwiftUI

struct EmptyState: View {
    let title: String
    var body: some View {
        VStack(spacing: 8) {
            Text("When somebody will ask to join the room, you’ll be able to see their request here.")
            Spacer()
        }
        .padding(.horizontal, 40)
    }
}

struct EmptyState_Previews: PreviewProvider {
    static var previews: some View {
        EmptyState(title: "A")
        EmptyState(title: "B")
            .previewDisplayName("Second")
        EmptyState(title: "C")
    }
}
