import GlossaSolver

/// One pass's constraints added to a solver, with what the next pass can reuse of it.
///
/// Between measure passes only the constraints that quote a measured size change (a text view that
/// wraps at its solved width gets a new height), and they usually come late in the list. The pass keeps
/// checkpoints of its solver part way through (at a half and three quarters of the list); the next pass
/// resumes from the last checkpoint its list agrees with up to there, constraint for constraint, and
/// adds only the rest. That is the very sequence of operations a new solver would perform, so the
/// result is the same bit for bit (see `SolverCheckpoint`).
struct SolvedPass {
    let planned: [PlannedConstraint]
    let solver: Solver
    /// Constraints the solver refused, by index in `planned`, in order.
    let failures: [(index: Int, error: SolverError)]
    let checkpoints: [SolverCheckpoint]

    /// Adds `planned` in order, resuming from `previous` where the two lists begin alike.
    init(_ planned: [PlannedConstraint], after previous: SolvedPass?) {
        var start = 0, failures: [(index: Int, error: SolverError)] = [], checkpoints: [SolverCheckpoint] = []
        var solver = Solver()
        if let previous {
            let shared = Self.sharedPrefix(previous.planned, planned)
            if let resume = previous.checkpoints.last(where: { $0.count <= shared }) {
                start = resume.count
                solver = Solver(resuming: resume)
                failures = previous.failures.filter { $0.index < start }
                checkpoints = previous.checkpoints.filter { $0.count <= start }
            }
        }
        let marks = [planned.count / 2, planned.count * 5 / 8, planned.count * 3 / 4, planned.count * 7 / 8]
        for index in start..<planned.count {
            if index > start && marks.contains(index) { checkpoints.append(solver.checkpoint(after: index)) }
            do {
                try solver.addConstraint(planned[index].constraint)
            } catch {
                failures.append((index, error))
            }
        }
        self.planned = planned
        self.solver = solver
        self.failures = failures
        self.checkpoints = checkpoints
    }

    /// How many constraints the two lists share from their start.
    private static func sharedPrefix(_ a: [PlannedConstraint], _ b: [PlannedConstraint]) -> Int {
        var count = 0
        while count < a.count && count < b.count && a[count].constraint.isIdentical(to: b[count].constraint) {
            count += 1
        }
        return count
    }

    /// A refused constraint is reported, quoting both sides, and dropped — as Auto Layout breaks a
    /// constraint and carries on.
    var issues: [LayoutIssue] {
        failures.map { index, error in
            let item = planned[index]
            guard case let .unsatisfiableConstraint(constraint, conflicts) = error else {
                return LayoutIssue(kind: .unsatisfiable, view: item.owner?.name, location: item.spec?.location,
                                   message: "\(error)")
            }
            let others = conflicts.map { "'\($0)'" }.joined(separator: ", ")
            return LayoutIssue(kind: .unsatisfiable, view: item.owner?.name ?? Self.viewName(of: constraint),
                               location: item.spec?.location,
                               message: "'\(constraint)' conflicts with \(others); it was dropped")
        }
    }

    /// Generated labels start with the view's name ("title: width >= 0").
    private static func viewName(of constraint: Constraint) -> String? {
        constraint.label?.split(separator: ":").first.map(String.init)
    }
}
