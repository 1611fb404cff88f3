.DEFAULT_GOAL := help

PREFIX ?= $(HOME)/.local
# Linux links the Swift runtime into the binary, so it starts fast and runs without the toolchain; macOS has the
# runtime in the system already.
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
INSTALL_BUILD := .build/install
# A UTF-8 locale, so that grep counts characters rather than bytes: C.UTF-8 on Linux, en_US.UTF-8 on macOS.
UTF8_LOCALE := $(shell locale -a 2>/dev/null | grep -m1 -iE '^(c|en_us)\.utf-?8$$')

build: ## Build the app and the tests, warnings as errors, each target importing only what it declares
	swift build --build-tests --explicit-target-dependency-import-check error

# SwiftPM on Linux runs XCTest before Swift Testing; with no XCTest tests here, that run only prints "Executed 0 tests".
test: ## Run every test (Swift Testing; without XCTest's empty run)
	swift test --disable-xctest

format: ## Format every Swift file in place
	swift format format --in-place --recursive Sources Tests Plugins Package.swift

lint: ## Check formatting, the architecture's rules, and that Linux-only calls sit in Linux branches
	swift format lint --strict --recursive Sources Tests Plugins
	Scripts/platform-check --self-test
	Scripts/platform-check
	@if [ -z "$(UTF8_LOCALE)" ]; then echo "No UTF-8 locale (locale -a) to count characters with: line lengths not checked"; \
	elif LC_ALL=$(UTF8_LOCALE) grep -rnE '^.{121}' Sources Tests Plugins Templates --include='*.swift' --include='*.template'; \
	then echo "Lines fit in 120 columns, comments and string literals too" && false; fi
	@! grep -n ' var ' $$(find Sources/Modules -name '*ViewInput.swift' -o -name '*ViewOutput.swift') \
		|| (echo "View protocols declare methods only" && false)
	@! grep -n -e '-> Bool' $$(find Sources/Modules -name '*ViewOutput.swift') \
		|| (echo "View outputs report intent; they never answer the view" && false)
	@! grep -ln 'import Terminal' $$(find Sources -name '*Presenter.swift') \
		|| (echo "Presenters never import Terminal" && false)
	@! grep -rlE '^ *(@[A-Za-z_]+ +)*import +Storage([. ]|$$)' Sources/Modules --include='*.swift' \
		| grep -vE '/File[A-Za-z0-9]*Service\.swift$$|^Sources/Modules/Services/ServiceFailure\+Storage\.swift$$' \
		|| (echo "In Modules only File…Service.swift and Services/ServiceFailure+Storage.swift import Storage;" \
			"service protocols, their errors and presenters speak ServiceFailure" && false)
	@! grep -lE '^ *(@[A-Za-z_]+ +)*import +Storage([. ]|$$)' $$(find Tests/ModulesTests -name '*PresenterTests.swift') \
		|| (echo "Presenter tests make service failures as ServiceFailure, never from Storage" && false)
	@! grep -rn -e '\\u{1B}' -e '\\e\[' Sources/Modules Sources/Coordinators \
		|| (echo "Escape sequences belong in Sources/Terminal" && false)
	@! grep -rnE '(^|[^a-z]):(back|resend|quit|q|open|help|tab|tree)([^a-z]|$$)' \
		$$(find Sources/Modules -name '*Presenter.swift') Sources/Modules/Services | grep -v '^[^:]*:[0-9]*: *///' \
		|| (echo "Terminal commands belong in views, not in presenters or services" && false)

# The generator's variables reach it as they were typed, each one argument, whatever they hold: make never expands
# them (`$(value …)`), not even into the environment (`unexport`), and the shell reads each from the environment
# inside double quotes, so a `$(shell …)`, a backtick, a quote or a newline in one is a name the generator refuses,
# never a command that runs.
unexport name flow input kind service field add entry limit
module flow service feature: export SURFMVP_NAME = $(value name)
module feature: export SURFMVP_FLOW = $(value flow)
module: export SURFMVP_INPUT = $(value input)
module service: export SURFMVP_KIND = $(value kind)
module: export SURFMVP_SERVICE = $(value service)
module service feature: export SURFMVP_FIELD = $(value field)
module: export SURFMVP_ADD = $(value add)
module feature: export SURFMVP_ENTRY = $(value entry)
module service feature: export SURFMVP_LIMIT = $(value limit)

