#!/usr/bin/env bash
# Installs what a part of the build needs, only if it is missing, so `make run` and `make test`
# work on a fresh Debian machine. Usage: scripts/ensure-deps.sh swift|wasm|node|types|browser|bench ...
set -euo pipefail
cd "$(dirname "$0")/.."

apt_updated=
apt_install() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "Installing ${missing[*]} (Debian packages)…" >&2
  # make test runs two parts at a time, and apt takes one at a time: the second waits its turn.
  exec {lock}>/tmp/instagrid-apt.lock
  flock "$lock"
  if [ -z "$apt_updated" ]; then
    $sudo apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  flock -u "$lock"
}

for part in "$@"; do
  case "$part" in
    swift)
      command -v swift >/dev/null || {
        echo "Swift 6.3 is needed (it is not a Debian package): see https://www.swift.org/install/linux/" >&2
        exit 1
      } ;;
    wasm)
      # wasi-libc gives the module malloc/free; the Swift toolchain brings wasm-ld and the
      # Embedded standard library.
      # binaryen's wasm2js makes the JavaScript copy of the module for engines whose CSP blocks
      # WebAssembly (Safari before 16).
      apt_install wasi-libc binaryen
      command -v wasm-ld >/dev/null || { echo "wasm-ld missing: it ships with the Swift toolchain" >&2; exit 1; } ;;
    browser)
      # The three engines: Debian's Chromium (Playwright drives it; never `playwright install`),
      # WebKitGTK through its WebDriver (Selenium, under Xvfb) and Firefox ESR (Marionette).
      apt_install chromium fonts-liberation python3-venv webkit2gtk-driver xvfb xauth firefox-esr
      if [ ! -x .venv/bin/pytest ] || ! cmp -s Tests/browser/requirements.txt .venv/requirements.txt; then
        python3 -m venv .venv
        .venv/bin/pip install -q --disable-pip-version-check -r Tests/browser/requirements.txt
        cp Tests/browser/requirements.txt .venv/requirements.txt
      fi ;;
    node)
      # Node runs the module outside a browser (the same-bytes check) and the type check.
      command -v node >/dev/null || apt_install nodejs ;;
    types)
      # tsc checks the page's JSDoc types (tsconfig.json): Debian's TypeScript.
      command -v tsc >/dev/null || apt_install node-typescript ;;
    bench)
      # The references of `make bench`: libvips, ImageMagick, Node; Pillow, pyvips, Playwright.
      apt_install libvips42 libvips-tools imagemagick chromium python3-venv webkit2gtk-driver xvfb xauth firefox-esr
      command -v node >/dev/null || apt_install nodejs
      if [ ! -x .venv-bench/bin/python ] || ! cmp -s Benchmarks/requirements.txt .venv-bench/requirements.txt; then
        python3 -m venv .venv-bench
        .venv-bench/bin/pip install -q --disable-pip-version-check -r Benchmarks/requirements.txt
        cp Benchmarks/requirements.txt .venv-bench/requirements.txt
      fi ;;
    *) echo "unknown part: $part" >&2; exit 2 ;;
  esac
done
