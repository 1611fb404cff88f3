/// Where things are in this repository, and what its Swift files declare.
struct Repository {
    // MARK: - Layout

    /// The folders whose Swift files are read for what they declare.
    static let declaringFolders = ["Sources", "Tests"]
    /// Templates, one folder per kind of thing generated.
    static let templates = "Templates"
    /// The modules, in a folder per flow group (`Main`) and one per module.
    static let modules = "Sources/Modules"
    /// The coordinators, factories and flows.
    static let coordinators = "Sources/Coordinators"
    /// Module tests, the Modules layer's test target, laid out as the modules are.
    static let moduleTests = "Tests/ModulesTests"
    /// The models modules are configured with and services return.
    static let models = "Sources/Modules/Models"
    /// The service protocols and their implementations, one folder per service.
    static let services = "Sources/Modules/Services"
    /// The services' test doubles and the models' fixtures, shared by the Modules layer's tests and those above.
    static let moduleTestSupport = "Tests/ModulesTestSupport"
    /// The services the app builds once and hands its module factory.
    static let appDependencies = "Sources/Coordinators/App/AppDependencies.swift"

    /// Words that start a declaration of the name after them.
    private static let declarationKeywords: Set = ["actor", "class", "enum", "func", "protocol", "struct", "typealias"]

    /// The names `words`, a Swift text's, declare, in order: `Card` of `struct Card`.
    static func declaredNames(in words: [SwiftWord]) -> [String] {
        words.filter { $0.previous.map(declarationKeywords.contains) == true }.map(\.text)
    }

    // MARK: - Properties

    /// The files.
    let tree: any FileTree

    /// Every name declared in `Sources` and `Tests`, with its file, in file order.
    private let declared: [(name: String, path: String)]

    /// Each type name that a Swift file which sees `Modules` uses unqualified, with the first such file.
    private let unqualifiedTypes: [String: String]

    // MARK: - Initialization

    /// Reads what the Swift files of `tree` declare where the code that sees `Modules` can meet it (a target that sees
    /// `Modules`, or one such a target imports), and the types that the files which see `Modules` use.
    ///
    /// A name that only a target out of their sight declares, such as a fixture of the Storage layer's tests, is free.
    /// A text `scanned` has read already is not read again.
    init(tree: any FileTree, scanned: ScannedWords = ScannedWords()) {
        self.tree = tree
        var declared: [(name: String, path: String)] = []
        var unqualifiedTypes: [String: String] = [:]
        var met: Set = ["Modules"]
        for path in Self.declaringFolders.flatMap({ Self.swiftFiles(in: tree, under: $0) }) {
            let words = scanned.words(in: tree.contents(of: path) ?? "")
            declared += Self.declaredNames(in: words).map { (name: $0, path: path) }
            let seesModules =
                path.hasPrefix(Self.modules + "/") || words.contains { $0.text == "Modules" && $0.previous == "import" }
            guard seesModules else { continue }
            met.formUnion([Self.target(of: path)] + words.filter { $0.previous == "import" }.map(\.text))
            for word in words where !word.isMember && word.text.first?.isUppercase == true {
                unqualifiedTypes[word.text] = unqualifiedTypes[word.text] ?? path
            }
        }
        self.declared = declared.filter { met.contains(Self.target(of: $0.path)) }
        self.unqualifiedTypes = unqualifiedTypes
    }

    // MARK: - Public Methods

    /// The flows a module can be generated in: each has a `<Flow>ModuleFactory` protocol and a `<Flow>Coordinator`.
    func flows() -> [String] {
        let coordinators = declared.filter { $0.path.hasPrefix(Self.coordinators + "/") }.map(\.name)
        return
            coordinators
            .compactMap { $0.hasSuffix("ModuleFactory") ? String($0.dropLast("ModuleFactory".count)) : nil }
            .filter { coordinators.contains($0 + "Coordinator") }
            .sorted()
    }

    /// The first Swift file that sees `Modules` (one in it, or one that imports it) and uses `type` unqualified,
    /// where a type of that name declared in `Modules` would shadow what it names now; nil if none does.
    func fileUsingUnqualified(_ type: String) -> String? {
        unqualifiedTypes[type]
    }

    /// Refuses `name` if `Sources` or `Tests` declares any of `names`, the things it would make, naming the first
    /// declared and its file.
    func refuseDeclared(_ names: [String], making name: String) throws(GenerationError) {
        if let existing = names.lazy.compactMap({ candidate in declared.first { $0.name == candidate } }).first {
            throw .nameExists(name, declaration: existing.name, path: existing.path)
        }
    }

