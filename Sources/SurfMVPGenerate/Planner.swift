/// Works out a generation before anything is written: every file to create and every edit to an existing file, or
/// the one reason it is refused.
///
/// It refuses a name that is not an UpperCamelCase identifier, a name something already declares, a name that would
/// make a name its templates use as written or a type that code which sees `Modules` uses unqualified, a flow that
/// does not exist, an existing file without the anchor an edit needs, a file that would be overwritten, and a
/// generated line over 120 columns.
///
/// The generator plans on the repository as one read found it, a ``TreeSnapshot``, which refuses a symbolic link
/// among the files and folders read: the plan would not see what a linked folder holds, and a linked template could
/// copy a file from anywhere into the code it writes.
struct Planner {
    /// The longest line the house style allows.
    static let lineLength = 120

    // MARK: - Properties

    /// The repository's files.
    let tree: any FileTree

    /// Where `Templates/` is read from: the repository itself, or in tests the real one under a tree in memory.
    let templates: any FileTree

    /// What the repository's Swift files declare, read once.
    private let repository: Repository

    /// The words of each Swift text read for the repository, kept for when it is read again with a plan laid over it.
    private let scanned = ScannedWords()

    // MARK: - Initialization

    /// Plans on `tree`, reading templates from `templates`, by default the same tree.
    init(tree: any FileTree, templates: (any FileTree)? = nil) {
        self.tree = tree
        self.templates = templates ?? tree
        repository = Repository(tree: tree, scanned: scanned)
    }

    // MARK: - Public Methods

    /// The plan for `request`.
    func plan(_ request: GenerationRequest) throws(GenerationError) -> Plan {
        let plan: Plan
        let rendered = RenderedTemplates()
        let made: (name: String, noun: String)
        switch request {
        case .module(let module):
            plan = try planModule(module, in: repository, rendering: rendered)
            made = (module.name, module.kind.noun)
        case .flow(let name):
            plan = try planFlow(try TypeName(name), rendering: rendered)
            made = (name, "flow")
        case .service(let name, let isCollection, let field, let limit):
            let kept = StoredModel(isCollection: isCollection, field: field, limit: limit)
            plan = try planService(try TypeName(name), keeping: kept, rendering: rendered)
            made = (name, "service")
        case .feature(let name, let flow, let entry, let field, let limit):
            let kept = StoredModel(isCollection: true, field: field, limit: limit)
            plan = try planFeature(try TypeName(name), flow: flow, entry: entry, keeping: kept, rendering: rendered)
            made = (name, "feature")
        }
        try checkNamesMade(from: made.name, by: rendered, noun: made.noun)
        for path in plan.createdPaths where tree.exists(path) {
            throw .wouldOverwrite(path: path)
        }
        return plan
    }
}

// MARK: - Modules

extension Planner {
    /// The module `name` in `flow`, as `repository` has it, wired into the flow's module factory and the app's module
    /// factory, and given a `show<Name>()` in the flow's coordinator unless `isFirstScreen` (the coordinator of a
    /// new flow shows its first screen itself).
    func planModule(
        _ name: TypeName,
        flow: String,
        options: ModuleOptions,
        kind: ModuleKind,
        isFirstScreen: Bool = false,
        entry: String? = nil,
        in repository: Repository,
        rendering rendered: RenderedTemplates
    ) throws(GenerationError) -> Plan {
        let tree = repository.tree
        let module = name.value
        let ownValue = kind == .form && options.saving == nil
        let valueType = options.saving?.model ?? name.valueType
        let roles =
            (kind.hasOwnView ? ["View", "ViewInput", "ViewOutput", "ViewInputSpy", "ViewOutputSpy"] : [])
            + ["ModuleInput", "ModuleOutput", "Presenter", "ModuleConfigurator", "ModuleComponents"]
            + ["ViewTests", "PresenterTests", "ModuleConfiguratorTests", "ModuleLifetimeTests"]
        let values = ownValue ? [valueType, valueType + "Tests"] : []
        let members = ["make\(module)Module"] + (isFirstScreen ? [] : ["show\(module)"])
        try repository.refuseDeclared(roles.map { module + $0 } + values + members, making: module)

        let factoryHeader = "protocol \(flow)ModuleFactory"
        let factoryPath = try file(declaring: factoryHeader, in: repository)
        let appFactoryHeader = "extension AppModuleFactory: \(flow)ModuleFactory"
        let appFactoryPath = try file(declaring: appFactoryHeader, in: repository)
        let factoryText = tree.contents(of: factoryPath).flatMap {
            SourceText($0, path: factoryPath).declarationText(startingWith: factoryHeader)
        }
        let group = repository.moduleGroup(ofFlow: flow, factoryText: factoryText ?? "")
        let coordinatorPath = isFirstScreen ? "" : try file(declaring: "final class \(flow)Coordinator", in: repository)
        let filler = Filler(
            planner: self,
            values: [
                "Name": module, "Title": name.title, "LowercaseTitle": name.lowercaseTitle, "Flow": flow,
                "Kind": kind.rawValue, "ValueType": valueType,
                "ValueTitle": options.saving.flatMap { try? TypeName($0.model).lowercaseTitle } ?? name.lowercaseTitle,
                "KindFolder": kind.templateFolder, "Folder": "\(Repository.modules)/\(group)/\(module)",
                "TestFolder": "\(Repository.moduleTests)/\(group)/\(module)", "FactoryPath": factoryPath,
                "AppFactoryPath": appFactoryPath, "CoordinatorPath": coordinatorPath,
            ]
            .merging(options.values) { $1 },
            flags: options.flags.merging(
                ["view": kind.hasOwnView, "value": ownValue, "firstScreen": isFirstScreen, "entry": entry != nil]
            ) { $1 },
            nameKeys: Set(
                ["Name", "Title", "LowercaseTitle"] + (ownValue ? ["ValueType"] : []) + (isFirstScreen ? ["Flow"] : [])
            ),
            rendered: rendered
        )
        var plan = Plan()
        try apply("Module", to: &plan, in: tree, rendering: filler)
        if let entry, !isFirstScreen {
            try planEntryRow(for: name, on: entry, flow: flow, in: repository, into: &plan, rendering: rendered)
        }
        return plan
    }

