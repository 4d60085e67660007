#!/usr/bin/env python3
"""The page's own figures, measured as the browser suite runs it: headless Chromium as an iPhone.

- last photo picked → picture ready to share, for four 12-megapixel JPEGs, against a reference
  path in the same page that does the same job with canvas drawImage alone;
- end of the slide-out → navigator.share called (the picture is rendered ahead);
- the longest main-thread task while composing (the work is in the Worker);
- the compose worker's wasm memory at its peak; first load to interactive; total transfer;

and the rows of photos in a person's hands, each printed beside its goal:

- a real 20000×20000 JPEG: pick → refusal message, and the renderer process tree's peak memory
  above its level before the pick (goal ≤ 100 MB);
- four 48-megapixel photos at 4096: the compose worker's peak wasm memory (goal ≤ 300 MB) and
  the renderer process tree's peak memory (goal ≤ 600 MB);
- photos picked at once (a layout made for the nine the grid takes): twelve 12 MP at 4096 and
  nine 48 MP at 2048: the renderer process tree's peak memory and the page's process alone
  (goal ≤ 600 MB each);
- size change → picture ready for four 12-megapixel photos (goal ≤ 1 s);
- reload → draft restored and shown (goal ≤ 1 s);

with, beside them, where the time and memory go (decode vs compose + encode after a size
change, the page's own start after a reload, one 48 MP photo alone, and four 48 MP photos
decoded again when 4096 is chosen after 2048).

Times come from the page's User Timing marks (web/js/marks.js) and from MutationObservers in
the page, not from polling; memory from psutil (renderer_memory.py).

and the rows of reframing by hand, each beside its goal: the longest frame while
two fingers pinch a photo continuously for two seconds (goal ≤ 16 ms), and the end of the pinch
→ the picture ready again, four 12-megapixel photos at 2048 (goal ≤ 500 ms);

- then per engine and per path (Chromium, Firefox ESR, WebKitGTK, and WebKitGTK on each fallback
  path with the feature really off: scalar, wasm2js, without OffscreenCanvas): last photo picked
  → picture ready, ig_compose alone at 2048, and the longest the main thread was busy meanwhile.
  WebKitGTK needs an X display: `make bench` runs this under `xvfb-run -a`.

`--smoke` (part of `make test`) measures every figure once on small stand-in photos (and a small
JPEG whose header says 20000×20000), with shorter pauses and a 0.5 s pinch, and fails if any
figure is missing; it asserts nothing about time. Its per-engine rows cover each kind of driver
and the paths the goals name (Chromium, WebKitGTK, Firefox ESR, WebKitGTK scalar and wasm2js);
the other WebKitGTK paths are the same measurement with other switches, and the browser tests
run the page on them.

Usage: page_bench.py [--runs N] [--engines-only | --pinch-only] [--engine NAME ...] [--smoke]
"""
import argparse
import base64
import math
import os
import pathlib
import shutil
import statistics
import sys
import time
import tempfile

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "browser"))
from support import devices  # noqa: E402
from support.photos import Photo  # noqa: E402
from engines.app import App, shared_image  # noqa: E402
from engines.catalogue import ENGINES, start_driver  # noqa: E402
from engines.chromium import ChromiumDriver  # noqa: E402
from engines.server import PageServer  # noqa: E402

import page_inputs  # noqa: E402
from renderer_memory import RendererTree, browser_process  # noqa: E402

MB = 1e6
# Seconds the page is left to settle or to finish around a measured action (scaled down in a
# smoke run), and how long the fingers pinch.
PAUSE = 1.0
PINCH_SECONDS = 2.0
# The engines a smoke run measures (webkit, the reference, is always measured).
SMOKE_ENGINES = ["chromium", "firefox", "webkit-scalar", "webkit-wasm2js"]

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


# What the page shows and when, recorded from the first byte of each document: the message's
# text, how many visible cells show a photo (none loading), whether the picture is ready.
MOMENTS = """
window.__moments = [];
(() => {
  let said = null, filled = -1, standing = -1, ready = null;
  new MutationObserver(() => {
    const at = performance.now();
    const message = document.getElementById('message');
    if (message && message.textContent !== said) {
      said = message.textContent;
      __moments.push({ what: 'message', at, text: said });
    }
    const count = document.querySelectorAll('.cell.is-filled:not(.is-loading):not([hidden])').length;
    if (count !== filled) {
      filled = count;
      __moments.push({ what: 'filled', at, count });
    }
    // Cells showing a photo at all: decoded, or a restored photo's thumbnail standing in.
    const showing = document.querySelectorAll('.cell.is-filled:not([hidden])').length;
    if (showing !== standing) {
      standing = showing;
      __moments.push({ what: 'showing', at, count: showing });
    }
    const now = document.body?.dataset.pictureReady ?? null;
    if (now !== ready) {
      ready = now;
      __moments.push({ what: 'picture-ready', at, ready: now === 'true' });
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();
"""

# Chooses a picture size as the menu does, and resolves with the time until the picture for
# the grid at that size is ready again (the reducer's pictureReady, rendered on <body>), and
# until no cell was loading any more (the photos decoded again where their pixels fell short).
SIZE_CHANGE = """
(side) => new Promise((resolve, reject) => {
  const select = document.getElementById('size');
  if (document.body.dataset.pictureReady !== 'true') reject(new Error('the picture was not ready before the change'));
  let decoded = 0;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.cell.is-loading') && !decoded) decoded = performance.now() - from;
    if (document.body.dataset.pictureReady !== 'true') return;
    observer.disconnect();
    const ready = performance.getEntriesByName('instagrid:picture-ready').at(-1);
    resolve({ elapsed: performance.now() - from, decoded, mark: ready.startTime - from });
  });
  observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-picture-ready', 'class'] });
  select.value = String(side);
  const from = performance.now();
  select.dispatchEvent(new Event('change', { bubbles: true }));
  if (document.body.dataset.pictureReady === 'true') reject(new Error('the size change left the picture ready'));
})
"""


