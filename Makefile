# The two commands a newcomer runs (see README): `make run` and `make test`.
# Each installs what it needs (scripts/ensure-deps.sh) on a fresh Debian machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help

.PHONY: help run demo test test-swift test-wasm test-browser cli wasm bench format clean

help:
	@echo "make run    build the wasm module and serve the page on http://127.0.0.1:8000/"
	@echo "make test   run every test: Swift unit + CLI tests, wasm build check, browser tests"
	@echo "make demo   compose generated sample photos in every layout with the CLI"
	@echo "make bench  compare the compositor with Pillow, libvips and ImageMagick (minutes)"

# Builds the module and serves the page on 127.0.0.1 (prints the URL).
run: wasm
	python3 scripts/serve.py --port $${PORT:-8000}

# Composes generated sample photos with the release CLI and prints where the pictures are.
demo: cli
	@scripts/demo.sh

cli:
	@scripts/ensure-deps.sh swift
	swift build -c release --product instagrid

# The page's module in its three builds (SIMD, scalar, wasm2js); fails if one imports anything
# or outgrows its budget, or if the scalar one needs more than Safari 15.4 has.
wasm:
	@scripts/ensure-deps.sh swift wasm
	scripts/build-wasm.sh web/instagrid.wasm

test: test-swift test-wasm test-browser

test-swift:
	@scripts/ensure-deps.sh swift
	swift build --build-tests
	swift test --skip-build

test-wasm: wasm

# The page in Debian's Chromium as every iPhone size, portrait and landscape, and the shared
# scenarios on Chromium, WebKitGTK and Firefox ESR and on the fallback paths (WebKitGTK needs
# an X display: Xvfb). The debug CLI from test-swift is the reference the shared picture is
# compared with.
test-browser: wasm
	@scripts/ensure-deps.sh browser
	swift build --product instagrid
	INSTAGRID_CLI=$(CURDIR)/.build/debug/instagrid xvfb-run -a .venv/bin/pytest -q Tests/browser

# Not part of `make test`: it takes minutes and ~2 GB of generated inputs under out/bench.
bench: wasm
	@scripts/ensure-deps.sh bench
	swift build -c release
	.venv-bench/bin/python Benchmarks/run.py
	xvfb-run -a .venv-bench/bin/python Benchmarks/page_bench.py

format:
	swift format -i -r Sources Tests Package.swift

clean:
	rm -rf .build .build-wasm out test-output web/instagrid.wasm web/instagrid-scalar.wasm web/instagrid-wasm2js.js