module: ## Generate a module wired into a flow, with tests: name=Nickname flow=Cards [kind=form|list|alert] [input=no|<Model>] [service=<Service>] [field=<property>] [add=yes] [entry=<Screen>] [limit=<characters>]
	@swift run --quiet surfmvp-generate module "$$SURFMVP_NAME" --flow "$$SURFMVP_FLOW" --input "$$SURFMVP_INPUT" \
		--kind "$$SURFMVP_KIND" --service "$$SURFMVP_SERVICE" --field "$$SURFMVP_FIELD" --add "$$SURFMVP_ADD" \
		--entry "$$SURFMVP_ENTRY" --limit "$$SURFMVP_LIMIT"

flow: ## Generate a flow wired in, with its first screen and tests: name=Settings
	@swift run --quiet surfmvp-generate flow "$$SURFMVP_NAME"

service: ## Generate a service kept in a file, its model, fake and tests, in the app's dependencies: name=Limit [kind=collection] [field=<property>] [limit=<characters>]
	@swift run --quiet surfmvp-generate service "$$SURFMVP_NAME" --kind "$$SURFMVP_KIND" --field "$$SURFMVP_FIELD" \
		--limit "$$SURFMVP_LIMIT"

feature: ## Generate a feature: a per-account collection, its list with an add row, the add form, a row on a menu screen, wired, with tests: name=Note flow=Profile entry=Profile [field=<property>] [limit=<characters>]
	@swift run --quiet surfmvp-generate feature "$$SURFMVP_NAME" --flow "$$SURFMVP_FLOW" --entry "$$SURFMVP_ENTRY" \
		--field "$$SURFMVP_FIELD" --limit "$$SURFMVP_LIMIT"

fuzz: ## The long fuzz run: 100,000 seeded cases (SURFMVP_FUZZ_SEED picks another seed)
	SURFMVP_FUZZ_CASES=100000 swift test --filter FuzzTests

docs: ## Build the documentation (DocC, the toolchain's docc) into .build/docs, warnings as errors
	Scripts/docs

bench: ## Build surfmvp and the floor in release and print the benchmark table
	Scripts/benchmark

bench-build: ## Time clean builds and edit → test rounds in a private copy: [args="--rounds N --baseline REV"]
	Scripts/bench-build $(args)

timings: ## Measure the build times the pages quote and write them to Documentation/timings.json: [args="--rounds N"]
	Scripts/bench-build --timings Documentation/timings.json $(args)

isolation-check: ## Build Terminal, Modules and Coordinators as a new Xcode app target does: MainActor by default
	swift build --target Coordinators -Xswiftc -default-isolation -Xswiftc MainActor --scratch-path .build/mainactor

copy-check: ## Build and test what copies into a UIKit app, Login's and AuthCoordinator's tests too, without Terminal or Storage (Scripts/copy-check)
	Scripts/copy-check --self-test
	Scripts/copy-check

check: lint isolation-check copy-check ## Lint, isolation-check, copy-check, the strict import check, then test
	$(MAKE) build
	swift test --disable-xctest

# On Linux the link warns that "the use of mktemp is dangerous": FoundationEssentials' Data atomic write, linked in
# with the runtime, calls it; the app's own saves never do (Documentation/surfmvp.docc/Guarantees.md, Installing).
install: ## Build a release and copy it to PREFIX/bin/surfmvp (PREFIX defaults to ~/.local)
	swift build -c release --product surfmvp $(STATIC_STDLIB) --scratch-path $(INSTALL_BUILD)
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$$(swift build -c release --scratch-path $(INSTALL_BUILD) --show-bin-path)/surfmvp" \
		"$(DESTDIR)$(PREFIX)/bin/surfmvp"
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/surfmvp"

uninstall: ## Remove PREFIX/bin/surfmvp (the state folder is left alone)
	rm -f "$(DESTDIR)$(PREFIX)/bin/surfmvp"

help: ## Show this help
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

.PHONY: build test format lint module flow service feature fuzz docs bench bench-build timings isolation-check copy-check \
	check install uninstall help
