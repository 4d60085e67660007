#!/usr/bin/env python3
"""What iPhone photos cost the page, under the tests' iPhone emulation (engines/iphone_limits.js:
the canvas ceiling and a 384 MB canvas memory cap), per photo class and picture size: four
photos of one class in Layout 3, picked one after another, until the picture is ready; and the
two budgets again with six photos (Layout 20, two rows of three).

For each class (12, 24, 48 MP and a 63 MP panorama) at 2048 and 4096, and six 12 MP at 2048 and
six 48 MP at 4096:
- the page's own peak pixel memory (canvases, bitmaps and module memory, page and workers),
  as iphone_limits.js counts it (goals: ≤ 200 MB for 12 MP at 2048, an iPhone SE's; ≤ 600 MB
  for 48 MP at 4096, an iPhone 15's);
- the largest canvas or bitmap made (goal: never over 16,777,216 px) and any limit crossed;
- Chromium's renderer tree at its peak above a fresh page (goal ≤ 600 MB for 48 MP at 4096);
- WebKitGTK's web process (Safari's engine) at its peak RSS above a fresh page.

Each is measured against its reference in the same run: the photos' own decoded size
(4 bytes a pixel, the photos whole) is printed beside it, so the ratio shows how much of a
whole decode the page ever holds.

`--smoke` (by hand; not in `make test`, for its time): a stand-in an eighth of the size, the panorama on Chromium at
2048 only; it checks that the figures are measured, not how large they are. WebKitGTK's
measurement is the same with another process sampled.

Usage: iphone_bench.py [--smoke] [--markdown FILE]   (WebKitGTK needs an X display: xvfb-run -a)
"""
import argparse
import atexit
import pathlib
import shutil
import statistics
import sys
import tempfile
import threading
import time

import psutil
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "browser"))
sys.path.insert(0, str(ROOT / "Benchmarks"))
from engines.app import App  # noqa: E402
from engines.catalogue import ENGINES, start_driver  # noqa: E402
from engines.scenarios import IPHONE  # noqa: E402
from engines.server import PageServer  # noqa: E402
from page_inputs import _photo_like, _small_photo_like  # noqa: E402
from renderer_memory import RendererTree, browser_process  # noqa: E402
from support.photos import Photo  # noqa: E402

MB = 1 << 20
CEILING = 16_777_216
CLASSES = {"12 MP": (4032, 3024), "24 MP": (5712, 4284), "48 MP": (8064, 6048), "63 MP panorama": (16000, 3968)}
SIDES = (2048, 4096)
# (photos, layout): four in Layout 3 for every class and side; six in Layout 20 for the budgets.
FOUR, SIX = (4, 3), (6, 20)
SIX_PHOTO_RUNS = (("12 MP", 2048), ("48 MP", 4096))



def scratch(prefix="instagrid-"):
    """A new folder that goes when the run ends (screenshots, downloads)."""
    folder = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, folder, True)
    return pathlib.Path(folder)

def photos(smoke):
    """One JPEG per class (photo-like: blobs, gradient, grain), kept under out/bench*/iphone."""
    folder = ROOT / "out" / ("bench-smoke" if smoke else "bench") / "iphone"
    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for index, (name, (width, height)) in enumerate(CLASSES.items()):
        if smoke:
            width, height = width // 8, height // 8
        path = folder / f"{name.split()[0]}-{width}x{height}.jpg"
        if not path.exists():
            if smoke:
                _small_photo_like(path, width, height, 1300 + index)
            else:
                import numpy as np

                _photo_like(path, width, height, np.random.default_rng(1300 + index))
        made[name] = Photo(path=path, ppm=None, colour=None, marker=None, size=(width, height))
    return made


class ProcessPeak:
    """Samples the summed RSS of the processes `find()` lists, every 20 ms, in a thread."""

    def __init__(self, find):
        self.find = find
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def now(self):
        total = 0
        for process in self.find():
            try:
                total += process.memory_info().rss
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                pass
        return total

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        return False

    def _run(self):
        while not self._stop.is_set():
            self.peak = max(self.peak, self.now())
            time.sleep(0.02)


def web_processes():
    return [p for p in psutil.process_iter(["name"]) if (p.info["name"] or "").startswith("WebKitWebProces")]


def runs(made, smoke):
    """(class, side, (photos, layout)) in the order measured; a smoke run: the panorama at 2048."""
    if smoke:
        return [("63 MP panorama", SIDES[0], FOUR)]
    return [(name, side, FOUR) for name in made for side in SIDES] + [(name, side, SIX) for name, side in SIX_PHOTO_RUNS]


