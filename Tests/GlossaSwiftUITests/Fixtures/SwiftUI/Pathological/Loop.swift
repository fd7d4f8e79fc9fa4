import SwiftUI

// Source no compiler accepts, but a reader must survive: a closure that calls itself by name; and a nest of stacks.
#Preview("Loop") {
    let row = {
        VStack {
            Text(verbatim: "level")
            row()
        }
    }
    row()
}

#Preview("Deep") {
    VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack {
        Text(verbatim: "bottom")
    } } } } } } } } } }
}
