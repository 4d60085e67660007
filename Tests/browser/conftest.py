"""Fixtures for the browser tests: one Chromium for the whole run, test photos made with
Pillow, and, for the Chromium-only files, the page (engines/app.py's App) in a context that
looks like an iPhone (viewport, DPR, touch), on a test server of its own (engines/server.py:
the error hook and the navigator.share stub in front of the page's scripts), checked at the end
for page errors, console errors and requests that left the origin."""

import os
import pathlib

import pytest
from playwright.sync_api import sync_playwright

from engines.app import App
from engines.chromium import ChromiumDriver
from engines.server import PageServer
from support import devices, iphone_photos, photos as photo_factory

REPO = pathlib.Path(__file__).resolve().parents[2]
WEB = REPO / "web"
SCREENSHOTS = REPO / "test-output" / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/lib/chromium/chromium")


def pytest_configure(config):
    config.addinivalue_line("markers", "flow: heavier flows, run on a representative subset of phones")


def pytest_runtest_logreport(report):
    """Adds each test's time (set-up, call, tear-down) to its engine's total: the shared
    scenarios by engine, every other file as the Chromium iPhone matrix."""
    totals = getattr(pytest_runtest_logreport, "totals", None)
    if totals is None:
        totals = pytest_runtest_logreport.totals = {}
    if "test_bench_smoke.py" in report.nodeid:
        key = "make bench-smoke, among them"
    elif "test_engines.py" in report.nodeid:
        engine = report.nodeid.split("[", 1)[1].split("-portrait-")[0].split("-landscape-")[0]
        key = f"scenarios on {engine}"
    else:
        key = "Chromium iPhone matrix (the other files)"
    totals[key] = totals.get(key, 0.0) + report.duration


def pytest_collection_modifyitems(items):
    """The bench smoke, a minute long, goes first: a process takes it at the start, and the
    other process's tests fill that time, rather than it being left alone at the end."""
    items.sort(key=lambda item: "test_bench_smoke.py" not in item.nodeid)


def pytest_terminal_summary(terminalreporter):
    totals = getattr(pytest_runtest_logreport, "totals", {})
    if totals:
        terminalreporter.section("time per engine")
        for key, seconds in totals.items():
            terminalreporter.write_line(f"{key}: {seconds:.0f} s")


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def photos(tmp_path_factory):
    folder = tmp_path_factory.mktemp("photos")
    return iphone_photos.Photos(photo_factory.make(folder), folder)


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.fixture(scope="session", autouse=True)
def built():
    if not (WEB / "instagrid.wasm").exists():
        pytest.exit("web/instagrid.wasm is missing: run  bash scripts/build-wasm.sh web/instagrid.wasm", 2)


@pytest.fixture
def open_app(browser, photos, screenshots, tmp_path):
    """open_app(device, orientation, **options) → App, loaded and ready, in a Chromium context
    shaped like `device`.

    Options: share_stub (default True), held_workers and scripts (as a scenario's: see
    engines/server.py), expect_errors (page errors are the test's business; requests that leave
    the origin still fail it), context (a Playwright context to use as it is) and any Playwright
    context option (reduced_motion, service_workers, permissions)."""
    opened = []

    def _open(device=devices.SMALLEST, orientation="portrait", *, share_stub=True, held_workers=(), scripts=(),
              expect_errors=False, **options):
        server = PageServer(share_stub=share_stub, held_workers=held_workers, scripts=scripts)
        try:
            driver = ChromiumDriver(browser, device, tmp_path / f"downloads-{len(opened)}", orientation=orientation,
                                    origin=server.origin, **options)
        except BaseException:
            server.stop()
            raise
        app = App(driver, server, photos, orientation, "simd", screenshots)
        opened.append((app, expect_errors))
        return app.open()

    yield _open
    problems = []
    for app, expect_errors in opened:
        try:
            if not expect_errors:
                problems += app.errors() + app.driver.problems()
            else:
                problems += [p for p in app.driver.problems() if p.startswith("request left")]
        finally:
            app.driver.close()
            app.server.stop()
            problems += app.server.failures()
    assert not problems, "\n".join(problems)
