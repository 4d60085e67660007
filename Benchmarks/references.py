#!/usr/bin/env python3
"""The reference tools doing Instagrid's job on the same raw RGBA pixels, timed in-process.

Each workload of plan.json (written by `instagrid-bench generate`) is composed the same way:
fill the frame colour, then for every cell crop the photo to Instagrid's aspect-fill crop,
resample it to the cell and paste it. Loading the raw pixels is not timed, as for Instagrid.

Usage: references.py TOOL WORKLOAD REPEATS PLAN [OUTPUT.rgba]
TOOL: pillow-box | pillow-lanczos | vips (threads from VIPS_CONCURRENCY)
Prints one JSON line: {"times_ms": [...]}.
"""
import json
import sys
import time

FRAME = (0x10, 0x66, 0x98, 255)


def load(plan_path, name):
    plan = json.load(open(plan_path))
    return next(w for w in plan if w["name"] == name)


def pillow(workload, kernel):
    from PIL import Image

    filters = {"box": Image.Resampling.BOX, "lanczos": Image.Resampling.LANCZOS}
    photos = [
        Image.frombuffer("RGBA", (i["width"], i["height"]), open(i["path"], "rb").read(), "raw", "RGBA", 0, 1)
        for i in workload["inputs"]
    ]
    side = workload["side"]

    def compose():
        canvas = Image.new("RGBA", (side, side), FRAME)
        for photo, spec in zip(photos, workload["inputs"]):
            x, y, w, h = spec["crop"]
            cx, cy, cw, ch = spec["cell"]
            cell = photo.resize((cw, ch), filters[kernel], box=(x, y, x + w, y + h))
            canvas.paste(cell, (cx, cy))
        return canvas

    return compose, lambda canvas: canvas.tobytes()


def vips(workload):
    import pyvips

    photos = [
        pyvips.Image.new_from_memory(open(i["path"], "rb").read(), i["width"], i["height"], 4, "uchar")
        for i in workload["inputs"]
    ]
    side = workload["side"]

    def compose():
        canvas = pyvips.Image.black(side, side, bands=4) + list(FRAME)
        canvas = canvas.cast("uchar")
        for photo, spec in zip(photos, workload["inputs"]):
            x, y, w, h = spec["crop"]
            cx, cy, cw, ch = spec["cell"]
            cell = photo.crop(x, y, w, h).resize(cw / w, vscale=ch / h)  # default kernel: lanczos3
            canvas = canvas.insert(cell, cx, cy)
        return canvas.write_to_memory()  # forces the lazy pipeline to run

    return compose, lambda data: data


def main():
    tool, name, repeats, plan_path = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    output = sys.argv[5] if len(sys.argv) > 5 else None
    workload = load(plan_path, name)
    if tool.startswith("pillow-"):
        compose, to_bytes = pillow(workload, tool.split("-")[1])
    elif tool == "vips":
        compose, to_bytes = vips(workload)
    else:
        raise SystemExit(f"unknown tool {tool}")
    times = []
    result = None
    for run in range(repeats + 1):
        start = time.perf_counter()
        result = compose()
        elapsed = (time.perf_counter() - start) * 1000
        if run > 0:  # run 0 warms up, as for Instagrid
            times.append(elapsed)
    if output:
        open(output, "wb").write(to_bytes(result))
    print(json.dumps({"times_ms": times}))


if __name__ == "__main__":
    main()
