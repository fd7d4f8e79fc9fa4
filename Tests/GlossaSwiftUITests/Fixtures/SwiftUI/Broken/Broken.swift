import SwiftUI

struct BrokenView: View {
    var body: some View {
        VStack {
            Text("broken.title")
            HStack( {
                Text(
        }
    }

#Preview {
    BrokenView()
}
