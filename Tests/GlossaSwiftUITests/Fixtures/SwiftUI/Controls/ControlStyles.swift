import SwiftUI

struct ControlStyles: View {
    @State private var mode = 0
    var body: some View {
        VStack {
            Picker("Schedule mode", selection: $mode) {
                Text("Daily").tag(0)
                Text("Weekly").tag(1)
            }
            .pickerStyle(.segmented)
            Label("Tags", systemImage: "tag")
                .labelStyle(.iconOnly)
            TextField("Keyword", text: .constant(""), prompt: Text("cse"))
            Toggle(isOn: .constant(true)) {
                Text("Title")
                Text("Subtitle")
            }
        }
        .padding()
    }
}

#Preview("Styles") {
    ControlStyles()
}
