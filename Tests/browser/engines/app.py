"""The page object: the Instagrid page in one driver (engines/driver.py), on one test server
(engines/server.py), in one orientation. The shared scenarios (engines/scenarios.py) and the
Chromium-only files use it alike; it uses only the Driver primitives, so whatever it can do, it
can do in every engine. Also the helpers that read what the page shared and compare it with
the CLI."""

import base64
import io
import json
import os
import pathlib
import re
import subprocess
import tempfile

from PIL import Image

from support import p3
from support.images import near

from .driver import Timeout, until

REPO = pathlib.Path(__file__).resolve().parents[3]
FILE_NAME = re.compile(r"^instagrid-\d{8}-\d{6}\.jpg$")



# The core's saved form of a draft (SavedDraft.swift: a line per field, `undo`/`redo` lines
# starting the history's steps) read into the shape the tests look at: {layout, photos, framings,
# history: {past, steps: [{slots}]}}, one entry per slot of the nine (a photo's id and framing, or 0/null).
READ_SAVED = """const readSaved = (text) => {
    const part = () => ({ layout: 0, photos: Array(9).fill(0), framings: Array(9).fill(null) });
    const parts = [part()];
    let past = 0;
    for (const line of text.split('\\n')) {
        const [word, ...rest] = line.split(' ');
        const numbers = rest.map(Number);
        if (word === 'undo' || word === 'redo') { parts.push(part()); if (word === 'undo') past++; }
        const at = parts[parts.length - 1];
        if (word === 'layout') at.layout = numbers[0];
        if (word === 'photo') { at.photos[numbers[0]] = numbers[1];
            at.framings[numbers[0]] = { zoom: numbers[2], focusX: numbers[3], focusY: numbers[4] }; }
    }
    const steps = parts.slice(1).map((step) => ({ layout: step.layout,
        slots: step.photos.map((photo, slot) => photo ? { photo, ...step.framings[slot] } : null) }));
    return { layout: parts[0].layout, photos: parts[0].photos, framings: parts[0].framings, history: { past, steps } };
};"""