def as_photos(paths, sizes):
    return [Photo(path=path, ppm=None, colour=None, marker=None, size=size) for path, size in zip(paths, sizes)]


def last_mark(page, name):
    return page.evaluate(
        "(name) => { const m = performance.getEntriesByName(`instagrid:${name}`).at(-1);"
        " return m ? { startTime: m.startTime, detail: m.detail ?? null } : null; }", name)


def moments(page, what):
    return page.evaluate("(what) => window.__moments.filter((m) => m.what === what)", what)


def open_page(browser, device, photos=(), init_scripts=(), limits=None):
    """The page (engines/app.py's App) in a Chromium context shaped like `device`, portrait, on a
    test server of its own (a fresh origin), with `init_scripts` run before the page's own in
    every document (and iphone_limits.js's `limits`, if given); its photos by slot number.
    Service workers are off, so that a reload measures the page and not the cache."""
    server = PageServer(limits=limits)
    folder = pathlib.Path(tempfile.mkdtemp(prefix="instagrid-page-bench-"))
    try:
        driver = ChromiumDriver(browser, device, folder / "downloads", origin=server.origin,
                                service_workers="block")
    except BaseException:
        server.stop()
        raise
    for script in init_scripts:
        driver.context.add_init_script(script)
    return App(driver, server, dict(enumerate(photos)), "portrait", "simd", folder / "screenshots").open()


# The colour-space comparison's two paths: Chromium's own canvases (Display P3) and the same
# canvases made an engine's without P3 (iphone_limits.js's srgbCanvases). Both run under
# iphone_limits.js, with no cap that could bite, so its bookkeeping costs both the same.
COLOUR_PATHS = (("Display P3", "display-p3", {"canvasCapBytes": 1 << 40}),
                ("sRGB", "srgb", {"canvasCapBytes": 1 << 40, "srgbCanvases": True}))


def colour_space_figures(browser, device, tree, photos, big_photos):
    """The colour spaces' figures, both paths in one run: last photo picked → picture ready, four 12 MP
    photos in Layout 3 at 2048; and the renderer tree's peak memory (and the time to the
    picture) for four 48 MP photos at 4096."""
    figures = {}
    for label, space, limits in COLOUR_PATHS:
        app = open_page(browser, device, photos, limits=limits)
        found = app.driver.js("async () => (await import('./js/picture/colour-space.js')).canvasSpace()")
        assert found == space, f"the {label} path's canvases are {found}"
        app.choose_layout(3)
        fill(app, len(photos))
        app.wait_picture(timeout=60)
        page = app.driver.page
        figures[f"{space} ready"] = last_mark(page, "picture-ready")["startTime"] - last_mark(page, "photo-picked")["startTime"]
        finish(app)
        app = open_page(browser, device, big_photos, limits=limits)
        page = app.driver.page
        app.choose_layout(3)
        app.driver.select("#size", "4096")
        before = settle(app, tree)
        with tree.watch() as watch:
            fill(app, len(big_photos))
            app.wait_picture(timeout=180)
            time.sleep(PAUSE)
        figures[f"{space} big_tree"] = before["pss"] + watch.rss - before["rss"]
        figures[f"{space} big_ready"] = last_mark(page, "picture-ready")["startTime"] - last_mark(page, "photo-picked")["startTime"]
        finish(app)
    return figures


def colour_space_report(runs):
    """The two paths side by side, with the P3 path's change over the sRGB path (goal: within 5 %)."""
    lines = [
        f"Display P3 against sRGB on Chromium, the same run, median of {len(runs)}: Layout 3, as the"
        " largest iPhone; the sRGB path is Chromium with its canvases made an engine's without P3.",
        "",
        "| figure | Display P3 | sRGB | P3 against sRGB (goal: within 5 %) |",
        "|---|---|---|---|",
    ]
    for key, label, unit, scale in (("ready", "last photo picked → picture ready, four 12 MP at 2048", "ms", 1),
                                    ("big_ready", "last photo picked → picture ready, four 48 MP at 4096", "ms", 1),
                                    ("big_tree", "renderer tree's peak memory, four 48 MP at 4096", "MB", MB)):
        p3 = statistics.median(run[f"display-p3 {key}"] for run in runs) / scale
        srgb = statistics.median(run[f"srgb {key}"] for run in runs) / scale
        lines.append(f"| {label}, {unit} | {p3:.0f} | {srgb:.0f} | {100 * (p3 - srgb) / srgb:+.1f} % |")
    return lines


def colour_spaces_only(inputs, photos, runs_wanted):
    big_photos = as_photos(inputs.photos_48mp(), inputs.sizes_48mp)
    runs = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        tree = RendererTree(browser_process())
        for _ in range(runs_wanted):
            runs.append(colour_space_figures(browser, devices.LARGEST, tree, photos, big_photos))
        browser.close()
    return colour_space_report(runs)


def fill(app, count):
    """Picks the app's photos 0…count-1 into slots 0…count-1, one after another."""
    app.fill({slot: slot for slot in range(count)})


