/// A menu screen that gets a row leading to a new module, and what its tests need to reach it.
struct EntryScreen {
    /// Its folder, `Sources/Modules/Main/Profile`, and that of its tests.
    let folder: String
    let testFolder: String

    /// The flow's coordinator, which shows it, and the start of its method that does, up to its parameters:
    /// `func showProfile`.
    let coordinator: String
    let show: String

    /// The link that opens it, `.card(id: 1)`, or nil for a flow's first screen that no link opens.
    let link: String?

    /// The statement that has a coordinator test's `sut` show it: `sut.start(with: .profile)`.
    var start: String { link.map { "sut.start(with: \($0))" } ?? "sut.start()" }
}

extension Planner {
    /// Adds to `plan` a row titled as `module` on the menu screen `entry` of `flow`, which shows the module: the `Row`
    /// case, the view output's intent, the module output's event, the presenter's, the coordinator's line, and the
    /// spies and tests of each.
    func planEntryRow(
        for module: TypeName,
        on entry: String,
        flow: String,
        in repository: Repository,
        into plan: inout Plan,
        rendering rendered: RenderedTemplates
    ) throws(GenerationError) {
        let screen = try entryScreen(entry, flow: flow, in: repository)
        let tree = repository.tree
        let name = module.value
        let row = TypeName.lowerFirst(name)
        let text = { (path: String) in tree.contents(of: path) ?? "" }
        let view = "\(screen.folder)/\(entry)View.swift"
        for (path, taken) in [
            (view, "case \(row)\n"), ("\(screen.folder)/\(entry)ModuleOutput.swift", "var on\(name):"),
        ]
        where text(path).contains(taken) {
            throw .nameExists(name, declaration: taken.trimmingSpaces(), path: path)
        }
        // The new row's number: one after the rows the enum declares, its cases (not its switch's `case .…`).
        let rows = SourceText(text(view), path: view).declarationText(startingWith: "private enum Row: CaseIterable")
        let number =
            (rows ?? "").split(separator: "\n").map { $0.trimmingSpaces() }
            .filter { $0.hasPrefix("case ") && !$0.hasPrefix("case .") }.count + 1
        let values = [
            "Name": name, "name": row, "Title": module.title, "LowercaseTitle": module.lowercaseTitle, "Entry": entry,
            "Flow": flow, "EntryStart": screen.start, "RowNumber": String(number),
            "EntryPresenter": try presenterCall(of: entry, in: screen.folder, repository: repository),
            "EntryFolder": screen.folder, "EntryTestFolder": screen.testFolder, "EntryCoordinator": screen.coordinator,
            "EntryShow": screen.show,
        ]
        let filler = Filler(
            planner: self,
            values: values,
            flags: [:],
            nameKeys: ["Name", "name", "Title", "LowercaseTitle"],
            rendered: rendered
        )
        try apply("Entry", to: &plan, in: tree, rendering: filler)
    }

    /// The menu screen `entry` of `flow`, as `repository` has it.
    ///
    /// - Throws: `GenerationError.unusableEntry` for a screen with no view of its own whose rows are a
    ///   `private enum Row: CaseIterable`, or one that the flow's coordinator does not show.
    func entryScreen(_ entry: String, flow: String, in repository: Repository) throws(GenerationError) -> EntryScreen {
        let tree = repository.tree
        let views = tree.files(under: Repository.modules)
        guard let view = views.first(where: { $0.hasSuffix("/\(entry)/\(entry)View.swift") }),
            SourceText(tree.contents(of: view) ?? "", path: view).declares("private enum Row: CaseIterable")
        else {
            throw .unusableEntry(
                entry,
                reason: "is not a menu screen: no …/\(entry)View.swift whose rows are a Row enum"
            )
        }
        let folder = String(view.dropLast("/\(entry)View.swift".count))
        let coordinator = try file(declaring: "final class \(flow)Coordinator", in: repository)
        let source = SourceText(tree.contents(of: coordinator) ?? "", path: coordinator)
        guard
            let show = source.member(
                holding: "factory.make\(entry)Module()",
                in: "private extension \(flow)Coordinator"
            )
        else {
            throw .unusableEntry(entry, reason: "is not a screen \(flow)Coordinator shows: give the flow that does")
        }
        let method = String(show.dropFirst("func ".count).prefix { $0 != "(" })
        return EntryScreen(
            folder: folder,
            testFolder: Repository.moduleTests + folder.dropFirst(Repository.modules.count),
            coordinator: coordinator,
            show: String(show.prefix { $0 != "(" }),
            link: link(calling: method, in: source, repository: repository)
        )
    }

