import SwiftUI

#Preview("Stacked") {
    VStack(spacing: 40) {
        VStack(spacing: -8) {
            Text("key.title")
                .font(.title)
            Text("badge.new")
        }
        VStack {
            Text("key.title")
            Text("badge.new")
                .offset(y: -12)
        }
    }
}
