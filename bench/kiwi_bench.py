"""The solver workloads of bench/solver.sh in kiwisolver, built exactly like
Sources/GlossaBench/SolverBench.swift builds them for GlossaSolver.

Priorities map to kiwi strengths as: 1000 -> required, 750 -> strong, 250 -> weak, and the
resize edit's 999 -> strength.create(999, 0, 0) (above strong, below required). kiwi sums
weighted errors where GlossaSolver orders priorities strictly; for these systems the
strengths are far enough apart that both give the same layout.

Prints `<workload> <median milliseconds> check=<value>` per workload, like the Swift side;
`--runs N` and `--only PREFIX` as there.
"""
import statistics
import sys
import time

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required
STRONG = kiwi.strength.strong  # 750
WEAK = kiwi.strength.weak  # 250
EDIT = kiwi.strength.create(999, 0, 0)  # 999
CHAIN = 1000


def equality_chain():
    solver = kiwi.Solver()
    x = [kiwi.Variable(f"x{i}") for i in range(CHAIN)]
    for i in range(CHAIN):
        if i > 0:
            solver.addConstraint(x[i] == x[i - 1] + 1)
        solver.addConstraint((x[i] == 2 * i) | WEAK)
    solver.updateVariables()
    return x[CHAIN - 1].value()


def inequality_chain():
    solver = kiwi.Solver()
    x = [kiwi.Variable(f"x{i}") for i in range(CHAIN)]
    solver.addConstraint(x[0] >= 0)
    for i in range(1, CHAIN):
        solver.addConstraint(x[i] >= x[i - 1] + 1)
        solver.addConstraint((x[i] == x[i - 1] + 10) | WEAK)
    solver.addConstraint(x[CHAIN - 1] == 5000)
    solver.updateVariables()
    return x[CHAIN // 2].value()


class View:
    __slots__ = ("left", "top", "width", "height")

    def __init__(self, name):
        self.left = kiwi.Variable(name + ".left")
        self.top = kiwi.Variable(name + ".top")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")


def vertical(solver, parent, children):
    for i, child in enumerate(children):
        solver.addConstraint(child.left == parent.left + 8)
        solver.addConstraint(child.left + child.width == parent.left + parent.width - 8)
        if i == 0:
            solver.addConstraint(child.top == parent.top + 8)
        else:
            previous = children[i - 1]
            solver.addConstraint(child.top == previous.top + previous.height + 8)
    last = children[-1]
    solver.addConstraint(parent.top + parent.height == last.top + last.height + 8)
    solver.addConstraint((parent.height == 0) | WEAK)


def horizontal(solver, parent, children):
    for i, child in enumerate(children):
        solver.addConstraint(child.top == parent.top + 4)
        solver.addConstraint(child.top + child.height <= parent.top + parent.height - 4)
        if i == 0:
            solver.addConstraint(child.left == parent.left + 4)
        else:
            previous = children[i - 1]
            solver.addConstraint(child.left == previous.left + previous.width + 8)
    last = children[-1]
    solver.addConstraint(last.left + last.width <= parent.left + parent.width - 4)


def ui_system(solver):
    root = View("root")
    views = []
    for c in (root.left == 0, root.top == 0, root.height >= 0):
        solver.addConstraint(c)
    sections = [View(f"s{s}") for s in range(6)]
    vertical(solver, root, sections)
    for s, section in enumerate(sections):
        rows = [View(f"s{s}r{r}") for r in range(7)]
        vertical(solver, section, rows)
        for r, row in enumerate(rows):
            labels = [View(f"s{s}r{r}l{l}") for l in range(6)]
            horizontal(solver, row, labels)
            for l, label in enumerate(labels):
                intrinsic = 20 + ((s * 7 + r) * 6 + l) * 37 % 60
                solver.addConstraint((label.width <= intrinsic) | WEAK)
                solver.addConstraint((label.width >= intrinsic) | STRONG)
                solver.addConstraint((label.height <= 20) | WEAK)
                solver.addConstraint((label.height >= 20) | STRONG)
            views += labels
        views += rows
    views += sections
    return root, views


def checksum(views):
    return sum(v.left.value() + v.top.value() + v.width.value() + v.height.value() for v in views)


def stacks():
    solver = kiwi.Solver()
    root, views = ui_system(solver)
    solver.addConstraint(root.width == 390)
    solver.updateVariables()
    return checksum(views)


def resizes(samples):
    solver = kiwi.Solver()
    root, views = ui_system(solver)
    solver.addEditVariable(root.width, EDIT)
    solver.suggestValue(root.width, 390)
    solver.updateVariables()
    start = time.perf_counter()
    for step in range(200):
        solver.suggestValue(root.width, 300 + step * 7 % 200)
        solver.updateVariables()
    samples.append((time.perf_counter() - start) * 1e3)
    return checksum(views)


def main():
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else ""
    for name, body in (("a_equality_chain", equality_chain), ("b_inequality_chain", inequality_chain),
                       ("c_ui_stacks", stacks)):
        if not name.startswith(only):
            continue
        samples = []
        body()  # untimed warm-up, as on the Swift side
        for _ in range(runs):
            start = time.perf_counter()
            check = body()
            samples.append((time.perf_counter() - start) * 1e3)
        print(f"{name} {statistics.median(samples)} check={check}")
    if not "d_resizes".startswith(only):
        return
    resizes([])  # untimed warm-up
    samples = []
    for _ in range(runs):
        check = resizes(samples)
    print(f"d_resizes {statistics.median(samples)} check={check}")


if __name__ == "__main__":
    main()
