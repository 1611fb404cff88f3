import Testing

@testable import Modules
@testable import ModulesTestSupport
@testable import Storage
@testable import TestSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every model the app keeps in a file comes back whole from the state folder.
///
/// Each fixture sets every field to a value no default has; a field left out by a hand-written `init(from:)` or
/// `encode(to:)`, by `CodingKeys` or by `validated()` comes back as its default, and the test names it.
///
/// The fields are found by reflection, so a new stored property is compared with no edit here; a fixture that
/// leaves it unset (`nil`, `false`, `0`, empty) fails until it sets it.
@Suite struct StoredModelTests {
    // MARK: - Fixtures

    private static let date = Date(timeIntervalSince1970: 1_800_000_000)
    private static let identifier = SignInIdentifier.valid("+442079460958")
    private static let uuid = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF") ?? UUID()

    private static let account = Account(id: uuid, identifier: identifier, name: "Ada Lovelace", createdAt: date)
    private static let card = Card(id: 7, brand: "Mastercard", lastDigits: "4444", isBlocked: true)
    private static let session = Session(
        accountID: uuid,
        token: String(repeating: "ab", count: 32),
        expiresAt: date,
        place: "cards/2"
    )
    private static let attempt = SignInAttempt(identifier: identifier, codeSentAt: date, wrongCodes: 2)
    private static let onboarding = FileOnboardingService.State(completedAt: date)
    private static let profile = FileProfileService.Stored(
        subscription: .premium,
        draft: FileProfileService.Draft(name: "Ada King", subscription: .premium)
    )

    // MARK: - Properties

    private let folder = TemporaryDirectory()
    private let clock = WallClockFake()

    // MARK: - Every Field Read Back

    @Test func anAccountIsReadBackWhole() {
        expectReadBackWhole([Self.account])
    }

    @Test func aCardIsReadBackWhole() {
        expectReadBackWhole([Self.card])
    }

    @Test func aSessionIsReadBackWhole() {
        expectReadBackWhole(Self.session)
    }

    @Test func aSignInAttemptIsReadBackWhole() {
        expectReadBackWhole([Self.attempt])
    }

    @Test func theOnboardingStateIsReadBackWhole() {
        expectReadBackWhole(Self.onboarding)
    }

    @Test func aProfileWithAKeptDraftIsReadBackWhole() {
        expectReadBackWhole(Self.profile)
    }

    // MARK: - Files of the Previous Version

