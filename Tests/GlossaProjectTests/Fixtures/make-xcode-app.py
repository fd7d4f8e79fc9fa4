#!/usr/bin/env python3
"""Writes XcodeApp/: a small app as Xcode lays one out, for the project-file tests (contract v4, "The app as Xcode
builds it"). Two targets (the app and a widget extension) and a test target; Main.storyboard in a variant group whose
French member is typed text.plist.strings; an orphan storyboard no target builds; a Spanish table that does not parse;
an Arabic table that copies English; an asset whose Contents.json names clock.png while the file is clock.PNG; an image
view that names its image with its extension (image="clock.png"); a font in UIAppFonts (make-test-font.py) that a
label names, and a label whose font the app does not bundle; an Italian table the project does not list; a SwiftUI
preview in the app and one in a watch app's target (SDKROOT = watchos).

Deterministic, standard library only: run it again and git sees no change.
"""
import os
import shutil
import struct
import subprocess
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
APP = os.path.join(HERE, "XcodeApp")


def write(path, text, mode="w"):
    full = os.path.join(APP, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, mode) as handle:
        handle.write(text)


def label(ident, text, y, font=None):
    description = (f'<fontDescription key="fontDescription" name="{font}" family="{font.split("-")[0]}" pointSize="17"/>' if font
                   else '<fontDescription key="fontDescription" type="system" pointSize="17"/>')
    return f'''                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{text}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{ident}">
                                <rect key="frame" x="16" y="{y}" width="358" height="21"/>
                                {description}
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
'''


