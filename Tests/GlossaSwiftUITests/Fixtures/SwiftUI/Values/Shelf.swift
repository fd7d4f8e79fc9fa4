import SwiftUI

enum Shelf: CaseIterable {
    case books, films, music
}

extension Font {
    static func styleGuide(_ size: CGFloat) -> Font {
        .system(size: size)
    }
}

extension View {
    @ViewBuilder
    func hidden(_ hide: Bool) -> some View {
        if hide {
            self.hidden()
        } else {
            self
        }
    }
}

struct ShelfView: View {
    @Binding var isOpen: Bool
    let tags: [String] = [String]()
    var isSearching: Bool

    var body: some View {
        VStack {
            ForEach(Shelf.allCases, id: \.self) { shelf in
                Text("shelf.row")
            }
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
            Text("shelf.share \(3)% off")
                .font(.styleGuide(13))
            Text(String(format: NSLocalizedString("shelf.count", comment: ""), 2))
            Button("shelf.open") {}
            Text("shelf.search")
                .hidden(isSearching)
            if isOpen {
                Text("shelf.closed")
            }
        }
    }
}

#Preview("Shelf") {
    ShelfView(isOpen: .constant(false), isSearching: .random())
}