    /// The module `request` asks for, with the options it names looked up in `repository`: its input (none, a
    /// message or a model), its service, the `String` property it shows or fills, a list's add row, the length of a
    /// form's own value, and the menu screen that gets a row to show it.
    func planModule(
        _ request: ModuleRequest,
        in repository: Repository,
        rendering rendered: RenderedTemplates
    ) throws(GenerationError) -> Plan {
        let name = try TypeName(request.name)
        let flows = repository.flows()
        guard flows.contains(request.flow) else { throw .unknownFlow(request.flow, known: flows) }
        let given = try ModuleOptions(
            hasInput: request.hasInput,
            model: request.model,
            service: request.service,
            field: request.field,
            in: repository
        )
        let kind = request.kind
        var options = kind == .list ? given.forList() : given
        options.adds = request.adds
        guard request.field == nil || options.item != nil || (kind == .form && options.saving != nil) else {
            throw .usage(
                "field= names the String property of the model a screen shows (input=, or a list's service)"
                    + " or a form saves (service=); this one has none"
            )
        }
        guard request.limit == nil || (kind == .form && options.saving == nil) else {
            throw .usage(
                "limit= is how long the text of a form's own value may be; a form given a service that keeps"
                    + " a model takes the model's (maximum…Length in Sources/Modules/Models)"
            )
        }
        options.limit = request.limit ?? ModuleOptions.defaultLimit
        return try planModule(
            name,
            flow: request.flow,
            options: options,
            kind: kind,
            entry: request.entry,
            in: repository,
            rendering: rendered
        )
    }
}

// MARK: - Flows

extension Planner {
    /// The flow `name`: its coordinator and output, its lifetime tests, its entries in the module factories and the
    /// coordinator factories (and the factories' test double), and its first screen, a module of the same name.
    func planFlow(_ name: TypeName, rendering rendered: RenderedTemplates) throws(GenerationError) -> Plan {
        let flow = name.value
        let declared =
            ["Coordinator", "CoordinatorOutput", "CoordinatorTests", "ModuleFactory", "FlowStub"]
            .map { flow + $0 } + ["make\(flow)Coordinator"]
        try repository.refuseDeclared(declared, making: flow)
        let values = ["Flow": flow, "Name": flow, "Title": name.title]
        let filler = Filler(planner: self, values: values, flags: [:], nameKeys: Set(values.keys), rendered: rendered)
        var plan = Plan()
        try apply("Flow", to: &plan, in: tree, rendering: filler)
        plan.append(
            try planModule(
                name,
                flow: flow,
                options: ModuleOptions(input: nil, service: nil),
                kind: .screen,
                isFirstScreen: true,
                in: repository(with: plan),
                rendering: rendered
            )
        )
        return plan
    }
}

// MARK: - Services

/// What a generated service keeps: one value or a collection of them, each filled in by a person in its `String`
/// property `field`, at most `limit` characters long.
struct StoredModel {
    /// Whether the service keeps a list of values, newest first, rather than one.
    var isCollection = false

    /// The model's `String` property, `text` unless `field=` names another.
    var field = "text"

    /// The longest text the model takes, in characters.
    var limit = ModuleOptions.defaultLimit

