"""Checks that the screen keeps the design's arrangement: every piece inside the safe area,
none overlapping another, nothing clipped, and the pieces where the design puts them."""

# Top-level pieces of the screen that must never overlap one another.
PIECES_JS = """() => {
  const rect = (el) => { const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  const text = (el) => { const range = document.createRange(); range.selectNodeContents(el);
    return rect(range); };
  const pieces = {
    title: text(document.querySelector('.title')),
    share: rect(document.getElementById('share')),
    grid: rect(document.getElementById('grid')),
    settings: rect(document.querySelector('.settings')),
    options: rect(document.querySelector('.options')),
  };
  // The row's three buttons, in order (the last may show a layout from the catalogue).
  document.querySelectorAll('.layouts .layout').forEach((b, i) => { pieces['layout' + (i + 1)] = rect(b); });
  const message = document.getElementById('message');
  if (message.textContent) pieces.message = rect(message);
  const overflowing = [...document.querySelectorAll('.stage > *, .share, .settings select')]
    .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
    .map((el) => el.className || el.id);
  return {
    pieces,
    hint: text(document.getElementById('hint')),
    cells: [...document.querySelectorAll('.cell:not([hidden])')].map(rect),
    viewport: {width: innerWidth, height: innerHeight},
    targets: [...document.querySelectorAll('.options button:not([hidden]), .layouts .layout')].map((el) => ({name: el.getAttribute('aria-label'), ...rect(el)})),
    ratio: [getComputedStyle(document.querySelector('.stage')).getPropertyValue('--fw'),
            getComputedStyle(document.querySelector('.stage')).getPropertyValue('--fh')].map(Number),
    overflowing,
  };
}"""

TOLERANCE = 0.5
# Apple's smallest touch target, in points (CSS px on an iPhone).
TOUCH_TARGET = 44


def inside(inner, outer, tolerance=TOLERANCE):
    return (
        inner["left"] >= outer["left"] - tolerance
        and inner["top"] >= outer["top"] - tolerance
        and inner["right"] <= outer["right"] + tolerance
        and inner["bottom"] <= outer["bottom"] + tolerance
    )


def overlap(a, b, tolerance=TOLERANCE):
    return (
        min(a["right"], b["right"]) - max(a["left"], b["left"]) > tolerance
        and min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) > tolerance
    )


NO_INSETS = {"top": 0, "right": 0, "bottom": 0, "left": 0}


