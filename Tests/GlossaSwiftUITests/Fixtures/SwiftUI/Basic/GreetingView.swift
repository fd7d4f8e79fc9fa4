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

#Preview("Lookups") {
    VStack {
        Text(String(localized: "greeting.title"))
        Text(NSLocalizedString("greeting.subtitle", comment: "A subtitle"))
        Text("\(3) items")
    }
}

#Preview("Tight") {
    Text("greeting.subtitle")
        .frame(width: 120, height: 30)
}

#Preview("Markdown") {
    Text("greeting.terms")
}
