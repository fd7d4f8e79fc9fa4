func runTextBench(_ arguments: [String]) {
    print("text benchmark: not built yet")
}
