import SwiftUI

final class PanelManager: ObservableObject {
    @Published var floatingStage: Int = 1
}

struct Panel: View {
    @EnvironmentObject private var manager: PanelManager

    var body: some View {
        Text("key.title")
            .padding(.leading, manager.floatingStage == 2 ? 360 : 0)
    }
}

#Preview("Panel") {
    Panel()
}
