/// Why the generator refused: each case says it in one line, and nothing was written.
enum GenerationError: Error, Equatable {
    /// The command line is not one the generator takes.
    case usage(String)
    /// The name is not an UpperCamelCase Swift identifier the generator can build on.
    case invalidName(String, reason: String)
    /// Something the generator would declare is declared already.
    case nameExists(String, declaration: String, path: String)
    /// A name the templates would make from the name given is one they use as written: the code would not build, or
    /// would mean something else.
    case clashes(String, identifier: String, noun: String)
    /// A type the generator would declare is one that code which sees `Modules` uses unqualified: it would shadow it.
    case shadows(String, type: String, path: String)
    /// No flow has that name.
    case unknownFlow(String, known: [String])
    /// No model in `Sources/Modules/Models` has that name.
    case unknownModel(String, known: [String])
    /// The model a screen shows or a form fills has no `String` property of that name.
    case unknownField(String, model: String, known: [String])
    /// The screen named by `entry=` cannot take a row: `reason` says why.
    case unusableEntry(String, reason: String)
    /// The model has no fixture in `Tests/ModulesTestSupport` for the generated tests to pass.
    case noFixture(model: String)
    /// No service protocol in `Sources/Modules/Services` has that name.
    case unknownService(String, known: [String])
    /// The service has no test double in `Tests/ModulesTestSupport` for the generated tests to pass.
    case noTestDouble(service: String)
    /// The app's dependencies do not hold the service, so the app's module factory has none to hand the module.
    case notInAppDependencies(service: String, property: String)
    /// A file the generator would create is there already.
    case wouldOverwrite(path: String)
    /// A file the generator adds lines to is not there.
    case missingFile(path: String)
    /// An existing file lacks the place where the generator adds its lines.
    case missingAnchor(path: String, anchor: String)
    /// A generated line would be longer than the house's 120 columns.
    case lineTooLong(path: String, length: Int)
    /// A template is broken: an unknown placeholder or an unclosed section.
    case brokenTemplate(path: String, problem: String)
    /// A file would not be valid Swift, as `swift format` reads it: at `location` (`2:12`), `problem`.
    case invalidSwift(path: String, location: String, problem: String)
    /// `swift format` could not format the files, for `reason`.
    case notFormatted(reason: String)
    /// A file to edit changed between planning and writing.
    case changedSincePlanning(path: String)
    /// Another generation holds the repository's lock: it is writing, or about to.
    case generationRunning
    /// The repository's lock could not be taken, for `reason`.
    case notLocked(reason: String)
    /// A folder on the way to `path`, or the file itself, is a symbolic link.
    case symbolicLink(String, path: String)
    /// A file or folder the generator would read is not one of its own inside the repository (a symbolic link, a file
    /// with other names), or cannot be read, for `reason`.
    case unread(path: String, reason: String)
    /// A path leads out of the repository (an empty, `.` or `..` part).
    case outsideRepository(path: String)
    /// Writing failed half-way; what had been written was undone, but for `notUndone`.
    case writeFailed(path: String, reason: String, notUndone: [String] = [])
    /// A signal asked the generator to stop while it wrote; what had been written was undone, but for `notUndone`.
    case interrupted(signal: Int32, notUndone: [String] = [])