class App:
    """The Instagrid page in one driver, on one test server, in one orientation."""

    def __init__(self, driver, server, photos, orientation, expected_core, screenshots):
        self.driver = driver
        self.server = server
        self.photos = photos
        self.orientation = orientation
        self.expected_core = expected_core
        self.screenshots = screenshots

    # --- lifecycle ---

    def open(self):
        self.driver.resize(self.orientation)
        self.driver.goto(self.server.origin + "/")
        self.wait_ready()
        return self

    def wait_ready(self):
        self.driver.wait("() => document.body.dataset.ready === 'true'", what="the page to be ready")
        self.driver.js("() => document.fonts.ready.then(() => true)")
        self.wait_orientation(self.orientation)

    def wait_orientation(self, orientation):
        self.driver.wait("(o) => document.body.dataset.orientation === o", orientation,
                         what=f"{orientation} layout")

    def rotate(self, orientation):
        self.orientation = orientation
        self.driver.resize(orientation)
        self.wait_orientation(orientation)

    def errors(self):
        """The page's errors, and every iPhone limit it crossed under emulation (iphone_limits.js)."""
        errors = self.driver.js("() => window.__errors ?? ['the test hook did not load']")
        report = self.limits()
        overflows = report["overflows"] if report else []
        return errors + [f"iPhone limit crossed: {o['what']}, {o['width']}×{o['height']} in the {o['realm']}" for o in overflows]

    def limits(self):
        """The emulated iPhone's record, or None without emulation: `overflows`, the pixel memory
        (canvases, bitmaps, module memory: bytes) `now` and at its `peak`, and the `largest`
        canvas or bitmap made."""
        return self.driver.js("() => window.__iphoneLimits?.report() ?? null")

    def state_on_failure(self):
        """What a failing scenario prints: the page's phase and message, its last marks and the
        last input it saw, and where its screenshot is."""
        state = self.driver.js(
            "() => ({phase: document.body.dataset.phase, picture: document.body.dataset.picture,"
            " message: document.getElementById('message')?.textContent,"
            " marks: performance.getEntriesByType('mark').slice(-15).map((m) => [m.name, Math.round(m.startTime)]),"
            " input: window.__input, now: Math.round(performance.now())})")
        state["screenshot"] = str(self.save_screenshot("failure"))
        return state

    def settle(self):
        """Waits for two frames: a screenshot then shows the last change (WebKit's would not)."""
        self.driver.js("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")

    def save_screenshot(self, label):
        self.settle()
        self.screenshots.mkdir(parents=True, exist_ok=True)
        path = self.screenshots / f"{self.driver.name}-{self.orientation}-{label}.png"
        path.write_bytes(self.driver.screenshot())
        return path

    # --- reading the page ---

    def rect(self, selector):
        return self.driver.js(
            "(s) => { const r = document.querySelector(s).getBoundingClientRect();"
            " return {x: r.x, y: r.y, width: r.width, height: r.height}; }", selector)

    def visible_slots(self):
        return self.driver.js("() => [...document.querySelectorAll('.cell:not([hidden])')].map(c => Number(c.dataset.slot))")

    def pressed_layouts(self):
        return self.driver.js(
            "() => [...document.querySelectorAll('.layouts .layout[aria-pressed=\"true\"]')].map(b => Number(b.dataset.layout))")

    def phase(self):
        return self.driver.js("() => document.body.dataset.phase")

    def wait_phase(self, phase, timeout=15):
        self.driver.wait("(p) => document.body.dataset.phase === p", phase, timeout=timeout, what=f"phase {phase}")

    def message(self):
        return self.driver.js("() => document.getElementById('message').textContent")

    def cell_version(self, slot):
        return self.driver.js("(s) => document.querySelector(`.cell[data-slot='${s}']`).dataset.version ?? null", slot)

    # Where the screen is compared with a cell's canvas: in from the corners, clear of the
    # rounded corners and of the spinner in the middle, and off the middle lines (where a photo
    # of two halves, turned, has its edge: one pixel there blends the two).
    CANVAS_SAMPLES = ((0.1, 0.1), (0.9, 0.1), (0.1, 0.9), (0.9, 0.9), (0.4, 0.1), (0.6, 0.9))

    def cell_image(self, slot):
        """The cell as shown on screen (a crop of a screenshot), in device pixels, once the
        screen shows what the cell's canvas holds.

        WebKitGTK's WebDriver screenshot is not a paint of the page: it copies the last frame
        the UI process received from the web process's compositor (takeViewSnapshot after
        callAfterNextPresentationUpdate, which for coordinated graphics is a 0 s timer, not a
        wait for a frame). Two animation frames order the page's rendering updates, not that
        frame's arrival, so under load a screenshot can still show the cell's previous photo
        after the canvas (and the version the cell reports) changed. So it waits for the
        condition it needs: the screen agrees with the canvas.

        A cell drawn in Display P3 (a photo that may hold colours outside sRGB, on Chromium)
        comes out of headless Chromium's screenshot with its P3 levels as they are (its
        software compositor manages no colour), so the screen is compared with the canvas's
        own levels, and the crop is then read as Display P3 and returned in sRGB, as a
        managed screen shows it."""
        self.settle()

        def shown():
            expected = self.driver.js(self.CANVAS_AT, [slot, self.CANVAS_SAMPLES])
            image = self._cell_shot(slot)
            if expected is None:  # no canvas to compare with (an empty, hidden or lifted cell)
                return image
            levels, space = expected
            seen = [image.getpixel((min(image.width - 1, int(image.width * fx)), min(image.height - 1, int(image.height * fy))))
                    for fx, fy in self.CANVAS_SAMPLES]
            if not all(near(s, e, 8) for s, e in zip(seen, levels)):
                return None
            return p3.image_in_srgb(image) if space == "display-p3" else image
        return until(shown, what=f"{self.driver.name}: the screen to show what slot {slot}'s canvas holds")

    CANVAS_AT = """([s, points]) => { const cell = document.querySelector(`.cell[data-slot='${s}']`);
        const canvas = cell?.querySelector('canvas');
        if (!canvas || !canvas.width || !canvas.height || cell.hidden || cell.classList.contains('is-lifted')) return null;
        const context = canvas.getContext('2d');
        return [points.map(([fx, fy]) => [...context.getImageData(Math.min(canvas.width - 1, Math.floor(canvas.width * fx)),
            Math.min(canvas.height - 1, Math.floor(canvas.height * fy)), 1, 1).data.slice(0, 3)]), canvas.dataset.space]; }"""

    def _cell_shot(self, slot):
        shot = Image.open(io.BytesIO(self.driver.screenshot())).convert("RGB")
        box = self.rect(f'.cell[data-slot="{slot}"]')
        scale = shot.width / self.driver.js("() => innerWidth")
        return shot.crop(tuple(round(v * scale) for v in (
            box["x"], box["y"], box["x"] + box["width"], box["y"] + box["height"])))

    def pictures(self):
        """How many pictures the page has made so far (its picture-ready marks)."""
        return self.driver.js("() => performance.getEntriesByName('instagrid:picture-ready').length")

    def wait_new_picture(self, count, test="() => true", timeout=30, what="a new picture"):
        """Waits for a picture made after the first `count` that is the grid's current one and
        for which the JS `test(detail)` holds; returns its detail."""
        return self.driver.wait(
            f"(n) => {{ const marks = performance.getEntriesByName('instagrid:picture-ready');"
            f" return marks.length > n && document.body.dataset.pictureReady === 'true'"
            f" && ({test})(marks.at(-1).detail) && marks.at(-1).detail; }}", count, timeout=timeout, what=what)

    def photo_size(self, slot):
        """The decoded size of `slot`'s photo, (width, height), or None."""
        size = self.driver.js("(s) => document.querySelector(`.cell[data-slot='${s}']`).dataset.photoSize ?? null", slot)
        return tuple(map(int, size.split("x"))) if size else None

    def label(self, selector):
        return self.driver.js("(s) => document.querySelector(s).getAttribute('aria-label')", selector)

    def picture_detail(self):
        """The picture-ready mark's detail: {memoryBytes, core} of the compose worker."""
        return self.driver.js(
            "() => performance.getEntriesByName('instagrid:picture-ready').at(-1)?.detail ?? null")

    def dividers(self):
        """The dividers as the page shows them, by index: {orientation, now, min, max, label,
        tabindex, role, box (its hit area)}, numbers as the ARIA attributes say them."""
        return self.driver.js("""() => [...document.querySelectorAll('.divider:not([hidden])')].map((d) => {
            const r = d.getBoundingClientRect();
            return { orientation: d.getAttribute('aria-orientation'), now: Number(d.getAttribute('aria-valuenow')),
                min: Number(d.getAttribute('aria-valuemin')), max: Number(d.getAttribute('aria-valuemax')),
                label: d.getAttribute('aria-label'), role: d.getAttribute('role'), tabindex: d.tabIndex,
                box: { x: r.x, y: r.y, width: r.width, height: r.height } }; })""")

    def wait_divider(self, index, test, what):
        """Waits until divider `index`'s aria-valuenow passes the JS `test(now)`; returns it."""
        return self.driver.wait(
            f"(i) => {{ const now = Number(document.querySelector(`.divider[data-index='${{i}}']`)?.getAttribute('aria-valuenow'));"
            f" return ({test})(now) && now; }}", index, what=f"divider {index}: {what}")

    # --- acting ---

    def choose_layout(self, number):
        """Taps the row's button for `number`, or chooses it in the catalogue sheet."""
        if self.driver.js("(n) => !document.querySelector(`.layouts .layout[data-layout='${n}']`)", number):
            self.driver.click("#open-catalogue")
            self.driver.wait("() => document.getElementById('catalogue').open", what="the catalogue")
            self.driver.click(f'#catalogue .layout[data-layout="{number}"]')
            self.driver.wait("() => !document.getElementById('catalogue').open", what="the catalogue to close")
        else:
            self.driver.click(f'.layouts .layout[data-layout="{number}"]')
        self.driver.wait("(n) => document.querySelector(`.layouts .layout[data-layout='${n}']`)?.ariaPressed === 'true'",
                         number, what=f"layout {number} pressed")

    def open_frame_sheet(self):
        self.driver.click("#open-frame")
        self.driver.wait("() => document.getElementById('frame-sheet').open", what="the shape and frame sheet")

    def close_frame_sheet(self):
        """Closes the sheet and waits for its close event, which gives the focus back to its
        button a task after the sheet closed (a cell focused before it would lose the focus)."""
        self.driver.js("() => { window.__sheetClosed = false; document.getElementById('frame-sheet')"
                       ".addEventListener('close', () => { window.__sheetClosed = true; }, { once: true }); }")
        self.driver.click('#frame-sheet [data-action="close"]')
        self.driver.wait("() => window.__sheetClosed", what="the sheet to close")

    def photo_control(self, label):
        """Opens the photos' sheet, presses the control named `label` ("Turn the bottom photo
        right") and closes the sheet again (Replace closes it itself: the picker opens)."""
        self.driver.click("#open-photos")
        self.driver.wait("() => document.getElementById('photo-sheet').open", what="the photos' sheet")
        self.driver.click(f'#photo-sheet [aria-label="{label}"]')
        if self.driver.js("() => document.getElementById('photo-sheet').open"):
            self.driver.js("() => { window.__sheetClosed = false; document.getElementById('photo-sheet')"
                           ".addEventListener('close', () => { window.__sheetClosed = true; }, { once: true }); }")
            self.driver.click('#photo-sheet [data-action="close"]')
            self.driver.wait("() => window.__sheetClosed", what="the photos' sheet to close")

    def orientations(self):
        """Each slot's orientation as its cell shows it (EXIF 1–8), None for a cell with no photo."""
        return self.driver.js("() => [...document.querySelectorAll('.cell')].map((c) => c.dataset.orientation ? Number(c.dataset.orientation) : null)")

    def wait_orientations(self, expected, what):
        """Waits until the slots' orientations start with `expected` (None: no photo)."""
        return until(lambda: self.orientations()[:len(expected)] == list(expected), what=f"{self.driver.name}: {what} {expected}")

    def choose_format(self, code):
        """Chooses a PictureFormat in the shape and frame sheet, and closes it."""
        self.open_frame_sheet()
        self.driver.click(f'#formats [data-format="{code}"]')
        self.driver.wait("(c) => document.getElementById('grid').dataset.format === String(c)", code, what=f"format {code}")
        self.close_frame_sheet()

    def set_slider(self, selector, value, step=5):
        """Moves a range input to `value` with the keyboard (Home, then arrows), as a person can
        (focused as Tab would: a tap on a slider moves it, and a touch does not always focus it)."""
        highest = int(self.driver.js("(s) => { const e = document.querySelector(s); e.focus(); return e.max; }", selector))
        if value <= highest / 2:  # from the nearer end, as a person would
            self.driver.press("Home")
            presses, key = value // step, "ArrowRight"
        else:
            self.driver.press("End")
            presses, key = (highest - value) // step, "ArrowLeft"
        for _ in range(presses):
            self.driver.press(key)
        self.driver.wait("([s, v]) => document.querySelector(s).value === String(v)", [selector, value],
                         what=f"{selector} at {value}")

    def frame(self):
        """The frame as the reducer holds it: {spacing, colour, radius}."""
        return self.driver.js("() => JSON.parse(document.body.dataset.frame)")

    def pick(self, slot, photo, *, expect_success=True):
        before = self.cell_version(slot)
        self.driver.choose_file(lambda: self.driver.click(f'.cell[data-slot="{slot}"]'), photo.path)
        if expect_success:
            self.driver.wait(
                "([s, before]) => { const v = document.querySelector(`.cell[data-slot='${s}']`).dataset.version;"
                " return v && v !== before; }", [slot, before], what=f"a photo in slot {slot}")
        else:
            self.driver.wait("() => document.getElementById('message').textContent !== ''", what="a message")

    def fill(self, by_slot):
        for slot, name in by_slot.items():
            self.pick(slot, self.photos[name])

    def share_direction(self, orientation=None):
        return "up" if (orientation or self.orientation) == "portrait" else "left"

    def wait_picture(self, timeout=30):
        """Waits until the picture of the grid as it is now is made (a share can follow at once)."""
        self.driver.wait("() => document.body.dataset.pictureReady === 'true'", timeout=timeout,
                         what="the picture to be ready")

    def grid_complete(self):
        return self.driver.js(
            "() => [...document.querySelectorAll('.cell:not([hidden])')]"
            ".every(c => c.classList.contains('is-filled') && !c.classList.contains('is-loading'))")

    def swipe(self, direction, distance=160, steps=8, ready=None):
        """A swipe from the grid's centre, or, where a divider's hit area lies there (the spec's
        layouts have a gutter across the middle), from the middle of the cell under the centre's
        row or column: a press on a divider that then moves across it is the divider's drag,
        unless it lands already moving, and WebDriver's engines cannot promise that pace under
        load. Touch where the engine has it, else a mouse drag. With a complete grid it first
        waits for the picture, as a person sees the grid settle (`ready=False` swipes at once)."""
        if ready or (ready is None and self.grid_complete()):
            self.wait_picture()
        box = self.rect("#grid")
        x0, y0 = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        away = self.driver.js("""([x, y]) => {
            const hit = [...document.querySelectorAll('.divider:not([hidden])')].some((d) => {
                const r = d.getBoundingClientRect(); return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom; });
            if (!hit) return null;
            const cells = [...document.querySelectorAll('.cell:not([hidden])')].map((c) => c.getBoundingClientRect());
            const cell = cells.sort((a, b) => Math.hypot(a.x + a.width / 2 - x, a.y + a.height / 2 - y)
                - Math.hypot(b.x + b.width / 2 - x, b.y + b.height / 2 - y))[0];
            return cell ? [cell.x + cell.width / 2, cell.y + cell.height / 2] : null; }""", [x0, y0])
        if away:
            x0, y0 = away
        dx, dy = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[direction]
        self.driver.drag([(x0 + dx * distance * i / steps, y0 + dy * distance * i / steps) for i in range(steps + 1)])

    def set_share_mode(self, mode):
        self.driver.js("(m) => { window.__shareMode = m; }", mode)

    def shares(self):
        return self.driver.js("() => window.__shares")

    def wait_share(self, count=1, timeout=20):
        self.driver.wait("(n) => window.__shares.length >= n && window.__shares.every(s => s.done)",
                         count, timeout=timeout, what=f"{count} share call(s)")
        return self.shares()

    # --- the hostile pass: reloads mid-flow, held workers, files by path ---

    def reload(self):
        """Reloads as a person does (location.reload(), through the service worker) and waits
        until the page is ready again."""
        before = self.driver.js("() => performance.timeOrigin")
        try:
            self.driver.js("() => { setTimeout(() => location.reload(), 0); }")
        except Exception:  # noqa: BLE001 — the reload began before the driver read the result
            # (WebKitGTK's WebDriver then says "Could not parse script result"); the wait below
            # checks that a new page loaded.
            pass
        self.driver.wait("(t) => performance.timeOrigin !== t && document.body.dataset.ready === 'true'", before,
                         what="the page, loaded again")
        self.wait_ready()

    def reload_at_once(self, read):
        """Runs the JS `read()` and reloads in the same task, so nothing the page started after
        the last change can finish first; returns what `read` gave (kept in sessionStorage across
        the reload, as a driver may lose the script's result to the reload) once the page is
        ready again."""
        before = self.driver.js("() => performance.timeOrigin")
        try:
            self.driver.js(f"() => {{ sessionStorage.setItem('test-read', ({read})());"
                           " setTimeout(() => location.reload(), 0); }")
        except Exception:  # noqa: BLE001 — the reload began before the driver read the result (see reload)
            pass
        self.driver.wait("(t) => performance.timeOrigin !== t && document.body.dataset.ready === 'true'", before,
                         what="the page, loaded again")
        self.wait_ready()
        return self.driver.js("() => sessionStorage.getItem('test-read')")

    def hold(self, across_reloads=False):
        """Holds back every message of the server's held workers (`held_workers`) until
        release() (or a reload, unless `across_reloads`); returns once every running one holds
        (one started later asks, and holds from its start)."""
        self._tell_held_workers("hold", across_reloads)

    def release(self):
        self._tell_held_workers("go", False)

    def _tell_held_workers(self, word, across_reloads):
        self.driver.js("(w, keep) => { window.__hold(w, keep); return true; }", word, across_reloads)
        self.driver.wait("(holding) => Object.values(window.__held).every((w) => w.holding === holding)",
                         word == "hold", what=f"the held workers to {word}")

    def pick_file(self, slot, path):
        """Chooses the file at `path` for `slot` and returns at once (the load may be under way)."""
        self.driver.choose_file(lambda: self.driver.click(f'.cell[data-slot="{slot}"]'), path)

    # --- several photos at once: picked, dropped, pasted ---

    def pick_several(self, slot, photos):
        """Taps `slot`'s cell and chooses the files of `photos`, in that order, in the picker it
        opens (the file input itself, as each driver fills it); returns at once."""
        self.driver.choose_files(lambda: self.driver.click(f'.cell[data-slot="{slot}"]'), [p.path for p in photos])

    # A DataTransfer holding `files` ([name, type, base64 bytes]) and `text` (a string item, or
    # null), made in the page: what a drop or a paste from another app carries.
    TRANSFER_JS = """(files, text) => { const data = new DataTransfer();
        for (const [name, type, base64] of files) {
            data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type })); }
        if (text !== null) data.items.add(text, 'text/plain');
        return data; }"""

    @staticmethod
    def _files(photos):
        return [[p.path.name, {".png": "image/png"}.get(p.path.suffix, "image/jpeg"),
                 base64.b64encode(p.path.read_bytes()).decode()] for p in photos]

    def drag_files_over(self, point, photos, text=None):
        """Files (`photos`, and `text` as a string item) dragged from another app over `point`
        (x, y): dragenter and dragover at the element there. No driver here can drag files from
        the desktop into the page (WebDriver and CDP drags stay inside the page, and carry no
        files), so the DragEvents are dispatched in the page, each with the DataTransfer a real
        drag carries. Returns {prevented: the page took the dragover (so the browser opens no file
        in its place), targets: the elements marked as where the files would go ('grid' or a
        cell's slot), dropping: the frame glows}. (The dropEffect the page chooses is not read:
        a DataTransfer made by script ignores it in Chromium.)"""
        return self.driver.js(f"""([x, y], files, text) => {{
            const data = ({self.TRANSFER_JS})(files, text);
            window.__drag = {{ x, y, data }};
            const target = document.elementFromPoint(x, y);
            const init = {{ bubbles: true, cancelable: true, clientX: x, clientY: y, dataTransfer: data }};
            target.dispatchEvent(new DragEvent('dragenter', init));
            const over = new DragEvent('dragover', init);
            target.dispatchEvent(over);
            return {{ prevented: over.defaultPrevented,
                targets: [...document.querySelectorAll('.is-drop-target')].map((e) => e.dataset.slot ?? e.id),
                dropping: document.getElementById('grid').classList.contains('is-dropping') }}; }}""",
            list(point), self._files(photos), text)

    def drop_files(self):
        """Drops what drag_files_over carries where it is (the drop event, dispatched in the page
        likewise); returns the elements still marked as targets after it (none)."""
        return self.driver.js("""() => { const { x, y, data } = window.__drag;
            document.elementFromPoint(x, y).dispatchEvent(new DragEvent('drop',
                { bubbles: true, cancelable: true, clientX: x, clientY: y, dataTransfer: data }));
            return [...document.querySelectorAll('.is-drop-target, .is-dropping')].map((e) => e.dataset.slot ?? e.id); }""")

    def paste_files(self, photos, text=None):
        """⌘/Ctrl + V of `photos` (and `text`) copied in another app, at the focused element. The
        drivers' key presses reach the page, but the clipboard they would paste is the system's,
        which no driver here can fill with files; so the paste event is dispatched in the page
        with the DataTransfer a real paste carries. Returns whether the page took it."""
        return self.driver.js(f"""(files, text) => {{
            const data = ({self.TRANSFER_JS})(files, text);
            const paste = new ClipboardEvent('paste', {{ bubbles: true, cancelable: true, clipboardData: data }});
            // Firefox's constructor gives the event a DataTransfer of its own, empty (it takes
            // only its own init's one string, `dataType` and `data`): the event then carries
            // the DataTransfer it was given as an own property, as the others' does.
            if (paste.clipboardData !== data) Object.defineProperty(paste, 'clipboardData', {{ value: data }});
            (document.activeElement ?? document.body).dispatchEvent(paste);
            return paste.defaultPrevented; }}""", self._files(photos), text)

    def wait_message(self, words, timeout=15):
        self.driver.wait("(w) => document.getElementById('message').textContent.includes(w)", words,
                         timeout=timeout, what=f"the message {words!r}")

    def said(self):
        """Every text the message has shown since the page loaded, in order (the hook)."""
        return self.driver.js("() => window.__said")

    def wait_said(self, words, timeout=15):
        """Waits until the message says `words` or has said them: a notice of the page's own
        fades after the core's passing time (8 s), which what a test does meanwhile may outlast."""
        self.driver.wait("(w) => window.__said.some((text) => text.includes(w))", words,
                         timeout=timeout, what=f"the message {words!r}, now or before")

    def wait_loading(self, slot):
        self.driver.wait("(s) => document.querySelector(`.cell[data-slot='${s}']`).classList.contains('is-loading')",
                         slot, what=f"slot {slot} loading")

    def filled_slots(self):
        """The visible slots that show a photo and are not loading."""
        return self.driver.js(
            "() => [...document.querySelectorAll('.cell.is-filled:not(.is-loading):not([hidden])')].map(c => Number(c.dataset.slot))")

    def wait_filled(self, slots, timeout=30):
        self.driver.wait(
            "(want) => JSON.stringify([...document.querySelectorAll('.cell.is-filled:not(.is-loading):not([hidden])')]"
            ".map(c => Number(c.dataset.slot)).sort((a, b) => a - b)) === JSON.stringify(want)"
            " && !document.querySelector('.cell.is-loading:not([hidden])')",
            sorted(slots), timeout=timeout, what=f"photos in slots {sorted(slots)} and nothing shown loading")

    def versions(self):
        return self.driver.js("() => [...document.querySelectorAll('.cell')].map(c => c.dataset.version ?? null)")

    # --- drafts and tabs ---

    @staticmethod
    def _with_kept_draft(use):
        """A script giving `use(draft, ...its arguments)`, `draft` being this tab's kept draft as a
        reload would find it: the newer of its documents (IndexedDB, under the id in the tab's
        sessionStorage, and localStorage) with `bytes(photo)` and `thumb(photo)`, a photo's stored
        bytes and thumbnail ({bytes, type} or null); or null if nothing is kept."""
        return f"""async (...args) => {{
            {READ_SAVED}
            const id = sessionStorage.getItem('instagrid-draft');
            const db = await new Promise((resolve, reject) => {{
                const open = indexedDB.open('instagrid'); open.onsuccess = () => resolve(open.result); open.onerror = reject; }});
            const get = (key) => new Promise((resolve) => {{
                const read = db.transaction('drafts').objectStore('drafts').get(key);
                read.onsuccess = () => resolve(read.result ?? null); read.onerror = () => resolve(null); }});
            try {{
                const stored = await get(id ?? '');
                const written = JSON.parse(localStorage.getItem(`instagrid-document:${{id}}`) ?? 'null');
                const newer = written && (!stored || written.savedAt > stored.savedAt) ? written : stored;
                const document = newer?.version === 3 ? {{ ...newer, ...readSaved(newer.saved) }} : newer;
                const draft = document && {{ ...document, bytes: (photo) => get(`${{id}}/photo/${{photo}}`),
                    thumb: (photo) => get(`${{id}}/thumb/${{photo}}`) }};
                return await ({use})(draft, ...args);
            }} finally {{ db.close(); }}
        }}"""

    def kept(self):
        """This tab's kept draft as a reload would find it, as {layout, sizes, zooms, past, steps,
        kept} (each slot's stored byte count or None, its zoom in millionths; the history's
        steps, how many Undo goes through, and how many photos only it holds that are stored);
        None if nothing is kept."""
        return self.driver.js(self._with_kept_draft("""async (draft) => {
            if (!draft) return null;
            const size = async (photo) => photo ? (await draft.bytes(photo))?.bytes.byteLength ?? null : null;
            const inGrid = new Set(draft.photos);
            const aside = new Set(draft.history.steps.flatMap((step) => step.slots.map((s) => s?.photo)).filter((p) => p && !inGrid.has(p)));
            return { layout: draft.layout, sizes: await Promise.all(draft.photos.map(size)),
                zooms: draft.framings.map((f) => f?.zoom ?? null), past: draft.history.past, steps: draft.history.steps.length,
                kept: (await Promise.all([...aside].map(size))).filter(Boolean).length }; }"""))

    def kept_photo_size(self, slot):
        """The size of the photo the kept draft stores for `slot`, (width, height) as decoded here,
        or None: for a copy the page made (no EXIF turn), the size it shows at."""
        size = self.driver.js(self._with_kept_draft("""async (draft, slot) => {
            const kept = draft?.photos[slot] ? await draft.bytes(draft.photos[slot]) : null;
            if (!kept) return null;
            const bitmap = await createImageBitmap(new Blob([kept.bytes], { type: kept.type }));
            const size = [bitmap.width, bitmap.height];
            bitmap.close();
            return size; }"""), slot)
        return tuple(size) if size else None

    def kept_images(self, slot):
        """The kept draft's copy of `slot`'s photo and its thumbnail, as Pillow images with
        their ICC profiles: {"copy": image, "thumbnail": image} (either absent where not kept)."""
        kept = self.driver.js(self._with_kept_draft("""async (draft, slot) => {
            const photo = draft?.photos[slot];
            const encoded = async (stored) => {
                if (!stored) return null;
                const bytes = new Uint8Array(stored.bytes);
                let text = '';
                for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
                return btoa(text);
            };
            return photo ? { copy: await encoded(await draft.bytes(photo)), thumbnail: await encoded(await draft.thumb(photo)) } : null; }"""), slot)
        return {kind: Image.open(io.BytesIO(base64.b64decode(data))) for kind, data in (kept or {}).items() if data}

    def wait_kept(self, test, what, timeout=15):
        """Waits until `test(self.kept())` holds: the draft is written a moment after a change. A
        timeout names the draft last seen, the photos' writes (kept or refused, and why) and what
        the page said."""
        seen = []

        def check():
            seen[:] = [self.kept()]
            return seen[0] if test(seen[0]) else None
        try:
            return until(check, timeout=timeout, what=f"{self.driver.name}: the draft to keep {what}")
        except Timeout as timeout_error:
            writes = self.driver.js(
                "() => performance.getEntries().filter((m) => /^instagrid:draft-photo-/.test(m.name))"
                ".map((m) => [Math.round(m.startTime), m.name.slice(10), m.detail])")
            raise Timeout(f"{timeout_error}; the draft kept: {seen[0] if seen else 'never read'}; the photos' writes:"
                          f" {writes}; the page said: {self.said()}") from None

    def draft_writes(self):
        """Every draft this page wrote, in order: [{at: ms, photos: how many}] (the test hook)."""
        return self.driver.js("() => window.__draftWrites")

    def open_tab(self):
        """Opens the page in a second tab of the same browser and waits until it is ready."""
        handle = self.driver.open_tab(self.server.origin + "/")
        self.driver.resize(self.orientation)
        self.wait_ready()
        return handle

    def focused(self):
        """The focused element as '#id', '.cell[slot]', '.divider[index]' or '.layout[number]' (or its
        tag name)."""
        return self.driver.js("""() => { const e = document.activeElement;
            return e?.id ? `#${e.id}` : e?.classList.contains('cell') ? `.cell[${e.dataset.slot}]`
                : e?.classList.contains('divider') ? `.divider[${e.dataset.index}]`
                : e?.classList.contains('layout') ? `.layout[${e.dataset.layout}]` : e?.tagName ?? null; }""")

    def drawn_cells(self):
        """What each visible filled cell's canvas holds, read back from the canvas itself in sRGB
        (a cell may be drawn in Display P3):
        {slot: {opaque: fraction of opaque pixels, corner: [r, g, b] 3 px in, centre: [r, g, b]}}."""
        return self.driver.js("""() => Object.fromEntries([...document.querySelectorAll('.cell.is-filled:not([hidden])')]
            .map((cell) => {
                const canvas = cell.querySelector('canvas');
                if (!canvas || !canvas.width || !canvas.height) return [cell.dataset.slot, { opaque: 0, corner: null }];
                const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height, { colorSpace: 'srgb' }).data;
                let opaque = 0;
                for (let i = 3; i < data.length; i += 4) if (data[i] === 255) opaque++;
                const rgb = (x, y) => [...data.slice((y * canvas.width + x) * 4, (y * canvas.width + x) * 4 + 3)];
                return [cell.dataset.slot, { opaque: opaque / (data.length / 4), corner: rgb(3, 3),
                    centre: rgb(canvas.width >> 1, canvas.height >> 1) }];
            }))""")

    def assert_cells_show(self, by_slot, label):
        """Every visible filled cell shows its photo, centred: opaque throughout, the photo's
        colour at its corner and its marker in the middle, in the canvas and on screen."""
        drawn = {int(slot): cell for slot, cell in self.drawn_cells().items()}
        visible = set(self.visible_slots())
        assert set(drawn) == {slot for slot in by_slot if slot in visible}, f"{label}: filled cells {sorted(drawn)}"
        for slot, cell in drawn.items():
            photo = self.photos[by_slot[slot]]
            assert cell["opaque"] == 1 and near(cell["corner"], photo.colour) and near(cell["centre"], photo.marker), \
                f"{label}: slot {slot}'s canvas holds {cell}"
            assert near(self.colour_at(slot, 0.05, 0.05), photo.colour), f"{label}: slot {slot} on screen"
            assert near(self.colour_at(slot, 0.5, 0.5), photo.marker), f"{label}: slot {slot}'s centre on screen"

    def colour_at(self, slot, fx, fy):
        """The on-screen colour at a fraction (fx, fy) of a cell."""
        image = self.cell_image(slot).convert("RGB")
        return image.getpixel((min(image.width - 1, int(image.width * fx)), min(image.height - 1, int(image.height * fy))))



