import SwiftUI

struct BackBar: View {
    var body: some View {
        HStack {
            Image("arrow-back")
            Image("arrow-back")
                .flipsForRightToLeftLayoutDirection(true)
            Spacer()
        }
        .padding(.horizontal)
    }
}

#Preview("Back") {
    BackBar()
}
