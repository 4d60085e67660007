"""The page as an app: accessible names (Chromium's accessibility tree), a worker that crashes,
offline use through the service worker's file list, installability, the CSP, the page's
weight, the keyboard's visible focus, and the server a download dropped by the browser."""

import functools
import http.server
import json
import pathlib
import re
import time
import urllib.error
import urllib.request

from PIL import Image

from engines.app import shared_image
from engines.server import PageServer, fresh_origin_server, serve  # serve: scripts/serve.py, the server `make run` starts
from support import devices

WEB = pathlib.Path(__file__).resolve().parents[2] / "web"


# Chromium-only: the accessibility tree comes from CDP, the roles and names from Playwright.
def test_every_control_has_an_accessible_name(open_app):
    app = open_app(devices.SMALLEST, "portrait")
    page = app.driver.page
    tree = app.driver.cdp.send("Accessibility.getFullAXTree")["nodes"]
    controls = [
        node for node in tree
        if not node.get("ignored") and node.get("role", {}).get("value") in ("button", "combobox", "checkbox", "link", "textbox")
    ]
    assert len(controls) >= 8  # share, 3 cells, 3 layouts, size
    for node in controls:
        assert node.get("name", {}).get("value", "").strip(), f"unnamed control: {node}"

    assert page.get_by_role("button", name="Swipe up to share").count() == 1
    assert page.get_by_role("button", name="Add a photo, top left").count() == 1
    assert page.get_by_role("button", name="Add a photo, top right").count() == 1
    assert page.get_by_role("button", name="Add a photo, bottom").count() == 1
    assert page.get_by_role("button", name=re.compile(r"^Layout 1: Wide on top, two below$")).count() == 1
    assert page.get_by_role("button", name=re.compile(r"^Layout 2: Two on top, wide below$")).count() == 1
    assert page.get_by_role("button", name=re.compile(r"^Layout 3: Four squares$")).count() == 1
    assert page.get_by_role("button", name="All layouts").count() == 1
    assert page.get_by_role("button", name="Shape and frame").count() == 1
    assert page.get_by_role("combobox", name="Picture size").count() == 1
    assert page.get_by_role("status").count() == 1
    snapshot = page.locator("body").aria_snapshot()
    assert 'heading "Instagrid"' in snapshot
    assert 'button "Layout 2: Two on top, wide below" [pressed]' in snapshot


# Chromium-only: MiniBrowser's window under Xvfb never has the focus (document.hasFocus() is
# false), so :focus-visible never matches there.
def test_focus_is_visible(open_app):
    app = open_app(devices.SMALLEST, "portrait")
    for _ in range(8):
        app.driver.press("Tab")
        if app.driver.js("() => document.activeElement.classList.contains('divider')"):
            # A divider shows its focus as its line along the gutter (a ring around its 44 px
            # hit area would lie over the cells' edges), once its fade-in is over.
            app.driver.wait("() => getComputedStyle(document.activeElement, '::after').opacity === '1'",
                            what="a focused divider's line")
            continue
        name, style, width = app.driver.js(
            "() => { const e = document.activeElement, s = getComputedStyle(e);"
            " return [e.id || e.className || e.tagName, s.outlineStyle, parseFloat(s.outlineWidth)]; }")
        assert style != "none" and width >= 2, f"no visible focus on {name}: {style} {width}"


# Chromium-only: a Playwright route serves the first compose worker with a crash in front and
# the restarted one as it is (behind a service worker every start would get the same file).
def test_a_crashing_worker_is_reported_restarted_and_photos_stay(open_app):
    # The first compose worker throws on its first render; the restarted one is the real one.
    app = open_app(devices.LARGEST, "portrait", expect_errors=True, service_workers="block")
    served = []

    def crash_first(route):
        response = route.fetch()
        body = response.text()
        served.append(route.request.url)
        if len(served) == 1:
            body = (
                "let crashed = false;\n"
                "self.addEventListener('message', (event) => {\n"
                "  if (event.data?.type === 'render' && !crashed) {\n"
                "    crashed = true; event.stopImmediatePropagation(); throw new Error('injected crash');\n"
                "  }\n"
                "});\n" + body
            )
        route.fulfill(response=response, body=body)

    app.driver.page.route("**/worker/compose-worker.js", crash_first)
    app.open()  # again, now that the route is in place
    app.fill({0: "red", 1: "green", 2: "orange"})
    app.wait_message("went wrong")
    assert "photos are still here" in app.message()
    for slot in (0, 1, 2):
        assert app.cell_version(slot), "the photos stay"
    app.swipe("up")
    (share,) = app.wait_share()
    assert len(served) >= 2, "the worker was started again"
    assert shared_image(share).size == (2048, 2048)
    app.wait_phase("idle")
    unexpected = [e for e in app.driver.problems() if "injected crash" not in e]
    assert not unexpected, unexpected


