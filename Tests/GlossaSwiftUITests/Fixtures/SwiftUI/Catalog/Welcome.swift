import SwiftUI

struct Welcome: View {
    var body: some View {
        VStack {
            Text("welcome.title")
            Text("\(3) items")
        }
    }
}

#Preview("Welcome") {
    Welcome()
}