def finish(app):
    """Closes the page; fails on any page error, console error or request that left the origin."""
    problems = app.errors() + app.driver.problems()
    app.driver.close()
    app.server.stop()
    shutil.rmtree(app.screenshots.parent, ignore_errors=True)
    if problems:
        raise SystemExit("\n".join(problems))


def everyday_figures(browser, device, photos, encoded):
    """The first rows: one page load, four 12 MP photos, one share."""
    app = open_page(browser, device, photos, init_scripts=[LONG_TASKS])
    page = app.driver.page
    figures = {}
    figures["interactive"] = page.evaluate("performance.getEntriesByName('instagrid:interactive')[0].startTime")
    figures["transfer"] = page.evaluate(
        "performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))"
        ".reduce((sum, e) => sum + e.transferSize, 0)")
    app.choose_layout(3)
    fill(app, len(photos))
    app.wait_picture(timeout=60)
    picked = last_mark(page, "photo-picked")["startTime"]
    ready = last_mark(page, "picture-ready")
    figures["ready"] = ready["startTime"] - picked
    figures["memory"] = ready["detail"]["memoryBytes"]
    figures["long_task"] = page.evaluate(
        "([from, to]) => Math.max(0, ...window.__longTasks"
        ".filter((t) => t.start + t.duration > from && t.start < to).map((t) => t.duration))",
        [picked, ready["startTime"]])
    app.swipe("up")
    (share,) = app.wait_share()
    figures["share_delay"] = share["at"] - last_mark(page, "grid-left")["startTime"]
    # The reference path, in the same page, with the core's cells and crops.
    page.evaluate(
        "async (side) => { const { loadCore } = await import('/js/core/core.js'); const core = await loadCore();"
        " window.__cells = core.cells({ layout: core.layouts()[2].form, format: 0, side, frame: core.frameChoices() });"
        " window.__crop = (...a) => core.crop(...a); }", 2048)
    figures["reference"] = page.evaluate(REFERENCE, [encoded, 3, 2048])["elapsed"]
    finish(app)
    return figures


def story_figures(browser, device, photos):
    """Six 12 MP photos in a 9:16 story at 1080×1920 (Two rows of three): last photo picked →
    picture ready, and the picture's size."""
    app = open_page(browser, device, photos)
    page = app.driver.page
    app.choose_format(3)
    app.driver.select("#size", "1080")
    app.choose_layout(20)
    fill(app, len(photos))
    app.wait_picture(timeout=90)
    picked = last_mark(page, "photo-picked")["startTime"]
    figures = {"story_ready": last_mark(page, "picture-ready")["startTime"] - picked}
    app.swipe("up")
    (share,) = app.wait_share()
    figures["story_size"] = "×".join(map(str, shared_image(share).size))
    finish(app)
    return figures


def growth_by_kind(watch, before):
    """{kind: bytes} the RSS of each kind of process had grown by at the tree's peak."""
    return {kind: watch.by_kind.get(kind, 0) - level for kind, level in before["by_kind"].items()}


def settle(app, tree):
    """The renderer tree's level once the fresh page has started its workers and gone quiet."""
    app.driver.page.wait_for_timeout(1000 * PAUSE)
    return tree.level(0.5 * PAUSE)


def bomb_figures(browser, device, tree, huge):
    """A 20000×20000 JPEG picked: time to the refusal, and what the renderer tree took meanwhile."""
    app = open_page(browser, device, init_scripts=[MOMENTS])
    page = app.driver.page
    before = settle(app, tree)
    with tree.watch() as watch:
        app.pick(0, Photo(huge, None, None, None, (page_inputs.HUGE_SIDE,) * 2), expect_success=False)
        app.wait_message("megapixels")
        time.sleep(PAUSE)  # anything the page still did after the message shows up here
    picked = last_mark(page, "photo-picked")["startTime"]
    said = next(m for m in moments(page, "message") if "megapixels" in m["text"] and m["at"] >= picked)
    cell_kept = page.evaluate("document.querySelectorAll('.cell.is-filled, .cell.is-loading').length") == 0
    finish(app)
    if not cell_kept:
        raise SystemExit("the refused photo left a cell filled or loading")
    return {"refusal": said["at"] - picked, "bomb_growth": watch.rss - before["rss"], "bomb_before": before["pss"],
            "bomb_by_kind": growth_by_kind(watch, before), "bomb_interval": watch.interval_ms,
            "message": said["text"]}


def big_photo_figures(browser, device, tree, photos):
    """Four 48 MP photos picked one after another at picture size 4096, until the picture is ready."""
    app = open_page(browser, device, photos, init_scripts=[MOMENTS])
    page = app.driver.page
    app.choose_layout(3)
    app.driver.select("#size", "4096")
    before = settle(app, tree)
    with tree.watch() as first:  # one photo alone: what a single 48 MP pick costs
        app.pick(0, photos[0])
        time.sleep(PAUSE)
    with tree.watch() as watch:
        app.fill({slot: slot for slot in range(1, len(photos))})
        app.wait_picture(timeout=180)
        time.sleep(PAUSE)
    if first.rss > watch.rss:
        watch = first
    picked = last_mark(page, "photo-picked")["startTime"]
    ready = last_mark(page, "picture-ready")
    wasm = page.evaluate(
        "Math.max(...performance.getEntriesByName('instagrid:picture-ready').map((m) => m.detail.memoryBytes))")
    finish(app)
    return {"big_wasm": wasm, "big_tree": before["pss"] + watch.rss - before["rss"], "big_rss": watch.rss,
            "big_process_rss": max(first.process_rss, watch.process_rss), "big_process_kind": watch.process_kind,
            "big_before": before["pss"], "big_by_kind": growth_by_kind(watch, before),
            "big_interval": watch.interval_ms, "big_ready": ready["startTime"] - picked,
            "big_first_growth": first.rss - before["rss"]}


