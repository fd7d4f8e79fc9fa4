import SwiftUI

struct WatchFace: View {
    var body: some View {
        Text("Now")
    }
}

#Preview("WatchFace") {
    WatchFace()
}
