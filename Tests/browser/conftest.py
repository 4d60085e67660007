"""Fixtures for the browser tests: a server for web/, one Chromium for the whole run, test
photos made with Pillow, and pages that look like iPhones (viewport, DPR, touch), with
navigator.share stubbed and every error or foreign request recorded."""

import os
import pathlib
import sys

import pytest
from playwright.sync_api import sync_playwright

from support import devices, photos as photo_factory
from support.page import AppPage, close_checked

REPO = pathlib.Path(__file__).resolve().parents[2]
WEB = REPO / "web"
SCREENSHOTS = REPO / "test-output" / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/lib/chromium/chromium")

sys.path.insert(0, str(REPO / "scripts"))
import serve  # noqa: E402  (scripts/serve.py: the same server people use by hand)


def pytest_configure(config):
    config.addinivalue_line("markers", "flow: heavier flows, run on a representative subset of phones")


def pytest_runtest_logreport(report):
    """Adds each test's time (set-up, call, tear-down) to its engine's total: the shared
    scenarios by engine, every other file as the Chromium iPhone matrix."""
    totals = getattr(pytest_runtest_logreport, "totals", None)
    if totals is None:
        totals = pytest_runtest_logreport.totals = {}
    if "test_engines.py" in report.nodeid:
        engine = report.nodeid.split("[", 1)[1].split("-portrait-")[0].split("-landscape-")[0]
        key = f"scenarios on {engine}"
    else:
        key = "Chromium iPhone matrix (the other files)"
    totals[key] = totals.get(key, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter):
    totals = getattr(pytest_runtest_logreport, "totals", {})
    if totals:
        terminalreporter.section("time per engine")
        for key, seconds in totals.items():
            terminalreporter.write_line(f"{key}: {seconds:.0f} s")


@pytest.fixture(scope="session")
def origin():
    if not (WEB / "instagrid.wasm").exists():
        pytest.exit("web/instagrid.wasm is missing: run  bash scripts/build-wasm.sh web/instagrid.wasm", 2)
    server = serve.start(WEB)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def photos(tmp_path_factory):
    return photo_factory.make(tmp_path_factory.mktemp("photos"))


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.fixture
def open_app(browser, origin):
    """open_app(device, orientation, **options) → AppPage, loaded and ready.

    Options: share_stub (default True), reduced_motion, service_workers ("block" by default so
    that routes see every request; "allow" for the offline test), expect_errors.
    At the end of the test, checks that no page error, console error or foreign request
    happened."""
    opened = []

    def _open(device=devices.SMALLEST, orientation="portrait", **options):
        app = AppPage.open(browser, origin, device, orientation, **options)
        opened.append(app)
        return app

    yield _open
    close_checked(opened)