def check_arrangement(app, insets=NO_INSETS):
    """`app`: an App over the Chromium driver (engines/app.py), as one of the iPhones."""
    # Measure the layout at rest: no nudge, slide or fade under way.
    # (A cancelled animation has ended too: its finished promise rejects.)
    app.driver.js("() => Promise.allSettled(document.getAnimations().map((a) => a.finished)).then(() => true)")
    found = app.driver.js(PIECES_JS)
    pieces, viewport = found["pieces"], found["viewport"]
    safe = {
        "left": insets["left"],
        "top": insets["top"],
        "right": viewport["width"] - insets["right"],
        "bottom": viewport["height"] - insets["bottom"],
    }
    where = f"{app.driver.device} {app.orientation} insets={insets}"

    for name, box in pieces.items():
        assert inside(box, safe), f"{name} {box} leaves the safe area {safe} ({where})"
    names = list(pieces)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not overlap(pieces[a], pieces[b]), f"{a} overlaps {b} ({where}): {pieces[a]} {pieces[b]}"
    assert not found["overflowing"], f"clipped content: {found['overflowing']} ({where})"
    assert inside(found["hint"], pieces["share"]), f"the hint's text spills out of its button ({where})"

    for target in found["targets"]:
        size = (target["right"] - target["left"], target["bottom"] - target["top"])
        assert min(size) >= TOUCH_TARGET - TOLERANCE, f"{target['name']} is {size[0]:.1f}×{size[1]:.1f} px, under 44 pt ({where})"

    grid = pieces["grid"]
    width, height = grid["right"] - grid["left"], grid["bottom"] - grid["top"]
    ratio_w, ratio_h = found["ratio"]
    assert abs(width * ratio_h - height * ratio_w) < max(ratio_w, ratio_h), f"the frame is {width:.1f}×{height:.1f}, not {ratio_w}:{ratio_h}"
    side = min(width, height)
    short = 135 if ratio_w != ratio_h else 240  # a story's width on the smallest phone: 9/16 of its height
    assert side >= short, f"the frame is too small ({width:.0f}×{height:.0f} px, {where})"
    for cell in found["cells"]:
        assert inside(cell, grid), "cells are inside the frame"
        # The core's 5 % margin, scaled: no cell touches the frame's edge.
        assert cell["left"] - grid["left"] > 0.04 * side or cell["left"] > grid["left"]

    layouts = [pieces[f"layout{n}"] for n in (1, 2, 3)]
    if app.orientation == "portrait":
        # Title, hint, grid and the row of buttons, top to bottom, centred.
        assert pieces["title"]["bottom"] <= pieces["share"]["top"]
        assert pieces["share"]["bottom"] <= grid["top"]
        assert all(grid["bottom"] < b["top"] for b in layouts)
        assert layouts[0]["right"] < layouts[1]["left"] and layouts[1]["right"] < layouts[2]["left"]
        centre = (safe["left"] + safe["right"]) / 2
        assert abs((grid["left"] + grid["right"]) / 2 - centre) < 1, "the grid is centred"
    else:
        # Hint on the left, grid in the middle, a column of buttons on the right whose top and
        # bottom line up with the grid's.
        assert pieces["share"]["right"] <= grid["left"]
        assert all(grid["right"] < b["left"] for b in layouts)
        assert layouts[0]["bottom"] < layouts[1]["top"] and layouts[1]["bottom"] < layouts[2]["top"]
        if ratio_w == ratio_h:
            assert abs(layouts[0]["top"] - grid["top"]) < 1 and abs(layouts[2]["bottom"] - grid["bottom"]) < 1
        assert pieces["title"]["bottom"] <= grid["top"]
        title_centre = (pieces["title"]["left"] + pieces["title"]["right"]) / 2
        assert abs(title_centre - (grid["left"] + grid["right"]) / 2) < 3, "the title is centred over the grid"


