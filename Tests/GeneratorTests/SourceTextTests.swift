import Testing

@testable import SurfMVPGenerate

/// Edits at anchors: the end of a declaration, a MARK inside one, the end of the file.
@Suite struct SourceTextTests {
    private let source = """
        /// A.
        protocol CardsModuleFactory {
            /// The list.
            func makeCardListModule() -> CardListModuleComponents
        }

        final class AppCoordinatorFactory {
            func makeCards() -> Int {
                if true {
                }
                return 1
            }

            // MARK: - Private Methods

            private func track() {}
        }

        """

    @Test func aMemberGoesLastInItsDeclarationAfterABlankLine() throws {
        // Given
        var sut = SourceText(source, path: "A.swift")

        // When
        try sut.addMember(
            "    func makeNicknameModule() -> NicknameModuleComponents",
            atEndOf: "protocol CardsModuleFactory"
        )

        // Then
        #expect(
            sut.text.hasPrefix(
                """
                /// A.
                protocol CardsModuleFactory {
                    /// The list.
                    func makeCardListModule() -> CardListModuleComponents

                    func makeNicknameModule() -> NicknameModuleComponents
                }

                final class
                """
            )
        )
    }

    @Test func aMemberOfAnEmptyDeclarationHasNoBlankLineBeforeIt() throws {
        // Given
        var sut = SourceText("protocol SettingsModuleFactory {\n}\n", path: "A.swift")

        // When
        try sut.addMember("    func makeSettingsModule()", atEndOf: "protocol SettingsModuleFactory")

        // Then
        #expect(sut.text == "protocol SettingsModuleFactory {\n    func makeSettingsModule()\n}\n")
    }

    @Test func aMemberGoesBeforeItsMarkPastNestedBraces() throws {
        // Given
        var sut = SourceText(source, path: "A.swift")

        // When
        try sut.addMember(
            "    func makeSettings() -> Int {\n        2\n    }",
            before: "// MARK: - Private Methods",
            in: "final class AppCoordinatorFactory"
        )

        // Then
        #expect(
            sut.text.hasSuffix(
                """
                        return 1
                    }

                    func makeSettings() -> Int {
                        2
                    }

                    // MARK: - Private Methods

                    private func track() {}
                }

                """
            )
        )
    }

    @Test func aHeaderMatchesWholeNamesOnly() {
        // Given
        let sut = SourceText("protocol CardsModuleFactoryV2 {\n}\n", path: "A.swift")

        // Then
        #expect(!sut.declares("protocol CardsModuleFactory"))
        #expect(sut.declares("protocol CardsModuleFactoryV2"))
    }

    @Test func aMissingDeclarationOrMarkIsAMissingAnchor() {
        // Given
        var sut = SourceText(source, path: "A.swift")

        // When
        let noDeclaration: GenerationError?
        do {
            try sut.addMember("    func a()", atEndOf: "protocol NewsModuleFactory")
            noDeclaration = nil
        } catch {
            noDeclaration = error
        }
        let noMark: GenerationError?
        do {
            try sut.addMember(
                "    func a()",
                before: "// MARK: - Dependencies",
                in: "final class AppCoordinatorFactory"
            )
            noMark = nil
        } catch {
            noMark = error
        }

        // Then
        #expect(noDeclaration == .missingAnchor(path: "A.swift", anchor: "`protocol NewsModuleFactory { … }`"))
        #expect(
            noMark
                == .missingAnchor(
                    path: "A.swift",
                    anchor: "`// MARK: - Dependencies` in `final class AppCoordinatorFactory { … }`"
                )
        )
        #expect(sut.text == source, "nothing changed")
    }

    @Test func aBlockIsAppendedAfterABlankLine() {
        // Given
        var sut = SourceText("import Modules\n\n\n", path: "A.swift")

        // When
        sut.append("/// B.\nfinal class B {}\n")

        // Then
        #expect(sut.text == "import Modules\n\n/// B.\nfinal class B {}\n")
    }
}