def nine_photo_figures(browser, device, tree, photos, side, key):
    """Photos picked at once in the file input (nine, or more: the grid takes the first nine, in
    a layout made for them) at picture size `side`, until all nine show and the picture is ready: the renderer
    tree's peak, the page's renderer process alone, the compose worker's peak wasm memory and the
    time from the pick, as figures `key`_…"""
    app = open_page(browser, device, photos)
    page = app.driver.page
    if side != 2048:  # the page starts at 2048
        app.driver.select("#size", str(side))
    before = settle(app, tree)
    with tree.watch() as watch:
        app.pick_several(0, photos)
        app.wait_filled(range(min(len(photos), 9)), timeout=600)
        app.wait_picture(timeout=600)
        time.sleep(PAUSE)
    picked = last_mark(page, "photo-picked")["startTime"]
    ready = last_mark(page, "picture-ready")
    wasm = page.evaluate(
        "Math.max(...performance.getEntriesByName('instagrid:picture-ready').map((m) => m.detail.memoryBytes))")
    finish(app)
    return {f"{key}_tree": before["pss"] + watch.rss - before["rss"], f"{key}_process_rss": watch.process_rss,
            f"{key}_wasm": wasm, f"{key}_ready": ready["startTime"] - picked}


def big_size_change_figures(browser, device, tree, photos):
    """Four 48 MP photos ready at 2048, then 4096 chosen: every photo is decoded again from its
    file, larger. What that costs the renderer tree, and how long until the picture is ready."""
    app = open_page(browser, device, photos)
    page = app.driver.page
    app.choose_layout(3)
    fill(app, len(photos))
    app.wait_picture(timeout=180)
    page.wait_for_timeout(1000 * PAUSE)
    before = tree.level(0.5 * PAUSE)
    with tree.watch() as watch:
        change = page.evaluate(SIZE_CHANGE, 4096)
        time.sleep(PAUSE)
    finish(app)
    return {"big_change_growth": watch.rss - before["rss"], "big_change_tree": before["pss"] + watch.rss - before["rss"],
            "big_change_time": change["elapsed"]}


def size_change_figures(browser, device, photos):
    """Four 12 MP photos ready at 2048; then 1080, back to 2048, 4096, 2048 and 4096 again (the
    photos now decoded large enough: compose and encode alone), each until the picture is ready."""
    app = open_page(browser, device, photos)
    page = app.driver.page
    app.choose_layout(3)
    if page.locator("#size").input_value() != "2048":
        raise SystemExit("the page no longer starts at 2048: the size-change rows assume it")
    fill(app, len(photos))
    app.wait_picture(timeout=60)
    figures = {}
    for key, side in (("size_1080", 1080), ("size_back_2048", 2048), ("size_4096", 4096), (None, 2048),
                      ("size_4096_again", 4096)):
        change = page.evaluate(SIZE_CHANGE, side)
        if key:
            figures[key] = change["elapsed"]
            figures[key + "_decoded"] = change["decoded"]
    finish(app)
    return figures


def draft_figures(browser, device, photos):
    """Four 12 MP photos in Layout 3, kept as a draft; a reload brings them back."""
    app = open_page(browser, device, photos, init_scripts=[MOMENTS])
    page = app.driver.page
    app.choose_layout(3)
    fill(app, len(photos))
    app.wait_picture(timeout=60)
    # The draft is written a moment after the picture's bytes are made: read it back.
    app.wait_kept(lambda kept: kept and kept["layout"] == 3 and sum(size is not None for size in kept["sizes"]) == 4,
                  "four photos in Layout 3", timeout=20)
    app.reload()
    app.driver.wait("() => performance.getEntriesByName('instagrid:draft-restored').length > 0", timeout=60,
                    what="the draft restored")
    app.wait_picture(timeout=60)
    # Marks and moments of the new document count from its navigation start.
    restored = last_mark(page, "draft-restored")["startTime"]
    interactive = last_mark(page, "interactive")["startTime"]
    said = next(m["at"] for m in moments(page, "message") if "back" in m["text"])
    shown = next(m["at"] for m in moments(page, "filled") if m["count"] == 4)
    showing = next(m["at"] for m in moments(page, "showing") if m["count"] == 4)
    ready = next(m["at"] for m in moments(page, "picture-ready") if m["ready"])
    finish(app)
    return {"draft_restored": restored, "draft_shown": shown, "draft_showing": showing, "draft_ready": ready,
            "draft_interactive": interactive, "draft_said": said}