    /// What `make service` or `make feature` was given, each option left out taking its default.
    init(isCollection: Bool = false, field: String? = nil, limit: Int? = nil) {
        self.isCollection = isCollection
        self.field = field ?? self.field
        self.limit = limit ?? self.limit
    }
}

extension Planner {
    /// The placeholders of `Templates/Service/` for the service `name` keeping `kept`: `Name` (`CardLimit`), `name`
    /// (`cardLimit`), `Names` and `names` (`CardLimits`, `cardLimits`), `Title` (`Card limit`), `LowercaseTitle`
    /// (`card limit`), `LowercasePlural` (`card limits`), `fileStem` (`card-limit`, of each account's
    /// `card-limit-<account>.json`), `field` and `Field` (`text`, `Text`) and `limit` (`200`).
    static func serviceValues(for name: TypeName, keeping kept: StoredModel = StoredModel()) -> [String: String] {
        let names = ModuleOptions.plural(of: name.value)
        return [
            "Name": name.value, "name": TypeName.lowerFirst(name.value), "Title": name.title,
            "LowercaseTitle": name.lowercaseTitle, "Names": names, "names": TypeName.lowerFirst(names),
            "LowercasePlural": ModuleOptions.plural(of: name.lowercaseTitle),
            "fileStem": name.words.map { $0.lowercased() }.joined(separator: "-"), "field": kept.field,
            "Field": TypeName.upperFirst(kept.field),
        ]
    }
}

extension Planner {
    /// The service `name`, keeping `kept`: `<Name>Service` and `File<Name>Service` in
    /// `Sources/Modules/Services/<Name>/`, the model `<Name>` it stores, its fake (with the model's fixture) in
    /// `Tests/ModulesTestSupport`, its tests in `Tests/ModulesTests/Services`, and its place in `AppDependencies` and
    /// in the doubles the app's tests build them with.
    func planService(
        _ name: TypeName,
        keeping kept: StoredModel,
        rendering rendered: RenderedTemplates
    ) throws(GenerationError) -> Plan {
        let service = name.value
        let property = TypeName.lowerFirst(service)
        guard !Self.lowercaseKeywords.contains(property) else {
            throw .invalidName(
                service,
                reason: "reads as the Swift keyword \(property) in its methods: pick another name"
            )
        }
        let declared =
            [service, "\(service)Service", "File\(service)Service", "\(service)Error", "\(service)ServiceFake"]
            + ["File\(service)ServiceTests"]
        try repository.refuseDeclared(declared, making: service)
        let values = Self.serviceValues(for: name, keeping: kept)
        let filler = Filler(
            planner: self,
            values: values.merging(["limit": String(kept.limit)]) { $1 },
            flags: ["collection": kept.isCollection],
            nameKeys: Set(values.keys).subtracting(["field", "Field"]),
            rendered: rendered
        )
        var plan = Plan()
        try apply("Service", to: &plan, in: tree, rendering: filler)
        // The field is a property of the model alone: it must not be a name the service's templates use.
        let written = rendered.templates.map(\.template)
            .filter { $0.path.hasPrefix("\(Repository.templates)/Service/") && !$0.path.contains("/Wiring/") }
            .flatMap { $0.words().map(\.text) }
        if written.contains(kept.field) {
            throw .clashes("field=\(kept.field)", identifier: kept.field, noun: "service")
        }
        return plan
    }

    /// Lower-case Swift keywords that a service's name, lower-cased, must not be, since its read method is named so.
    static let lowercaseKeywords: Set = [
        "as", "case", "catch", "class", "default", "defer", "do", "else", "enum", "extension", "for", "func", "guard",
        "if", "import", "in", "init", "is", "let", "nil", "operator", "protocol", "return", "self", "static",
        "struct", "super", "switch", "throw", "throws", "true", "false", "try", "var", "where", "while",
    ]
}

// MARK: - Shared Methods

extension Planner {
    /// The repository as it will be once `plan` is written.
    func repository(with plan: Plan) -> Repository {
        Repository(tree: PlannedTree(base: tree, plan: plan), scanned: scanned)
    }

    /// The Swift file in `Sources/Coordinators` that declares `header`, or the refusal that names what is missing.
    func file(declaring header: String, in repository: Repository) throws(GenerationError) -> String {
        guard let path = repository.file(declaring: header, under: Repository.coordinators) else {
            throw .missingAnchor(path: Repository.coordinators, anchor: "`\(header) { … }`")
        }
        return path
    }

    /// The template at `path` (without `.swift.template`).
    func template(at path: String) throws(GenerationError) -> Template {
        let file = path + ".swift.template"
        return Template(path: file, text: try templateText(at: file, noun: "template"))
    }

    /// The text of the file at `path` in `Templates/`, a `noun` (a template or a manifest).
    func templateText(at path: String, noun: String) throws(GenerationError) -> String {
        guard let text = templates.contents(of: path) else {
            throw .brokenTemplate(path: path, problem: "there is no such \(noun)")
        }
        return text
    }