    /// The one line the generator prints on standard error, with anything read from the file system escaped.
    var message: String {
        let safe = { (text: String) in DisplayedText.escaped(text) }
        return switch self {
        case .usage(let text):
            text
        case .invalidName(let name, let reason):
            "\(DisplayedText.quoted(name)) \(reason)"
        case .nameExists(let name, let declaration, let path):
            "\(name) exists already: \(safe(path)) declares \(safe(declaration))"
        case .clashes(let name, let identifier, let noun):
            "`\(name)` would clash with `\(safe(identifier))` in the \(noun)'s template: pick another name"
        case .shadows(let name, let type, let path):
            "`\(name)` would shadow `\(safe(type))`, which \(safe(path)) uses unqualified: pick another name"
        case .unknownFlow(let flow, let known):
            "there is no flow \(DisplayedText.quoted(flow)); the flows are \(safe(known.joined(separator: ", ")))"
        case .unknownModel(let model, let known):
            "there is no model \(DisplayedText.quoted(model)) in Sources/Modules/Models; the models are"
                + " \(safe(known.joined(separator: ", ")))"
        case .unknownField(let field, let model, let known):
            "\(model) has no String property \(DisplayedText.quoted(field)) to show or fill; its String properties are"
                + " \(known.isEmpty ? "none" : safe(known.joined(separator: ", ")))"
        case .unusableEntry(let entry, let reason):
            "entry=\(DisplayedText.quoted(entry)) \(safe(reason))"
        case .noFixture(let model):
            "\(model) has no fixture for the generated tests: add `static let sample = \(model)(…)` in an"
                + " `extension \(model)` in Tests/ModulesTestSupport/Fixtures.swift"
        case .unknownService(let service, let known):
            "there is no service \(DisplayedText.quoted(service)) in Sources/Modules/Services; the services are"
                + " \(safe(known.joined(separator: ", ")))"
        case .noTestDouble(let service):
            "\(service) has no test double for the generated tests: add a `final class \(service)Fake: \(service)`"
                + " that builds with `()` in Tests/ModulesTestSupport"
        case .notInAppDependencies(let service, let property):
            "AppDependencies has no `let \(property): any \(service)` to hand the module: add it there first"
        case .wouldOverwrite(let path):
            "\(safe(path)) exists already and would be overwritten"
        case .missingFile(let path):
            "there is no \(safe(path)), where the generator adds its lines"
        case .missingAnchor(let path, let anchor):
            "\(safe(path)) has no \(safe(anchor)), where the generator adds its lines"
        case .lineTooLong(let path, let length):
            // The path holds the name, which may be far longer than a message should be: it is cut, with `…`.
            "the name is too long: a line of \(DisplayedText.escaped(path, limit: 120)) would be \(length) characters,"
                + " over 120"
        case .brokenTemplate(let path, let problem):
            "\(safe(path)): \(safe(problem))"
        case .invalidSwift(let path, let location, let problem):
            "\(safe(path)) would not be valid Swift: \(safe(problem)), at \(safe(location)) of the text it would hold;"
                + " nothing was written"
        case .notFormatted(let reason):
            "swift format could not format the files (\(safe(reason))); nothing was written"
        case .changedSincePlanning(let path):
            "\(safe(path)) changed while the generation was planned; run it again"
        case .generationRunning:
            "another generation is running in this repository; run this one again once it has finished"
        case .notLocked(let reason):
            "could not lock \(GenerationLock.path) (\(safe(reason))), which lets one generation run at a time"
        case .symbolicLink(let link, let path) where link == path:
            "\(safe(path)) is a symbolic link: the generator writes only inside the repository, never through a link"
        case .symbolicLink(let link, let path):
            "\(safe(link)) is a symbolic link, on the way to \(safe(path)): the generator writes only inside the"
                + " repository, never through a link"
        case .unread(let path, let reason)
        where [WriteFailure.symbolicLink, .hardLinked].map(\.reason).contains(reason):
            "the generator does not read \(safe(path)) (\(safe(reason))): it reads only files of their own inside the"
                + " repository, never through a link"
        case .unread(let path, let reason):
            "the generator could not read \(safe(path)) (\(safe(reason))); nothing was written"
        case .outsideRepository(let path):
            "\(safe(path)) is not a path inside the repository"
        case .writeFailed(let path, let reason, let notUndone):
            "could not write \(safe(path)) (\(safe(reason))); " + Self.undone("everything written before it", notUndone)
        case .interrupted(let signal, let notUndone):
            "stopped by \(TerminationSignals.name(of: signal)); " + Self.undone("everything written", notUndone)
        }
    }

    // MARK: - Private Methods

    /// That `written` was undone, or which paths of it were not.
    private static func undone(_ written: String, _ notUndone: [String]) -> String {
        guard !notUndone.isEmpty else { return "\(written) was undone" }
        let paths = notUndone.map { DisplayedText.escaped($0) }.joined(separator: ", ")
        return "\(written) was undone but \(paths): check \(notUndone.count == 1 ? "it" : "them") by hand"
    }
}