# Frames while fingers move, recorded from the first byte of the document. A frame's
# main-thread work runs from its first rAF-aligned pointermove (input is dispatched at the start
# of the frame) or its first requestAnimationFrame callback, through the page's own callbacks,
# style, layout and paint, to a message posted from that callback (it runs once the frame is
# done). Also the intervals between frames, long animation frames (> 50 ms) as Chromium reports
# them, and when <body>'s data-picture-ready changed (an observer of that attribute alone, so
# that it costs the frames nothing).
FRAMES = """
window.__frames = { on: false, work: [], starts: [], loaf: [], up: null, ready: [] };
(() => {
  const f = window.__frames;
  new MutationObserver(() => f.ready.push({ at: performance.now(), ready: document.body.dataset.pictureReady === 'true' }))
    .observe(document, { subtree: true, attributes: true, attributeFilter: ['data-picture-ready'] });
  let input = null;
  let began = 0;
  addEventListener('pointermove', () => { if (f.on && input === null) input = performance.now(); }, { capture: true });
  addEventListener('pointerup', () => { if (f.on) f.up ??= performance.now(); }, { capture: true }); // the first finger up ends the pinch
  const channel = new MessageChannel();
  channel.port1.onmessage = () => f.work.push(performance.now() - began);
  const tick = () => {
    if (!f.on) return;
    const now = performance.now();
    began = Math.min(now, input ?? now);
    input = null;
    f.starts.push(now);
    channel.port2.postMessage(0);
    requestAnimationFrame(tick);
  };
  f.start = () => { f.on = true; f.work = []; f.starts = []; f.up = null; input = null; requestAnimationFrame(tick); };
  f.stop = () => { f.on = false; };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) f.loaf.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
})();
"""


def touch_gesture(app, fingers, seconds):
    """Touch points `fingers(t)` (CDP) moved for `seconds`, a sample every 8 ms as a 120 Hz screen
    sends them (or as fast as CDP takes them), then lifted; the picture made again after. Returns
    the FRAMES record, the samples sent per second and the time from the fingers up to the
    picture ready again."""
    page = app.driver.page
    cdp = app.driver.cdp
    page.evaluate("window.__frames.start()")
    start = time.monotonic()
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": fingers(0)})
    samples = 0
    while (t := time.monotonic() - start) < seconds:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": fingers(t)})
        samples += 1
        time.sleep(max(0.0, start + samples * 0.008 - time.monotonic()))
    # The fingers' last place is the gesture's end, however late a busy machine sent the sample before.
    cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": fingers(seconds)})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function("window.__frames.up !== null")
    page.evaluate("window.__frames.stop()")
    app.wait_picture(timeout=60)
    frames = page.evaluate("window.__frames")
    up = frames["up"]
    ready = next((m["at"] for m in frames["ready"] if m["ready"] and m["at"] > up), None)
    # The picture went stale during the gesture (a pinch's frames or a drag's moves) or at its end.
    unready = any(not m["ready"] and m["at"] >= frames["starts"][0] for m in frames["ready"])
    if ready is None or not unready:
        raise SystemExit("the gesture did not make the picture again")
    return frames, samples / seconds, ready - up


def frame_figures(prefix, frames, samples, ready):
    """A gesture's figures, named `prefix_…`: its longest frame's main-thread work and its median,
    the longest interval between frames, how many, the long animation frames, the samples sent,
    and the picture ready again after the fingers lifted."""
    starts = frames["starts"]
    intervals = [b - a for a, b in zip(starts, starts[1:])]
    return {f"{prefix}_frame": max(frames["work"]), f"{prefix}_frame_median": statistics.median(frames["work"]),
            f"{prefix}_interval": max(intervals), f"{prefix}_frames": len(frames["work"]),
            f"{prefix}_samples": samples,
            f"{prefix}_loaf": sum(1 for e in frames["loaf"] if starts[0] <= e["start"] <= frames["up"]),
            f"{prefix}_ready": ready}


def pinch_figures(browser, device, photos, seconds=2.0):
    """Four 12 MP photos in Layout 3 at 2048, the picture ready; then two fingers (CDP touch
    points) pinch the top left photo continuously for `seconds` — spreading to twice their
    distance and back, once a second, their midpoint circling. The longest frame meanwhile, and
    the end of the pinch (the fingers up) → the picture ready again."""
    app = open_page(browser, device, photos, init_scripts=[FRAMES])
    page = app.driver.page
    app.choose_layout(3)
    fill(app, len(photos))
    app.wait_picture(timeout=60)
    page.wait_for_timeout(500 * PAUSE)
    box = app.rect('.cell[data-slot="0"]')
    cx, cy, radius = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, box["width"] * 0.12

    def fingers(t):
        turn = 2 * math.pi * 0.75 * t  # 1.5 turns: the fingers lift at twice their first distance
        spread = radius * (1.5 - 0.5 * math.cos(turn))
        mx = cx + radius * 0.3 * math.sin(turn)
        my = cy + radius * 0.3 * (1 - math.cos(turn))
        return [{"x": mx - spread, "y": my, "id": 1}, {"x": mx + spread, "y": my, "id": 2}]

    frames, samples, ready = touch_gesture(app, fingers, seconds)
    zoomed = page.evaluate("performance.getEntriesByName('instagrid:picture-ready').at(-1).detail.framings[0].zoom")
    finish(app)
    return frame_figures("pinch", frames, samples, ready) | {"pinch_zoom": zoomed / 1e6}


