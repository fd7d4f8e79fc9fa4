import SwiftUI

struct Recipe {
    let title: String
    let minutes: Int
}

struct RecipeRow: View {
    let recipe: Recipe
    var showsTime = true

    var body: some View {
        HStack {
            Text(recipe.title)
            if showsTime {
                Text("\(recipe.minutes) min")
            } else {
                Text("recipe.no.time")
            }
        }
        .cardStyle()
    }
}

struct Card: ViewModifier {
    var inset: CGFloat = 12

    func body(content: Content) -> some View {
        content.padding(inset)
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(Card())
    }
}

struct RecipeList: View {
    let recipes: [Recipe]
    let title: LocalizedStringKey = "recipes.title"

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
            ForEach(recipes, id: \.title) { recipe in
                RecipeRow(recipe: recipe, showsTime: false)
            }
            RecipeRow(recipe: Recipe(title: "Soup", minutes: 20))
            switch recipes.count {
            case 0:
                Text("recipes.empty")
            default:
                Text(verbatim: "more")
            }
        }
    }
}

struct RecipeList_Previews: PreviewProvider {
    static var previews: some View {
        RecipeList(recipes: loadRecipes())
    }
}
