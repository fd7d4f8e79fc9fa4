import SwiftUI

struct Greeting: View {
    var body: some View {
        Text("Hello")
    }
}

#Preview("Greeting") {
    Greeting()
}