def shared_file(share):
    """The shared picture as its file holds it: its levels in its own colour space."""
    return Image.open(io.BytesIO(base64.b64decode(share["files"][0]["base64"])))


def shared_image(share):
    """The shared picture in sRGB, as a viewer shows it: a Display P3 picture (where the
    engine has P3 canvases) is converted through its own profile; an sRGB one is as it is."""
    image = shared_file(share)
    if not (p3.profile_name(image) or "sRGB").startswith("sRGB"):  # WebKitGTK tags its sRGB ones
        p3.convert_to_srgb(image)
    return image


def cli_path():
    candidates = [os.environ.get("INSTAGRID_CLI"), REPO / ".build/release/instagrid", REPO / ".build/debug/instagrid"]
    for candidate in candidates:
        if candidate and pathlib.Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return pathlib.Path(candidate)
    raise AssertionError("instagrid CLI not built (make test builds it; or set INSTAGRID_CLI)")


def cli_picture(layout, size, photos, *, aspect=None, frame=None, dividers=None):
    """`instagrid compose` of `photos` (in cell order); `aspect` 'W:H', `frame` {spacing, colour,
    radius} as the page's state holds it (thousandths, 0xRRGGBB), `dividers` {N: fraction} (N
    from 1, as the CLI numbers them) moved."""
    options = ["--aspect", aspect] if aspect else []
    for number, fraction in (dividers or {}).items():
        options += ["--divider", f"{number}={fraction}"]
    if frame:
        options += ["--spacing", str(frame["spacing"] / 10), "--radius", str(frame["radius"] / 10),
                    "--colour", f"#{frame['colour']:06x}"]
    with tempfile.TemporaryDirectory() as folder:
        out = pathlib.Path(folder) / "cli.ppm"
        subprocess.run(
            [str(cli_path()), "compose", "--layout", str(layout), "--size", str(size), *options,
             *[str(photo.ppm) for photo in photos], "-o", str(out)],
            check=True, capture_output=True, timeout=120,
        )
        return Image.open(out).convert("RGB")



