#!/usr/bin/env python3
"""The page's own figures, measured as the browser suite runs it: headless Chromium as an iPhone.

- last photo picked → picture ready to share, for four 12-megapixel JPEGs, against a reference
  path in the same page that does the same job with canvas drawImage alone;
- end of the slide-out → navigator.share called (the picture is rendered ahead);
- the longest main-thread task while composing (the work is in the Worker);
- the compose worker's wasm memory at its peak; first load to interactive; total transfer;
- then per engine and per path (Chromium, Firefox ESR, WebKitGTK, and WebKitGTK on each fallback
  path with the feature really off: scalar, wasm2js, without OffscreenCanvas): last photo picked
  → picture ready, ig_compose alone at 2048, and the longest the main thread was busy meanwhile.
  WebKitGTK needs an X display: `make bench` runs this under `xvfb-run -a`.

Usage: page_bench.py [--runs N] [--engines-only]
"""
import argparse
import base64
import os
import pathlib
import shutil
import statistics
import sys
import tempfile

import numpy as np
from PIL import Image
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "Tests" / "browser"), str(ROOT / "scripts")]
import serve  # noqa: E402
from support import devices  # noqa: E402
from support.page import AppPage  # noqa: E402
from support.photos import Photo  # noqa: E402
from engines.catalogue import ENGINES, start_driver  # noqa: E402
from engines.scenarios import App  # noqa: E402
from engines.server import PageServer  # noqa: E402

PHOTOS = ROOT / "out" / "bench" / "page"
SIZES = [(3024, 4032), (4032, 3024), (3024, 4032), (4032, 3024)]

# Long tasks on the main thread, recorded from the start.
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
"""

# The reference: the same job as the app's after the last pick (decode that photo, lay out the
# four crops the core gives, encode the JPEG) with createImageBitmap + drawImage alone.
REFERENCE = """
async ([photos, layout, side]) => {
  const blobs = photos.map((b64) => new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }));
  const decode = (blob) => createImageBitmap(blob, { imageOrientation: 'from-image' });
  const earlier = await Promise.all(blobs.slice(0, -1).map(decode)); // picked before: not timed
  const start = performance.now();
  const bitmaps = [...earlier, await decode(blobs[blobs.length - 1])];
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#106698';
  context.fillRect(0, 0, side, side);
  const cells = window.__cells;
  cells.forEach((cell, index) => {
    const bitmap = bitmaps[index];
    const crop = window.__crop(bitmap.width, bitmap.height, cell.width, cell.height);
    context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, cell.x, cell.y, cell.width, cell.height);
  });
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  const elapsed = performance.now() - start;
  bitmaps.forEach((bitmap) => bitmap.close());
  return { elapsed, bytes: jpeg.size };
}
"""


def make_photos():
    """Four photo-like 12-megapixel JPEGs: gradients, blurred blobs, grain (fixed seed)."""
    PHOTOS.mkdir(parents=True, exist_ok=True)
    random = np.random.default_rng(2026)
    photos = []
    for index, (width, height) in enumerate(SIZES):
        path = PHOTOS / f"photo-{index}.jpg"
        if not path.exists():
            coarse = random.integers(0, 255, (height // 64 + 1, width // 64 + 1, 3), dtype=np.uint8)
            blobs = np.asarray(Image.fromarray(coarse).resize((width, height), Image.Resampling.BICUBIC), np.float32)
            y, x = np.mgrid[0:height, 0:width].astype(np.float32)
            gradient = (x / width * 80 + y / height * 60)[..., None]
            grain = random.normal(0, 8, (height, width, 3)).astype(np.float32)
            pixels = np.clip(blobs * 0.7 + gradient + grain, 0, 255).astype(np.uint8)
            Image.fromarray(pixels).save(path, quality=90)
        photos.append(Photo(path=path, ppm=None, colour=None, marker=None, size=(width, height)))
    return photos


def measure_engine(engine, photos, runs, browser, folder):
    """`runs` page loads of `engine`: Layout 3, three photos picked, then the fourth; from that
    last pick to the picture ready, the compose alone, and the main thread's longest busy spell."""
    figures = {"ready": [], "compose": [], "busy": [], "core": set()}
    driver = start_driver(engine, folder, chromium_browser=browser)
    try:
        for _ in range(runs):
            server = PageServer(csp_without_wasm=engine.csp_without_wasm)
            try:
                app = App(driver, server, {}, "portrait", engine.core, folder).open()
                app.choose_layout(3)
                for slot, photo in enumerate(photos[:-1]):
                    app.pick(slot, photo)
                driver.js("() => window.__startBusyProbe()")
                app.pick(3, photos[-1])
                driver.wait("() => performance.getEntriesByName('instagrid:picture-ready').length > 0",
                            timeout=180, what="the picture")
                busy = driver.js("() => window.__stopBusyProbe()")
                marks = driver.js(
                    "() => { const ready = performance.getEntriesByName('instagrid:picture-ready').at(-1);"
                    " return { picked: performance.getEntriesByName('instagrid:photo-picked').at(-1).startTime,"
                    " ready: { startTime: ready.startTime, detail: ready.detail } }; }")
                errors = app.errors()
                if errors:
                    raise SystemExit(f"{engine.name}: " + "\n".join(errors))
                figures["ready"].append(marks["ready"]["startTime"] - marks["picked"])
                figures["compose"].append(marks["ready"]["detail"]["composeMs"])
                figures["core"].add(marks["ready"]["detail"]["core"])
                figures["busy"].append(busy)
            finally:
                server.stop()
            if engine.kind == "chromium":  # a fresh context per load, as the others get a fresh origin
                driver.close()
                driver = start_driver(engine, folder, chromium_browser=browser)
    finally:
        driver.close()
    return figures


