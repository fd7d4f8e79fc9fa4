// Benchmarks: `GlossaBench solver`, `GlossaBench text ...` and `GlossaBench fidelity CORPUS`, driven by
// bench/solver.sh, bench/text.sh and bench/fidelity.sh.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "solver": runSolverBench(Array(arguments.dropFirst()))
case "text": runTextBench(Array(arguments.dropFirst()))
case "fidelity": runFidelityBench(Array(arguments.dropFirst()))
default:
    print("usage: GlossaBench solver|text|fidelity [options]")
}
