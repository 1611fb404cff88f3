import LeakCheck
import Testing

@testable import Terminal
@testable import TestSupport

@MainActor @Suite struct ScreenStackTests {
    /// How a screen goes on the stack built for a test.
    enum Shown {
        case pushed(String)
        case presented(String)
    }

    /// A stack with a screen named `root` at its root, then each of `above` shown in order.
    private func makeSUT(root: String = "Root", _ above: Shown...) -> ScreenStack {
        let stack = ScreenStack()
        stack.setRoot(ViewControllerSpy(root))
        for screen in above {
            switch screen {
            case .pushed(let name): stack.push(ViewControllerSpy(name))
            case .presented(let name): stack.present(ViewControllerSpy(name))
            }
        }
        return stack
    }

    @Test func logsEveryNavigationEventByModule() {
        // Given
        let sut = ScreenStack()

        // When
        sut.setRoot(ViewControllerSpy("Login"))
        sut.push(ViewControllerSpy("Code"))
        sut.present(ViewControllerSpy("Terms"))
        sut.dismiss()
        sut.pop()
        sut.setRoot(ViewControllerSpy("Home"))

        // Then
        #expect(
            sut.log == [
                .setRoot("Login"), .push("Code"), .present("Terms"), .dismiss("Terms"), .pop("Code"),
                .remove("Login"), .setRoot("Home"),
            ]
        )
    }

    @Test func onLeaveRunsOnceWhateverRemovesTheScreen() {
        // Given
        let sut = ScreenStack()
        var left: [String] = []
        sut.setRoot(ViewControllerSpy("Root"), onLeave: { left.append("Root") })
        sut.push(ViewControllerSpy("A"), onLeave: { left.append("A") })
        sut.push(ViewControllerSpy("B"), onLeave: { left.append("B") })
        sut.present(ViewControllerSpy("M"), onLeave: { left.append("M") })

        // When
        sut.goBack()
        sut.goBack()
        sut.popToRoot()
        sut.setRoot(ViewControllerSpy("Other"))

        // Then
        #expect(left == ["M", "B", "A", "Root"])
    }

    @Test func backAtTheRootIsRefusedAndKeepsTheScreen() {
        // Given
        let sut = makeSUT()
        let root = sut.topScreen

        // When
        let wentBack = sut.goBack()

        // Then
        #expect(!wentBack)
        #expect(sut.topScreen === root)
        #expect(sut.breadcrumb == ["Root"])
    }

    @Test func dismissRemovesTheModalAndWhatIsAboveIt() {
        // Given
        let sut = makeSUT(.presented("Modal"), .pushed("Above"))

        // When
        sut.dismiss()

        // Then
        #expect(sut.breadcrumb == ["Root"])
        #expect(sut.log.suffix(2) == [.pop("Above"), .dismiss("Modal")])
    }

    @Test func popToRootDismissesModalsToo() {
        // Given
        let sut = makeSUT(.pushed("Card"), .presented("Actions"))

        // When
        sut.popToRoot()

        // Then
        #expect(sut.breadcrumb == ["Root"])
        #expect(sut.log.suffix(2) == [.dismiss("Actions"), .pop("Card")])
    }

    @Test func removedScreensAreReleased() async {
        let sut = ScreenStack()
        await expectDeallocation {
            let screens = [ViewControllerSpy("A"), ViewControllerSpy("B")]
            sut.setRoot(screens[0])
            sut.push(screens[1])
            sut.setRoot(ViewControllerSpy("C"))
            return screens
        }
    }

    @Test func keepsOnlyTheLatestEvents() {
        // Given
        let sut = ScreenStack(logLimit: 3)
        sut.setRoot(ViewControllerSpy("Root"))

        // When
        for _ in 0..<5 {
            sut.push(ViewControllerSpy("A"))
            sut.pop()
        }

        // Then
        #expect(sut.log == [.pop("A"), .push("A"), .pop("A")])
    }

    @Test func aTabBarLeavingEmptiesItsTabsWithEvents() {
        // Given
        let sut = ScreenStack()
        let tabBar = TabBarController(title: "Main", tabTitles: ["A", "B"])
        var left: [String] = []
        sut.setRoot(tabBar)
        tabBar.stacks[0].setRoot(ViewControllerSpy("List"), onLeave: { left.append("List") })
        tabBar.stacks[0].push(ViewControllerSpy("Item"), onLeave: { left.append("Item") })
        tabBar.stacks[1].setRoot(ViewControllerSpy("Other"), onLeave: { left.append("Other") })

        // When
        sut.setRoot(ViewControllerSpy("Login"))

        // Then
        #expect(left == ["Other", "Item", "List"])
        #expect(tabBar.stacks.allSatisfy { $0.screens.isEmpty })
        #expect(tabBar.stacks[0].log.suffix(2) == [.remove("Item"), .remove("List")])
        #expect(tabBar.stacks[1].log.last == .remove("Other"))
    }

    @Test func theTreeListsTheChildStacksOfAContainerInsideAChildStack() {
        // Given: a tab bar whose first tab shows a modal flow with a stack of its own
        let flow = ContainerStub(name: "Setup", stacks: [ScreenStack()])
        flow.stacks[0].setRoot(ViewControllerSpy("Step"))
        let tabBar = TabBarController(title: "Main", tabTitles: ["News", "Cards"])
        tabBar.stacks[0].setRoot(ViewControllerSpy("List"))
        tabBar.stacks[0].present(flow)
        let sut = ScreenStack()
        sut.setRoot(tabBar)

        // When
        let lines = sut.treeLines(isAccessible: false)

        // Then
        #expect(
            lines == [
                "  ▸ TabBar",
                "    tab News (selected): List › Setup",
                "      flow Setup (selected): Step",
                "    tab Cards: not opened",
            ]
        )
    }

    @Test func aContainerWithNoChildStackIsTheScreenOnDisplay() {
        // Given
        let container = ContainerStub(name: "Empty", stacks: [])
        let sut = ScreenStack()

        // When
        sut.setRoot(container)

        // Then
        #expect(sut.visibleStack === sut)
        #expect(sut.visibleContainers.isEmpty)
        #expect(sut.treeLines(isAccessible: true) == ["  top: Empty"])
    }
}

/// A container with the stacks it is given and nothing else of its own.
@MainActor
private final class ContainerStub: ContainerViewController {
    let stacks: [ScreenStack]
    private let name: String

    override var moduleName: String { name }
    override var childStacks: [ScreenStack] { stacks }
    override var childKind: String { "flow" }

    override func childTitle(at index: Int) -> String { name }

    init(name: String, stacks: [ScreenStack]) {
        self.name = name
        self.stacks = stacks
        super.init(title: name)
    }
}