def measure(driver, photo, side, grid, peak_of):
    """`grid`'s count of copies of `photo` in its layout at `side` on a fresh page under the
    emulation: the page's counts and `peak_of`'s peak above the fresh page."""
    count, layout = grid
    server = PageServer(limits=IPHONE)
    try:
        app = App(driver, server, {}, "portrait", "simd", scratch()).open()
        app.choose_layout(layout)
        driver.select("#size", str(side))
        time.sleep(0.5)
        level = statistics.median(peak_of.now() for _ in range(10))
        with peak_of as watch:
            for slot in range(count):
                app.pick(slot, photo)
            app.wait_picture(timeout=300)
            time.sleep(0.5)
        report = app.limits()
        errors = [e for e in app.errors() if not e.startswith("iPhone limit crossed")]
        if errors:
            raise SystemExit("\n".join(errors))
        return {"page": report["peak"]["total"], "largest": report["largest"],
                "overflows": len(report["overflows"]), "process": watch.peak - level}
    finally:
        server.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--smoke", action="store_true", help="small stand-ins, one size, to check the bench runs")
    parser.add_argument("--markdown", help="where the table goes (default out/bench/iphone.md)")
    args = parser.parse_args()
    made = photos(args.smoke)
    measured = runs(made, args.smoke)
    rows = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/lib/chromium/chromium")
        tree = RendererTree(browser_process())
        chromium = next(e for e in ENGINES if e.name == "chromium")
        webkit = next(e for e in ENGINES if e.name == "webkit")
        folder = scratch("iphone-bench-")
        for name, side, grid in measured:
            driver = start_driver(chromium, folder, chromium_browser=browser)
            try:
                rows[name, side, grid, "chromium"] = measure(
                    driver, made[name], side, grid, ProcessPeak(lambda: [p for _, p in tree.processes()]))
            finally:
                driver.close()
            print(name, side, grid, "chromium", rows[name, side, grid, "chromium"], flush=True)
        # A smoke run checks the measurement on Chromium alone; WebKitGTK's is the same with
        # another process sampled.
        for name, side, grid in [] if args.smoke else measured:
            driver = start_driver(webkit, folder)
            try:
                rows[name, side, grid, "webkit"] = measure(driver, made[name], side, grid, ProcessPeak(web_processes))
            finally:
                driver.close()
            print(name, side, grid, "webkit", rows[name, side, grid, "webkit"], flush=True)
        browser.close()
    lines = [
        "Four photos of one class in Layout 3 (six in Layout 20 where the row says six), picked one after another"
        " until the picture is ready, under the tests' iPhone emulation (canvas ceiling, 384 MB canvas cap)."
        " \"whole\" is the photos decoded whole"
        " (4 bytes a pixel): the reference each page figure is a ratio of.",
        "",
        "| photos | side | whole, MB | page's pixel memory, Chromium / WebKitGTK, MB (× whole) | largest canvas or bitmap |"
        " limits crossed | Chromium renderer tree above a fresh page, MB | WebKitGTK web process above a fresh page, MB |",
        "|---|---:|---:|---|---|---:|---:|---:|",
    ]
    empty = {"page": 0, "largest": {"width": 0, "height": 0}, "overflows": 0, "process": 0}
    for name, side, grid in measured:
        count = grid[0]
        whole = 4 * count * made[name].size[0] * made[name].size[1]
        c, w = rows.get((name, side, grid, "chromium"), empty), rows.get((name, side, grid, "webkit"), empty)
        largest = max((c["largest"], w["largest"]), key=lambda s: s["width"] * s["height"])
        lines.append(
            f"| {'six, ' if count == 6 else ''}{name} | {side} | {whole / MB:.0f} | {c['page'] / MB:.0f} / {w['page'] / MB:.0f}"
            f" ({c['page'] / whole:.2f} / {w['page'] / whole:.2f}) | {largest['width']}×{largest['height']}"
            f" ({largest['width'] * largest['height'] / CEILING:.2f} of the ceiling) | {c['overflows'] + w['overflows']} |"
            f" {c['process'] / MB:.0f} | {w['process'] / MB:.0f} |")
    report(lines, pathlib.Path(args.markdown or ROOT / "out" / ("bench-smoke" if args.smoke else "bench") / "iphone.md"),
           rows.values())


def report(lines, markdown, rows):
    """Prints the table `lines`, writes it to `markdown`, and fails if any of `rows` crossed a limit."""
    print("\n".join(lines))
    markdown.parent.mkdir(parents=True, exist_ok=True)
    markdown.write_text("\n".join(lines) + "\n")
    if any(r["overflows"] for r in rows):
        raise SystemExit("a limit was crossed")


if __name__ == "__main__":
    main()