    /// The Swift file under `folder` whose text declares `header` (`final class CardsCoordinator`).
    func file(declaring header: String, under folder: String) -> String? {
        swiftFiles(under: folder).first { path in
            tree.contents(of: path).map { SourceText($0, path: path).declares(header) } ?? false
        }
    }

    /// The types declared in `Sources/Modules/Models`, sorted: what a module can be configured with.
    func models() -> [String] {
        let prefix = Self.models + "/"
        let names = declared.filter { $0.path.hasPrefix(prefix) && $0.name.first?.isUppercase == true }.map(\.name)
        return Array(Set(names)).sorted()
    }

    /// The name of the first static constant in an `extension <model>` in `Tests/ModulesTestSupport` (`sample` for
    /// `Article`), the fixture the generated tests pass; nil if there is none.
    func fixture(of model: String) -> String? {
        for path in swiftFiles(under: Self.moduleTestSupport) {
            guard let text = tree.contents(of: path),
                let body = SourceText(text, path: path).declarationText(startingWith: "extension \(model) {")
            else { continue }
            for line in body.split(separator: "\n") {
                let trimmed = line.trimmingSpaces()
                guard trimmed.hasPrefix("static let ") else { continue }
                let name = trimmed.dropFirst("static let ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { return String(name) }
            }
        }
        return nil
    }

    /// The `String` property a model is shown by, read from its declaration in `Sources/Modules/Models`: the first of
    /// ``textPropertyNames`` it declares as a `String`, else the first `String` property it declares, stored or
    /// computed, that is not private or static; nil when it has none, and the model is shown with
    /// `String(describing:)`.
    func textProperty(of model: String) -> String? {
        let properties = stringProperties(of: model)
        return Self.textPropertyNames.first(where: properties.contains) ?? properties.first
    }

    /// The `String` properties a model of `Sources/Modules/Models` declares, stored or computed, neither private nor
    /// static, in order.
    func stringProperties(of model: String) -> [String] {
        guard let text = modelText(of: model) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { Self.declaresType(model, in: $0) }) else { return [] }
        let indentation = String(lines[start].prefix { $0 == " " })
        let memberIndentation = indentation + "    "
        var properties: [String] = []
        for line in lines[(start + 1)...] {
            if line == indentation + "}" { break }
            guard line.hasPrefix(memberIndentation), line.dropFirst(memberIndentation.count).first != " ",
                let property = Self.stringProperty(in: line)
            else { continue }
            properties.append(property)
        }
        return properties
    }

    /// Whether a model of `Sources/Modules/Models` can be made from what a person typed, checked: it declares
    /// `init(entered:)`, as the models `make service` writes do.
    func isEnterable(_ model: String) -> Bool {
        modelText(of: model)?.split(separator: "\n").contains { $0.trimmingSpaces().hasPrefix("public init(entered ") }
            ?? false
    }

    /// The requirements of the service protocol `service` that are methods on one line each, in order.
    func requirements(of service: String) -> [Requirement] {
        for path in swiftFiles(under: Self.services) {
            guard let text = tree.contents(of: path) else { continue }
            let source = SourceText(text, path: path)
            guard
                let body = ["public nonisolated protocol \(service)", "public protocol \(service)"].lazy
                    .compactMap({ source.declarationText(startingWith: $0) }).first
            else { continue }
            return body.split(separator: "\n").compactMap { Requirement(line: $0.trimmingSpaces()) }
        }
        return []
    }

    /// The requirement of `service` that lists a model: its one `async` method that takes nothing and returns
    /// `[Model]` for a model of `Sources/Modules/Models` (`cards()` of `CardService`); nil when it has none, or more
    /// than one.
    func listing(of service: String) -> Requirement? {
        let models = Set(models())
        let listings = requirements(of: service).filter {
            $0.parameter == nil && $0.listed.map(models.contains) == true
        }
        return listings.count == 1 ? listings[0] : nil
    }

