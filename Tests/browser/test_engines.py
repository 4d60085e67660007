"""The shared scenarios (engines/scenarios.py) on three engines and on the three fallback paths
of DESIGN.md §11, each with the feature really off in WebKitGTK, Safari's engine:

- chromium: Debian's Chromium (Playwright) as the smallest iPhone in portrait (every iPhone's
  arrangement, both orientations, is in the other test files);
- webkit, firefox: WebKitGTK (Selenium) and Firefox ESR (Marionette), a portrait window and,
  for what the window's shape changes (window_shape=True), a landscape one;
- webkit-scalar: WebAssembly SIMD off (JSC_useWasmSIMD=false), as Safari 15.4–16.3;
- webkit-no-offscreencanvas: OffscreenCanvas off in the page and in workers, as Safari 15.4–16.1;
- webkit-wasm2js: the page served with a CSP that lacks 'wasm-unsafe-eval', which blocks
  WebAssembly as Safari before 16 does with any CSP;
- webkit-as-safari-16.0 and webkit-as-safari-15.4: those gaps together, as the old Safaris have
  them (see engines/catalogue.py).

Input is real, through each driver. WebKitGTK's WebDriver has no touch ("touch" pointer
actions arrive as a mouse) and drops the keyboard's modifiers from wheel actions (a held Control
shows in pointermove's ctrlKey, never in wheel's), so neither a pinch nor ctrl + wheel can reach
the page there: its pinch scenario zooms with `+`, pans with a real wheel turn and has no
ctrl + wheel step, and its press-and-hold is a mouse press (see the §9 block of engines/scenarios.py).

Needs an X display for WebKitGTK: `make test` runs the browser tests under `xvfb-run -a`."""

import pathlib
import tempfile

import pytest

from engines.catalogue import ENGINES, start_driver
from engines.app import App
from engines.scenarios import SCENARIOS
from engines.server import PageServer

ENGINE_NAMES = ("chromium", "webkit", "firefox")
# A single-feature fallback path runs the scenarios that go through what it changes (the core
# build, the pixels in and the picture out), and so does Safari 16.0; Safari 15.4, whose gaps
# are 16.0's and one more, runs them all. So each path runs the full scenario, and make test
# stays within its time budget.
PATH_SCENARIOS = {"loads_fills_its_cells_and_shares_the_picture_the_cli_makes"}


def runs(engine, orientation, name):
    if getattr(SCENARIOS[name], "once", False):
        # The hostile pass: once per engine (or on the engines it names).
        engines = SCENARIOS[name].engines or ENGINE_NAMES
        return engine.name in engines and orientation == engine.orientations[0]
    if engine.kind == "chromium":
        # The smallest iPhone in portrait: landscape is WebKit's and Firefox's second window,
        # swipes_in_both_orientations turns this one, and the other files check every
        # iPhone's arrangement in both orientations.
        return orientation == engine.orientations[0]
    if engine.name in ENGINE_NAMES:
        # The second window (landscape) for what the window's shape changes: the arrangement
        # and the share direction. swipes_in_both_orientations turns the first one.
        return SCENARIOS[name].window_shape or orientation == engine.orientations[0]
    if isinstance(SCENARIOS[name].fallbacks, tuple):
        return engine.name in SCENARIOS[name].fallbacks
    if not SCENARIOS[name].fallbacks:
        return False
    return engine.name == "webkit-as-safari-15.4" or name in PATH_SCENARIOS


CASES = [
    pytest.param(engine, orientation, name, id=f"{engine.name}-{orientation}-{name}")
    for engine in ENGINES for orientation in engine.orientations for name in SCENARIOS
    if runs(engine, orientation, name)
]


class Browsers:
    """One Firefox process and one WebKitGTK MiniBrowser per engine or path, reused by its
    scenarios (each on a fresh origin, so with its own storage and service worker); a fresh
    Chromium context per scenario from the session's browser (an iPhone's emulation is set per
    context)."""

    def __init__(self, request, root):
        self.request = request
        self.root = root
        self.current = None  # (engine, driver)

    def driver(self, engine, orientation):
        folder = pathlib.Path(tempfile.mkdtemp(prefix=f"{engine.name}-", dir=self.root))
        if engine.kind == "chromium":
            self.close()
            browser = self.request.getfixturevalue("browser")
            return start_driver(engine, folder, chromium_browser=browser, orientation=orientation)
        if self.current and self.current[0] == engine:
            return self.current[1]
        self.close()
        driver = start_driver(engine, folder)
        self.current = (engine, driver)
        return driver

    def release(self, engine, driver, spoiled):
        if engine.kind == "chromium":
            driver.close()
        elif spoiled:
            # A failure may leave the browser in any state, and MiniBrowser's download bar stays
            # and takes room from the page (spoils_browser): start the next one fresh.
            self.close()

    def close(self):
        if self.current:
            _, driver = self.current
            self.current = None
            driver.close()


def print_state_on_failure(app):
    """Prints what the page was doing when a scenario failed (pytest shows it with the failure)."""
    try:
        print("page state at the failure:", app.state_on_failure())
    except Exception as error:  # noqa: BLE001 — the page may be gone; the failure itself matters
        print("page state at the failure: unavailable:", error)


@pytest.fixture(scope="session")
def browsers(request, tmp_path_factory):
    pool = Browsers(request, tmp_path_factory.mktemp("engines"))
    yield pool
    pool.close()


@pytest.mark.parametrize(("engine", "orientation", "name"), CASES)
def test_scenario(browsers, photos, screenshots, engine, orientation, name):
    scenario = SCENARIOS[name]
    server = PageServer(share_stub=scenario.share_stub, csp_without_wasm=engine.csp_without_wasm,
                        held_workers=getattr(scenario, "held_workers", ()), scripts=scenario.scripts,
                        limits=scenario.limits)
    driver = browsers.driver(engine, orientation)
    failed = True
    try:
        app = App(driver, server, photos, orientation, engine.core, screenshots / "engines").open()
        try:
            scenario(app)
        except Exception:
            print_state_on_failure(app)
            raise
        errors = app.errors() + server.failures()
        assert not errors, "\n".join(errors)
        failed = False
    finally:
        server.stop()
        browsers.release(engine, driver, failed or scenario.spoils_browser)
