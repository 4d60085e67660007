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
# Formats and frames: a 4:5 feed post in a white rounded frame, a 9:16 story of six in black.
s=("${samples[@]}")
"$cli" compose --layout 15 --aspect 4:5 --size 1080 --spacing 3 --colour '#FFFFFF' --radius 8 \
  "${s[0]}" "${s[1]}" "${s[2]}" "${s[3]}" -o "$out/portrait.ppm"
"$cli" compose --layout 22 --aspect 9:16 --size 1080 --spacing 2 --colour '#000000' --radius 20 \
  "${s[0]}" "${s[1]}" "${s[2]}" "${s[3]}" "${s[1]}" "${s[0]}" -o "$out/story.ppm"
for name in portrait story; do python3 scripts/ppm-to-png.py "$out/$name.ppm" "$out/$name.png"; done
echo "Composed sample photos in every spec layout: $(pwd)/$out/layout-{1,2,3}.png;" \
  "a feed post and a story: $(pwd)/$out/{portrait,story}.png"