    /// The service protocols declared in `Sources/Modules/Services`, sorted.
    func serviceProtocols() -> [String] {
        swiftFiles(under: Self.services).flatMap { path in
            (tree.contents(of: path) ?? "").split(separator: "\n").compactMap { line -> String? in
                for header in ["public nonisolated protocol ", "public protocol "] where line.hasPrefix(header) {
                    let name = line.dropFirst(header.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    return name.isEmpty ? nil : String(name)
                }
                return nil
            }
        }.sorted()
    }

    /// The class in `Tests/ModulesTestSupport` that conforms to `service` and builds with `()` (no initializer with
    /// parameters), the double the generated tests pass: `CardServiceFake`; nil if there is none.
    func testDouble(of service: String) -> String? {
        for path in swiftFiles(under: Self.moduleTestSupport) {
            guard let text = tree.contents(of: path) else { continue }
            let lines = text.split(separator: "\n")
            guard !lines.contains(where: { $0.trimmingSpaces().hasPrefix("init(") && !$0.contains("init()") })
            else { continue }
            for line in lines where line.hasPrefix("final class ") {
                let declaration = line.dropFirst("final class ".count).split(separator: "{")[0]
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let conformances = parts[1].split(separator: ",").map { $0.trimmingSpaces() }
                if conformances.contains(service) { return parts[0].trimmingSpaces() }
            }
        }
        return nil
    }

    /// Whether `AppDependencies` has a line starting with `property` (`let cardService: any CardService`).
    func appDependencies(provide property: String) -> Bool {
        tree.contents(of: Self.appDependencies).map {
            SourceText($0, path: Self.appDependencies).hasLine(startingWith: property)
        } ?? false
    }

    /// The folder under `Sources/Modules` that holds most of `flow`'s modules (`Main` for Cards), found from the
    /// modules its factory makes; a flow with none yet gets a folder of its own name.
    func moduleGroup(ofFlow flow: String, factoryText: String) -> String {
        var counts: [String: Int] = [:]
        for line in factoryText.split(separator: "\n") {
            guard let arrow = line.firstRange(of: "-> "), line.hasSuffix("ModuleComponents") else { continue }
            let module = String(line[arrow.upperBound...].dropLast("ModuleComponents".count))
            let configurator = "/\(module)/\(module)ModuleConfigurator.swift"
            guard let path = swiftFiles(under: Self.modules).first(where: { $0.hasSuffix(configurator) }) else {
                continue
            }
            let group = path.dropFirst(Self.modules.count + 1).dropLast(configurator.count)
            guard !group.isEmpty, group != "Common" else { continue }
            counts[String(group), default: 0] += 1
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? flow
    }

    // MARK: - Private Methods

    /// The names a model's text is looked for by first, in order.
    private static let textPropertyNames = ["title", "name", "text"]

    /// Modifiers a property may have and still be read from outside its type.
    private static let readableModifiers: Set = [
        "public", "package", "internal", "nonisolated", "private(set)", "fileprivate(set)", "internal(set)",
        "package(set)",
    ]

    /// Whether `line` declares the type `name` (`public nonisolated struct Card: Codable {`).
    private static func declaresType(_ name: String, in line: String) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
        return zip(words, words.dropFirst()).contains { keyword, word in
            ["struct", "class", "enum", "actor"].contains(keyword) && word == name
        }
    }

    /// The name of the `String` property `line` declares (`public var title: String { … }`), or nil.
    private static func stringProperty(in line: String) -> String? {
        var words = line.split(separator: " ")[...]
        while let first = words.first, readableModifiers.contains(String(first)) {
            words = words.dropFirst()
        }
        guard words.count >= 3, ["let", "var"].contains(words[words.startIndex]) else { return nil }
        let name = words[words.startIndex + 1]
        let type = words[words.startIndex + 2]
        guard name.hasSuffix(":"), type == "String" || type.hasPrefix("String=") else { return nil }
        let property = String(name.dropLast())
        return isMemberName(property) ? property : nil
    }

    /// Whether `text` is a lowerCamelCase member name in ASCII: `title`, `cards`.
    static func isMemberName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.isASCIILetterOrDigit }
    }

    /// The text of the file of `Sources/Modules/Models` that declares `model`.
    private func modelText(of model: String) -> String? {
        declared.first { $0.name == model && $0.path.hasPrefix(Self.models + "/") }.flatMap {
            tree.contents(of: $0.path)
        }
    }

    /// The target a file of `Sources` or `Tests` belongs to, named by its folder there: `StorageTests`.
    private static func target(of path: String) -> String {
        path.split(separator: "/").dropFirst().first.map(String.init) ?? path
    }

    private func swiftFiles(under folder: String) -> [String] {
        Self.swiftFiles(in: tree, under: folder)
    }

    private static func swiftFiles(in tree: any FileTree, under folder: String) -> [String] {
        tree.files(under: folder).filter { $0.hasSuffix(".swift") }
    }
}
