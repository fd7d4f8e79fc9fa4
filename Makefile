# The README's two commands: `make demo` and `make test`. Each installs what is missing first.
SWIFT ?= swift
RELEASE = $(SWIFT) build -c release
GLOSSA_RELEASE = .build/release/glossa

PREFIX ?= /usr/local

.PHONY: setup build release install demo test test-package bench bench-text bench-solver bench-matrix bench-budgets bench-scale bench-swiftui fidelity fuzz verdicts groundtruth integration-weblate clean

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

release: setup
	$(RELEASE) --static-swift-stdlib --product glossa
	$(RELEASE) --static-swift-stdlib --product glossa-serve
	$(RELEASE) --static-swift-stdlib --product GlossaBench

# The binaries to $(PREFIX)/bin (`glossa serve` runs glossa-serve, beside glossa) and the fonts they draw with to
# $(PREFIX)/share/glossa/Fonts, where they look for them.
install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/glossa"
	install -m 755 $(GLOSSA_RELEASE) "$(PREFIX)/bin/glossa"
	install -m 755 $(GLOSSA_RELEASE)-serve "$(PREFIX)/bin/glossa-serve"
	rm -rf "$(PREFIX)/share/glossa/Fonts"
	cp -R Fonts "$(PREFIX)/share/glossa/Fonts"
	@echo "installed $(PREFIX)/bin/glossa and glossa-serve (fonts in $(PREFIX)/share/glossa/Fonts)"

demo: release
	@scripts/demo.sh $(GLOSSA_RELEASE)

test: setup
	SWIFT="$(SWIFT)" scripts/build-clean.sh --build-tests
	@scripts/test-package.sh
	$(SWIFT) test --skip-build --disable-swift-testing

# A fresh package that depends on this checkout by path runs the README's GlossaTesting test file.
test-package: setup
	@scripts/test-package.sh

# A mutation loop over every reader (layouts, Interface Builder, strings, catalogs, Contents.json, report.json)
# through the release executable: each run must exit 0, 1 or 2, in bounded time and memory, writing only
# inside its folder. `make fuzz FUZZ_SECONDS=600`; FUZZ_SEED=N repeats a loop.
FUZZ_SECONDS ?= 60
fuzz: setup
	$(RELEASE) --product glossa
	@scripts/fuzz.py --glossa $(GLOSSA_RELEASE) --seconds $(FUZZ_SECONDS) $(if $(FUZZ_SEED),--seed $(FUZZ_SEED))

bench: bench-text bench-solver bench-matrix bench-budgets bench-scale bench-swiftui

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

# Very large inputs through `glossa check` (issue 24's sizes: 3,000 and 5,000 labels, a stringsdict of 50,000 keys, a
# 1.6 MB paragraph, a list of 100,000 names, a String Catalog of 200,000 keys): wall time and peak RSS against their
# targets. SCALE_BASELINE=BIN runs another binary first and prints before -> after.
bench-scale: release
	@python3 bench/scale.py --glossa $(GLOSSA_RELEASE) $(if $(SCALE_BASELINE),--baseline $(SCALE_BASELINE))

# Reading an app's SwiftUI source against `swiftc -frontend -parse` of the same files, a SwiftUI screen's check against
# a storyboard screen's, and peak memory as the sources double (bench/swiftui.sh). `make bench-swiftui
# SWIFTUI_APPS=DIR`, DIR holding the apps of bench/swiftui/apps.json (`<owner>+<name>/`); without it, the repository's
# SwiftUI fixtures. SWIFTUI_ONLY=name,... runs only those apps.
SWIFTUI_APPS ?=
SWIFTUI_ONLY ?=
bench-swiftui: setup
	@SWIFTUI_APPS="$(SWIFTUI_APPS)" SWIFTUI_ONLY="$(SWIFTUI_ONLY)" bench/swiftui.sh

# Precision kind by kind on the labelled corpus (bench/verdicts/): `make verdicts VERDICT_APPS=DIR`, DIR holding the
# labelled apps checked out at their commits (`<owner>+<name>/`). Exits 1 below 90 % for a kind at warning or error.
VERDICT_APPS ?=
verdicts: setup
	@test -n "$(VERDICT_APPS)" || { echo "make verdicts VERDICT_APPS=DIR: DIR holds the apps of bench/verdicts/ (see bench/verdicts/README.md)"; exit 2; }
	$(RELEASE) --static-swift-stdlib --product glossa
	@python3 bench/verdicts/verdicts.py --apps "$(VERDICT_APPS)" --glossa $(GLOSSA_RELEASE) --out out/verdicts $(VERDICT_FLAGS)

# Facts measured on public apps' own screenshots (bench/groundtruth/): `make groundtruth APPS=DIR`, DIR holding the apps
# checked out at their commits (`<owner>+<name>/`; GROUNDTRUTH_FLAGS=--fetch clones the missing ones). GLOSSA=BIN checks
# that binary and builds nothing. Exits 1 when a fact fails.
APPS ?=
GLOSSA ?=
groundtruth:
	@test -n "$(APPS)" || { echo "make groundtruth APPS=DIR: DIR holds the apps of bench/groundtruth/facts/ (see bench/groundtruth/README.md)"; exit 2; }
	$(if $(GLOSSA),,@scripts/setup.sh && $(RELEASE) --static-swift-stdlib --product glossa)
	@python3 bench/groundtruth/groundtruth.py --apps "$(APPS)" --glossa $(or $(GLOSSA),$(GLOSSA_RELEASE)) --out out/groundtruth $(GROUNDTRUTH_FLAGS)

# `glossa context --weblate` against a real Weblate on 127.0.0.1 (PyPI's Weblate, Debian's PostgreSQL and Redis), the
# sample app's strings as its components; checks through Weblate's API that every unit the screens show has its one
# screenshot and every budgeted key its max-size flag. Not part of `make test`: it installs several hundred MB and
# takes minutes the first time. WEBLATE_PAGE=FILE.png adds a browser's picture of a translate page.
integration-weblate: setup
	@scripts/weblate-integration.sh

clean:
	rm -rf .build out
