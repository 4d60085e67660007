"""Chromium (Debian's) through Playwright, as an iPhone: viewport, DPR, touch. Taps and swipes
are trusted touch events (CDP). Beyond the Driver primitives it offers what only Chromium can
do here, for the Chromium-only files: the Playwright page and its CDP session (`page`, `cdp`),
safe-area insets, and every page error, console error and request that left the origin
(`problems()`)."""

import time

from .driver import FRAME, Driver


class ChromiumDriver(Driver):
    touch = True
    fingers = 2

    def __init__(self, browser, device, downloads, *, orientation="portrait", context=None, origin=None,
                 **options):
        """A new context of `browser` as `device` (Playwright context `options` added: e.g.
        reduced_motion, service_workers, permissions), or `context` as it is (a persistent one).
        `origin`: requests elsewhere are problems."""
        super().__init__(downloads)
        self.name = f"chromium-{device.name}"
        self.device = device
        self.dpr = device.dpr
        self.origin = origin
        self._problems = []
        if context is None:
            permissions = options.pop("permissions", ())
            context = browser.new_context(
                viewport=device.viewport(orientation),
                screen=device.viewport(orientation),
                device_scale_factor=device.dpr,
                is_mobile=True,
                has_touch=True,
                service_workers=options.pop("service_workers", "allow"),
                accept_downloads=True,
                **options,
            )
            if permissions:
                context.grant_permissions(list(permissions), origin=origin)
            self.context = context
            self._use(self._new_page())
        else:
            self.context = context
            self._use(self._watch(context.pages[0] if context.pages else context.new_page()))
        context.on("request", self._on_request)

    def _new_page(self):
        return self._watch(self.context.new_page())

    def _watch(self, page):
        # Intercept file choosers from the start: enabling it only in expect_file_chooser()
        # races with a fast keyboard press and the chooser is then missed.
        page.on("filechooser", lambda chooser: None)
        page.on("download", self._save)
        page.on("pageerror", lambda error: self._problems.append(f"pageerror: {error}"))
        page.on("console", lambda message: message.type == "error"
                and self._problems.append(f"console error: {message.text}"))
        return page

    def _on_request(self, request):
        url = request.url
        if self.origin and not (url.startswith(self.origin + "/") or url.startswith(("blob:", "data:"))):
            self._problems.append(f"request left the origin: {url}")

    def problems(self):
        """Page errors, console errors and requests that left the origin, since the start."""
        return list(self._problems)

    def _use(self, page):
        self.page = page
        self.cdp = self.context.new_cdp_session(page)
        page.bring_to_front()

    def _save(self, download):
        self.download_dir.mkdir(parents=True, exist_ok=True)
        download.save_as(self.download_dir / download.suggested_filename)

    def set_insets(self, insets):
        """The safe-area insets the page sees (a notch, a home indicator)."""
        self.cdp.send("Emulation.setSafeAreaInsetsOverride", {"insets": insets})

    def goto(self, url):
        self.page.goto(url)

    def resize(self, orientation):
        self.page.set_viewport_size(self.device.viewport(orientation))

    def _js(self, script, args):
        return self.page.evaluate(f"(args) => (function () {{ {script} }}).apply(null, args)", args)

    def _touch(self, kind, points, timestamp=None):
        event = {"type": kind, "touchPoints": points}
        if timestamp is not None:
            event["timestamp"] = timestamp
        self.cdp.send("Input.dispatchTouchEvent", event)

    def flick(self, points):
        """A finger that lands moving: `drag`'s touch points, each stamped a frame after the one
        before (CDP's timestamps), so the page sees a flick's pace however late a busy renderer
        takes them. WebDriver's engines stamp an event when they dispatch it, so only this driver
        can promise a flick."""
        start = time.time()
        for i, (x, y) in enumerate(points):
            self._touch("touchStart" if i == 0 else "touchMove", [{"x": x, "y": y}], start + i * FRAME)
            self.page.wait_for_timeout(FRAME * 1000)
        self._touch("touchEnd", [], start + len(points) * FRAME)

    def click(self, selector):
        # Scrolled to first, as a person scrolls a sheet to what they tap (WebDriver's click does too).
        self.page.locator(selector).first.scroll_into_view_if_needed()
        box = self.page.locator(selector).first.bounding_box()
        self.page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def select(self, selector, value):
        self.page.select_option(selector, value)

    def drag(self, points, hold=0.0):
        (x0, y0), *rest = points
        self._touch("touchStart", [{"x": x0, "y": y0}])
        if hold:
            self.page.wait_for_timeout(hold * 1000)  # the press held still: part of the gesture
        for x, y in rest:
            self._touch("touchMove", [{"x": x, "y": y}])
            # A finger moves at frame pace. Moves sent at once are a flick of absurd speed: its
            # fling outlives the gesture, and the tap that stops it is swallowed (no click).
            self.page.wait_for_timeout(FRAME * 1000)
        self._touch("touchEnd", [])

    def double_tap(self, x, y):
        for tap in range(2):
            if tap:
                self.page.wait_for_timeout(100)
            self._touch("touchStart", [{"x": x, "y": y}])
            self._touch("touchEnd", [])

    def pinch(self, first, second):
        def points(i):
            return [{"x": first[i][0], "y": first[i][1], "id": 1}, {"x": second[i][0], "y": second[i][1], "id": 2}]

        self._touch("touchStart", points(0))
        for i in range(1, len(first)):
            self._touch("touchMove", points(i))
            self.page.wait_for_timeout(FRAME * 1000)  # two fingers moving at frame pace
        self._touch("touchEnd", [])

    def wheel(self, x, y, dx, dy, ctrl=False):
        self.page.mouse.move(x, y)
        if ctrl:
            self.page.keyboard.down("Control")
        self.page.mouse.wheel(dx, dy)
        if ctrl:
            self.page.keyboard.up("Control")

    def press(self, key):
        self.page.keyboard.press(key)

    def choose_files(self, open_picker, paths):
        with self.page.expect_file_chooser() as chooser:
            open_picker()
        chooser.value.set_files([str(path) for path in paths])

    def open_tab(self, url):
        page = self._new_page()
        self._use(page)
        page.goto(url)
        return page

    def switch_tab(self, handle):
        self._use(handle)

    def current_tab(self):
        return self.page

    def close_tab(self, handle):
        handle.close()

    def screenshot(self):
        return self.page.screenshot(animations="disabled")

    def close(self):
        self.context.close()
