#!/usr/bin/env bash
# Builds a fresh Swift package that depends on this checkout by path, with the sample Layouts/ copied
# into it and the README's GlossaTesting test file as it stands, and runs `swift test` there: the file
# must compile and pass. Then adds Spanish (whose Settings value is truncated) to the test's locales
# and expects the failure at the assertion's line, naming screen, view, kind and message.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# GLOSSA_PACKAGE_DIR: build there and keep it (a second run is incremental); else a temporary folder.
if [ -n "${GLOSSA_PACKAGE_DIR:-}" ]; then
  work=$GLOSSA_PACKAGE_DIR
  mkdir -p "$work"
else
  work=$(mktemp -d "${TMPDIR:-/tmp}/glossa-package.XXXXXX")
  trap 'rm -rf "$work"' EXIT
fi
app="$work/App"
test_file="Tests/AppLayoutTests/LocalizationLayoutTests.swift"
mkdir -p "$app/Tests/AppLayoutTests"
# The package identity of a path dependency is its folder's name: give the checkout the name users give it.
ln -sfn "$root" "$work/Glossa"
rm -rf "$app/Layouts"
cp -R "$root/Layouts" "$app/Layouts"

python3 - "$root/README.md" "$app/$test_file" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r"<!-- test-package: (\S+) -->\n```swift\n(.*?)```", text, re.S)
if not match:
    sys.exit("README.md: no '<!-- test-package: … -->' swift block")
open(sys.argv[2], "w", encoding="utf-8").write(match.group(2))
PY

cat > "$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../Glossa")],
    targets: [
        .testTarget(name: "AppLayoutTests", dependencies: [.product(name: "GlossaTesting", package: "Glossa")]),
    ]
)
SWIFT

# Swift Testing through the same assertions (the toolchain's Testing module; no extra package).
cat > "$app/Tests/AppLayoutTests/SwiftTestingLayoutTests.swift" <<'SWIFT'
import GlossaTesting
import Testing

@Test func settingsFitsInArabic() throws {
    let matrix = try LayoutMatrix("Layouts/Settings", locales: .list(["ar"]))
    matrix.assertNoFindings(atOrAbove: .error)
    #expect(try matrix.screen(layout: "settings", locale: "ar").direction == .rightToLeft)
}
SWIFT

cd "$app"
echo "test-package: building $app (a clean build of Glossa)"
swift build --build-tests 2>&1 | tail -3
swift test --skip-build > "$work/pass.log" 2>&1 || true
grep -q "Executed 2 tests, with 0 failures" "$work/pass.log" || { echo "test-package: the README's test file did not pass" >&2; exit 1; }
grep -q "Test run with 1 test.* passed" "$work/pass.log" || { echo "test-package: the Swift Testing test did not pass" >&2; exit 1; }

# The same file with Spanish added must fail at the assertion, naming the screen, view and finding.
sed -i 's/locales: .list(\["en", "ar", "de"/locales: .list(["en", "es", "ar", "de"/' "$test_file"
line=$(grep -n "matrix.assertNoFindings(atOrAbove: .error)" "$test_file" | head -1 | cut -d: -f1)
if swift test --filter testSettingsFitsInEveryShippedLanguage > "$work/fail.log" 2>&1; then
    echo "test-package: with Spanish added the test passed; it must fail" >&2; exit 1
fi
expected="LocalizationLayoutTests.swift:$line: error: LocalizationLayoutTests.testSettingsFitsInEveryShippedLanguage : failed - settings es iphone-15 l: error truncated 'previews-value'"
grep -qF "$expected" "$work/fail.log" || { echo "test-package: expected a failure like: $expected" >&2; tail -20 "$work/fail.log" >&2; exit 1; }
echo "test-package: ok (the README's test file passes in a fresh package, and fails at line $line with Spanish added)"
