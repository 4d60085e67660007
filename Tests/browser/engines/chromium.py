"""Chromium (Debian's) through Playwright, as an iPhone: viewport, DPR, touch. Taps and swipes
are trusted touch events (CDP), as in the rest of the Chromium suite."""

from .driver import Driver


class ChromiumDriver(Driver):
    touch = True
    fingers = 2

    def __init__(self, browser, device, downloads):
        super().__init__(downloads)
        self.name = f"chromium-{device.name}"
        self.device = device
        self.dpr = device.dpr
        self.context = browser.new_context(
            viewport=device.viewport("portrait"),
            screen=device.viewport("portrait"),
            device_scale_factor=device.dpr,
            is_mobile=True,
            has_touch=True,
            service_workers="allow",
            accept_downloads=True,
        )
        self._use(self._new_page())

    def _new_page(self):
        page = self.context.new_page()
        # Intercept file choosers from the start: enabling it only in expect_file_chooser()
        # races with a fast keyboard press and the chooser is then missed.
        page.on("filechooser", lambda chooser: None)
        page.on("download", self._save)
        return page

    def _use(self, page):
        self.page = page
        self.cdp = self.context.new_cdp_session(page)
        page.bring_to_front()

    def _save(self, download):
        self.download_dir.mkdir(parents=True, exist_ok=True)
        download.save_as(self.download_dir / download.suggested_filename)

    def goto(self, url):
        self.page.goto(url)

    def resize(self, orientation):
        self.page.set_viewport_size(self.device.viewport(orientation))

    def _js(self, script, args):
        return self.page.evaluate(f"(args) => (function () {{ {script} }}).apply(null, args)", args)

    def click(self, selector):
        box = self.page.locator(selector).first.bounding_box()
        self.page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def select(self, selector, value):
        self.page.select_option(selector, value)

    def drag(self, points, hold=0.0):
        (x0, y0), *rest = points
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        if hold:
            self.page.wait_for_timeout(hold * 1000)
        for x, y in rest:
            self.cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
            if hold:
                self.page.wait_for_timeout(16)  # a finger that lifted a photo moves at frame pace
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def pinch(self, first, second):
        def points(i):
            return [{"x": first[i][0], "y": first[i][1], "id": 1}, {"x": second[i][0], "y": second[i][1], "id": 2}]

        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points(0)})
        for i in range(1, len(first)):
            self.cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": points(i)})
            self.page.wait_for_timeout(16)
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    def wheel(self, x, y, dx, dy, ctrl=False):
        self.page.mouse.move(x, y)
        if ctrl:
            self.page.keyboard.down("Control")
        self.page.mouse.wheel(dx, dy)
        if ctrl:
            self.page.keyboard.up("Control")

    def press(self, key):
        self.page.keyboard.press(key)

    def choose_file(self, open_picker, path):
        # On a loaded machine a synthetic tap now and then arrives as a long press (no click):
        # try once more before calling it a failure.
        for attempt in (1, 2):
            try:
                with self.page.expect_file_chooser(timeout=5_000 * attempt) as chooser:
                    open_picker()
                chooser.value.set_files(str(path))
                return
            except Exception:
                if attempt == 2:
                    raise

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