# Every message the page can say, from its wording code: the reducer's messages (message-words.js)
# with each argument the core can send (counts, sides, places, the catalogue's layouts, a photo's
# size up to the ABI's 32-bit limit), and the page's own notices; for each kind, its longest.
LONGEST_MESSAGES_JS = """async () => {
  const { wordsFor, NOTICES } = await import('./js/screen/message-words.js');
  const { shareFailureReason } = await import('./js/screen/words.js');
  const { Message, Change, Place, FrameProperty, PICTUREFORMAT_LABELS, PHOTOFORMAT_LABELS } = await import('./js/core/abi.js');
  const core = await (await import('./js/core/core.js')).loadCore();
  const INT32 = 2 ** 31 - 1;  // the ABI carries a photo's width and height as 32-bit integers
  const counts = Array.from({ length: core.slotCount() }, (_, i) => i + 1);
  const places = Object.values(Place);
  const changes = [
    ...core.layouts().map((layout) => [Change.layout, layout.number]),
    ...PICTUREFORMAT_LABELS.map((_, format) => [Change.format, format]),
    ...Object.values(FrameProperty).map((property) => [Change.frame, property]),
    ...[Change.photoPicked, Change.photoMoved, Change.reframed].flatMap((change) => places.map((place) => [change, place])),
    ...counts.map((count) => [Change.photosPicked, count]),
    [Change.startOver, 0],
    [Change.divider, 0],
  ];
  const reasons = ['', ...['NotAllowedError', 'DataError', 'TypeError'].map((name) => shareFailureReason({ name }))];
  // Each kind's arguments {a, b, c} and context; a kind not named here is worded with none.
  const domains = {
    [Message.photosMissing]: counts.map((a) => [{ a }]),
    [Message.photosLoading]: counts.map((a) => [{ a }]),
    [Message.photoFormatUnsupported]: PHOTOFORMAT_LABELS.map((_, b) => [{ b }]),
    [Message.photoTooLarge]: [[{ b: INT32, c: INT32 }], [{ b: 12000, c: 9000 }]],
    [Message.pictureMadeSmaller]: core.pictureSides().map((a) => [{ a }]),
    [Message.pictureReady]: ['up', 'left'].map((direction) => [{}, { direction }]),
    [Message.shareFailed]: reasons.map((detail) => [{}, { detail }]),
    [Message.photoMoved]: places.map((c) => [{ c }]),
    [Message.zoomChanged]: [[{ b: 500 }]],
    [Message.dividerMoved]: [[{ a: 8, b: 100 }]],
    [Message.undid]: changes.map(([a, b]) => [{ a, b }]),
    [Message.redid]: changes.map(([a, b]) => [{ a, b }]),
    [Message.draftRestored]: [[{ a: 0 }], [{ a: 1 }]],
    // A pick of more files than the grid holds: as many as the ABI can count, left out.
    [Message.layoutMade]: counts.filter((a) => a >= 2).flatMap((a) => [[{ a, b: 0 }], [{ a, b: INT32 - a }]]),
    [Message.photosLeftOut]: [[{ a: 1 }], [{ a: INT32 }]],
  };
  const longest = Object.entries(Message).map(([name, kind]) => {
    const said = (domains[kind] ?? [[{}]]).map(([args, context = {}]) =>
      wordsFor({ kind, a: 0, b: 0, c: 0, ...args }, { maxPixels: core.maxPhotoPixels(), mostPhotos: core.slotCount(), ...context }));
    return [name, said.reduce((a, b) => (b.length > a.length ? b : a))];
  });
  return [...longest, ...Object.entries(NOTICES)];
}"""

# Says each of `texts` through the page's own Announcer, on the message region, and measures it.
SAY_AND_MEASURE_JS = """async (texts) => {
  const { Announcer } = await import('./js/screen/messages.js');
  const region = document.getElementById('message');
  const announcer = new Announcer(region);
  const measured = texts.map(([name, text]) => {
    announcer.notice(text);
    const r = region.getBoundingClientRect();
    return { name, text, box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
             clipped: region.scrollHeight > region.clientHeight + 1 || region.scrollWidth > region.clientWidth + 1,
             size: getComputedStyle(region).fontSize };
  });
  announcer.notice('');
  return measured;
}"""


def longest_messages(app):
    """[(kind, words)]: the longest words of each message kind and the page's notices."""
    said = app.driver.js(LONGEST_MESSAGES_JS)
    assert all(text for _, text in said), f"a message kind without words: {said}"
    return said


def check_messages_fit(app, messages, insets=NO_INSETS):
    """Each of `messages` ((kind, words), from longest_messages), said on its own, shows whole in
    the message's place: nothing clipped, inside the safe area, over no other piece."""
    found = app.driver.js(PIECES_JS)
    pieces, viewport = found["pieces"], found["viewport"]
    pieces.pop("message", None)
    safe = {"left": insets["left"], "top": insets["top"],
            "right": viewport["width"] - insets["right"], "bottom": viewport["height"] - insets["bottom"]}
    where = f"{app.driver.device} {app.orientation} insets={insets}"
    for said in app.driver.js(SAY_AND_MEASURE_JS, messages):
        label = f"{said['name']} ({len(said['text'])} characters, at {said['size']}) {where}"
        assert not said["clipped"], f"{label}: its last words are cut off: {said['text']!r}"
        assert inside(said["box"], safe), f"{label}: {said['box']} leaves the safe area {safe}"
        for name, box in pieces.items():
            assert not overlap(said["box"], box), f"{label}: covers the {name} {box}"
