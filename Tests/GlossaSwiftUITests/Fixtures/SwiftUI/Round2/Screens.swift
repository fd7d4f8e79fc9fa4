import SwiftUI

struct Notice: View {
    var body: some View {
        ScrollView {
            VStack {
                Text("notice.body")
                Color.red
                    .frame(maxHeight: 40)
            }
        }
    }
}

struct KeyRow: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("key.title")
            Spacer()
            Image(systemName: "square.and.arrow.up")
                .frame(width: 44, height: 44)
        }
        .padding()
    }
}

struct Progress: View {
    let fraction: Double
    @ScaledMetric private var side: CGFloat

    init(fraction: Double, side: CGFloat = 24) {
        self.fraction = fraction
        _side = ScaledMetric(wrappedValue: side)
    }

    var body: some View {
        HStack {
            Color.blue
                .frame(width: side, height: side)
            Text("\(Int(fraction * 100))%")
            Text(NSLocalizedString("progress.unknown", value: "Almost done", comment: ""))
        }
    }
}

struct Screens_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Notice()
            KeyRow()
            Progress(fraction: 0.45, side: 30)
        }
        .previewLayout(.sizeThatFits)
    }
}