def cli_fit(sizes, size, *, aspect=None):
    """What `instagrid layouts --fit` makes for photos of `sizes` ((width, height) as shown, the
    first in slot 0) on a picture of short side `size`: {form, cells, kept, width, height}."""
    options = ["--aspect", aspect] if aspect else []
    listed = subprocess.run([str(cli_path()), "layouts", "--fit", ",".join(f"{w}x{h}" for w, h in sizes),
                             "--size", str(size), *options, "--json"], check=True, capture_output=True, timeout=60, text=True)
    return json.loads(listed.stdout)


def cli_form(layout, dividers):
    """The textual form `instagrid layouts` gives `layout` with `dividers` {N: fraction} moved."""
    options = [item for number, fraction in dividers.items() for item in ("--divider", f"{number}={fraction}")]
    listed = subprocess.run([str(cli_path()), "layouts", "--layout", str(layout), *options, "--json"],
                            check=True, capture_output=True, timeout=60, text=True)
    return json.loads(listed.stdout)["form"]


def reframe_and_wait(app, gesture, test="() => true"):
    """Runs `gesture` and waits for the picture made once the framing it left has settled (for
    which the JS `test(framings)` holds); returns that picture's framings (per slot, in millionths).
    A picture of the framings before the gesture does not count: one may still come after it
    (the sharp region of an earlier zoom)."""
    before = app.pictures()
    old = json.dumps((app.picture_detail() or {}).get("framings"))
    gesture()
    return app.wait_new_picture(
        before, f"(d) => JSON.stringify(d.framings) !== JSON.stringify({old}) && ({test})(d.framings)",
        what="the picture, reframed")["framings"]


