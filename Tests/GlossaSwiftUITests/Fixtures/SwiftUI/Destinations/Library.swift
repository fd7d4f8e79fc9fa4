import SwiftUI

enum Guides {
    struct WelcomeGuide: View {
        @Binding var isOpen: Bool

        var body: some View {
            Text("guide.welcome")
                .padding()
        }
    }
}

struct LibraryScreen: View {
    private enum Item: Hashable {
        case help, notes
    }

    @State private var selection: Item?
    @State private var showsGuide = false

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Text("library.help")
            }
        } detail: {
            switch selection {
            case .help: HelpDetail()
            case .notes: LibraryNotes(count: 2)
            case .none: EmptyView()
            }
        }
        .navigationDestination(for: Route.self) { route in
            switch route {
            case .credits: CreditsDetail()
            case let .chapter(number): ChapterDetail(number: number)
            }
        }
        .sheet(isPresented: $showsGuide) {
            NavigationStack {
                Guides.WelcomeGuide(isOpen: $showsGuide)
            }
        }
    }
}

struct LibraryNotes: View {
    let count: Int

    var body: some View {
        Text("library.notes \(count)")
    }
}

#Preview("Library") {
    LibraryScreen()
}

enum Route: Hashable {
    case credits
    case chapter(Int)
}

struct CreditsDetail: View {
    var body: some View {
        Text("library.credits")
    }
}

struct ChapterDetail: View {
    let number: Int

    var body: some View {
        Text("library.chapter \(number)")
    }
}