    /// Values made the way the previous version made them, so that a new field (`nil` here, so not written) leaves
    /// the texts as they are; a new field that an old file cannot be read without fails here.
    @Test func filesAsThePreviousVersionWroteThemAreReadAndWrittenTheSame() {
        let (date, uuid, identifier) = (Self.date, Self.uuid, Self.identifier)
        let token = String(repeating: "ab", count: 32)
        let storedIdentifier = #"{"kind":"phone","value":"+442079460958"}"#
        expectSameFile(
            [Account(id: uuid, identifier: identifier, name: "Ada Lovelace", createdAt: date)],
            #"[{"createdAt":"2027-01-15T08:00:00Z","id":"\#(uuid.uuidString)","identifier":\#(storedIdentifier),"#
                + #""name":"Ada Lovelace"}]"#
        )
        expectSameFile(
            [Card(id: 7, brand: "Mastercard", lastDigits: "4444", isBlocked: true)],
            #"[{"brand":"Mastercard","id":7,"isBlocked":true,"lastDigits":"4444"}]"#
        )
        expectSameFile(
            Session(accountID: uuid, token: token, expiresAt: date),
            #"{"accountID":"\#(uuid.uuidString)","expiresAt":"2027-01-15T08:00:00Z","token":"\#(token)"}"#
        )
        expectSameFile(
            [SignInAttempt(identifier: identifier, codeSentAt: date, wrongCodes: 2)],
            #"[{"codeSentAt":"2027-01-15T08:00:00Z","identifier":\#(storedIdentifier),"wrongCodes":2}]"#
        )
        expectSameFile(FileOnboardingService.State(completedAt: date), #"{"completedAt":"2027-01-15T08:00:00Z"}"#)
        expectSameFile(
            FileProfileService.Stored(
                subscription: .premium,
                draft: FileProfileService.Draft(name: "Ada King", subscription: .free)
            ),
            #"{"draft":{"name":"Ada King","subscription":"free"},"subscription":"premium"}"#
        )
        expectSameFile(FileProfileService.Stored(subscription: .free), #"{"subscription":"free"}"#)
    }

    // MARK: - Private Methods

    /// Expects every field of `value` set, and each read back as it was written.
    private func expectReadBackWhole<Value: StoredValue>(
        _ value: Value,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // Given
        let saved = StoredFields(of: value)
        #expect(
            saved.unset.isEmpty,
            "set these fields of the fixture to a value no default has: \(saved.unset)",
            sourceLocation: sourceLocation
        )
        let sut = JSONFile<Value>(name: "value.json", in: folder.stateDirectory, now: clock.now)

        // When
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try sut.write(value) }
        let contents = try? sut.read().contents

        // Then
        guard case .value(let read)? = contents else {
            Issue.record(
                "expected the value read back, got \(String(describing: contents))",
                sourceLocation: sourceLocation
            )
            return
        }
        let readBack = StoredFields(of: read)
        for path in Set(saved.values.keys).union(readBack.values.keys).sorted()
        where saved.values[path] != readBack.values[path] {
            let (before, after) = (saved.values[path] ?? "nothing", readBack.values[path] ?? "nothing")
            Issue.record("\(Value.self)\(path): saved \(before), read \(after)", sourceLocation: sourceLocation)
        }
    }

    /// Expects `text`, a file as the previous version wrote it, read as `value`, and `value` written as `text`.
    private func expectSameFile<Value: StoredValue>(
        _ value: Value,
        _ text: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // Given
        folder.write(text + "\n", to: "previous.json")
        let sut = JSONFile<Value>(name: "previous.json", in: folder.stateDirectory, now: clock.now)

        // When
        let contents = try? sut.read().contents
        #expect(throws: Never.self, sourceLocation: sourceLocation) { try sut.write(value) }

        // Then
        guard case .value(let read)? = contents else {
            Issue.record("expected \(text) read, got \(String(describing: contents))", sourceLocation: sourceLocation)
            return
        }
        #expect(StoredFields(of: read).values == StoredFields(of: value).values, sourceLocation: sourceLocation)
        #expect(folder.contents(of: "previous.json") == text + "\n", sourceLocation: sourceLocation)
    }
}

/// The stored fields of a value found by reflection, by path (`.draft.name`, `[0].brand`), each as text.
private struct StoredFields {
    /// What an unset field reads as: no value, `false`, zero, empty.
    private static let unsetValues: Set<String> = ["nil", "false", "0", "0.0", "", "[]"]

    /// Each field's value as text.
    private(set) var values: [String: String] = [:]

    /// The paths of the fields that hold what a default would.
    var unset: [String] {
        values.filter { Self.unsetValues.contains($0.value) }.keys.sorted()
    }

    /// Collects the fields of `value`.
    init(of value: Any) {
        collect(value, at: "")
    }

    private mutating func collect(_ value: Any, at path: String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            guard let wrapped = mirror.children.first?.value else {
                values[path] = "nil"
                return
            }
            collect(wrapped, at: path)
        case .collection? where mirror.children.isEmpty:
            values[path] = "[]"
        case .collection?:
            for (index, child) in mirror.children.enumerated() {
                collect(child.value, at: "\(path)[\(index)]")
            }
        case .struct?, .class?:
            guard !mirror.children.isEmpty else {
                values[path] = String(describing: value)
                return
            }
            for child in mirror.children {
                collect(child.value, at: "\(path).\(child.label ?? "?")")
            }
        default:
            values[path] = String(describing: value)
        }
    }
}
