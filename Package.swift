// swift-tools-version:6.1
import PackageDescription

// The programs allocate through mimalloc on Linux: a layout makes and frees many small objects (rows, constraints,
// views), and glibc's malloc and free were a seventh of a `glossa check` (docs/performance.md). Linked before libc,
// it serves every malloc of the process, the C libraries' too.
let fastAllocator: [LinkerSetting] = [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]

let package = Package(
    name: "Glossa",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "glossa", targets: ["glossa"]),
        .executable(name: "glossa-serve", targets: ["glossa-serve"]),
        .library(name: "GlossaText", targets: ["GlossaText"]),
        .library(name: "GlossaSolver", targets: ["GlossaSolver"]),
        .library(name: "Glossa", targets: ["Glossa"]),
        .library(name: "GlossaTesting", targets: ["GlossaTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Hummingbird's own networking, named for its socket errors (a port in use) and serve's connection watch.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // SwiftUI source read as the compiler reads it (GlossaSwiftUI).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // C libraries, seen only by the Glossa module that owns them.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev", "zlib1g-dev"]), .brew(["libdeflate"])]),
        // ICU behind a header of our own (no ICU type in it), so system ICU never meets Foundation's copy.
        .target(name: "CICU",
                cSettings: [.unsafeFlags(["-I/opt/homebrew/opt/icu4c/include"], .when(platforms: [.macOS]))],
                linkerSettings: [
                    .linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
                    .unsafeFlags(["-L/opt/homebrew/opt/icu4c/lib"], .when(platforms: [.macOS])),
                ]),

        // SHA-256 for cache fingerprints, in C so that a debug build hashes files quickly too.
        .target(name: "CDigest"),
        .target(name: "GlossaICU", dependencies: ["CICU"]),
        .target(name: "GlossaSolver"),
        .target(name: "GlossaText", dependencies: ["CHarfBuzz", "CFreeType", "GlossaICU"]),
        .target(name: "GlossaRender", dependencies: ["GlossaText", "CPNG", "CJPEG", "CDeflate"]),
        .target(name: "GlossaLocalization", dependencies: ["GlossaICU"]),
        .target(name: "GlossaLayout", dependencies: ["GlossaSolver", "GlossaText", "GlossaICU", .product(name: "Yams", package: "Yams")]),
        .target(name: "GlossaCheck", dependencies: ["GlossaLayout"]),
        .target(name: "GlossaInterfaceBuilder", dependencies: ["GlossaLayout", "GlossaLocalization"]),
        // SwiftUI source read into the one document model and laid out by SwiftUI's rules (propose, choose, place).
        .target(name: "GlossaSwiftUI", dependencies: [
            "GlossaLayout", "GlossaText", "GlossaLocalization",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // A project as it is: which files are documents, `.glossa.yml`, layout names that do not collide.
        .target(name: "GlossaProject", dependencies: ["GlossaLayout", "GlossaLocalization", .product(name: "Yams", package: "Yams")]),
        // The report formats (console, JSON, JUnit, SARIF, HTML, Markdown, Xcode, GitHub, GitLab Code Quality, checkstyle)
        // and the screen records they read: nothing of the run that made them.
        .target(name: "GlossaReports", dependencies: ["GlossaCheck", "GlossaLayout", "GlossaText", "GlossaRender"]),
        .target(name: "Glossa", dependencies: [
            "GlossaICU", "GlossaSolver", "GlossaText", "GlossaLocalization", "GlossaLayout", "GlossaRender", "GlossaCheck",
            "GlossaInterfaceBuilder", "GlossaProject", "GlossaReports", "GlossaSwiftUI", "CDeflate", "CDigest",
        ]),
        // `glossa context --weblate`: screenshots and budgets uploaded through Weblate's API. Only this target (and the
        // CLI) links FoundationNetworking (libcurl).
        .target(name: "GlossaWeblate", dependencies: ["Glossa", "GlossaRender"]),
        // `glossa serve`: the live preview server. Only this target (and the CLI) pays for Hummingbird.
        .target(name: "GlossaServe", dependencies: [
            "Glossa", "GlossaText",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
        // Run a matrix from XCTest or Swift Testing and assert on findings, frames and texts.
        .target(name: "GlossaTesting", dependencies: ["Glossa"]),
        // The command line's option groups and exit codes, shared by the two executables.
        .target(name: "GlossaCommandLine", dependencies: [
            "Glossa", "GlossaRender",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "glossa", dependencies: [
            "Glossa", "GlossaCommandLine", "GlossaWeblate",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: fastAllocator),
        // `glossa serve` runs this program (beside it), so the other commands do not carry the HTTP server.
        .executableTarget(name: "glossa-serve", dependencies: [
            "Glossa", "GlossaCommandLine", "GlossaServe",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: fastAllocator),

        // `make bench-*`: release-build timings printed next to a reference tool's, run by bench/*.sh.
        .executableTarget(name: "GlossaBench", dependencies: [
            "Glossa", "GlossaSolver", "GlossaText", "GlossaRender", "GlossaProject", "GlossaSwiftUI",
        ],
                          linkerSettings: fastAllocator),

        .testTarget(name: "GlossaICUTests", dependencies: ["GlossaICU"]),
        .testTarget(name: "GlossaSolverTests", dependencies: ["GlossaSolver"]),
        .testTarget(name: "GlossaTextTests", dependencies: ["GlossaText", "GlossaICU"], exclude: ["Fixtures"]),
        .testTarget(name: "GlossaRenderTests", dependencies: ["GlossaRender", "GlossaText"], exclude: ["Fixtures"]),
        .testTarget(name: "GlossaLocalizationTests", dependencies: ["GlossaLocalization"], exclude: ["Fixtures"]),
        .testTarget(name: "GlossaLayoutTests", dependencies: ["GlossaLayout", "GlossaText", "GlossaCheck"], exclude: ["Fixtures"]),
        .testTarget(name: "GlossaTests", dependencies: ["Glossa", "GlossaLayout", "GlossaReports"], exclude: ["Fixtures"]),
        .testTarget(name: "GlossaInterfaceBuilderTests", dependencies: ["Glossa", "GlossaInterfaceBuilder", "GlossaLayout", "GlossaCheck"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "GlossaProjectTests", dependencies: ["GlossaProject", "GlossaLayout", "GlossaLocalization"], exclude: ["Fixtures"]),
        .testTarget(name: "GlossaCLITests", dependencies: ["glossa", "glossa-serve", "GlossaRender"], exclude: ["serve_page.py", "check-report-v4.py", "Schemas"]),
        .testTarget(name: "GlossaServeTests", dependencies: ["GlossaServe", "Glossa", .product(name: "NIOCore", package: "swift-nio"),
                                                          .product(name: "NIOEmbedded", package: "swift-nio")]),
        .testTarget(name: "GlossaWeblateTests", dependencies: ["GlossaWeblate", "Glossa", "GlossaRender"]),
        .testTarget(name: "GlossaSwiftUITests", dependencies: ["GlossaSwiftUI", "Glossa", "GlossaLayout", "GlossaText", "GlossaCheck"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "GlossaTestingTests", dependencies: ["GlossaTesting", "Glossa"]),
    ],
    swiftLanguageModes: [.v6]
)

// A generic type with concrete arguments (a `[String: Int]`, a `Set<Symbol>`) gets its metadata through its accessor,
// not by demangling its name at run time, which searched every protocol conformance of the program for each new type
// (about 60 at a command's start): a one-screen `glossa check` 122 -> 111 M instructions (docs/performance.md).
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
}
