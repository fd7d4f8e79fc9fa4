import SwiftUI

struct Signs: View {
    var body: some View {
        VStack {
            Text(verbatim: "\u{13000}")
            Text(verbatim: "\u{E000}")
        }
    }
}

#Preview("Signs") {
    Signs()
}
