"""Photos in a person's hands (DESIGN.md §8): loading states, files refused from their first
bytes, a share that waits for its picture, a share sheet that never answers, rotation mid-slide."""

import pathlib

import pytest

from support import devices

# Lets a test hold every message a worker posts ("hold") until it says "go", on a
# BroadcastChannel: a decode or a render that is still running, for as long as the test needs.
# The same script the engine scenarios put in front of a held worker (engines/hold.js).
HOLD = (pathlib.Path(__file__).parent / "engines" / "hold.js").read_text()


class Held:
    """web/worker/NAME.js served with HOLD in front (the page is loaded again to use it);
    `holding` makes it hold from its first message on (a word sent before the worker listens
    would be lost)."""

    def __init__(self, app, name, holding=False):
        self.app = app
        assert "let __holding = false;" in HOLD  # hold.js starts letting messages through
        code = HOLD.replace("let __holding = false;", f"let __holding = {str(holding).lower()};")

        def held(route):
            response = route.fetch()
            route.fulfill(response=response, body=code + response.text())

        app.page.route(f"**/worker/{name}.js", held)
        app.load()

    def _say(self, word):
        self.app.page.evaluate("w => new BroadcastChannel('test-hold').postMessage(w)", word)
        self.app.page.wait_for_timeout(100)  # delivered to the worker before what follows

    def hold(self):
        self._say("hold")

    def release(self):
        self._say("go")


def message(app):
    return app.page.locator("#message").text_content()


def wait_message(app, words):
    app.page.wait_for_function("w => document.getElementById('message').textContent.includes(w)", arg=words)

def test_a_loading_cell_works_visibly_and_a_swipe_says_it_is_still_loading(open_app, photos, screenshots):
    app = open_app(devices.SMALLEST, "portrait")
    decoder = Held(app, "decode-worker")
    app.fill({0: photos["red"], 1: photos["green"]})
    decoder.hold()
    chooser = app._tap_for_chooser(app.cell(2))
    chooser.set_files(str(photos["orange"].path))
    app.page.wait_for_selector('.cell[data-slot="2"].is-loading')
    assert app.cell(2).get_attribute("aria-busy") == "true"
    assert "(loading)" in app.cell(2).get_attribute("aria-label")
    app.page.screenshot(path=screenshots / "loading-cell.png")
    app.swipe("up", ready=False)
    wait_message(app, "still loading")
    assert "missing" not in message(app)
    assert app.phase() == "idle" and app.shares() == []
    decoder.release()
    app.page.wait_for_selector('.cell[data-slot="2"][data-version]:not(.is-loading)')
    app.swipe("up")
    (share,) = app.wait_share()
    assert app.shared_image(share).size == (2048, 2048)


def test_the_grid_stays_until_the_picture_is_ready(open_app, photos):
    app = open_app(devices.SMALLEST, "portrait")
    composer = Held(app, "compose-worker", holding=True)
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    app.swipe("up", ready=False)
    wait_message(app, "being prepared")
    assert app.phase() == "idle", "the grid never leaves to an empty screen"
    assert app.page.locator("#grid.is-preparing").count() == 1, "progress is shown"
    app.page.wait_for_timeout(400)
    assert app.shares() == []
    composer.release()
    wait_message(app, "ready: swipe up")
    app.swipe("up")
    (share,) = app.wait_share()
    assert share["sinceGesture"] < 1000, "share() follows the gesture at once"


def test_a_size_change_reuses_what_suffices_and_never_shares_late(open_app, photos):
    app = open_app(devices.LARGEST, "portrait")
    app.fill({0: photos["big"], 1: photos["green"], 2: photos["orange"]})
    app.wait_picture()
    sizes = {slot: app.cell(slot).get_attribute("data-photo-size") for slot in (0, 1, 2)}
    # Smaller: no decode, the same pixels.
    app.page.select_option("#size", "1080")
    app.wait_picture()
    assert {slot: app.cell(slot).get_attribute("data-photo-size") for slot in (0, 1, 2)} == sizes
    # Larger: the big photo is decoded again, larger; a swipe meanwhile does not leave.
    app.page.select_option("#size", "4096")
    app.swipe("up", ready=False)
    assert app.phase() == "idle"
    app.wait_picture()
    width = int(app.cell(0).get_attribute("data-photo-size").split("x")[0])
    assert width > int(sizes[0].split("x")[0]), "decoded again for 4096"
    app.swipe("up")
    (share,) = app.wait_share()
    assert app.shared_image(share).size == (4096, 4096)
    assert share["sinceGesture"] < 1000


def test_photos_are_decoded_to_what_their_cells_need_not_twice_that(open_app, photos):
    app = open_app(devices.LARGEST, "portrait")
    app.pick(0, photos["big"])  # 4000×3000; slot 0 takes the wide cell of Layout 1
    need = app.page.evaluate("""async () => {
        const { loadCore } = await import('./js/core.js');
        const core = await loadCore();
        return core.slotNeed(0, 2048);
    }""")
    width, height = map(int, app.cell(0).get_attribute("data-photo-size").split("x"))
    scale = max(need["width"] / 4000, need["height"] / 3000)
    assert width == pytest.approx(4000 * scale, abs=1) and height == pytest.approx(3000 * scale, abs=1)
    assert width >= need["width"] and height >= need["height"]


def test_a_share_sheet_that_never_answers_gives_the_grid_back_after_ten_seconds(open_app, photos):
    """The give-up timer (the page back in front is the hostile pass's scenario, on every engine)."""
    app = open_app(devices.SMALLEST, "portrait")
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    app.set_share_mode("hang")
    app.swipe("up")
    app.page.wait_for_function("() => window.__shares.length === 1")
    assert app.phase() == "sharing"
    app.page.wait_for_timeout(5_000)
    assert app.phase() == "sharing", "a slow sheet is not cut short"
    app.wait_phase("idle", timeout=8_000)
    assert message(app) == "", "giving up is not an error"
    app.set_share_mode("resolve")
    app.swipe("up")
    app.wait_share(count=2)
    app.wait_phase("idle")


@pytest.mark.parametrize("when", ["leaving", "returning"])
def test_rotating_mid_slide_keeps_the_cells_inside_the_frame(open_app, photos, when):
    device = devices.LARGEST
    app = open_app(device, "portrait")
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    app.set_share_mode("abort")
    app.page.emulate_media(reduced_motion="no-preference")
    app.swipe("up")
    if when == "returning":
        app.page.wait_for_function("() => document.body.dataset.phase === 'returning'")
    landscape = device.viewport("landscape")
    app.page.set_viewport_size(landscape)
    # Sample the frame while the animation runs: every visible cell stays inside the grid.
    for _ in range(8):
        found = app.page.evaluate("""() => {
            const g = document.getElementById('grid').getBoundingClientRect();
            return [...document.querySelectorAll('.cell:not([hidden])')].map((c) => {
                const r = c.getBoundingClientRect();
                return [r.left - g.left, g.right - r.right, r.top - g.top, g.bottom - r.bottom];
            });
        }""")
        for gaps in found:
            assert min(gaps) >= -0.5, f"a cell leaves the frame by {-min(gaps):.1f} px while {when}"
        app.page.wait_for_timeout(60)
    app.wait_phase("idle")
