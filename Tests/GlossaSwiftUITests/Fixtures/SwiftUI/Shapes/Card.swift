import SwiftUI

struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Restricted")
            Text("Choose apps")
        }
        .padding(16)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(.secondary.opacity(0.12)))
    }
}

#Preview {
    Card()
}
