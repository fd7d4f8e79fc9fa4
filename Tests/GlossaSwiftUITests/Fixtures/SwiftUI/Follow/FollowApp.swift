import SwiftUI

@main
struct FollowApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeList(recipes: [])
        }
    }
}
