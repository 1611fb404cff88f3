// MARK: - Features

extension Planner {
    /// The feature `item` on the menu screen `entry` of `flow`: a service that keeps each account's `item`s, a list of
    /// them with an add row, a form that adds one, a row on `entry` that shows the list, the coordinator's wiring
    /// (row → list, add → form, saved → back to the list), their tests and an app-level test.
    func planFeature(
        _ item: TypeName,
        flow: String,
        entry: String,
        keeping kept: StoredModel,
        rendering rendered: RenderedTemplates
    ) throws(GenerationError) -> Plan {
        let list = try TypeName(ModuleOptions.plural(of: item.value))
        let form = try TypeName("Add" + item.value)
        var plan = try planService(item, keeping: kept, rendering: rendered)
        for (module, kind) in [(list, ModuleKind.list), (form, .form)] {
            let request = ModuleRequest(
                name: module.value,
                flow: flow,
                hasInput: false,
                kind: kind,
                service: item.value + "Service",
                adds: kind == .list,
                entry: kind == .list ? entry : nil
            )
            plan.append(
                try planModule(request, in: repository(with: plan), rendering: rendered)
            )
        }
        let repository = repository(with: plan)
        let screen = try entryScreen(entry, flow: flow, in: repository)
        guard let link = screen.link else {
            throw .unusableEntry(
                entry,
                reason: "is opened by no link of \(flow)Coordinator.handle(deepLinkOption:), which the feature's app"
                    + " test opens it with: give it one, or generate the parts with make service and make module"
            )
        }
        let values = Self.serviceValues(for: item, keeping: kept).merging([
            "List": list.value, "ListTitle": list.title, "Form": form.value, "AddTitle": form.title, "Entry": entry,
            "EntryStart": screen.start, "EntryLink": link, "Flow": flow, "EntryCoordinator": screen.coordinator,
        ]) { $1 }
        let filler = Filler(
            planner: self,
            values: values,
            flags: [:],
            nameKeys: Set(values.keys).subtracting([
                "field", "Field", "Entry", "EntryStart", "EntryLink", "Flow", "EntryCoordinator",
            ]),
            rendered: rendered
        )
        // The feature wires what its parts' next steps ask for, and says its own.
        plan.nextSteps = []
        try apply("Feature", to: &plan, in: repository.tree, rendering: filler)
        return plan
    }
}