def storyboard(prefix, labels, image=None, controller_class="ViewController", fonts=(), outlet=None):
    """`fonts`: (id suffix, text, font name) of labels set in a named font, below the others."""
    views = "".join(label(f"{prefix}-lb-{i}", text, 100 + 40 * i) for i, text in enumerate(labels))
    constraints = ""
    for suffix, text, font in fonts:
        views += label(f"{prefix}-lb-{suffix}", text, 500 + 40 * len(constraints.splitlines()), font=font)
        constraints += f'''                            <constraint firstItem="{prefix}-lb-{suffix}" firstAttribute="leading" secondItem="{prefix}-vw-ROT" secondAttribute="leadingMargin" id="{prefix}-cf{suffix}-1"/>
                            <constraint firstItem="{prefix}-lb-{suffix}" firstAttribute="top" secondItem="{prefix}-vw-ROT" secondAttribute="top" constant="{500 + 40 * (len(constraints.splitlines()) // 2)}" id="{prefix}-cf{suffix}-2"/>
'''
    for i in range(len(labels)):
        constraints += f'''                            <constraint firstItem="{prefix}-lb-{i}" firstAttribute="leading" secondItem="{prefix}-vw-ROT" secondAttribute="leadingMargin" id="{prefix}-c{i}-1"/>
                            <constraint firstItem="{prefix}-lb-{i}" firstAttribute="top" secondItem="{prefix}-vw-ROT" secondAttribute="top" constant="{100 + 40 * i}" id="{prefix}-c{i}-2"/>
'''
    resources = ""
    if image:
        views += f'''                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="{image}" translatesAutoresizingMaskIntoConstraints="NO" id="{prefix}-iv-CLK">
                                <rect key="frame" x="16" y="400" width="24" height="24"/>
                            </imageView>
'''
        constraints += f'''                            <constraint firstItem="{prefix}-iv-CLK" firstAttribute="leading" secondItem="{prefix}-vw-ROT" secondAttribute="leadingMargin" id="{prefix}-ci-1"/>
                            <constraint firstItem="{prefix}-iv-CLK" firstAttribute="top" secondItem="{prefix}-vw-ROT" secondAttribute="top" constant="400" id="{prefix}-ci-2"/>
'''
        resources = f'''    <resources>
        <image name="{image}" width="24" height="24"/>
    </resources>
'''
    connections = ""
    if outlet:
        connections = f'''                    <connections>
                        <outlet property="{outlet[0]}" destination="{prefix}-lb-{outlet[1]}" id="{prefix}-ot-1"/>
                    </connections>
'''
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="{prefix}-vc-001">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="{prefix}-sc-001">
            <objects>
                <viewController storyboardIdentifier="Home" id="{prefix}-vc-001" customClass="{controller_class}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{prefix}-vw-ROT">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{views}                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
{constraints}                        </constraints>
                    </view>
{connections}                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{prefix}-fr-001" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
{resources}</document>
'''


MAIN = ["Good morning everyone", "Your daily summary", "Read the latest news", "Share with your friends",
        "Open the settings page", "Sign out of this device"]


def strings(pairs):
    return "".join(f'"{key}" = "{value}";\n' for key, value in pairs)


def png(width, height, rgb):
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def project():
    ids = {}
    def oid(name):
        if name not in ids:
            ids[name] = "%024X" % (0xA1000000 + len(ids))
        return ids[name]
    objects = []
    def obj(name, body):
        objects.append(f"\t\t{oid(name)} /* {name} */ = {{{body}}};")
    # Files.
    obj("Main.storyboard.Base", 'isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>";')
    obj("Main.storyboard.de", 'isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Main.strings; sourceTree = "<group>";')
    obj("Main.storyboard.fr", 'isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Main.storyboard; sourceTree = "<group>";')
    obj("Main.storyboard.es", 'isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = es; path = es.lproj/Main.strings; sourceTree = "<group>";')
    obj("Main.storyboard.ar", 'isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = ar; path = ar.lproj/Main.strings; sourceTree = "<group>";')
    obj("Main.storyboard", f'isa = PBXVariantGroup; children = ({oid("Main.storyboard.Base")}, {oid("Main.storyboard.de")}, {oid("Main.storyboard.fr")}, {oid("Main.storyboard.es")}, {oid("Main.storyboard.ar")}, ); name = Main.storyboard; sourceTree = "<group>";')
    obj("Assets.xcassets", 'isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>";')
    obj("ViewController.swift", 'isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ViewController.swift; sourceTree = "<group>";')
    obj("Info.plist", 'isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>";')
    obj("GlossaTestSans-Regular.ttf", 'isa = PBXFileReference; lastKnownFileType = file; path = "Fonts/GlossaTestSans-Regular.ttf"; sourceTree = "<group>";')
    obj("Widget.storyboard.Base", 'isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/MainInterface.storyboard; sourceTree = "<group>";')
    obj("MainInterface.storyboard", f'isa = PBXVariantGroup; children = ({oid("Widget.storyboard.Base")}, ); name = MainInterface.storyboard; sourceTree = "<group>";')
    obj("TestsHelper.storyboard", 'isa = PBXFileReference; lastKnownFileType = file.storyboard; path = TestsHelper.storyboard; sourceTree = "<group>";')
    obj("App.app", 'isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR;')
    obj("Greeting.swift", 'isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Greeting.swift; sourceTree = "<group>";')
    obj("WatchFace.swift", 'isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = WatchFace.swift; sourceTree = "<group>";')
    # Groups: the orphan storyboard is in the navigator but in no build phase.
    obj("Unused.storyboard", 'isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Old/Unused.storyboard; sourceTree = "<group>";')
    obj("App group", f'isa = PBXGroup; children = ({oid("Main.storyboard")}, {oid("Assets.xcassets")}, {oid("ViewController.swift")}, {oid("Greeting.swift")}, {oid("Info.plist")}, {oid("Unused.storyboard")}, {oid("GlossaTestSans-Regular.ttf")}, ); path = App; sourceTree = "<group>";')
    obj("Watch group", f'isa = PBXGroup; children = ({oid("WatchFace.swift")}, ); path = Watch; sourceTree = "<group>";')
    obj("Widget group", f'isa = PBXGroup; children = ({oid("MainInterface.storyboard")}, ); path = Widget; sourceTree = "<group>";')
    obj("Tests group", f'isa = PBXGroup; children = ({oid("TestsHelper.storyboard")}, ); path = AppTests; sourceTree = "<group>";')
    obj("Products", f'isa = PBXGroup; children = ({oid("App.app")}, ); name = Products; sourceTree = "<group>";')
    obj("Main group", f'isa = PBXGroup; children = ({oid("App group")}, {oid("Widget group")}, {oid("Watch group")}, {oid("Tests group")}, {oid("Products")}, ); sourceTree = "<group>";')
    # Build files and phases.
    for name in ["Main.storyboard", "Assets.xcassets", "ViewController.swift", "MainInterface.storyboard", "TestsHelper.storyboard",
                 "GlossaTestSans-Regular.ttf", "Greeting.swift", "WatchFace.swift"]:
        obj(name + " in build", f"isa = PBXBuildFile; fileRef = {oid(name)} /* {name} */; ")
    obj("App Resources", f'isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = ({oid("Main.storyboard in build")}, {oid("Assets.xcassets in build")}, {oid("GlossaTestSans-Regular.ttf in build")}, ); runOnlyForDeploymentPostprocessing = 0;')
    obj("App Sources", f'isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = ({oid("ViewController.swift in build")}, {oid("Greeting.swift in build")}, ); runOnlyForDeploymentPostprocessing = 0;')
    obj("Watch Sources", f'isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = ({oid("WatchFace.swift in build")}, ); runOnlyForDeploymentPostprocessing = 0;')
    obj("Widget Resources", f'isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = ({oid("MainInterface.storyboard in build")}, ); runOnlyForDeploymentPostprocessing = 0;')
    obj("Tests Resources", f'isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = ({oid("TestsHelper.storyboard in build")}, ); runOnlyForDeploymentPostprocessing = 0;')
    # Configurations.
    obj("App Release", 'isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = org.example.app; TARGETED_DEVICE_FAMILY = "1,2"; }; name = Release;')
    obj("App configurations", f'isa = XCConfigurationList; buildConfigurations = ({oid("App Release")}, ); defaultConfigurationName = Release;')
    obj("Widget Release", 'isa = XCBuildConfiguration; buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_CFBundleDisplayName = Widget; TARGETED_DEVICE_FAMILY = 2; }; name = Release;')
    obj("Widget configurations", f'isa = XCConfigurationList; buildConfigurations = ({oid("Widget Release")}, ); defaultConfigurationName = Release;')
    obj("Watch Release", 'isa = XCBuildConfiguration; buildSettings = { GENERATE_INFOPLIST_FILE = YES; SDKROOT = watchos; TARGETED_DEVICE_FAMILY = 4; }; name = Release;')
    obj("Watch configurations", f'isa = XCConfigurationList; buildConfigurations = ({oid("Watch Release")}, ); defaultConfigurationName = Release;')
    obj("Watch target", f'isa = PBXNativeTarget; buildConfigurationList = {oid("Watch configurations")}; buildPhases = ({oid("Watch Sources")}, ); name = "Watch App"; productName = Watch; productType = "com.apple.product-type.application";')
    obj("App target", f'isa = PBXNativeTarget; buildConfigurationList = {oid("App configurations")}; buildPhases = ({oid("App Sources")}, {oid("App Resources")}, ); name = App; productName = App; productReference = {oid("App.app")}; productType = "com.apple.product-type.application";')
    obj("Widget target", f'isa = PBXNativeTarget; buildConfigurationList = {oid("Widget configurations")}; buildPhases = ({oid("Widget Resources")}, ); name = Widget; productName = Widget; productType = "com.apple.product-type.app-extension";')
    obj("Tests target", f'isa = PBXNativeTarget; buildPhases = ({oid("Tests Resources")}, ); name = AppTests; productName = AppTests; productType = "com.apple.product-type.bundle.unit-test";')
    obj("Project", f'isa = PBXProject; compatibilityVersion = "Xcode 14.0"; developmentRegion = en; hasScannedForEncodings = 0; knownRegions = (en, Base, de, fr, es, ar, ); mainGroup = {oid("Main group")}; productRefGroup = {oid("Products")}; projectDirPath = ""; projectRoot = ""; targets = ({oid("App target")}, {oid("Widget target")}, {oid("Watch target")}, {oid("Tests target")}, );')
    body = "\n".join(objects)
    return f"""// !$*UTF8*$!
{{
\tarchiveVersion = 1;
\tclasses = {{
\t}};
\tobjectVersion = 56;
\tobjects = {{
{body}
\t}};
\trootObject = {oid("Project")} /* Project object */;
}}
"""


if __name__ == "__main__":
    shutil.rmtree(APP, ignore_errors=True)
    write("App.xcodeproj/project.pbxproj", project())
    write("App/Base.lproj/Main.storyboard", storyboard("MAI", MAIN, image="clock.png", fonts=[
        ("F", "Brand name here", "GlossaTestSans-Regular"), ("M", "Not bundled", "MissingSans-Bold")], outlet=("accountLabel", 5)))
    keys = [f"MAI-lb-{i}.text" for i in range(len(MAIN))]
    write("App/de.lproj/Main.strings", strings(zip(keys, ["Guten Morgen zusammen", "Deine tägliche Übersicht",
                                                          "Lies die neuesten Nachrichten", "Mit Freunden teilen",
                                                          "Die Einstellungen öffnen", "Von diesem Gerät abmelden"])))
    # Typed text.plist.strings in the project: French strings for the storyboard, whatever the name says.
    write("App/fr.lproj/Main.storyboard", "/* French strings for Main.storyboard */\n" + strings(zip(keys, [
        "Bonjour à tous", "Votre résumé du jour", "Lire les dernières nouvelles", "Partager avec vos amis",
        "Ouvrir les réglages", "Se déconnecter de cet appareil"])))
    # A missing ';' on line 2: iOS loads none of it.
    write("App/es.lproj/Main.strings", f'"{keys[0]}" = "Buenos días a todos";\n"{keys[1]}" = "Tu resumen diario"\n"{keys[2]}" = "Lee las noticias";\n')
    # A copy of the development text.
    write("App/ar.lproj/Main.strings", strings(zip(keys, MAIN)))
    # A language folder no target builds: no language of the app, so nothing is said of its broken table.
    write("App/it.lproj/Main.strings", f'"{keys[0]}" = "Buongiorno a tutti"\n')
    write("App/Old/Unused.storyboard", storyboard("OLD", ["An old screen nobody opens"]))
    # A SwiftUI screen of the app, and one of a watch app (SDKROOT = watchos): only the first is an iPhone's screen.
    write("App/Greeting.swift", 'import SwiftUI\n\nstruct Greeting: View {\n    var body: some View {\n        Text("Hello")\n    }\n}\n\n'
          '#Preview("Greeting") {\n    Greeting()\n}\n')
    write("Watch/WatchFace.swift", 'import SwiftUI\n\nstruct WatchFace: View {\n    var body: some View {\n        Text("Now")\n    }\n}\n\n'
          '#Preview("WatchFace") {\n    WatchFace()\n}\n')
    write("App/ViewController.swift", "import UIKit\n\nclass ViewController: UIViewController {\n"
          "    @IBOutlet weak var accountLabel: UILabel!\n\n"
          "    override func viewDidLoad() {\n        super.viewDidLoad()\n        accountLabel.text = Account.current.name\n    }\n}\n")
    write("App/Info.plist", """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>CFBundleDevelopmentRegion</key>
\t<string>$(DEVELOPMENT_LANGUAGE)</string>
\t<key>UIAppFonts</key>
\t<array>
\t\t<string>GlossaTestSans-Regular.ttf</string>
\t</array>
\t<key>UIMainStoryboardFile</key>
\t<string>Main</string>
</dict>
</plist>
""")
    write("App/Assets.xcassets/Contents.json", '{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n')
    write("App/Assets.xcassets/clock.imageset/Contents.json", '{\n  "images" : [\n    {\n      "filename" : "clock.png",\n      "idiom" : "universal"\n    }\n  ],\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n')
    write("App/Assets.xcassets/clock.imageset/clock.PNG", png(24, 24, (200, 40, 40)), mode="wb")
    write("Widget/Base.lproj/MainInterface.storyboard", storyboard("WID", ["Today at a glance"]))
    write("AppTests/TestsHelper.storyboard", storyboard("TST", ["A screen only the tests load"]))
    subprocess.run(["/usr/bin/python3", os.path.join(HERE, "make-test-font.py")], check=True)