def divider_figures(browser, device, photos, seconds=2.0):
    """Four 12 MP photos in Layout 3 at 2048, the picture ready; then one finger drags the
    vertical divider between the top two photos for `seconds`: a third of the grid's width to the
    right, back, and as far to the left (through the snapping bands, and past a limit, where it
    stops and is let go). The longest frame meanwhile, and the finger up → the picture ready
    again."""
    app = open_page(browser, device, photos, init_scripts=[FRAMES])
    page = app.driver.page
    app.choose_layout(3)
    fill(app, len(photos))
    app.wait_picture(timeout=60)
    page.wait_for_timeout(500 * PAUSE)
    divider = app.rect('.divider[aria-orientation="vertical"]')
    grid = app.rect("#grid")
    cx, cy = divider["x"] + divider["width"] / 2, divider["y"] + divider["height"] / 2
    reach = grid["width"] / 3
    hold = 0.2  # pressed and held still first, as a person takes hold of a divider: a finger
    # that lands already moving is the grid's swipe

    def finger(t):
        turn = 1.5 * math.pi * max(0.0, t - hold) / seconds
        return [{"x": cx + reach * math.sin(turn), "y": cy, "id": 1}]

    frames, samples, ready = touch_gesture(app, finger, hold + seconds)
    lowest = page.evaluate("document.querySelectorAll('.divider')[1].getAttribute('aria-valuemin')")
    now = page.evaluate("document.querySelectorAll('.divider')[1].getAttribute('aria-valuenow')")
    finish(app)
    if now != lowest:
        raise SystemExit(f"the drag left the divider at {now} %, not at its limit ({lowest} %)")
    return frame_figures("divider", frames, samples, ready)


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
            check_figures({f"{engine.name} {key}": value for key, value in figures.items() if key != "core"})
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
    global PAUSE, PINCH_SECONDS
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--engines-only", action="store_true", help="only the per-engine, per-path figures")
    parser.add_argument("--engine", action="append", help="measure only this engine (repeatable; webkit always)")
    parser.add_argument("--colour-spaces-only", action="store_true",
                        help="only Chromium's Display P3 path against its sRGB path")
    parser.add_argument("--pinch-only", action="store_true", help="only the gestures at the frame rate (a pinch, a divider dragged)")
    parser.add_argument("--smoke", action="store_true",
                        help="every figure once, on small stand-in photos, under out/bench-smoke (make test)")
    parser.add_argument("--markdown", help="where the tables go (default: out/bench/page.md;"
                                           " out/bench-smoke/page.md with --smoke)")
    args = parser.parse_args()
    inputs = page_inputs.Inputs(smoke=args.smoke)
    if args.smoke:
        args.runs, PAUSE, PINCH_SECONDS = 1, 0.2, 0.5
        args.engine = args.engine or SMOKE_ENGINES
    markdown = pathlib.Path(args.markdown or ROOT / "out" / ("bench-smoke" if args.smoke else "bench") / "page.md")
    photos = as_photos(inputs.photos_12mp(), inputs.sizes_12mp)
    if args.pinch_only:
        lines = pinch_only(photos, args.runs)
    elif args.colour_spaces_only:
        lines = colour_spaces_only(inputs, photos, args.runs)
    elif args.engines_only:
        lines = engine_paths(photos, args.runs, args.engine)
    else:
        lines = everything(inputs, photos, args.runs, args.engine)
    if args.smoke:
        lines = [f"Smoke run: one run of every figure, on {inputs.described}; the figures show that each"
                 " was measured, not how fast.", "", *lines]
    print("\n".join(lines))
    markdown.parent.mkdir(parents=True, exist_ok=True)
    markdown.write_text("\n".join(lines) + "\n")


def everything(inputs, photos, runs_wanted, engines):
    smoke = inputs.smoke
    big_photos = as_photos(inputs.photos_48mp(), inputs.sizes_48mp)
    story_photos = as_photos(inputs.photos_12mp_six(), inputs.sizes_12mp + inputs.sizes_12mp[:2])
    twelve_photos = as_photos(inputs.photos_12mp_twelve(), (inputs.sizes_12mp * 4)[:12])
    nine_big_photos = as_photos(inputs.photos_48mp_nine(), (inputs.sizes_48mp * 3)[:9])
    huge = inputs.huge_jpeg()
    encoded = [base64.b64encode(photo.path.read_bytes()).decode() for photo in photos]
    device = devices.LARGEST
    runs = []
    load = os.getloadavg()[0]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        tree = RendererTree(browser_process())
        for _ in range(runs_wanted):
            figures = everyday_figures(browser, device, photos, encoded)
            figures |= bomb_figures(browser, device, tree, huge)
            figures |= big_photo_figures(browser, device, tree, big_photos)
            figures |= big_size_change_figures(browser, device, tree, big_photos)
            figures |= nine_photo_figures(browser, device, tree, twelve_photos, 4096, "nine12")
            figures |= nine_photo_figures(browser, device, tree, nine_big_photos, 2048, "nine48")
            figures |= size_change_figures(browser, device, photos)
            figures |= draft_figures(browser, device, photos)
            figures |= story_figures(browser, device, story_photos)
            figures |= pinch_figures(browser, device, photos, PINCH_SECONDS)
            figures |= divider_figures(browser, device, photos, PINCH_SECONDS)
            if not smoke:  # make test's time: the same measurements as above, twice more
                figures |= colour_space_figures(browser, device, tree, photos, big_photos)
            check_figures(figures)
            runs.append(figures)
        browser.close()
    lines = report(runs, device, huge, (load, os.getloadavg()[0]))
    lines += ["", *pinch_report(runs)]
    if not smoke:
        lines += ["", *colour_space_report(runs)]
    lines += ["", *engine_paths(photos, runs_wanted, engines)]
    return lines


def check_figures(figures):
    """Fails unless every figure is there: a number, a {kind: bytes} of numbers, or words."""
    def number(value):
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)

    for key, value in figures.items():
        if isinstance(value, str):
            good = bool(value)
        elif isinstance(value, dict):
            good = bool(value) and all(number(v) for v in value.values())
        elif isinstance(value, list):
            good = bool(value) and all(number(v) for v in value)
        else:
            good = number(value)
        if not good:
            raise SystemExit(f"page figure {key}: no figure ({value!r})")


