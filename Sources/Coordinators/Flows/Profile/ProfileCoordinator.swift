import Modules

/// Profile → Edit profile ("Discard your edits?" on `:back` with unsaved edits) · Sign out → finishFlow.
///
/// Links: `profile` shows the profile, `profile/edit` the editor.
final class ProfileCoordinator: BaseCoordinator, ProfileCoordinatorOutput {
    // MARK: - Properties

    private let router: any Router
    private let factory: any ProfileModuleFactory
    private var isEditing = false
    /// The open editor, while it is on the stack.
    private weak var editor: (any EditProfileModuleInput)?

    // MARK: - Initialization

    /// Creates the Profile flow, which shows the modules `factory` makes with `router`, over the tab's stack.
    init(router: any Router, factory: any ProfileModuleFactory) {
        self.router = router
        self.factory = factory
        super.init()
    }

    // MARK: - Coordinator

    /// Shows the profile as the tab's root screen.
    override func start() {
        showProfile()
    }

    /// The editor while it is open, else the profile; a sign-out confirmation over it is not restored.
    override var currentLink: DeepLinkOption? {
        isEditing ? .editProfile : .profile
    }

    /// Shows the profile or the editor; an open editor stays with its edits, so `profile` is refused then, and says
    /// so; rejects links to other tabs.
    @discardableResult
    override func handle(deepLinkOption option: DeepLinkOption) -> DeepLinkOutcome {
        switch option {
        case .profile where isEditing:
            return .rejected(reason: "the profile editor is open; save your edits or go :back first")
        case .editProfile where isEditing:
            break
        case .profile:
            router.popToRootModule()
        case .editProfile:
            router.popToRootModule()
            showEditProfile()
        default:
            return .rejected(reason: "the Profile tab shows profile and profile/edit only")
        }
        return .opened
    }

    /// Keeps the open editor's unsaved edits.
    override func keepUnsavedWork() async {
        await editor?.keepUnsavedEdits()
        await super.keepUnsavedWork()
    }
}

// MARK: - Private Methods

private extension ProfileCoordinator {
    func showProfile() {
        let module = factory.makeProfileModule()
        module.output.onEdit = { [weak self] in
            self?.showEditProfile()
        }
        module.output.onSignOut = { [weak self] in
            self?.showSignOut()
        }
        router.setRootModule(module.view)
    }

    func showEditProfile() {
        let module = factory.makeEditProfileModule()
        module.output.onProfileEdited = { [weak self] in
            self?.router.popModule()
        }
        module.output.onClose = { [weak self] in
            self?.router.popModule()
        }
        module.output.onDiscardRequested = { [weak self] in
            self?.showDiscardEdits()
        }
        isEditing = true
        editor = module.input
        router.push(module.view) { [weak self] in
            self?.isEditing = false
            self?.editor = nil
        }
    }

    func showDiscardEdits() {
        let module = factory.makeAlertModule()
        module.input.configureModule(with: .discardEdits)
        module.output.onAction = { [weak self] action in
            self?.router.dismissModule()
            if action == .discard {
                self?.router.popModule()
            }
        }
        router.present(module.view)
    }

    func showSignOut() {
        let module = factory.makeSignOutModule()
        module.output.onSignedOut = { [weak self] in
            self?.finish()
        }
        module.output.onCancel = { [weak self] in
            self?.router.dismissModule()
        }
        router.present(module.view)
    }
}
