import Testing

@testable import Terminal

@MainActor @Suite struct ScreenStackTests {
    @Test func logsEveryNavigationEventByModule() {
        // Given
        let sut = ScreenStack()

        // When
        sut.setRootModule(PresentableSpy("Login"))
        sut.push(PresentableSpy("Code"))
        sut.present(PresentableSpy("Terms"))
        sut.dismissModule()
        sut.popModule()
        sut.setRootModule(PresentableSpy("Home"))

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
        sut.setRootModule(PresentableSpy("Root"), onLeave: { left.append("Root") })
        sut.push(PresentableSpy("A"), onLeave: { left.append("A") })
        sut.push(PresentableSpy("B"), onLeave: { left.append("B") })
        sut.present(PresentableSpy("M"), onLeave: { left.append("M") })

        // When
        sut.goBack()
        sut.goBack()
        sut.popToRootModule()
        sut.setRootModule(PresentableSpy("Other"))

        // Then
        #expect(left == ["M", "B", "A", "Root"])
    }

    @Test func backAtTheRootIsRefusedAndKeepsTheScreen() {
        // Given
        let sut = ScreenStack()
        let root = PresentableSpy("Root")
        sut.setRootModule(root)

        // When
        let wentBack = sut.goBack()

        // Then
        #expect(!wentBack)
        #expect(sut.topScreen === root)
    }

    @Test func dismissRemovesTheModalAndWhatIsAboveIt() {
        // Given
        let sut = ScreenStack()
        sut.setRootModule(PresentableSpy("Root"))
        sut.present(PresentableSpy("Modal"))
        sut.push(PresentableSpy("Above"))

        // When
        sut.dismissModule()

        // Then
        #expect(sut.breadcrumb == ["Root"])
        #expect(sut.log.suffix(2) == [.pop("Above"), .dismiss("Modal")])
    }

    @Test func popToRootDismissesModalsToo() {
        // Given
        let sut = ScreenStack()
        sut.setRootModule(PresentableSpy("Root"))
        sut.push(PresentableSpy("Card"))
        sut.present(PresentableSpy("Actions"))

        // When
        sut.popToRootModule()

        // Then
        #expect(sut.breadcrumb == ["Root"])
        #expect(sut.log.suffix(2) == [.dismiss("Actions"), .pop("Card")])
    }

    @Test func removedScreensAreReleased() async {
        let sut = ScreenStack()
        await expectDeallocation {
            let screens = [PresentableSpy("A"), PresentableSpy("B")]
            sut.setRootModule(screens[0])
            sut.push(screens[1])
            sut.setRootModule(PresentableSpy("C"))
            return screens
        }
    }

    @Test func keepsOnlyTheLatestEvents() {
        // Given
        let sut = ScreenStack(logLimit: 3)
        sut.setRootModule(PresentableSpy("Root"))

        // When
        for _ in 0..<5 {
            sut.push(PresentableSpy("A"))
            sut.popModule()
        }

        // Then
        #expect(sut.log == [.pop("A"), .push("A"), .pop("A")])
    }

    @Test func aTabBarLeavingEmptiesItsTabsWithEvents() {
        // Given
        let sut = ScreenStack()
        let tabBar = TabBarController(title: "Main", tabTitles: ["A", "B"])
        var left: [String] = []
        sut.setRootModule(tabBar)
        tabBar.stacks[0].setRootModule(PresentableSpy("List"), onLeave: { left.append("List") })
        tabBar.stacks[0].push(PresentableSpy("Item"), onLeave: { left.append("Item") })
        tabBar.stacks[1].setRootModule(PresentableSpy("Other"), onLeave: { left.append("Other") })

        // When
        sut.setRootModule(PresentableSpy("Login"))

        // Then
        #expect(left == ["Other", "Item", "List"])
        #expect(tabBar.stacks.allSatisfy { $0.screens.isEmpty })
        #expect(tabBar.stacks[0].log.suffix(2) == [.remove("Item"), .remove("List")])
        #expect(tabBar.stacks[1].log.last == .remove("Other"))
    }
}
