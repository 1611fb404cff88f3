import Testing

@testable import SurfMVPGenerate

/// What `make service` writes where: the protocol, its file-backed implementation, the model it keeps, its fake and
/// tests, and its place in the app's dependencies; and what it refuses.
@Suite struct ServicePlanTests {
    private func plan(_ name: String, on tree: FileTreeFake = GeneratorFixture.serviceTree) throws -> Plan {
        try GeneratorFixture.planner(on: tree).plan(.service(name: name))
    }

    @Test func theNextStepGivesTheModuleThatUsesItAValueToAFormAndACollectionToAList() throws {
        // When
        let value = try plan("Limit")
        let collection = try GeneratorFixture.planner(on: GeneratorFixture.serviceTree).plan(
            .service(name: "Note", isCollection: true)
        )

        // Then
        #expect(
            value.nextSteps == [
                "Next, give a module it, such as:",
                "    make module name=<Name> flow=<Flow> kind=form service=LimitService",
                "To keep more in each Limit, add a stored property to it and a value for it in Limit.sample;",
                "the relaunch test then checks that it comes back.",
            ]
        )
        #expect(
            collection.nextSteps.dropFirst().first
                == "    make module name=Notes flow=<Flow> kind=list input=no add=yes service=NoteService"
        )
    }

    private func refusal(ofService request: GenerationRequest) -> GenerationError? {
        do {
            _ = try GeneratorFixture.planner(on: GeneratorFixture.serviceTree).plan(request)
            return nil
        } catch {
            return error
        }
    }

    private func refusal(of name: String, on tree: FileTreeFake = GeneratorFixture.serviceTree) -> GenerationError? {
        do {
            _ = try plan(name, on: tree)
            return nil
        } catch let error as GenerationError {
            return error
        } catch {
            return nil
        }
    }

    // MARK: - Files and Wiring

    @Test func aServiceGetsItsProtocolItsFileImplementationItsModelItsFakeAndItsTests() throws {
        // When
        let plan = try plan("CardLimit")

        // Then
        #expect(
            plan.createdPaths == [
                "Sources/Modules/Services/CardLimit/CardLimitService.swift",
                "Sources/Modules/Services/CardLimit/FileCardLimitService.swift",
                "Sources/Modules/Models/CardLimit.swift",
                "Tests/ModulesTestSupport/CardLimitServiceFake.swift",
                "Tests/ModulesTests/Services/FileCardLimitServiceTests.swift",
            ]
        )
        #expect(plan.editedPaths == [Repository.appDependencies, Repository.appDependenciesDoubles])
    }

    @Test func theFileImplementationKeepsEachAccountsModelInAJSONFileNamedAfterTheServiceAndTheAccount() throws {
        // When
        let plan = try plan("CardLimit")
        let implementation = plan.change(at: "Sources/Modules/Services/CardLimit/FileCardLimitService.swift")
        let tests = plan.change(at: "Tests/ModulesTests/Services/FileCardLimitServiceTests.swift")

        // Then
        let text = try #require(implementation?.contents)
        #expect(text.contains("public nonisolated final class FileCardLimitService: CardLimitService {"))
        #expect(text.contains("    private let sessions: any SessionService\n"))
        #expect(text.contains("guard let session = await sessions.currentSession() else { throw .signedOut }"))
        #expect(text.contains(#"directory.jsonFile("card-limit-\(session.accountID.uuidString).json", now: now)"#))
        #expect(text.hasSuffix("extension CardLimit: StoredValue {}\n"))
        #expect(tests?.contents.contains("@Test func theSavedCardLimitSurvivesARelaunch()") == true)
        #expect(tests?.contents.contains("@Test func oneAccountsSavedCardLimitIsNotAnothers()") == true)
    }

    @Test func theServiceIsMadeInTheAppsDependenciesAndItsFakeIsAmongTheirDoubles() throws {
        // When
        let plan = try plan("CardLimit")

        // Then
        let dependencies = try #require(plan.change(at: Repository.appDependencies)?.contents)
        #expect(
            dependencies.contains(
                """
                    let newsService: any NewsService

                    /// The signed-in account's card limit, kept between launches.
                    let cardLimitService: any CardLimitService
                }
                """
            )
        )
        #expect(
            dependencies.contains(
                """
                        cardService = FileCardService(directory: directory, reporter: reporter, now: now)
                        cardLimitService = FileCardLimitService(
                            directory: directory,
                            sessions: sessions,
                            reporter: reporter,
                            now: now
                        )
                        authService = OneTimeCodeAuthService(
                """
            )
        )
        #expect(
            plan.change(at: Repository.appDependenciesDoubles)?.contents.contains(
                """
                        AppDependencies(
                            cardService: cardService,
                            newsService: BundledNewsService(),
                            cardLimitService: CardLimitServiceFake()
                        )
                """
            ) == true
        )
    }

    @Test func aModuleCanBeGivenTheGeneratedServiceAndConfiguredWithItsModelRightAway() throws {
        // Given: the tree once the service is generated
        var tree = GeneratorFixture.serviceTree
        for change in try plan("CardLimit").changes {
            tree.files[change.path] = change.contents
        }

        // When
        let plan = try GeneratorFixture.planner(on: tree).plan(
            .module(
                ModuleRequest(
                    name: "LimitForm",
                    flow: "Cards",
                    hasInput: true,
                    kind: .form,
                    model: "CardLimit",
                    service: "CardLimitService"
                )
            )
        )

        // Then
        #expect(
            plan.change(at: Repository.appModuleFactory)?.contents.contains(
                "cardLimitService: dependencies.cardLimitService"
            ) == true
        )
        let configuratorTests = "Tests/ModulesTests/Main/LimitForm/LimitFormModuleConfiguratorTests.swift"
        #expect(plan.change(at: configuratorTests)?.contents.contains("CardLimitServiceFake()") == true)
        #expect(plan.change(at: configuratorTests)?.contents.contains("CardLimit.sample") == true)
    }

    // MARK: - Collections

    @Test func aCollectionKeepsEachAccountsListNewestFirstThroughTheCheckedUpdate() throws {
        // When
        let plan = try GeneratorFixture.planner(on: GeneratorFixture.serviceTree).plan(
            .service(name: "Note", isCollection: true)
        )

        // Then
        let service = try #require(plan.change(at: "Sources/Modules/Services/Note/NoteService.swift")?.contents)
        let file = try #require(plan.change(at: "Sources/Modules/Services/Note/FileNoteService.swift")?.contents)
        let tests = try #require(plan.change(at: "Tests/ModulesTests/Services/FileNoteServiceTests.swift")?.contents)
        #expect(service.contains("    func notes() async throws(NoteError) -> [Note]\n"))
        #expect(service.contains("    func add(_ note: Note) async throws(NoteError)\n"))
        #expect(service.contains("    func remove(_ note: Note) async throws(NoteError)\n"))
        #expect(file.contains("try await change { saved in [note] + saved }"))
        #expect(
            file.contains(
                "_ = try await accountFile.update(reportingTo: reporter) { contents in apply(contents.value ?? []) }"
            )
        )
        #expect(file.contains(#"directory.jsonFile("note-\(session.accountID.uuidString).json", now: now)"#))
        for test in [
            "nothingAddedListsNone", "whatIsAddedIsListedNewestFirstAfterARelaunch",
            "removeTakesOutThatOneAndKeepsTheOthersInOrder", "oneAccountsAddedNotesAreNotAnothers",
            "nobodySignedInReadsAndSavesNothing", "aBrokenFileIsReportedMovedAsideAndReadAsNone",
            "anAddPastTheReadLimitIsRefusedInOneLineAndNothingIsLost", "anOverlongTextIsCutOnRead",
        ] {
            #expect(tests.contains("@Test func \(test)() async throws {"), "\(test)")
        }
    }

    @Test func theModelIsFilledInByTheFieldNamedUpToTheLimitGivenInCharacters() throws {
        // When
        let plan = try GeneratorFixture.planner(on: GeneratorFixture.serviceTree).plan(
            .service(name: "Note", isCollection: true, field: "body", limit: 500)
        )

        // Then
        let model = try #require(plan.change(at: "Sources/Modules/Models/Note.swift")?.contents)
        #expect(model.contains("    public static let maximumBodyLength = 500\n"))
        #expect(model.contains("    public var body: String\n"))
        #expect(model.contains("    public init(entered typed: String) throws(EnteredText.Problem) {\n"))
        #expect(!model.contains("byte"))
    }

    @Test(arguments: ["id", "directory", "sample"])
    func aFieldNamedLikeAWordTheServicesTemplatesUseIsRefused(field: String) {
        // When
        let error = refusal(ofService: .service(name: "Note", isCollection: true, field: field))

        // Then
        #expect(
            error?.message
                == "`field=\(field)` would clash with `\(field)` in the service's template: pick another name"
        )
    }

    // MARK: - Refusals

    @Test func aNameInUseIsRefusedWithWhereItIsDeclared() {
        // When
        let model = refusal(of: "Card")
        let service = refusal(of: "News")

        // Then
        #expect(model == .nameExists("Card", declaration: "Card", path: "Sources/Modules/Models/Card.swift"))
        #expect(
            service
                == .nameExists(
                    "News",
                    declaration: "NewsService",
                    path: "Sources/Modules/Services/News/NewsService.swift"
                )
        )
    }

    @Test func aServiceGeneratedOnceIsRefusedTheSecondTime() throws {
        // Given
        var tree = GeneratorFixture.serviceTree
        for change in try plan("CardLimit").changes {
            tree.files[change.path] = change.contents
        }

        // When
        let error = refusal(of: "CardLimit", on: tree)

        // Then
        #expect(error?.message.hasPrefix("CardLimit exists already: ") == true)
    }

    @Test(arguments: ["limit", "Card_Limit", "Card Limit", "2FA", ""])
    func aNameThatIsNotAnUpperCamelCaseIdentifierIsRefused(name: String) {
        // When
        let error = refusal(of: name)

        // Then
        guard case .invalidName(let refused, let reason) = error else {
            Issue.record("\(name) was not refused as a name: \(String(describing: error))")
            return
        }
        #expect(refused == name)
        #expect(reason.hasPrefix("is not an UpperCamelCase Swift identifier"))
    }

    @Test func aNameThatReadsAsAKeywordOnceLowerCasedOrEndsInARoleIsRefused() {
        // When
        let keyword = refusal(of: "Default")
        let suffixed = refusal(of: "LimitView")

        // Then
        #expect(keyword?.message == #""Default" reads as the Swift keyword default in its methods: pick another name"#)
        #expect(suffixed?.message == #""LimitView" ends in View, which the generator adds itself: name it Limit"#)
    }

    @Test func appDependenciesWithoutTheStatementTheServiceIsMadeBeforeIsRefused() {
        // Given
        var tree = GeneratorFixture.serviceTree
        tree.files[Repository.appDependencies] = GeneratorFixture.builtAppDependencies.replacing(
            "authService = ",
            with: "auth = "
        )

        // When
        let error = refusal(of: "CardLimit", on: tree)

        // Then
        #expect(
            error
                == .missingAnchor(
                    path: Repository.appDependencies,
                    anchor: "`authService = OneTimeCodeAuthService(`"
                )
        )
    }

    @Test func appDependenciesWithoutTheSessionsEachAccountsFileIsKeptByAreRefused() {
        // Given
        var tree = GeneratorFixture.serviceTree
        tree.files[Repository.appDependencies] = GeneratorFixture.builtAppDependencies.replacing(
            "let sessions = ",
            with: "let s = "
        )

        // When
        let error = refusal(of: "CardLimit", on: tree)

        // Then
        #expect(
            error
                == .missingAnchor(path: Repository.appDependencies, anchor: "`let sessions = FileSessionService`")
        )
    }

    @Test func theCommandLineTakesAServiceByNameAndNothingElse() throws {
        // When
        let sut = try GenerateCommand(arguments: ["service", "Limit"])

        // Then
        #expect(sut.request == .service(name: "Limit"))
        #expect(throws: GenerationError.usage(GenerateCommand.usage)) {
            try GenerateCommand(arguments: ["service", "Limit", "--flow", "Cards"])
        }
        #expect(throws: GenerationError.usage("name= is missing; \(GenerateCommand.usage)")) {
            try GenerateCommand(arguments: ["service", ""])
        }
    }
}
