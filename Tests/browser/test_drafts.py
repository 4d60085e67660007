"""Nothing is lost (DESIGN.md §10): the grid is kept on the device and comes back after a
reload; Start over clears it with an Undo; without storage the page works and says so once."""

from support import devices
from support.page import AppPage


def versions(app):
    return app.page.evaluate("() => [...document.querySelectorAll('.cell')].map(c => [c.dataset.slot, c.dataset.version ?? null])")


def reload_and_wait(app):
    app.page.reload()
    app.wait_ready()

def test_start_over_clears_and_undo_brings_back(open_app, photos):
    app = open_app(devices.SMALLEST, "portrait")
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    before = versions(app)
    start_over = app.page.locator("#start-over")
    assert start_over.is_visible()
    app.tap(start_over)
    app.page.wait_for_function("() => document.querySelectorAll('.cell.is-filled').length === 0")
    assert app.page.locator("#message").text_content() == "The grid is cleared."
    undo = app.page.locator("#undo")
    assert undo.is_visible()
    app.tap(undo)
    app.page.wait_for_function("() => document.querySelectorAll('.cell.is-filled').length === 3")
    assert versions(app) == before
    assert not undo.is_visible()
    app.swipe("up")
    app.wait_share()

def test_without_storage_the_page_works_and_says_so_once(browser, origin, photos):
    # As in a private window that refuses IndexedDB.
    blocked = "Object.defineProperty(IDBFactory.prototype, 'open', { value() { throw new DOMException('no', 'SecurityError'); } });"
    said = """addEventListener('DOMContentLoaded', () => { window.__said = [];
        new MutationObserver(() => __said.push(document.getElementById('message').textContent))
            .observe(document.getElementById('message'), { childList: true, characterData: true, subtree: true }); });"""
    app = AppPage.open(browser, origin, devices.SMALLEST, "portrait", init_scripts=[blocked, said])
    try:
        app.page.wait_for_function("() => document.getElementById('message').textContent.includes('cannot keep your collage')")
        app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
        app.swipe("up")
        app.wait_share()
        app.wait_phase("idle")
        notices = [text for text in app.page.evaluate("window.__said") if "cannot keep" in text]
        assert len(set(notices)) == 1 and len(notices) <= 2, f"said once: {notices}"
        assert not app.problems()
    finally:
        app.close()


def test_a_restored_grid_shows_its_photos_at_once_while_they_decode_again(open_app, photos, screenshots):
    """Each kept photo's screen-sized thumbnail stands in (with its framing) until the photo is
    decoded again: the grid is back on screen without waiting for four decodes, but the picture
    is not made, nor shared, from the stand-ins."""
    from test_photos_in_hand import Held, wait_message

    app = open_app(devices.SMALLEST, "portrait")
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    app.cell(0).focus()
    for key in ("+", "+", "ArrowRight"):
        app.page.keyboard.press(key)
    app.wait_picture()
    shown = {slot: app.cell_image(slot) for slot in range(3)}
    zoomed = shown[0]
    assert sum(zoomed.getpixel((int(zoomed.width * 0.32), int(zoomed.height * 0.45)))) < 60, "the zoomed marker reaches here"
    app.page.wait_for_timeout(600)  # the draft is written a moment after the last change

    decoder = Held(app, "decode-worker", holding=True)  # loads the page again: nothing decodes
    wait_message(app, "Your collage is back.")
    app.page.wait_for_function("() => document.querySelectorAll('.cell.is-filled.is-loading').length === 3")
    app.page.screenshot(path=screenshots / "draft-stand-ins.png")
    for slot in range(3):
        again = app.cell_image(slot)
        # The same photo, framed the same (the zoomed marker's edge included), from the thumbnail;
        # away from the middle, where the spinner turns.
        w, h = again.width, again.height
        for point in [(int(w * 0.15), int(h * 0.15)), (int(w * 0.85), int(h * 0.85)), (int(w * 0.32), int(h * 0.45)), (6, 6)]:
            a, b = again.getpixel(point), shown[slot].getpixel(point)
            assert max(abs(x - y) for x, y in zip(a, b)) <= 24, f"slot {slot} at {point}: {a} vs {b}"
    assert app.page.evaluate("document.body.dataset.pictureReady") == "false"
    app.swipe("up")
    wait_message(app, "still loading")
    assert app.shares() == []

    decoder.release()
    app.page.wait_for_function("() => document.querySelectorAll('.cell.is-filled:not(.is-loading)').length === 3")
    app.wait_picture()
    framings = app.page.evaluate("performance.getEntriesByName('instagrid:picture-ready').at(-1).detail.framings")
    assert framings[0]["zoom"] > 1_000_000, "the photo kept the draft's framing"
    app.swipe("up")
    (share,) = app.wait_share()
    assert app.shared_image(share).size == (2048, 2048)


def test_a_reload_while_undo_is_offered_keeps_the_collage_and_after_it_the_grid_is_cleared(open_app, photos):
    """Start over keeps the draft while Undo can bring the grid back (a reload, or iOS
    discarding the tab, in those seconds loses nothing); once Undo has expired the cleared grid
    is what is kept."""
    app = open_app(devices.SMALLEST, "portrait")
    app.fill({0: photos["red"], 1: photos["green"], 2: photos["orange"]})
    before = versions(app)
    app.page.wait_for_timeout(600)  # the draft is written a moment after the last change
    start_over = app.page.locator("#start-over")
    app.tap(start_over)
    app.page.wait_for_function("() => document.querySelectorAll('.cell.is-filled').length === 0")
    app.page.wait_for_timeout(600)  # a save of the cleared grid would be written by now
    reload_and_wait(app)
    app.page.wait_for_function("() => document.getElementById('message').textContent === 'Your collage is back.'")
    app.page.wait_for_function("() => document.querySelectorAll('.cell.is-filled:not(.is-loading)').length === 3")
    assert [slot for slot, version in versions(app) if version] == [slot for slot, version in before if version]

    app.tap(start_over)
    app.page.wait_for_function("() => document.getElementById('undo').hidden", timeout=15_000)  # expired
    app.page.wait_for_timeout(600)
    reload_and_wait(app)
    app.page.wait_for_timeout(1000)  # time enough for a restore to start
    assert app.page.evaluate("document.querySelectorAll('.cell.is-filled, .cell.is-loading').length") == 0
    assert app.message() != "Your collage is back."
