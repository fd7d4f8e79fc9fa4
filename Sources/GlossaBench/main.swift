// Benchmarks: `GlossaBench solver` and `GlossaBench text ...`, driven by bench/solver.sh and bench/text.sh.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "solver": runSolverBench(Array(arguments.dropFirst()))
case "text": runTextBench(Array(arguments.dropFirst()))
default:
    print("usage: GlossaBench solver|text [options]")
}
