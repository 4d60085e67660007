#!/usr/bin/env bash
# Composes generated sample photos in every layout with the CLI and says where the pictures are.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${INSTAGRID_CLI:-.build/release/instagrid}
out=out/demo
python3 scripts/make-samples.py "$out/samples" >/dev/null
samples=("$out"/samples/{sunset,lake,meadow,night}.ppm)
for layout in 1 2 3; do
  count=$([ "$layout" = 3 ] && echo 4 || echo 3)
  "$cli" compose --layout "$layout" --size 1080 "${samples[@]:0:$count}" -o "$out/layout-$layout.ppm"
  python3 scripts/ppm-to-png.py "$out/layout-$layout.ppm" "$out/layout-$layout.png"
done
echo "Composed sample photos in every layout: $(pwd)/$out/layout-{1,2,3}.png"
