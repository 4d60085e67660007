"""WebKit: Debian's WebKitGTK (Safari's engine) — its MiniBrowser driven through its WebDriver
(webkit2gtk-driver) by Selenium. Needs an X display: run under `xvfb-run -a` (without one it
hangs, even headless). A desktop browser: DPR 1, no touch (swipes are pointer drags), windows
no narrower than about 447 px; wheel actions arrive without modifiers (no ctrl + wheel).

`env` reaches MiniBrowser and its web process: `JSC_useWasmSIMD=false` turns WebAssembly SIMD
off; `arguments` go to MiniBrowser: `--features=-OffscreenCanvas,-OffscreenCanvasInWorkers`
removes OffscreenCanvas — as in Safari 15.4–16.3."""

import os

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.command import Command
from selenium.webdriver.support.select import Select
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

from .driver import Driver, split_key

MINIBROWSER = os.environ.get("MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
WEBDRIVER = os.environ.get("WEBKIT_WEBDRIVER", "/usr/bin/WebKitWebDriver")
# Outer window sizes; the viewport comes out about 38 px shorter.
WINDOWS = {"portrait": (447, 900), "landscape": (932, 468)}
KEYS = {"Tab": Keys.TAB, "Enter": Keys.ENTER, "Space": Keys.SPACE, "Escape": Keys.ESCAPE,
        "ArrowLeft": Keys.ARROW_LEFT, "ArrowRight": Keys.ARROW_RIGHT, "ArrowUp": Keys.ARROW_UP, "ArrowDown": Keys.ARROW_DOWN,
        "Home": Keys.HOME, "End": Keys.END, "Delete": Keys.DELETE, "Backspace": Keys.BACK_SPACE}


MODIFIERS = {"Shift": Keys.SHIFT, "Control": Keys.CONTROL}



def key_of(name):
    """A named key, or a printable character as itself ('+', '0')."""
    return KEYS[name] if name in KEYS or len(name) != 1 else name


class WebKitDriver(Driver):
    touch = False
    ctrl_wheel = False  # its wheel actions never carry the keyboard's modifiers (a held Control
    # shows in pointermove's ctrlKey, not in wheel's: WebKitGTK 2.50.6)
    can_hide = True  # its WebDriver minimizes the window (the page says it is hidden); a resize restores it
    dpr = 1

    def __init__(self, name, downloads, home, env=(), arguments=()):
        super().__init__(downloads)
        self.name = name
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        for argument in arguments:
            options.add_argument(argument)
        # Downloads land in the XDG download folder of the browser's process: $HOME itself
        # when, as here, there is no user-dirs configuration.
        environment = {**os.environ, "HOME": str(home), **dict(env)}
        self.download_dir = home
        # WebKitWebDriver's and MiniBrowser's own output ("WebProcess CRASHED", a crash's words).
        self.log = downloads / "webkitwebdriver.log"
        self.driver = webdriver.WebKitGTK(options=options, service=Service(WEBDRIVER, env=environment,
                                                                           log_output=str(self.log)))
        self._explain_empty_errors()
        self.driver.set_script_timeout(60)
        self.resize("portrait")

    def _explain_empty_errors(self):
        """A command that fails with an "unknown error" and no message (Selenium's bare
        `WebDriverException: Message:`) is WebKit ending the automation session because the web
        process ended under it (crashed or killed): WebAutomationSession::terminate() answers the
        pending command with a bare InternalError, and every later command fails. Say so, with
        what MiniBrowser printed, instead of the empty message."""
        check = self.driver.error_handler.check_response

        def check_response(response):
            try:
                check(response)
            except WebDriverException as error:
                if error.msg or type(error) is not WebDriverException:
                    raise
                said = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else ""
                raise WebDriverException(
                    f"{self.name}: WebKit ended the session: its web process ended under the command"
                    f" (crashed or killed). MiniBrowser and WebKitWebDriver said:\n{said}") from error
        self.driver.error_handler.check_response = check_response

    def goto(self, url):
        self.driver.get(url)

    def resize(self, orientation):
        self.driver.set_window_size(*WINDOWS[orientation])

    def hide(self):
        self.driver.minimize_window()

    def _js(self, script, args):
        return self.driver.execute_script(script, *args)

    def click(self, selector):
        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def select(self, selector, value):
        Select(self.driver.find_element(By.CSS_SELECTOR, selector)).select_by_value(value)

    def drag(self, points, hold=0.0):
        actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"), duration=20)
        (x0, y0), *rest = points
        actions.pointer_action.move_to_location(int(x0), int(y0)).pointer_down()
        if hold:
            actions.pointer_action.pause(hold)
        for x, y in rest:
            actions.pointer_action.move_to_location(int(x), int(y))
        actions.pointer_action.pointer_up()
        actions.perform()

    def double_tap(self, x, y):
        actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"), duration=20)
        pointer = actions.pointer_action.move_to_location(int(x), int(y))
        pointer.pointer_down().pointer_up().pause(0.1).pointer_down().pointer_up()
        actions.perform()

    def wheel(self, x, y, dx, dy, ctrl=False):
        if ctrl:
            raise NotImplementedError(f"{self.name}: WebKitGTK's WebDriver sends wheel actions without modifiers")
        # One scroll per perform: a second scroll in the same perform arrived with wrong deltas.
        self.driver.execute(Command.W3C_ACTIONS, {"actions": [{"type": "wheel", "id": "wheel", "actions": [
            {"type": "scroll", "x": int(x), "y": int(y), "deltaX": int(dx), "deltaY": int(dy), "duration": 0}]}]})

    def press(self, key):
        """A key, with modifiers before it: 'Shift+ArrowRight', 'Control+Shift+z'."""
        modifiers, key = split_key(key)
        chain = ActionChains(self.driver)
        for modifier in modifiers:
            chain.key_down(MODIFIERS[modifier])
        chain.send_keys(key_of(key))
        for modifier in reversed(modifiers):
            chain.key_up(MODIFIERS[modifier])
        chain.perform()

    def choose_files(self, open_picker, paths):
        open_picker()
        # WebDriver's Element Send Keys: a file input with `multiple` takes newline-joined paths.
        self.driver.find_element(By.ID, "picker").send_keys("\n".join(str(path) for path in paths))

    def open_tab(self, url):
        self.driver.switch_to.new_window("window")
        self.driver.get(url)
        return self.driver.current_window_handle

    def switch_tab(self, handle):
        self.driver.switch_to.window(handle)

    def current_tab(self):
        return self.driver.current_window_handle

    def close_tab(self, handle):
        current = self.driver.current_window_handle
        self.driver.switch_to.window(handle)
        self.driver.close()
        self.driver.switch_to.window(current)

    def screenshot(self):
        return self.driver.get_screenshot_as_png()

    def close(self):
        self.driver.quit()
