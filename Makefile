# The two commands a newcomer runs (see README): `make run` and `make test`.
# Each installs what it needs (scripts/ensure-deps.sh) on a fresh Debian machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help

.PHONY: help run demo test test-swift test-wasm cli wasm bench format clean

help:
	@echo "make run    build the CLI and compose sample photos in every layout"
	@echo "make test   run every test (Swift unit + CLI tests, wasm build check)"
	@echo "make bench  compare the compositor with Pillow, libvips and ImageMagick (minutes)"

run: demo

# Composes generated sample photos with the release CLI and prints where the pictures are.
demo: cli
	@scripts/demo.sh

cli:
	@scripts/ensure-deps.sh swift
	swift build -c release --product instagrid

# The wasm module for the page; fails if it imports anything or outgrows 64 KB.
wasm:
	@scripts/ensure-deps.sh swift wasm
	scripts/build-wasm.sh web/instagrid.wasm

test: test-swift test-wasm

test-swift:
	@scripts/ensure-deps.sh swift
	swift build --build-tests
	swift test --skip-build

test-wasm: wasm

# Not part of `make test`: it takes minutes and ~2 GB of generated inputs under out/bench.
bench: wasm
	@scripts/ensure-deps.sh bench
	swift build -c release
	.venv-bench/bin/python Benchmarks/run.py

format:
	swift format -i -r Sources Tests Package.swift

clean:
	rm -rf .build .build-wasm out test-output web/instagrid.wasm
