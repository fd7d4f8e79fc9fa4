// Benchmarks: `GlossaBench solver`, `GlossaBench text ...`, `GlossaBench fidelity CORPUS`, `GlossaBench matrix ...`
// and `GlossaBench png DIR`, driven by bench/solver.sh, bench/text.sh, bench/fidelity.sh and bench/matrix.sh;
// `GlossaBench sources ROOT...` times reading an app's code for the texts it sets; `GlossaBench swiftui ...` reading an
// app's SwiftUI source and checking its screens against a storyboard's (bench/swiftui.sh).
import GlossaRender

LargeBlocks.mapLargeBlocks()
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "solver": runSolverBench(Array(arguments.dropFirst()))
case "text": runTextBench(Array(arguments.dropFirst()))
case "fidelity": runFidelityBench(Array(arguments.dropFirst()))
case "matrix": runMatrixBench(Array(arguments.dropFirst()))
case "png": runPNGBench(Array(arguments.dropFirst()))
case "png-compare": runPNGCompare(Array(arguments.dropFirst()))
case "sources": runSourcesBench(Array(arguments.dropFirst()))
case "swiftui": runSwiftUIBench(Array(arguments.dropFirst()))
default:
    print("usage: GlossaBench solver|text|fidelity|matrix|png|png-compare|sources|swiftui [options]")
}
