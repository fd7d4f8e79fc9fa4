import SwiftUI

struct FineView: View {
    var body: some View {
        Text("fine.title")
            .padding()
    }
}

#Preview {
    FineView()
}
