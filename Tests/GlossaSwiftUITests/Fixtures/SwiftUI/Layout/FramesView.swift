import SwiftUI

struct FramesView: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("frames.fixed")
                .frame(width: 200, height: 50, alignment: .leading)
            Text("frames.wide")
                .frame(maxWidth: .infinity, alignment: .trailing)
            HStack(spacing: 10) {
                Text("frames.first")
                Spacer()
                Text("frames.last")
            }
            .padding(.horizontal, 20)
            HStack {
                Text("frames.priority")
                    .layoutPriority(1)
                Text("frames.squeezed")
                    .lineLimit(1)
            }
            Text("frames.ideal")
                .fixedSize()
                .padding(EdgeInsets(top: 4, leading: 30, bottom: 6, trailing: 2))
            MapView()
                .frame(height: 120)
        }
    }
}

#Preview("Frames") {
    FramesView()
}
