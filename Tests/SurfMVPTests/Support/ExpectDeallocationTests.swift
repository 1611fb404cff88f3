import Testing

@testable import Coordinators
@testable import Modules
@testable import Terminal

@MainActor @Suite struct ExpectDeallocationTests {
    @Test func passesWhenEverythingIsReleased() async {
        await expectDeallocation {
            let module = LoginModuleConfigurator().configure(authService: AuthServiceSpy())
            return [module.view, module.output]
        }
    }

    @Test func reportsARetainCycle() async {
        await withKnownIssue("a module output closure that holds its own view strongly is a leak") {
            await expectDeallocation {
                let module = LoginModuleConfigurator().configure(
                    authService: AuthServiceSpy()
                )
                module.output.onCodeRequested = { _ in _ = module.view }
                return [module.view, module.output]
            }
        }
    }

    @Test func coversAWholeRegisteredSubtree() async {
        // Given
        let lifetimes = LifetimeRegistry.silent()
        var kept: [ThingPresenter] = []

        // Then
        await withKnownIssue("a presenter held from outside outlives its coordinator") {
            await expectDeallocation(in: lifetimes) {
                let root = ThingCoordinator()
                let presenter = ThingPresenter()
                lifetimes.register(root, kind: .coordinator)
                lifetimes.register(presenter, kind: .presenter, owner: root)
                lifetimes.didFinish(root)
                kept.append(presenter)
                return [root]
            }
        }
        #expect(lifetimes.leaks() == ["Thing › ThingPresenter"])
    }
}

/// A stand-in coordinator to register.
private final class ThingCoordinator {}

/// A stand-in presenter to register.
private final class ThingPresenter {}