    /// Refuses `name` if a name the templates in `rendered` make from it, rendered (every word of their code that
    /// has a placeholder filled from it, such as `{{name}}` or `File{{Name}}Service`), is a word those templates use
    /// as written, or is a type that a Swift file which sees `Modules` uses unqualified, which it would shadow.
    ///
    /// A word in a comment or a string literal is text, not a name, so it clashes with nothing; an interpolation's
    /// code is code.
    func checkNamesMade(from name: String, by rendered: RenderedTemplates, noun: String) throws(GenerationError) {
        var written: Set<String> = []
        var made: [String] = []
        for (template, values, nameKeys) in rendered.templates {
            for word in template.words().map(\.text) {
                if !word.contains("{{") {
                    written.insert(word)
                } else if nameKeys.contains(where: { word.contains("{{\($0)}}") }) {
                    made.append(try template.fill(word, with: values))
                }
            }
        }
        if let clash = made.first(where: written.contains) {
            throw .clashes(name, identifier: clash, noun: noun)
        }
        for type in made where type.first?.isUppercase == true {
            if let path = repository.fileUsingUnqualified(type) {
                throw .shadows(name, type: type, path: path)
            }
        }
    }
}

/// The templates a generation renders, each with the values it is rendered with and the placeholders of those
/// filled from the name given: what the names it makes are checked against.
final class RenderedTemplates {
    /// Each template rendered, in order.
    private(set) var templates: [(template: Template, values: [String: String], nameKeys: Set<String>)] = []

    /// Records that `template` was rendered with `values`, of which those of `nameKeys` are made from the name.
    func add(_ template: Template, values: [String: String], nameKeys: Set<String>) {
        templates.append((template, values, nameKeys))
    }
}

/// Renders templates with one set of values, and refuses a line too long for the file it goes to.
struct Filler {
    /// The planner whose templates these are.
    let planner: Planner

    /// Each placeholder's value: `Name`, `Title`, `LowercaseTitle`, `Flow`, `Kind`, and those of the module's options.
    let values: [String: String]

    /// Each section's flag: `input`, `model`, `service`.
    let flags: [String: Bool]

    /// The placeholders filled from the name given: `Name`, `Title` and the like.
    let nameKeys: Set<String>

    /// Where each template rendered is recorded.
    let rendered: RenderedTemplates

    /// The template at `template` (without `.swift.template`), rendered for the file at `path`.
    func render(_ template: String, for path: String) throws(GenerationError) -> String {
        let template = try planner.template(at: template)
        let values = placeholders
        let text = try template.render(values: values, flags: flags)
        rendered.add(template, values: values, nameKeys: nameKeys)
        guard let longest = Self.longestLine(in: text), longest > Planner.lineLength else { return text }
        // A line too long for the shortest name is the template's own.
        let shortest = Self.withArticles(self.values.merging(nameKeys.map { ($0, "X") }) { $1 })
        if let line = Self.longestLine(in: try template.render(values: shortest, flags: flags)),
            line > Planner.lineLength
        {
            throw .brokenTemplate(
                path: template.path,
                problem: "a line of it is over \(Planner.lineLength) characters, whatever the name"
            )
        }
        throw .lineTooLong(path: path, length: longest)
    }

    /// The length of the longest line of `text`, in characters.
    private static func longestLine(in text: String) -> Int? {
        text.split(separator: "\n").map(\.count).max()
    }

    /// What a template's placeholders are filled with: ``values``, and each title with its article.
    var placeholders: [String: String] { Self.withArticles(values) }

    /// `values` with each title's indefinite article: `aTitle` and `ATitle` (`an Expense`, `An Expense`), and so for
    /// `LowercaseTitle` and `ValueTitle`; `an` before a vowel letter, the simple way, as for plurals.
    static func withArticles(_ values: [String: String]) -> [String: String] {
        var values = values
        for key in ["Title", "LowercaseTitle", "ValueTitle"] {
            guard let title = values[key] else { continue }
            let article = title.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
            values["a" + key] = "\(article) \(title)"
            values["A" + key] = "\(TypeName.upperFirst(article)) \(title)"
        }
        return values
    }
}

extension Plan {
    /// Edits the Swift file at `path`, as `tree` has it, with `change`.
    mutating func editSwift(
        _ path: String,
        in tree: any FileTree,
        _ change: (inout SourceText) throws(GenerationError) -> Void
    ) throws(GenerationError) {
        guard let original = tree.contents(of: path) else {
            throw .missingFile(path: path)
        }
        var source = SourceText(self.change(at: path)?.contents ?? original, path: path)
        try change(&source)
        edit(path, original: original, contents: source.text)
    }
}
