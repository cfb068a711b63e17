import Foundation
import Testing

@testable import FontAudit
@testable import FontAuditFixes
@testable import FontAuditInventory
@testable import FontAuditModel
@testable import FontAuditReaders
@testable import FontAuditReporters
@testable import FontAuditRules

/// The Interface Builder scanner on a small storyboard.
@Suite struct InterfaceBuilderScannerTests {
    @Test func storyboardRequestsAndFontMap() {
        let found = InterfaceBuilderScanner().scan(Data(storyboard.utf8), path: "App/Main.storyboard")
        #expect(found.problem == nil)
        // The system font (type="system") and the commented-out element are not requests; the second
        // request's tag starts on line 33 although XMLParser sees it end on line 34.
        #expect(
            found.requests.map { "\($0.name) \($0.line):\($0.column)" } == ["Brand-Bold 26:33", "BrandRegular 33:33"])
        #expect(
            found.requests.allSatisfy {
                $0.api == "fontDescription" && $0.source == .interfaceBuilder && $0.file == "App/Main.storyboard"
            })
        #expect(
            found.fontMap
                == InterfaceBuilderFontMap(
                    path: "App/Main.storyboard",
                    files: ["Brand-Bold.otf": ["Brand-Bold"], "Brand-Regular.ttf": ["Brand-Regular", "Brand-Italic"]],
                    lines: ["Brand-Bold.otf": 9, "Brand-Regular.ttf": 12]))
    }

    @Test func storyboardWithoutCustomFonts() {
        let xib =
            "<document>\n<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"17\"/>\n</document>"
        let found = InterfaceBuilderScanner().scan(Data(xib.utf8), path: "View.xib")
        #expect(found.requests.isEmpty && found.fontMap == nil && found.problem == nil)
    }

    @Test func theSystemFontAsInterfaceBuilderWritesItIsNoRequest() {
        // Xcode writes the system font picked from the Custom menu this way; other private names
        // (copied from an attributed string) stay requests.
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
            <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/>
            <fontDescription key="fontDescription" name=".AppleSystemUIFontBold" family=".AppleSystemUIFont" pointSize="17"/>
            <fontDescription key="fontDescription" name=".SFNSDisplay" family=".SF NS Display" pointSize="17"/>
            </document>
            """
        let found = InterfaceBuilderScanner().scan(Data(xib.utf8), path: "View.xib")
        #expect(found.requests.map { "\($0.name) \($0.line)" } == [".SFNSDisplay 4"])
    }

    @Test func malformedStoryboardIsAProblem() {
        let broken = storyboard.replacingOccurrences(of: "<nil key=\"textColor\"/>", with: "<nil key=\"textColor\">")
        let found = InterfaceBuilderScanner().scan(Data(broken.utf8), path: "App/Main.storyboard")
        #expect(found.problem?.hasPrefix("not well-formed XML near line 28") == true)
        #expect(found.requests.isEmpty && found.fontMap == nil)
        #expect(InterfaceBuilderScanner().scan(Data("garbage".utf8), path: "x.xib").problem != nil)
    }

    typealias Entry = StyleDictionary.Entry
}

// MARK: Fixtures (line numbers matter: the tests name them)

private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <customFonts key="customFonts">
            <mutableArray key="Brand-Bold.otf">
                <string>Brand-Bold</string>
            </mutableArray>
            <array key="Brand-Regular.ttf">
                <string>Brand-Regular</string>
                <string>Brand-Italic</string>
            </array>
        </customFonts>
        <scenes>
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" customClass="ViewController" customModule="Brand" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <!-- <fontDescription key="fontDescription" name="Commented-Out" pointSize="9"/> -->
                                <label opaque="NO" userInteractionEnabled="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="abc-12-def">
                                    <fontDescription key="fontDescription" name="Brand-Bold" family="Brand" pointSize="28"/>
                                    <nil key="textColor"/>
                                </label>
                                <label opaque="NO" text="Body" id="ghi-34-jkl">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <button opaque="NO" contentHorizontalAlignment="center" buttonType="system" id="mno-56-pqr">
                                    <fontDescription key="fontDescription"
                                        name="BrandRegular" family="Brand" pointSize="15"/>
                                    <state key="normal" title="Go"/>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
