# The README's two commands: `make demo` and `make test`. Each installs what is missing first.
SWIFT ?= swift
RELEASE = $(SWIFT) build -c release
GLOSSA_RELEASE = .build/release/glossa

.PHONY: setup build release demo test test-package bench bench-text bench-solver bench-matrix bench-budgets fidelity clean

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

release: setup
	$(RELEASE) --static-swift-stdlib --product glossa
	$(RELEASE) --static-swift-stdlib --product GlossaBench

demo: release
	@scripts/demo.sh $(GLOSSA_RELEASE)

test: setup
	SWIFT="$(SWIFT)" scripts/build-clean.sh --build-tests
	@scripts/test-package.sh
	$(SWIFT) test --skip-build --disable-swift-testing

# A fresh package that depends on this checkout by path runs the README's GlossaTesting test file.
test-package: setup
	@scripts/test-package.sh

bench: bench-text bench-solver bench-matrix bench-budgets

bench-text: release
	@bench/text.sh

bench-solver: setup
	@bench/solver.sh

fidelity: setup
	@bench/fidelity.sh

bench-matrix: release
	@bench/matrix.sh

bench-budgets: setup
	@bench/budgets.sh

clean:
	rm -rf .build out