    /// The link the coordinator in `source` opens with `method`, such as `.card(id: 1)`: the case of its
    /// `handle(deepLinkOption:)` that calls it, or, for the method its `start()` calls, the case that only goes back
    /// to the root; nil when there is none, or the link takes other than numbers.
    private func link(calling method: String, in source: SourceText, repository: Repository) -> String? {
        let handler = source.declarationText(startingWith: "override func handle(deepLinkOption") ?? ""
        var arms: [(pattern: String, body: [String])] = []
        for line in handler.split(separator: "\n").map({ $0.trimmingSpaces() }) {
            if line.hasPrefix("case ") || line.hasPrefix("default") {
                arms.append((line, []))
            } else if !arms.isEmpty {
                arms[arms.count - 1].body.append(line)
            }
        }
        let startsWithIt =
            source.declarationText(startingWith: "override func start()")?.contains("\(method)()") == true
        guard
            let arm = arms.first(where: { $0.body.contains { $0.hasPrefix("\(method)(") } })
                ?? arms.first(where: {
                    startsWithIt && !$0.pattern.contains(" where ") && $0.body == ["router.popToRootModule()"]
                }),
            arm.pattern.hasPrefix("case .")
        else { return nil }
        let option = arm.pattern.dropFirst("case .".count).prefix { $0.isLetter || $0.isNumber }
        let declaration = repository.file(declaring: "nonisolated enum DeepLinkOption", under: Repository.coordinators)
            .flatMap { repository.tree.contents(of: $0) }?.split(separator: "\n").map { $0.trimmingSpaces() }
            .first { $0 == "case \(option)" || $0.hasPrefix("case \(option)(") }
        guard let declaration else { return nil }
        let parameters = declaration.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ",").map {
            $0.split(separator: ":").map { $0.trimmingSpaces() }
        }
        guard parameters.allSatisfy({ $0.count == 2 && $0[1] == "Int" }) else { return nil }
        return "." + option
            + (parameters.isEmpty ? "" : "(" + parameters.map { "\($0[0]): 1" }.joined(separator: ", ") + ")")
    }

    /// How a test makes the presenter of `entry` as its configurator does, with the parameters of its `configure`,
    /// each service a double of `Tests/ModulesTestSupport`: `ProfilePresenter(profileService: ProfileServiceFake())`.
    private func presenterCall(
        of entry: String,
        in folder: String,
        repository: Repository
    ) throws(GenerationError) -> String {
        let path = "\(folder)/\(entry)ModuleConfigurator.swift"
        let text = repository.tree.contents(of: path) ?? ""
        guard let start = text.firstRange(of: "public func configure(")?.upperBound,
            let end = text[start...].firstIndex(of: ")")
        else { throw .missingAnchor(path: path, anchor: "`public func configure(…)`") }
        let parameters = text[start..<end].split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.joined()
        let arguments = try parameters.split(separator: ",").map { parameter throws(GenerationError) in
            let pair = parameter.split(separator: ":").map { $0.trimmingSpaces() }
            guard pair.count == 2, pair[1].hasPrefix("any "),
                let double = repository.testDouble(of: String(pair[1].dropFirst("any ".count)))
            else { throw .unusableEntry(entry, reason: "is configured with \(parameter), which a test cannot make") }
            return "\(pair[0]): \(double)()"
        }
        return "\(entry)Presenter(\(arguments.joined(separator: ", ")))"
    }
}
