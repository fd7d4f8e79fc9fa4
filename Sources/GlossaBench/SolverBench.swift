import GlossaSolver

// `GlossaBench solver [--runs N] [--only a|b|c|d]`: the four solver workloads of bench/solver.sh. Each line is
// `<workload> <median milliseconds>`; bench/kiwi_bench.py builds the identical systems in
// kiwisolver and prints the same format, and the script sets the two side by side.

/// Builds and solves the workloads; the systems must match bench/kiwi_bench.py line for line.
enum SolverWorkloads {
    static let chainLength = 1000

    /// (a) x[i] == x[i-1] + 1 required, x[i] == 2i at 250: the preferences pull x[0] to a median.
    static func equalityChain() throws -> Double {
        let solver = Solver()
        let x = (0..<chainLength).map { Variable("x\($0)") }
        for i in 0..<chainLength {
            if i > 0 { try solver.addConstraint(x[i] == x[i - 1] + 1) }
            try solver.addConstraint((x[i] == Double(2 * i)).strength(250))
        }
        solver.updateVariables()
        return x[chainLength - 1].value
    }

    /// (b) x[i] >= x[i-1] + 1 required, spacing 10 at 250, x[0] >= 0 and a required total of 5000.
    static func inequalityChain() throws -> Double {
        let solver = Solver()
        let x = (0..<chainLength).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] >= 0)
        for i in 1..<chainLength {
            try solver.addConstraint(x[i] >= x[i - 1] + 1)
            try solver.addConstraint((x[i] == x[i - 1] + 10).strength(250))
        }
        try solver.addConstraint(x[chainLength - 1] == 5000)
        solver.updateVariables()
        return x[chainLength / 2].value
    }

    /// (c) The UI-like system with the root width required at 390.
    static func stacks() throws -> Double {
        let solver = Solver()
        let ui = try UISystem(solver)
        try solver.addConstraint(ui.root.width == 390)
        solver.updateVariables()
        return ui.checksum
    }

    /// (d) The UI-like system with the root width an edit variable at 999, resized 200 times;
    /// only the resizes are timed.
    static func resizes(measure: (() throws -> Void) throws -> Void) throws -> Double {
        let solver = Solver()
        let ui = try UISystem(solver)
        try solver.addEditVariable(ui.root.width, strength: 999)
        try solver.suggestValue(390, for: ui.root.width)
        solver.updateVariables()
        try measure {
            for step in 0..<200 {
                try solver.suggestValue(Double(300 + step * 7 % 200), for: ui.root.width)
                solver.updateVariables()
            }
        }
        return ui.checksum
    }
}

/// A view's four unknowns.
struct BenchView {
    let left: Variable, top: Variable, width: Variable, height: Variable

    init(_ name: String) {
        left = Variable(name + ".left")
        top = Variable(name + ".top")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }
}

/// 300 views in nested stacks: a root, 6 vertical sections, 7 horizontal rows in each, 6
/// labels in each row. Labels hug (250) and resist compression (750) around an intrinsic size.
struct UISystem {
    let root = BenchView("root")
    var views: [BenchView] = []

    init(_ solver: Solver) throws {
        try solver.addConstraints([root.left == 0, root.top == 0, root.height >= 0])
        let sections = (0..<6).map { BenchView("s\($0)") }
        try UISystem.vertical(solver, root, sections)
        for (s, section) in sections.enumerated() {
            let rows = (0..<7).map { BenchView("s\(s)r\($0)") }
            try UISystem.vertical(solver, section, rows)
            for (r, row) in rows.enumerated() {
                let labels = (0..<6).map { BenchView("s\(s)r\(r)l\($0)") }
                try UISystem.horizontal(solver, row, labels)
                for (l, label) in labels.enumerated() {
                    let intrinsic = Double(20 + ((s * 7 + r) * 6 + l) * 37 % 60)
                    try solver.addConstraints([
                        (label.width <= intrinsic).strength(250), (label.width >= intrinsic).strength(750),
                        (label.height <= 20).strength(250), (label.height >= 20).strength(750),
                    ])
                }
                views += labels
            }
            views += rows
        }
        views += sections
    }

    /// Children stacked top to bottom, filling the parent's width with 8-point margins; the
    /// parent hugs them.
    static func vertical(_ solver: Solver, _ parent: BenchView, _ children: [BenchView]) throws {
        for (i, child) in children.enumerated() {
            try solver.addConstraint(child.left == parent.left + 8)
            try solver.addConstraint(child.left + child.width == parent.left + parent.width - 8)
            if i == 0 {
                try solver.addConstraint(child.top == parent.top + 8)
            } else {
                let previous = children[i - 1]
                try solver.addConstraint(child.top == previous.top + previous.height + 8)
            }
        }
        let last = children[children.count - 1]
        try solver.addConstraint(parent.top + parent.height == last.top + last.height + 8)
        try solver.addConstraint((parent.height == 0).strength(250))
    }

    /// Children side by side from the leading edge, 8 points apart, within the parent.
    static func horizontal(_ solver: Solver, _ parent: BenchView, _ children: [BenchView]) throws {
        for (i, child) in children.enumerated() {
            try solver.addConstraint(child.top == parent.top + 4)
            try solver.addConstraint(child.top + child.height <= parent.top + parent.height - 4)
            if i == 0 {
                try solver.addConstraint(child.left == parent.left + 4)
            } else {
                let previous = children[i - 1]
                try solver.addConstraint(child.left == previous.left + previous.width + 8)
            }
        }
        let last = children[children.count - 1]
        try solver.addConstraint(last.left + last.width <= parent.left + parent.width - 4)
    }

    /// A sum of all frames, printed so that both sides can be seen to agree.
    var checksum: Double {
        views.reduce(0) { $0 + $1.left.value + $1.top.value + $1.width.value + $1.height.value }
    }
}

private func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func runSolverBench(_ arguments: [String]) {
    var runs = 5
    if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
        runs = n
    }
    var only: String?
    if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
        only = arguments[index + 1]
    }
    let clock = ContinuousClock()
    func time(_ name: String, _ body: () throws -> Double) {
        if let only, !name.hasPrefix(only) { return }
        var samples: [Double] = []
        var check = 0.0
        do {
            _ = try body()  // untimed warm-up, as on the kiwisolver side: first-touch costs stay out
            for _ in 0..<runs {
                let start = clock.now
                check = try body()
                samples.append(milliseconds(clock.now - start))
            }
            print("\(name) \(median(samples)) check=\(check)")
        } catch {
            print("\(name) failed: \(error)")
        }
    }
    time("a_equality_chain", SolverWorkloads.equalityChain)
    time("b_inequality_chain", SolverWorkloads.inequalityChain)
    time("c_ui_stacks", SolverWorkloads.stacks)
    if let only, !"d_resizes".hasPrefix(only) { return }
    var samples: [Double] = []
    var check = 0.0
    do {
        _ = try SolverWorkloads.resizes { try $0() }  // untimed warm-up
        for _ in 0..<runs {
            check = try SolverWorkloads.resizes { body in
                let start = clock.now
                try body()
                samples.append(milliseconds(clock.now - start))
            }
        }
        print("d_resizes \(median(samples)) check=\(check)")
    } catch {
        print("d_resizes failed: \(error)")
    }
}