def test_the_service_worker_caches_every_file_of_the_page():
    source = (WEB / "sw.js").read_text()
    listed = set(re.findall(r"^\s*'([^']+)',$", source, re.M))
    files = {
        str(path.relative_to(WEB))
        for path in WEB.rglob("*")
        if path.is_file() and path.suffix not in (".md", ".txt") and path.name != "sw.js"
    }
    files |= {"instagrid.wasm", "instagrid-scalar.wasm", "instagrid-wasm2js.js"}  # built, not committed
    assert files <= listed | {"./"}, f"not cached for offline use: {sorted(files - listed)}"
    assert listed - {"./"} <= files, f"cached but missing: {sorted(listed - {'./'} - files)}"
    assert re.search(r"const VERSION = 'instagrid-v\d+'", source), "the cache name is versioned"


def test_installable_manifest_and_icons(open_app):
    app = open_app(devices.SMALLEST, "portrait")
    page = app.driver.page
    manifest = json.loads((WEB / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for href in [icon["src"] for icon in manifest["icons"]] + [
        page.get_attribute('link[rel="apple-touch-icon"]', "href"),
        page.get_attribute('link[rel="icon"]', "href"),
        page.get_attribute('link[rel="manifest"]', "href"),
    ]:
        response = page.request.get(f"{app.server.origin}/{href}")
        assert response.ok, href
    assert Image.open(WEB / "icons/apple-touch-icon.png").size == (180, 180)
    assert Image.open(WEB / "icons/icon-192.png").size == (192, 192)
    assert Image.open(WEB / "icons/icon-512.png").size == (512, 512)


def test_content_security_policy_allows_only_the_page_itself():
    html = (WEB / "index.html").read_text()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
    directives = dict(part.strip().split(" ", 1) for part in csp.split(";"))
    assert directives["default-src"] == "'self'"
    assert directives["script-src"] == "'self' 'wasm-unsafe-eval'"
    for name, value in directives.items():
        assert "http" not in value and "*" not in value and "unsafe-inline" not in value, (name, value)
    assert not re.search(r"https?://(?!www\.w3\.org)", html), "no third-party address in the page"


# Chromium-only: one engine's resource timing is enough to weigh the page.
def test_page_weight(open_app, record_property):
    """Everything the page fetches on a first visit (reported; it is small)."""
    app = open_app(devices.SMALLEST, "portrait")
    # What the page fetches itself (the test's own scripts, in /__test__/, are not the page's),
    # each file once: a module the page and a worker both import is listed twice, a number of
    # times that depends on how far the workers have got.
    page_bytes = (
        "() => { const sizes = new Map(); for (const e of performance.getEntriesByType('resource'))"
        " if (!e.name.includes('/__test__/')) sizes.set(e.name, Math.max(sizes.get(e.name) ?? 0, e.encodedBodySize));"
        " return [...sizes.values()].reduce((sum, size) => sum + size, 0)"
        " + performance.getEntriesByType('navigation')[0].encodedBodySize; }"
    )
    # Measured once the workers have fetched their modules too: the same total a second apart.
    totals = [app.driver.js(page_bytes)]
    while len(totals) < 3 or totals[-1] != totals[-2]:
        time.sleep(1)
        totals.append(app.driver.js(page_bytes))
        assert len(totals) < 15, f"the page went on fetching: {totals}"
    total = totals[-1]
    record_property("page_bytes", total)
    print(f"\npage weight: {total} bytes")
    # 500 KB: 491 KB measured. The module is 115 KB of it since it holds Undo's history and the
    # iPhone's limits (it was 88 KB), and 119 KB with layouts as trees of splits; decoding to
    # each cell's need under the canvas ceiling, painting the picture in bands and the draft
    # copies' scheduling added 20 KB of script, most of it comments; the focus kept for keys,
    # messages fitted to their box and a slide that ends without frames, 6 KB; drafts kept in
    # two parts (the document at once, each photo's bytes by itself, a full device's words,
    # drafts of older pages read), 25 KB. Moving web/js into folders added nothing but paths.
    # 600 KB: layouts as trees of splits with their dividers and the draft's saved form written by
    # the core took the module from 119 to 157 KB, and the dividers on the page (their layer,
    # their hands, their words) added 25 KB of script: 566 KB measured.
    # 640 KB: turning and mirroring in the core and the compositor (10 KB of module), the
    # photos' sheet and its keys, Display P3 kept for photos in sRGB and the files split by
    # concern (about 35 KB of script, most of it comments): 611 KB measured.
    # 720 KB: nine slots, the layouts made for the photos and picks of several photos in the
    # core (171 → 219 KB of module: the search is double arithmetic), the sheet's made layouts,
    # drops and pastes (about 30 KB of script and style): 688 KB measured.
    assert total < 720_000


def test_the_live_region_says_the_newest_words_when_the_same_words_came_just_before(open_app):
    """The same words twice are emptied and said again a frame later (to be announced again);
    words said within that frame win over the repeat. Two undos of one kind then another in
    quick succession once left the older words on screen."""
    app = open_app(devices.SMALLEST, "portrait")
    said = app.driver.js(
        "async () => { const { Announcer } = await import('./js/screen/messages.js');"
        " const region = document.createElement('p'), spoken = document.createElement('p');"
        " const announcer = new Announcer(region, spoken); const frame = () => new Promise(requestAnimationFrame);"
        " announcer.say('Undid: frame colour.'); announcer.say('Undid: frame colour.'); announcer.say('Undid: corners.');"
        " announcer.speak('Layout 3.'); announcer.speak('Layout 4.');"
        " await frame(); await frame(); const newest = [region.textContent, spoken.textContent];"
        " announcer.say('Undid: corners.'); const emptied = region.textContent; await frame(); await frame();"
        " return [...newest, emptied, region.textContent]; }")
    assert said == ["Undid: corners.", "Layout 4.", "", "Undid: corners."], said


def test_an_effect_the_page_does_not_know_fails_loudly(open_app):
    """Every effect the core returns is performed; one the page has no code for (the core and
    the page disagree on the ABI) throws instead of being dropped. A unit check in the page's
    own realm: it imports the page's modules as they are served."""
    app = open_app(devices.SMALLEST, "portrait")
    thrown = app.driver.js(
        "async () => { const { effectPerformer } = await import('./js/effects.js');"
        " const perform = effectPerformer(/** parts no known effect reaches */ ({}));"
        " try { perform({ kind: 9999, a: 0, b: 0, c: 0, d: 0 }, 'render'); return null; }"
        " catch (error) { return String(error.message); } }")
    assert thrown and "effect 9999" in thrown, thrown


def test_a_download_the_browser_drops_is_no_error(capsys):
    """A reload mid-flow drops the files still coming (a reset or a broken pipe while the server
    writes): the server says nothing of it, where the standard library's prints a traceback;
    any other failure is still printed."""
    handler = functools.partial(serve.Handler, directory=str(WEB))

    def said(server, error):
        try:
            raise error
        except Exception:
            server.handle_error(None, ("127.0.0.1", 1))  # as socketserver calls it, within except
        finally:
            server.server_close()
        return capsys.readouterr().err

    for dropped in (ConnectionResetError(104, "reset by peer"), BrokenPipeError(32, "broken pipe")):
        assert type(dropped).__name__ in said(http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler), dropped)
        assert said(serve.Server(("127.0.0.1", 0), handler), dropped) == ""
    assert "ValueError" in said(serve.Server(("127.0.0.1", 0), handler), ValueError("a real failure"))


def test_a_request_the_test_server_fails_fails_the_test_that_made_it():
    """What goes wrong while the test server serves a request is kept with its traceback and
    fails the test it served (a line on the console once said only that something had), and a
    dropped download is still nothing."""
    server = PageServer(held_workers=("no-such-worker",), limits={})
    try:
        try:
            urllib.request.urlopen(f"{server.origin}/worker/no-such-worker.js", timeout=10)
        except (urllib.error.URLError, ConnectionError):
            pass  # the request fails: what matters is that the server says why
        failures = server.failures()
        assert len(failures) == 1 and "FileNotFoundError" in failures[0], failures
        urllib.request.urlopen(f"{server.origin}/index.html", timeout=10).read()
        assert len(server.failures()) == 1, "a page served is no failure"
    finally:
        server.stop()


def test_every_test_server_is_a_new_origin():
    """A browser keeps an origin's storage while it lives, and the scenarios of one engine share
    a browser: no two test servers of a process may have the same port, even when the OS hands a
    freed port out again (it did, 288 times in 3000 binds here)."""
    handler = functools.partial(serve.Handler, directory=str(WEB))
    ports = []
    for _ in range(1000):
        server = fresh_origin_server(handler)
        ports.append(server.server_address[1])
        server.server_close()
    assert len(set(ports)) == len(ports)


def leave_room(app, room):
    """Leaves the page's origin `room` bytes of storage beyond what it holds once its service
    worker has cached the page's files (Chromium: Storage.overrideQuotaForOrigin), as on a device
    that filled up after the page was installed. A quota set at once would race that install:
    its 1.9 MB either never got in or filled the quota before the photos came."""
    used = app.driver.js("async () => { await navigator.serviceWorker.ready; return (await navigator.storage.estimate()).usage; }")
    app.driver.cdp.send("Storage.overrideQuotaForOrigin", {"origin": app.server.origin, "quotaSize": used + room})


# Chromium-only: the origin's quota is set through CDP (Storage.overrideQuotaForOrigin).
def test_a_full_device_keeps_what_fits_and_says_which_photos_will_not_come_back(open_app):
    """With room for 300 kB, a 48 MP photo in a file over 16 MB and then three small ones: the
    page says that storage is full and that the photo in the top left will not come back (not
    "private browsing": storage works), and a reload brings back everything that fit: the
    layout and the three small photos. Neither the 48 MP file nor a copy in its place fits."""
    app = open_app(devices.SMALLEST, "portrait")
    leave_room(app, 300 << 10)
    app.choose_layout(3)
    app.pick(0, app.photos["iphone48grain"])
    app.fill({1: "red", 2: "green", 3: "blue"})
    # Said when the copy does not fit either, maybe while the small photos are still being picked.
    app.wait_said("storage is full: the photo in the top left will not come back after a reload", timeout=60)
    assert not any("private browsing" in text for text in app.said())
    app.save_screenshot("storage-full")
    app.wait_kept(lambda k: k and k["layout"] == 3 and k["sizes"][0] is None and all(k["sizes"][1:4]), "the three small photos")
    app.reload()
    app.wait_message("Your collage is back.")
    app.wait_filled([1, 2, 3])
    assert app.pressed_layouts() == [3]
    assert "Add a photo" in app.label('.cell[data-slot="0"]'), "the 48 MP photo did not fit: its cell is empty"


# Chromium-only: the origin's quota is set through CDP (Storage.overrideQuotaForOrigin).
def test_a_file_that_does_not_fit_is_followed_by_a_copy_even_when_the_decoders_last_word_came_first(open_app):
    """The decoder's last word on a photo's draft bytes can reach the page before the write of
    its file has ended: for a 48 MP photo, whose file the core's plan keeps as it is, it comes
    right after the bitmaps, while 35 MB may still be on their way to the device's storage; for
    a 12 MP photo in a 9 MB file it is its copy. Here every file's bytes are held back from the
    draft's write (held_file_bytes.js) until both words have come. Then neither file fits (room
    for 300 kB): the 48 MP photo gets a copy made in its place, which does not fit either, and
    the page says it will not come back; the 12 MP photo's copy, which came first, fits and is
    what the draft keeps of it."""
    app = open_app(devices.SMALLEST, "portrait", scripts=("held_file_bytes.js",))
    leave_room(app, 300 << 10)
    last_words = "() => window.__decodeSaid.filter((word) => ['file', 'copy', 'none'].includes(word))"
    app.pick_file(0, app.photos["iphone48grain"].path)
    app.driver.wait(f"() => ({last_words})().length === 1", timeout=60, what="the decoder's last word on the 48 MP photo")
    app.pick_file(1, app.photos["iphone12hdr"].path)
    app.driver.wait(f"() => ({last_words})().length === 2", timeout=60, what="the decoder's last word on the 12 MP photo")
    assert app.driver.js(last_words) == ["file", "copy"], "the 48 MP photo's file stays; the 12 MP photo's copy takes its place"
    assert not any("storage" in text for text in app.said()), "nothing is said before the files' writes have ended"
    app.driver.js("() => { window.__releaseFileBytes(); return true; }")
    app.wait_said("storage is full: the photo in the top left will not come back after a reload. The rest of your"
                  " collage is kept.", timeout=90)
    assert app.driver.js(last_words) == ["file", "copy", "copy"], "a copy was made for the 48 MP photo, whose file did not fit"
    app.wait_filled([0, 1])
    app.wait_kept(lambda k: k and k["sizes"][0] is None and k["sizes"][1] and k["sizes"][1] < 1 << 20,
                  "the 12 MP photo's copy, not the 48 MP photo")