def pinch_only(photos, runs):
    """The rows of the gestures at the frame rate alone (a pinch, a divider dragged), each run on a fresh page."""
    device = devices.LARGEST
    load = os.getloadavg()[0]
    figures = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        for _ in range(runs):
            figures.append(pinch_figures(browser, device, photos, PINCH_SECONDS)
                           | divider_figures(browser, device, photos, PINCH_SECONDS))
            check_figures(figures[-1])
        browser.close()
    return [f"Headless Chromium as {device.name} (portrait, DPR {device.dpr}); median of {runs} runs, each on a"
            f" fresh page. Load average before → after: {load:.1f} → {os.getloadavg()[0]:.1f} on"
            f" {os.cpu_count()} cores.", "", *pinch_report(figures)]


def pinch_report(runs):
    """The reframing rows: a continuous two-finger pinch, then the picture made again."""
    def values(key):
        return [run[key] for run in runs]

    def goal_row(label, key, goal, fmt):
        got = values(key)
        median = statistics.median(got)
        verdict = "met" if median <= goal else f"missed by {fmt.format(median - goal)} ms ({median / goal:.1f}× the goal)"
        return (f"| {label} | {fmt.format(median)} ms | {fmt.format(min(got))}–{fmt.format(max(got))} |"
                f" ≤ {goal} ms | {verdict} |")

    def row(label, key, unit, fmt="{:.1f}"):
        got = values(key)
        return f"| {label} | {fmt.format(statistics.median(got))} {unit} | {fmt.format(min(got))}–{fmt.format(max(got))} |"

    def gesture(prefix, verb, end):
        """A gesture's rows: its longest frame and the picture after it against their goals, then
        its other figures."""
        return [
            "| row | median | range | goal | |",
            "|---|---:|---:|---:|---|",
            goal_row(f"{verb} for 2 s: the longest frame's main-thread work", f"{prefix}_frame", 16, "{:.1f}"),
            goal_row(f"end of the {end} → picture ready again", f"{prefix}_ready", 500, "{:.0f}"),
            "",
            "| figure | median | range |",
            "|---|---:|---:|",
            row(f"{verb}: a frame's main-thread work, median frame", f"{prefix}_frame_median", "ms"),
            row(f"{verb}: the longest interval between two animation frames (60 Hz: 16.7)", f"{prefix}_interval", "ms"),
            row(f"{verb}: frames in the 2 s", f"{prefix}_frames", "", "{:.0f}"),
            row(f"{verb}: long animation frames (> 50 ms)", f"{prefix}_loaf", "", "{:.0f}"),
        ]

    return [
        "Reframing by hand: Layout 3, four 12-megapixel photos at 2048², two fingers (CDP touch points)"
        " pinching the top left photo for 2 s — to twice their distance, back, and out again, the midpoint"
        " circling — a touch sample every 8 ms or as fast as CDP takes them (each waits for the renderer). A frame's main-thread work: from its first pointermove or"
        " animation-frame callback to the end of its style, layout and paint (a message posted from its"
        " callback).",
        "",
        *gesture("pinch", "pinching", "pinch (fingers up)"),
        row("touch samples sent per second", "pinch_samples", "", "{:.0f}"),
        row("zoom of the pinched photo when the fingers lifted", "pinch_zoom", "×", "{:.2f}"),
        "",
        "Dragging a divider: the same grid, one finger (a CDP touch point) dragging the divider between"
        " the top two photos for 2 s, a third of the grid's width to the right, back, and as far to the"
        " left: through the snapping bands and past a limit, every cell beside it drawn again each frame.",
        "",
        *gesture("divider", "dragging", "drag (finger up)"),
    ]


