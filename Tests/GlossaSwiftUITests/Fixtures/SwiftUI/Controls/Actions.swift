import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .frame(maxWidth: .infinity)
            .background(Color.blue)
            .foregroundStyle(.white)
    }
}

struct Actions: View {
    var body: some View {
        VStack {
            Button("actions.continue") {}
                .buttonStyle(PrimaryButtonStyle())
            Button("actions.skip") {}
                .buttonStyle(.plain)
        }
        .padding()
    }
}

#Preview("Actions") {
    Actions()
}
