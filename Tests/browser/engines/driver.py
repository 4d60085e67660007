"""The small interface a scenario needs from a browser, whatever drives it. Each engine's
driver (chromium.py, webkit.py, gecko.py) implements the primitives; everything else
(waiting, picking photos, swiping, reading cells) is built on them once, in scenarios.py."""

import abc
import pathlib
import time


# A finger moving across the glass: one step a frame (the pacing of a gesture, not a wait).
FRAME = 0.016
# How often a wait asks again whether its condition holds.
POLL = 0.05


def split_key(key):
    """'Control+Shift+z' → (['Control', 'Shift'], 'z'); '+' alone is the key itself."""
    *modifiers, key = key.split("+") if len(key) > 1 and not key.endswith("++") else [key]
    return modifiers, key


class Timeout(AssertionError):
    pass


def until(check, *, timeout=15, what="a condition"):
    """Calls `check()` until it returns something truthy, and returns that; fails after
    `timeout` seconds. The one way the tests wait for something to happen."""
    deadline = time.monotonic() + timeout
    problem = None
    while True:
        try:
            value = check()
            if value:
                return value
        except Exception as error:  # noqa: BLE001 — e.g. a navigation destroyed the script's context
            problem = error
        if time.monotonic() > deadline:
            raise Timeout(f"timed out after {timeout} s waiting for {what}" + (f" (last error: {problem})" if problem else ""))
        time.sleep(POLL)


class Driver(abc.ABC):
    """One browser window showing one page at a time."""

    name = "?"
    touch = False  # swipes are touch gestures (True) or pointer (mouse) drags (False)
    fingers = 0  # touch points the driver can put down at once (2: it can pinch)
    ctrl_wheel = True  # whether a wheel turn can come with Control held (a trackpad pinch)
    can_hide = False  # whether hide() can take the window out of view (keys still reach the page)

    def __init__(self, downloads: pathlib.Path):
        self.download_dir = downloads

    # --- primitives every engine implements ---

    @abc.abstractmethod
    def goto(self, url):
        """Navigates to `url` (returns once the document has loaded)."""

    @abc.abstractmethod
    def resize(self, orientation):
        """Makes the viewport this driver's portrait or landscape size."""

    @abc.abstractmethod
    def _js(self, script, args):
        """Runs `return (…)` script text with `arguments`; awaits a returned promise."""

    @abc.abstractmethod
    def click(self, selector):
        """Taps (touch engines) or clicks the first element matching `selector` at its centre."""

    @abc.abstractmethod
    def select(self, selector, value):
        """Chooses the option `value` of the <select> matching `selector`, as a person does."""

    @abc.abstractmethod
    def drag(self, points, hold=0.0):
        """One finger (or the mouse button) down at points[0], kept still there for `hold`
        seconds, moved through each point, up at the last."""

    @abc.abstractmethod
    def double_tap(self, x, y):
        """Two taps (touch engines) or clicks at (x, y), a tenth of a second apart, in one
        gesture: a double tap, or a double click."""

    def pinch(self, first, second):
        """Two fingers down at once at first[0] and second[0], moved together step by step
        through the points of each, both up at the end. Only where `fingers >= 2`."""
        raise NotImplementedError(f"{self.name}: its driver cannot put two fingers down")

    @abc.abstractmethod
    def wheel(self, x, y, dx, dy, ctrl=False):
        """One turn of the mouse wheel (or a two-finger scroll) over (x, y), by (dx, dy) CSS px;
        with `ctrl`, Control held meanwhile (how a trackpad pinch arrives). Only where `ctrl_wheel`."""

    def hide(self):
        """Takes the window out of view (minimizes it): the page is hidden and the browser paints
        no frames for it, while keys pressed still reach it. Only where `can_hide`; show() or
        resize() brings it back."""
        raise NotImplementedError(f"{self.name}: its driver cannot hide the window")

    def show(self, orientation):
        """Brings a hidden window back, at this driver's size for `orientation`."""
        self.resize(orientation)

    @abc.abstractmethod
    def press(self, key):
        """A key press on the focused element: 'Tab', 'Shift+Tab', 'Enter', 'Space', 'Escape', or
        one printable character ('+', '0')."""

    @abc.abstractmethod
    def choose_files(self, open_picker, paths):
        """Runs `open_picker()` (which makes the page open its file picker) and picks the files
        at `paths`, in that order, through the file input itself (several only where the page
        opened it for several: `multiple`)."""

    def choose_file(self, open_picker, path):
        """Runs `open_picker()` and picks the file at `path`."""
        self.choose_files(open_picker, [path])

    @abc.abstractmethod
    def open_tab(self, url):
        """Opens `url` in a new tab (or window) of the same browser profile, switches to it and
        returns its handle."""

    @abc.abstractmethod
    def switch_tab(self, handle):
        """Makes the tab `handle` (from open_tab or current_tab) the one the primitives act on."""

    @abc.abstractmethod
    def current_tab(self):
        """The handle of the tab the primitives act on."""

    @abc.abstractmethod
    def close_tab(self, handle):
        """Closes the tab `handle` (not the current one)."""

    @abc.abstractmethod
    def screenshot(self) -> bytes:
        """The viewport as PNG, in device pixels."""

    @abc.abstractmethod
    def close(self):
        pass

    # --- built on them ---

    def js(self, function, *args):
        """Calls the JavaScript function source `function` with `args` (JSON values) in the page
        and returns its (awaited) result."""
        return self._js(f"return ({function})(...arguments)", list(args))

    def wait(self, function, *args, timeout=15, what=None):
        """Polls the JS function until it returns something truthy; returns that."""
        return until(lambda: self.js(function, *args), timeout=timeout, what=f"{self.name}: {what or function}")

    def downloads(self):
        """Files the browser finished saving (partial downloads excluded)."""
        if not self.download_dir.exists():
            return []
        return sorted(
            path for path in self.download_dir.iterdir()
            if path.is_file() and not path.name.endswith((".part", ".download")) and path.stat().st_size > 0
        )

    def __repr__(self):
        return f"<{type(self).__name__} {self.name}>"
