func runSolverBench(_ arguments: [String]) {
    print("solver benchmark: not built yet")
}
