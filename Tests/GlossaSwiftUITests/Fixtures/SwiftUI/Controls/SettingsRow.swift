import SwiftUI

struct SettingsRow: View {
    let title: LocalizedStringKey
    var detail: String? = nil
    @State private var isOn = true

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if let detail {
                Text(detail)
            }
            Toggle("row.hidden", isOn: $isOn)
                .labelsHidden()
        }
        .padding()
    }
}

#Preview("Row") {
    SettingsRow(title: "row.title")
}
