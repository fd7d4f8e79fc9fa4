import Foundation
import GlossaSolver

/// One pass's constraints added to a solver, with what the next pass can reuse of it.
///
/// Between measure passes, and between the locales, content sizes and devices of one layout, a
/// pass's list usually differs from an earlier one only in constants (a text's measured size).
/// Such a list is solved from the earlier solved basis (`Solver(reusing:for:shape:)`), which
/// gives the same values as a solve from scratch whenever the optimum is unique, and declines
/// otherwise. Failing that, the pass keeps checkpoints of its solver part way through (at a half
/// and later); the next pass resumes from the last checkpoint its list agrees with up to there,
/// constraint for constraint, and adds only the rest — the very sequence of operations a new
/// solver would perform (see `SolverCheckpoint`).
struct SolvedPass {
    let planned: [PlannedConstraint]
    let solver: Solver
    /// Constraints the solver refused, by index in `planned`, in order.
    let failures: [(index: Int, error: SolverError)]
    let checkpoints: [SolverCheckpoint]
    /// The solved state for later lists of the same shape; nil after a refusal.
    let template: SolvedTemplate?
    let shape: ConstraintShape

    /// Solves `planned`, from `previous`'s basis or one of `templates` where the shape allows, else
    /// by adding it in order, resuming from `previous` where the two lists begin alike. With no
    /// `templates`, every pass is added constraint by constraint (what tests compare with).
    /// `shapedLikePrevious`: `planned` differs from `previous.planned` only in constants and labels.
    init(_ planned: [PlannedConstraint], after previous: SolvedPass?, templates: SolverTemplates?,
         shapedLikePrevious: Bool = false) {
        let constraints = planned.map(\.constraint)
        let shape = shapedLikePrevious ? previous?.shape ?? ConstraintShape(constraints) : ConstraintShape(constraints)
        self.planned = planned
        self.shape = shape
        if let templates, let reused = Self.reused(previous?.template, templates, constraints, shape) {
            solver = reused.solver
            failures = []
            checkpoints = []
            template = reused.template
            templates.keep(reused.template)
            return
        }
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
        self.solver = solver
        self.failures = failures
        self.checkpoints = checkpoints
        template = failures.isEmpty ? solver.template(for: constraints, shape: shape) : nil
        if let template { templates?.keep(template) }
    }

    /// A solver for `constraints` from the previous pass's template, else from the run's template of
    /// the same shape (looked up only then).
    private static func reused(_ previous: SolvedTemplate?, _ templates: SolverTemplates, _ constraints: [Constraint],
                               _ shape: ConstraintShape) -> (solver: Solver, template: SolvedTemplate)? {
        if let previous, let reused = Solver.reusing(previous, for: constraints, shape: shape) { return reused }
        guard let kept = templates.template(for: shape) else { return nil }
        return Solver.reusing(kept, for: constraints, shape: shape)
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

/// Solved systems of a run, by shape, so that the other locales, content sizes and devices of a
/// layout start from one of them (see `SolvedPass`). Bounded; shared by parallel workers.
///
/// The latest solve of a shape is kept: the next screen of a matrix is usually the next content size
/// or locale of the same layout, whose constants are closest to it, so the dual simplex has least to
/// do. A reused tableau passes its round-off on, so templates more than `generationLimit` reuses away
/// from a solve from scratch are not kept (the one kept stays until a closer one comes).
public final class SolverTemplates: @unchecked Sendable {
    private let lock = NSLock()
    private var templates: [ConstraintShape: SolvedTemplate] = [:]
    private let limit: Int

    public init(limit: Int = 64) {
        self.limit = limit
    }

    func template(for shape: ConstraintShape) -> SolvedTemplate? {
        lock.lock()
        defer { lock.unlock() }
        return templates[shape]
    }

    static let generationLimit = 32

    /// Keeps the latest template of its shape, unless it is too many reuses from a solve from scratch.
    func keep(_ template: SolvedTemplate) {
        guard template.generation <= Self.generationLimit else { return }
        lock.lock()
        defer { lock.unlock() }
        if templates[template.shape] == nil, templates.count >= limit { templates.removeAll() }
        templates[template.shape] = template
    }
}

