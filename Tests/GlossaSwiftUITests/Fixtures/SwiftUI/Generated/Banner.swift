import SwiftUI

// `Localizations` and `LocalString` are generated at build time; their files are not in the repository.
struct Banner: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text(Localizations.sessionTimeout)
            Text(LocalString.library_tab_title)
            Text(Localizations.itemCount(3))
            Text(Localizations.ambiguousName)
            Text(.settings(.logs))
        }
    }
}

#Preview("Banner") {
    Banner()
}
