import SwiftUI

struct WidgetView: View {
    var body: some View {
        Text("title")
    }
}

#Preview("Widget") {
    WidgetView()
}