def report(runs, device, huge, load):
    def values(key, scale=1.0):
        return [run[key] * scale for run in runs]

    def row(label, key, unit, scale=1.0, fmt="{:.0f}"):
        got = values(key, scale)
        return f"| {label} | {fmt.format(statistics.median(got))} {unit} | {fmt.format(min(got))}–{fmt.format(max(got))} |"

    def goal_row(label, key, unit, goal, scale=1.0):
        """Median beside the goal; a miss says by how much."""
        got = values(key, scale)
        median = statistics.median(got)
        if goal is None:
            return f"| {label} | {median:.0f} {unit} | {min(got):.0f}–{max(got):.0f} | none set | |"
        verdict = "met" if median <= goal else f"missed by {median - goal:.0f} {unit} ({median / goal:.1f}× the goal)"
        return f"| {label} | {median:.0f} {unit} | {min(got):.0f}–{max(got):.0f} | ≤ {goal} {unit} | {verdict} |"

    def kinds(key):
        """What each kind of process had added at the peak, in the median run by that sum."""
        run = sorted(runs, key=lambda r: sum(r[key].values()))[len(runs) // 2]
        return ", ".join(f"{kind} {round(run[key][kind] / MB)} MB" for kind in run[key])

    ours, reference = statistics.median(values("ready")), statistics.median(values("reference"))
    return [
        f"Headless Chromium as {device.name} (portrait, DPR {device.dpr}), Layout 3; median of {len(runs)} runs,"
        f" each on a fresh page. Load average before → after: {load[0]:.1f} → {load[1]:.1f} on"
        f" {os.cpu_count()} cores (times stretch when other work shares them).",
        "",
        "Four 12-megapixel JPEGs at 2048²:",
        "",
        "| figure | median | range |",
        "|---|---:|---:|",
        row("last photo picked → picture ready to share", "ready", "ms"),
        row("reference: drawImage-only path, same job", "reference", "ms"),
        row("slide-out ended → navigator.share called", "share_delay", "ms", fmt="{:.1f}"),
        row("longest main-thread task while composing", "long_task", "ms"),
        row("compose worker's wasm memory at its peak", "memory", "MB", 1 / MB),
        row("first load → interactive", "interactive", "ms"),
        row("total transfer, first load", "transfer", "KB", 1e-3),
        "",
        f"ours ÷ drawImage reference: {ours / reference:.2f} (target ≤ 1.2, with the better filter)",
        "",
        f"Six 12-megapixel JPEGs in a 9:16 story at 1080 (shared at {runs[0]['story_size']}), Two rows of three:",
        "",
        "| figure | median | range |",
        "|---|---:|---:|",
        row("last photo picked → picture ready to share", "story_ready", "ms"),
        "",
        f"story of six ÷ four at 2048² (same run): {statistics.median(values('story_ready')) / ours:.2f}",
        f"share delay target < 50 ms: {'met' if statistics.median(values('share_delay')) < 50 else 'NOT met'};"
        f" long task target ≤ 50 ms: {'met' if max(values('long_task')) <= 50 else 'NOT met'}",
        "",
        "Photos in a person's hands. Renderer tree: Chromium's renderer, GPU and utility processes"
        " (RSS sampled every 20 ms). Its peak is its PSS at rest (shared pages counted once) plus the RSS"
        " the action added; summed RSS would count Chromium's shared code once per process.",
        "",
        "| row | median | range | goal | |",
        "|---|---:|---:|---:|---|",
        goal_row(f"{huge.stat().st_size / MB:.1f} MB JPEG of 20000×20000 px: pick → refusal message",
                 "refusal", "ms", None),
        goal_row("… renderer tree's peak above its level before the pick", "bomb_growth", "MB", 100, 1 / MB),
        goal_row("four 48 MP photos at 4096: compose worker's peak wasm memory", "big_wasm", "MB", 300, 1 / MB),
        goal_row("… renderer tree's peak", "big_tree", "MB", 600, 1 / MB),
        goal_row("… the page's renderer process alone, peak RSS (kernel's high-water mark)", "big_process_rss", "MB", 600, 1 / MB),
        goal_row("twelve 12 MP photos picked at once (nine taken) at 4096: renderer tree's peak", "nine12_tree", "MB", 600, 1 / MB),
        goal_row("… the page's renderer process alone, peak RSS", "nine12_process_rss", "MB", 600, 1 / MB),
        goal_row("nine 48 MP photos at 2048, picked at once: renderer tree's peak", "nine48_tree", "MB", 600, 1 / MB),
        goal_row("… the page's renderer process alone, peak RSS", "nine48_process_rss", "MB", 600, 1 / MB),
        goal_row("four 12 MP photos: size 2048 → 4096, until the picture is ready", "size_4096", "ms", 1000),
        goal_row("… size 2048 → 1080, until the picture is ready", "size_1080", "ms", 1000),
        goal_row("reload → all four cells show their photos (thumbnails standing in)", "draft_showing", "ms", 1000),
        goal_row("… reload → all four photos decoded again", "draft_shown", "ms", 1000),
        row("… reload → draft restored (its mark: every load done)", "draft_restored", "ms"),
        "",
        "Where the time and memory go (no goals of their own):",
        "",
        "| figure | median | range |",
        "|---|---:|---:|",
        row("renderer tree at rest, fresh page (PSS)", "bomb_before", "MB", 1 / MB),
        row("four 48 MP: renderer tree before the first pick (PSS)", "big_before", "MB", 1 / MB),
        row("four 48 MP: renderer tree's peak in summed RSS", "big_rss", "MB", 1 / MB),
        row("four 48 MP at 4096: last photo picked → picture ready", "big_ready", "ms"),
        row("one 48 MP photo alone at 4096: renderer tree's peak above its level before", "big_first_growth", "MB",
            1 / MB),
        row("four 48 MP ready at 2048, then 4096: renderer tree's peak", "big_change_tree", "MB", 1 / MB),
        row("… its peak above its level before the change", "big_change_growth", "MB", 1 / MB),
        row("… size change → picture ready", "big_change_time", "ms"),
        row("size 2048 → 4096: until no cell is loading (decoded again)", "size_4096_decoded", "ms"),
        row("size 2048 → 4096 again, photos already large enough: compose + encode", "size_4096_again", "ms"),
        row("size 1080 → 2048, photos already large enough", "size_back_2048", "ms"),
        row("reload → page interactive (core loaded)", "draft_interactive", "ms"),
        row("reload → “Your collage is back.” shown", "draft_said", "ms"),
        row("reload → picture ready to share again", "draft_ready", "ms"),
        row("twelve 12 MP at 4096, picked at once: compose worker's peak wasm memory", "nine12_wasm", "MB", 1 / MB),
        row("… pick → all nine shown and the picture ready", "nine12_ready", "ms"),
        row("nine 48 MP at 2048, picked at once: compose worker's peak wasm memory", "nine48_wasm", "MB", 1 / MB),
        row("… pick → all nine shown and the picture ready", "nine48_ready", "ms"),
        row("time between memory samples, 20000² pick", "bomb_interval", "ms"),
        row("time between memory samples, 48 MP", "big_interval", "ms"),
        "",
        f"What each kind of process had added at the 20000² peak: {kinds('bomb_by_kind')}.",
        f"What each kind of process had added at the 48 MP peak: {kinds('big_by_kind')}; the largest single"
        f" process was a {runs[0]['big_process_kind']}.",
        f"The refusal said: “{runs[0]['message']}”",
    ]


if __name__ == "__main__":
    main()
