#!/usr/bin/env bash
# Builds and runs the libFuzzer targets under Fuzz/ (swiftc -sanitize=fuzzer,address).
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer options…]   build one target, run it for SECONDS
#   scripts/fuzz.sh --build TARGET                        only build it (.build-fuzz/fuzz-TARGET)
#   scripts/fuzz.sh --list                                print the targets
# Each target is one line of the table below (its name and the source files it fuzzes, which
# are compiled with the fuzz entry in Fuzz/TARGET/*.swift) and a folder Fuzz/TARGET/ holding
# the entry, a small committed seed corpus (seeds/) and a dictionary (TARGET.dict). The core,
# Sources/InstagridPure, is always built (instrumented) and linked as the module InstagridPure.
# New inputs the fuzzer finds go to out/fuzz/TARGET/corpus (not committed), crashes to
# out/fuzz/TARGET/. Exits non-zero if the fuzzer finds anything. Like every Swift build on the
# shared machine, run it in the Swift lock (make test and make fuzz are run inside it).
set -euo pipefail
shopt -s globstar nullglob
cd "$(dirname "$0")/.."

# target          source files or folders it fuzzes, besides the core
table=(
  "NetpbmDecoder  Sources/instagrid-cli/Decoding Sources/instagrid-cli/Text Sources/instagrid-cli/CLIError.swift Sources/instagrid-cli/IO/Console.swift"
  "PhotoHeader"
)

sources_of() {
  local row
  for row in "${table[@]}"; do
    read -r name paths <<<"$row"
    if [ "$name" = "$1" ]; then
      local path
      for path in $paths; do
        if [ -d "$path" ]; then printf '%s\n' "$path"/**/*.swift; else printf '%s\n' "$path"; fi
      done
      return 0
    fi
  done
  echo "fuzz.sh: no target $1 (see: scripts/fuzz.sh --list)" >&2
  return 1
}

if [ "${1:-}" = "--list" ]; then
  for row in "${table[@]}"; do read -r name _ <<<"$row"; echo "$name"; done
  exit 0
fi
build_only=
if [ "${1:-}" = "--build" ]; then
  build_only=1
  shift
  set -- "${1:-}" 0
fi
[ $# -ge 2 ] || { echo "usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options…] | --build TARGET | --list" >&2; exit 2; }
target=$1 seconds=$2
shift 2
mapfile -t sources < <(sources_of "$target")

# FUZZ_OPTIMIZE=-Onone: the smoke run of make test, which builds in half the time what it runs
# for a second; a fuzzing run wants -O (the default), and has a build folder of its own.
optimize=${FUZZ_OPTIMIZE:--O}
build=.build-fuzz
[ "$optimize" = -O ] || build=.build-fuzz${optimize,,}  # .build-fuzz-onone
out=out/fuzz/$target
mkdir -p "$build" "$out/corpus"
flags=("$optimize" -parse-as-library -swift-version 6 -sanitize=fuzzer,address)
[ "$(uname -m)" = x86_64 ] && flags+=(-Xcc -msse4.1)
rm -f "$build/fuzz-$target"
# The instrumented core is built once for every target, and again only when a source changed.
core=("Sources/InstagridPure"/**/*.swift)
if [ ! -f "$build/libInstagridPure.a" ] || [ -n "$(find "${core[@]}" -newer "$build/libInstagridPure.a" | head -1)" ]; then
  swiftc "${flags[@]}" -module-name InstagridPure -emit-module -emit-module-path "$build/InstagridPure.swiftmodule" \
    -emit-library -static "${core[@]}" -o "$build/libInstagridPure.a"
fi
swiftc "${flags[@]}" -module-name "Fuzz$target" -I "$build" -L "$build" -lInstagridPure \
  "${sources[@]}" Fuzz/"$target"/*.swift -o "$build/fuzz-$target"
[ -x "$build/fuzz-$target" ] || { echo "fuzz.sh: building $target failed" >&2; exit 1; }
[ -z "$build_only" ] || exit 0

echo "fuzzing $target for ${seconds}s (corpus: $out/corpus, seeds: Fuzz/$target/seeds)" >&2
# Allocation stacks are not recorded (malloc_context_size=0): it doubles the speed; a finding
# is replayed with full stacks by running the binary on the artifact with ASAN_OPTIONS unset.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0}
# -malloc_limit_mb: no input of at most 4 KiB may make the decoder allocate 16 MB at once.
"$build/fuzz-$target" -max_total_time="$seconds" -max_len=4096 -malloc_limit_mb=16 -rss_limit_mb=1024 \
  -dict="Fuzz/$target/$target.dict" -artifact_prefix="$out/" -print_final_stats=1 "$@" \
  "$out/corpus" "Fuzz/$target/seeds"
