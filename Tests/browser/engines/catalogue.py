"""The engines and fallback paths the shared scenarios run on (test_engines.py) and make bench
measures (Benchmarks/page_bench.py), and how to start a driver for each."""

import os
import pathlib
from dataclasses import dataclass

from support import devices

PORTRAIT_AND_LANDSCAPE = ("portrait", "landscape")
NO_OFFSCREEN_CANVAS = "--features=-OffscreenCanvas,-OffscreenCanvasInWorkers"


@dataclass(frozen=True)
class Engine:
    name: str
    kind: str  # chromium | webkit | gecko
    label: str  # engine and path, in words
    orientations: tuple = PORTRAIT_AND_LANDSCAPE
    core: str = "simd"  # the build the page must pick
    env: tuple = ()
    arguments: tuple = ()
    csp_without_wasm: bool = False


ENGINES = [
    Engine("chromium", "chromium", "Chromium: SIMD"),
    Engine("webkit", "webkit", "WebKitGTK: SIMD"),
    Engine("firefox", "gecko", "Firefox ESR: SIMD"),
    Engine("webkit-scalar", "webkit", "WebKitGTK without WebAssembly SIMD: scalar", ("portrait",),
           core="scalar", env=(("JSC_useWasmSIMD", "false"),)),
    Engine("webkit-no-offscreencanvas", "webkit", "WebKitGTK without OffscreenCanvas: canvas steps on the page",
           ("portrait",), arguments=(NO_OFFSCREEN_CANVAS,)),
    Engine("webkit-wasm2js", "webkit", "WebKitGTK, CSP without 'wasm-unsafe-eval': wasm2js", ("portrait",),
           core="wasm2js", csp_without_wasm=True),
    # The gaps together, as the old Safaris have them: 16.0–16.3 (no SIMD, no OffscreenCanvas
    # in workers) and 15.4–15.x (also no 'wasm-unsafe-eval').
    Engine("webkit-as-safari-16.0", "webkit", "WebKitGTK as Safari 16.0: scalar + canvas steps", ("portrait",),
           core="scalar", env=(("JSC_useWasmSIMD", "false"),), arguments=(NO_OFFSCREEN_CANVAS,)),
    Engine("webkit-as-safari-15.4", "webkit", "WebKitGTK as Safari 15.4: wasm2js + canvas steps", ("portrait",),
           core="wasm2js", env=(("JSC_useWasmSIMD", "false"),), arguments=(NO_OFFSCREEN_CANVAS,),
           csp_without_wasm=True),
]
# Chromium is an iPhone: the smallest in portrait, the largest in landscape.
CHROMIUM_DEVICES = {"portrait": devices.SMALLEST, "landscape": devices.LARGEST}


def start_driver(engine, folder: pathlib.Path, *, chromium_browser=None, orientation="portrait"):
    """A driver for `engine`, saving downloads under `folder` (Chromium: a new context of
    `chromium_browser`, a Playwright browser)."""
    if engine.kind == "chromium":
        from .chromium import ChromiumDriver

        return ChromiumDriver(chromium_browser, CHROMIUM_DEVICES[orientation], folder)
    if engine.kind == "webkit":
        from .webkit import WebKitDriver

        assert os.environ.get("DISPLAY"), "WebKitGTK needs an X display: run under  xvfb-run -a"
        home = folder / "home"
        home.mkdir(parents=True, exist_ok=True)
        return WebKitDriver(engine.name, folder, home, env=engine.env, arguments=engine.arguments)
    from .gecko import GeckoDriver

    return GeckoDriver(engine.name, folder / "downloads")