def engine_paths(photos, runs, only=None):
    """The page per engine and per path (`only`: these names and webkit, the reference);
    returns markdown lines."""
    engines = [engine for engine in ENGINES if not only or engine.name in {*only, "webkit"}]
    results = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        for engine in engines:
            folder = pathlib.Path(tempfile.mkdtemp(prefix=f"bench-{engine.name}-"))
            try:
                results[engine.name] = measure_engine(engine, photos, runs, browser, folder)
            finally:
                shutil.rmtree(folder, ignore_errors=True)
            figures = results[engine.name]
            print(f"{engine.label}: ready {statistics.median(figures['ready']):.0f} ms,"
                  f" compose {statistics.median(figures['compose']):.0f} ms, busy ≤ {max(figures['busy']):.0f} ms",
                  flush=True)
        browser.close()

    def spread(values):
        return f"{statistics.median(values):.0f} ({min(values):.0f}–{max(values):.0f})"

    simd = results["webkit"]
    lines = [
        f"Per engine and path: Layout 3 at 2048², four 12-megapixel JPEGs, median (range) of {runs} page loads;"
        " Chromium as the smallest iPhone (320×568, DPR 2), the desktop engines in a portrait window. \"busy\" is the"
        " longest the main thread did not answer a 5 ms timer between the last pick and the picture.",
        "",
        "| engine: path | core build | last photo picked → picture ready, ms | ig_compose at 2048, ms |"
        " longest main-thread task, ms | compose ÷ WebKitGTK SIMD |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for engine in engines:
        figures = results[engine.name]
        ratio = statistics.median(figures["compose"]) / statistics.median(simd["compose"])
        lines.append(
            f"| {engine.label} | {', '.join(sorted(figures['core']))} | {spread(figures['ready'])} |"
            f" {spread(figures['compose'])} | {max(figures['busy']):.0f} | {ratio:.2f} |")
    def ratio(name):
        return statistics.median(results[name]["compose"]) / statistics.median(simd["compose"])

    goals = []
    if "webkit-scalar" in results:
        goals.append(f"scalar ÷ SIMD (compose, WebKitGTK) ≤ 2: {ratio('webkit-scalar'):.2f}"
                     f" {'met' if ratio('webkit-scalar') <= 2 else 'NOT met'}")
    if "webkit-wasm2js" in results:
        goals.append(f"wasm2js ÷ SIMD ≤ 5: {ratio('webkit-wasm2js'):.2f}"
                     f" {'met' if ratio('webkit-wasm2js') <= 5 else 'NOT met'}")
    worst = max(max(figures["busy"]) for figures in results.values())
    goals.append(f"no main-thread task over 100 ms: {worst:.0f} ms {'met' if worst <= 100 else 'NOT met'}")
    lines += ["", "; ".join(goals)]
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--engines-only", action="store_true", help="only the per-engine, per-path figures")
    parser.add_argument("--engine", action="append", help="measure only this engine (repeatable; webkit always)")
    parser.add_argument("--markdown", default=str(ROOT / "out" / "bench" / "page.md"))
    args = parser.parse_args()
    photos = make_photos()
    if args.engines_only:
        lines = engine_paths(photos, args.runs, args.engine)
        print("\n".join(lines))
        os.makedirs(os.path.dirname(args.markdown), exist_ok=True)
        pathlib.Path(args.markdown).write_text("\n".join(lines) + "\n")
        return
    encoded = [base64.b64encode(photo.path.read_bytes()).decode() for photo in photos]
    server = serve.start(ROOT / "web")
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    device = devices.LARGEST
    figures = {key: [] for key in ("ready", "reference", "share_delay", "long_task", "memory", "interactive",
                                   "transfer")}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        for _ in range(args.runs):
            app = AppPage.open(browser, origin, device, "portrait", init_scripts=[LONG_TASKS])
            page = app.page
            figures["interactive"].append(page.evaluate(
                "performance.getEntriesByName('instagrid:interactive')[0].startTime"))
            figures["transfer"].append(page.evaluate(
                "performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))"
                ".reduce((sum, e) => sum + e.transferSize, 0)"))
            app.choose_layout(3)
            app.fill(dict(enumerate(photos)))
            page.wait_for_selector("body[data-picture=ready]", timeout=60_000)
            picked = page.evaluate("performance.getEntriesByName('instagrid:photo-picked').at(-1).startTime")
            ready = page.evaluate(
                "(() => { const m = performance.getEntriesByName('instagrid:picture-ready').at(-1);"
                " return { startTime: m.startTime, detail: m.detail }; })()")
            figures["ready"].append(ready["startTime"] - picked)
            figures["memory"].append(ready["detail"]["memoryBytes"])
            figures["long_task"].append(page.evaluate(
                "([from, to]) => Math.max(0, ...window.__longTasks"
                ".filter((t) => t.start + t.duration > from && t.start < to).map((t) => t.duration))",
                [picked, ready["startTime"]]))
            app.swipe("up")
            (share,) = app.wait_share()
            left = page.evaluate("performance.getEntriesByName('instagrid:grid-left').at(-1).startTime")
            figures["share_delay"].append(share["at"] - left)
            # The reference path, in the same page, with the core's cells and crops.
            page.evaluate(
                "async (side) => { const { loadCore } = await import('/js/core.js'); const core = await loadCore();"
                " window.__cells = core.cells(3, side); window.__crop = (...a) => core.crop(...a); }", 2048)
            figures["reference"].append(page.evaluate(REFERENCE, [encoded, 3, 2048])["elapsed"])
            problems = app.problems()
            app.close()
            if problems:
                raise SystemExit("\n".join(problems))
        browser.close()
    server.shutdown()

    def row(label, key, unit, scale=1.0, fmt="{:.0f}"):
        values = [v * scale for v in figures[key]]
        median = statistics.median(values)
        return f"| {label} | {fmt.format(median)} {unit} | {fmt.format(min(values))}–{fmt.format(max(values))} |"

    ours, reference = statistics.median(figures["ready"]), statistics.median(figures["reference"])
    lines = [
        f"Headless Chromium as {device.name} (portrait, DPR {device.dpr}), Layout 3 at 2048², four 12-megapixel"
        f" JPEGs; median of {args.runs} page loads.",
        "",
        "| figure | median | range |",
        "|---|---:|---:|",
        row("last photo picked → picture ready to share", "ready", "ms"),
        row("reference: drawImage-only path, same job", "reference", "ms"),
        row("slide-out ended → navigator.share called", "share_delay", "ms", fmt="{:.1f}"),
        row("longest main-thread task while composing", "long_task", "ms"),
        row("compose worker's wasm memory at its peak", "memory", "MB", 1e-6),
        row("first load → interactive", "interactive", "ms"),
        row("total transfer, first load", "transfer", "KB", 1e-3),
        "",
        f"ours ÷ drawImage reference: {ours / reference:.2f} (target ≤ 1.2, with the better filter)",
        f"share delay target < 50 ms: {'met' if statistics.median(figures['share_delay']) < 50 else 'NOT met'};"
        f" long task target ≤ 50 ms: {'met' if max(figures['long_task']) <= 50 else 'NOT met'}",
    ]
    lines += ["", *engine_paths(photos, args.runs)]
    print("\n".join(lines))
    os.makedirs(os.path.dirname(args.markdown), exist_ok=True)
    pathlib.Path(args.markdown).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
