# The two commands a newcomer runs (see README): `make run` and `make test`.
# Each installs what it needs (scripts/ensure-deps.sh) on a fresh Debian machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help

.PHONY: help run demo test swift-build browser-deps test-abi test-types test-swift test-wasm test-fuzz test-browser bench-smoke cli wasm bench fuzz format clean

# Seconds per fuzz target: `make fuzz` (FUZZ_SECONDS) and the smoke run in `make test`.
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_SECONDS ?= 1

help:
	@echo "make run    build the wasm module and serve the page on http://127.0.0.1:8000/"
	@echo "make test   run every test: Swift unit + CLI tests, wasm build check, fuzz smoke, browser tests, bench smoke"
	@echo "make demo   compose generated sample photos in every layout with the CLI"
	@echo "make bench  the W1 limits ratios, the compositor against Pillow, libvips, ImageMagick, the module's"
	@echo "            builds, the page per engine; writes the figures into docs/performance.md (minutes)"
	@echo "make fuzz   run every libFuzzer target under Fuzz/ for FUZZ_SECONDS (default 60) each"

# Builds the module and serves the page on 127.0.0.1 (prints the URL).
run: wasm
	python3 scripts/serve.py --port $${PORT:-8000}

# Composes generated sample photos with the release CLI and prints where the pictures are.
demo: cli
	@scripts/demo.sh

cli:
	@scripts/ensure-deps.sh swift
	swift build -c release --product instagrid

# The page's module in its three builds (SIMD, scalar, wasm2js); fails if one imports anything,
# outgrows its size budget (scripts/check-wasm.py), or if the scalar one needs more than Safari
# 15.4 has.
wasm:
	@scripts/ensure-deps.sh swift wasm
	scripts/build-wasm.sh web/instagrid.wasm

# In two steps. First everything but the browsers, two jobs at a time: the Swift build and its
# tests, the module's builds and the same-bytes check, the fuzz smoke and the browser tests'
# installs (most keep one core busy, so two side by side fill the machine's two); then the
# browser tests, the bench smoke among them.
test:
	$(MAKE) -j2 --output-sync=target test-abi test-types test-swift test-wasm test-fuzz browser-deps
	$(MAKE) test-browser WASM_BUILT=1 SWIFT_BUILT=1

# The targets that need the module or the Swift build make it first, unless `make test` has.
WASM := $(if $(WASM_BUILT),,wasm)
SWIFT_BUILD := $(if $(SWIFT_BUILT),,swift-build)
BUILD_CLI := $(if $(SWIFT_BUILT),@true,swift build --product instagrid)

# The browsers, Xvfb and the tests' Python environment.
browser-deps:
	@scripts/ensure-deps.sh browser

# The CLI, the bench tool and the tests, debug.
swift-build:
	@scripts/ensure-deps.sh swift
	swift build --build-tests

# The ABI's codes are written from one schema (scripts/abi.py): fails when a written file differs,
# or when a text of the schema would not come out as itself.
test-abi:
	python3 scripts/abi.py --check
	python3 Tests/abi/test_abi_text.py

# The page's JavaScript checked against its JSDoc types by TypeScript (tsc, no output written):
# the page with the DOM's globals, the workers and the service worker with a worker's.
test-types:
	@scripts/ensure-deps.sh types
	tsc -p tsconfig.json
	tsc -p tsconfig.workers.json

test-swift: $(SWIFT_BUILD)
	swift test --skip-build

# The native CLI and every build of the module compose the same bytes (run in Node).
test-wasm: $(WASM) $(SWIFT_BUILD)
	@scripts/ensure-deps.sh node
	node Tests/wasm/same-bytes.mjs $(CURDIR)/.build/debug/instagrid

# A short run of every fuzz target over the real decoders; fails on any finding.
test-fuzz:
	@scripts/ensure-deps.sh swift
	@for target in $$(scripts/fuzz.sh --list); do FUZZ_OPTIMIZE=-Onone scripts/fuzz.sh $$target $(FUZZ_SMOKE_SECONDS) || exit 1; done

# Every fuzz target for FUZZ_SECONDS (libFuzzer, -sanitize=fuzzer,address; see scripts/fuzz.sh).
fuzz:
	@scripts/ensure-deps.sh swift
	@for target in $$(scripts/fuzz.sh --list); do scripts/fuzz.sh $$target $(FUZZ_SECONDS) || exit 1; done

# The page in Debian's Chromium as every iPhone size, portrait and landscape, and the shared
# scenarios on Chromium, WebKitGTK and Firefox ESR and on the fallback paths (WebKitGTK needs
# an X display: Xvfb), in three processes, `make bench-smoke` one of the tests. The debug CLI
# from the Swift build is the reference the shared picture is compared with.
test-browser: $(WASM) browser-deps
	$(BUILD_CLI)
	INSTAGRID_CLI=$(CURDIR)/.build/debug/instagrid xvfb-run -a .venv/bin/pytest -q -n 3 --durations=20 Tests/browser

# `make bench` once over, so that it cannot break unseen: every workload, tool and page figure
# on tiny inputs under out/bench-smoke, with the debug build and the browser tests' environment.
# Fails if any of them fails or gives no figure; asserts nothing about time. libvips and
# ImageMagick, which `make test` does not install, are skipped when missing. Last, the section
# make bench writes into docs/performance.md is made from these figures and printed, not written.
bench-smoke: $(WASM)
	@scripts/ensure-deps.sh swift node browser
	swift build --product instagrid
	swift build --product instagrid-bench
	.venv/bin/python Benchmarks/run.py --smoke
	xvfb-run -a .venv/bin/python Benchmarks/page_bench.py --smoke
	.venv/bin/python Benchmarks/latest.py --print out/bench-smoke >/dev/null

# Not part of `make test`: it takes minutes and ~2 GB of generated inputs under out/bench. It ends by
# writing its figures, the date and the machine into docs/performance.md ("Latest run").
bench: wasm
	@scripts/ensure-deps.sh bench
	swift build -c release
	.venv-bench/bin/python Benchmarks/run.py
	xvfb-run -a .venv-bench/bin/python Benchmarks/page_bench.py
	xvfb-run -a .venv-bench/bin/python Benchmarks/iphone_bench.py
	xvfb-run -a .venv-bench/bin/python Benchmarks/history_bench.py
	.venv-bench/bin/python Benchmarks/latest.py

format:
	swift format -i -r Sources Tests Package.swift

clean:
	rm -rf .build .build-wasm .build-fuzz .build-fuzz-* out test-output web/instagrid.wasm web/instagrid-scalar.wasm web/instagrid-wasm2js.js
