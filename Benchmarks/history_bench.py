#!/usr/bin/env python3
"""What Undo's history costs, under the tests' iPhone emulation (engines/iphone_limits.js).

Six 12 MP photos in Layout 20 (two rows of three) at 2048, then each replaced ten times: 60
replacements, so the 50 steps the history keeps are all replacements and 50 photos are ones
only Undo can bring back. Measured in Chromium and in WebKitGTK:

- the page's pixel memory (canvases, bitmaps, module memory) after the six photos and after
  the 60 replacements, against the reference the goal names: the photos the history can bring
  back, at the size the picture needs them (50 of them, each as large as the decodes in the
  grid). The page keeps a set-aside photo's file and kept bytes only, never its pixels;
- Chromium's renderer tree and WebKitGTK's web process above the page with six photos (their
  JavaScript heaps hold those bytes);
- undo → picture ready when no decode is needed (a layout undone; goal ≤ 300 ms), against the
  layout chosen in the catalogue that it undoes (the same work forwards) as the reference,
  each the median of five;
  and, reported, undo of a replacement, which decodes the photo again from its file.

Usage: history_bench.py [--markdown FILE]   (WebKitGTK needs an X display: xvfb-run -a)
"""
import argparse
import pathlib
import statistics
import sys
import time

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "browser"))
sys.path.insert(0, str(ROOT / "Benchmarks"))
from engines.app import App  # noqa: E402
from engines.catalogue import ENGINES, start_driver  # noqa: E402
from engines.scenarios import IPHONE  # noqa: E402
from engines.server import PageServer  # noqa: E402
from iphone_bench import ProcessPeak, photos, report, scratch, web_processes  # noqa: E402
from renderer_memory import RendererTree, browser_process  # noqa: E402

MB = 1 << 20
SLOTS = range(6)
ROUNDS = 10
STEPS = 50
# Undo → picture ready, measured from the click to the page's picture-ready mark after it.
TIMED_CLICK = """async (selector) => {
    const ready = performance.getEntriesByName('instagrid:picture-ready').length;
    const start = performance.now();
    document.querySelector(selector).click();
    while (performance.getEntriesByName('instagrid:picture-ready').length === ready) {
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.getEntriesByName('instagrid:picture-ready').at(-1).startTime - start;
}"""



def pixel_memory(app):
    now = app.limits()["now"]
    return now["canvas"] + now["bitmap"] + now["wasm"]


def timed(app, selector):
    return app.driver.js(TIMED_CLICK, selector)


def measure(driver, photo, process):
    server = PageServer(limits=IPHONE)
    try:
        app = App(driver, server, {}, "portrait", "simd", scratch()).open()
        app.choose_layout(20)
        for slot in SLOTS:
            app.pick(slot, photo)
        app.wait_picture(timeout=120)
        time.sleep(1)
        six = {"page": pixel_memory(app), "process": statistics.median(process.now() for _ in range(5))}
        decoded = [app.photo_size(slot) for slot in SLOTS]
        need = statistics.mean(4 * width * height for width, height in decoded)
        for _ in range(ROUNDS):
            for slot in SLOTS:
                app.pick(slot, photo)
        app.wait_picture(timeout=120)
        app.wait_kept(lambda k: k and k["past"] == STEPS, f"the {STEPS} steps", timeout=60)
        time.sleep(1)
        held = {"page": pixel_memory(app), "process": statistics.median(process.now() for _ in range(5))}
        # Undo of a layout (no decode) against the layout tap it undoes.
        forwards, backwards = [], []
        for _ in range(5):
            app.driver.click("#open-catalogue")
            app.driver.wait("() => document.getElementById('catalogue').open", what="the catalogue")
            forwards.append(timed(app, '#catalogue .layout[data-layout="21"]'))
            app.driver.wait("() => !document.getElementById('catalogue').open", what="the catalogue to close")
            backwards.append(timed(app, "#undo"))
        undo_replacement = timed(app, "#undo")
        errors = [e for e in app.errors() if not e.startswith("iPhone limit crossed")]
        if errors:
            raise SystemExit("\n".join(errors))
        return {"six": six, "held": held, "reference": STEPS * need, "forwards": statistics.median(forwards),
                "undo": statistics.median(backwards), "undo_replacement": undo_replacement,
                "overflows": len(app.limits()["overflows"])}
    finally:
        server.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--markdown", help="where the table goes (default out/bench/history.md)")
    args = parser.parse_args()
    photo = photos(False)["12 MP"]
    rows = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        tree = RendererTree(browser_process())
        folder = scratch("history-bench-")
        for engine in ("chromium", "webkit"):
            spec = next(e for e in ENGINES if e.name == engine)
            driver = start_driver(spec, folder, chromium_browser=browser) if engine == "chromium" else start_driver(spec, folder)
            process = ProcessPeak(lambda: [p for _, p in tree.processes()]) if engine == "chromium" else ProcessPeak(web_processes)
            try:
                rows[engine] = measure(driver, photo, process)
            finally:
                driver.close()
            print(engine, rows[engine], flush=True)
        browser.close()
    lines = [
        f"Six 12 MP photos in Layout 20 at 2048, each then replaced {ROUNDS} times, under the tests' iPhone emulation."
        f" The reference is the goal's: the {STEPS} photos the history can bring back, each at the size the picture"
        " needs (as decoded in the grid).",
        "",
        "| engine | page's pixel memory, six photos → after the replacements, MB | × the reference"
        f" ({STEPS} photos at their need) | process above six photos, MB | layout chosen → picture ready, ms |"
        " undo of it → picture ready, ms (× the choice) | undo of a replacement → picture ready, ms |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for engine, r in rows.items():
        lines.append(
            f"| {engine} | {r['six']['page'] / MB:.0f} → {r['held']['page'] / MB:.0f} | {r['held']['page'] / r['reference']:.2f}"
            f" ({r['reference'] / MB:.0f} MB) | {(r['held']['process'] - r['six']['process']) / MB:.0f} | {r['forwards']:.0f} |"
            f" {r['undo']:.0f} ({r['undo'] / max(r['forwards'], 1):.2f}) | {r['undo_replacement']:.0f} |")
    report(lines, pathlib.Path(args.markdown or ROOT / "out" / "bench" / "history.md"), rows.values())


if __name__ == "__main__":
    main()
