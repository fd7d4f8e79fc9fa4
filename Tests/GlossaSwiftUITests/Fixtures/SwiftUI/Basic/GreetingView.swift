import SwiftUI

struct GreetingView: View {
    var name: String = "Ada"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("greeting.title")
                .font(.title)
            HStack {
                Image(systemName: "star.fill")
                Text("greeting.subtitle")
                    .lineLimit(1)
                Spacer()
            }
            Text("Hello \(name)")
            Text(verbatim: "v1.0")
        }
        .padding()
    }
}

#Preview("Greeting") {
    GreetingView()
}

#Preview("Shrinking") {
    VStack {
        Text("greeting.subtitle")
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .frame(width: 300)
        Text("greeting.title")
            .font(.title)
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .frame(width: 100)
    }
}
