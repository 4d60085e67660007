"""AppPage: the Instagrid page in a phone-like Chromium context, for make bench
(Benchmarks/page_bench.py) alone. The tests use one page object, engines/app.py's App, on every
engine; the bench still drives this older one."""

import base64
import io
import re
from pathlib import Path

from PIL import Image
from playwright.sync_api import TimeoutError

SHARE_STUB = (Path(__file__).parent / "share_stub.js").read_text()

# Console messages that are not the page's fault.
BENIGN_CONSOLE = []


class AppPage:
    def __init__(self, context, page, origin, device, orientation, expect_errors):
        self.context = context
        self.page = page
        self.origin = origin
        self.device = device
        self.orientation = orientation
        self.expect_errors = expect_errors
        self.errors = []
        self.foreign_requests = []
        self._cdp = None
        # Intercept file choosers from the start: enabling it only in expect_file_chooser()
        # races with a fast keyboard press and the chooser is then missed.
        page.on("filechooser", lambda chooser: None)
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        page.on("console", self._on_console)
        context.on("request", self._on_request)

    @classmethod
    def open(
        cls,
        browser,
        origin,
        device,
        orientation="portrait",
        *,
        share_stub=True,
        reduced_motion=None,
        service_workers="block",
        expect_errors=False,
        permissions=(),
        insets=None,
        init_scripts=(),
    ):
        context = browser.new_context(
            viewport=device.viewport(orientation),
            screen=device.viewport(orientation),
            device_scale_factor=device.dpr,
            is_mobile=True,
            has_touch=True,
            reduced_motion=reduced_motion,
            service_workers=service_workers,
            accept_downloads=True,
        )
        if permissions:
            context.grant_permissions(list(permissions), origin=origin)
        if share_stub:
            context.add_init_script(SHARE_STUB)
        for script in init_scripts:
            context.add_init_script(script)
        page = context.new_page()
        app = cls(context, page, origin, device, orientation, expect_errors)
        if insets:
            app.set_insets(insets)
        app.load()
        return app

    # --- lifecycle ---

    def load(self):
        self.page.goto(self.origin + "/")
        self.wait_ready()

    def wait_ready(self):
        self.page.wait_for_selector("body[data-ready]")
        self.page.evaluate("document.fonts.ready.then(() => true)")

    def problems(self):
        problems = [] if self.expect_errors else list(self.errors)
        problems += [f"request left the origin: {url}" for url in self.foreign_requests]
        return problems

    def close(self):
        self.context.close()

    def _on_console(self, message):
        if message.type == "error" and not any(b in message.text for b in BENIGN_CONSOLE):
            self.errors.append(f"console error: {message.text}")

    def _on_request(self, request):
        url = request.url
        if not (url.startswith(self.origin + "/") or url.startswith(("blob:", "data:"))):
            self.foreign_requests.append(url)

    @property
    def cdp(self):
        if self._cdp is None:
            self._cdp = self.context.new_cdp_session(self.page)
        return self._cdp

    def set_insets(self, insets):
        self.cdp.send("Emulation.setSafeAreaInsetsOverride", {"insets": insets})
        self.page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def rotate(self, orientation):
        self.orientation = orientation
        self.page.set_viewport_size(self.device.viewport(orientation))
        self.page.wait_for_function(
            "o => document.body.dataset.orientation === o", arg=orientation
        )

    # --- reading the page ---

    def box(self, selector):
        return self.page.locator(selector).first.bounding_box()

    def cell(self, slot):
        return self.page.locator(f'.cell[data-slot="{slot}"]')

    def visible_slots(self):
        return self.page.eval_on_selector_all(
            ".cell:not([hidden])", "cells => cells.map(c => Number(c.dataset.slot))"
        )

    def pressed_layouts(self):
        return self.page.eval_on_selector_all(
            '.layout[aria-pressed="true"]', "buttons => buttons.map(b => Number(b.dataset.layout))"
        )

    def phase(self):
        return self.page.evaluate("document.body.dataset.phase")

    def wait_phase(self, phase, timeout=10_000):
        self.page.wait_for_function(
            "p => document.body.dataset.phase === p", arg=phase, timeout=timeout
        )

    def message(self):
        return self.page.locator("#message").text_content()

    def cell_image(self, slot):
        """The cell as shown on screen, in device pixels."""
        return Image.open(io.BytesIO(self.cell(slot).screenshot(animations="disabled"))).convert("RGB")

    # --- acting ---

    def tap(self, locator):
        box = locator.bounding_box()
        self.page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def choose_layout(self, number):
        self.tap(self.page.locator(f'.layout[data-layout="{number}"]'))
        self.page.wait_for_function(
            "n => document.querySelector(`.layout[data-layout='${n}']`).ariaPressed === 'true'", arg=number
        )

    def pick(self, slot, photo, *, expect_success=True):
        """Taps the cell of `slot`, chooses `photo` in the file chooser, waits for the result."""
        cell = self.cell(slot)
        before = cell.get_attribute("data-version")
        chooser = self._tap_for_chooser(cell)
        chooser.set_files(str(photo.path))
        if expect_success:
            self.page.wait_for_function(
                "([slot, before]) => { const c = document.querySelector(`.cell[data-slot='${slot}']`);"
                " return c.dataset.version && c.dataset.version !== before; }",
                arg=[slot, before],
            )
        else:
            self.page.wait_for_function("() => document.getElementById('message').textContent !== ''")

    def _tap_for_chooser(self, locator):
        # On a loaded machine a synthetic tap now and then arrives as a long press (no click):
        # tap once more before calling it a failure.
        for attempt in (1, 2):
            try:
                with self.page.expect_file_chooser(timeout=5_000 * attempt) as chooser:
                    self.tap(locator)
                return chooser.value
            except TimeoutError:
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def fill(self, photos_by_slot):
        for slot, photo in photos_by_slot.items():
            self.pick(slot, photo)

    def wait_picture(self, timeout=15_000):
        """Waits until the picture for the grid as it is now is made: a share can follow at once."""
        self.page.wait_for_function("() => document.body.dataset.pictureReady === 'true'", timeout=timeout)

    def grid_complete(self):
        """Whether every visible cell shows a photo and none is loading."""
        return self.page.evaluate(
            "() => [...document.querySelectorAll('.cell:not([hidden])')]"
            ".every(c => c.classList.contains('is-filled') && !c.classList.contains('is-loading'))"
        )

    def swipe(self, direction, distance=160, steps=8, ready=None):
        """A real touch swipe (CDP touch events, also seen as pointer events) from the grid's centre.

        `ready` (default: when the grid is complete) first waits for the picture to be made, as
        a person would see the grid settle; pass False to swipe at once."""
        if ready or (ready is None and self.grid_complete()):
            self.wait_picture()
        box = self.box("#grid")
        x0, y0 = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        dx, dy = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[direction]
        # Keep inside the viewport: a touch point outside it is dropped.
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        for i in range(1, steps + 1):
            point = {"x": x0 + dx * distance * i / steps, "y": y0 + dy * distance * i / steps}
            self.cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def share_direction(self):
        return "up" if self.orientation == "portrait" else "left"

    # --- the share stub ---

    def set_share_mode(self, mode):
        """resolve | abort | fail | hang | unsupported"""
        self.page.evaluate("mode => { window.__shareMode = mode; }", mode)

    def shares(self):
        return self.page.evaluate("window.__shares")

    def wait_share(self, count=1, timeout=10_000):
        self.page.wait_for_function(
            "n => window.__shares.length >= n && window.__shares.every(s => s.done)", arg=count, timeout=timeout
        )
        return self.shares()

    @staticmethod
    def shared_image(share):
        return Image.open(io.BytesIO(base64.b64decode(share["files"][0]["base64"])))


FILE_NAME = re.compile(r"^instagrid-\d{8}-\d{6}\.jpg$")


def close_checked(apps):
    """Closes each AppPage, then fails if any had a page error, a console error or a request
    that left the origin."""
    problems = []
    for app in apps:
        problems += app.problems()
        app.close()
    assert not problems, "\n".join(problems)