def cell_centre(app, slot):
    box = app.rect(f'.cell[data-slot="{slot}"]')
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def exported_cell(app, picture, slot):
    """`slot`'s cell cut from the exported picture, where the core lays it out."""
    cell = app.driver.js(
        "async (slot, size) => { const { loadCore } = await import('./js/core/core.js'); const core = await loadCore();"
        " const layout = document.getElementById('grid').dataset.form;"
        " const format = Number(document.getElementById('grid').dataset.format);"
        " const side = Math.min(size.width, size.height); const frame = JSON.parse(document.body.dataset.frame);"
        " return core.cells({ layout, format, side, frame }).find((c) => c.slot === slot); }",
        slot, {"width": picture.width, "height": picture.height})
    return picture.crop((cell["x"], cell["y"], cell["x"] + cell["width"], cell["y"] + cell["height"]))


def marker_box(image):
    """The black marker's bounds in `image` as fractions of its size: (left, top, right, bottom)."""
    box = image.convert("L").point(lambda v: 255 if v < 40 else 0).getbbox()
    assert box, "no marker in the cell"
    return (box[0] / image.width, box[1] / image.height, box[2] / image.width, box[3] / image.height)


def cli_framed_picture(layout, size, photos, framings, orientations=None):
    """`instagrid compose` of `photos` (in cell order), each with its framing in millionths and
    its orientation (EXIF 1–8; `orientations` None: each upright)."""
    arguments = []
    for photo, f, turn in zip(photos, framings, orientations or [1] * len(photos)):
        arguments += ["--orientation", str(turn)] if turn != 1 else []
        arguments += ["--frame", f"{f['zoom'] / 1e6}@{f['focusX'] / 1e6},{f['focusY'] / 1e6}", str(photo.ppm)]
    with tempfile.TemporaryDirectory() as folder:
        out = pathlib.Path(folder) / "cli.ppm"
        subprocess.run([str(cli_path()), "compose", "--layout", str(layout), "--size", str(size), *arguments,
                        "-o", str(out)], check=True, capture_output=True, timeout=120)
        return Image.open(out).convert("RGB")

