#!/usr/bin/env bash
# Builds the core and the shim with Embedded Swift into web/instagrid.wasm (release only:
# debug builds import WASI functions). Plain swiftc + wasm-ld: about two seconds, and it never
# touches SwiftPM's .build folder. Usage: scripts/build-wasm.sh [output.wasm]
set -euo pipefail
shopt -s globstar
cd "$(dirname "$0")/.."
out=${1:-web/instagrid.wasm}
build=.build-wasm
libc=/usr/lib/wasm32-wasi
[ -f "$libc/libc.a" ] || scripts/ensure-deps.sh wasm

mkdir -p "$build"
flags=(
  -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
  -wmo -O -parse-as-library -swift-version 6
  -Xfrontend -disable-stack-protector -Xcc -msimd128
)
swiftc "${flags[@]}" -module-name InstagridPure -emit-module -emit-module-path "$build/InstagridPure.swiftmodule" \
  -c Sources/InstagridPure/**/*.swift -o "$build/InstagridPure.o"
swiftc "${flags[@]}" -enable-experimental-feature Extern -module-name instagrid_wasm_shim -I "$build" \
  -c Sources/instagrid-wasm-shim/*.swift -o "$build/shim.o"
wasm-ld --no-entry --strip-all --gc-sections \
  "$build/InstagridPure.o" "$build/shim.o" "$libc/crt1-reactor.o" "$libc/libc.a" \
  -o "$out"
python3 scripts/check-wasm.py "$out"
