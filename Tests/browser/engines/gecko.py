"""Gecko: Debian's Firefox ESR, started with Marionette and driven by PyPI's marionette_driver
(no geckodriver exists here). A desktop browser in headless mode: DPR 1; pointer actions of
type "touch" give real touch events, so swipes are touch gestures."""

import base64
import json
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile

from marionette_driver.keys import Keys
from marionette_driver.marionette import Marionette

from .driver import Driver, split_key

FIREFOX = os.environ.get("FIREFOX", "firefox-esr")
# Outer window sizes; headless Firefox keeps ≥ 500 px of width and ~86 px of chrome.
WINDOWS = {"portrait": (500, 900), "landscape": (932, 516)}
KEYS = {"Tab": Keys.TAB, "Enter": Keys.ENTER, "Space": " ", "Escape": Keys.ESCAPE,
        "ArrowLeft": Keys.ARROW_LEFT, "ArrowRight": Keys.ARROW_RIGHT, "ArrowUp": Keys.ARROW_UP, "ArrowDown": Keys.ARROW_DOWN,
        "Home": Keys.HOME, "End": Keys.END, "Delete": Keys.DELETE, "Backspace": Keys.BACK_SPACE}


MODIFIERS = {"Shift": Keys.SHIFT, "Control": Keys.CONTROL}



def key_of(name):
    """A named key, or a printable character as itself ('+', '0')."""
    return KEYS[name] if name in KEYS or len(name) != 1 else name


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class GeckoDriver(Driver):
    touch = True
    fingers = 2  # pointer actions of type "touch", one input source per finger
    can_hide = True  # Marionette minimizes the window (the page says it is hidden); a resize restores it
    dpr = 1

    def __init__(self, name, downloads):
        super().__init__(downloads)
        self.name = name
        self.profile = pathlib.Path(tempfile.mkdtemp(prefix="instagrid-firefox-"))
        port = free_port()
        downloads.mkdir(parents=True, exist_ok=True)
        prefs = {
            "marionette.port": port,
            "browser.shell.checkDefaultBrowser": False,
            "browser.startup.homepage_override.mstone": "ignore",
            "datareporting.policy.dataSubmissionEnabled": False,
            "toolkit.telemetry.reportingpolicy.firstRun": False,
            "app.update.auto": False,
            "browser.aboutwelcome.enabled": False,
            # Downloads: straight to an absolute folder, never a dialog.
            "browser.download.dir": str(downloads.resolve()),
            "browser.download.folderList": 2,
            "browser.download.useDownloadDir": True,
            "browser.download.always_ask_before_handling_new_types": False,
            "browser.download.alwaysOpenPanel": False,
        }
        (self.profile / "user.js").write_text(
            "".join(f"user_pref({json.dumps(name)}, {json.dumps(value)});\n" for name, value in prefs.items())
        )
        self.process = subprocess.Popen(
            [FIREFOX, "--marionette", "--headless", "--no-remote", "--profile", str(self.profile)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            self.client = Marionette(host="127.0.0.1", port=port)
            self.client.raise_for_port(timeout=60)
            self.client.start_session()
            self.client.timeout.script = 60
            self.resize("portrait")
        except BaseException:
            self._quit()  # no driver to close: the browser and its profile go now
            raise

    def goto(self, url):
        self.client.navigate(url)

    def resize(self, orientation):
        width, height = WINDOWS[orientation]
        self.client.set_window_rect(width=width, height=height)

    def hide(self):
        self.client.minimize_window()

    def _js(self, script, args):
        # sandbox=None: the page's own globals, not a sandbox's.
        return self.client.execute_script(script, script_args=args, sandbox=None, new_sandbox=False)

    def click(self, selector):
        self.client.find_element("css selector", selector).click()

    def select(self, selector, value):
        self.client.find_element("css selector", f"{selector} option[value='{value}']").click()

    def _finger(self, name, points, hold=0.0):
        finger = self.client.actions.sequence("pointer", name, {"pointerType": "touch"})
        (x0, y0), *rest = points
        finger.pointer_move(int(x0), int(y0)).pointer_down()
        if hold:
            finger.pause(int(hold * 1000))
        for x, y in rest:
            finger.pointer_move(int(x), int(y), duration=20)
        return finger.pointer_up()

    def drag(self, points, hold=0.0):
        self._finger("finger", points, hold).perform()
        self.client.actions.release()

    def double_tap(self, x, y):
        finger = self.client.actions.sequence("pointer", "finger", {"pointerType": "touch"})
        finger.pointer_move(int(x), int(y)).pointer_down().pointer_up().pause(100).pointer_down().pointer_up()
        finger.perform()
        self.client.actions.release()

    def pinch(self, first, second):
        # Two input sources in one perform: WebDriver runs their actions tick by tick, together.
        self.client.actions.perform([self._finger("finger1", first).dict, self._finger("finger2", second).dict])
        self.client.actions.release()

    def wheel(self, x, y, dx, dy, ctrl=False):
        wheel = self.client.actions.sequence("wheel", "wheel")
        if not ctrl:
            wheel.scroll(int(x), int(y), int(dx), int(dy)).perform()
        else:  # Control down in the tick before the turn, up in the tick after
            keyboard = self.client.actions.sequence("key", "keyboard")
            keyboard.key_down(Keys.CONTROL).pause(0).key_up(Keys.CONTROL)
            wheel.pause(0).scroll(int(x), int(y), int(dx), int(dy)).pause(0)
            self.client.actions.perform([keyboard.dict, wheel.dict])
        self.client.actions.release()

    def press(self, key):
        """A key, with modifiers before it: 'Shift+ArrowRight', 'Control+Shift+z'."""
        modifiers, key = split_key(key)
        keyboard = self.client.actions.sequence("key", "keyboard")
        for modifier in modifiers:
            keyboard.key_down(MODIFIERS[modifier])
        keyboard.key_down(key_of(key)).key_up(key_of(key))
        for modifier in reversed(modifiers):
            keyboard.key_up(MODIFIERS[modifier])
        keyboard.perform()

    def choose_files(self, open_picker, paths):
        open_picker()
        # WebDriver's Element Send Keys: a file input with `multiple` takes newline-joined paths.
        self.client.find_element("id", "picker").send_keys("\n".join(str(path) for path in paths))

    def open_tab(self, url):
        handle = self.client.open(type="tab", focus=True)["handle"]
        self.client.switch_to_window(handle)
        self.client.navigate(url)
        return handle

    def switch_tab(self, handle):
        self.client.switch_to_window(handle)

    def current_tab(self):
        return self.client.current_window_handle

    def close_tab(self, handle):
        current = self.client.current_window_handle
        self.client.switch_to_window(handle)
        self.client.close()
        self.client.switch_to_window(current)

    def screenshot(self):
        return base64.b64decode(self.client.screenshot(full=False))

    def close(self):
        try:
            self.client.delete_session()
        finally:
            self._quit()

    def _quit(self):
        """Ends Firefox, then removes its profile (tens of MB a browser)."""
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
