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

    // MARK: - A Menu Screen and Its Coordinator

    private let view = """
        final class ProfileView {
            private enum Row: CaseIterable {
                case editProfile
                case signOut

                var title: String {
                    switch self {
                    case .editProfile: "Edit profile"
                    case .signOut: "Sign out"
                    }
                }
            }

            override func handle(_ input: String) async {
                switch menu.choice(for: input).map({ Row.allCases[$0] }) {
                case .editProfile: output?.editProfile()
                case nil: showError(menu.invalidChoiceMessage)
                }
            }
        }

        """

    @Test func aRowGoesAfterTheLastCaseItsTitleLastInItsSwitchAndItsHandlingBeforeNil() throws {
        // Given
        var sut = SourceText(view, path: "A.swift")
        let row = ["private enum Row: CaseIterable"]

        // When
        try sut.addLines("        case notes", afterLast: "case ", in: row)
        try sut.addLines(#"            case .notes: "Notes""#, atEndOf: row + ["var title: String", "switch self"])
        try sut.addLines(
            "        case .notes: output?.showNotes()",
            before: "case nil",
            holding: "",
            in: ["override func handle(_ input: String) async", "switch "]
        )

        // Then
        #expect(sut.text.contains("        case signOut\n        case notes\n\n"))
        #expect(sut.text.contains("case .signOut: \"Sign out\"\n            case .notes: \"Notes\"\n            }\n"))
        #expect(sut.text.contains("output?.editProfile()\n        case .notes: output?.showNotes()\n        case nil:"))
    }

    @Test func aStatementGoesAfterTheLastClosureSetPastItsBody() throws {
        // Given
        var sut = SourceText(
            """
            private extension ProfileCoordinator {
                func showProfile() {
                    let module = factory.makeProfileModule()
                    module.output.onEdit = { [weak self] in
                        self?.showEditProfile()
                    }
                    router.setRootModule(module.view)
                }
            }

            """,
            path: "A.swift"
        )

        // When
        let show = sut.member(holding: "factory.makeProfileModule()", in: "private extension ProfileCoordinator")
        try sut.addLines(
            "        module.output.onNotes = {}",
            afterLast: "module.output.",
            in: ["private extension ProfileCoordinator", "func showProfile()"]
        )

        // Then
        #expect(show == "func showProfile() {")
        #expect(
            sut.text.contains("            self?.showEditProfile()\n        }\n        module.output.onNotes = {}\n")
        )
    }

    @Test(arguments: [
        ("    private static let rows = [\"Edit profile\"]\n", "[\"Edit profile\", \"Notes\"]\n"),
        ("    private static let rows = []\n", "[\"Notes\"]\n"),
        ("    private static let rows = [\n        \"Edit\",\n    ]\n", "\"Edit\",\n        \"Notes\",\n    ]\n"),
    ])
    func anElementGoesLastInItsArray(source: String, result: String) throws {
        // Given
        var sut = SourceText(source, path: "A.swift")

        // When
        try sut.addElement(#""Notes""#, toArrayStartingWith: "private static let rows = [")

        // Then
        #expect(sut.text.hasSuffix(result))
    }

    @Test func anImportIsAddedAfterItsNeighbourOnlyWhenMissing() {
        // Given
        var sut = SourceText("import Testing\n\n@testable import Modules\n", path: "A.swift")

        // When
        sut.addImport("ModulesTestSupport", after: "Modules")
        sut.addImport("ModulesTestSupport", after: "Modules")

        // Then
        #expect(sut.text == "import Testing\n\n@testable import Modules\n@testable import ModulesTestSupport\n")
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
